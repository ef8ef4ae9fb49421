/// A screen's storyboard has no scene with the screen's Storyboard ID (its type name).
public enum SceneNotFound: Rule {
    public static let id = "scene-not-found"
    public static let defaultSeverity = Severity.error
    public static let summary = "A screen's storyboard has no scene with the screen's Storyboard ID."

    public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.snapshot.screens.compactMap { screen -> Diagnostic? in
            guard let binding = screen.storyboard, let storyboard = context.snapshot.storyboard(of: screen),
                storyboard.problems.isEmpty,
                !storyboard.scenes.contains(where: { $0.storyboardIdentifier?.value == screen.sceneIdentifier })
            else { return nil }
            let instantiated = Diagnostic.Related(
                location: binding.location, message: "\(screen.qualifiedName) is instantiated from \(storyboard.name).storyboard here"
            )
            let candidates = storyboard.scenes.filter { $0.customClass?.value == screen.name }
            // The scene is there under another ID: the fix is to set that scene's Storyboard ID.
            if candidates.count == 1, let scene = candidates.first {
                let current = scene.storyboardIdentifier
                let what = current.map { "has Storyboard ID '\($0.value)'" } ?? "has no Storyboard ID"
                let edit = StoryboardEdit.set("storyboardIdentifier", of: scene, current: current, to: screen.sceneIdentifier, in: storyboard.path)
                return diagnostic(
                    "The \(screen.name) scene in \(storyboard.name).storyboard \(what); \(screen.name) is instantiated with '\(screen.sceneIdentifier)'",
                    at: SourceLocation(path: storyboard.path, range: (current ?? scene.customClass)?.valueRange ?? scene.startTagRange),
                    related: [instantiated],
                    fixes: [Fix(title: "Set Storyboard ID to '\(screen.sceneIdentifier)'", edits: [edit])]
                )
            }
            return diagnostic(
                "\(storyboard.name).storyboard has no scene with Storyboard ID '\(screen.sceneIdentifier)'",
                at: binding.location,
                related: [Diagnostic.Related(location: SourceLocation(path: storyboard.path, range: .empty(at: 0)), message: "\(storyboard.name).storyboard")]
            )
        }
    }

    public static let triggeringExamples = [
        RuleExample("""
        \(RuleExample.profileScreen)
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="↓Profile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
        RuleExample("""
        -- Profile.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        final class ProfileViewController: UIViewController {}
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { ↓.profile }
        }
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="OtherViewController" storyboardIdentifier="Other" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
    ]

    public static let nonTriggeringExamples = [
        RuleExample("""
        \(RuleExample.profileScreen)
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
        // A code-only screen has no scene to find.
        RuleExample("""
        -- Welcome.swift --
        final class WelcomeViewController: UIViewController {
            func initialize(name: String) {}
        }
        """),
    ]
}
