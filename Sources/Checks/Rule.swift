/// What a rule sees: the joined project and what generation would produce now.
public struct CheckContext: Sendable {
    public var snapshot: ProjectSnapshot
    /// The index, for content hashes of files (the generated file's staleness).
    public var index: ProjectIndex
    /// Where the generated file lives and what it would contain now; nil when generation is off.
    public var generatedFile: (path: String, contents: String)?

    public init(snapshot: ProjectSnapshot, index: ProjectIndex, generatedFile: (path: String, contents: String)?) {
        self.snapshot = snapshot
        self.index = index
        self.generatedFile = generatedFile
    }
}

/// A triggering or non-triggering example: a multi-file fixture (`-- Name.ext --` headers) in
/// which `↓` marks where each expected diagnostic starts.
public struct RuleExample: Sendable {
    public var fixture: String
    public var file: String
    public var line: Int

    public init(_ fixture: String, file: String = #filePath, line: Int = #line) {
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

/// One diagnostic rule: its id, default severity, a one-line description, its own examples,
/// and the check itself. Rules are pure functions of the context.
public protocol Rule: Sendable {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    static var summary: String { get }
    static var triggeringExamples: [RuleExample] { get }
    static var nonTriggeringExamples: [RuleExample] { get }
    static func check(_ context: CheckContext) -> [Diagnostic]
}

extension Rule {
    static func diagnostic(
        _ message: String, at location: SourceLocation, related: [Diagnostic.Related] = [], fixes: [Fix] = []
    ) -> Diagnostic {
        Diagnostic(rule: id, severity: defaultSeverity, message: message, location: location, related: related, fixes: fixes)
    }
}

public enum Checks {
    /// Every rule Scenery runs, in the order of SPEC section 4's table.
    public static let allRules: [any Rule.Type] = [
        StoryboardNotFound.self,
        SceneNotFound.self,
        SceneClassMismatch.self,
        DuplicateStoryboardID.self,
        StaleGeneratedCode.self,
        InvalidInterfaceFile.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? { allRules.first { $0.id == id } }

    /// Run `rules` (all by default) with per-rule severity overrides; `nil` severity turns a rule off.
    /// Diagnostics are sorted by file and position.
    public static func run(
        _ context: CheckContext, rules: [any Rule.Type] = allRules, severities: [String: Severity?] = [:]
    ) -> [Diagnostic] {
        rules.flatMap { rule -> [Diagnostic] in
            let severity: Severity? = severities[rule.id] ?? rule.defaultSeverity
            guard let severity else { return [] }
            return rule.check(context).map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.severity = severity
                return diagnostic
            }
        }
        .sorted { ($0.location, $0.rule, $0.message) < ($1.location, $1.rule, $1.message) }
    }
}
