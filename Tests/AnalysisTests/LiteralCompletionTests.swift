@_spi(Scenery) @testable import SceneryAnalysis
import SceneryTestSupport
import Testing

/// Completion inside string literals that name a storyboard, a Storyboard ID, a segue or a nib.
/// `1️⃣` is the cursor in `Coordinator.swift`, which is not indexed: completion reads the
/// editor's text as typed.
@Suite struct LiteralCompletionTests {
    static let project = """
        -- Main.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects>
        <viewController id="h" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController">
            <connections>
                <segue destination="d" kind="show" identifier="showDetail" id="g1"/>
                <segue destination="d" kind="presentation" identifier="presentHelp" id="g2"/>
            </connections>
        </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="d" customClass="DetailViewController" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
        </objects></scene>
        </scenes></document>
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="p" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        <viewController id="e" storyboardIdentifier="EditProfile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Views/Header.xib --
        <document><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="o"/>
        <view id="v" customClass="HeaderView"/>
        </objects></document>
        -- Views/Cell.xib --
        <document><objects><tableViewCell id="c" customClass="CardCell"/></objects></document>
        """

    static let allScenes = [
        "Detail — Main.storyboard · DetailViewController", "EditProfile — Profile.storyboard · viewController",
        "Home — Main.storyboard · HomeViewController", "ProfileViewController — Profile.storyboard · ProfileViewController",
    ]

    func check(
        _ coordinator: String, expect expected: [String], inserts: [String]? = nil, replacing: String? = nil, limit: Int = Analysis.completionLimit,
        incomplete: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        // A name inserts the same text whether the client takes snippets or not.
        checkCompletion(
            in: Self.project, coordinator: coordinator, indexed: false, limit: limit, expect: expected, incomplete: incomplete, snippets: inserts,
            plainTexts: inserts, replacing: replacing, sourceLocation: sourceLocation
        )
    }

    /// The item replaces what was typed after the quote, and closes the literal unless it is closed.
    @Test func storyboardNames() {
        check(
            "let storyboard = UIStoryboard(name: \"1️⃣", expect: ["Main — Main.storyboard", "Profile — Profile.storyboard"],
            inserts: ["Main\"", "Profile\""], replacing: ""
        )
        check(
            "let storyboard = NSStoryboard(name: \"Pro1️⃣file\", bundle: nil)", expect: ["Main — Main.storyboard", "Profile — Profile.storyboard"],
            inserts: ["Main", "Profile"], replacing: "Pro"
        )
    }

    @Test func sceneIdentifiersOfTheStoryboardNamedOnTheLine() {
        check(
            "let vc = UIStoryboard(name: \"Profile\", bundle: nil).instantiateViewController(withIdentifier: \"1️⃣",
            expect: ["EditProfile — Profile.storyboard · viewController", "ProfileViewController — Profile.storyboard · ProfileViewController"]
        )
        // On the next line of the same statement, and with `identifier:creator:`.
        check(
            "let vc = UIStoryboard(name: \"Main\", bundle: nil)\n    .instantiateViewController(identifier: \"H1️⃣\") { coder in nil }",
            expect: ["Detail — Main.storyboard · DetailViewController", "Home — Main.storyboard · HomeViewController"], inserts: ["Detail", "Home"],
            replacing: "H"
        )
        // A storyboard that does not exist has no scenes to offer.
        check("UIStoryboard(name: \"Nowhere\", bundle: nil).instantiateViewController(withIdentifier: \"1️⃣", expect: [])
    }

    @Test func sceneIdentifiersOfAStoryboardBoundToALocal() {
        check(
            """
            func show() {
                let storyboard: UIStoryboard = UIStoryboard(name: "Main", bundle: .main)
                if ready {
                    let vc = storyboard.instantiateViewController(withIdentifier: "1️⃣")
            """,
            expect: ["Detail — Main.storyboard · DetailViewController", "Home — Main.storyboard · HomeViewController"]
        )
        // A binding in another function is out of scope; an inner one shadows an outer one.
        check(
            """
            func first() { let profile = UIStoryboard(name: "Profile", bundle: nil) }
            func second() { profile.instantiateViewController(withIdentifier: "1️⃣") }
            """,
            expect: Self.allScenes
        )
        check(
            """
            let board = UIStoryboard(name: "Profile", bundle: nil)
            func show() {
                let board = UIStoryboard(name: "Main", bundle: nil)
                board.instantiateViewController(withIdentifier: "1️⃣")
            """,
            expect: ["Detail — Main.storyboard · DetailViewController", "Home — Main.storyboard · HomeViewController"]
        )
    }

