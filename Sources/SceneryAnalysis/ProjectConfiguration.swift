@_exported import SceneryChecks
@_exported import SceneryFactoryGenerator

/// Everything a project can configure, resolved to absolute paths. Loaded from `.scenery.yml`
/// by `Workspace`, overridable by the editor's initialization options.
public struct ProjectConfiguration: Hashable, Sendable {
    public static let fileName = ".scenery.yml"
    public static let defaultOutput = "Generated/Scenery.generated.swift"

    /// The project root: the folder holding `.scenery.yml`, or the folder Scenery was pointed at.
    public var root: String
    /// Where the generated factories go (absolute; must lie inside `root`).
    public var outputPath: String
    /// Where the resource consistency tests go (absolute, inside `root`); nil: not generated.
    public var testsOutputPath: String?
    public var generator: GeneratorOptions
    /// Per-rule severity overrides; a nil value switches the rule off.
    public var severities: [String: Severity?]
    /// Globs relative to the root; empty `include` means everything.
    public var include: [String]
    public var exclude: [String]
    /// Module names by path glob (`modules:`), before the SwiftPM layout.
    public var modules: [ModuleMap.Rule]
    /// The module of files no glob or SwiftPM folder places (`module:`, an Xcode target's name).
    public var defaultModule: String?
    /// The root holds a `Package.swift`: `Sources/<Module>/` folders name modules.
    public var isSwiftPackage = false
    /// The targets the project's Xcode projects, XcodeGen specs and package manifests describe
    /// (read by `Workspace` with the files): modules, and which IB files a file's names resolve among.
    public var buildTargets = BuildTargets([])
    /// The language server writes the generated files after each save that changes them.
    public var generateOnSave: Bool
    /// Globs of class names or project-relative paths of view controllers that are not screens (`screens: exclude:`).
    public var excludedScreens: [String] = []
    /// The generation settings (`styles`, `parameterLabels`) taken from what the project shows, as
    /// `scenery init` would write them, instead of their defaults: a project loaded from disk
    /// detects those that `.scenery.yml` and the editor leave unset. None for a configuration made in code.
    public var detectedKeys: Set<String> = []

    /// The settings a project loaded from disk detects until its configuration sets them.
    public static let detectableKeys: Set<String> = ["styles", "parameterLabels"]

    public init(
        root: String, outputPath: String? = nil, generator: GeneratorOptions = GeneratorOptions(),
        severities: [String: Severity?] = [:], include: [String] = [], exclude: [String] = [], modules: [ModuleMap.Rule] = [],
        defaultModule: String? = nil, testsOutputPath: String? = nil, generateOnSave: Bool = false
    ) {
        self.root = root
        self.outputPath = outputPath ?? root + "/" + Self.defaultOutput
        self.generator = generator
        self.severities = severities
        self.include = include
        self.exclude = exclude
        self.modules = modules
        self.defaultModule = defaultModule
        self.testsOutputPath = testsOutputPath
        self.generateOnSave = generateOnSave
    }

    public var scanOptions: SwiftScanOptions { SwiftScanOptions(initializerMethodName: generator.initializerMethodName) }

    /// What the joins need: each convention's protocol name and where modules come from.
    public var joinOptions: JoinOptions {
        let conventions = GeneratorOptions.Style.allCases.map(\.convention)
        return JoinOptions(
            protocols: Dictionary(uniqueKeysWithValues: conventions.compactMap { convention in generator.protocolNames[convention].map { (convention, $0) } }),
            modules: ModuleMap(root: root, rules: modules, defaultModule: defaultModule, isSwiftPackage: isSwiftPackage, targets: buildTargets),
            excludedScreens: excludedScreens.isEmpty ? nil : ScreenExclusions(root: root, patterns: excludedScreens)
        )
    }

    /// `path` relative to the root, for messages and reporters.
    public func relativePath(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
