@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Hover, definition, references and the navigation graph. `1️⃣` is the cursor; ⏩…⏪ mark the
/// expected locations, in order.
@Suite struct NavigationTests {
    static let project = """
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        -- Profile.swift --
        final class ⏩Profile1️⃣ViewController⏪: UIViewController {
            func initialize(user: String) {}
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        final class HomeViewController: UIViewController {
            func initialize() {}
            func open() { navigationController?.push.⏩profile2️⃣ViewController⏪(user: "a") }
        }
        -- Coordinator.swift --
        let vc = UIViewController.create.⏩profileViewController⏪(user: "b")
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        ⏩<viewController id="a" customClass="⏩Profile3️⃣ViewController⏪" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController">⏪
        <connections><segue destination="b" kind="show" identifier="about" id="g"/></connections>
        </viewController>
        <viewController id="b" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    func render(_ locations: [SceneryProjectModel.SourceLocation], _ fixture: Fixture) -> [String] {
        locations.map { "\(fixture.name(of: $0.path))@\($0.range)" }
    }

    /// `Profile.swift:9`, as the language server names places.
    func place(_ fixture: Fixture) -> (SceneryProjectModel.SourceLocation) -> String {
        { location in
            let name = fixture.name(of: location.path)
            return "\(name):\(fixture[name].marked.source.lineAndColumn(of: location.range.lowerBound).line)"
        }
    }

    @Test func definitionFromTheClassACallOrACustomClassIsTheClassThenItsScene() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let expected = [
            "Profile.swift@\(fixture["Profile.swift"].marked.ranges[0])", "Profile.storyboard@\(fixture["Profile.storyboard"].marked.ranges[0])",
        ]
        #expect(render(analysis.definition(at: fixture["Profile.swift"].marked.offset("1️⃣"), in: fixture["Profile.swift"].path), fixture) == expected)
        #expect(render(analysis.definition(at: fixture["Profile.swift"].marked.offset("2️⃣"), in: fixture["Profile.swift"].path), fixture) == expected)
        #expect(
            render(analysis.definition(at: fixture["Profile.storyboard"].marked.offset("3️⃣"), in: fixture["Profile.storyboard"].path), fixture)
                == expected)
        #expect(analysis.definition(at: 0, in: fixture["Coordinator.swift"].path).isEmpty)
    }

    @Test func eachScreenDeclaredInAFileSaysHowManyPlacesOpenIt() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let profile = fixture["Profile.swift"]
        let lenses = analysis.openingLenses(in: profile.path)
        // ProfileViewController: pushed from HomeViewController, created in Coordinator.swift. HomeViewController: the segue.
        #expect(lenses.map(\.title) == ["opened from 2 places · scene in Profile.storyboard", "opened from 1 place · scene in Profile.storyboard"])
        #expect(lenses.first?.range == profile.marked.ranges[0])
        #expect(analysis.openingLenses(in: fixture["Coordinator.swift"].path).isEmpty)
    }

    @Test func referencesAreEveryCallAndScene() {
        let fixture = Fixture(Self.project)
        let references = Analysis(fixture).references(
            at: fixture["Profile.swift"].marked.offset("1️⃣"), in: fixture["Profile.swift"].path, includeDeclaration: true)
        #expect(
            render(references, fixture).sorted()
                == [
                    "Coordinator.swift@\(fixture["Coordinator.swift"].marked.ranges[0])",
                    "Profile.storyboard@\(fixture["Profile.storyboard"].marked.ranges[1])",
                    "Profile.swift@\(fixture["Profile.swift"].marked.ranges[0])",
                    "Profile.swift@\(fixture["Profile.swift"].marked.ranges[1])",
                ].sorted())
    }

    @Test func hoverShowsStoryboardParametersAndWhereTheScreenIsOpened() throws {
        let fixture = Fixture(Self.project)
        let hover = try #require(
            Analysis(fixture).hover(at: fixture["Profile.swift"].marked.offset("2️⃣"), in: fixture["Profile.swift"].path, place: place(fixture)))
        #expect(
            hover == """
                **ProfileViewController** : UIViewController

                Storyboard: Profile.storyboard, Storyboard ID `ProfileViewController`

                Parameters: `user: String`

                Opened from:
                - create in top-level code (Coordinator.swift:1)
                - push in HomeViewController (Profile.swift:9)
                """)
    }

    /// A caller that is not a screen is named, with its line; a segue names its source scene.
    @Test func openedFromNamesTheEnclosingTypeOfAnyCaller() throws {
        let fixture = Fixture(
            Self.project + """