    /// `UIStoryboard.profile.instantiate…`: the storyboard a static property holds, stored or computed.
    @Test func sceneIdentifiersOfTheStoryboardAStaticPropertyHolds() {
        let project =
            Self.project + """

                -- Storyboards.swift --
                extension UIStoryboard {
                    static let profile = UIStoryboard(name: "Profile", bundle: nil)
                    static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
                }
                """
        func check(_ coordinator: String, expect expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            checkCompletion(in: project, coordinator: coordinator, indexed: false, expect: expected, sourceLocation: sourceLocation)
        }
        check(
            "let vc = UIStoryboard.profile.instantiateViewController(withIdentifier: \"1️⃣",
            expect: ["EditProfile — Profile.storyboard · viewController", "ProfileViewController — Profile.storyboard · ProfileViewController"]
        )
        check(
            "let vc = UIStoryboard.main.instantiateViewController(withIdentifier: \"1️⃣\")",
            expect: ["Detail — Main.storyboard · DetailViewController", "Home — Main.storyboard · HomeViewController"]
        )
        check("let vc = UIStoryboard.other.instantiateViewController(withIdentifier: \"1️⃣\")", expect: Self.allScenes)
    }

    /// `storyboard`, `self.storyboard`: the storyboards holding the enclosing class's scene.
    @Test func sceneIdentifiersOfTheEnclosingClassesStoryboard() {
        let main = ["Detail — Main.storyboard · DetailViewController", "Home — Main.storyboard · HomeViewController"]
        check(
            """
            final class HomeViewController: UIViewController {
                func next() {
                    let detail = self.storyboard?.instantiateViewController(withIdentifier: "1️⃣
            """,
            expect: main
        )
        check("extension HomeViewController {\n    func next() { storyboard!.instantiateViewController(withIdentifier: \"1️⃣\") }\n}", expect: main)
        // A class with no scene: every storyboard may be meant.
        check("class Router {\n    func next() { storyboard?.instantiateViewController(withIdentifier: \"1️⃣\") }\n}", expect: Self.allScenes)
        // A type's own stored `storyboard`, through `self.` and from an extension further on: that storyboard.
        let profile = ["EditProfile — Profile.storyboard · viewController", "ProfileViewController — Profile.storyboard · ProfileViewController"]
        let router = "final class Router {\n    private lazy var storyboard = UIStoryboard(name: \"Profile\", bundle: nil)\n"
        check(router + "    func next() { self.storyboard.instantiateViewController(withIdentifier: \"1️⃣\") }\n}", expect: profile)
        check(
            router + "}\nextension Router {\n    func next() { self.storyboard.instantiateViewController(withIdentifier: \"1️⃣\") }\n}", expect: profile
        )
        check(router + "}\nextension Router {\n    func next() { storyboard.instantiateViewController(withIdentifier: \"1️⃣\") }\n}", expect: profile)
    }

    @Test func everySceneIdentifierWhenTheCodeDoesNotSayWhichStoryboard() {
        check("func make(from board: UIStoryboard) { board.instantiateController(withIdentifier: \"1️⃣\") }", expect: Self.allScenes)
        // Over the limit: the best matches of what was typed, and an incomplete list.
        check(
            "factory().instantiateViewController(withIdentifier: \"pro1️⃣\")",
            expect: ["ProfileViewController — Profile.storyboard · ProfileViewController"], limit: 1, incomplete: true)
    }

    /// The segues leaving the scene of the class enclosing the cursor.
    @Test func segueIdentifiers() {
        check(
            """
            final class HomeViewController: UIViewController {
                struct Route { let name: String }
                @IBAction func showDetail() {
                    performSegue(withIdentifier: "1️⃣", sender: nil)
            """,
            expect: [
                "showDetail — Main.storyboard · show → DetailViewController", "presentHelp — Main.storyboard · presentation → DetailViewController",
            ]
        )
        check(
            "final class DetailViewController: UIViewController {\n    func back() { performSegue(withIdentifier: \"1️⃣\", sender: nil) }\n}",
            expect: [])
    }

