import Foundation
import SceneryKit
import SceneryTestSupport
import Testing

/// The library as a client uses it: load a folder, read its screens, findings, generated code and
/// navigation graph, then hand it changes.
@Suite struct SceneryProjectTests {
    static let app = """
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            func initialize(user: String) {}
        }
        -- About.swift --
        final class AboutViewController: UIViewController {
            func showProfile() {
                let profile = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Profile")
                navigationController?.pushViewController(profile, animated: true)
            }
        }
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    func withProject(_ literal: String = app, _ body: (String, inout SceneryProject) throws -> Void) throws {
        let root = try Fixture.written(literal, prefix: "scenery-kit")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var project = try SceneryProject.load(path: root)
        try body(root, &project)
    }

    @Test func screensSayWhereEachComesFromAndWhatItTakes() throws {
        try withProject { root, project in
            #expect(project.root == root)
            #expect(project.paths == ["About.swift", "Profile.storyboard", "Profile.swift"].map { root + "/" + $0 })
            let screens = project.screens.map {
                "\($0.typeName) \($0.origin) \($0.storyboard ?? "-") \($0.storyboardIdentifier ?? "-") \($0.factoryName ?? "-") \($0.parameters.map { "\($0.label ?? "_"): \($0.type)" }) \(($0.file as NSString).lastPathComponent):\($0.line)"
            }
            #expect(
                screens == [
                    "AboutViewController code-only - - aboutViewController [] About.swift:1",
                    "ProfileViewController Profile.storyboard Profile Profile profileViewController [\"user: String\"] Profile.swift:1",
                ])
            #expect(project.screens.map(\.storyboards) == [[], ["Profile"]])
        }
    }

    @Test func findingsAreWhatCheckReports() throws {
        let wrongID = Self.app.replacingOccurrences(of: "withIdentifier: \"Profile\"", with: "withIdentifier: \"ProfileScreen\"")
        try withProject(wrongID) { root, project in
            let findings = project.findings.map { finding in
                "\(finding.rule) \(finding.severity) \(finding.location.file.dropFirst(root.count + 1)):\(finding.location.line):\(finding.location.column) "
                    + finding.message
                    + finding.related.map { " / \($0.location.file.dropFirst(root.count + 1)):\($0.location.line) \($0.message)" }.joined()
            }
            #expect(
                findings == [
                    "scene-not-found error About.swift:3:109 Profile.storyboard has no scene with Storyboard ID 'ProfileScreen' / Profile.storyboard:1 Profile.storyboard"
                ])
            #expect(project.configurationProblems.isEmpty && project.unreadableFiles.isEmpty)
        }
    }

    @Test func generatedSourceInTheConfiguredAndGivenStyles() throws {
        try withProject { _, project in
            #expect(project.generatedSource().contains("func profileViewController(user: String) -> ProfileViewController"))
            let storyboardable = project.generatedSource(styles: [.storyboardable])
            #expect(storyboardable.contains("protocol Storyboardable"))
            #expect(!storyboardable.contains("func profileViewController("))
        }
    }

    @Test func theNavigationGraphLeadsFromCallerToScreen() throws {
        try withProject { _, project in
            let graph = project.navigationGraph
            #expect(graph.screens == ["AboutViewController", "ProfileViewController"])
            #expect(
                graph.edges.map { "\($0.from ?? "-") \($0.kind) \($0.to) line \($0.location.line)" } == [
                    "AboutViewController instantiate ProfileViewController line 3"
                ])
        }
    }

    @Test func unsavedContentsThenTheDiskAgain() throws {
        try withProject { root, project in
            let profile = root + "/Profile.swift"
            let before = project
            project.update(path: profile, contents: Array("// gone for now\n".utf8))
            #expect(project.screens.map(\.typeName) == ["AboutViewController"])
            #expect(project.findings.map(\.rule) == ["unknown-custom-class"])
            // A copy keeps answering for the files as they were.
            #expect(before.screens.count == 2)
            project.update(changedPaths: [profile])
            #expect(project.screens.count == 2)
        }
    }

    @Test func filesThatAppearOrGoAwayJoinOrLeave() throws {
        try withProject { root, project in
            try FileManager.default.removeItem(atPath: root + "/Profile.storyboard")
            try Data("final class HelpViewController: UIViewController {}\n".utf8).write(to: URL(fileURLWithPath: root + "/Help.swift"))
            try Data("not Swift".utf8).write(to: URL(fileURLWithPath: root + "/Notes.txt"))
            project.update(changedPaths: [root + "/Profile.storyboard", root + "/Help.swift", root + "/Notes.txt"])
            #expect(project.paths == ["About.swift", "Help.swift", "Profile.swift"].map { root + "/" + $0 })
            #expect(project.findings.map(\.rule) == ["storyboard-not-found"])
            #expect(project.unreadableFiles.isEmpty)
        }
    }

    @Test func aFolderThatIsNotThereIsAnError() {
        #expect(throws: SceneryError.self) { try SceneryProject.load(path: "/nonexistent/scenery-kit") }
    }
}
