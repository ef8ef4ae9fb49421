@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// A call of one of the project's helpers serves as the UIKit call the helper makes: completion
/// in a literal it passes on, hover and definition on its literal and enum-case arguments and on
/// its name, references and the navigation graph. `1️⃣` is a cursor; ⏩…⏪ mark expected locations.
@Suite struct HelperCallTests {
    static let helpers = """
        -- Helpers.swift --
        enum SceneID: String { case checkout = "Checkout" }
        enum AppStoryboard: String { case shop = "Shop" }
        extension UIViewController {
            class func instantiateFromStoryboard() -> Self {
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as! Self
            }
            static func loadFromStoryboard(named name: String) -> UIViewController? {
                UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            }
            static func fromStoryboard(_ storyboard: AppStoryboard) -> Self {
                UIStoryboard(name: storyboard.rawValue, bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as! Self
            }
        }
        extension UIStoryboard {
            static let shop = UIStoryboard(name: "Shop", bundle: nil)
            func viewController(withID id: SceneID) -> UIViewController { instantiateViewController(withIdentifier: id.rawValue) }
            func scene(named id: String) -> UIViewController { instantiateViewController(withIdentifier: id) }
            static func instantiate(storyboard name: String, id: String) -> UIViewController {
                UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: id)
            }
        }
        func loadNib(named name: String) -> UIView? { UINib(nibName: name, bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView }
        class MenuViewController: UIViewController {
            func show(_ id: String) { navigationController?.pushViewController(storyboard!.instantiateViewController(withIdentifier: id), animated: true) }
        }
        final class HomeViewController: UIViewController {}
        final class Checkout6️⃣ViewController: UIViewController {}
        final class ReceiptViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        ⏩<viewController id="h" customClass="HomeViewController" storyboardIdentifier="HomeViewController" sceneMemberID="viewController">⏪</viewController>
        <viewController id="c" customClass="CartViewController" storyboardIdentifier="Cart" sceneMemberID="viewController"/>
        <viewController id="m" customClass="MenuViewController" storyboardIdentifier="Menu" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Shop.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        ⏩<viewController id="k" customClass="⏩CheckoutViewController⏪" storyboardIdentifier="Checkout" sceneMemberID="viewController">⏪</viewController>
        ⏩<viewController id="r" customClass="ReceiptViewController" storyboardIdentifier="ReceiptViewController" sceneMemberID="viewController">⏪</viewController>
        </objects></scene></scenes></document>
        -- Settings.storyboard --
        <document initialViewController="t"><scenes><scene sceneID="s"><objects>
        <viewController id="t" customClass="SettingsViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Views/Badge.xib --
        <document><objects><view id="v" customClass="BadgeView"/></objects></document>
        """

    static let project =
        helpers + """

            -- Cart.swift --
            final class CartViewController: MenuViewController {
                func checkOut() { show(UIStoryboard.shop.⏩viewController⏪(withID: .check1️⃣out), sender: nil) }
                func home() { show(HomeViewController.⏩instantiate2️⃣FromStoryboard⏪(), sender: nil) }
                func settings() { _ = UIViewController.⏩loadFromStoryboard⏪(named: "Sett3️⃣ings") }
                func receipt() { _ = ReceiptViewController.⏩fromStoryboard⏪(.sh4️⃣op) }
                func help() { _ = UIStoryboard.⏩instantiate⏪(storyboard: "Shop", id: "Check5️⃣out") }
            }
            """

    func check(_ coordinator: String, expect expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        checkCompletion(in: Self.helpers, coordinator: coordinator, indexed: false, expect: expected, sourceLocation: sourceLocation)
    }

