@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// One place where code and Interface Builder files disagree, as `scenery check` reports it.
public struct SceneryFinding: Hashable, Sendable {
    /// How much a finding matters, as configured in `.scenery.yml` (`severities:`).
    public enum Severity: String, Hashable, Sendable {
        case error, warning, info, hint
    }

    /// A file and a position in it.
    public struct Location: Hashable, Sendable {
        /// The file (absolute path).
        public let file: String
        /// One-based line.
        public let line: Int
        /// One-based column in UTF-8 bytes, as `swiftc` counts.
        public let column: Int
    }

    /// A place on the other side of the disagreement (the class, the scene, the enum case…).
    public struct Related: Hashable, Sendable {
        /// Where it is.
        public let location: Location
        /// What is there, in one sentence.
        public let message: String
    }

    /// The rule's stable id (`scene-not-found`), as configuration and suppression comments name it.
    public let rule: String
    /// How much it matters.
    public let severity: Severity
    /// What is wrong, in one sentence.
    public let message: String
    /// Where the problem can be fixed.
    public let location: Location
    /// The places on the other side of the disagreement.
    public let related: [Related]
    /// The titles of the unambiguous fixes the language server offers for it.
    public let fixes: [String]

    init(_ diagnostic: Diagnostic, texts: IndexedTexts) {
        func location(_ source: SourceLocation) -> Location {
            let at = texts.lineAndColumn(source.range.lowerBound, in: source.path)
            return Location(file: source.path, line: at.line, column: at.column)
        }
        rule = diagnostic.rule
        severity =
            switch diagnostic.severity {
            case .error: .error
            case .warning: .warning
            case .info: .info
            case .hint: .hint
            }
        message = diagnostic.message
        self.location = location(diagnostic.location)
        related = diagnostic.related.map { Related(location: location($0.location), message: $0.message) }
        fixes = diagnostic.fixes.map(\.title)
    }
}
