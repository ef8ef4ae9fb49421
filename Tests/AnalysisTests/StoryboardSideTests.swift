@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// What Scenery answers inside storyboards and xibs: completion of the attribute values people
/// edit by hand, hover and definition on a custom class, links from storyboard references.
/// `1️⃣` is the cursor in the Interface Builder file; the Swift files are the same for every test.
@Suite struct StoryboardSideTests {
    static let swift = """
        -- Screens.swift --
        class BaseViewController: UIViewController {}
        final class ProfileViewController: BaseViewController {}
        final class GradientView: UIView {}
        final class CardCell: UITableViewCell {}
        final class PreferencesWindowController: NSWindowController {}
        struct Settings {}
        -- Coordinator.swift --
        func showCheckout() {
            let checkout = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Checkout")
            _ = checkout
        }
        """

    /// The candidates at `1️⃣` in `file` (as `label — detail`), what each inserts, and that each
    /// replaces what was typed after the value's opening quote.
    func check(
        _ xml: String, in file: String = "Main.storyboard", expect expected: [String], inserts: [String]? = nil, replacing: String = "",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let fixture = Fixture(Self.swift + "\n-- \(file) --\n" + xml)
        let marked = fixture[file].marked
        let candidates = Analysis(fixture).completions(in: marked.source, at: marked.offset("1️⃣"), path: fixture[file].path).candidates
        #expect(candidates.map { "\($0.label) — \($0.detail)" } == expected, sourceLocation: sourceLocation)
        if let inserts { #expect(candidates.map(\.plainText) == inserts, sourceLocation: sourceLocation) }
        #expect(candidates.allSatisfy { marked.source[$0.replacing] == replacing }, sourceLocation: sourceLocation)
    }

    static func scene(_ attributes: String, body: String = "") -> String {
        """
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="p" \(attributes) sceneMemberID="viewController">\(body)</viewController>
        </objects></scene></scenes></document>
        """
    }

    @Test func aScenesCustomClassIsOneOfTheProjectsViewControllers() {
        check(
            Self.scene(#"customClass="Pro1️⃣""#),
            expect: ["BaseViewController — UIViewController", "ProfileViewController — BaseViewController → UIViewController"],
            inserts: ["BaseViewController", "ProfileViewController"], replacing: "Pro"
        )
        // A value still open at the end of the line.
        check(
            "<document><scenes><scene sceneID=\"s\"><objects>\n<viewController id=\"p\" customClass=\"Pro1️⃣\n</objects></scene></scenes></document>",
            expect: ["BaseViewController — UIViewController", "ProfileViewController — BaseViewController → UIViewController"], replacing: "Pro"
        )
    }

    @Test func aViewsCustomClassIsAViewCellsIncludedAndNeverAStruct() {
        check(
            Self.scene(#"customClass="ProfileViewController""#, body: #"<view key="view" id="v" customClass="1️⃣"/>"#),
            expect: ["CardCell — UITableViewCell", "GradientView — UIView"]
        )
    }

    @Test func aFilesOwnerMayBeAnyClassAndAWindowControllerOnlyAWindowController() {
        check(
            #"<document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="1️⃣"/></objects></document>"#, in: "Card.xib",
            expect: [
                "BaseViewController — UIViewController", "CardCell — UITableViewCell", "GradientView — UIView",
                "PreferencesWindowController — NSWindowController", "ProfileViewController — BaseViewController → UIViewController",
            ]
        )
        check(
            #"<document><scenes><scene sceneID="s"><objects><windowController id="w" customClass="1️⃣"/></objects></scene></scenes></document>"#,
            in: "Preferences.storyboard",
            expect: ["PreferencesWindowController — NSWindowController"]
        )
    }

    /// The class name first (what factories look for), then what code looks up in this storyboard
    /// that no scene has; the tag's attributes after the cursor count too.
    @Test func aStoryboardIDIsTheScenesClassThenWhatCodeLooksFor() {
        check(
            Self.scene(#"storyboardIdentifier="1️⃣" customClass="ProfileViewController""#),
            expect: ["ProfileViewController — the scene's class", "Checkout — looked up in Coordinator.swift"],
            inserts: ["ProfileViewController", "Checkout"]
        )
        // Another storyboard: Coordinator.swift looks for "Checkout" in Main only.
        check(Self.scene(#"storyboardIdentifier="1️⃣""#), in: "Settings.storyboard", expect: [])
    }

    @Test func aSeguesDestinationIsAScenePickedByClassAndInsertedByObjectID() {
        check(
            """
            <document><scenes>
            <scene sceneID="s1"><objects>
            <viewController id="p" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController">
                <connections><segue destination="1️⃣" kind="show" id="g"/></connections>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="d" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewControllerPlaceholder id="r" storyboardName="Settings" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """,
            expect: [
                "ProfileViewController — Storyboard ID 'Profile' · id p", "viewController — id d",
                "viewControllerPlaceholder → Settings.storyboard — id r",
            ],
            inserts: ["p", "d", "r"]
        )
    }

    @Test func nothingOutsideTheValuesItKnows() {
        check(Self.scene(#"customClass="ProfileViewController" 1️⃣"#), expect: [])
        check(Self.scene(#"id2="1️⃣""#), expect: [])
        check(Self.scene(#"customClass="ProfileViewController""#, body: "text 1️⃣"), expect: [])
    }

    @Test func hoverAndDefinitionOnACustomClassThatIsNoScreen() throws {
        let fixture = Fixture(
            Self.swift + "\n-- Main.storyboard --\n"
                + Self.scene(#"customClass="ProfileViewController""#, body: #"<view key="view" id="v" customClass="Gradi1️⃣entView"/>"#))
        let storyboard = fixture["Main.storyboard"]
        let analysis = Analysis(fixture)
        let hover = try #require(
            analysis.hover(at: storyboard.marked.offset("1️⃣"), in: storyboard.path) { "\(fixture.name(of: $0.path)):\($0.range.lowerBound)" })
        let declaration = try #require(analysis.snapshot.typeDeclarations["GradientView"]?.first)
        #expect(
            hover == "**GradientView** : UIView\n\nThe custom class of this `view`.\n\nDeclared at Screens.swift:\(declaration.range.lowerBound).")
        #expect(analysis.definition(at: storyboard.marked.offset("1️⃣"), in: storyboard.path) == [declaration])
    }

    @Test func aStoryboardReferenceLinksToItsStoryboard() {
        let fixture = Fixture(
            Self.swift + """

                -- Main.storyboard --
                <document><scenes><scene sceneID="s"><objects>
                <viewControllerPlaceholder id="r" storyboardName="⏩Settings⏪" sceneMemberID="viewController"/>
                <viewControllerPlaceholder id="m" storyboardName="Missing" sceneMemberID="viewController"/>
                </objects></scene></scenes></document>
                -- Settings/Settings.storyboard --
                <document><scenes><scene sceneID="s"><objects><viewController id="x" sceneMemberID="viewController"/></objects></scene></scenes></document>
                """)
        let links = Analysis(fixture).documentLinks(in: fixture["Main.storyboard"].path)
        #expect(links.map(\.range) == fixture["Main.storyboard"].marked.ranges)
        #expect(links.map(\.target) == [fixture["Settings/Settings.storyboard"].path])
    }
}
