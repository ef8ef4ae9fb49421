@_exported import ProjectModel

public struct GeneratorOptions: Hashable, Sendable, Codable {
    public enum ParameterLabels: String, Hashable, Sendable, Codable {
        /// Factories take the initializer method's labels as written.
        case keep
        /// `_ name: Type`, as the reference templates generate.
        case unlabeled
    }

    public var parameterLabels: ParameterLabels = .keep
    public var protocolName = "StoryboardInstantiatable"
    public var initializerMethodName = "initialize"
    public var imports = ["UIKit"]

    public init() {}
}

/// What the generator needs to know about the project.
public struct GeneratorInput: Hashable, Sendable {
    public var screens: [Screen]
    public var options: GeneratorOptions
    /// The project declares the storyboard protocol itself: it is not emitted.
    public var declaresInstantiatableProtocol: Bool
    /// The project declares `UIViewController.instantiate(_:)` itself: it is not emitted.
    public var declaresInstantiateHelper: Bool
    /// `fileName` when the project's `UIStoryboard.Name` declares it, `rawValue` otherwise.
    public var storyboardNameAccessor: String

    public init(
        screens: [Screen], options: GeneratorOptions, declaresInstantiatableProtocol: Bool = false,
        declaresInstantiateHelper: Bool = false, storyboardNameAccessor: String = "rawValue"
    ) {
        self.screens = screens
        self.options = options
        self.declaresInstantiatableProtocol = declaresInstantiatableProtocol
        self.declaresInstantiateHelper = declaresInstantiateHelper
        self.storyboardNameAccessor = storyboardNameAccessor
    }
}

/// One generated factory in editor terms: what completion lists and what the file declares.
public struct Factory: Hashable, Sendable {
    public var screen: Screen
    /// `profileViewController`
    public var functionName: String
    /// The factory's parameters, labels per `GeneratorOptions.parameterLabels`.
    public var parameters: [Parameter]
    /// The initializer method's parameters as written, for forwarding.
    public var forwardedParameters: [Parameter]
    public var isThrowing: Bool
    public var isAsync: Bool
    /// `@available(...)` attributes copied from the initializer method.
    public var attributes: [String]
    public var access: AccessLevel
    /// `animated`, unless a parameter already has that name.
    public var transitionParameterName: String
}

public struct SkippedScreen: Hashable, Sendable {
    public var screen: Screen
    public var reason: String
}

public struct GeneratedFile: Hashable, Sendable {
    public var contents: String
    public var factories: [Factory]
    public var skipped: [SkippedScreen]
}
