@_exported import SceneryProjectModel

package struct GeneratorOptions: Hashable, Sendable, Codable {
    package enum ParameterLabels: String, Hashable, Sendable, Codable, CaseIterable {
        /// Factories take the initializer method's labels as written.
        case keep
        /// `_ name: Type`, as the reference templates generate.
        case unlabeled
    }

    /// What the generated file provides, one style per convention README lists (Conventions).
    package enum Style: String, Hashable, Sendable, Codable, CaseIterable {
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
    package struct ProtocolNames: Hashable, Sendable, Codable {
        package var storyboardInstantiatable = "StoryboardInstantiatable"
        package var storyboardInitializable = "StoryboardInitializable"
        package var storyboardable = "Storyboardable"
        package var ibConstructible = "IBConstructible"
        package var storyboardIdentifiable = "StoryboardIdentifiable"

        package init() {}

        /// The protocol of the convention a style serves (`Style.convention`); nil for the
        /// conventions Scenery generates nothing for (Reusable's), which keep their own names.
        package subscript(convention: Convention) -> String? {
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
    package struct NamespaceNames: Hashable, Sendable, Codable {
        package var create = "create"
        package var push = "push"
        package var present = "present"

        package init() {}
    }

    package enum Platform: String, Hashable, Sendable, Codable, CaseIterable {
        case uikit, appkit

        /// The platform of a project that configures none: AppKit when most of its screens
        /// derive from `NS…` classes, UIKit otherwise.
        package static func detected(from screens: [Screen]) -> Platform {
            screens.reduce(0) { count, screen in screen.isAppKit ? count + 1 : count } * 2 > screens.count ? .appkit : .uikit
        }
    }

    package var parameterLabels: ParameterLabels = .keep
    package var styles: [Style] = [.namespaced]
    package var protocolNames = ProtocolNames()
    package var namespaces = NamespaceNames()
    package var initializerMethodName = "initialize"
    /// The access level of everything generated; nil: `public` where the screen and its
    /// initializer method are public, `internal` otherwise. Never more than a screen allows;
    /// `open` counts as `public`, and a level below `internal` as `internal` (the generated file
    /// is a file of its own).
    package var accessLevel: AccessLevel?
    /// Generate the storyboard-names enum from the project's storyboards (when the project declares none).
    package var storyboardNamesEnum = false
    /// UIKit or AppKit names in the generated code; nil: `Platform.detected(from:)` the screens.
    package var platform: Platform?
    /// The module the resource consistency tests `@testable import`; nil: no import.
    package var testedModule: String?

    /// The namespaced style's protocol (`StoryboardInstantiatable`).
    package var protocolName: String {
        get { protocolNames.storyboardInstantiatable }
        set { protocolNames.storyboardInstantiatable = newValue }
    }

    package init() {}
}

/// What the generator needs to know about the project.
package struct GeneratorInput: Hashable, Sendable {
    /// Kept sorted by qualified name, so that output never depends on the order they come in
    /// (and the generator, asked for one factory at a time, never sorts them again).
    package var screens: [Screen] {
        didSet { screens = Self.sortedByName(screens) }
    }
    package var options: GeneratorOptions
    /// The project declares the storyboard protocol itself: it is not emitted.
    package var declaresInstantiatableProtocol: Bool
    /// The project declares `UIViewController.instantiate(_:)` itself: it is not emitted.
    package var declaresInstantiateHelper: Bool
    /// The storyboard-names enums the project declares (`UIStoryboard.Name`, or its own such as
    /// `UIStoryboard.Storyboard`; AppKit's `NSStoryboard.Name` constants), `UIStoryboard.Name`
    /// first: generated code names storyboards with the first of its platform. When there is none,
    /// the generated file declares `UIStoryboard.Name` (or `NSStoryboard.Name` constants).
    package var declaredStoryboardNames: [DeclaredStoryboardNames]
    /// The protocols the project declares at file scope (support code for them is not emitted).
    package var declaredProtocols: Set<String>
    /// The names (without extension) of the project's storyboards, sorted: the cases of a
    /// generated names enum.
    package var storyboardNames: [String]
    /// The protocols the project's own extensions of `UIViewController`/`NSViewController` conform
    /// to (`extension UIViewController: StoryboardIdentifiable {}` is then not generated).
    package var viewControllerConformances: Set<String>
    /// The module the generated file is compiled into, when the layout or configuration says:
    /// screens of other modules are not generated for (they are not visible there).
    package var outputModule: String?

    package init(
        screens: [Screen], options: GeneratorOptions, declaresInstantiatableProtocol: Bool = false,
        declaresInstantiateHelper: Bool = false, declaredStoryboardNames: [DeclaredStoryboardNames] = [],
        declaredProtocols: Set<String> = [], storyboardNames: [String] = [], viewControllerConformances: Set<String> = [], outputModule: String? = nil
    ) {
        self.screens = Self.sortedByName(screens)
        self.options = options
        self.declaresInstantiatableProtocol = declaresInstantiatableProtocol
        self.declaresInstantiateHelper = declaresInstantiateHelper
        self.declaredStoryboardNames = declaredStoryboardNames
        self.declaredProtocols = declaredProtocols
        self.storyboardNames = storyboardNames
        self.viewControllerConformances = viewControllerConformances
        self.outputModule = outputModule
    }
}

extension GeneratorInput {
    /// `screens` by qualified name; a join's come sorted, and sorting them again would copy each.
    static func sortedByName(_ screens: [Screen]) -> [Screen] {
        let isSorted = screens.indices.dropFirst().allSatisfy { screens[$0 - 1].qualifiedName <= screens[$0].qualifiedName }
        return isSorted ? screens : screens.sorted { $0.qualifiedName < $1.qualifiedName }
    }

    /// The same project under other options.
    package init(copying input: GeneratorInput, options: GeneratorOptions) {
        self = input
        self.options = options
    }
}

/// A storyboard-names enum of the project, as generated code names its cases.
package struct DeclaredStoryboardNames: Hashable, Sendable {
    package struct Case: Hashable, Sendable {
        package var name: String
        /// The storyboard file it maps to (no extension); nil when the mapping cannot be evaluated.
        package var fileName: String?

        package init(name: String, fileName: String?) {
            self.name = name
            self.fileName = fileName
        }
    }

    /// `UIStoryboard.Name`, `UIStoryboard.Storyboard`, `NSStoryboard.Name`.
    package var typeName: String
    /// What turns a case into its file name: `rawValue`, or the enum's own `fileName` property.
    package var fileNameAccessor: String
    package var cases: [Case]

    /// AppKit's names (`NSStoryboard.Name` constants), as opposed to a UIKit enum.
    package var isAppKit: Bool { typeName.hasPrefix("NSStoryboard") }

    package init(typeName: String = "UIStoryboard.Name", fileNameAccessor: String = "rawValue", cases: [Case] = []) {
        self.typeName = typeName
        self.fileNameAccessor = fileNameAccessor
        self.cases = cases
    }
}

/// One generated factory in editor terms: what completion lists and what the file declares.
package struct Factory: Hashable, Sendable {
    package var screen: Screen
    /// `profileViewController`
    package var functionName: String
    /// The factory's parameters, labels per `GeneratorOptions.parameterLabels`.
    package var parameters: [Parameter]
    /// The same parameters as the screen declares them, for forwarding: first those of the class's
    /// own initializer (`initializerParameterCount` of them), then the initializer method's, or,
    /// when it has none, one per dependency the factory sets.
    package var forwardedParameters: [Parameter]
    package var initializerParameterCount: Int
    /// The parameters after the initializer's set the dependencies of their names (the screen
    /// has no initializer method).
    package var setsDependencies: Bool
    package var isThrowing: Bool
    package var isAsync: Bool
    /// `@available(...)` attributes copied from the initializer method.
    package var attributes: [String]
    package var access: AccessLevel
    /// `animated`, unless a parameter already has that name.
    package var transitionParameterName: String
}

package struct SkippedScreen: Hashable, Sendable {
    package var screen: Screen
    package var reason: String
    /// The style that could not serve it.
    package var style: GeneratorOptions.Style
}

package struct GeneratedFile: Hashable, Sendable {
    package var contents: String
    package var factories: [Factory]
    package var skipped: [SkippedScreen]
}
