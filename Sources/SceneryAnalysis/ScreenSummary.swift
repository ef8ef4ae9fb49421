@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// One screen as the lists show it (`scenery screens`, `scenery/screens`): where it comes from,
/// its factory and parameters, or why it has none.
@_spi(Scenery) public struct ScreenSummary: Hashable, Sendable {
    @_spi(Scenery) public var screen: Screen
    /// Its generated factory, when the namespaced style gives it one.
    @_spi(Scenery) public var factory: Factory?
    /// Why the namespaced style gives it none.
    @_spi(Scenery) public var skipped: String?
    /// The names of the build targets that build its file (none without a build model).
    @_spi(Scenery) public var targets: [String]

    /// The factory's parameters; without a factory, the initializer method's.
    @_spi(Scenery) public var parameters: [Parameter] { factory?.parameters ?? screen.initializer?.value.parameters ?? [] }

    /// The xib a factory creates it with (`X(nibName:bundle:)`), or the one it owns.
    @_spi(Scenery) public var nib: String? {
        if case .nib(let name) = screen.creation { return name }
        return screen.isStoryboardBased ? nil : screen.placement.nibs.first(where: \.isFilesOwner)?.name
    }

    /// Where it comes from, for people: `Profile.storyboard`, `Profile.storyboard (initial scene)`,
    /// `Profile.xib`, `code-only`; for a screen no factory can create, what Interface Builder says.
    @_spi(Scenery) public var origin: String { screen.origin }
}

extension Screen {
    /// Where the screen comes from, for people: `Profile.storyboard`, `Profile.storyboard (initial
    /// scene)`, `ProfileViewController.xib`, `code-only`, or the scenes that keep a factory from creating it.
    @_spi(Scenery) public var origin: String {
        switch creation {
        case .storyboardName:
            guard let binding = storyboard else { return "code-only" }
            return binding.fileName.map { "\($0).storyboard" }
                ?? "storyboard `\(binding.expression.isEmpty ? "no storyboardName" : binding.expression)` (not resolved)"
        case .scene(let storyboard, _, _): return "\(storyboard).storyboard"
        case .initialScene(let storyboard, _): return "\(storyboard).storyboard (initial scene)"
        case .nib(let name): return "\(name).xib"
        case .code:
            // The xib it owns, or (a view) the one that holds it.
            return (placement.nibs.first(where: \.isFilesOwner) ?? placement.nibs.first).map { "\($0.name).xib" } ?? "code-only"
        case .unavailable(let problem):
            let storyboards = Set(placement.scenes.map(\.storyboard)).sorted().map { "\($0).storyboard" }.joined(separator: ", ")
            switch problem {
            case .sceneWithoutIdentifier: return "\(storyboards) (no Storyboard ID)"
            case .severalScenes: return "\(storyboards) (\(placement.scenes.count) scenes)"
            case .noUsableInitializer: return "code-only (no usable initializer)"
            case .vendoredSuperclass: return "code-only (a dependency's superclass)"
            }
        }
    }
}

extension Analysis {
    /// Every screen with its factory (or why it has none), in the snapshot's order.
    @_spi(Scenery) public func screenSummaries() -> [ScreenSummary] {
        let generated = namespaced
        let factories = Dictionary(generated.factories.map { ($0.screen.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        let skipped = Dictionary(generated.skipped.map { ($0.screen.qualifiedName, $0.reason) }, uniquingKeysWith: { first, _ in first })
        let buildTargets = snapshot.buildTargets
        let options = generatorOptions
        return snapshot.screens.map { screen in
            let factory = factories[screen.qualifiedName]
            return ScreenSummary(
                screen: screen, factory: factory,
                skipped: skipped[screen.qualifiedName] ?? (factory == nil ? FactoryGenerator.namespacedAbsence(of: screen, options: options) : nil),
                targets: buildTargets.targets(building: screen.declaration.path).map { buildTargets.targets[$0].name }
            )
        }
    }
}
