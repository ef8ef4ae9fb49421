@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Where a storyboard name, a Storyboard ID, a segue or a nib name comes from in the app's code:
/// typed name wrappers, string-like types of the app's own, enum cases, static constants of any
/// type (in another file too), and names a class computes or overrides. Each shape is written once
/// with `«right|wrong»`: as the app has it (no finding), and with the planted mistake, which must be
/// reported exactly at `↓` by `rule`.
@Suite struct NameSourceTests {
    /// The rules that compare a name in code with the Interface Builder files.
    static let nameRules: [any Rule.Type] = [
        SceneNotFound.self, SegueNotFound.self, NibNotFound.self, StoryboardNotFound.self, InitialSceneMissing.self, SceneClassMismatch.self,
        NibClassMismatch.self,
    ]

    /// `shape` with each `«right|wrong»` written one way, and its `↓` kept only for the wrong one.
    static func variant(_ shape: String, wrong: Bool) -> String {
        var text = ""
        var rest = Substring(shape)
        while let open = rest.firstIndex(of: "«"), let bar = rest[open...].firstIndex(of: "|"), let close = rest[bar...].firstIndex(of: "»") {
            text += rest[..<open]
            text += wrong ? rest[rest.index(after: bar)..<close] : rest[rest.index(after: open)..<bar]
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        return wrong ? text : text.replacingOccurrences(of: "↓", with: "")
    }

    func check(_ shape: String, _ rule: any Rule.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(
            shape.contains("«") && shape.contains("↓"), "a shape plants one mistake and says where it is reported", sourceLocation: sourceLocation)
        for wrong in [false, true] {
            let fixture = Fixture(Self.variant(shape, wrong: wrong))
            let diagnostics = Checks.run(RuleHarness(fixture: fixture).context(), rules: Self.nameRules)
            let expected = fixture.files.flatMap { file in file.marked.arrows.map { "\(rule.id) \(file.name)@\($0)" } }.sorted()
            let actual = diagnostics.map { "\($0.rule) \(fixture.name(of: $0.location.path))@\($0.location.range.lowerBound)" }.sorted()
            #expect(actual == expected, "\(wrong ? "planted" : "as it is"): \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
            // Each fix offered rewrites the name where it is written, and resolves its finding.
            let harness = RuleHarness(fixture: fixture)
            for diagnostic in diagnostics {
                for fix in diagnostic.fixes {
                    let fixed = Checks.run(harness.applying(fix).context(), rules: Self.nameRules)
                    #expect(!fixed.contains { $0.location.path == diagnostic.location.path && $0.message == diagnostic.message }, "\(fix.title)")
                    #expect(fixed.count < diagnostics.count, "\(fix.title) leaves \(fixed.map(\.message))", sourceLocation: sourceLocation)
                }
            }
        }
    }

    static let preferencesStoryboard = """
        -- Main.storyboard --
        <document initialViewController="w"><scenes>
        <scene sceneID="s1"><objects>
        <windowController id="w" customClass="MainWindowController" storyboardIdentifier="main" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="p" customClass="PreferencesViewController" storyboardIdentifier="settings" sceneMemberID="viewController">
        <connections><segue destination="a" kind="show" identifier="showAccounts" id="g"/></connections>
        </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
        <viewController id="a" customClass="AccountsViewController" storyboardIdentifier="accounts" sceneMemberID="viewController"/>
        </objects></scene>
        </scenes></document>
        """

    static let screens = """
        -- Screens.swift --
        final class MainWindowController: NSWindowController {}
        final class AccountsViewController: NSViewController {}
        """

    // MARK: The platform's name types

    @Test func appKitNameTypesWrapTheirName() {
        check(
            """
            -- Preferences.swift --
            final class PreferencesViewController: NSViewController {
                func open() {
                    let storyboard = NSStoryboard(name: NSStoryboard.Name("«Main|↓Mian»"), bundle: nil)
                    _ = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("accounts"))
                }
            }
            \(Self.screens)
            \(Self.preferencesStoryboard)
            """, StoryboardNotFound.self)
        check(
            """
            -- Preferences.swift --
            final class PreferencesViewController: NSViewController {
                func open() {
                    let storyboard = NSStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("«accounts|↓acounts»")) as! AccountsViewController
                }
            }
            \(Self.screens)
            \(Self.preferencesStoryboard)
            """, SceneNotFound.self)
        check(
            """
            -- Preferences.swift --
            final class PreferencesViewController: NSViewController {
                func accounts() { performSegue(withIdentifier: NSStoryboardSegue.Identifier("«showAccounts|↓showAcounts»"), sender: self) }
            }
            \(Self.screens)
            \(Self.preferencesStoryboard)
            """, SegueNotFound.self)
        check(
            """
            -- Row.swift --
            final class RowView: NSView {}
            let nib = NSNib(nibNamed: NSNib.Name("«RowView|↓RowVeiw»"), bundle: nil)
            -- RowView.xib --
            <document><objects><customView id="r" customClass="RowView"/></objects></document>
            """, NibNotFound.self)
    }

    /// A window controller's xib, named by `init(windowNibName:)` in its own convenience initializer or at its creation.
    @Test func aWindowNibNameNamesTheXibItsControllerOwns() {
        let windows = """
            -- RenameSheet.xib --
            <document><objects><customObject id="-2" userLabel="File's Owner" customClass="RenameWindowController"/></objects></document>
            -- About.xib --
            <document><objects><customObject id="-2" userLabel="File's Owner" customClass="AboutWindowController"/></objects></document>
            """
        check(
            """
            -- Rename.swift --
            final class RenameWindowController: NSWindowController {
                convenience init() { self.init(windowNibName: NSNib.Name("«RenameSheet|↓RenameShet»")) }
            }
            \(windows)
            """, NibNotFound.self)
        check(
            """
            -- About.swift --
            final class AboutWindowController: NSWindowController {}
            let about = AboutWindowController(windowNibName: "«About|↓Abuot»")
            \(windows)
            """, NibNotFound.self)
    }

    /// A helper given the storyboard as well as the ID (`inspector("Folder", storyboard)`): every
    /// storyboard is searched, so none is named as the one searched, and the closest ID of any is offered.
    @Test func aHelperGivenTheStoryboardIsCheckedAgainstThatStoryboard() {
        let shape = """
            -- Inspector.swift --
            final class InspectorWindowController: NSWindowController {
                override func windowDidLoad() {
                    let storyboard = NSStoryboard(name: NSStoryboard.Name("Inspector"), bundle: nil)
                    _ = inspector("«Folder|↓Foldr»", storyboard)
                }
                private func inspector(_ identifier: String, _ storyboard: NSStoryboard) -> InspectorViewController {
                    storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(identifier)) as! InspectorViewController
                }
            }
            final class InspectorViewController: NSViewController {}
            -- Account.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Accounts" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Inspector.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="f" customClass="InspectorViewController" storyboardIdentifier="Folder" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        check(shape, SceneNotFound.self)
        let diagnostics = RuleHarness(fixture: Fixture(Self.variant(shape, wrong: true))).run(SceneNotFound.self)
        #expect(diagnostics.map(\.message) == ["Inspector.storyboard has no scene with Storyboard ID 'Foldr'"])
        #expect(diagnostics.first?.related.map(\.message) == ["Inspector.storyboard", "the lookup inspector(_:_:) makes"])
        #expect(diagnostics.first?.fixes.map(\.title) == ["Use scene 'Folder'"])
        // An ID of the other storyboard is wrong there too.
        let other = RuleHarness(
            fixture: Fixture(Self.variant(shape, wrong: false).replacingOccurrences(of: "inspector(\"Folder\"", with: "inspector(\"Accounts\"")))
        #expect(other.run(SceneNotFound.self).map(\.message) == ["Inspector.storyboard has no scene with Storyboard ID 'Accounts'"])
        // A storyboard the caller gives in a way Scenery does not follow: the ID is looked for in every storyboard.
        let given = shape.replacingOccurrences(
            of: "let storyboard = NSStoryboard(name: NSStoryboard.Name(\"Inspector\"), bundle: nil)", with: "let storyboard = window!.storyboard!")
        check(given, SceneNotFound.self)
        let anywhere = RuleHarness(fixture: Fixture(Self.variant(given, wrong: true))).run(SceneNotFound.self)
        #expect(anywhere.map(\.message) == ["No storyboard has a scene with Storyboard ID 'Foldr'"])
        #expect(anywhere.first?.related.map(\.message) == ["the lookup inspector(_:_:) makes"])
    }

    /// NetNewsWire's generic helper, a storyboard's method of the platform's name with a label of its own:
    /// the ID is `String(describing: type)` of its `T.Type` parameter, bound to a local first; left out,
    /// `T` is what the result is bound to.
    @Test func aGenericHelperNamesTheSceneAfterItsTypeParameter() {
        check(
            """
            -- UIStoryboard+App.swift --
            extension UIStoryboard {
                static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }
                static var inspector: UIStoryboard { UIStoryboard(name: "Inspector", bundle: nil) }
                func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
                    let storyboardId = String(describing: type)
                    guard let viewController = instantiateViewController(withIdentifier: storyboardId) as? T else { fatalError() }
                    return viewController
                }
            }
            -- Settings.swift --
            final class SettingsViewController: UIViewController {
                func open() {
                    _ = UIStoryboard.settings.instantiateController(ofType: AboutViewController.self)
                    _ = UIStoryboard.«inspector|settings».instantiateController(ofType: ↓AccountInspectorViewController.self)
                    let about: AboutViewController = UIStoryboard.settings.instantiateController()
                    _ = about
                }
            }
            final class AboutViewController: UIViewController {}
            final class AccountInspectorViewController: UIViewController {}
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="AboutViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Inspector.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="i" customClass="AccountInspectorViewController" storyboardIdentifier="AccountInspectorViewController" \
            sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, SceneNotFound.self)
    }

    static let mainStoryboard = """
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="p" customClass="ProfileViewController" storyboardIdentifier="profile" sceneMemberID="viewController"/>
        <viewController id="l" customClass="LoginViewController" storyboardIdentifier="login" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Screens.swift --
        final class ProfileViewController: UIViewController {}
        final class LoginViewController: UIViewController {}
        """

    /// Helpers that are methods of the app's own types: a static method of an enum, an instance
    /// method called on a property whose type the declaration says or on a singleton, a protocol
    /// extension's method; each reported at the literal its call gives.
    @Test func helpersThatAreMethodsOfTheAppsOwnTypes() {
        let lookUp = "UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier)"
        // The helper, what the calling class adopts and holds, and the call.
        for (helper, conformance, property, call) in [
            (
                "enum Factory {\n    static func make(storyboard: String, identifier: String) -> UIViewController { \(lookUp) }\n}", "", "",
                "_ = Factory.make(storyboard: \"Main\", identifier: \"↓«profile|profiel»\")"
            ),
            (
                "final class ViewFactory {\n    func make(storyboard: String, identifier: String) -> UIViewController { \(lookUp) }\n}",
                "", "    let viewFactory = ViewFactory()\n",
                "_ = viewFactory.make(storyboard: \"Main\", identifier: \"↓«login|logni»\") as! LoginViewController"
            ),
            (
                "final class Router {\n    static let shared = Router()\n"
                    + "    func open(_ identifier: String, storyboard: String = \"Main\") -> UIViewController { \(lookUp) }\n}", "", "",
                "_ = Router.shared.open(\"↓«profile|Profil»\")"
            ),
            (
                "protocol Routing {}\nextension Routing {\n    func show(_ identifier: String, storyboard: String = \"Main\") -> UIViewController { \(lookUp) }\n}",
                ", Routing", "", "_ = show(\"↓«login|logon»\")"
            ),
        ] {
            check(
                """
                -- Helpers.swift --
                \(helper)
                -- Menu.swift --
                final class MenuViewController: UIViewController\(conformance) {
                \(property)    func open() { \(call) }
                }
                \(Self.mainStoryboard)
                """, SceneNotFound.self)
        }
    }

    /// Helpers that call helpers three levels down, one binding its parameter to a local first.
    @Test func helpersCallingHelpersThreeLevelsDown() {
        check(
            """
            -- Helpers.swift --
            func screen(_ identifier: String) -> UIViewController { lookUp(identifier) }
            func lookUp(_ name: String) -> UIViewController { instantiate(identifier: name) }
            func instantiate(identifier: String) -> UIViewController {
                let id = identifier
                return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: id)
            }
            -- Menu.swift --
            func open() -> UIViewController { screen("↓«profile|porfile»") }
            \(Self.mainStoryboard)
            """, SceneNotFound.self)
    }

    /// A parameter's default value is the name when the call leaves it out: reported at the call.
    @Test func aHelpersDefaultValueIsTheNameItsCallLeavesOut() {
        check(
            """
            -- Helpers.swift --
            func make(_ identifier: String = "«profile|profle»", storyboard: String = "Main") -> UIViewController {
                UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier)
            }
            -- Menu.swift --
            func open() -> UIViewController { ↓make() }
            \(Self.mainStoryboard)
            """, SceneNotFound.self)
    }

    /// A project's own `StoryboardInitializable` is judged by its default implementation: here the
    /// initial scene of the storyboard named after each conforming class.
    @Test func aProjectsOwnStoryboardInitializableReadsAsItsDefaultSays() {
        check(
            """
            -- StoryboardInitializable.swift --
            protocol StoryboardInitializable {
                static var storyboardName: String { get }
            }
            extension StoryboardInitializable where Self: UIViewController {
                static var storyboardName: String { String(describing: self) }
                static func instantiateFromStoryboard() -> Self {
                    UIStoryboard(name: storyboardName, bundle: nil).instantiateInitialViewController() as! Self
                }
            }
            -- Screens.swift --
            final class ProfileViewController: UIViewController, StoryboardInitializable {}
            final class LoginViewController: UIViewController, StoryboardInitializable {}
            func open() -> [UIViewController] { [ProfileViewController.instantiateFromStoryboard(), ↓LoginViewController.instantiateFromStoryboard()] }
            -- ProfileViewController.storyboard --
            <document initialViewController="p"><scenes><scene sceneID="s"><objects>
            <viewController id="p" customClass="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- LoginViewController.storyboard --
            <document initialViewController="p"><scenes><scene sceneID="s"><objects>
            <viewController id="p" customClass="«LoginViewController|ProfileViewController»" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, InitialSceneMissing.self)
    }

    /// AppKit looks for the xib of the class's whole name only: `EditorView.xib` is not loaded.
    @Test func anAppKitImplicitNibHasTheClassesWholeName() {
        check(
            """
            -- Editor.swift --
            final class EditorViewController: NSViewController {
                @IBOutlet var textView: NSTextView!
            }
            let editor = ↓EditorViewController()
            -- «EditorViewController|EditorView».xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="EditorViewController"/>
            <view id="v"/>
            </objects></document>
            """, NibNotFound.self)
    }

    /// A view controller's subclass made with `X()` inherits the outlets its xib connects: the xib
    /// named after the subclass is the one loaded, renamed away here.
    @Test func anImplicitNibOfASubclassOfABaseWithOutlets() {
        check(
            """
            -- Form.swift --
            class FormViewController: UIViewController {
                @IBOutlet var stack: UIStackView!
            }
            final class SignUpViewController: FormViewController {}
            -- Menu.swift --
            let signUp = ↓SignUpViewController()
            -- «SignUpViewController|SignUpForm».xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SignUpViewController"/>
            <view id="v"/>
            </objects></document>
            """, NibNotFound.self)
    }

    /// An ID that differs from what one call expects only by case, but that other code writes as it
    /// is: reported, with no fix that would change it under that code.
    @Test func aNearMissIDOtherCodeNamesAsItIsIsNotRenamed() {
        let shape = """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {}
            func open() { _ = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Profile") }
            func openAgain(_ identifiers: [String]) { _ = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: identifiers[0]) }
            let identifiers = ["profile"]
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="profile" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let diagnostics = RuleHarness(fixture: Fixture(shape)).run(SuspiciousStoryboardID.self)
        #expect(
            diagnostics.map(\.message) == [
                "Storyboard ID 'profile' differs from 'Profile' (instantiateViewController(withIdentifier:)) only by case or spaces"
            ])
        #expect(diagnostics.first?.fixes.isEmpty == true)
        let unnamed = Fixture(shape.replacingOccurrences(of: "[\"profile\"]", with: "[String]()"))
        #expect(RuleHarness(fixture: unnamed).run(SuspiciousStoryboardID.self).first?.fixes.map(\.title) == ["Set Storyboard ID to 'Profile'"])
    }

    /// `.init("X")` where the parameter's type is the name type: UIKit's `String`, AppKit's aliases.
    @Test func anImplicitInitializerWrapsItsName() {
        check(
            """
            -- Cells.swift --
            final class ProfileCell: UITableViewCell {}
            let nib = UINib(nibName: .init("«ProfileCell|↓ProfilCell»"), bundle: nil)
            let row = NSNib(nibNamed: .init(rawValue: "Row"), bundle: nil)
            -- ProfileCell.xib --
            <document><objects><tableViewCell id="c" customClass="ProfileCell"/></objects></document>
            -- Row.xib --
            <document><objects><customView id="r"/></objects></document>
            """, NibNotFound.self)
    }

    // MARK: Name types and constants of the app's own

    /// A `RawRepresentable` struct of names, its constants made with `init(rawValue:)`, read through `.rawValue`.
    @Test func aRawRepresentableNameTypesConstants() {
        check(
            """
            -- SceneName.swift --
            struct SceneName: RawRepresentable {
                let rawValue: String
                static let settings = SceneName(rawValue: "«Settings|Setings»")
            }
            -- Home.swift --
            final class HomeViewController: UIViewController {
                func settings() { _ = storyboard?.instantiateViewController(withIdentifier: ↓SceneName.settings.rawValue) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="h" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
            <viewController id="t" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, SceneNotFound.self)
    }

    /// An `ExpressibleByStringLiteral` type of segue names, its constants typed and written as
    /// literals, given to the app's own `perform(_:)`.
    @Test func anExpressibleByStringLiteralNameTypeGivenToAHelper() {
        check(
            """
            -- SegueName.swift --
            struct SegueName: ExpressibleByStringLiteral {
                let rawValue: String
                init(stringLiteral value: String) { rawValue = value }
                static let showDetail: SegueName = "«showDetail|showDetial»"
            }
            extension UIViewController {
                func perform(_ segue: SegueName) { performSegue(withIdentifier: segue.rawValue, sender: self) }
            }
            -- List.swift --
            final class ListViewController: UIViewController {
                func select() { ↓perform(.showDetail) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="l" customClass="ListViewController" storyboardIdentifier="List" sceneMemberID="viewController">
            <connections><segue destination="d" kind="show" identifier="showDetail" id="g"/></connections>
            </viewController>
            <viewController id="d" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, SegueNotFound.self)
    }

    /// Enum cases with raw values, written and implied by the case's name, of `String` and of AppKit's aliases of it.
    @Test func enumCasesWithRawValues() {
        check(
            """
            -- Scenes.swift --
            enum Scene: String {
                case settings = "«Settings|Setings»"
                case help
            }
            final class HomeViewController: UIViewController {
                func open() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateViewController(withIdentifier: ↓Scene.settings.rawValue)
                    _ = storyboard.instantiateViewController(withIdentifier: Scene.help.rawValue)
                }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="t" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            <viewController id="h" storyboardIdentifier="help" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, SceneNotFound.self)
        check(
            """
            -- Scenes.swift --
            enum SceneID: NSStoryboard.SceneIdentifier {
                case accounts
            }
            final class PreferencesViewController: NSViewController {
                func open() { _ = storyboard?.instantiateController(withIdentifier: ↓SceneID.accounts.rawValue) }
            }
            \(Self.screens)
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="p" customClass="PreferencesViewController" storyboardIdentifier="settings" sceneMemberID="viewController"/>
            <viewController id="a" customClass="AccountsViewController" storyboardIdentifier="«accounts|acounts»" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, SceneNotFound.self)
    }

    /// `static let` and computed `static var` constants of any type, nested in types of names.
    @Test func staticConstantsOfAnyTypeNestedInTypes() {
        check(
            """
            -- Constants.swift --
            enum Constants {
                struct Segues {
                    static let showDetail = "«showDetail|showDetial»"
                }
                struct Storyboards {
                    static var main: String { "Main" }
                }
            }
            -- List.swift --
            final class ListViewController: UIViewController {
                func select() { performSegue(withIdentifier: ↓Constants.Segues.showDetail, sender: self) }
                func home() { _ = UIStoryboard(name: Constants.Storyboards.main, bundle: nil).instantiateInitialViewController() }
            }
            extension Constants {
                func again(from list: ListViewController) { list.performSegue(withIdentifier: Segues.showDetail, sender: nil) }
            }
            -- Main.storyboard --
            <document initialViewController="l"><scenes><scene sceneID="s"><objects>
            <viewController id="l" customClass="ListViewController" storyboardIdentifier="List" sceneMemberID="viewController">
            <connections><segue destination="d" kind="show" identifier="showDetail" id="g"/></connections>
            </viewController>
            <viewController id="d" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, SegueNotFound.self)
        check(
            """
            -- Constants.swift --
            enum Constants {
                enum Storyboards {
                    static var main: String { "«Main|Mian»" }
                }
            }
            -- Home.swift --
            final class HomeViewController: UIViewController {
                func home() { _ = UIStoryboard(name: ↓Constants.Storyboards.main, bundle: nil).instantiateInitialViewController() }
            }
            -- Main.storyboard --
            <document initialViewController="h"><scenes><scene sceneID="s"><objects>
            <viewController id="h" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, StoryboardNotFound.self)
    }

    /// A static member of AppKit's name type (or of `String`, the same type) named by `.member`
    /// where the platform takes the name, its value made with the name type or typed so.
    @Test func staticMembersOfTheNameTypesExtensions() {
        check(
            """
            -- Identifiers.swift --
            extension NSStoryboard.SceneIdentifier {
                static let accounts = NSStoryboard.SceneIdentifier("«accounts|acounts»")
            }
            extension NSStoryboardSegue.Identifier {
                static let showAccounts: NSStoryboardSegue.Identifier = "showAccounts"
            }
            -- Preferences.swift --
            final class PreferencesViewController: NSViewController {
                func open() {
                    _ = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: ↓.accounts)
                    performSegue(withIdentifier: .showAccounts, sender: self)
                }
            }
            \(Self.screens)
            \(Self.preferencesStoryboard)
            """, SceneNotFound.self)
        check(
            """
            -- Identifiers.swift --
            extension String {
                static let profile = "«Profile|Profle»"
            }
            -- Home.swift --
            final class HomeViewController: UIViewController {
                func open() { _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: ↓.profile) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="p" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, SceneNotFound.self)
    }

    // MARK: Computed and overridden names

    /// `override var nibName` of a view controller and `override var windowNibName` of a window
    /// controller, in a name type or as a literal: the class is that xib's File's Owner.
    /// `X()` with no nib name loads the xib named after the class (UIKit first tries the name
    /// without `Controller`, AppKit only the class's); renamed away, a controller's outlets stay
    /// unset, which each call reports.
    @Test func anImplicitNibIsTheXibNamedAfterTheClass() {
        check(
            """
            -- ProfileViewController.swift --
            final class ProfileViewController: UIViewController {
                @IBOutlet var nameLabel: UILabel!
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { return nil }
            }
            -- Menu.swift --
            func profile() -> UIViewController { ↓ProfileViewController() }
            func account() -> UIViewController { ↓ProfileViewController() }
            -- «ProfileView|Profile».xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            """, NibNotFound.self)
        check(
            """
            -- Editor.swift --
            final class EditorViewController: NSViewController {}
            final class MainWindowController: NSWindowController {
                override func windowDidLoad() { contentViewController = EditorViewController() }
            }
            -- EditorViewController.xib --
            <document><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="«EditorViewController|↓InspectorViewController»"/>
            <view id="v"/>
            </objects></document>
            """, NibClassMismatch.self)
    }

    /// What code takes out of a loaded nib, and as what: `[0] as! X`, `.first as? X`, through `guard
    /// let`, a typed binding, or a nib bound to a local first.
    @Test func theResultsOfLoadingANib() {
        for taken in [
            "let badge = UINib(nibName: \"Badge\", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! «BadgeView|RibbonView»",
            "guard let badge = Bundle.main.loadNibNamed(\"Badge\", owner: nil, options: nil)?.first as? «BadgeView|RibbonView» else { return }",
            "let badge: «BadgeView|RibbonView»? = Bundle.main.loadNibNamed(\"Badge\", owner: nil, options: nil)![0] as? «BadgeView|RibbonView»",
            "let nib = UINib(nibName: \"Badge\", bundle: nil)\n        let badge = nib.instantiate(withOwner: nil, options: nil).first as! «BadgeView|RibbonView»",
        ] {
            check(
                """
                -- Views.swift --
                final class BadgeView: UIView {}
                final class RibbonView: UIView {}
                final class Header {
                    func load() {
                        \(taken)
                    }
                }
                -- Badge.xib --
                <document><objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="v" customClass="↓BadgeView"/>
                </objects></document>
                """, NibClassMismatch.self)
        }
    }

    @Test func overriddenNibNames() {
        check(
            """
            -- Preferences.swift --
            final class PreferencesViewController: NSViewController {
                override var nibName: NSNib.Name? { NSNib.Name("«Preferences|↓Preference»") }
            }
            final class PreferencesWindowController: NSWindowController {
                override var windowNibName: NSNib.Name? { "PreferencesWindow" }
            }
            -- Preferences.xib --
            <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PreferencesViewController"/></objects></document>
            -- PreferencesWindow.xib --
            <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PreferencesWindowController"/></objects></document>
            """, NibNotFound.self)
        check(
            """
            -- Preferences.swift --
            final class PreferencesWindowController: NSWindowController {
                override var windowNibName: NSNib.Name? { .init("«PreferencesWindow|↓PreferenceWindow»") }
            }
            -- PreferencesWindow.xib --
            <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PreferencesWindowController"/></objects></document>
            """, NibNotFound.self)
    }

    /// A home-grown protocol's default implementation names the xib after each conforming class:
    /// `String(describing: self)`, `"\(Self.self)"`, `NSStringFromClass(self).components(separatedBy: ".").last`.
    @Test func aProtocolsDefaultNamesTheNibAfterEachConformingClass() {
        for name in ["String(describing: self)", "\"\\(Self.self)\"", "NSStringFromClass(self).components(separatedBy: \".\").last!"] {
            check(
                """
                -- NibLoadable.swift --
                protocol NibLoadable: AnyObject {}
                extension NibLoadable where Self: UIView {
                    static func loadFromNib() -> Self {
                        Bundle.main.loadNibNamed(\(name), owner: nil, options: nil)?.first as! Self
                    }
                }
                -- Views.swift --
                final class BadgeView: UIView, NibLoadable {}
                final class HeaderView: UIView, NibLoadable {}
                let views = [BadgeView.loadFromNib(), ↓HeaderView.loadFromNib()]
                -- BadgeView.xib --
                <document><objects><view id="b" customClass="BadgeView"/></objects></document>
                -- «HeaderView|Header».xib --
                <document><objects><view id="h" customClass="HeaderView"/></objects></document>
                """, NibNotFound.self)
        }
    }

    /// `class var storyboardIdentifier` overridden per subclass, read by the base class's static
    /// helper: each call is checked with the identifier of the class it is called on.
    @Test func aClassVarOverriddenPerSubclass() {
        check(
            """
            -- Base.swift --
            class BaseViewController: UIViewController {
                class var storyboardIdentifier: String { "Base" }
                class func instantiate() -> Self {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: storyboardIdentifier) as! Self
                }
            }
            -- Screens.swift --
            final class SettingsViewController: BaseViewController {
                override class var storyboardIdentifier: String { "«Settings|Setings»" }
            }
            final class HelpViewController: BaseViewController {
                override class var storyboardIdentifier: String { "Help" }
            }
            let screens = [SettingsViewController.instantiate(), HelpViewController.instantiate()]
            -- Main.storyboard --
            <document><scenes>
            <scene sceneID="s1"><objects>
            <viewController id="s" customClass="SettingsViewController" storyboardIdentifier="↓Settings" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="h" customClass="HelpViewController" storyboardIdentifier="Help" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """, SceneNotFound.self)
    }

    /// A home-grown protocol's default `storyboardIdentifier` (`String(describing: self)`), read by
    /// its static helper, evaluated for each conforming class; a class that declares its own wins.
    @Test func aProtocolsDefaultIdentifierForEachConformingClass() {
        check(
            """
            -- SceneLoading.swift --
            protocol SceneLoading: AnyObject {
                static var storyboardIdentifier: String { get }
            }
            extension SceneLoading {
                static var storyboardIdentifier: String { String(describing: self) }
            }
            extension SceneLoading where Self: UIViewController {
                static func load() -> Self {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: Self.storyboardIdentifier) as! Self
                }
            }
            -- Screens.swift --
            final class ProfileViewController: UIViewController, SceneLoading {}
            final class AboutViewController: UIViewController, SceneLoading {
                static var storyboardIdentifier: String { "About" }
            }
            func open() -> [UIViewController] { [ProfileViewController.load(), AboutViewController.load()] }
            -- Main.storyboard --
            <document><scenes>
            <scene sceneID="s1"><objects>
            <viewController id="p" customClass="ProfileViewController" storyboardIdentifier="«ProfileViewController|↓Profile»" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """, SceneNotFound.self)
    }

    /// A protocol's default `nibName` (`"\(Self.self)"`) read by its static helper, and a class's own.
    @Test func aProtocolsDefaultNibNameForEachConformingClass() {
        check(
            """
            -- NibBacked.swift --
            protocol NibBacked: AnyObject {}
            extension NibBacked {
                static var nibName: String { "\\(Self.self)" }
            }
            extension NibBacked where Self: UIView {
                static func fromNib() -> Self { UINib(nibName: nibName, bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! Self }
            }
            -- Views.swift --
            final class BadgeView: UIView, NibBacked {}
            final class CardView: UIView, NibBacked {
                static var nibName: String { "«Card|Crad»" }
            }
            let views = [BadgeView.fromNib(), ↓CardView.fromNib()]
            -- BadgeView.xib --
            <document><objects><view id="b" customClass="BadgeView"/></objects></document>
            -- Card.xib --
            <document><objects><view id="c" customClass="CardView"/></objects></document>
            """, NibNotFound.self)
    }

    /// `static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }`, of a class
    /// or a protocol's default, read as `X.nib`: the xib named after `X`.
    @Test func aNibPropertyNamedAfterTheTypeItIsReadOn() {
        check(
            """
            -- Cells.swift --
            protocol NibProviding: AnyObject {}
            extension NibProviding {
                static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
            }
            final class ProfileCell: UITableViewCell, NibProviding {}
            final class BadgeCell: UITableViewCell {
                static let nib = UINib(nibName: String(describing: self), bundle: nil)
            }
            final class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(ProfileCell.nib, forCellReuseIdentifier: "profile")
                    tableView.register(↓BadgeCell.nib, forCellReuseIdentifier: "badge")
                }
            }
            -- ProfileCell.xib --
            <document><objects><tableViewCell id="p" customClass="ProfileCell"/></objects></document>
            -- «BadgeCell|Badge».xib --
            <document><objects><tableViewCell id="b" customClass="BadgeCell"/></objects></document>
            """, NibNotFound.self)
    }
}
