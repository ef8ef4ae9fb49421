@_exported import SceneryProjectIndex

public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    case error, warning, info, hint

    private var rank: Int {
        switch self {
        case .error: 3
        case .warning: 2
        case .info: 1
        case .hint: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem where code and Interface Builder files disagree, in editor-neutral terms.
public struct Diagnostic: Hashable, Sendable {
    public struct Related: Hashable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The stable rule id (`scene-not-found`), used in configuration and suppression comments.
    public var rule: String
    public var severity: Severity
    public var message: String
    /// Where the problem can be fixed.
    public var location: SourceLocation
    /// The other side of the disagreement (the class, the scene, the enum case...).
    public var related: [Related]
    /// Fixes that are unambiguous, as edits.
    public var fixes: [Fix]

    public init(rule: String, severity: Severity, message: String, location: SourceLocation, related: [Related] = [], fixes: [Fix] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.fixes = fixes
    }

    /// The order every report lists diagnostics in: by file and position, then rule and message.
    public static func inReportOrder(_ first: Diagnostic, _ second: Diagnostic) -> Bool {
        (first.location, first.rule, first.message) < (second.location, second.rule, second.message)
    }
}

/// A fix: edits to one or more files, all expressed against the files' current contents.
public struct Fix: Hashable, Sendable {
    public struct FileEdit: Hashable, Sendable {
        public var path: String
        public var edit: TextEdit

        public init(path: String, edit: TextEdit) {
            self.path = path
            self.edit = edit
        }
    }

    public var title: String
    public var edits: [FileEdit]

    public init(title: String, edits: [FileEdit]) {
        self.title = title
        self.edits = edits
    }
}
