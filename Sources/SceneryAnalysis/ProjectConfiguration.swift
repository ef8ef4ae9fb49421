@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// Everything a project can configure, resolved to absolute paths. Loaded from `.scenery.yml`
/// by `Workspace`, overridable by the editor's initialization options.
@_spi(Scenery) public struct ProjectConfiguration: Hashable, Sendable {
    @_spi(Scenery) public static let fileName = ".scenery.yml"
    @_spi(Scenery) public static let defaultOutput = "Generated/Scenery.generated.swift"

    /// The project root: the folder holding `.scenery.yml`, or the folder Scenery was pointed at.
    @_spi(Scenery) public var root: String
    /// Where the generated factories go (absolute; must lie inside `root`).
    @_spi(Scenery) public var outputPath: String
    /// Where the resource consistency tests go (absolute, inside `root`); nil: not generated.
    @_spi(Scenery) public var testsOutputPath: String?
    @_spi(Scenery) public var generator: GeneratorOptions
    /// Per-rule severity overrides; a nil value switches the rule off.
    @_spi(Scenery) public var severities: [String: Severity?]
    /// Per-rule globs of project-relative paths (`rules: <id>: exclude:`) where that rule's findings are not reported.
    @_spi(Scenery) public var ruleExclusions: [String: [String]] = [:]
    /// Globs relative to the root; empty `include` means everything.
    @_spi(Scenery) public var include: [String]
    @_spi(Scenery) public var exclude: [String]
    /// Module names by path glob (`modules:`), before the SwiftPM layout.
    @_spi(Scenery) public var modules: [ModuleMap.Rule]
    /// The module of files no glob or SwiftPM folder places (`module:`, an Xcode target's name).
    @_spi(Scenery) public var defaultModule: String?
    /// The root holds a `Package.swift`: `Sources/<Module>/` folders name modules.
    @_spi(Scenery) public var isSwiftPackage = false
    /// The targets the project's Xcode projects, XcodeGen specs and package manifests describe
    /// (read by `Workspace` with the files): modules, and which IB files a file's names resolve among.
    @_spi(Scenery) public var buildTargets = BuildTargets([])
    /// The classes of the dependencies in `Pods/` and `Carthage/`, which are not indexed (read by `Workspace`).
    @_spi(Scenery) public var vendoredClasses = VendoredClasses()
    /// The language server writes the generated files after each save that changes them.
    @_spi(Scenery) public var generateOnSave: Bool
    /// What the language server shows in the text unasked (`editor:`).
    @_spi(Scenery) public var editor = EditorFeatures()
    /// Globs of class names or project-relative paths of view controllers that are not screens (`screens: exclude:`).
    @_spi(Scenery) public var excludedScreens: [String] = []
    /// The generation settings (`styles`, `parameterLabels`) taken from what the project shows, as
    /// `scenery init` would write them, instead of their defaults: a project loaded from disk
    /// detects those that `.scenery.yml` and the editor leave unset. None for a configuration made in code.
    @_spi(Scenery) public var detectedKeys: Set<String> = []

    /// The settings a project loaded from disk detects until its configuration sets them.
    @_spi(Scenery) public static let detectableKeys: Set<String> = ["styles", "parameterLabels"]

    @_spi(Scenery) public init(
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

    /// Features that many editors show in the text as soon as a server offers them (VS Code, eglot,
    /// lsp-mode's lenses): off until the project asks for them, so the text stays the user's own.
    @_spi(Scenery) public struct EditorFeatures: Hashable, Sendable {
        /// After each `create.`/`push.`/`present.` call, what it opens (`Analysis.screenCallHints`).
        @_spi(Scenery) public var inlayHints = false
        /// Over each screen, how many places open it (`Analysis.openingLenses`).
        @_spi(Scenery) public var codeLens = false

        @_spi(Scenery) public init(inlayHints: Bool = false, codeLens: Bool = false) {
            self.inlayHints = inlayHints
            self.codeLens = codeLens
        }
    }

    @_spi(Scenery) public var scanOptions: SwiftScanOptions { SwiftScanOptions(initializerMethodName: generator.initializerMethodName) }

    /// What the joins need: each convention's protocol name and where modules come from.
    @_spi(Scenery) public var joinOptions: JoinOptions {
        let conventions = GeneratorOptions.Style.allCases.map(\.convention)
        return JoinOptions(
            protocols: Dictionary(
                uniqueKeysWithValues: conventions.compactMap { convention in generator.protocolNames[convention].map { (convention, $0) } }),
            modules: ModuleMap(root: root, rules: modules, defaultModule: defaultModule, isSwiftPackage: isSwiftPackage, targets: buildTargets),
            excludedScreens: excludedScreens.isEmpty ? nil : ScreenExclusions(root: root, patterns: excludedScreens),
            vendoredClasses: vendoredClasses
        )
    }

    /// A finding of `rule` located at `path` is not reported: one of the rule's `exclude` globs matches the path.
    @_spi(Scenery) public func excludes(rule: String, path: String) -> Bool {
        guard let globs = ruleExclusions[rule], !globs.isEmpty else { return false }
        let relative = relativePath(path)
        return globs.contains { Glob.matches($0, relative) }
    }

    /// `path` relative to the root, for messages and reporters.
    @_spi(Scenery) public func relativePath(_ path: String) -> String {
        // Counted in UTF-8 bytes: `count` and `dropFirst` on the String walk grapheme clusters.
        guard path.utf8.count > root.utf8.count, path.utf8.starts(with: root.utf8),
            path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: root.utf8.count)] == UInt8(ascii: "/")
        else { return path }
        return String(path.utf8.dropFirst(root.utf8.count + 1)) ?? path
    }
}
