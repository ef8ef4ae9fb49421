@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// A screen's only scene has no Storyboard ID, is not its storyboard's initial scene and no segue
/// leads to it: nothing can create it, neither code (which needs the ID) nor the storyboard. A
/// scene that segues reach is left alone: the app shows it through them.
@_spi(Scenery) public enum SceneWithoutIdentifier: Rule {
    @_spi(Scenery) public static let id = "scene-without-identifier"
    @_spi(Scenery) public static let defaultSeverity = Severity.hint
    @_spi(Scenery) public static let summary = "A screen's scene has no Storyboard ID and nothing leads to it, so nothing can create it."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The scene given its class's name as Storyboard ID."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let storyboards = context.interfaceFilesInFocus.filter { $0.kind == .storyboard && $0.problems.isEmpty }
        return storyboards.flatMap { file -> [Diagnostic] in
            let reached = Set(file.segues.map(\.destinationID))
            return file.scenes.compactMap { scene -> Diagnostic? in
                guard scene.storyboardIdentifier == nil, !reached.contains(scene.objectID), scene.objectID != file.initialViewControllerID?.value,
                    let className = scene.customClass?.value,
                    // A convention that says how its scene is instantiated (as an initial scene, by an ID)
                    // reports that scene's problems itself; StoryboardIdentifiable says so only at its calls.
                    let screen = context.snapshot.screens(simpleName: className).first(where: {
                        $0.creation == .unavailable(.sceneWithoutIdentifier)
                            && $0.conventions.allSatisfy { [.namespaced, .storyboardIdentifiable].contains($0) }
                    })
                else { return nil }
                let taken = file.scenes.contains { $0.storyboardIdentifier?.value == screen.name }
                let fix = Fix.all(
                    title: "Give the scene the Storyboard ID '\(screen.name)'",
                    [StoryboardEdit.set("storyboardIdentifier", of: scene, current: nil, to: screen.name, in: file.path)]
                )
                return diagnostic(
                    "The \(className) scene has no Storyboard ID and no segue leads to it: nothing can create it, and Scenery gives \(className) no factory",
                    at: SourceLocation(path: file.path, range: scene.customClass?.valueRange ?? scene.startTagRange),
                    related: [Diagnostic.Related(location: screen.declaration, message: className)],
                    fixes: taken ? [] : fix
                )
            }
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Screens.swift --
            final class HelpViewController: UIViewController {}
            -- Main.storyboard --
            <document initialViewController="a"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="↓HelpViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """),
        // Every controller is StoryboardIdentifiable, but no code instantiates this one by type.
        RuleExample(
            """
            -- Screens.swift --
            extension UIViewController: StoryboardIdentifiable {}
            final class GiftCardViewController: UIViewController {}
            -- Main.storyboard --
            <document><scenes>
            <scene sceneID="s1"><objects><viewController id="g" customClass="↓GiftCardViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // A convention that creates it as an initial scene reports a missing one itself.
        RuleExample(
            """
            -- Screens.swift --
            final class OnboardingViewController: UIViewController, IBConstructible {}
            -- OnboardingViewController.storyboard --
            <document><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="OnboardingViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """),
        // An ID, the initial scene, a scene a segue reaches, a class with another scene that has an ID.
        RuleExample(
            """
            -- Screens.swift --
            final class HomeViewController: UIViewController {}
            final class DetailViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            -- Main.storyboard --
            <document initialViewController="a"><scenes>
            <scene sceneID="s1"><objects><viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
            <connections><segue destination="b" kind="show" id="x"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="DetailViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4"><objects><viewController id="d" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s5"><objects><viewController id="e" customClass="AboutViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """),
    ]
}
