@_spi(Scenery) import SceneryProjectModel

@_spi(Scenery) public struct GeneratorOptions: Hashable, Sendable {
    @_spi(Scenery) public enum ParameterLabels: String, Hashable, Sendable, CaseIterable {
        /// Factories take the initializer method's labels as written.
        case keep
        /// `_ name: Type`, as the reference templates generate.
        case unlabeled
    }

    /// What the generated file provides, one style per convention Documentation/Conventions.md lists (Conventions).
    @_spi(Scenery) public enum Style: String, Hashable, Sendable, CaseIterable {
        /// `UIViewController.create.x(...)`, `navigationController.push.x(...)`, `viewController.present.x(...)`.
        case namespaced
        /// `X.makeFromStoryboard(deps...)` and `x.setDependencies(deps...)` ("Future-Proof Dependency Injection").
        case makeFromStoryboard
        /// The `Storyboardable` protocol and its `instantiate()`.
        case storyboardable
        /// The `IBConstructible` protocol and its `fromNib`, for view controllers and xib views.
        case ibConstructible
        /// The `StoryboardIdentifiable` protocol and `UIStoryboard.instantiateViewController() as T`.
        case storyboardIdentifiable
    }

    /// The protocol each convention's screens adopt.
    @_spi(Scenery) public struct ProtocolNames: Hashable, Sendable {
        @_spi(Scenery) public var storyboardInstantiatable = "StoryboardInstantiatable"
        @_spi(Scenery) public var storyboardInitializable = "StoryboardInitializable"
        @_spi(Scenery) public var storyboardable = "Storyboardable"
        @_spi(Scenery) public var ibConstructible = "IBConstructible"
        @_spi(Scenery) public var storyboardIdentifiable = "StoryboardIdentifiable"

        @_spi(Scenery) public init() {}

        /// The protocol of the convention a style serves (`Style.convention`); nil for the
        /// conventions Scenery generates nothing for (Reusable's), which keep their own names.
        @_spi(Scenery) public subscript(convention: Convention) -> String? {
            get {
                switch convention {
                case .namespaced: storyboardInstantiatable
                case .storyboardInitializable: storyboardInitializable
                case .storyboardable: storyboardable
                case .ibConstructible: ibConstructible
                case .storyboardIdentifiable: storyboardIdentifiable
                case .reusableStoryboardBased, .reusableStoryboardSceneBased, .reusableNibLoadable, .reusableNibOwnerLoadable: nil
                }
            }
            set {
                guard let newValue else { return }
                switch convention {
                case .namespaced: storyboardInstantiatable = newValue
                case .storyboardInitializable: storyboardInitializable = newValue
                case .storyboardable: storyboardable = newValue
                case .ibConstructible: ibConstructible = newValue
                case .storyboardIdentifiable: storyboardIdentifiable = newValue
                case .reusableStoryboardBased, .reusableStoryboardSceneBased, .reusableNibLoadable, .reusableNibOwnerLoadable: break
                }
            }
        }
    }

    /// The names of the namespaced style's three namespaces.
    @_spi(Scenery) public struct NamespaceNames: Hashable, Sendable {
        @_spi(Scenery) public var create = "create"
        @_spi(Scenery) public var push = "push"
        @_spi(Scenery) public var present = "present"

        @_spi(Scenery) public init() {}
    }

    @_spi(Scenery) public enum Platform: String, Hashable, Sendable, CaseIterable {
        case uikit, appkit

        /// The platform of a project that configures none: AppKit when most of its screens
        /// derive from `NS…` classes, UIKit otherwise.
        @_spi(Scenery) public static func detected(from screens: some Collection<Screen>) -> Platform {
            detected(appKitScreens: screens.reduce(0) { count, screen in screen.isAppKit ? count + 1 : count }, of: screens.count)
        }

        /// AppKit when most of the screens are.
        @_spi(Scenery) public static func detected(appKitScreens: Int, of screens: Int) -> Platform {
            appKitScreens * 2 > screens ? .appkit : .uikit
        }
    }

