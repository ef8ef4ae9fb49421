@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Hover, definition and references give the same answers on a name in a name type
/// (`NSStoryboard.SceneIdentifier("accounts")`), on a constant (`SceneName.accounts.rawValue`) and
/// on a static member (`.accounts`) as on the literal itself, and each is among the screen's
/// references. `1️⃣`… are cursors; ⏩…⏪ expected locations, in order.
@Suite struct NameSourceNavigationTests {
    static let project = """
        -- Names.swift --
        struct SceneName: RawRepresentable {
            let rawValue: String
            static let accounts = SceneName(rawValue: "accounts")
        }
        extension NSStoryboard.SceneIdentifier {
            static let accounts = NSStoryboard.SceneIdentifier("accounts")
        }
        -- Preferences.swift --
        final class PreferencesViewController: NSViewController {
            func open() {
                let storyboard = NSStoryboard(name: "Main", bundle: nil)
                _ = storyboard.instantiateController(withIdentifier: "acc1️⃣ounts") as! AccountsViewController
                _ = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("acc2️⃣ounts")) as! AccountsViewController
                _ = storyboard.instantiateController(withIdentifier: SceneName.acc3️⃣ounts.rawValue) as! AccountsViewController
                _ = storyboard.instantiateController(withIdentifier: .acc4️⃣ounts) as! AccountsViewController
            }
        }
        final class Accounts5️⃣ViewController: NSViewController {}
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        ⏩<viewController id="a" customClass="AccountsViewController" storyboardIdentifier="accounts" sceneMemberID="viewController">⏪</viewController>
        </objects></scene></scenes></document>
        """

