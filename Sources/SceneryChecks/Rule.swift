import Foundation
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// What a rule sees: the joined project, read through `SnapshotReader` so that what a run
/// focused on one file reads is recorded (`reads`), and what generation would produce now.
@_spi(Scenery) public struct CheckContext: Sendable {
    @_spi(Scenery) public let snapshot: SnapshotReader
    private let index: ProjectIndex
    /// Where the generated file lives and what it would contain now; nil when generation is off.
    @_spi(Scenery) public var generatedFile: (path: String, contents: String)?
    /// The name of a screen's generated factory (`profileViewController`); nil when it has none.
    /// Asked only where a rule needs it: every factory at once costs a join's worth.
    @_spi(Scenery) public let factoryName: @Sendable (Screen) -> String?
    /// Generation writes a `makeFromStoryboard(...)` of the screen's own.
    @_spi(Scenery) public let makesFromStoryboard: @Sendable (Screen) -> Bool
    /// Where the generated file is written (nil: generation is off).
    @_spi(Scenery) public let generatedFilePath: String?
    /// The one file whose diagnostics are wanted (nil: every file). A save publishes its own
    /// file's first: rules skip what cannot be reported in it, so that costs a fraction of a run.
    @_spi(Scenery) public let focus: String?
    /// Every expectation of the snapshot that can be reported in the focus, evaluated once for all rules.
    @_spi(Scenery) public let evaluations: [Evaluation]
    /// The files whose diagnostics are wanted: the focus, or every file.
    @_spi(Scenery) public let swiftFilesInFocus: ChunkedArray<SwiftFileFacts>
    @_spi(Scenery) public let interfaceFilesInFocus: ChunkedArray<InterfaceFileFacts>

    /// The callable factories' names of the states they were last asked of.
    private let callableFactories: CallableFactoryNames

    /// With `reads`, every key the rules read is noted there.
    @_spi(Scenery) public init(
        snapshot: ProjectSnapshot, index: ProjectIndex, generatedFile: (path: String, contents: String)?,
        factoryName: @escaping @Sendable (Screen) -> String?, makesFromStoryboard: @escaping @Sendable (Screen) -> Bool = { _ in false },
        generatedFilePath: String? = nil, focus: String? = nil, reads: Reads<SnapshotKey>? = nil,
        callableFactories: CallableFactoryNames = CallableFactoryNames()
    ) {
        self.callableFactories = callableFactories
        let reader = SnapshotReader(snapshot, noting: reads)
        self.snapshot = reader
        self.index = index
        self.generatedFile = generatedFile
        self.factoryName = factoryName
        self.makesFromStoryboard = makesFromStoryboard
        self.generatedFilePath = generatedFilePath
        self.focus = focus
        if let focus {
            swiftFilesInFocus = reader.swiftFile(at: focus).map { [$0] } ?? []
            interfaceFilesInFocus = reader.interfaceFile(at: focus).map { [$0] } ?? []
            evaluations = reader.expectations(reportableIn: focus).map(reader.evaluate)
        } else {
            swiftFilesInFocus = reader.swiftFiles
            interfaceFilesInFocus = reader.interfaceFiles
            evaluations = reader.expectations.map(reader.evaluate)
        }
    }

    /// Diagnostics at `path` are wanted.
    @_spi(Scenery) public func isInFocus(_ path: String) -> Bool { focus == nil || focus == path }

    /// The storyboard-names enums with something to report in focus.
    @_spi(Scenery) public var storyboardNameEnumsInFocus: [StoryboardNames] {
        focus.map(snapshot.storyboardNameEnums(in:)) ?? snapshot.storyboardNameEnums
    }

    /// The generated file is in the project: a factory generation makes is one code can call now
    /// (otherwise only once `scenery generate` has written it).
    @_spi(Scenery) public var factoriesAreWritten: Bool {
        guard let generatedFilePath else { return true }
        snapshot.note(.generatedFileWritten)
        return index.swiftFiles[generatedFilePath]?.facts.isGenerated == true
    }

