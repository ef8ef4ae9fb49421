/// `customModule` names a module the class is not in (a target was renamed or the class moved).
public enum StaleCustomModule: Rule {
    public static let id = "stale-custom-module"
    public static let defaultSeverity = Severity.warning
    public static let summary = "An IB object's customModule names a module its class is not in."

    public static func check(_ context: CheckContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        return context.interfaceFilesInFocus.filter(\.problems.isEmpty).flatMap { file in
            file.classReferences.compactMap { reference -> Diagnostic? in
                guard let module = reference.customModule, let declarations = snapshot.typeDeclarations[reference.customClass.value] else { return nil }
                let modules = Set(declarations.compactMap { snapshot.module(ofPath: $0.path) })
                // Only a class whose module is known, and in no declaration the named one.
                guard modules.count == 1, let actual = modules.first, actual != module.value else { return nil }
                let location = SourceLocation(path: file.path, range: module.valueRange)
                return diagnostic(
                    "\(reference.customClass.value) is in module '\(actual)', not '\(module.value)'", at: location,
                    related: declarations.map { Diagnostic.Related(location: $0, message: "\(reference.customClass.value) is declared here") },
                    fixes: [Fix(title: "Set module to '\(actual)'", edits: [Fix.FileEdit(path: file.path, edit: TextEdit(range: location.range, newText: actual))])]
                )
            }
        }
    }

    public static let triggeringExamples = [
        RuleExample("""
        -- Sources/Profile/ProfileViewController.swift --
        final class ProfileViewController: UIViewController {}
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" customModule="↓App" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
    ]

    public static let nonTriggeringExamples = [
        RuleExample("""
        -- Sources/Profile/ProfileViewController.swift --
        final class ProfileViewController: UIViewController {}
        -- App/SettingsViewController.swift --
        final class SettingsViewController: UIViewController {}
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" customModule="Profile" sceneMemberID="viewController"/>
        <viewController id="b" customClass="SettingsViewController" customModule="Whatever" sceneMemberID="viewController"/>
        <viewController id="c" customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
    ]
}
