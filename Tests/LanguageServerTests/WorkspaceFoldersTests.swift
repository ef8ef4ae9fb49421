import Foundation
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Every workspace folder is served, each with its own `.scenery.yml`: documents are answered by
/// the folder that holds them, workspace-wide requests by all, and folders come and go.
@Suite struct WorkspaceFoldersTests {
    /// The same app twice, with a screen of its own in each and the same wrong Storyboard ID:
    /// `Shop` grades `scene-not-found` a hint in its own `.scenery.yml`; `Blog`'s configuration
    /// is in `Blog/App`, below the folder, and keeps it an error.
    static func app(_ folder: String, screen: String, configuration: String) -> String {
        """
        -- \(folder)/.scenery.yml --
        \(configuration)
        -- \(folder)/Names.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        -- \(folder)/Profile.swift --
        final class ProfileViewController: UIViewController {
            func initialize(user: String) {}
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        -- \(folder)/\(screen).swift --
        final class 1️⃣\(screen)ViewController: UIViewController {}
        -- \(folder)/Coordinator.swift --
        let a = navigationController.push.1️⃣
        -- \(folder)/Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>

        """
    }

    static let shop = app("Shop", screen: "Cart", configuration: "rules:\n  scene-not-found: hint")
    static let blog = app("Blog/App", screen: "Post", configuration: "rules:\n  scene-not-found: error")
    static let project = shop + blog

    func position(_ client: InProcessClient, _ name: String) -> [String: Int] {
        let marked = client.fixture[name].marked
        let position = marked.source.position(of: marked.offset("1️⃣"), in: .utf16)
        return ["line": position.line, "character": position.character]
    }