    @_spi(Scenery) public var parameterLabels: ParameterLabels = .keep
    @_spi(Scenery) public var styles: [Style] = [.namespaced]
    @_spi(Scenery) public var protocolNames = ProtocolNames()
    @_spi(Scenery) public var namespaces = NamespaceNames()
    @_spi(Scenery) public var initializerMethodName = "initialize"
    /// The access level of everything generated; nil: `public` where the screen and its
    /// initializer method are public, `internal` otherwise. Never more than a screen allows;
    /// `open` counts as `public`, and a level below `internal` as `internal` (the generated file
    /// is a file of its own).
    @_spi(Scenery) public var accessLevel: AccessLevel?
    /// Generate the storyboard-names enum from the project's storyboards (when the project declares none).
    @_spi(Scenery) public var storyboardNamesEnum = false
    /// UIKit or AppKit names in the generated code; nil: `Platform.detected(from:)` the screens.
    @_spi(Scenery) public var platform: Platform?
    /// The module the resource consistency tests `@testable import`; nil: no import.
    @_spi(Scenery) public var testedModule: String?

    /// The namespaced style's protocol (`StoryboardInstantiatable`).
    @_spi(Scenery) public var protocolName: String {
        get { protocolNames.storyboardInstantiatable }
        set { protocolNames.storyboardInstantiatable = newValue }
    }

    @_spi(Scenery) public init() {}
}

/// What the generator needs to know about the project.
@_spi(Scenery) public struct GeneratorInput: Hashable, Sendable {
    /// Kept sorted by qualified name, so that output never depends on the order they come in
    /// (and the generator, asked for one factory at a time, never sorts them again).
    @_spi(Scenery) public var screens: ChunkedArray<Screen> {
        didSet { screens = Self.sortedByName(screens) }
    }
    @_spi(Scenery) public var options: GeneratorOptions
    /// The project declares the storyboard protocol itself: it is not emitted.
    @_spi(Scenery) public var declaresInstantiatableProtocol: Bool
    /// The project declares `UIViewController.instantiate(_:)` itself: it is not emitted.
    @_spi(Scenery) public var declaresInstantiateHelper: Bool
    /// The storyboard-names enums the project declares (`UIStoryboard.Name`, or its own such as
    /// `UIStoryboard.Storyboard`; AppKit's `NSStoryboard.Name` constants), `UIStoryboard.Name`
    /// first: generated code names storyboards with the first of its platform. When there is none,
    /// the generated file declares `UIStoryboard.Name` (or `NSStoryboard.Name` constants).
    @_spi(Scenery) public var declaredStoryboardNames: [DeclaredStoryboardNames]
    /// The protocols the project declares at file scope (support code for them is not emitted).
    @_spi(Scenery) public var declaredProtocols: Set<String>
    /// The names (without extension) of the project's storyboards, sorted: the cases of a
    /// generated names enum.
    @_spi(Scenery) public var storyboardNames: [String]
    /// The protocols the project's own extensions of `UIViewController`/`NSViewController` conform
    /// to (`extension UIViewController: StoryboardIdentifiable {}` is then not generated).
    @_spi(Scenery) public var viewControllerConformances: Set<String>
    /// The module the generated file is compiled into, when the layout or configuration says:
    /// screens of other modules are not generated for (they are not visible there).
    @_spi(Scenery) public var outputModule: String?
    /// The modules each Swift file imports (only files that import some): the generated file imports
    /// those of the files that declare its screens' parameters, whose types may come from them.
    @_spi(Scenery) public var importsByPath: [String: [String]]
    /// The screens (by qualified name) declared in files that no build target compiles: no
    /// factory can be compiled beside them.
    @_spi(Scenery) public var screensOutsideTargets: Set<String>

    @_spi(Scenery) public init(
        screens: some Sequence<Screen>, options: GeneratorOptions, declaresInstantiatableProtocol: Bool = false,
        declaresInstantiateHelper: Bool = false, declaredStoryboardNames: [DeclaredStoryboardNames] = [],
        declaredProtocols: Set<String> = [], storyboardNames: [String] = [], viewControllerConformances: Set<String> = [],
        outputModule: String? = nil,
        importsByPath: [String: [String]] = [:], screensOutsideTargets: Set<String> = [], screensSortedByName: Bool = false
    ) {
        // A join's come sorted: checking costs every change thousands of comparisons.
        self.screens = screensSortedByName ? ChunkedArray(screens) : Self.sortedByName(ChunkedArray(screens))
        self.options = options
        self.declaresInstantiatableProtocol = declaresInstantiatableProtocol
        self.declaresInstantiateHelper = declaresInstantiateHelper
        self.declaredStoryboardNames = declaredStoryboardNames
        self.declaredProtocols = declaredProtocols
        self.storyboardNames = storyboardNames
        self.viewControllerConformances = viewControllerConformances
        self.outputModule = outputModule
        self.importsByPath = importsByPath
        self.screensOutsideTargets = screensOutsideTargets
    }
}

