@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// The scene with the expected Storyboard ID has another custom class than the screen, the cast
/// or the typed binding expects. The fix sets the expected class, unless code elsewhere
/// instantiates the same scene as another class.
@_spi(Scenery) public enum SceneClassMismatch: Rule {
    @_spi(Scenery) public static let id = "scene-class-mismatch"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "The scene with the expected Storyboard ID has another custom class."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The scene's custom class (and module) set to the class the code expects."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        // A scene code instantiates as several classes keeps its class: retyping it for one would
        // break the others (the code that is wrong may name the wrong scene).
        var expectedClasses: [SceneKey: Set<String>] = [:]
        for evaluation in context.evaluations {
            guard let key = SceneKey(evaluation.expectation), let expected = evaluation.expectation.expectedClass else { continue }
            expectedClasses[key, default: []].insert(expected)
        }
        return context.evaluations.compactMap { evaluation -> Diagnostic? in
            let expectation = evaluation.expectation
            guard case .classMismatch(let storyboard, let scene?) = evaluation.outcome, let expected = expectation.expectedClass else { return nil }
            switch expectation.kind {
            case .scene, .sceneMember: break
            default: return nil
            }
            let what = scene.customClass.map { "has custom class '\($0.value)'" } ?? "has no custom class"
            return diagnostic(
                "The scene '\(scene.storyboardIdentifier?.value ?? "")' in \(storyboard.name).storyboard \(what), but it is instantiated as \(expected)",
                at: SourceLocation(path: storyboard.path, range: scene.customClass?.valueRange ?? scene.startTagRange),
                related: [
                    Diagnostic.Related(
                        location: expectation.expectedClassLocation ?? expectation.location, message: "\(expectation.origin) expects \(expected) here"
                    )
                ],
                fixes: SceneKey(expectation).map { expectedClasses[$0, default: []].count > 1 } == true
                    ? [] : StoryboardEdit.setClassFix(of: scene, to: expected, in: storyboard.path, snapshot: context.snapshot)
            )
        }
    }

    /// The scene an expectation looks for: its Storyboard ID in its storyboards.
    private struct SceneKey: Hashable {
        let identifier: String
        let files: [String]

        init?(_ expectation: InterfaceExpectation) {
            guard case .scene(let identifier) = expectation.kind else { return nil }
            self.identifier = identifier
            files = expectation.files.sorted()
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            \(RuleExample.profileScreen)
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="↓ProfileController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A cast in plain UIKit code, and SwiftGen's declaration of the scene.
        RuleExample(
            """
            -- Coordinator.swift --
            final class SettingsViewController: UIViewController {}
            func show() {
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
            }
            -- Generated/Storyboards.swift --
            internal enum StoryboardScene {
              internal enum Main: StoryboardType {
                internal static let storyboardName = "Main"
                internal static let about = SceneType<App.SettingsViewController>(storyboard: Self.self, identifier: "About")
              }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="↓AboutViewController" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            <viewController id="b" customClass="↓AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // No custom class at all: the scene would be a plain UIViewController.
        RuleExample(
            """
            \(RuleExample.profileScreen)
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            ↓<viewController id="a" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            \(RuleExample.profileScreen)
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
            <viewController id="b" customClass="ProfileController" storyboardIdentifier="Legacy" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A base class, an SDK class or a protocol as the cast: a subclass's scene is one.
        RuleExample(
            """
            -- Coordinator.swift --
            class BaseViewController: UIViewController {}
            final class SettingsViewController: BaseViewController {}
            func show(storyboard: UIStoryboard) {
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") as! BaseViewController
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") as? UIViewController
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Navigation") as! UINavigationController
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") as! Themeable
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="SettingsViewController" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            <navigationController id="n" storyboardIdentifier="Navigation" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]
}
