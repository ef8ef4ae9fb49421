@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
import SceneryTestSupport
import Testing

/// A storyboard's change that alters screens in what generation does not read keeps the generated
/// code it made (the join's `generatedCode` lowered): nothing that reads it is checked again. One
/// that generation reads makes it again. Either way, the file is what a fresh analysis makes.
@Suite struct GenerationCutOffTests {
    static let project = """
        -- Profile.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        final class ProfileViewController: UIViewController {
            func initialize(name: String) {}
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        final class NoteViewController: UIViewController {}
        -- Profile.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="b" customClass="NoteViewController" storyboardIdentifier="noteDetail" sceneMemberID="viewController"/>
        </objects></scene>
        </scenes></document>
        """

    /// The change's `generatedCode`, and whether the generated file then equals a fresh analysis's.
    func renaming(_ identifier: String, to renamed: String) -> (generatedCode: Bool, fileChanged: Bool, asFresh: Bool) {
        let fixture = Fixture(Self.project)
        let configuration = ProjectConfiguration(root: fixture.root)
        var files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        var analysis = Analysis(configuration: configuration)
        analysis.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
        let before = analysis.generatedFile().contents
        let storyboard = fixture.root + "/Profile.storyboard"
        let text = String(decoding: files[storyboard] ?? [], as: UTF8.self)
        files[storyboard] = Array(
            text.replacingOccurrences(of: "storyboardIdentifier=\"\(identifier)\"", with: "storyboardIdentifier=\"\(renamed)\"").utf8)
        let change = analysis.update(path: storyboard, bytes: files[storyboard] ?? [])
        var fresh = Analysis(configuration: configuration)
        fresh.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
        let after = analysis.generatedFile().contents
        return (change.generatedCode, after != before, after == fresh.generatedFile().contents)
    }

    /// `ProfileViewController`'s factory instantiates it by its type's name, not its scene's ID.
    @Test func aStoryboardIDNoFactoryNamesKeepsTheGeneratedCode() {
        let result = renaming("ProfileViewController", to: "ProfileViewControllerOld")
        #expect(!result.generatedCode && !result.fileChanged && result.asFresh)
    }

    /// `NoteViewController`'s factory instantiates it by its scene's ID.
    @Test func aStoryboardIDAFactoryNamesMakesItAgain() {
        let result = renaming("noteDetail", to: "noteDetails")
        #expect(result.generatedCode && result.fileChanged && result.asFresh)
    }
}