    @Test func aNameInANameTypeOrAConstantNavigatesAsTheLiteral() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let preferences = fixture["Preferences.swift"]
        func definition(_ marker: String) -> [String] {
            analysis.definition(at: preferences.marked.offset(marker), in: preferences.path, text: preferences.marked.source).map {
                "\(fixture.name(of: $0.path))@\($0.range)"
            }
        }
        func hover(_ marker: String) -> String? {
            analysis.hover(
                at: preferences.marked.offset(marker), in: preferences.path, text: preferences.marked.source, place: NavigationTests().place(fixture))
        }
        func references(_ marker: String) -> [String] {
            let offset = preferences.marked.offset(marker)
            return analysis.references(at: offset, in: preferences.path, text: preferences.marked.source, includeDeclaration: false)
                .map { "\(fixture.name(of: $0.path))@\($0.range)" }.sorted()
        }
        #expect(definition("1️⃣") == ["Main.storyboard@\(fixture["Main.storyboard"].marked.ranges[0])"])
        let literalHover = try #require(hover("1️⃣"))
        #expect(literalHover.hasPrefix("Scene `accounts` in Main.storyboard"), "\(literalHover)")
        for marker in ["2️⃣", "3️⃣", "4️⃣"] {
            #expect(definition(marker) == definition("1️⃣"), "\(marker)")
            #expect(hover(marker) == literalHover, "\(marker)")
        }
        // The screen's references: each of the four calls, as the literal's, and its scene.
        #expect(references("5️⃣").filter { $0.hasPrefix("Preferences.swift") }.count == 4, "\(references("5️⃣"))")
    }

    /// On the name of a helper whose name comes from a property of the type it is called on (a
    /// class var overridden per subclass, a protocol's default `nib`), hover and definition show
    /// the scene or xib that type's property names, and the call is among the screen's references.
    @Test func aHelperNamingAPropertyOfItsReceiverNavigatesToThatReceiversScene() throws {
        let fixture = Fixture(
            """
            -- Base.swift --
            class BaseViewController: UIViewController {
                class var storyboardIdentifier: String { "Base" }
                class func instantiate() -> Self {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: storyboardIdentifier) as! Self
                }
            }
            protocol NibProviding: AnyObject {}
            extension NibProviding {
                static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
            }
            -- Screens.swift --
            final class Settings5️⃣ViewController: BaseViewController {
                override class var storyboardIdentifier: String { "Settings" }
            }
            final class TagCell: UITableViewCell, NibProviding {}
            func open(_ tableView: UITableView) -> UIViewController {
                tableView.register(TagCell.n2️⃣ib, forCellReuseIdentifier: "tag")
                return SettingsViewController.inst1️⃣antiate()
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            ⏩<viewController id="s" customClass="SettingsViewController" storyboardIdentifier="Settings" sceneMemberID="viewController">⏪</viewController>
            </objects></scene></scenes></document>
            -- TagCell.xib --
            <document><objects><tableViewCell id="t" customClass="TagCell"/></objects></document>
            """)
        let analysis = Analysis(fixture)
        let screens = fixture["Screens.swift"]
        func definition(_ marker: String) -> [String] {
            analysis.definition(at: screens.marked.offset(marker), in: screens.path, text: screens.marked.source).map {
                "\(fixture.name(of: $0.path))@\($0.range)"
            }
        }
        func hover(_ marker: String) -> String? {
            analysis.hover(at: screens.marked.offset(marker), in: screens.path, text: screens.marked.source, place: NavigationTests().place(fixture))
        }
        #expect(definition("1️⃣") == ["Main.storyboard@\(fixture["Main.storyboard"].marked.ranges[0])"])
        #expect(hover("1️⃣")?.hasPrefix("Scene `Settings` in Main.storyboard — custom class `SettingsViewController`") == true, "\(hover("1️⃣") ?? "")")
        #expect(definition("2️⃣") == ["TagCell.xib@0..<0"])
        #expect(hover("2️⃣")?.contains("TagCell.xib") == true, "\(hover("2️⃣") ?? "")")
        let offset = screens.marked.offset("5️⃣")
        let references = analysis.references(at: offset, in: screens.path, text: screens.marked.source, includeDeclaration: false)
        // The call, on its line (at the type it is called on, where its edge of the graph stands).
        let line = { (offset: Int) in screens.marked.source.lineAndColumn(of: offset).line }
        #expect(references.contains { $0.path == screens.path && line($0.range.lowerBound) == line(screens.marked.offset("1️⃣")) }, "\(references)")
    }

    /// Each of the four calls is an edge of the navigation graph, as the literal's is.
    @Test func aNameInANameTypeOrAConstantIsAGraphEdgeAsTheLiteral() {
        let edges = Analysis(Fixture(Self.project)).navigationGraph().edges.map { "\($0.from ?? "-") \($0.kind.rawValue) \($0.to)" }
        #expect(edges == Array(repeating: "PreferencesViewController instantiate AccountsViewController", count: 4))
    }

    /// `X()` of a view controller that chooses no nib loads the xib named after it (here, the
    /// name without `Controller`): hover on the call's class names that xib, the call is among the
    /// screen's references and an edge of the graph.
    @Test func anImplicitNibsCallNamesItsXib() throws {
        let fixture = Fixture(
            """
            -- Login.swift --
            final class Login2️⃣ViewController: UIViewController {
                @IBOutlet var name: UITextField!
            }
            func start() -> UIViewController { ⏩Login1️⃣ViewController⏪() }
            -- Login.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController"/>
            <view id="v"/>
            </objects></document>
            """)
        let analysis = Analysis(fixture)
        let login = fixture["Login.swift"]
        let hover = try #require(
            analysis.hover(at: login.marked.offset("1️⃣"), in: login.path, text: login.marked.source, place: NavigationTests().place(fixture)))
        #expect(hover.contains("From Login.xib"), "\(hover)")
        let references = analysis.references(at: login.marked.offset("2️⃣"), in: login.path, text: login.marked.source, includeDeclaration: false)
        #expect(references.contains { $0.path == login.path && $0.range == login.marked.ranges[0] }, "\(references)")
        let edges = analysis.navigationGraph().edges.map { "\($0.from ?? "-") \($0.kind.rawValue) \($0.to)" }
        #expect(edges == ["- create LoginViewController"])
    }
}
