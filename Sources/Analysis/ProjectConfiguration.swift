@_exported import Checks
@_exported import FactoryGenerator

/// Everything a project can configure, resolved to absolute paths. Loaded from `.scenery.yml`
/// by `Workspace`, overridable by the editor's initialization options.
public struct ProjectConfiguration: Hashable, Sendable {
    public static let fileName = ".scenery.yml"
    public static let defaultOutput = "Generated/Scenery.generated.swift"

    /// The project root: the folder holding `.scenery.yml`, or the folder Scenery was pointed at.
    public var root: String
    /// Where the generated factories go (absolute; must lie inside `root`).
    public var outputPath: String
    public var generator: GeneratorOptions
    /// Per-rule severity overrides; a nil value switches the rule off.
    public var severities: [String: Severity?]
    /// Globs relative to the root; empty `include` means everything.
    public var include: [String]
    public var exclude: [String]

    public init(
        root: String, outputPath: String? = nil, generator: GeneratorOptions = GeneratorOptions(),
        severities: [String: Severity?] = [:], include: [String] = [], exclude: [String] = []
    ) {
        self.root = root
        self.outputPath = outputPath ?? root + "/" + Self.defaultOutput
        self.generator = generator
        self.severities = severities
        self.include = include
        self.exclude = exclude
    }

    public var scanOptions: SwiftScanOptions { SwiftScanOptions(initializerMethodName: generator.initializerMethodName) }

    /// `path` relative to the root, for messages and reporters.
    public func relativePath(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
