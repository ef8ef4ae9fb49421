@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// `performSegue(withIdentifier:)` names no segue leaving the calling class's scene.
@_spi(Scenery) public enum SegueNotFound: Rule {
    @_spi(Scenery) public static let id = "segue-not-found"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "performSegue names no segue leaving the screen's scene."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The closest identifier of a segue leaving the screen's scene, written at the literal, when one is close."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.evaluations.compactMap { evaluation -> Diagnostic? in
            let expectation = evaluation.expectation
            guard case .segueMissing(let storyboards) = evaluation.outcome, case .segue(let identifier) = expectation.kind,
                let source = expectation.sourceClass
            else { return nil }
            let leaving = storyboards.flatMap { storyboard in
                let scenes = Set(storyboard.scenes.filter { $0.customClass?.value == source }.map(\.objectID))
                return storyboard.segues.filter { scenes.contains($0.sourceID) }.compactMap(\.identifier?.value)
            }
            let names = storyboards.map { "\($0.name).storyboard" }.joined(separator: ", ")
            return diagnostic(
                "No segue '\(identifier)' leaves the \(source) scene in \(names)", at: expectation.location,
                fixes: expectation.isLiteral
                    ? Spelling.replacementFix(for: identifier, at: expectation.location, candidates: leaving, noun: "segue") : []
            )
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func edit() { performSegue(withIdentifier: "↓showEdit", sender: nil) }
                func help() { self.performSegue(withIdentifier: "↓showSettings", sender: nil) }
            }
            -- Main.storyboard --
            <document><scenes>
            <scene sceneID="s1"><objects>
            <viewController id="a" customClass="ProfileViewController" sceneMemberID="viewController">
            <connections><segue destination="b" kind="show" identifier="showEditor" id="x"/></connections>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="b" customClass="SettingsViewController" sceneMemberID="viewController">
            <connections><segue destination="a" kind="show" identifier="showSettings" id="y"/></connections>
            </viewController>
            </objects></scene>
            </scenes></document>
            """),
        // A helper of any name given a case of the caller's own nested segue enum.
        RuleExample(
            """
            -- SegueHandler.swift --
            protocol SegueHandler { associatedtype SegueIdentifier: RawRepresentable }
            extension SegueHandler where Self: UIViewController, SegueIdentifier.RawValue == String {
                func performSegue(_ segue: SegueIdentifier, sender: Any?) { performSegue(withIdentifier: segue.rawValue, sender: sender) }
            }
            -- ListViewController.swift --
            final class ListViewController: UIViewController, SegueHandler {
                enum SegueIdentifier: String { case showDetail, showSettings = "ShowSettings", Help = "showHelp" }
                func open() { performSegue(.showDetail, sender: nil) }
                func settings() { ↓performSegue(.showSettings, sender: nil) }
                func help() { ↓performSegue(SegueIdentifier.Help, sender: nil) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s1"><objects>
            <viewController id="a" customClass="ListViewController" sceneMemberID="viewController">
            <connections><segue destination="a" kind="show" identifier="showDetail" id="x"/></connections>
            </viewController>
            </objects></scene></scenes></document>
            """),
        // Segue identifiers held in static constants (no fix rewrites the constant's name).
        RuleExample(
            """
            -- Segues.swift --
            struct SegueIdentifier {
                static let showEditor = "showEdit"
            }
            enum Constants { enum Segues { static let help = "showHelp" } }
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func edit() { performSegue(withIdentifier: ↓SegueIdentifier.showEditor, sender: nil) }
                func help() { performSegue(withIdentifier: ↓Constants.Segues.help, sender: nil) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s1"><objects>
            <viewController id="a" customClass="ProfileViewController" sceneMemberID="viewController">
            <connections><segue destination="a" kind="show" identifier="showEditor" id="x"/></connections>
            </viewController>
            </objects></scene></scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func edit() { performSegue(withIdentifier: "showEditor", sender: nil) }
                func other(_ name: String) { performSegue(withIdentifier: name, sender: nil) }
            }
            final class CodeOnlyViewController: UIViewController {
                func edit() { performSegue(withIdentifier: "anything", sender: nil) }
            }
            enum Segues { static let editor = "showEditor" }
            extension ProfileViewController {
                func editAgain() { performSegue(withIdentifier: Segues.editor, sender: nil) }
                func unknown() { performSegue(withIdentifier: Elsewhere.segue, sender: nil) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s1"><objects>
            <viewController id="a" customClass="ProfileViewController" sceneMemberID="viewController">
            <connections><segue destination="a" kind="show" identifier="showEditor" id="x"/></connections>
            </viewController>
            </objects></scene></scenes></document>
            """)
    ]
}
