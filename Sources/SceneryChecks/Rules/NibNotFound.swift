@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// A nib name (`UINib(nibName:)`, `loadNibNamed`, `init(nibName:bundle:)`, `init(windowNibName:)`), an IBConstructible
/// view or a Reusable `NibLoadable` view without its xib.
@_spi(Scenery) public enum NibNotFound: Rule {
    @_spi(Scenery) public static let id = "nib-not-found"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "A nib name names no xib in the project."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The closest xib's name, written at a literal name, when one is close."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        lazy var existing = context.snapshot.nibFileNames
        return context.evaluations.compactMap { evaluation -> Diagnostic? in
            let expectation = evaluation.expectation
            guard expectation.fileKind == .xib, case .fileMissing(let name) = evaluation.outcome else { return nil }
            let location = expectation.fileNameLocation ?? expectation.location
            return diagnostic(
                "'\(name).xib' is not in the project (\(expectation.origin))", at: location,
                fixes: expectation.fileNameIsLiteral ? Spelling.replacementFix(for: name, at: location, candidates: existing, noun: "nib") : []
            )
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Views.swift --
            final class ↓HeaderView: UIView, IBConstructible {}
            final class ↓FooterView: UIView, NibLoadable {}
            let nib = UINib(nibName: "↓ProfileCel", bundle: nil)
            final class LoginViewController: UIViewController {
                init() { super.init(nibName: "↓Login", bundle: nil) }
            }
            final class HelpViewController: UIViewController {
                override var nibName: String? { "↓Hlep" }
            }
            -- ProfileCell.xib --
            <document><objects/></document>
            """),
        // Helpers of any name that load the xib their caller names: after the type it is called on, or by argument.
        RuleExample(
            """
            -- Nibs.swift --
            extension UIViewController {
                static func fromNib() -> Self { Self(nibName: String(describing: self), bundle: nil) }
            }
            func cellNib(named name: String) -> UINib { UINib(nibName: name, bundle: nil) }
            -- Screens.swift --
            final class LoginViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class Menu {
                func show() -> [Any] { [LoginViewController.fromNib(), ↓HelpViewController.fromNib(), cellNib(named: "Cell"), ↓cellNib(named: "Row")] }
            }
            -- LoginViewController.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController"/>
            <view id="v"/>
            </objects></document>
            -- Cell.xib --
            <document><objects><view id="v"/></objects></document>
            """),
        // AppKit's window controllers load the xib `init(windowNibName:)` names.
        RuleExample(
            """
            -- Windows.swift --
            final class RenameWindowController: NSWindowController {
                convenience init() { self.init(windowNibName: NSNib.Name("↓RenameShet")) }
            }
            final class AboutWindowController: NSWindowController {}
            let about = AboutWindowController(windowNibName: "↓Abuot")
            -- RenameSheet.xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="RenameWindowController"/>
            </objects></document>
            """),
        // `X()` of a controller with outlets and no storyboard scene loads the xib named after it:
        // deleted, or renamed (its File's Owner is still the class).
        RuleExample(
            """
            -- Screens.swift --
            final class ProfileViewController: UIViewController {
                @IBOutlet var nameLabel: UILabel!
            }
            class FormViewController: UIViewController {
                @IBOutlet var form: UIStackView!
            }
            final class SignUpViewController: FormViewController {}
            let screens = [↓ProfileViewController(), ↓SignUpViewController()]
            -- Profile.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Views.swift --
            final class HeaderView: UIView, IBConstructible {
                static var nibName: String { "Header" }
            }
            let nib = UINib(nibName: "ProfileCell", bundle: nil)
            let dynamic = UINib(nibName: name, bundle: nil)
            final class CodeOnlyView: UIView {}
            -- ProfileCell.xib --
            <document><objects/></document>
            -- Header.xib --
            <document><objects><view id="v" customClass="HeaderView"/></objects></document>
            """),
        RuleExample(
            """
            -- Windows.swift --
            final class RenameWindowController: NSWindowController {
                convenience init() { self.init(windowNibName: NSNib.Name("RenameSheet")) }
            }
            let about = NSWindowController(windowNibName: name)
            -- RenameSheet.xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="RenameWindowController"/>
            </objects></document>
            """),
        // Without outlets, in a storyboard, making its view in code, naming its nib, or with the xib UIKit finds.
        RuleExample(
            """
            -- Screens.swift --
            final class PlainViewController: UIViewController {}
            final class StoryboardViewController: UIViewController {
                @IBOutlet var label: UILabel!
            }
            final class CodeViewController: UIViewController {
                @IBOutlet var label: UILabel!
                override func loadView() { view = UILabel() }
            }
            final class SheetViewController: UIViewController {
                @IBOutlet var label: UILabel!
                init() { super.init(nibName: "Sheet", bundle: nil) }
                required init?(coder: NSCoder) { return nil }
            }
            final class ProfileViewController: UIViewController {
                @IBOutlet var label: UILabel!
            }
            let screens = [PlainViewController(), StoryboardViewController(), CodeViewController(), SheetViewController(), ProfileViewController()]
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="StoryboardViewController" storyboardIdentifier="Story" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Sheet.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SheetViewController"/>
            <view id="v"/>
            </objects></document>
            -- ProfileView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            """),
    ]
}