extension GeneratorInput {
    /// `screens` by qualified name; a join's come sorted, and sorting them again would copy each.
    static func sortedByName(_ screens: ChunkedArray<Screen>) -> ChunkedArray<Screen> {
        let isSorted = zip(screens, screens.dropFirst()).allSatisfy { $0.qualifiedName <= $1.qualifiedName }
        return isSorted ? screens : ChunkedArray(screens.sorted { $0.qualifiedName < $1.qualifiedName })
    }

    /// The same project under other options.
    @_spi(Scenery) public init(copying input: GeneratorInput, options: GeneratorOptions) {
        self = input
        self.options = options
    }
}

/// A storyboard-names enum of the project, as generated code names its cases.
@_spi(Scenery) public struct DeclaredStoryboardNames: Hashable, Sendable {
    @_spi(Scenery) public struct Case: Hashable, Sendable {
        @_spi(Scenery) public var name: String
        /// The storyboard file it maps to (no extension); nil when the mapping cannot be evaluated.
        @_spi(Scenery) public var fileName: String?

        @_spi(Scenery) public init(name: String, fileName: String?) {
            self.name = name
            self.fileName = fileName
        }
    }

    /// `UIStoryboard.Name`, `UIStoryboard.Storyboard`, `NSStoryboard.Name`.
    @_spi(Scenery) public var typeName: String
    /// What turns a case into its file name: `rawValue`, or the enum's own `fileName` property.
    @_spi(Scenery) public var fileNameAccessor: String
    @_spi(Scenery) public var cases: [Case]
    /// How visible the project declares the type (nil: an SDK type, as open as need be).
    @_spi(Scenery) public var access: AccessLevel?

    /// AppKit's names (`NSStoryboard.Name` constants), as opposed to a UIKit enum.
    @_spi(Scenery) public var isAppKit: Bool { typeName.hasPrefix("NSStoryboard") }

    @_spi(Scenery) public init(
        typeName: String = "UIStoryboard.Name", fileNameAccessor: String = "rawValue", cases: [Case] = [], access: AccessLevel? = nil
    ) {
        self.typeName = typeName
        self.fileNameAccessor = fileNameAccessor
        self.cases = cases
        self.access = access
    }
}

/// One generated factory in editor terms: what completion lists and what the file declares.
@_spi(Scenery) public struct Factory: Hashable, Sendable {
    @_spi(Scenery) public var screen: Screen
    /// `profileViewController`
    @_spi(Scenery) public var functionName: String
    /// The factory's parameters, labels per `GeneratorOptions.parameterLabels`.
    @_spi(Scenery) public var parameters: [Parameter]
    /// The same parameters as the screen declares them, for forwarding: first those of the class's
    /// own initializer (`initializerParameterCount` of them), then the initializer method's, or,
    /// when it has none, one per dependency the factory sets.
    @_spi(Scenery) public var forwardedParameters: [Parameter]
    @_spi(Scenery) public var initializerParameterCount: Int
    /// The parameters after the initializer's set the dependencies of their names (the screen
    /// has no initializer method).
    @_spi(Scenery) public var setsDependencies: Bool
    @_spi(Scenery) public var isThrowing: Bool
    @_spi(Scenery) public var isAsync: Bool
    /// `@available(...)` attributes copied from the initializer method.
    @_spi(Scenery) public var attributes: [String]
    @_spi(Scenery) public var access: AccessLevel
    /// `animated`, unless a parameter already has that name.
    @_spi(Scenery) public var transitionParameterName: String
}

@_spi(Scenery) public struct SkippedScreen: Hashable, Sendable {
    @_spi(Scenery) public var screen: Screen
    @_spi(Scenery) public var reason: String
    /// The style that could not serve it.
    @_spi(Scenery) public var style: GeneratorOptions.Style
}

@_spi(Scenery) public struct GeneratedFile: Hashable, Sendable {
    @_spi(Scenery) public var contents: String
    @_spi(Scenery) public var factories: [Factory]
    @_spi(Scenery) public var skipped: [SkippedScreen]
}