    /// A literal a helper passes on as a storyboard's name, a Storyboard ID (from the storyboard
    /// the call names, as far as the text says) or a nib's name completes as UIKit's own would.
    @Test func literalsGivenToHelpersComplete() {
        let storyboards = ["Main — Main.storyboard", "Settings — Settings.storyboard", "Shop — Shop.storyboard"]
        let main = [
            "Cart — Main.storyboard · CartViewController", "HomeViewController — Main.storyboard · HomeViewController",
            "Menu — Main.storyboard · MenuViewController",
        ]
        let shop = ["Checkout — Shop.storyboard · CheckoutViewController", "ReceiptViewController — Shop.storyboard · ReceiptViewController"]
        check("let settings = UIViewController.loadFromStoryboard(named: \"1️⃣", expect: storyboards)
        check("let help = UIStoryboard.instantiate(storyboard: \"Shop\", id: \"1️⃣\")", expect: shop)
        check("let cart = UIStoryboard(name: \"Main\", bundle: nil).scene(named: \"1️⃣\")", expect: main)
        check("let checkout = UIStoryboard.shop.scene(named: \"1️⃣\")", expect: shop)
        check("let badge = loadNib(named: \"1️⃣\")", expect: ["Badge — Views/Badge.xib"])
        // A helper of a project class is a method of it and its subclasses only; no helper takes a second string.
        check("extension MenuViewController {\n    func about() { show(\"1️⃣\") }\n}", expect: (main + shop).sorted())
        check("final class EditorViewController: UIViewController {\n    func saved() { show(\"1️⃣\") }\n}", expect: [])
        check("let help = UIStoryboard.instantiate(storyboard: \"Shop\", id: \"Checkout\", \"1️⃣\")", expect: [])
    }

    func render(_ locations: [SceneryProjectModel.SourceLocation], _ fixture: Fixture) -> [String] {
        locations.map { "\(fixture.name(of: $0.path))@\($0.range)" }
    }

