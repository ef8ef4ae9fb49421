@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A suppression comment (`// scenery:disable:next …`, `<!-- scenery:disable … -->`) that names an
/// id no rule has: a misspelt id silences nothing, and the finding it was written for is reported
/// as if the comment were not there.
@_spi(Scenery) public enum UnknownSuppressedRule: Rule {
    @_spi(Scenery) public static let id = "unknown-suppressed-rule"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "A suppression comment names a rule id that no rule has, so it silences nothing of it."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let files =
            context.swiftFilesInFocus.map { ($0.path, $0.suppressions) } + context.interfaceFilesInFocus.map { ($0.path, $0.suppressions) }
        return files.flatMap { path, suppressions in
            // A `disable` … `enable` range is one suppression per id, all written at the `disable`.
            let named = Set(suppressions.flatMap { zip($0.rules, $0.ruleRanges).map { NamedRule(id: $0, range: $1) } })
            return named.filter { Checks.rule(id: $0.id) == nil }.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { named in
                diagnostic(
                    "No rule has the id '\(named.id)': this comment silences nothing of it (`scenery rules` lists the ids)",
                    at: SourceLocation(path: path, range: named.range))
            }
        }
    }

    private struct NamedRule: Hashable {
        var id: String
        var range: ByteRange
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            func show() {
                // scenery:disable:next ↓storyboard-not-fond
                let storyboard = UIStoryboard(name: "Gone", bundle: nil)
            }
            """),
        RuleExample(
            """
            -- Main.storyboard --
            <document><scenes>
            <!-- scenery:disable scene-without-identifier ↓scene-without-id -->
            </scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            func show() {
                // scenery:disable:next storyboard-not-found
                let storyboard = UIStoryboard(name: "Gone", bundle: nil)
                // scenery:disable:next
                let other = UIStoryboard(name: "Lost", bundle: nil)
            }
            """)
    ]
}
