@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// A xib whose first top-level view has another class than the view that loads it, or the cast of
/// what it loads, expects; or whose File's Owner is not a class the loading controller (or the
/// `loadNibNamed(_:owner:)` owner the code constructs) is a kind of (a subclass may load its
/// superclass's xib).
@_spi(Scenery) public enum NibClassMismatch: Rule {
    @_spi(Scenery) public static let id = "nib-class-mismatch"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "A xib's first top-level view or File's Owner has another class than expected."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The xib's first view or File's Owner given the class the code expects."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        // A xib several classes load keeps its class: retyping it for one would break the others.
        var expectedOwners: [String: Set<String>] = [:]
        for evaluation in context.evaluations {
            guard case .nibOwner = evaluation.expectation.kind else { continue }
            guard let file = evaluation.expectation.files.first, let expected = evaluation.expectation.expectedClass else { continue }
            expectedOwners[file, default: []].insert(expected)
        }
        return context.evaluations.compactMap { evaluation -> Diagnostic? in
            let expectation = evaluation.expectation
            guard expectation.fileKind == .xib, case .classMismatch(let nib, let object) = evaluation.outcome,
                let expected = expectation.expectedClass
            else {
                return nil
            }
            let role = if case .nibOwner = expectation.kind { "File's Owner" } else { "first top-level object" }
            guard let object else {
                return diagnostic("\(nib.name).xib has no \(role) (\(expectation.origin) expects \(expected))", at: expectation.location)
            }
            let what = object.customClass.map { "is '\($0.value)'" } ?? "has no custom class"
            return diagnostic(
                "The \(role) of \(nib.name).xib \(what), but \(expectation.origin) expects \(expected)",
                at: SourceLocation(path: nib.path, range: object.customClass?.valueRange ?? object.startTagRange),
                related: [
                    Diagnostic.Related(location: expectation.expectedClassLocation ?? expectation.location, message: "\(expected) is expected here")
                ],
                fixes: expectedOwners[nib.name, default: []].count > 1
                    ? [] : StoryboardEdit.setClassFix(of: object, to: expected, in: nib.path, snapshot: context.snapshot)
            )
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        // Reusable's `NibLoadable`, copied into the project: it requires `nib`, as Reusable's does.
        RuleExample(
            """
            -- Reusable.swift --
            public protocol NibLoadable: AnyObject {
                static var nib: UINib { get }
            }
            -- BadgeView.swift --
            final class BadgeView: UIView, NibLoadable {}
            -- BadgeView.xib --
            <document><objects><view id="v" customClass="↓RibbonView"/></objects></document>
            """),
        RuleExample(
            """
            -- Views.swift --
            final class HeaderView: UIView, IBConstructible {}
            final class FooterView: UIView {}
            let footer = Bundle.main.loadNibNamed("Footer", owner: nil, options: nil)?.first as? FooterView
            final class LoginViewController: UIViewController {
                init() { super.init(nibName: "Login", bundle: nil) }
            }
            -- HeaderView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="v" customClass="↓TitleView"/>
            </objects></document>
            -- Footer.xib --
            <document><objects>
            ↓<view id="v"/>
            </objects></document>
            -- Login.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓SignInViewController"/>
            <view id="v"/>
            </objects></document>
            """),
        // The base class lacks the outlets of the subclass that owns the xib.
        RuleExample(
            """
            -- Filters.swift --
            class FilterViewController: UIViewController {
                init() { super.init(nibName: "Filter", bundle: nil) }
            }
            final class DateFilterViewController: FilterViewController {}
            -- Filter.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓DateFilterViewController"/>
            <view id="v"/>
            </objects></document>
            """),
        // AppKit: a window controller's `windowNibName` names a xib whose File's Owner is another class.
        RuleExample(
            """
            -- PreferencesWindowController.swift --
            final class PreferencesWindowController: NSWindowController {
                override var windowNibName: NSNib.Name? { "Preferences" }
            }
            final class AboutWindowController: NSWindowController {}
            -- Preferences.xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="↓AboutWindowController"/>
            <window id="w"/>
            </objects></document>
            """),
        // A view that loads a xib with itself as owner, whose File's Owner is another class.
        RuleExample(
            """
            -- RatingView.swift --
            final class RatingView: UIView {
                func load() { Bundle.main.loadNibNamed("RatingView", owner: self, options: nil) }
            }
            final class StarsView: UIView {}
            -- RatingView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓StarsView"/>
            <view id="v"/>
            </objects></document>
            """),
        // Helpers of any name: a controller made from the xib named after it (its File's Owner), a
        // view that is the first object of the xib named after the type the caller expects.
        RuleExample(
            """
            -- Nibs.swift --
            extension UIViewController {
                static func fromNib() -> Self { Self(nibName: String(describing: self), bundle: nil) }
            }
            extension UIView {
                class func loadFromNib<T: UIView>() -> T { Bundle.main.loadNibNamed(String(describing: T.self), owner: nil, options: nil)?.first as! T }
            }
            -- Screens.swift --
            final class LoginViewController: UIViewController {}
            final class SignUpViewController: UIViewController {}
            final class BadgeView: UIView {}
            final class RibbonView: UIView {}
            final class Menu {
                func show() {
                    _ = LoginViewController.fromNib()
                    let badge: BadgeView = UIView.loadFromNib()
                    let ribbon: RibbonView = UIView.loadFromNib()
                }
            }
            -- LoginViewController.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓SignUpViewController"/>
            <view id="v"/>
            </objects></document>
            -- BadgeView.xib --
            <document><objects><view id="v" customClass="BadgeView"/></objects></document>
            -- RibbonView.xib --
            <document><objects><view id="v" customClass="↓BadgeView"/></objects></document>
            """),
        // `owner:` another object whose class the code says (`Controller()`, a local bound to one).
        RuleExample(
            """
            -- FooterView.swift --
            final class FooterController: NSObject {}
            final class LegalController: NSObject {}
            final class FooterView: UIView {
                func load() {
                    let controller = FooterController()
                    Bundle.main.loadNibNamed("Footer", owner: controller, options: nil)
                    Bundle.main.loadNibNamed("Legal", owner: FooterController(), options: nil)
                }
            }
            -- Footer.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FooterController"/>
            <view id="v"/>
            </objects></document>
            -- Legal.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓LegalController"/>
            <view id="v"/>
            </objects></document>
            """),
        // `X()` without a nib name loads the xib named after the class, UIKit's first without `Controller`.
        RuleExample(
            """
            -- Screens.swift --
            final class ProfileViewController: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { return nil }
            }
            final class SettingsViewController: UIViewController {
                @IBOutlet var tableView: UITableView!
            }
            final class EditorViewController: NSViewController {}
            final class Menu {
                func show() -> [AnyObject] { [ProfileViewController(), SettingsViewController(), SettingsViewController.init(), EditorViewController()] }
            }
            -- Settings.swift --
            func settings() -> SettingsViewController { SettingsViewController() }
            -- ProfileView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓AccountViewController"/>
            <view id="v"/>
            </objects></document>
            -- SettingsViewController.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓LoginViewController"/>
            <view id="v"/>
            </objects></document>
            -- EditorViewController.xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="↓ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // The project's own `NibLoadable`, not Reusable's: its nib's owner is the view.
        RuleExample(
            """
            -- HUDView.swift --
            public protocol NibLoadable: IdentifiableClass {
                static func nib() -> UINib
            }
            public class HUDView: UIView, NibLoadable {
                func setup() { stackView = HUDView.nib().instantiate(withOwner: self, options: nil)[0] as! UIStackView }
            }
            -- HUDView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HUDView"/>
            <stackView id="s"/>
            </objects></document>
            """),
        RuleExample(
            """
            -- Views.swift --
            final class HeaderView: UIView, NibLoadable {}
            final class LoginViewController: UIViewController, NibOwnerLoadable {}
            let any = UINib(nibName: "HeaderView", bundle: nil)
            let view = Bundle.main.loadNibNamed("HeaderView", owner: nil, options: nil)?.first as? UIView
            -- HeaderView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view id="v" customClass="HeaderView"/>
            </objects></document>
            -- LoginViewController.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController"/>
            <view id="v"/>
            </objects></document>
            """),
        // A subclass loads its superclass's xib.
        RuleExample(
            """
            -- Filters.swift --
            class FilterViewController: UIViewController {}
            final class DateFilterViewController: FilterViewController {
                init() { super.init(nibName: "FilterViewController", bundle: nil) }
            }
            -- FilterViewController.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FilterViewController"/>
            <view id="v"/>
            </objects></document>
            """),
        // `nibName` and `windowNibName` naming xibs that the class (or a superclass) owns.
        RuleExample(
            """
            -- Controllers.swift --
            class EditorViewController: NSViewController {
                override var nibName: NSNib.Name? { "Editor" }
            }
            final class CodeEditorViewController: EditorViewController {}
            final class MainWindowController: NSWindowController {
                override var windowNibName: NSNib.Name? { "MainWindow" }
            }
            -- Editor.xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="EditorViewController"/>
            <view id="v"/>
            </objects></document>
            -- MainWindow.xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="MainWindowController"/>
            <window id="w"/>
            </objects></document>
            """),
        // An owner whose class the code does not say exactly (a parameter, a property, a class of
        // the SDK) may be an instance of the File's Owner's class: nothing is said.
        RuleExample(
            """
            -- HeaderView.swift --
            final class HeaderController: NSObject {}
            final class PreviewController: NSObject {}
            final class HeaderView: UIView {
                let controller = HeaderController()
                func load(owner: NSObject) {
                    Bundle.main.loadNibNamed("Header", owner: owner, options: nil)
                    Bundle.main.loadNibNamed("Header", owner: controller, options: nil)
                    Bundle.main.loadNibNamed("Header", owner: NSObject(), options: nil)
                }
            }
            -- Header.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PreviewController"/>
            <view id="v"/>
            </objects></document>
            """),
        // `owner: self`: a File's Owner of the class, of a superclass, or of no class (nothing connected to it).
        RuleExample(
            """
            -- Views.swift --
            class CardView: UIView {
                func load() { Bundle.main.loadNibNamed("CardView", owner: self, options: nil) }
            }
            final class PhotoCardView: CardView {
                func loadPhoto() { Bundle.main.loadNibNamed("CardView", owner: self, options: nil) }
            }
            final class BadgeView: UIView {
                func load() { Bundle.main.loadNibNamed("Badge", owner: self, options: nil) }
            }
            -- CardView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView"/>
            <view id="v"/>
            </objects></document>
            -- Badge.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="v"/>
            </objects></document>
            """),
        // A xib named after the class whose File's Owner takes it (a superclass's too); a class
        // that names its nib, makes its view in code or is a hosting controller loads no other.
        RuleExample(
            """
            -- Screens.swift --
            class BaseViewController: UIViewController {}
            final class ProfileViewController: BaseViewController {}
            final class CodeViewController: UIViewController {
                override func loadView() { view = UIView() }
            }
            final class SheetViewController: UIViewController {
                init(name: String) { super.init(nibName: name, bundle: nil) }
                required init?(coder: NSCoder) { return nil }
            }
            final class BadgeViewController: UIViewController {
                func load() { Bundle.main.loadNibNamed("Badges", owner: self, options: nil) }
            }
            final class CardViewController: UIHostingController<CardView> {}
            final class Menu {
                func show() -> [AnyObject] {
                    [ProfileViewController(), CodeViewController(), SheetViewController(name: "Sheet"), BadgeViewController(), CardViewController()]
                }
            }
            -- ProfileViewController.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BaseViewController"/>
            <view id="v"/>
            </objects></document>
            -- CodeView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            -- SheetViewController.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            -- BadgeView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            -- CardView.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            """),
    ]
}
