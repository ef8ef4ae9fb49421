@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import Testing

/// Every convention Documentation/Conventions.md lists, recognised: which classes follow which convention, and
/// what each (and each call in code) expects of the Interface Builder files.
@Suite struct ConventionTests {
    /// Screens as `Name: conventions (kind)`; expectations as `what in files [as Class] ← origin`.
    func check(
        _ literal: String, screens expectedScreens: [String], expectations expectedExpectations: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let fixture = Fixture(literal)
        var index = ProjectIndex()
        for file in fixture.files { index.update(path: file.path, bytes: file.bytes) }
        let snapshot = index.snapshot()
        let screens = snapshot.screens.map { "\($0.qualifiedName): \($0.conventions.map(\.rawValue).joined(separator: ", ")) (\($0.kind.rawValue))" }
        #expect(screens == expectedScreens, sourceLocation: sourceLocation)
        #expect(snapshot.expectations.map(Self.describe).sorted() == expectedExpectations.sorted(), sourceLocation: sourceLocation)
    }

    static func describe(_ expectation: InterfaceExpectation) -> String {
        let what =
            switch expectation.kind {
            case .storyboard: "storyboard"
            case .scene(let identifier): "scene #\(identifier)"
            case .sceneMember(let member, _): "scene .\(member)"
            case .initialScene: "initial scene"
            case .segue(let identifier): "segue #\(identifier) from \(expectation.sourceClass ?? "?")"
            case .nibFirstObject: "first object"
            case .nibOwner: "File's Owner"
            }
        let files = expectation.files.map { $0 + (expectation.fileKind == .xib ? ".xib" : ".storyboard") }.joined(separator: "|")
        return "\(what) in \(files)" + (expectation.expectedClass.map { " as \($0)" } ?? "") + " ← \(expectation.origin)"
    }

    @Test func namespacedFactories() {
        check(
            """
            -- Names.swift --
            extension UIStoryboard { enum Name: String { case profile = "Profile" } }
            -- Screens.swift --
            class BaseViewController: UIViewController {}
            final class ProfileViewController: BaseViewController {
                func initialize(user: User) {}
            }
            extension ProfileViewController: StoryboardInstantiatable {
                static var storyboardName: UIStoryboard.Name { .profile }
            }
            final class WelcomeViewController: UIViewController {
                func initialize() {}
            }
            """,
            // The base class is a screen too, of no convention.
            screens: [
                "BaseViewController:  (viewController)", "ProfileViewController: namespaced (viewController)",
                "WelcomeViewController: namespaced (viewController)",
            ],
            expectations: [
                "scene #ProfileViewController in Profile.storyboard as ProfileViewController ← ProfileViewController (StoryboardInstantiatable)"
            ]
        )
    }

    @Test func dependencyInjectionThroughImplicitlyUnwrappedOptionals() {
        check(
            """
            -- Profile.swift --
            class BaseViewController: UIViewController {
                var analytics: Analytics!
            }
            final class ProfileViewController: BaseViewController, StoryboardInitializable {
                var viewModel: ProfileViewModel!
                @IBOutlet weak var nameLabel: UILabel!
                static func instantiateFromStoryboard() -> ProfileViewController {
                    let storyboard = UIStoryboard(name: "Profile", bundle: Bundle.main)
                    return storyboard.instantiateViewController(withIdentifier: "profileViewController") as! ProfileViewController
                }
            }
            final class SettingsViewController: UIViewController, StoryboardInitializable {
                static var storyboardName: String { "Settings" }
            }
            """,
            screens: [
                "BaseViewController:  (viewController)",
                "ProfileViewController: storyboardInitializable (viewController)",
                "SettingsViewController: storyboardInitializable (viewController)",
            ],
            expectations: [
                "storyboard in Profile.storyboard ← UIStoryboard(name:bundle:)",
                "scene #profileViewController in Profile.storyboard as ProfileViewController ← instantiateViewController(withIdentifier:)",
                "scene #SettingsViewController in Settings.storyboard as SettingsViewController ← SettingsViewController (StoryboardInitializable)",
            ]
        )
        // Dependencies: the base class's first, outlets excluded.
        var index = ProjectIndex()
        let fixture = Fixture(
            """
            -- A.swift --
            class BaseViewController: UIViewController { var analytics: Analytics! }
            final class ProfileViewController: BaseViewController, StoryboardInitializable {
                var viewModel: ProfileViewModel!
                @IBOutlet weak var nameLabel: UILabel!
            }
            """)
        for file in fixture.files { index.update(path: file.path, bytes: file.bytes) }
        #expect(index.snapshot().screen(named: "ProfileViewController")?.dependencies.map(\.value.name) == ["analytics", "viewModel"])
    }