    @Test func nibNames() {
        let nibs = ["Cell — Views/Cell.xib", "Header — Views/Header.xib"]
        check("let nib = UINib(nibName: \"1️⃣", expect: nibs)
        check("let nib = NSNib(nibNamed: \"He1️⃣\", bundle: nil)", expect: nibs, replacing: "He")
        check("Bundle.main.loadNibNamed(\"1️⃣\", owner: self, options: nil)", expect: nibs)
        check("override init() { super.init(nibName: \"1️⃣\", bundle: nil) }", expect: nibs)
    }

    /// A literal in a name type (AppKit's, `.init`, the app's own) completes as the literal the
    /// call around it takes would; a name type elsewhere completes nothing.
    @Test func literalsInNameTypesCompleteAsTheCallAroundThemTakes() {
        let profile = ["EditProfile — Profile.storyboard · viewController", "ProfileViewController — Profile.storyboard · ProfileViewController"]
        check(
            "let vc = NSStoryboard(name: \"Profile\", bundle: nil).instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(\"1️⃣\"))",
            expect: profile)
        check("let vc = NSStoryboard(name: NSStoryboard.Name(\"1️⃣", expect: ["Main — Main.storyboard", "Profile — Profile.storyboard"])
        check(
            "let vc = UIStoryboard(name: \"Profile\", bundle: nil).instantiateViewController(withIdentifier: SceneName(rawValue: \"1️⃣\").rawValue)",
            expect: profile)
        let nibs = ["Cell — Views/Cell.xib", "Header — Views/Header.xib"]
        check("let nib = UINib(nibName: .init(\"1️⃣\"), bundle: nil)", expect: nibs)
        check("let nib = NSNib(nibNamed: NSNib.Name(\"He1️⃣\"), bundle: nil)", expect: nibs, replacing: "He")
        check(
            "final class HomeViewController: NSViewController {\n    func next() { performSegue(withIdentifier: NSStoryboardSegue.Identifier(\"1️⃣\"), sender: nil) }\n}",
            expect: [
                "showDetail — Main.storyboard · show → DetailViewController", "presentHelp — Main.storyboard · presentation → DetailViewController",
            ])
        check("let name = NSStoryboard.Name(\"1️⃣\")", expect: [])
        check("let label = Label(.init(\"1️⃣\"))", expect: [])
    }

    /// Other strings, comments, multi-line and raw strings, interpolations: nothing.
    @Test func nowhereElse() {
        check("tableView.dequeueReusableCell(withIdentifier: \"1️⃣\", for: indexPath)", expect: [])
        check("print(\"UIStoryboard(name: 1️⃣\")", expect: [])
        check("// UIStoryboard(name: \"1️⃣", expect: [])
        check("/* UIStoryboard(name: \"1️⃣ */", expect: [])
        check("let text = \"\"\"\nUIStoryboard(name: \"1️⃣\n\"\"\"", expect: [])
        check("let raw = #\"UIStoryboard(name: \"1️⃣\"#", expect: [])
        check("UIStoryboard(name: \"\\(prefix)1️⃣\", bundle: nil)", expect: [])
        // Earlier comments and literals do not confuse what comes after them.
        check(
            "/* \" */ let a = \"}\" // \"\nlet b = #\"\"\"#\nlet storyboard = UIStoryboard(name: \"M1️⃣",
            expect: ["Main — Main.storyboard", "Profile — Profile.storyboard"], replacing: "M"
        )
        // Nor do regex literals holding a quote or a comment opener; inside one, nothing.
        check(
            "let quote = /a\"b/\nlet star = #/\\/*\"/#\nlet half = w / 2\nlet storyboard = UIStoryboard(name: \"M1️⃣",
            expect: ["Main — Main.storyboard", "Profile — Profile.storyboard"], replacing: "M"
        )
        check("let pattern = /UIStoryboard\\(name: \"1️⃣/", expect: [])
    }
}