                -- Router.swift --
                final class Router {
                    func help() {
                        nav.push.home1️⃣ViewController()
                    }
                }
                """)
        let router = fixture["Router.swift"]
        let hover = try #require(Analysis(fixture).hover(at: router.marked.offset("1️⃣"), in: router.path, place: place(fixture)))
        #expect(
            hover.hasSuffix(
                """
                Opened from:
                - push in Router (Router.swift:3)
                - segue in ProfileViewController (Profile.storyboard:3)
                """))
    }

    /// `as! X`, `extension X`, `X.self`: the screen's name anywhere in Swift code.
    @Test func theScreensNameAnywhereInSwift() {
        let fixture = Fixture(
            Self.project + """

                -- Uses.swift --
                let a = storyboard.instantiateViewController(withIdentifier: "x") as! Profile1️⃣ViewController
                extension 2️⃣ProfileViewController {}
                let type = ProfileViewController3️⃣.self
                let text = "ProfileView4️⃣Controller"
                let other = Coordi5️⃣nator()
                """)
        let analysis = Analysis(fixture)
        let uses = fixture["Uses.swift"]
        for marker in ["1️⃣", "2️⃣", "3️⃣"] {
            #expect(
                analysis.screen(at: uses.marked.offset(marker), in: uses.path, text: uses.marked.source)?.name == "ProfileViewController", "\(marker)"
            )
            #expect(
                analysis.hover(at: uses.marked.offset(marker), in: uses.path, text: uses.marked.source, place: place(fixture))?
                    .hasPrefix("**ProfileViewController** : UIViewController") == true)
            #expect(
                render(analysis.definition(at: uses.marked.offset(marker), in: uses.path, text: uses.marked.source), fixture).first
                    == "Profile.swift@\(fixture["Profile.swift"].marked.ranges[0])")
        }
        // Inside a string, or a name that is no screen.
        #expect(analysis.screen(at: uses.marked.offset("4️⃣"), in: uses.path, text: uses.marked.source) == nil)
        #expect(analysis.screen(at: uses.marked.offset("5️⃣"), in: uses.path, text: uses.marked.source) == nil)
    }

    /// `static var storyboardName: UIStoryboard.Name { .profile }`: the case, then the storyboard.
    @Test func theStoryboardNameAsTheNamespacedConventionWritesIt() throws {
        let fixture = Fixture(Self.project.replacingOccurrences(of: "{ .profile }", with: "{ .pro1️⃣file }"))
        let analysis = Analysis(fixture)
        let profile = fixture["Profile.swift"]
        let offset = profile.marked.offset("1️⃣")
        let names = fixture["Names.swift"]
        let caseRange = try #require(
            names.text.range(of: "profile =").map { names.text.utf8.distance(from: names.text.startIndex, to: $0.lowerBound) })
        #expect(
            render(analysis.definition(at: offset, in: profile.path, text: profile.marked.source), fixture) == [
                "Names.swift@\(caseRange)..<\(caseRange + 7)", "Profile.storyboard@0..<0",
            ])
        #expect(
            analysis.hover(at: offset, in: profile.path, text: profile.marked.source, place: place(fixture)) == """
                `UIStoryboard.Name.profile` → **Profile.storyboard** — 2 scenes
                - ProfileViewController (Storyboard ID `ProfileViewController`)
                - HomeViewController (Storyboard ID `Home`)
                """)
    }

    @Test func navigationGraphHasCallsAndSegues() {
        let fixture = Fixture(Self.project)
        let edges = Analysis(fixture).navigationGraph().edges.map { "\($0.from ?? "-") \($0.kind.rawValue) \($0.to)" }
        #expect(
            edges == [
                "- create ProfileViewController", "HomeViewController push ProfileViewController", "ProfileViewController segue HomeViewController",
            ])
    }

    /// An app of no convention: string-based instantiation from the type that makes it (its real
    /// ID resolved to the scene's class), a segue through a storyboard reference to another
    /// storyboard's scene, and references that list every place a screen is opened from.
    @Test func plainAppsOpenScreensByStringAndThroughStoryboardReferences() {
        let fixture = Fixture(
            """
            -- Notes.swift --
            final class NotesViewController: UIViewController {
                func open() {
                    let detail = UIStoryboard(name: "Detail", bundle: nil).instantiateViewController(withIdentifier: "⏩noteDetail⏪") as! NoteDetailViewController
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            final class Note1️⃣DetailViewController: UIViewController {}
            final class Router {
                func settings() -> UIViewController? { UIStoryboard(name: "Detail", bundle: nil).⏩instantiateInitialViewController⏪() }
            }
            -- Notes.storyboard --
            <document initialViewController="n"><scenes>
            <scene sceneID="s1"><objects><viewController id="n" customClass="NotesViewController" sceneMemberID="viewController">
            <connections>⏩<segue destination="r" kind="show" identifier="showDetail" id="g"/>⏪</connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="noteDetail" id="r" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            -- Detail.storyboard --
            <document initialViewController="d"><scenes>
            <scene sceneID="s1"><objects>⏩<viewController id="d" customClass="⏩NoteDetailViewController⏪" storyboardIdentifier="noteDetail" sceneMemberID="viewController">⏪</viewController></objects></scene>
            </scenes></document>
            """)
        let analysis = Analysis(fixture)
        let edges = analysis.navigationGraph().edges.map { "\($0.from ?? "-") (\($0.origin ?? "-")) \($0.kind.rawValue) \($0.to)" }
        #expect(
            edges == [
                "NotesViewController (NotesViewController) instantiate NoteDetailViewController",
                "- (Router) instantiate NoteDetailViewController",
                "NotesViewController (NotesViewController) segue NoteDetailViewController",
            ])
        let notes = fixture["Notes.swift"]
        let offset = notes.marked.offset("1️⃣")
        let swiftRanges = notes.marked.ranges
        let storyboard = fixture["Notes.storyboard"].marked.ranges
        let detail = fixture["Detail.storyboard"].marked.ranges
        #expect(
            render(analysis.references(at: offset, in: notes.path, text: notes.marked.source, includeDeclaration: false), fixture) == [
                "Notes.swift@\(swiftRanges[0])", "Notes.swift@\(swiftRanges[1])", "Notes.storyboard@\(storyboard[0])",
                "Detail.storyboard@\(detail[1])",
            ])
        #expect(render(analysis.definition(at: offset, in: notes.path, text: notes.marked.source), fixture).last == "Detail.storyboard@\(detail[0])")
        let hover = analysis.hover(at: offset, in: notes.path, text: notes.marked.source, place: place(fixture))
        #expect(
            hover == """
                **NoteDetailViewController** : UIViewController

                Storyboard: Detail.storyboard, Storyboard ID `noteDetail`

                Parameters: none

                Opened from:
                - instantiate in NotesViewController (Notes.swift:3)
                - instantiate in Router (Notes.swift:9)
                - segue in NotesViewController (Notes.storyboard:3)
                """)
    }

    @Test func storyboardSymbolsAreScenesWithTheirSegues() {
        let fixture = Fixture(Self.project)
        let symbols = Analysis(fixture).interfaceSymbols(in: fixture["Profile.storyboard"].path)
        #expect(symbols.map(\.name) == ["ProfileViewController", "HomeViewController"])
        #expect(symbols.first?.detail == "Storyboard ID ProfileViewController")
        #expect(symbols.first?.children.map(\.name) == ["segue about"])
        #expect(Analysis(fixture).screens(matching: "prof").map(\.name) == ["ProfileViewController"])
    }
}

/// Go to definition and hover on string literals that name a storyboard or a Storyboard ID.
@Suite struct LiteralNavigationTests {
    static let project =
        NavigationTests.project + """

            -- Legacy.swift --
            let storyboard = UIStoryboard(name: "Pro1️⃣file", bundle: nil)
            let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "ProfileView2️⃣Controller")
            let other = storyboard.instantiateViewController(withIdentifier: "Nowhe3️⃣re")
            let plain = "ProfileView4️⃣Controller"
            """

    @Test func storyboardNameLiteral() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let legacy = fixture["Legacy.swift"]
        #expect(
            NavigationTests().render(analysis.definition(at: legacy.marked.offset("1️⃣"), in: legacy.path, text: legacy.marked.source), fixture) == [
                "Profile.storyboard@0..<0"
            ])
        #expect(
            analysis.hover(at: legacy.marked.offset("1️⃣"), in: legacy.path, text: legacy.marked.source, place: NavigationTests().place(fixture)) == """
                **Profile.storyboard** — 2 scenes
                - ProfileViewController (Storyboard ID `ProfileViewController`)
                - HomeViewController (Storyboard ID `Home`)
                """)
    }

    @Test func storyboardIdentifierLiteralUsesTheStoryboardOnTheSameLine() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let legacy = fixture["Legacy.swift"]
        #expect(
            NavigationTests().render(analysis.definition(at: legacy.marked.offset("2️⃣"), in: legacy.path, text: legacy.marked.source), fixture)
                == ["Profile.storyboard@\(fixture["Profile.storyboard"].marked.ranges[0])"]
        )
        #expect(
            analysis.hover(at: legacy.marked.offset("2️⃣"), in: legacy.path, text: legacy.marked.source, place: NavigationTests().place(fixture)) == """
                Scene `ProfileViewController` in Profile.storyboard — custom class `ProfileViewController`

