import ProjectModel
// Placeholder API so dependants build until the real generator is merged.
public struct GeneratorOptions: Hashable, Sendable, Codable {
    public enum ParameterLabels: String, Sendable, Codable { case keep, unlabeled }
    public var parameterLabels: ParameterLabels = .keep
    public var protocolName = "StoryboardInstantiatable"
    public var initializerMethodName = "initialize"
    public var imports = ["UIKit"]
    public init() {}
}
public struct GeneratorInput: Hashable, Sendable {
    public var screens: [Screen]
    public var options: GeneratorOptions
    public var declaresInstantiatableProtocol: Bool
    public var declaresInstantiateHelper: Bool
    public var storyboardNameAccessor: String
    public init(screens: [Screen], options: GeneratorOptions, declaresInstantiatableProtocol: Bool, declaresInstantiateHelper: Bool, storyboardNameAccessor: String) {
        self.screens = screens; self.options = options; self.declaresInstantiatableProtocol = declaresInstantiatableProtocol; self.declaresInstantiateHelper = declaresInstantiateHelper; self.storyboardNameAccessor = storyboardNameAccessor
    }
}
public struct Factory: Hashable, Sendable {
    public var screen: Screen
    public var functionName: String
    public var parameters: [Parameter]
    public var isThrowing: Bool
    public var isAsync: Bool
    public var access: AccessLevel
    public var transitionParameterName: String
}
public struct SkippedScreen: Hashable, Sendable { public var screen: Screen; public var reason: String }
public struct GeneratedFile: Hashable, Sendable { public var contents: String; public var factories: [Factory]; public var skipped: [SkippedScreen] }
public enum FactoryGenerator {
    public static func factories(for input: GeneratorInput) -> (factories: [Factory], skipped: [SkippedScreen]) { ([], []) }
    public static func generate(_ input: GeneratorInput) -> GeneratedFile { GeneratedFile(contents: "", factories: [], skipped: []) }
    public static func functionName(for screen: Screen) -> String { screen.name }
}
