@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// `instantiateInitialViewController()`, IBConstructible, Reusable's `StoryboardBased` or a
/// storyboard reference on a storyboard with no initial scene, or one of another class.
@_spi(Scenery) public enum InitialSceneMissing: Rule {
    @_spi(Scenery) public static let id = "initial-scene-missing"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "A storyboard has no initial scene, or one of another class than expected."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The expected class's scene made the storyboard's initial view controller, when the storyboard has exactly one scene of that class."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.evaluations.compactMap { evaluation -> Diagnostic? in
            let expectation = evaluation.expectation
            guard expectation.kind == .initialScene else { return nil }
            switch evaluation.outcome {
            case .initialSceneMissing(let storyboard):
                return diagnostic(
                    "\(storyboard.name).storyboard has no initial view controller (\(expectation.origin))", at: expectation.location,
                    fixes: makeInitialFix(expectation.expectedClass, in: storyboard)
                )
            case .classMismatch(let storyboard, let initial?):
                let expected = expectation.expectedClass ?? ""
                let actual = initial.customClass?.value ?? "a plain \(initial.elementName)"
                return diagnostic(
                    "The initial view controller of \(storyboard.name).storyboard is \(actual), not \(expected) (\(expectation.origin))",
                    at: expectation.location,
                    related: [
                        Diagnostic.Related(
                            location: SourceLocation(path: storyboard.path, range: initial.startTagRange), message: "the initial scene")
                    ],
                    fixes: makeInitialFix(expectation.expectedClass, in: storyboard)
                )
            default:
                return nil
            }
        }
    }

    /// Points the storyboard's `initialViewController` (its value, or an attribute added to the
    /// `<document>` tag) at the one scene of the expected class, when the storyboard has one.
    private static func makeInitialFix(_ expected: String?, in storyboard: InterfaceFileFacts) -> [Fix] {
        let candidates = storyboard.scenes.filter { $0.customClass?.value == expected }
        guard let expected, candidates.count == 1, let scene = candidates.first else { return [] }
        guard let objectID = CopiedText.xmlAttribute(scene.objectID) else { return [] }
        let edit: TextEdit
        if let current = storyboard.initialViewControllerID {
            edit = TextEdit(range: current.valueRange, newText: objectID)
        } else if let offset = storyboard.documentAttributeInsertionOffset {
            edit = TextEdit(range: .empty(at: offset), newText: " initialViewController=\"\(objectID)\"")
        } else {
            return []
        }
        return [Fix(title: "Make the \(expected) scene the initial view controller", edits: [Fix.FileEdit(path: storyboard.path, edit: edit)])]
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Screens.swift --
            final class ↓OnboardingViewController: UIViewController, IBConstructible {}
            final class ↓HelpViewController: UIViewController, StoryboardBased {}
            func start() {
                let root = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() as! ↓WelcomeViewController
            }
            final class WelcomeViewController: UIViewController {}
            -- OnboardingViewController.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="OnboardingViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- HelpViewController.storyboard --
            <document initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="FAQViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Onboarding.storyboard --
            <document initialViewController="n"><scenes><scene sceneID="s"><objects>
            <navigationController id="n" sceneMemberID="viewController"/>
            <viewController id="w" customClass="WelcomeViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Screens.swift --
            final class OnboardingViewController: UIViewController, IBConstructible {}
            final class HelpViewController: UINavigationController, StoryboardBased {
                static let sceneStoryboard = UIStoryboard(name: "Help", bundle: nil)
            }
            func start() {
                let root = UIStoryboard(name: "Help", bundle: nil).instantiateInitialViewController() as! UINavigationController
                let any = UIStoryboard(name: "Help", bundle: nil).instantiateInitialViewController()
            }
            -- OnboardingViewController.storyboard --
            <document initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="OnboardingViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Help.storyboard --
            <document initialViewController="n"><scenes><scene sceneID="s"><objects>
            <navigationController id="n" customClass="HelpViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
    ]
}