                Parameters: `user: String`

                Opened from:
                - create in top-level code (Coordinator.swift:1)
                - push in HomeViewController (Profile.swift:9)
                """)
        // `storyboard` is the `let` bound to Profile.storyboard above.
        #expect(
            analysis.hover(at: legacy.marked.offset("3️⃣"), in: legacy.path, text: legacy.marked.source, place: NavigationTests().place(fixture))
                == "No scene has Storyboard ID `Nowhere` in Profile.storyboard")
        // Any other string is just a string.
        #expect(analysis.literalReference(at: legacy.marked.offset("4️⃣"), in: legacy.marked.source) == nil)
    }
}

/// A segue ID literal leads to its segues in the storyboards holding the class's scene, a nib name
/// to its xib.
@Suite struct SegueAndNibLiteralTests {
    static let project = """
        -- Detail.swift --
        final class DetailViewController: UIViewController {
            func next() { performSegue(withIdentifier: "show1️⃣More", sender: nil) }
            func lost() { performSegue(withIdentifier: "no2️⃣where", sender: nil) }
            let nib = UINib(nibName: "Ce3️⃣ll", bundle: nil)
        }
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="DetailViewController" storyboardIdentifier="Detail" sceneMemberID="viewController">
        <connections>⏩<segue destination="b" kind="show" identifier="showMore" id="g"/>⏪</connections>
        </viewController>
        <viewController id="b" customClass="MoreViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Other.storyboard --
        <document><scenes><scene sceneID="t"><objects>
        <viewController id="c" sceneMemberID="viewController"><connections><segue destination="c" kind="show" identifier="showMore" id="h"/></connections></viewController>
        </objects></scene></scenes></document>
        -- Cell.xib --
        <document><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
        <tableViewCell id="c" customClass="ProfileCell"/>
        </objects></document>
        """

    @Test func segueAndNibLiteralsHaveHoverAndDefinition() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let detail = fixture["Detail.swift"]
        func definition(_ marker: String) -> [String] {
            NavigationTests().render(analysis.definition(at: detail.marked.offset(marker), in: detail.path, text: detail.marked.source), fixture)
        }
        func hover(_ marker: String) -> String? {
            analysis.hover(at: detail.marked.offset(marker), in: detail.path, text: detail.marked.source, place: NavigationTests().place(fixture))
        }
        // Only the storyboard that holds DetailViewController's scene: not Other.storyboard's segue of that ID.
        #expect(definition("1️⃣") == ["Main.storyboard@\(fixture["Main.storyboard"].marked.ranges[0])"])
        #expect(hover("1️⃣") == "Segue `showMore` (show) in Main.storyboard: `DetailViewController` → `MoreViewController`")
        #expect(definition("2️⃣").isEmpty)
        #expect(hover("2️⃣") == "No segue has the identifier `nowhere` in Main.storyboard")
        #expect(definition("3️⃣") == ["Cell.xib@0..<0"])
        #expect(hover("3️⃣") == "**Cell.xib** — File's Owner `DetailViewController`\n- `ProfileCell` (tableViewCell)")
    }
}

/// A navigation controller without a class of its own is named in the graph by its root screen,
/// so that an app's many are told apart, and a segue to it opens that screen; one with a class, or
/// whose root has none, keeps its name.
@Suite struct UnnamedNavigationControllerTests {
    /// The segues' edges as `origin kind to`, in the graph's order.
    func check(_ literal: String, edges expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let edges = Analysis(Fixture(literal)).navigationGraph().edges.map { "\($0.origin ?? "-") \($0.kind.rawValue) \($0.to)" }
        #expect(edges == expected, sourceLocation: sourceLocation)
    }

    @Test func namedByItsRootScreen() {
        check(
            """
            -- Screens.swift --
            final class ProfileViewController: UIViewController {}
            final class SettingsController: UIViewController {}
            final class AppNavigationController: UINavigationController {}
            -- Main.storyboard --
            <document initialViewController="n1"><scenes>
            <scene sceneID="s1"><objects><navigationController id="n1" sceneMemberID="viewController">
            <connections><segue destination="p" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="p" customClass="ProfileViewController" sceneMemberID="viewController">
            <connections><segue destination="n2" kind="presentation" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><navigationController id="n2" sceneMemberID="viewController">
            <connections><segue destination="s" kind="relationship" relationship="rootViewController" id="r2"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s4"><objects><viewController id="s" customClass="SettingsController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s5"><objects><navigationController id="n3" customClass="AppNavigationController" sceneMemberID="viewController">
            <connections><segue destination="s" kind="relationship" relationship="rootViewController" id="r3"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s6"><objects><navigationController id="n4" sceneMemberID="viewController">
            <connections><segue destination="x" kind="relationship" relationship="rootViewController" id="r4"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="s7"><objects><viewController id="x" sceneMemberID="viewController">
            <connections><segue destination="p" kind="show" id="g2"/></connections>
            </viewController></objects></scene>
            </scenes></document>
            """,
            edges: [
                "Navigation (Profile) segue ProfileViewController",
                "ProfileViewController segue SettingsController",
                "Navigation (Settings) segue SettingsController",
                "AppNavigationController segue SettingsController",
                "viewController segue ProfileViewController",
            ])
    }
}