    /// The factories of `kind` that code can call now: those of the generated file as written,
    /// and those the project declares by hand in the namespace's classes.
    @_spi(Scenery) public func callableFactoryNames(_ kind: CallKind) -> Set<String> {
        let generated = generatedFilePath.flatMap(indexedSwiftFile(at:)).flatMap { $0.facts.isGenerated ? $0 : nil }
        let classes = CallKind.namespaceClasses[kind] ?? []
        let declaring = classes.flatMap { name in Set((snapshot.declarations(ofType: name) ?? []).map(\.path)).sorted() }
        let entries = [generated].compactMap { $0 } + declaring.compactMap { path in indexedSwiftFile(at: path) }
        return callableFactories.names(kind, of: entries.map(\.contentHash)) { Set(entries.flatMap { $0.facts.factoryNames(kind) }) }
    }

    /// The index's entry of a Swift file (its content hash), read as one of its facts.
    @_spi(Scenery) public func indexedSwiftFile(at path: String) -> ProjectIndex.Entry<SwiftFileFacts>? {
        snapshot.note(.file(path))
        return index.swiftFiles[path]
    }

    /// The initializer method's name (`initialize`).
    @_spi(Scenery) public var initializerMethodName: String { index.scanOptions.initializerMethodName }
}

/// The factories code can call, per kind, for the last state of the files that declare them
/// (their content hashes): every file with a factory call asks, of the same state most of the
/// time, and the generated file of a large app declares thousands. Shared by an analysis's copies.
@_spi(Scenery) public final class CallableFactoryNames: @unchecked Sendable {
    // Guards `last`: files are checked on several threads.
    private let lock = NSLock()
    private var last: [CallKind: (hashes: [String], names: Set<String>)] = [:]

    @_spi(Scenery) public init() {}

    func names(_ kind: CallKind, of hashes: [String], make: () -> Set<String>) -> Set<String> {
        if let known = lock.withLock({ last[kind].flatMap { $0.hashes == hashes ? $0.names : nil } }) { return known }
        let made = make()
        lock.withLock { last[kind] = (hashes, made) }
        return made
    }
}

/// A triggering or non-triggering example: a multi-file fixture (`-- Name.ext --` headers) in
/// which `↓` marks where each expected diagnostic starts.
@_spi(Scenery) public struct RuleExample: Sendable {
    @_spi(Scenery) public var fixture: String
    @_spi(Scenery) public var file: String
    @_spi(Scenery) public var line: Int

    @_spi(Scenery) public init(_ fixture: String, file: String = #filePath, line: Int = #line) {
        self.fixture = fixture
        self.file = file
        self.line = line
    }

    /// A storyboard screen several rules' examples share: `ProfileViewController` in `Profile.storyboard`.
    static let profileScreen = """
        -- Profile.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        final class ProfileViewController: UIViewController {}
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        """
}

