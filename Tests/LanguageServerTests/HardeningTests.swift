import Foundation
@testable import SceneryLanguageServer
import SceneryTestSupport
import Testing

/// What editors send that Scenery refused or kept wrong (issue #46).
@Suite struct HardeningTests {
    static let project = LanguageServerTests.project.replacingOccurrences(of: "-- Profile.", with: "-- Feature/Profile.")

    /// A rename's edit that reaches a storyboard through a link out of the project is refused,
    /// naming the file: the editor applying it would change the file outside.
    @Test func aRenameThroughALinkOutOfTheProjectIsRefused() throws {
        let outside = NSTemporaryDirectory() + "scenery-outside-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let client = try InProcessClient("""
        -- Open.swift --
        let a = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Det1️⃣ail")
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """) { root in
            try FileManager.default.moveItem(atPath: root + "/Main.storyboard", toPath: outside + "/Main.storyboard")
            try FileManager.default.createSymbolicLink(atPath: root + "/Main.storyboard", withDestinationPath: outside + "/Main.storyboard")
        }
        #expect(client.indexedPaths.contains(client.root + "/Main.storyboard"))
        client.open("Open.swift")
        let renaming: [String: Any] = [
            "textDocument": ["uri": client.uri("Open.swift")], "position": LanguageServerTests().position(client, "Open.swift", "1️⃣"), "newName": "Details",
        ]
        let refused = try #require(client.request("textDocument/rename", renaming)["error"] as? [String: Any])
        #expect(refused["message"] as? String == "Main.storyboard is a symbolic link to a file outside the project, which Scenery does not change")
    }
}
