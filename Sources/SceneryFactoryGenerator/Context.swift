@_spi(Scenery) import SceneryProjectModel

/// The UIKit or AppKit spelling of everything generated code names, so that each style is written
/// once for both.
struct Platform {
    var framework: String
    var viewController: String
    var view: String
    var storyboard: String
    /// The type of the namespaced style's `storyboardName`: the project's `UIStoryboard.Name` enum,
    /// or AppKit's own `NSStoryboard.Name` (an alias of `String`, so it cannot be an enum).
    var storyboardName: String
    /// AppKit has no navigation controller: no `push` namespace there.
    var navigationController: String?
    /// `instantiateViewController(withIdentifier:)` / `instantiateController(withIdentifier:)`
    var instantiateByIdentifier: String
    var instantiateInitial: String

    static let uikit = Platform(
        framework: "UIKit", viewController: "UIViewController", view: "UIView", storyboard: "UIStoryboard",
        storyboardName: "UIStoryboard.Name", navigationController: "UINavigationController",
        instantiateByIdentifier: "instantiateViewController(withIdentifier:", instantiateInitial: "instantiateInitialViewController()"
    )
    static let appkit = Platform(
        framework: "AppKit", viewController: "NSViewController", view: "NSView", storyboard: "NSStoryboard",
        storyboardName: "NSStoryboard.Name", navigationController: nil,
        instantiateByIdentifier: "instantiateController(withIdentifier:", instantiateInitial: "instantiateInitialController()"
    )

    var isAppKit: Bool { framework == "AppKit" }

    /// `storyboard.instantiateViewController(withIdentifier: identifier)`
    func instantiate(from storyboard: String, identifier: String) -> String {
        "\(storyboard).\(instantiateByIdentifier) \(identifier))"
    }
}

/// What every style reads: the input, its platform, its screens in a stable order, and what the
/// project already declares.
struct Context {
    let input: GeneratorInput
    let platform: Platform
    /// Sorted by qualified name (as `GeneratorInput` keeps them).
    let screens: ChunkedArray<Screen>
    /// The file also declares the storyboard names: the project declares none, and the namespaced
    /// style names them (or `storyboardNamesEnum` asks for them).
    let generatesStoryboardNames: Bool
    /// The cases of the generated names, when generated; made on first use (a single factory needs none).
    var generatedStoryboardNames: [GeneratedStoryboardNames.Case] { generatedNames.cases }
    private let generatedNames: LazyCases
    /// The project's own storyboard names of this platform, which generated code uses.
    let declaredStoryboardNames: DeclaredStoryboardNames?

    init(_ input: GeneratorInput) {
        self.input = input
        let platform: Platform = (input.options.platform ?? .detected(from: input.screens)) == .appkit ? .appkit : .uikit
        self.platform = platform
        self.screens = input.screens
        let declared = input.declaredStoryboardNames.first { $0.isAppKit == platform.isAppKit }
        self.declaredStoryboardNames = declared
        let generates = declared == nil && (input.options.storyboardNamesEnum || input.options.styles.contains(.namespaced))
        self.generatesStoryboardNames = generates
        self.generatedNames = LazyCases(generates ? input.storyboardNames : [])
    }

    /// The generated names' cases, made once by whichever use comes first.
    private final class LazyCases {
        private let fileNames: [String]
        lazy var cases = GeneratedStoryboardNames.cases(for: fileNames)

        init(_ fileNames: [String]) { self.fileNames = fileNames }
    }

    /// The type generated code names storyboards with: the project's names enum, or the generated one.
    var storyboardNamesType: String { declaredStoryboardNames?.typeName ?? platform.storyboardName }

    /// How open a declaration that names `storyboardNamesType` may be: the project's names as it
    /// declares them; the SDK's, and those generated beside the factories, as open as need be.
    var storyboardNamesAccess: AccessLevel { declaredStoryboardNames?.access ?? .open }

    var options: GeneratorOptions { input.options }
    var protocolNames: GeneratorOptions.ProtocolNames { input.options.protocolNames }

    func selects(_ style: GeneratorOptions.Style) -> Bool { options.styles.contains(style) }

    /// The project declares `name` itself, so its support code is not generated.
    func declares(protocol name: String) -> Bool {
        input.declaredProtocols.contains(name) || (name == options.protocolName && input.declaresInstantiatableProtocol)
    }

    /// The storyboard file name of a `storyboardName` value: through the enum's `fileName` or
    /// `rawValue` (always `rawValue` for the generated enum, whose raw values are the file names);
    /// AppKit's `NSStoryboard.Name` is the file name itself.
    func storyboardFile(of storyboardName: String) -> String {
        if platform.isAppKit { return storyboardName }
        return "\(storyboardName).\(declaredStoryboardNames?.fileNameAccessor ?? "rawValue")"
    }

    /// The storyboard file `fileName` as generated code names it: through its case of the names
    /// (`UIStoryboard.Name.profile.rawValue`), else as a string literal.
    func storyboardFileExpression(_ fileName: String) -> String {
        storyboardCase(of: fileName).map { storyboardFile(of: "\(storyboardNamesType).\(escapeKeyword($0))") } ?? stringLiteral(fileName)
    }

