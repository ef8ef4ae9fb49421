@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Foundation

/// A Storyboard ID with surrounding whitespace, or equal to a class name but for case: reported
/// as suspicious rather than as a missing scene, since the scene is there.
@_spi(Scenery) public enum SuspiciousStoryboardID: Rule {
    @_spi(Scenery) public static let id = "suspicious-storyboard-id"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary =
        "A Storyboard ID has surrounding whitespace, or differs from the expected ID or its class name only by case."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The Storyboard ID set to the one the code expects, trimmed, or to its class's name."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let expected = context.evaluations.compactMap { evaluation -> Diagnostic? in
            guard case .nearMiss(let storyboard, let scene) = evaluation.outcome, case .scene(let identifier) = evaluation.expectation.kind,
                let current = scene.storyboardIdentifier
            else { return nil }
            return diagnostic(
                "Storyboard ID '\(current.value)' differs from '\(identifier)' (\(evaluation.expectation.origin)) only by case or spaces",
                at: SourceLocation(path: storyboard.path, range: current.valueRange),
                related: [Diagnostic.Related(location: evaluation.expectation.location, message: "'\(identifier)' is expected here")],
                // Not while other code names the ID as it is: that code would then find no scene.
                fixes: context.snapshot.isNamedInCode(sceneIdentifier: current.value)
                    ? [] : setIdentifier(of: scene, to: identifier, in: storyboard.path)
            )
        }
        let storyboards = context.interfaceFilesInFocus.filter { $0.kind == .storyboard && $0.problems.isEmpty }
        let standalone = storyboards.flatMap { storyboard in
            storyboard.scenes.compactMap { scene -> Diagnostic? in
                guard let current = scene.storyboardIdentifier else { return nil }
                let trimmed = current.value.trimmingCharacters(in: .whitespacesAndNewlines)
                let location = SourceLocation(path: storyboard.path, range: current.valueRange)
                // An ID the code names exactly, spaces and all, is what the code looks up: it works.
                if trimmed != current.value, !trimmed.isEmpty, !context.snapshot.isNamedInCode(sceneIdentifier: current.value) {
                    return diagnostic(
                        "Storyboard ID '\(current.value)' has surrounding whitespace", at: location,
                        fixes: setIdentifier(of: scene, to: trimmed, in: storyboard.path)
                    )
                }
                // An ID the code names exactly is meant as it is (`profileViewController` in Holko's article);
                // every expectation's, not only the evaluated ones (a focused run evaluates fewer), and
                // every string literal's, as a name may reach the lookup through code Scenery does not follow.
                guard let className = scene.customClass?.value, current.value != className, current.value.lowercased() == className.lowercased(),
                    !context.snapshot.isNamedInCode(sceneIdentifier: current.value)
                else { return nil }
                return diagnostic(
                    "Storyboard ID '\(current.value)' differs from its class name \(className) only by case", at: location,
                    fixes: setIdentifier(of: scene, to: className, in: storyboard.path)
                )
            }
        }
        return expected + standalone
    }

    private static func setIdentifier(of scene: Scene, to identifier: String, in path: String) -> [Fix] {
        Fix.all(
            title: "Set Storyboard ID to '\(identifier)'",
            [StoryboardEdit.set("storyboardIdentifier", of: scene, current: scene.storyboardIdentifier, to: identifier, in: path)])
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            \(RuleExample.profileScreen)
            func show() {
                _ = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Edit")
            }
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="↓profileViewController" sceneMemberID="viewController"/>
            <viewController id="b" storyboardIdentifier="↓Edit " sceneMemberID="viewController"/>
            <viewController id="c" customClass="HelpViewController" storyboardIdentifier="↓helpViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // Holko's article names the lower-case ID in code, on purpose.
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController, StoryboardInitializable {
                static func instantiateFromStoryboard() -> ProfileViewController {
                    let storyboard = UIStoryboard(name: "Profile", bundle: Bundle.main)
                    return storyboard.instantiateViewController(withIdentifier: "profileViewController") as! ProfileViewController
                }
            }
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="profileViewController" sceneMemberID="viewController"/>
            <viewController id="b" customClass="EditViewController" storyboardIdentifier="Edit" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // IDs written as literals that reach the lookup through code Scenery does not follow (a
        // table of IDs, a subscript), the one with its space too: none is renamed.
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                static let identifiers = ["profileViewController", "Edit "]
                static func make(_ index: Int) -> UIViewController {
                    UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: identifiers[index])
                }
            }
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="profileViewController" sceneMemberID="viewController"/>
            <viewController id="b" storyboardIdentifier="Edit " sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // `self.storyboard` is the operation's own (found on rileytestut/AltStore): the ID is still named.
        RuleExample(
            """
            -- Authentication.swift --
            final class AuthenticationOperation {
                private lazy var storyboard = UIStoryboard(name: "Authentication", bundle: nil)
            }
            extension AuthenticationOperation {
                func signIn() {
                    _ = self.storyboard.instantiateViewController(withIdentifier: "authenticationViewController")
                }
            }
            final class AuthenticationViewController: UIViewController {}
            -- Authentication.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AuthenticationViewController" storyboardIdentifier="authenticationViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]
}