    @Test func storyboardableWithDefaultsAndOverrides() {
        check(
            """
            -- Screens.swift --
            class QuotesViewController: UIViewController, Storyboardable {}
            final class SettingsViewController: UIViewController, Storyboardable {
                static var storyboardName: String { return "Settings" }
                static var storyboardIdentifier: String { "SettingsScreen" }
            }
            final class FavoritesViewController: QuotesViewController {}
            final class DynamicViewController: UIViewController, Storyboardable {
                static var storyboardName: String { Environment.current.storyboard }
            }
            """,
            screens: [
                "DynamicViewController: storyboardable (viewController)",
                "FavoritesViewController: storyboardable (viewController)",
                "QuotesViewController: storyboardable (viewController)",
                "SettingsViewController: storyboardable (viewController)",
            ],
            expectations: [
                "scene #FavoritesViewController in Main.storyboard as FavoritesViewController ← FavoritesViewController (Storyboardable)",
                "scene #QuotesViewController in Main.storyboard as QuotesViewController ← QuotesViewController (Storyboardable)",
                "scene #SettingsScreen in Settings.storyboard as SettingsViewController ← SettingsViewController (Storyboardable)",
            ]
        )
    }

    @Test func ibConstructibleViewControllersAndViews() {
        check(
            """
            -- Screens.swift --
            final class MyViewController: UIViewController, IBConstructible {}
            final class HeaderView: UIView, IBConstructible {
                static var nibName: String { "Header" }
            }
            final class CardCell: UITableViewCell, IBConstructible {}
            """,
            screens: [
                "CardCell: ibConstructible (view)",
                "HeaderView: ibConstructible (view)",
                "MyViewController: ibConstructible (viewController)",
            ],
            expectations: [
                "first object in CardCell.xib as CardCell ← CardCell (IBConstructible)",
                "first object in Header.xib as HeaderView ← HeaderView (IBConstructible)",
                "initial scene in MyViewController.storyboard as MyViewController ← MyViewController (IBConstructible)",
            ]
        )
    }

    @Test func storyboardIdentifiableByTheExpectedType() {
        check(
            """
            -- Storyboards.swift --
            extension UIStoryboard {
                enum Storyboard: String {
                    case main
                    case news
                    var filename: String { rawValue.capitalized }
                }
                class func storyboard(_ storyboard: Storyboard, bundle: Bundle? = nil) -> UIStoryboard {
                    UIStoryboard(name: storyboard.filename, bundle: bundle)
                }
            }
            extension UIViewController: StoryboardIdentifiable {}
            -- Article.swift --
            final class ArticleViewController: UIViewController {
                static var storyboardIdentifier: String { "Article" }
            }
            final class GalleryViewController: UIViewController {}
            // A UIKit conformance says nothing of an AppKit controller.
            final class MacViewController: NSViewController {}
            func show() {
                let news = UIStoryboard.storyboard(.news)
                let article: ArticleViewController = news.instantiateViewController()
                let gallery = UIStoryboard(storyboard: .main).instantiateViewController() as GalleryViewController
            }
            """,
            screens: [
                "ArticleViewController: storyboardIdentifiable (viewController)",
                "GalleryViewController: storyboardIdentifiable (viewController)",
                "MacViewController:  (viewController)",
            ],
            expectations: [
                "scene #Article in News.storyboard as ArticleViewController ← instantiateViewController() as ArticleViewController",
                "scene #GalleryViewController in Main.storyboard as GalleryViewController ← instantiateViewController() as GalleryViewController",
            ]
        )
    }

