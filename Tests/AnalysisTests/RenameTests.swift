@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Renaming a Storyboard ID from a literal in Swift (1️⃣) or from its scene in a storyboard (2️⃣):
/// ⏩…⏪ mark every place the rename must change, and nothing else may change.
@Suite struct RenameTests {
    static let project = """
    -- Coordinator.swift --
    final class Coordinator {
        func open() {
            let a = UIStoryboard(name: "Pro3️⃣file", bundle: nil).instantiateViewController(withIdentifier: "⏩Pro1️⃣file⏪") as! ProfileViewController
            let b = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "⏩Profile⏪")
            let c = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Profile")
        }
    }
    -- Profile.swift --
    final class ProfileViewController: UIViewController {}
    final class HomeViewController: UIViewController {}
    -- Profile.storyboard --
    <document><scenes><scene sceneID="s"><objects>
    <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="⏩Pro2️⃣file⏪" sceneMemberID="viewController"/>
    <viewController id="c" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
    </objects></scene></scenes></document>
    -- Settings.storyboard --
    <document><scenes><scene sceneID="t"><objects>
    <viewController id="b" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
    </objects></scene></scenes></document>
    """

    /// `file@range→text` for each edit, sorted.
    func render(_ edits: [Fix.FileEdit], _ fixture: Fixture) -> [String] {
        edits.map { "\(fixture.name(of: $0.path))@\($0.edit.range)→\($0.edit.newText)" }.sorted()
    }

    /// Every ⏩…⏪ of the fixture, rendered as an edit to `newText`.
    func expected(_ fixture: Fixture, _ newText: String) -> [String] {
        fixture.files.flatMap { file in file.marked.ranges.map { "\(fixture.name(of: file.path))@\($0)→\(newText)" } }.sorted()
    }

    func place(_ fixture: Fixture) -> (SceneryProjectModel.SourceLocation) -> String {
        { location in
            let name = fixture.name(of: location.path)
            return "\(name):\(fixture[name].marked.source.lineAndColumn(of: location.range.lowerBound).line)"
        }
    }

    @Test func renamingFromTheLiteralOrTheSceneChangesBothInThatStoryboardOnly() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let coordinator = fixture["Coordinator.swift"]
        let fromCode = try #require(analysis.renameableStoryboardID(at: coordinator.marked.offset("1️⃣"), in: coordinator.path, text: coordinator.marked.source))
        #expect(fromCode.identifier == "Profile" && fromCode.storyboards == ["Profile"])
        #expect(fromCode.range == coordinator.marked.ranges[0])
        #expect(render(try analysis.rename(fromCode, to: "Account", place: place(fixture)).get(), fixture) == expected(fixture, "Account"))

        let storyboard = fixture["Profile.storyboard"]
        let fromScene = try #require(analysis.renameableStoryboardID(at: storyboard.marked.offset("2️⃣"), in: storyboard.path))
        #expect(fromScene.range == storyboard.marked.ranges[0])
        #expect(render(try analysis.rename(fromScene, to: "Account", place: place(fixture)).get(), fixture) == expected(fixture, "Account"))
    }

    @Test func nothingElseIsRenameable() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let coordinator = fixture["Coordinator.swift"]
        // The storyboard's name (3️⃣), code outside any literal, a storyboard outside any Storyboard ID.
        #expect(analysis.renameableStoryboardID(at: coordinator.marked.offset("3️⃣"), in: coordinator.path, text: coordinator.marked.source) == nil)
        #expect(analysis.renameableStoryboardID(at: 0, in: coordinator.path, text: coordinator.marked.source) == nil)
        #expect(analysis.renameableStoryboardID(at: 0, in: fixture["Profile.storyboard"].path) == nil)
    }

    @Test func aRenameThatWouldBreakTheProjectIsRefused() throws {
        let fixture = Fixture(Self.project + "\n-- IDs.swift --\nenum SceneIDs { static let profile = \"Profile\" }\nlet d = UIStoryboard(name: \"Profile\", bundle: nil).instantiateViewController(withIdentifier: SceneIDs.profile)\n")
        let analysis = Analysis(fixture)
        let storyboard = fixture["Profile.storyboard"]
        let target = try #require(analysis.renameableStoryboardID(at: storyboard.marked.offset("2️⃣"), in: storyboard.path))
        let throughConstant = refusal(in: analysis, target, "Account", place: place(fixture))
        #expect(throughConstant?.hasPrefix("IDs.swift:2 (") == true)
        #expect(throughConstant?.hasSuffix("names the Storyboard ID 'Profile' otherwise than by a string literal; change it there first") == true)

        let plain = Analysis(Fixture(Self.project))
        #expect(refusal(in: plain, target, "Home") == "Profile.storyboard already has a scene with the Storyboard ID 'Home'")
        #expect(refusal(in: plain, target, "a\"b")?.hasPrefix("'a\"b' cannot be a Storyboard ID here") == true)
        #expect(refusal(in: plain, target, "") != nil)
        #expect(refusal(in: plain, target, "Profile") == nil)
    }

    private func refusal(
        in analysis: Analysis, _ target: RenameableStoryboardID, _ newName: String, place: (SceneryProjectModel.SourceLocation) -> String = { _ in "" }
    ) -> String? {
        if case .failure(let refusal) = analysis.rename(target, to: newName, place: place) { return refusal.description }
        return nil
    }
}
