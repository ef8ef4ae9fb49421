@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import SceneryWorkspace

/// One screen: a view controller class, where Interface Builder places it, and its factory.
public struct SceneryScreen: Hashable, Sendable {
    /// The class's name, qualified by its enclosing types (`Settings.ProfileViewController`).
    public let typeName: String
    /// The file that declares the class (absolute path).
    public let file: String
    /// The one-based line of the class's declaration.
    public let line: Int
    /// Its superclasses, nearest first, as far as the project and the SDK classes Scenery knows say.
    public let superclasses: [String]
    /// Where it comes from, for people: `Profile.storyboard`, `Profile.storyboard (initial scene)`,
    /// `Profile.xib`, `code-only`, or the scenes that keep a factory from creating it.
    public let origin: String
    /// The storyboard its factory instantiates it from (`Profile`, without `.storyboard`); nil when
    /// it is not created from a storyboard.
    public let storyboard: String?
    /// The storyboards that hold a scene of its class, whether or not a factory can create it from
    /// them (a scene without a Storyboard ID), without `.storyboard`, sorted.
    public let storyboards: [String]
    /// The Storyboard ID its factory instantiates it by; nil for an initial scene or no storyboard.
    public let storyboardIdentifier: String?
    /// The xib it is created with or owns (`ProfileViewController`, without `.xib`).
    public let nib: String?
    /// The generated factory's name (`profileViewController`); nil when it has none (see ``skippedReason``).
    public let factoryName: String?
    /// Why no factory is generated for it.
    public let skippedReason: String?
    /// What its factory takes: its initializer method's parameters, its own initializer's, or
    /// the dependencies it declares as implicitly unwrapped properties.
    public let parameters: [Parameter]
    /// The build targets that compile its file (empty when the project describes none).
    public let targets: [String]

    /// One parameter of a screen's factory.
    public struct Parameter: Hashable, Sendable {
        /// The argument label; nil for `_`.
        public let label: String?
        /// The name inside the factory.
        public let name: String
        /// The type as written (`@escaping (User) -> Void`).
        public let type: String
    }

    init(_ summary: ScreenSummary, line: Int) {
        let screen = summary.screen
        typeName = screen.qualifiedName
        file = screen.declaration.path
        self.line = line
        superclasses = screen.superclassChain
        origin = summary.origin
        storyboard = screen.storyboardFile
        storyboards = Set(screen.placement.scenes.map(\.storyboard)).sorted()
        storyboardIdentifier = screen.sceneIdentifier
        nib = summary.nib
        factoryName = summary.factory?.functionName
        skippedReason = summary.skipped
        parameters = summary.parameters.map { Parameter(label: $0.label, name: $0.name, type: $0.type) }
        targets = summary.targets
    }
}
