/// A storyboard-names enum whose `fileName` Scenery cannot evaluate: its cases are not checked
/// against the storyboards, and the user should know rather than trust a silence.
public enum UnresolvedStoryboardName: Rule {
    public static let id = "unresolved-storyboard-name"
    public static let defaultSeverity = Severity.info
    public static let summary = "A storyboard-names enum maps its cases in a way Scenery cannot evaluate."
    public static let offersFixes = false

    public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.snapshot.storyboardNameEnums.compactMap { names -> Diagnostic? in
            guard context.isInFocus(names.path), case .unevaluable(let expression) = names.fileNameMapping else { return nil }
            let property = names.fileNameProperty ?? "fileName"
            return diagnostic(
                "Scenery cannot evaluate \(property) (\(expression)), so the storyboards of \(names.qualifiedName)'s cases are not checked; "
                    + "return rawValue, rawValue.capitalized or an upper-case-first-letter helper to have them checked",
                at: SourceLocation(path: names.path, range: names.mappingDeclaration.nameRange)
            )
        }
    }

    public static let triggeringExamples = [
        RuleExample("""
        -- Names.swift --
        extension UIStoryboard {
            enum ↓Name: String {
                case main
                var fileName: String { "Storyboards/" + rawValue }
            }
        }
        """),
    ]

    public static let nonTriggeringExamples = [
        RuleExample("""
        -- Names.swift --
        extension UIStoryboard {
            enum Name: String {
                case main
                var fileName: String { rawValue.capitalized }
            }
        }
        """),
    ]
}
