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

    /// `file@range→text` for each edit, sorted; then each file moved, `from→to`, in order (paths relative to the fixture's root).
    func render(_ renaming: RenameEdit, _ fixture: Fixture) -> [String] {
        func relative(_ path: String) -> String { path.hasPrefix(fixture.root + "/") ? String(path.dropFirst(fixture.root.count + 1)) : path }
        return renaming.edits.map { "\(relative($0.path))@\($0.edit.range)→\($0.edit.newText)" }.sorted()
            + renaming.moves.map { "\(relative($0.from))→\(relative($0.to))" }
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
        let fromCode = try #require(analysis.renameTarget(at: "1️⃣", in: coordinator))
        #expect(fromCode.name == "Profile" && fromCode.kind == .storyboardIdentifier(storyboards: ["Profile"]))
        #expect(fromCode.range == coordinator.marked.ranges[0])
        #expect(render(try analysis.rename(fromCode, to: "Account", place: place(fixture)).get(), fixture) == expected(fixture, "Account"))

        let storyboard = fixture["Profile.storyboard"]
        let fromScene = try #require(analysis.renameTarget(at: "2️⃣", in: storyboard))
        #expect(fromScene.range == storyboard.marked.ranges[0])
        #expect(render(try analysis.rename(fromScene, to: "Account", place: place(fixture)).get(), fixture) == expected(fixture, "Account"))
    }

    @Test func nothingElseIsRenameable() {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let coordinator = fixture["Coordinator.swift"]
        // Code outside any literal (`final`), a storyboard outside anything it names.
        #expect(analysis.renameTarget(at: 0, in: coordinator.path, text: coordinator.marked.source) == nil)
        #expect(analysis.renameTarget(at: 0, in: fixture["Profile.storyboard"].path) == nil)
    }

    @Test func aRenameThatWouldBreakTheProjectIsRefused() throws {
        let fixture = Fixture(
            Self.project
                + "\n-- IDs.swift --\nenum SceneIDs { static let profile = \"Profile\" }\nlet d = UIStoryboard(name: \"Profile\", bundle: nil).instantiateViewController(withIdentifier: SceneIDs.profile)\n"
        )
        let analysis = Analysis(fixture)
        let storyboard = fixture["Profile.storyboard"]
        let target = try #require(analysis.renameTarget(at: "2️⃣", in: storyboard))
        let throughConstant = refusal(in: analysis, target, "Account", place: place(fixture))
        #expect(throughConstant?.hasPrefix("IDs.swift:2 (") == true)
        #expect(throughConstant?.hasSuffix("names the Storyboard ID 'Profile' otherwise than by a string literal; change it there first") == true)

        let plain = Analysis(Fixture(Self.project))
        #expect(refusal(in: plain, target, "Home") == "Profile.storyboard already has a scene with the Storyboard ID 'Home'")
        #expect(refusal(in: plain, target, "a\"b")?.hasPrefix("'a\"b' cannot be a Storyboard ID here") == true)
        #expect(refusal(in: plain, target, "") != nil)
        #expect(refusal(in: plain, target, "Profile") == nil)
        let unknown = Fixture(Self.project.replacingOccurrences(of: "withIdentifier: \"⏩Pro1️⃣file⏪\"", with: "withIdentifier: \"Nowh1️⃣ere\""))
        let nowhere = try #require(Analysis(unknown).renameTarget(at: "1️⃣", in: unknown["Coordinator.swift"]))
        #expect(refusal(in: Analysis(unknown), nowhere, "Somewhere") == "No storyboard has a scene with the Storyboard ID 'Nowhere'")
    }

    func refusal(
        in analysis: Analysis, _ target: RenameTarget, _ newName: String, place: (SceneryProjectModel.SourceLocation) -> String = { _ in "" },
        files: ProjectFileAccess = .none
    ) -> String? {
        if case .failure(let refusal) = analysis.rename(target, to: newName, place: place, files: files) { return refusal.description }
        return nil
    }
}

extension Analysis {
    /// What can be renamed at a marker of one of a fixture's files, its text as the editor has it.
    func renameTarget(at marker: String, in file: Fixture.File) -> RenameTarget? {
        renameTarget(at: file.marked.offset(marker), in: file.path, text: file.marked.source)
    }
}
