/// The scene with a screen's Storyboard ID has another custom class than the screen.
public enum SceneClassMismatch: Rule {
    public static let id = "scene-class-mismatch"
    public static let defaultSeverity = Severity.error
    public static let summary = "The scene with a screen's Storyboard ID has another custom class."

    public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.snapshot.screens.flatMap { screen -> [Diagnostic] in
            guard let binding = screen.storyboard, let storyboard = context.snapshot.storyboard(of: screen), storyboard.problems.isEmpty
            else { return [] }
            return storyboard.scenes.filter { scene in
                scene.storyboardIdentifier?.value == screen.sceneIdentifier && scene.customClass?.value != screen.name
            }
            .map { scene in
                let what = scene.customClass.map { "has custom class '\($0.value)'" } ?? "has no custom class"
                let edit = StoryboardEdit.set("customClass", of: scene, current: scene.customClass, to: screen.name, in: storyboard.path)
                return diagnostic(
                    "The scene '\(screen.sceneIdentifier)' in \(storyboard.name).storyboard \(what), but it is instantiated as \(screen.qualifiedName)",
                    at: SourceLocation(path: storyboard.path, range: scene.customClass?.valueRange ?? scene.startTagRange),
                    related: [Diagnostic.Related(location: binding.location, message: "\(screen.qualifiedName) is instantiated from it here")],
                    fixes: [Fix(title: "Set custom class to \(screen.name)", edits: [edit])]
                )
            }
        }
    }

    public static let triggeringExamples = [
        RuleExample("""
        \(RuleExample.profileScreen)
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="↓ProfileController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
        // No custom class at all: the scene would be a plain UIViewController.
        RuleExample("""
        \(RuleExample.profileScreen)
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        ↓<viewController id="a" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
    ]

    public static let nonTriggeringExamples = [
        RuleExample("""
        \(RuleExample.profileScreen)
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        <viewController id="b" customClass="ProfileController" storyboardIdentifier="Legacy" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """),
    ]
}
