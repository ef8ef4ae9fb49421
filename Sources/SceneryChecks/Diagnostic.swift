@_exported import SceneryProjectIndex

package enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    case error, warning, info, hint

    private var rank: Int {
        switch self {
        case .error: 3
        case .warning: 2
        case .info: 1
        case .hint: 0
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem where code and Interface Builder files disagree, in editor-neutral terms.
package struct Diagnostic: Hashable, Sendable {
    package struct Related: Hashable, Sendable {
        package var location: SourceLocation
        package var message: String

        package init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The stable rule id (`scene-not-found`), used in configuration and suppression comments.
    package var rule: String
    package var severity: Severity
    package var message: String
    /// Where the problem can be fixed.
    package var location: SourceLocation
    /// The other side of the disagreement (the class, the scene, the enum case...).
    package var related: [Related]
    /// Fixes that are unambiguous, as edits.
    package var fixes: [Fix]

    package init(rule: String, severity: Severity, message: String, location: SourceLocation, related: [Related] = [], fixes: [Fix] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.fixes = fixes
    }
}

/// A fix: edits to one or more files, all expressed against the files' current contents.
package struct Fix: Hashable, Sendable {
    package struct FileEdit: Hashable, Sendable {
        package var path: String
        package var edit: TextEdit

        package init(path: String, edit: TextEdit) {
            self.path = path
            self.edit = edit
        }
    }

    package var title: String
    package var edits: [FileEdit]

    package init(title: String, edits: [FileEdit]) {
        self.title = title
        self.edits = edits
    }
}