    /// The case of the storyboard names (the project's, or the generated ones) that maps to `fileName`.
    func storyboardCase(of fileName: String) -> String? {
        generatesStoryboardNames
            ? generatedStoryboardNames.first { $0.fileName == fileName }?.name
            : declaredStoryboardNames?.cases.first { $0.fileName == fileName }?.name
    }

    /// What generated declarations say when they concern no one screen (support code): as open as
    /// the most open per-screen declaration, internal when there is none.
    func supportAccess(_ perScreen: [AccessLevel]) -> AccessLevel {
        perScreen.max() ?? .internal
    }

    /// The access of what is generated for `screen`: the configured level, or (when none is
    /// configured) public where everything it exposes is public and internal otherwise; never
    /// more than `limits` (the screen, the method or properties it forwards) allow.
    func access(for screen: Screen, limits: [AccessLevel?]) -> AccessLevel {
        let exposable = ([screen.access] + limits.map { $0 ?? .open }).min() ?? screen.access
        guard let configured = options.accessLevel else { return exposable >= .public ? .public : .internal }
        // `open` means nothing for static members and final classes; below `internal`, the
        // generated file (a file of its own) would hide everything it declares from the project.
        let level = min(max(configured, .internal), .public)
        return min(level, exposable)
    }

    /// The modules the generated file imports besides the platform's: those imported by the files
    /// that declare the parameters of the screens it may serve (the output module's), which may name
    /// their types; sorted.
    func importedModules() -> [String] {
        guard !input.importsByPath.isEmpty else { return [] }
        var modules = Set<String>()
        for screen in screens where screen.module == nil || input.outputModule == nil || screen.module == input.outputModule {
            let initializerParameters: [Parameter] =
                switch screen.creation {
                case .code(let initializer?): initializer.parameters
                case .scene(_, _, let creator?), .initialScene(_, let creator?): creator.parameters
                default: []
                }
            guard !(screen.initializer?.value.parameters ?? []).isEmpty || !screen.dependencies.isEmpty || !initializerParameters.isEmpty else {
                continue
            }
            for path in screen.parameterPaths { modules.formUnion(input.importsByPath[path] ?? []) }
        }
        if let output = input.outputModule { modules.remove(output) }
        return modules.sorted()
    }

    /// Why `screen` gets no code from a style that it follows, for the reasons every style shares;
    /// nil when it can have some.
    func commonSkipReason(_ screen: Screen, style: GeneratorOptions.Style) -> String? {
        if !screen.genericParameters.isEmpty { return "generic screens have no single factory" }
        if input.screensOutsideTargets.contains(screen.qualifiedName) { return "no build target compiles its file" }
        if let module = screen.module, let output = input.outputModule, module != output {
            return
                "it is in module \(module), and the generated file is compiled into \(output) (generate one for \(module) with `scenery generate --module \(module)`)"
        }
        if screen.access < .internal { return "a \(screen.access) class cannot be created from another file" }
        if screen.isAppKit != platform.isAppKit {
            return "\(screen.isAppKit ? "an AppKit" : "a UIKit") class, and the generated code is for \(platform.framework)"
        }
        return style.kindSkipReason(screen.kind)
    }

    /// The screens that follow the style's convention, less those every style must skip (with why).
    func followers(of style: GeneratorOptions.Style) -> (screens: [Screen], skipped: [SkippedScreen]) {
        var screens: [Screen] = []
        var skipped: [SkippedScreen] = []
        for screen in self.screens where screen.follows(style.convention) {
            if let reason = commonSkipReason(screen, style: style) {
                skipped.append(SkippedScreen(screen: screen, reason: reason, style: style))
            } else {
                screens.append(screen)
            }
        }
        return (screens, skipped)
    }
}

extension Screen.Kind {
    var plural: String {
        switch self {
        case .viewController: "view controllers"
        case .windowController: "window controllers"
        case .view: "views"
        }
    }
}

extension GeneratorOptions.Style {
    /// The `// MARK:` of the style's section, and the stem of its test class's name.
    var title: String {
        switch self {
        case .namespaced: "Namespaced"
        case .makeFromStoryboard: "MakeFromStoryboard"
        case .storyboardable: "Storyboardable"
        case .ibConstructible: "IBConstructible"
        case .storyboardIdentifiable: "StoryboardIdentifiable"
        }
    }

    /// What the style creates: `fromNib` also loads views from xibs.
    var kinds: [Screen.Kind] {
        self == .ibConstructible ? [.viewController, .view] : [.viewController]
    }

    /// Why the style makes nothing for a screen of `kind`; nil when it creates that kind.
    func kindSkipReason(_ kind: Screen.Kind) -> String? {
        guard !kinds.contains(kind) else { return nil }
        return "the \(rawValue) style creates \(kinds.map(\.plural).joined(separator: " and ")), not \(kind.plural)"
    }

    /// The convention whose screens the style serves.
    @_spi(Scenery) public var convention: Convention {
        switch self {
        case .namespaced: .namespaced
        case .makeFromStoryboard: .storyboardInitializable
        case .storyboardable: .storyboardable
        case .ibConstructible: .ibConstructible
        case .storyboardIdentifiable: .storyboardIdentifiable
        }
    }
}
