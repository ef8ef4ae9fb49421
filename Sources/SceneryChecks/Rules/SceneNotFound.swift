@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A storyboard has no scene with the Storyboard ID that code, a convention or a storyboard
/// reference expects.
@_spi(Scenery) public enum SceneNotFound: Rule {
    @_spi(Scenery) public static let id = "scene-not-found"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "A storyboard has no scene with the expected Storyboard ID."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "At a literal ID (one given to a helper too), the ID the expected class's scene has; on that scene, the ID the code expects (for a helper's call, only when no other code names the scene); for SwiftGen's or R.swift's names, the closest scene's."

    /// Whether an expectation other than `expectation` finds `scene` of `storyboard` by its Storyboard ID.
    private static func isUsedByOthers(
        _ scene: Scene, of storyboard: InterfaceFileFacts, but expectation: InterfaceExpectation, in context: CheckContext
    ) -> Bool {
        guard let current = scene.storyboardIdentifier?.value else { return false }
        return context.snapshot.expectations(reportableIn: storyboard.path).contains { other in
            other != expectation && other.kind == .scene(identifier: current) && other.files.contains(storyboard.name)
        }
    }

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.evaluations.compactMap { evaluation -> Diagnostic? in
            guard case .sceneMissing(let storyboards) = evaluation.outcome, let storyboard = storyboards.first else { return nil }
            let expectation = evaluation.expectation
            let identifier: String
            switch expectation.kind {
            case .scene(let expected): identifier = expected
            case .sceneMember(let member, let naming):
                let tool = naming == .swiftGen ? "SwiftGen" : "R.swift"
                // The member is written in the user's code, so the closest scene's generated name can replace it.
                let members = storyboard.scenes.compactMap { $0.storyboardIdentifier.map { naming.sceneName($0.value) } }
                return diagnostic(
                    "\(storyboard.name).storyboard has no scene that \(tool) names '\(member)'", at: expectation.location,
                    fixes: Spelling.replacementFix(for: member, at: expectation.location, candidates: members, noun: "scene")
                )
            default: return nil
            }
            let expected = expectation.expectedClass.map(Identifiers.simpleName)
            let candidates = expected.map { name in storyboard.scenes.filter { $0.customClass?.value == name } } ?? []
            let noScene = expectation.files.count == 1 ? "\(storyboard.name).storyboard has no scene" : "No storyboard has a scene"
            // The scene is there under another ID.
            if candidates.count == 1, let scene = candidates.first, let expected {
                let current = scene.storyboardIdentifier
                let setIdentifier = Fix.all(
                    title: "Set Storyboard ID to '\(identifier)'",
                    [StoryboardEdit.set("storyboardIdentifier", of: scene, current: current, to: identifier, in: storyboard.path)]
                )
                let what = current.map { "has Storyboard ID '\($0.value)'" } ?? "has no Storyboard ID"
                let sceneLocation = SourceLocation(path: storyboard.path, range: (current ?? scene.customClass)?.valueRange ?? scene.startTagRange)
                if expectation.isLiteral {
                    // The code names the ID: either side may be the typo. A helper's call is one of
                    // several that share the scene: its ID changes only when no other code names it.
                    let useCurrent =
                        current.map { Fix.all(title: "Use '\($0.value)'", [CopiedText.edit(writing: $0.value, over: expectation.location)]) } ?? []
                    let sharesScene = expectation.helperLookup != nil && isUsedByOthers(scene, of: storyboard, but: expectation, in: context)
                    return diagnostic(
                        "\(noScene) with Storyboard ID '\(identifier)'; its \(expected) scene \(what)", at: expectation.location,
                        related: [Diagnostic.Related(location: sceneLocation, message: "the \(expected) scene")] + helperLookup(of: expectation),
                        fixes: useCurrent + (sharesScene ? [] : setIdentifier)
                    )
                }
                return diagnostic(
                    "The \(expected) scene in \(storyboard.name).storyboard \(what); \(expected) is instantiated with '\(identifier)'",
                    at: sceneLocation,
                    related: [
                        Diagnostic.Related(
                            location: expectation.location, message: "\(expected) is instantiated from \(storyboard.name).storyboard here")
                    ],
                    fixes: setIdentifier
                )
            }
            // When the code does not say which storyboard (one passed in, say), every storyboard was
            // searched: none is singled out, and the closest ID may be in any.
            let existing = storyboards.flatMap { $0.scenes.compactMap(\.storyboardIdentifier?.value) }
            let searched =
                expectation.files.count == 1
                ? [
                    Diagnostic.Related(
                        location: SourceLocation(path: storyboard.path, range: .empty(at: 0)), message: "\(storyboard.name).storyboard")
                ]
                : []
            return diagnostic(
                "\(noScene) with Storyboard ID '\(identifier)'", at: expectation.location,
                related: searched + helperLookup(of: expectation),
                fixes: expectation.isLiteral
                    ? Spelling.replacementFix(for: identifier, at: expectation.location, candidates: existing, noun: "scene") : []
            )
        }
    }

    /// Where the helper a call goes through looks the scene up, as related information.
    private static func helperLookup(of expectation: InterfaceExpectation) -> [Diagnostic.Related] {
        expectation.helperLookup.map { [Diagnostic.Related(location: $0, message: "the lookup \(expectation.origin) makes")] } ?? []
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            \(RuleExample.profileScreen)
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="↓Profile" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        RuleExample(
            """
            -- Profile.swift --
            extension UIStoryboard { enum Name: String { case profile = "Profile" } }
            final class ProfileViewController: UIViewController {}
            extension ProfileViewController: StoryboardInstantiatable {
                static var storyboardName: UIStoryboard.Name { ↓.profile }
            }
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="OtherViewController" storyboardIdentifier="Other" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // Plain UIKit: a literal ID (closest existing ID offered), a cast to a class whose scene
        // has another ID, the view controller's own storyboard, an ID no storyboard has.
        RuleExample(
            """
            -- Coordinator.swift --
            final class HomeViewController: UIViewController {
                func show() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateViewController(withIdentifier: "↓Setings")
                    _ = storyboard.instantiateViewController(withIdentifier: "↓About") as! AboutViewController
                    _ = self.storyboard?.instantiateViewController(withIdentifier: "↓Help")
                    _ = someStoryboard.instantiateViewController(withIdentifier: "↓Nowhere")
                }
            }
            final class AboutViewController: UIViewController {}
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
            <viewController id="b" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            <viewController id="c" customClass="AboutViewController" storyboardIdentifier="AboutScreen" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // The project's own helpers: each call is checked as the call the helper makes.
        RuleExample(
            """
            -- Helpers.swift --
            extension UIStoryboard {
                func instantiate<T: UIViewController>(_ type: T.Type) -> T {
                    instantiateViewController(withIdentifier: String(describing: T.self)) as! T
                }
                func instantiateScreen(id: String) -> UIViewController { instantiateViewController(withIdentifier: id) }
            }
            -- Home.swift --
            final class HomeViewController: UIViewController {}
            final class CheckoutViewController: UIViewController {}
            func show() {
                let main = UIStoryboard(name: "Main", bundle: nil)
                _ = main.instantiate(HomeViewController.self)
                _ = main.instantiateScreen(id: "HomeViewController")
                _ = main.instantiateScreen(id: "↓Nowhere")
                _ = main.instantiate(CheckoutViewController.self)
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="h" customClass="HomeViewController" storyboardIdentifier="HomeViewController" sceneMemberID="viewController"/>
            <viewController id="c" customClass="CheckoutViewController" storyboardIdentifier="↓Checkout" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // Helpers of any name, given a case of a `String` enum of IDs, and that enum's raw values as IDs.
        RuleExample(
            """
            -- Shop.swift --
            enum SceneID: String { case checkout = "Checkout", receipt }
            extension UIStoryboard {
                static let shop = UIStoryboard(name: "Shop", bundle: nil)
                func viewController(withID id: SceneID) -> UIViewController { instantiateViewController(withIdentifier: id.rawValue) }
            }
            -- Cart.swift --
            final class CartViewController: UIViewController {
                func checkOut() -> UIViewController { UIStoryboard.shop.viewController(withID: .checkout) }
                func receipt() -> UIViewController { ↓UIStoryboard.shop.viewController(withID: .receipt) }
                func receiptAgain() -> UIViewController { UIStoryboard.shop.instantiateViewController(withIdentifier: ↓SceneID.receipt.rawValue) }
            }
            -- Shop.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Checkout" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A helper given a case of a storyboard-names enum, naming the scene after the type it is called on.
        RuleExample(
            """
            -- AppStoryboard.swift --
            enum AppStoryboard: String { case login = "Login" }
            extension UIViewController {
                static func fromStoryboard(_ storyboard: AppStoryboard) -> Self {
                    UIStoryboard(name: storyboard.rawValue, bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as! Self
                }
            }
            -- Login.swift --
            final class LoginViewController: UIViewController {}
            final class SignUpViewController: UIViewController {}
            func start() {
                _ = LoginViewController.fromStoryboard(.login)
                _ = ↓SignUpViewController.fromStoryboard(AppStoryboard.login)
            }
            -- Login.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="LoginViewController" storyboardIdentifier="LoginViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A wrong ID given to a helper is reported at the literal that gives it, one finding per
        // call, with the helper's lookup as related information; the scene's ID is not offered
        // for a change while another call names it.
        RuleExample(
            """
            -- Helpers.swift --
            extension UIStoryboard {
                static func instantiate(storyboard name: String, id: String) -> UIViewController {
                    UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: id)
                }
            }
            -- About.swift --
            final class AboutViewController: UIViewController {}
            func show() {
                _ = UIStoryboard.instantiate(storyboard: "Settings", id: "About") as! AboutViewController
                _ = UIStoryboard.instantiate(storyboard: "Settings", id: "↓Abuot") as! AboutViewController
                _ = UIStoryboard.instantiate(storyboard: "Settings", id: "↓Privaci")
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            <viewController id="p" storyboardIdentifier="Privacy" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // Helpers that are methods of the app's own types: static methods of an enum or a class
        // (one named like the platform's, looking up in its own storyboard), instance methods of a
        // local, a property or a shared instance, methods of a protocol's extension; helpers
        // calling helpers; a parameter bound to a local or given a default.
        RuleExample(
            """
            -- Factory.swift --
            enum Factory {
                static func make(storyboard: String, id: String) -> UIViewController {
                    let identifier = id
                    return UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
                static func login(id: String) -> UIViewController { make(storyboard: "Login", id: id) }
                static func start(screen: String = "Welcome") -> UIViewController { Factory.login(id: screen) }
            }
            final class ViewFactory {
                func make(storyboardName: String, identifier: String) -> UIViewController {
                    UIStoryboard(name: storyboardName, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
            }
            final class WindowManager {
                static let shared = WindowManager()
                func open(scene: String) -> UIViewController { UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: scene) }
            }
            protocol Routing {}
            extension Routing {
                func route(to id: String) -> UIViewController { UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: id) }
            }
            enum Utils {
                static func instantiateController(withIdentifier identifier: String) -> UIViewController {
                    UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
            }
            -- Login.swift --
            final class LoginViewController: UIViewController, Routing {
                var viewFactory: ViewFactory!
                func show() {
                    _ = Utils.instantiateController(withIdentifier: "↓Other")
                    _ = Factory.make(storyboard: "Login", id: "↓lgin")
                    _ = Factory.login(id: "↓Welcom")
                    _ = Factory.start()
                    _ = Factory.start(screen: "↓Wellcome")
                    let factory = ViewFactory()
                    _ = factory.make(storyboardName: "Login", identifier: "↓Logn") as! LoginViewController
                    _ = viewFactory.make(storyboardName: "Login", identifier: "↓loginn")
                    _ = WindowManager.shared.open(scene: "↓Welcomee")
                    _ = route(to: "↓Welcme")
                }
            }
            -- Login.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="LoginViewController" storyboardIdentifier="login" sceneMemberID="viewController"/>
            <viewController id="w" storyboardIdentifier="Welcome" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Other.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="o" storyboardIdentifier="Other" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // Storyboards held in static properties (`UIStoryboard.settings`), with either instantiation API.
        RuleExample(
            """
            -- Storyboards.swift --
            extension UIStoryboard {
                static let settings = UIStoryboard(name: "Settings", bundle: nil)
                static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
            }
            func show() {
                _ = UIStoryboard.settings.instantiateViewController(withIdentifier: "Privacy")
                _ = UIStoryboard.settings.instantiateViewController(identifier: "Privacy")
                _ = UIStoryboard.settings.instantiateViewController(identifier: "↓Home")
                _ = UIStoryboard.main.instantiateViewController(identifier: "↓Privacy")
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Privacy" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="h" storyboardIdentifier="Home" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A type's name as the ID or the storyboard's name (`String(describing: X.self)`, `"\(X.self)"`):
        // no fix rewrites the expression.
        RuleExample(
            """
            -- Coordinator.swift --
            final class DetailViewController: UIViewController {}
            final class ListViewController: UIViewController {
                func show() {
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: ↓String(describing: DetailViewController.self))
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: ↓"\\(DetailViewController.self)")
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: String(describing: ListViewController.self))
                }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ListViewController" storyboardIdentifier="ListViewController" sceneMemberID="viewController"/>
            <viewController id="b" customClass="DetailViewController" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // Storyboardable (its identifier defaults to the type name), StoryboardIdentifiable, R.swift and a storyboard reference.
        RuleExample(
            """
            -- Screens.swift --
            final class QuotesViewController: UIViewController, Storyboardable {
                static var storyboardIdentifier: String { "↓Quotes" }
            }
            extension UIViewController: StoryboardIdentifiable {}
            extension UIStoryboard { enum Storyboard: String { case main = "Main" } }
            final class ArticleViewController: UIViewController {}
            func show() {
                let article: ↓ArticleViewController = UIStoryboard.storyboard(.main).instantiateViewController()
                let settings = R.storyboard.main.↓settingsViewController()
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewControllerPlaceholder id="p" referencedIdentifier="↓Missing" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // Names in AppKit's name types and constants of the app's own (a literal inside a name type is fixed there).
        RuleExample(
            """
            -- Names.swift --
            struct SceneName: RawRepresentable {
                let rawValue: String
                static let general = SceneName(rawValue: "Genral")
            }
            extension NSStoryboard.SceneIdentifier {
                static let advanced = NSStoryboard.SceneIdentifier("Advnced")
            }
            -- Preferences.swift --
            final class PreferencesWindowController: NSWindowController {
                func show() {
                    let storyboard = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
                    _ = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("↓Acounts"))
                    _ = storyboard.instantiateController(withIdentifier: ↓SceneName.general.rawValue)
                    _ = storyboard.instantiateController(withIdentifier: ↓.advanced)
                }
            }
            -- Preferences.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Accounts" sceneMemberID="viewController"/>
            <viewController id="g" storyboardIdentifier="General" sceneMemberID="viewController"/>
            <viewController id="d" storyboardIdentifier="Advanced" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Names.swift --
            struct SceneName: RawRepresentable {
                let rawValue: String
                static let general = SceneName(rawValue: "General")
            }
            extension NSStoryboard.SceneIdentifier {
                static let advanced = NSStoryboard.SceneIdentifier("Advanced")
            }
            -- Preferences.swift --
            final class PreferencesWindowController: NSWindowController {
                func show() {
                    let storyboard = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
                    _ = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("Accounts"))
                    _ = storyboard.instantiateController(withIdentifier: SceneName.general.rawValue)
                    _ = storyboard.instantiateController(withIdentifier: .advanced)
                }
            }
            -- Preferences.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Accounts" sceneMemberID="viewController"/>
            <viewController id="g" storyboardIdentifier="General" sceneMemberID="viewController"/>
            <viewController id="d" storyboardIdentifier="Advanced" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        RuleExample(
            """
            \(RuleExample.profileScreen)
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        RuleExample(
            """
            -- Coordinator.swift --
            final class HomeViewController: UIViewController {
                func show(identifier: String) {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController
                    _ = storyboard.instantiateViewController(withIdentifier: identifier)
                    _ = self.storyboard?.instantiateViewController(withIdentifier: "Home")
                    _ = UIStoryboard(name: "Missing", bundle: nil).instantiateViewController(withIdentifier: "Anything")
                    let article: ArticleViewController = UIStoryboard.storyboard(.main).instantiateViewController()
                    let settings = R.storyboard.main.settingsViewController()
                }
            }
            final class ArticleViewController: UIViewController {}
            extension UIStoryboard { enum Storyboard: String { case main = "Main" } }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
            <viewController id="b" customClass="ArticleViewController" storyboardIdentifier="ArticleViewController" sceneMemberID="viewController"/>
            <viewController id="c" storyboardIdentifier="Settings View Controller" sceneMemberID="viewController"/>
            <viewControllerPlaceholder id="p" referencedIdentifier="Home" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A helper that is a method of one class is not another class's method of that name.
        RuleExample(
            """
            -- Menus.swift --
            class MenuViewController: UIViewController {
                func show(_ id: String) { navigationController?.pushViewController(storyboard!.instantiateViewController(withIdentifier: id), animated: true) }
                func openAbout() { show("About") }
            }
            final class SubMenuViewController: MenuViewController {
                func openHelp() { show("About") }
            }
            final class EditorViewController: UIViewController {
                func show(_ message: String) { print(message) }
                func saved() { show("Saved!") }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="MenuViewController" storyboardIdentifier="Menu" sceneMemberID="viewController"/>
            <viewController id="b" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A function that names its scene itself is checked where it names it, not at its calls.
        RuleExample(
            """
            -- Menu.swift --
            final class MenuViewController: UIViewController {
                func showAbout() { show(storyboard!.instantiateViewController(withIdentifier: "About"), sender: nil) }
                func tapped() { showAbout() }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="MenuViewController" storyboardIdentifier="Menu" sceneMemberID="viewController"/>
            <viewController id="b" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // The same helpers given IDs the storyboard has, and calls no helper of the project makes.
        RuleExample(
            """
            -- Factory.swift --
            enum Factory {
                static func make(storyboard: String, id: String) -> UIViewController {
                    let identifier = id
                    return UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
                static func login(id: String) -> UIViewController { make(storyboard: "Login", id: id) }
                static func start(screen: String = "Welcome") -> UIViewController { Factory.login(id: screen) }
            }
            final class ViewFactory {
                func make(storyboardName: String, identifier: String) -> UIViewController {
                    UIStoryboard(name: storyboardName, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
            }
            final class WindowManager {
                static let shared = WindowManager()
                func open(scene: String) -> UIViewController { UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: scene) }
            }
            final class Toast { func open(scene: String) { print(scene) } }
            protocol Routing {}
            extension Routing {
                func route(to id: String) -> UIViewController { UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: id) }
            }
            enum Utils {
                static func instantiateController(withIdentifier identifier: String) -> UIViewController {
                    UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
            }
            -- Login.swift --
            final class LoginViewController: UIViewController, Routing {
                var viewFactory: ViewFactory!
                let toast = Toast()
                func show() {
                    _ = Utils.instantiateController(withIdentifier: "Welcome")
                    _ = Factory.make(storyboard: "Login", id: "login")
                    _ = Factory.login(id: "Welcome")
                    _ = Factory.start()
                    _ = Factory.start(screen: "login")
                    let factory = ViewFactory()
                    _ = factory.make(storyboardName: "Login", identifier: "login") as! LoginViewController
                    _ = viewFactory.make(storyboardName: "Login", identifier: "Welcome")
                    _ = WindowManager.shared.open(scene: "Welcome")
                    toast.open(scene: "Saved!")
                    _ = route(to: "login")
                }
            }
            -- Login.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="LoginViewController" storyboardIdentifier="login" sceneMemberID="viewController"/>
            <viewController id="w" storyboardIdentifier="Welcome" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A code-only screen has no scene to find.
        RuleExample(
            """
            -- Welcome.swift --
            final class WelcomeViewController: UIViewController {
                func initialize(name: String) {}
            }
            """),
    ]
}