/// Xcode projects for rule examples that need targets.
enum BuildTargetsExample {
    /// `App.xcodeproj`: one iOS app target, `App`, that builds the synchronized folder `App/`.
    static let appProject = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P;
          objects = {
            P = {isa = PBXProject; mainGroup = G; targets = (T, ); buildConfigurationList = L; };
            G = {isa = PBXGroup; children = (S, ); sourceTree = "<group>"; };
            S = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                 buildConfigurationList = L; buildPhases = (); fileSystemSynchronizedGroups = (S, ); };
            L = {isa = XCConfigurationList; buildConfigurations = (R, ); defaultConfigurationName = Release; };
            R = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; };
          }; }
        """
}

/// One diagnostic rule: its id, default severity, a one-line description, its own examples,
/// and the check itself.
@_spi(Scenery) public protocol Rule: Sendable {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    static var summary: String { get }
    /// Some of its diagnostics come with a fix (`scenery rules` says so; `RuleFixTests` holds the
    /// rule to it against its triggering examples).
    static var offersFixes: Bool { get }
    /// What its fixes do and when one is offered, in a sentence (none: "").
    static var fixSummary: String { get }
    static var triggeringExamples: [RuleExample] { get }
    static var nonTriggeringExamples: [RuleExample] { get }
    /// A pure function of what it reads through the context: a run focused on a file records
    /// what it reads, and is run again when any of that changes (`ProjectDiagnostics`).
    static func check(_ context: CheckContext) -> [Diagnostic]
}

extension Rule {
    @_spi(Scenery) public static var fixSummary: String { "" }
}

extension Rule {
    /// A diagnostic of this rule, at its default severity unless the rule grades this one otherwise.
    static func diagnostic(
        _ message: String, at location: SourceLocation, related: [Diagnostic.Related] = [], fixes: [Fix] = [], severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(rule: id, severity: severity ?? defaultSeverity, message: message, location: location, related: related, fixes: fixes)
    }
}

@_spi(Scenery) public enum Checks {
    /// Every rule Scenery runs, in the order of the rules table (`scenery rules`, Documentation/Rules.md).
    @_spi(Scenery) public static let allRules: [any Rule.Type] = [
        StoryboardNotFound.self,
        SceneNotFound.self,
        SceneClassMismatch.self,
        InitialSceneMissing.self,
        NibNotFound.self,
        NibClassMismatch.self,
        SegueNotFound.self,
        UnknownCustomClass.self,
        StaleCustomModule.self,
        DuplicateStoryboardID.self,
        SuspiciousStoryboardID.self,
        SceneWithoutIdentifier.self,
        UninjectedDependency.self,
        ManualInitializeCall.self,
        SegueSkipsInjection.self,
        StringInstantiationRule.self,
        StaleGeneratedCode.self,
        GeneratedCodeMissing.self,
        InvalidInterfaceFile.self,
        UnresolvedStoryboardName.self,
        InvalidSwiftFile.self,
        NotInTarget.self,
        UnknownSuppressedRule.self,
    ]

    @_spi(Scenery) public static func rule(id: String) -> (any Rule.Type)? { allRules.first { $0.id == id } }

    /// Run `rules` (all by default) with per-rule severity overrides; `nil` severity turns a rule off.
    /// One problem found from several places (two calls expecting one scene) is one diagnostic,
    /// with every place as related information. A suppression comment of the file a diagnostic
    /// is located in (`// scenery:disable…` in Swift, `<!-- scenery:disable… -->` in a storyboard
    /// or xib) drops it, with its related places.
    /// Diagnostics are sorted by file and position; with a `focus`, only that file's.
    @_spi(Scenery) public static func run(
        _ context: CheckContext, rules: [any Rule.Type] = allRules, severities: [String: Severity?] = [:]
    ) -> [Diagnostic] {
        var suppressions: [String: [Suppression]] = [:]
        for file in context.swiftFilesInFocus where !file.suppressions.isEmpty {
            suppressions[file.path] = file.suppressions
        }
        for file in context.interfaceFilesInFocus where !file.suppressions.isEmpty {
            suppressions[file.path] = file.suppressions
        }
        var merged: [Diagnostic] = []
        var positions: [String: Int] = [:]
        for rule in rules {
            let configured = severities[rule.id]
            if case .some(.none) = configured { continue }
            for var diagnostic in rule.check(context) {
                if let severity = configured ?? nil { diagnostic.severity = severity }
                let location = diagnostic.location
                guard context.isInFocus(location.path) else { continue }
                // What no target builds never runs: its one `not-in-target` hint says so.
                if rule.id != NotInTarget.id, context.snapshot.isOutsideTargets(location.path) { continue }
                if suppressions[location.path]?.contains(where: { $0.silences(rule: rule.id, at: location.range.lowerBound) }) == true { continue }
                let key = "\(rule.id) \(location.path) \(location.range.lowerBound) \(location.range.upperBound)"
                if let position = positions[key] {
                    for related in diagnostic.related where !merged[position].related.contains(related) { merged[position].related.append(related) }
                } else {
                    positions[key] = merged.count
                    merged.append(diagnostic)
                }
            }
        }
        return merged.sorted(by: Diagnostic.inReportOrder)
    }
}
