@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// A storyboard-names enum whose `fileName` Scenery cannot evaluate: its cases are not checked
/// against the storyboards, and the user should know rather than trust a silence.
@_spi(Scenery) public enum UnresolvedStoryboardName: Rule {
    @_spi(Scenery) public static let id = "unresolved-storyboard-name"
    @_spi(Scenery) public static let defaultSeverity = Severity.info
    @_spi(Scenery) public static let summary = "A storyboard-names enum maps its cases in a way Scenery cannot evaluate."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.storyboardNameEnumsInFocus.compactMap { names -> Diagnostic? in
            guard context.isInFocus(names.path), case .unevaluable(let expression) = names.fileNameMapping else { return nil }
            let property = names.fileNameProperty ?? "fileName"
            return diagnostic(
                "Scenery cannot evaluate \(property) (\(expression)), so the storyboards of \(names.qualifiedName)'s cases are not checked; "
                    + "return rawValue, rawValue.capitalized or an upper-case-first-letter helper to have them checked",
                at: SourceLocation(path: names.path, range: names.mappingDeclaration.nameRange)
            )
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Names.swift --
            extension UIStoryboard {
                enum ↓Name: String {
                    case main
                    var fileName: String { "Storyboards/" + rawValue }
                }
            }
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Names.swift --
            extension UIStoryboard {
                enum Name: String {
                    case main
                    var fileName: String { rawValue.capitalized }
                }
            }
            """)
    ]
}