    /// On a literal or an enum case a helper is given, and on the name of one that names its scene
    /// itself (after the type it is called on), hover and definition tell what the UIKit call finds.
    @Test func hoverAndDefinitionOnAHelpersArgumentsAndName() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let cart = fixture["Cart.swift"]
        func definition(_ marker: String) -> [String] {
            render(analysis.definition(at: cart.marked.offset(marker), in: cart.path, text: cart.marked.source), fixture)
        }
        func hover(_ marker: String) -> String? {
            analysis.hover(at: cart.marked.offset(marker), in: cart.path, text: cart.marked.source, place: NavigationTests().place(fixture))
        }
        let main = fixture["Main.storyboard"].marked.ranges
        let shop = fixture["Shop.storyboard"].marked.ranges
        // `.checkout` of `viewController(withID: SceneID)`, and `"Checkout"` given as the Storyboard ID of Shop.storyboard.
        #expect(definition("1️⃣") == ["Shop.storyboard@\(shop[0])"])
        #expect(
            hover("1️⃣") == """
                Scene `Checkout` in Shop.storyboard — custom class `CheckoutViewController`

                Parameters: none

                Opened from:
                - instantiate in CartViewController (Cart.swift:2)
                - instantiate in CartViewController (Cart.swift:6)
                """)
        #expect(definition("5️⃣") == definition("1️⃣"))
        #expect(hover("5️⃣") == hover("1️⃣"))
        // A rename does not rewrite a name given to a helper: it offers none there.
        #expect(analysis.renameTarget(at: cart.marked.offset("5️⃣"), in: cart.path, text: cart.marked.source) == nil)
        // The helper's name, when its storyboard and Storyboard ID come from the helper and the type it is called on.
        #expect(definition("2️⃣") == ["Main.storyboard@\(main[0])"])
        #expect(hover("2️⃣")?.hasPrefix("Scene `HomeViewController` in Main.storyboard — custom class `HomeViewController`") == true)
        // A storyboard's name, as a literal or a case of a storyboard-names enum.
        #expect(definition("3️⃣") == ["Settings.storyboard@0..<0"])
        #expect(hover("3️⃣") == "**Settings.storyboard** — 1 scene\n- SettingsViewController")
        #expect(definition("4️⃣") == ["Shop.storyboard@0..<0"])
        #expect(
            hover("4️⃣") == """
                **Shop.storyboard** — 2 scenes
                - CheckoutViewController (Storyboard ID `Checkout`)
                - ReceiptViewController (Storyboard ID `ReceiptViewController`)
                """)
    }

    /// The navigation graph has an edge for each helper call that opens a screen, from the type
    /// that calls it, at the helper's name (as a factory's call is at its name).
    @Test func helperCallsAreGraphEdges() {
        let fixture = Fixture(Self.project)
        let calls = fixture["Cart.swift"].marked.ranges
        let edges = Analysis(fixture).navigationGraph().edges.map {
            "\($0.from ?? "-") \($0.kind.rawValue) \($0.to) \(render([$0.location], fixture)[0])"
        }
        #expect(
            edges == [
                "CartViewController instantiate CheckoutViewController Cart.swift@\(calls[0])",
                "CartViewController instantiate HomeViewController Cart.swift@\(calls[1])",
                "CartViewController instantiate SettingsViewController Cart.swift@\(calls[2])",
                "CartViewController instantiate ReceiptViewController Cart.swift@\(calls[3])",
                "CartViewController instantiate CheckoutViewController Cart.swift@\(calls[4])",
            ])
    }

    /// A screen's references have each helper call that opens it, at the helper's name.
    @Test func helperCallsAreReferences() {
        let fixture = Fixture(Self.project)
        let calls = fixture["Cart.swift"].marked.ranges
        let helpers = fixture["Helpers.swift"]
        let references = Analysis(fixture).references(
            at: helpers.marked.offset("6️⃣"), in: helpers.path, text: helpers.marked.source, includeDeclaration: false)
        #expect(
            render(references, fixture) == [
                "Cart.swift@\(calls[0])", "Cart.swift@\(calls[4])", "Shop.storyboard@\(fixture["Shop.storyboard"].marked.ranges[1])",
            ])
    }

    /// Helpers that are methods of the app's own types: a static method of an enum (reached
    /// through two helpers that call it, one with a default), an instance method of a class held
    /// in a property, of a shared instance, and of a protocol's extension.
    static let appTypes = """
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
        final class Login5️⃣ViewController: UIViewController {}
        -- Login.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        ⏩<viewController id="a" customClass="⏩LoginViewController⏪" storyboardIdentifier="login" sceneMemberID="viewController">⏪</viewController>
        <viewController id="w" storyboardIdentifier="Welcome" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Other.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="o" storyboardIdentifier="Other" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    static let appTypesProject =
        appTypes + """

            -- Coordinator.swift --
            final class Coordinator: Routing {
                var viewFactory: ViewFactory!
                func run() {
                    _ = Factory.⏩make⏪(storyboard: "Login", id: "log1️⃣in")
                    _ = Factory.⏩start⏪(screen: "log2️⃣in")
                    _ = viewFactory.⏩make⏪(storyboardName: "Login", identifier: "log3️⃣in")
                    _ = WindowManager.shared.⏩open⏪(scene: "log4️⃣in")
                    _ = ⏩route⏪(to: "log6️⃣in")
                    _ = Utils.⏩instantiateController⏪(withIdentifier: "log7️⃣in")
                }
            }
            """

    /// A literal given to any of them completes with the Storyboard IDs of the storyboard the
    /// helper (or the helper it calls) looks the scene up in.
    @Test func literalsGivenToMethodsOfTheAppsTypesComplete() {
        let login = ["Welcome — Login.storyboard · viewController", "login — Login.storyboard · LoginViewController"]
        func check(_ coordinator: String, expect expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            checkCompletion(in: Self.appTypes, coordinator: coordinator, indexed: false, expect: expected, sourceLocation: sourceLocation)
        }
        check("let login = Factory.make(storyboard: \"Login\", id: \"1️⃣", expect: login)
        check("let login = Factory.login(id: \"1️⃣", expect: login)
        check("let start = Factory.start(screen: \"1️⃣", expect: login)
        check("let login = viewFactory.make(storyboardName: \"Login\", identifier: \"1️⃣", expect: login)
        check("let login = WindowManager.shared.open(scene: \"1️⃣", expect: login)
        check("extension Coordinator {\n    func go() { _ = route(to: \"1️⃣\") }\n}", expect: login)
        // Named like the platform's method, on the app's type: its own storyboard's scenes, not every storyboard's.
        check("let login = Utils.instantiateController(withIdentifier: \"1️⃣", expect: login)
        check("let any = storyboard.instantiateController(withIdentifier: \"1️⃣", expect: ["Other — Other.storyboard · viewController"] + login)
    }

    /// Hover, definition and references through them work as on a literal call of UIKit's.
    @Test func navigationThroughMethodsOfTheAppsTypes() {
        let fixture = Fixture(Self.appTypesProject)
        let analysis = Analysis(fixture)
        let coordinator = fixture["Coordinator.swift"]
        let scene = "Login.storyboard@\(fixture["Login.storyboard"].marked.ranges[0])"
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "6️⃣", "7️⃣"] {
            let offset = coordinator.marked.offset(marker)
            #expect(render(analysis.definition(at: offset, in: coordinator.path, text: coordinator.marked.source), fixture) == [scene], "\(marker)")
            let hover = analysis.hover(at: offset, in: coordinator.path, text: coordinator.marked.source, place: NavigationTests().place(fixture))
            #expect(hover?.hasPrefix("Scene `login` in Login.storyboard — custom class `LoginViewController`") == true, "\(marker)")
        }
        let factory = fixture["Factory.swift"]
        let references = analysis.references(at: factory.marked.offset("5️⃣"), in: factory.path, text: factory.marked.source, includeDeclaration: false)
        let calls = coordinator.marked.ranges.map { "Coordinator.swift@\($0)" }
        #expect(render(references, fixture) == calls + ["Login.storyboard@\(fixture["Login.storyboard"].marked.ranges[1])"])
    }

    /// A wrong Storyboard ID given to a helper is reported at the literal the call gives it in,
    /// with the helper's lookup as related information, and fixed there.
    @Test func aWrongIDGivenToAHelperIsReportedAtItsLiteral() throws {
        let fixture = Fixture(
            Self.appTypes + """

                -- Coordinator.swift --
                func run() {
                    _ = Factory.start(screen: "⏩Wellcome⏪")
                }
                """)
        let diagnostics = Analysis(fixture).diagnostics().filter { $0.rule == "scene-not-found" }
        let finding = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(render([finding.location], fixture) == ["Coordinator.swift@\(fixture["Coordinator.swift"].marked.ranges[0])"])
        #expect(finding.message == "Login.storyboard has no scene with Storyboard ID 'Wellcome'")
        #expect(finding.related.map(\.message) == ["Login.storyboard", "the lookup start(screen:) makes"])
        let lookup = try #require(finding.related.last?.location)
        // The platform's call, in the helper the chain ends at.
        #expect(fixture.name(of: lookup.path) == "Factory.swift")
        #expect(
            String(decoding: fixture["Factory.swift"].bytes[lookup.range.lowerBound..<lookup.range.upperBound], as: UTF8.self).hasPrefix(
                "UIStoryboard(name: storyboard"))
        #expect(finding.fixes.map(\.title) == ["Use scene 'Welcome'"])
    }

    /// Each of their calls is an edge of the navigation graph, at the helper's name.
    @Test func callsOfMethodsOfTheAppsTypesAreGraphEdges() {
        let fixture = Fixture(Self.appTypesProject)
        let calls = fixture["Coordinator.swift"].marked.ranges
        let edges = Analysis(fixture).navigationGraph().edges.map {
            "\($0.from ?? "-") \($0.kind.rawValue) \($0.to) \(render([$0.location], fixture)[0])"
        }
        #expect(edges == calls.map { "- instantiate LoginViewController Coordinator.swift@\($0)" })
    }

    /// A generic helper that names the scene after its `T.Type` argument, or after the type its
    /// result is bound to when the argument is left out (NetNewsWire's shape): its name navigates to
    /// that type's scene, and each call is a reference of the screen and an edge of the graph.
    @Test func aGenericHelperNamedAfterItsTypeArgumentServesEveryFeature() {
        let fixture = Fixture(
            """
            -- UIStoryboard+App.swift --
            extension UIStoryboard {
                static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }
                func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
                    let storyboardId = String(describing: type)
                    guard let viewController = instantiateViewController(withIdentifier: storyboardId) as? T else { fatalError() }
                    return viewController
                }
            }
            final class About3️⃣ViewController: UIViewController {}
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            ⏩<viewController id="a" customClass="⏩AboutViewController⏪" storyboardIdentifier="AboutViewController" \
            sceneMemberID="viewController">⏪</viewController>
            </objects></scene></scenes></document>
            -- Settings.swift --
            final class SettingsViewController: UIViewController {
                func open() {
                    _ = UIStoryboard.settings.⏩instantiate1️⃣Controller⏪(ofType: AboutViewController.self)
                    let about: AboutViewController = UIStoryboard.settings.⏩instantiate2️⃣Controller⏪()
                    _ = about
                }
            }
            """)
        let analysis = Analysis(fixture)
        let settings = fixture["Settings.swift"]
        let scene = fixture["Settings.storyboard"].marked.ranges
        for marker in ["1️⃣", "2️⃣"] {
            let offset = settings.marked.offset(marker)
            #expect(
                render(analysis.definition(at: offset, in: settings.path, text: settings.marked.source), fixture) == [
                    "Settings.storyboard@\(scene[0])"
                ],
                "\(marker)")
            let hover = analysis.hover(at: offset, in: settings.path, text: settings.marked.source, place: NavigationTests().place(fixture))
            #expect(hover?.hasPrefix("Scene `AboutViewController` in Settings.storyboard — custom class `AboutViewController`") == true, "\(marker)")
        }
        let helpers = fixture["UIStoryboard+App.swift"]
        let references = analysis.references(at: helpers.marked.offset("3️⃣"), in: helpers.path, text: helpers.marked.source, includeDeclaration: false)
        let calls = settings.marked.ranges
        #expect(render(references, fixture) == calls.map { "Settings.swift@\($0)" } + ["Settings.storyboard@\(scene[1])"])
        let edges = analysis.navigationGraph().edges.map { "\($0.from ?? "-") \($0.kind.rawValue) \($0.to) \(render([$0.location], fixture)[0])" }
        #expect(edges == calls.map { "SettingsViewController instantiate AboutViewController Settings.swift@\($0)" })
    }

    /// A helper given the storyboard as well as the ID (`inspector("Folder", storyboard)`): a
    /// literal it is given completes with that storyboard's Storyboard IDs, navigates to its scene
    /// and is among the screen's references.
    @Test func aHelperGivenTheStoryboardCompletesAndNavigatesInThatStoryboard() {
        let project = """
            -- Inspector.swift --
            final class InspectorWindowController: NSWindowController {
                func inspector(_ identifier: String, _ storyboard: NSStoryboard) -> InspectorViewController {
                    storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(identifier)) as! InspectorViewController
                }
            }
            final class Inspector2️⃣ViewController: NSViewController {}
            -- Account.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Accounts" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Inspector.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            ⏩<viewController id="f" customClass="⏩InspectorViewController⏪" storyboardIdentifier="Folder" sceneMemberID="viewController">⏪</viewController>
            </objects></scene></scenes></document>
            """
        let show = """
            extension InspectorWindowController {
                func show() {
                    let storyboard = NSStoryboard(name: "Inspector", bundle: nil)
                    _ = inspector("⏩Fol1️⃣der⏪", storyboard)
                }
            }
            """
        checkCompletion(
            in: project, coordinator: show.replacingOccurrences(of: "⏩Fol1️⃣der⏪", with: "1️⃣"), indexed: false,
            expect: ["Folder — Inspector.storyboard · InspectorViewController"], sourceLocation: #_sourceLocation)
        // A storyboard the text does not say: every storyboard's IDs.
        checkCompletion(
            in: project, coordinator: show.replacingOccurrences(of: "⏩Fol1️⃣der⏪\", storyboard", with: "1️⃣\", window!.storyboard!"),
            indexed: false,
            expect: ["Accounts — Account.storyboard · viewController", "Folder — Inspector.storyboard · InspectorViewController"],
            sourceLocation: #_sourceLocation)
        let fixture = Fixture(project + "\n-- Show.swift --\n" + show)
        let analysis = Analysis(fixture)
        let call = fixture["Show.swift"]
        let offset = call.marked.offset("1️⃣")
        let scene = fixture["Inspector.storyboard"].marked.ranges
        #expect(render(analysis.definition(at: offset, in: call.path, text: call.marked.source), fixture) == ["Inspector.storyboard@\(scene[0])"])
        let hover = analysis.hover(at: offset, in: call.path, text: call.marked.source, place: NavigationTests().place(fixture))
        #expect(hover?.hasPrefix("Scene `Folder` in Inspector.storyboard — custom class `InspectorViewController`") == true, "\(hover ?? "")")
        let inspector = fixture["Inspector.swift"]
        let references = analysis.references(
            at: inspector.marked.offset("2️⃣"), in: inspector.path, text: inspector.marked.source, includeDeclaration: false)
        #expect(render(references, fixture).contains("Inspector.storyboard@\(scene[1])"))
        #expect(render(references, fixture).contains { $0.hasPrefix("Show.swift@") }, "\(render(references, fixture))")
        let edges = analysis.navigationGraph().edges.map { "\($0.from ?? "-") \($0.kind.rawValue) \($0.to)" }
        #expect(edges == ["InspectorWindowController instantiate InspectorViewController"])
    }
}
