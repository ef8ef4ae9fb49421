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
        let client = try InProcessClient(
            """
            -- Open.swift --
            let a = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Det1️⃣ail")
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        ) { root in
            try FileManager.default.moveItem(atPath: root + "/Main.storyboard", toPath: outside + "/Main.storyboard")
            try FileManager.default.createSymbolicLink(atPath: root + "/Main.storyboard", withDestinationPath: outside + "/Main.storyboard")
        }
        #expect(client.indexedPaths.contains(client.root + "/Main.storyboard"))
        client.open("Open.swift")
        let renaming: [String: Any] = [
            "textDocument": ["uri": client.uri("Open.swift")], "position": LanguageServerTests().position(client, "Open.swift", "1️⃣"),
            "newName": "Details",
        ]
        let refused = try #require(client.request("textDocument/rename", renaming)["error"] as? [String: Any])
        #expect(refused["message"] as? String == "Main.storyboard is a symbolic link to a file outside the project, which Scenery does not change")
    }

    /// What an editor sends for a lone file: no root and no folder. Served, with nothing to serve.
    @Test func initializeWithoutARootIsAccepted() throws {
        let recorder = InProcessClient.Recorder()
        let server = LanguageServer(send: recorder.record, log: recorder.log)
        func send(_ message: [String: Any]) { server.handle(body: (try? JSONSerialization.data(withJSONObject: message)) ?? Data()) }
        send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]]])
        #expect(recorder.messages.last?["result"] != nil, "\(recorder.messages)")
        send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let lone = URL(fileURLWithPath: NSTemporaryDirectory() + "Lone.swift").absoluteString
        send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": lone, "languageId": "swift", "version": 1, "text": "let a = 1\n"]],
        ])
        send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": lone, "version": 2], "contentChanges": [["text": "let a = 2\n"]]],
        ])
        send(["jsonrpc": "2.0", "id": 2, "method": "workspace/symbol", "params": ["query": "a"]])
        #expect(recorder.messages.last?["id"] as? Int == 2)
        #expect((recorder.messages.last?["result"] as? [Any])?.isEmpty == true, "\(recorder.messages.last ?? [:])")
        #expect(!recorder.messages.contains { $0["error"] != nil })
    }

    /// VS Code's watcher reports a deleted folder as one deletion: every file under it goes.
    @Test func aDeletedFolderTakesItsFilesScreensAndDiagnostics() throws {
        let client = try InProcessClient(Self.project)
        client.open("Names.swift")
        #expect(client.publishedDiagnostics["Feature/Profile.storyboard"]?.count == 1)
        try FileManager.default.removeItem(atPath: client.root + "/Feature")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Feature"), "type": 3]]])
        #expect(client.publishedDiagnostics["Feature/Profile.storyboard"]?.isEmpty == true)
        #expect(!client.indexedPaths.contains { $0.hasPrefix(client.root + "/Feature/") })
        let screens = try #require(client.request("scenery/screens", [:])["result"] as? [[String: Any]])
        #expect(screens.isEmpty)
    }

    /// A deleted file goes alone, the other files stay; a folder deleted in the same notification
    /// as a path never indexed takes its files.
    @Test func aDeletedFileGoesAloneAndAFolderBesideItTakesItsFiles() throws {
        let client = try InProcessClient(Self.project)
        client.open("Names.swift")
        let before = client.indexedPaths
        #expect(before.contains(client.root + "/Coordinator.swift") && before.contains(client.root + "/Feature/Profile.swift"))
        try FileManager.default.removeItem(atPath: client.root + "/Coordinator.swift")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Coordinator.swift"), "type": 3]]])
        #expect(client.indexedPaths == before.filter { $0 != client.root + "/Coordinator.swift" })
        try FileManager.default.removeItem(atPath: client.root + "/Feature")
        client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": client.uri("Missing.swift"), "type": 3], ["uri": client.uri("Feature"), "type": 3]]])
        #expect(client.indexedPaths == [client.root + "/Names.swift"])
    }

    /// A storyboard deleted on disk while open stays as the editor has it; closed, it goes.
    @Test func anOpenStoryboardDeletedThenClosedLosesItsDiagnostics() throws {
        let client = try InProcessClient(Self.project)
        client.open("Feature/Profile.storyboard")
        #expect(client.publishedDiagnostics["Feature/Profile.storyboard"]?.count == 1)
        try FileManager.default.removeItem(atPath: client.root + "/Feature/Profile.storyboard")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Feature/Profile.storyboard"), "type": 3]]])
        #expect(client.publishedDiagnostics["Feature/Profile.storyboard"]?.count == 1)
        client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri("Feature/Profile.storyboard")]])
        #expect(client.publishedDiagnostics["Feature/Profile.storyboard"]?.isEmpty == true)
        #expect(!client.indexedPaths.contains(client.root + "/Feature/Profile.storyboard"))
    }
}