    func completionLabels(_ client: InProcessClient, _ name: String) -> [String] {
        let response = client.request("textDocument/completion", ["textDocument": ["uri": client.uri(name)], "position": position(client, name)])
        let items = ((response["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        return items.compactMap { $0["label"] as? String }
    }

    func hover(_ client: InProcessClient, _ name: String) -> String? {
        let response = client.request("textDocument/hover", ["textDocument": ["uri": client.uri(name)], "position": position(client, name)])
        return ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }

    func screens(_ client: InProcessClient) -> [String] {
        let response = client.request("scenery/screens", [:])
        return ((response["result"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }.sorted()
    }

    func severities(_ client: InProcessClient, _ name: String) -> [Int]? {
        client.publishedDiagnostics[name]?.compactMap { $0["severity"] as? Int }
    }

    func changeFolders(_ client: InProcessClient, added: [String] = [], removed: [String] = []) {
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": added.map(client.folder), "removed": removed.map(client.folder)]])
    }

    @Test func theServerAdvertisesWorkspaceFolders() throws {
        let client = try InProcessClient(Self.project, workspaceFolders: ["Shop", "Blog"])
        let initialize = client.sent.first { ($0["id"] as? Int) == 1 }
        let capabilities = (initialize?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        let folders = (capabilities?["workspace"] as? [String: Any])?["workspaceFolders"] as? [String: Any]
        #expect(folders?["supported"] as? Bool == true)
        #expect(folders?["changeNotifications"] as? Bool == true)
    }

    /// Each folder is its own project, configured by its own file (`Blog`'s found below it), and
    /// publishes its own diagnostics.
    @Test func eachFolderIsAProjectWithItsOwnConfigurationAndDiagnostics() throws {
        let client = try InProcessClient(Self.project, workspaceFolders: ["Shop", "Blog"])
        #expect(client.projectRoots == ["Shop", "Blog/App"])
        #expect(client.logs.contains { $0.contains("Blog/App/.scenery.yml") })
        client.open("Shop/Profile.swift")
        client.open("Blog/App/Profile.swift")
        #expect(severities(client, "Shop/Profile.storyboard") == [4])
        #expect(severities(client, "Blog/App/Profile.storyboard") == [1])
    }

    @Test func completionAndHoverAreAnsweredByTheFolderThatHoldsTheDocument() throws {
        let client = try InProcessClient(Self.project, workspaceFolders: ["Shop", "Blog"])
        for name in ["Shop/Coordinator.swift", "Blog/App/Coordinator.swift", "Shop/Cart.swift", "Blog/App/Post.swift"] { client.open(name) }
        #expect(completionLabels(client, "Shop/Coordinator.swift") == ["cartViewController(animated:)", "profileViewController(user:animated:)"])
        #expect(completionLabels(client, "Blog/App/Coordinator.swift") == ["postViewController(animated:)", "profileViewController(user:animated:)"])
        #expect(hover(client, "Shop/Cart.swift")?.contains("CartViewController") == true)
        #expect(hover(client, "Blog/App/Post.swift")?.contains("PostViewController") == true)
    }

    /// A document in no folder is answered by the first folder's project, from its own text.
    @Test func aDocumentInNoFolderIsServedByTheFirstFolder() throws {
        let client = try InProcessClient(
            Self.project + "-- Loose.swift --\nlet b = navigationController.push.1️⃣\n", workspaceFolders: ["Shop", "Blog"])
        client.open("Loose.swift")
        #expect(completionLabels(client, "Loose.swift") == ["cartViewController(animated:)", "profileViewController(user:animated:)"])
    }

    @Test func workspaceWideRequestsJoinEveryFolder() throws {
        let client = try InProcessClient(Self.project, workspaceFolders: ["Shop", "Blog"])
        #expect(screens(client) == ["CartViewController", "PostViewController", "ProfileViewController", "ProfileViewController"])
        let symbols = client.request("workspace/symbol", ["query": "ViewController"])["result"] as? [[String: Any]] ?? []
        let files = symbols.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(files.contains(client.uri("Shop/Cart.swift")) && files.contains(client.uri("Blog/App/Post.swift")))
        let graph = client.request("scenery/navigationGraph", [:])["result"] as? [String: Any]
        #expect((graph?["nodes"] as? [[String: Any]])?.count == 4)
    }

    /// An added folder is indexed; a removed one's project goes, and the diagnostics it published are cleared.
    @Test func foldersAddedAreIndexedAndFoldersRemovedClearTheirDiagnostics() throws {
        let client = try InProcessClient(Self.project, workspaceFolders: ["Shop"])
        #expect(screens(client) == ["CartViewController", "ProfileViewController"])
        changeFolders(client, added: ["Blog"])
        #expect(client.projectRoots == ["Shop", "Blog/App"])
        #expect(screens(client) == ["CartViewController", "PostViewController", "ProfileViewController", "ProfileViewController"])
        client.open("Shop/Profile.swift")
        client.open("Blog/App/Profile.swift")
        #expect(severities(client, "Blog/App/Profile.storyboard") == [1])
        changeFolders(client, removed: ["Blog"])
        #expect(client.projectRoots == ["Shop"])
        #expect(severities(client, "Blog/App/Profile.storyboard") == [])
        #expect(severities(client, "Blog/App/Profile.swift") == [])
        #expect(severities(client, "Shop/Profile.storyboard") == [4])
        #expect(screens(client) == ["CartViewController", "ProfileViewController"])
    }

    /// To a client that pulls diagnostics, a removed folder's files report empty, and it is asked to pull again.
    @Test func aRemovedFoldersPulledDiagnosticsAreEmptied() throws {
        let pulling: [String: Any] = ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]]
        let client = try InProcessClient(Self.project, capabilities: pulling, workspaceFolders: ["Shop", "Blog"])
        client.open("Blog/App/Profile.swift")
        let storyboard: [String: Any] = ["uri": client.uri("Blog/App/Profile.storyboard")]
        let before = client.request("textDocument/diagnostic", ["textDocument": storyboard])["result"] as? [String: Any]
        #expect((before?["items"] as? [Any])?.count == 1)
        let refreshes = client.sent.filter { $0["method"] as? String == "workspace/diagnostic/refresh" }.count
        changeFolders(client, removed: ["Blog"])
        #expect(client.sent.filter { $0["method"] as? String == "workspace/diagnostic/refresh" }.count == refreshes + 1)
        let after = client.request("textDocument/diagnostic", ["textDocument": storyboard])["result"] as? [String: Any]
        #expect((after?["items"] as? [Any])?.isEmpty == true)
        #expect(client.publishedDiagnostics.isEmpty)
    }

    /// A changed `.scenery.yml` reloads its own project only.
    @Test func aChangedConfigurationReloadsItsOwnFolder() throws {
        let client = try InProcessClient(Self.project, workspaceFolders: ["Shop", "Blog"])
        client.open("Shop/Profile.swift")
        client.open("Blog/App/Profile.swift")
        let before = client.sent.count
        try Data("rules:\n  scene-not-found: warning\n".utf8).write(to: URL(fileURLWithPath: client.root + "/Blog/App/.scenery.yml"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Blog/App/.scenery.yml"), "type": 2]]])
        #expect(severities(client, "Blog/App/Profile.storyboard") == [2])
        let republished = client.sent[before...].compactMap { ($0["params"] as? [String: Any])?["uri"] as? String }
        #expect(!republished.contains(client.uri("Shop/Profile.storyboard")))
    }

    /// Below a folder, the shallowest `.scenery.yml` is its project's (the first by path of those as
    /// shallow, the others logged).
    @Test func theShallowestConfigurationBelowAFolderIsTheProjects() throws {
        let client = try InProcessClient(
            """
            -- Repo/Alpha/Deeper/.scenery.yml --
            rules: {}
            -- Repo/Zeta/.scenery.yml --
            rules: {}
            -- Repo/Beta/.scenery.yml --
            rules: {}
            -- Repo/Beta/Cart.swift --
            final class CartViewController: UIViewController {}
            """,
            workspaceFolders: ["Repo"]
        )
        #expect(client.projectRoots == ["Repo/Beta"])
        #expect(client.logs.contains { $0.contains("Repo/Zeta") })
        #expect(screens(client) == ["CartViewController"])
    }
}

/// A folder inside another folder's project is a project of its own, left out of the outer one,
/// so that each file is one project's; once it is removed, the outer project takes its files back.
@Suite struct NestedWorkspaceFolderTests {
    static let project = """
        -- Shop/.scenery.yml --
        rules: {}
        -- Shop/Cart.swift --
        final class CartViewController: UIViewController {}
        -- Shop/Admin/.scenery.yml --
        rules: {}
        -- Shop/Admin/Users.swift --
        final class UsersViewController: UIViewController {}
        """

    func screens(_ client: InProcessClient) -> [String] {
        let response = client.request("scenery/screens", [:])
        return ((response["result"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }.sorted()
    }

    @Test func aNestedFolderIsLeftOutOfTheOuterProjectWhileItIsServed() throws {
        let client = try InProcessClient(Self.project, workspaceFolders: ["Shop", "Shop/Admin"])
        #expect(client.projectRoots == ["Shop", "Shop/Admin"])
        #expect(screens(client) == ["CartViewController", "UsersViewController"])
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [client.folder("Shop/Admin")]]])
        #expect(client.projectRoots == ["Shop"])
        #expect(screens(client) == ["CartViewController", "UsersViewController"])
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [client.folder("Shop/Admin")], "removed": []]])
        #expect(screens(client) == ["CartViewController", "UsersViewController"])
        #expect(client.indexedPaths == [client.root + "/Shop/Cart.swift"])
    }
}