    @Test func plainUIKitAndAppKit() {
        check(
            """
            -- Coordinator.swift --
            final class HomeViewController: UIViewController {
                func next() {
                    let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController
                    performSegue(withIdentifier: "showHelp", sender: nil)
                    let creator = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Edit") { coder in
                        EditViewController(coder: coder, item: item)
                    }
                    let cell = UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil, options: nil).first as! CardCell
                }
            }
            final class PreferencesWindowController: NSWindowController {
                func open() {
                    let controller = NSStoryboard(name: "Preferences", bundle: nil).instantiateInitialController() as! PreferencesWindowController
                }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="h" customClass="HomeViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Second.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="h" customClass="HomeViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            // Screens as they are: HomeViewController has two scenes, neither with an ID.
            screens: ["HomeViewController:  (viewController)", "PreferencesWindowController:  (windowController)"],
            expectations: [
                "scene #Detail in Main.storyboard|Second.storyboard as DetailViewController ← instantiateViewController(withIdentifier:)",
                "segue #showHelp from HomeViewController in Main.storyboard|Second.storyboard ← performSegue(withIdentifier:sender:)",
                "storyboard in Main.storyboard ← UIStoryboard(name:bundle:)",
                "scene #Edit in Main.storyboard as EditViewController ← instantiateViewController(withIdentifier:)",
                "first object in Cell.xib as CardCell ← UINib(nibName:bundle:)",
                "storyboard in Preferences.storyboard ← NSStoryboard(name:bundle:)",
                "initial scene in Preferences.storyboard as PreferencesWindowController ← instantiateInitialController()",
            ]
        )
    }

    @Test func reusableSwiftGenAndRSwift() {
        check(
            """
            -- Screens.swift --
            final class HelpViewController: UIViewController, StoryboardBased {}
            final class LoginViewController: UIViewController, StoryboardSceneBased {
                static let sceneStoryboard = UIStoryboard(name: "Auth", bundle: nil)
            }
            final class ProfileHeader: UIView, NibLoadable {}
            final class ProfileCard: UIView, NibOwnerLoadable {
                static var nib: UINib { UINib(nibName: "Card", bundle: nil) }
            }
            func route() {
                _ = R.storyboard.settings.settingsViewController()
                _ = StoryboardScene.Main.initialScene.instantiate()
            }
            -- Generated/R.generated.swift --
            // R.swift's output lives in the build folder, not here.
            """,
            screens: [
                "HelpViewController: reusableStoryboardBased (viewController)",
                "LoginViewController: reusableStoryboardSceneBased (viewController)",
                "ProfileCard: reusableNibOwnerLoadable (view)",
                "ProfileHeader: reusableNibLoadable (view)",
            ],
            expectations: [
                "initial scene in HelpViewController.storyboard as HelpViewController ← HelpViewController (StoryboardBased)",
                "scene #LoginViewController in Auth.storyboard as LoginViewController ← LoginViewController (StoryboardSceneBased)",
                "File's Owner in Card.xib as ProfileCard ← ProfileCard (NibOwnerLoadable)",
                "first object in ProfileHeader.xib as ProfileHeader ← ProfileHeader (NibLoadable)",
                "scene .settingsViewController in settings.storyboard ← R.storyboard",
                "initial scene in Main.storyboard ← instantiateInitialViewController()",
                // The literals in the properties are uses of their own.
                "first object in Card.xib ← UINib(nibName:bundle:)",
                "storyboard in Auth.storyboard ← UIStoryboard(name:bundle:)",
            ]
        )
    }

    @Test func swiftGenDeclarationsAreCheckedOnceWhereTheyAreDeclared() {
        check(
            """
            -- Generated/Storyboards.swift --
            internal enum StoryboardScene {
              internal enum Profile: StoryboardType {
                internal static let storyboardName = "Profile"
                internal static let initialScene = InitialSceneType<UIKit.UINavigationController>(storyboard: Self.self)
                internal static let profileViewController = SceneType<App.ProfileViewController>(storyboard: Self.self, identifier: "ProfileViewController")
              }
            }
            -- Coordinator.swift --
            func show() { _ = StoryboardScene.Profile.profileViewController.instantiate() }
            """,
            screens: [],
            expectations: [
                "initial scene in Profile.storyboard as UINavigationController ← SwiftGen's StoryboardScene.Profile.initialScene",
                "scene #ProfileViewController in Profile.storyboard as ProfileViewController ← SwiftGen's StoryboardScene.Profile.profileViewController",
            ]
        )
    }

    /// AppKit's `NSStoryboard.Name` is `String`: its names are static constants of an extension,
    /// as Scenery's own generated names are.
    @Test func appKitScreensAndWindowControllers() {
        check(
            """
            -- Names.swift --
            extension NSStoryboard.Name {
                static let main: NSStoryboard.Name = "Main"
                static let preferences = NSStoryboard.Name("Preferences")
            }
            -- Screens.swift --
            final class DocumentViewController: NSViewController, StoryboardInstantiatable {
                static var storyboardName: NSStoryboard.Name { .main }
                func initialize(document: Document) {}
            }
            // The namespaced factories create view controllers; a window controller follows the other conventions.
            final class PreferencesWindowController: NSWindowController, Storyboardable {
                static var storyboardName: String { "Preferences" }
                func initialize() {}
            }
            final class BadgeView: NSView, IBConstructible {}
            func showPreferences() {
                _ = NSStoryboard(name: .preferences, bundle: nil).instantiateController(withIdentifier: "Preferences") as! PreferencesWindowController
            }
            """,
            screens: [
                "BadgeView: ibConstructible (view)",
                "DocumentViewController: namespaced (viewController)",
                "PreferencesWindowController: storyboardable (windowController)",
            ],
            expectations: [
                "first object in BadgeView.xib as BadgeView ← BadgeView (IBConstructible)",
                "scene #DocumentViewController in Main.storyboard as DocumentViewController ← DocumentViewController (StoryboardInstantiatable)",
                "scene #PreferencesWindowController in Preferences.storyboard as PreferencesWindowController ← PreferencesWindowController (Storyboardable)",
                "scene #Preferences in Preferences.storyboard as PreferencesWindowController ← instantiateController(withIdentifier:)",
            ]
        )
    }

    /// A reference names a scene of another storyboard (or of its own, without `storyboardName`),
    /// or that storyboard's initial scene when it names no scene.
    @Test func storyboardReferences() {
        check(
            """
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewControllerPlaceholder id="p" storyboardName="Profile" sceneMemberID="viewController"/>
            <viewControllerPlaceholder id="q" storyboardName="Profile" referencedIdentifier="Edit" sceneMemberID="viewController"/>
            <viewControllerPlaceholder id="r" referencedIdentifier="Help" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            screens: [],
            expectations: [
                "initial scene in Profile.storyboard ← storyboard reference",
                "scene #Edit in Profile.storyboard ← storyboard reference",
                "scene #Help in Main.storyboard ← storyboard reference",
            ]
        )
    }

    /// A package that compiles its own UIKit stand-in declares `UIViewController`: a chain still
    /// ends at the SDK's name.
    @Test func aChainEndsAtTheSDKClassEvenWhenTheProjectDeclaresIt() {
        check(
            """
            -- UIKit/UIKit.swift --
            open class UIResponder: NSObject {}
            open class UIViewController: UIResponder {}
            -- App/Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize() {}
            }
            """,
            screens: ["ProfileViewController: namespaced (viewController)"],
            expectations: []
        )
    }
}
