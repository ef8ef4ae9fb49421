import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

@Suite struct ProjectHostTests {
    static let project = """
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        -- Profile.swift --
        final class ProfileViewController: UIViewController {}
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    static func load(_ literal: String = project) throws -> (root: String, host: ProjectHost) {
        let root = try Fixture.written(literal, prefix: "scenery-host")
        return (root, try ProjectHost.load(path: root))
    }

    /// Each diagnostic as `file:line rule`, its line from the texts of the answer.
    static func lines(_ host: ProjectHost) -> [String] {
        host.answer { analysis, texts in
            analysis.diagnostics().map {
                "\(($0.location.path as NSString).lastPathComponent):\(texts.lineAndColumn($0.location.range.lowerBound, in: $0.location.path).line) \($0.rule)"
            }
        }
    }

    /// A file rewritten on disk since it was indexed, and nobody said so: its places stay those of
    /// the bytes indexed (the facts' lines), and nothing is read to answer; once the change is
    /// noticed and the file indexed again, its diagnostics are published again, where they are now.
    @Test func aFileChangedOnDiskSinceItWasIndexedIsPlacedAsIndexedUntilIndexedAgain() throws {
        var (root, host) = try Self.load()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let storyboard = root + "/Profile.storyboard"
        let indexedHash = host.analysis.index.contentHash(of: storyboard)
        _ = host.changedDiagnostics { file, _ in file }
        let inserted = "<!-- one -->\n<!-- two -->\n"
        let moved = inserted + (try String(contentsOfFile: storyboard, encoding: .utf8))
        try moved.write(toFile: storyboard, atomically: true, encoding: .utf8)
        #expect(Self.lines(host) == ["Profile.storyboard:2 scene-not-found"])
        #expect(host.analysis.index.contentHash(of: storyboard) == indexedHash)
        host.refreshFromDisk()
        #expect(
            host.changedDiagnostics { file, texts in
                "\((file.path as NSString).lastPathComponent):\(file.diagnostics.map { texts.lineAndColumn($0.location.range.lowerBound, in: file.path).line })"
            } == ["Profile.storyboard:[4]", "Profile.swift:[3]"])
        #expect(Self.lines(host) == ["Profile.storyboard:4 scene-not-found"])
    }

    /// The lines of a file that is not open are those its facts keep; only open texts are texts.
    @Test func linesComeFromTheFactsAndTextsFromBuffers() throws {
        var (root, host) = try Self.load()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let storyboard = root + "/Profile.storyboard"
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: storyboard)))
        try FileManager.default.removeItem(atPath: storyboard)
        #expect(host.answer { _, texts in texts.lineIndex(of: storyboard) } == LineIndex(bytes))
        #expect(host.answer { _, texts in texts.text(of: storyboard) } == nil)
        host.setBuffer(storyboard, to: SourceText("<document/>\n"))
        #expect(host.answer { _, texts in texts.text(of: storyboard)?.text } == "<document/>\n")
    }

    /// A buffer is the truth for its file until it is closed; then the disk is again.
    @Test func buffersAreTheTruthUntilClosed() throws {
        var (root, host) = try Self.load()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let storyboard = root + "/Profile.storyboard"
        let fixed = try String(contentsOfFile: storyboard, encoding: .utf8).replacingOccurrences(of: "\"Profile\"", with: "\"ProfileViewController\"")
        host.setBuffer(storyboard, to: SourceText(fixed))
        #expect(Self.lines(host) == [])
        #expect(host.answer { _, texts in texts.text(of: storyboard)?.text } == fixed)
        host.closeBuffers([storyboard])
        #expect(Self.lines(host) == ["Profile.storyboard:2 scene-not-found"])
    }

    /// Only what changed is published again: a file's list when it or the file's bytes changed, an
    /// empty list when a file's diagnostics went; a file opened gets its own list whatever it had.
    @Test func diagnosticsArePublishedWhenTheyChange() throws {
        var (root, host) = try Self.load()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let storyboard = root + "/Profile.storyboard"
        func changed() -> [String] {
            host.changedDiagnostics { file, _ in "\((file.path as NSString).lastPathComponent) \(file.diagnostics.map(\.rule))" }
        }
        #expect(changed() == ["Profile.storyboard [\"scene-not-found\"]", "Profile.swift [\"scene-not-found\"]"])
        #expect(changed() == [])
        #expect(host.diagnostics(focusedOn: storyboard) { file, _ in file.diagnostics.map(\.rule) } == ["scene-not-found"])
        let text = try String(contentsOfFile: storyboard, encoding: .utf8)
        host.setBuffer(storyboard, to: SourceText(text + "\n"))
        #expect(changed() == ["Profile.storyboard [\"scene-not-found\"]"])
        host.setBuffer(storyboard, to: SourceText(text.replacingOccurrences(of: "\"Profile\"", with: "\"ProfileViewController\"")))
        #expect(changed() == ["Profile.storyboard []", "Profile.swift []"])
    }

    /// Code actions are offered for published diagnostics only while their files hold the bytes
    /// they were computed from: an unsaved edit moves the positions until the next publication. In
    /// the file being edited, its diagnostics now stand in for those it was published with.
    @Test func codeActionsAreOfferedForDiagnosticsAsTheyAreNow() throws {
        var (root, host) = try Self.load()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = host.changedDiagnostics { file, _ in file }
        let published = host.published
        let (swift, storyboard) = (root + "/Profile.swift", root + "/Profile.storyboard")
        func offered(editing path: String) -> [String] {
            published.current(in: host.analysis, editing: path).map {
                "\(($0.location.path as NSString).lastPathComponent) \($0.location.range.lowerBound)"
            }
        }
        let atPublication = offered(editing: swift)
        #expect(atPublication.count == 2)
        // Asked among some files (a code action reads its own file's and the generated files'): those located there, the same.
        let all = published.current(in: host.analysis, editing: swift)
        let inStoryboard = all.filter { $0.location.path == storyboard }
        #expect(!inStoryboard.isEmpty && inStoryboard.count < all.count)
        #expect(published.current(in: host.analysis, editing: swift, among: [storyboard, root + "/Missing.swift"]) == inStoryboard)
        let problem = try #require(host.analysis.diagnostics().first { $0.location.path == storyboard }?.location.range.lowerBound)
        // The storyboard's diagnostic points into the Swift file (a related place, a fix), as its
        // mirror does: both wait for the next publication.
        host.setBuffer(swift, to: SourceText("// moved\n" + (try String(contentsOfFile: swift, encoding: .utf8))))
        #expect(offered(editing: swift) == [])
        host.closeBuffers([swift])
        #expect(offered(editing: swift) == atPublication)
        // Editing the storyboard, its problem is offered where it is now; the mirror waits.
        let moved = "<!-- moved -->\n"
        host.setBuffer(storyboard, to: SourceText(moved + (try String(contentsOfFile: storyboard, encoding: .utf8))))
        #expect(offered(editing: storyboard) == ["Profile.storyboard \(problem + moved.utf8.count)"])
    }
}
