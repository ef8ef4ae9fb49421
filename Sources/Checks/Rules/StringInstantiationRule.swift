import FactoryGenerator

/// String-based instantiation of a screen that has a generated factory: the one-line call says
/// the same with no string and no forgotten parameter. Where the code is exactly the references'
/// pattern, the language server attaches the rewrite as the fix.
public enum StringInstantiationRule: Rule {
    public static let id = "string-instantiation"
    public static let defaultSeverity = Severity.hint
    public static let summary = "String-based instantiation of a screen that has a generated factory."

    public static func check(_ context: CheckContext) -> [Diagnostic] {
        let files = context.swiftFilesInFocus.filter { !$0.isGenerated && !$0.interfaceUses.isEmpty }
        return files.flatMap { file in
            file.interfaceUses.compactMap { use -> Diagnostic? in
                guard case .scene(_, let identifier) = use.target, let type = use.expectedType,
                    let screen = context.snapshot.screens(simpleName: Identifiers.simpleName(type.value))
                        .first(where: { $0.follows(.namespaced) && $0.storyboard?.fileName != nil }),
                    identifier.value == screen.sceneIdentifier
                else { return nil }
                return diagnostic(
                    "\(screen.name) has a generated factory: UIViewController.create.\(FactoryGenerator.functionName(for: screen))(...)",
                    at: SourceLocation(path: file.path, range: identifier.range)
                )
            }
        }
    }

    public static let triggeringExamples = [
        RuleExample("""
        \(RuleExample.profileScreen)
        func show() {
            let profile = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "↓ProfileViewController") as! ProfileViewController
        }
        """),
    ]

    public static let nonTriggeringExamples = [
        RuleExample("""
        \(RuleExample.profileScreen)
        final class LegacyViewController: UIViewController {}
        func show() {
            let legacy = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "LegacyViewController") as! LegacyViewController
            let profile = UIViewController.create.profileViewController()
        }
        """),
    ]
}
