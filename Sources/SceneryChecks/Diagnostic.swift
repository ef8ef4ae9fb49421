@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

@_spi(Scenery) public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case error, warning, info, hint

    private var rank: Int {
        switch self {
        case .error: 3
        case .warning: 2
        case .info: 1
        case .hint: 0
        }
    }

    @_spi(Scenery) public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem where code and Interface Builder files disagree, in editor-neutral terms.
@_spi(Scenery) public struct Diagnostic: Hashable, Sendable {
    @_spi(Scenery) public struct Related: Hashable, Sendable {
        @_spi(Scenery) public var location: SourceLocation
        @_spi(Scenery) public var message: String

        @_spi(Scenery) public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// The stable rule id (`scene-not-found`), used in configuration and suppression comments.
    @_spi(Scenery) public var rule: String
    @_spi(Scenery) public var severity: Severity
    @_spi(Scenery) public var message: String
    /// Where the problem can be fixed.
    @_spi(Scenery) public var location: SourceLocation
    /// The other side of the disagreement (the class, the scene, the enum case...).
    @_spi(Scenery) public var related: [Related]
    /// Fixes that are unambiguous, as edits.
    @_spi(Scenery) public var fixes: [Fix]

    @_spi(Scenery) public init(
        rule: String, severity: Severity, message: String, location: SourceLocation, related: [Related] = [], fixes: [Fix] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.fixes = fixes
    }

    /// The order every report lists diagnostics in: by file and position, then rule and message.
    @_spi(Scenery) public static func inReportOrder(_ first: Diagnostic, _ second: Diagnostic) -> Bool {
        (first.location, first.rule, first.message) < (second.location, second.rule, second.message)
    }
}

/// A fix: edits to one or more files, all expressed against the files' current contents.
@_spi(Scenery) public struct Fix: Hashable, Sendable {
    @_spi(Scenery) public struct FileEdit: Hashable, Sendable {
        @_spi(Scenery) public var path: String
        @_spi(Scenery) public var edit: TextEdit

        @_spi(Scenery) public init(path: String, edit: TextEdit) {
            self.path = path
            self.edit = edit
        }
    }

    @_spi(Scenery) public var title: String
    @_spi(Scenery) public var edits: [FileEdit]
    /// Its edits are made when it is offered (`Analysis.verdict(on:resolving:among:text:)`), from
    /// the whole project: until then `edits` is empty, and the diagnostic that carries it reads
    /// only what its title needs.
    @_spi(Scenery) public var isMadeWhenOffered: Bool

    @_spi(Scenery) public init(title: String, edits: [FileEdit], isMadeWhenOffered: Bool = false) {
        self.title = title
        self.edits = edits
        self.isMadeWhenOffered = isMadeWhenOffered
    }

    /// The fix of `edits`, as a list of one; none when an edit could not be made (a fix is
    /// complete or not offered).
    static func all(title: String, _ edits: [FileEdit?]) -> [Fix] {
        edits.contains { $0 == nil } ? [] : [Fix(title: title, edits: edits.compactMap { $0 })]
    }
}
