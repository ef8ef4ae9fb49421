import Foundation
@testable import SceneryMCP
import SceneryTestSupport
import Testing

@Suite struct MCPTests {
    /// A plain UIKit project: two screens instantiated by Storyboard ID from one storyboard, one
    /// of them with a wrong ID (`Profle`), and a segue between them.
    static let project = """
        -- .scenery.yml --
        output: Generated/Scenery.generated.swift
        -- Sources/ProfileViewController.swift --
        final class ProfileViewController: UIViewController {
            func showSettings() {
                let settings = storyboard?.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
                navigationController?.pushViewController(settings, animated: true)
            }
        }
        -- Sources/SettingsViewController.swift --
        final class SettingsViewController: UIViewController {}
        -- Sources/Coordinator.swift --
        final class Coordinator {
            func start(_ navigationController: UINavigationController) {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                let profile = storyboard.instantiateViewController(withIdentifier: "Profle") as! ProfileViewController
                navigationController.pushViewController(profile, animated: false)
            }
        }
        -- Sources/Main.storyboard --
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="p1" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController">
                            <connections>
                                <segue destination="q1" kind="show" identifier="showSettings" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="q1" customClass="SettingsViewController" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    // MARK: Protocol

    @Test func initializeAgreesOnAVersionAndSaysWhatTheServerHas() throws {
        let client = try MCPClient(protocolVersion: nil)
        let result = try #require(client.request("initialize", ["protocolVersion": "2025-03-26", "capabilities": [:]])["result"] as? [String: Any])
        #expect(result["protocolVersion"] as? String == "2025-03-26")
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "scenery")
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect((capabilities["tools"] as? [String: Any])?["listChanged"] as? Bool == false)
        #expect(capabilities["resources"] != nil)
        // A version Scenery does not speak is answered with its newest.
        let newer = client.request("initialize", ["protocolVersion": "2099-01-01", "capabilities": [:]])["result"] as? [String: Any]
        #expect(newer?["protocolVersion"] as? String == MCPServer.protocolVersions[0])
    }

    @Test func toolsListDescribesEveryToolWithItsSchemas() throws {
        let client = try MCPClient()
        let tools = try #require((client.request("tools/list")["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(
            tools.map { $0["name"] as? String } == [
                "list_screens", "describe_screen", "check", "navigation_graph", "preview_generate", "generate", "rename", "completion_for",
            ])
        for tool in tools {
            #expect((tool["inputSchema"] as? [String: Any])?["type"] as? String == "object")
            #expect((tool["outputSchema"] as? [String: Any])?["type"] as? String == "object")
            #expect(!(tool["description"] as? String ?? "").isEmpty)
        }
        #expect((tools.first { $0["name"] as? String == "rename" }?["annotations"] as? [String: Any])?["readOnlyHint"] as? Bool == false)
    }

    /// Protocol/mcp-tools.json is `tools/list`'s answer, which Protocol/mcp.md documents.
    @Test func theDocumentedToolsAreTheListedOnes() throws {
        let client = try MCPClient()
        let result = try #require(client.request("tools/list")["result"])
        let data = try JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let failure = compareWithGolden(String(decoding: data, as: UTF8.self) + "\n", path: packageRoot + "/Protocol/mcp-tools.json")
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// Before 2025-06-18 tools had no output schema and results no structured content.
    @Test func anOlderSessionGetsNoStructuredOutput() throws {
        let client = try MCPClient(protocolVersion: "2025-03-26")
        let tools = try #require((client.request("tools/list")["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(tools.allSatisfy { $0["outputSchema"] == nil })
        let result = client.call("list_screens")
        #expect(result["structuredContent"] == nil)
        #expect(result.text.contains("ProfileViewController"))
    }

    @Test func badMessagesAreJSONRPCErrorsAndTheServerGoesOn() throws {
        let client = try MCPClient()
        #expect(client.send(Data("{not json".utf8))?.errorCode == -32700)
        #expect(client.request("tools/unknown").errorCode == -32601)
        #expect(client.call("no_such_tool").errorCode == -32602)
        let wrongType = client.call("describe_screen", ["name": 3])
        #expect(wrongType.errorCode == -32602)
        #expect(((wrongType["error"] as? [String: Any])?["message"] as? String)?.contains("'name'") == true)
        #expect(client.call("describe_screen").errorCode == -32602)
        let element = client.call("check", ["files": [3]])
        #expect((element["error"] as? [String: Any])?["message"] as? String == "check: argument 'files[0]' must be a string")
        #expect(client.call("rename", ["kind": "scene", "name": "a", "newName": "b"]).errorCode == -32602)
        #expect(client.request("tools/call", ["arguments": [:]]).errorCode == -32602)
        #expect(client.request("ping")["result"] as? [String: Any] != nil)
        #expect(client.send(["jsonrpc": "2.0", "id": 99, "result": [:]]) == nil)
        #expect(client.structured("list_screens")["screens"] != nil)
    }

    @Test func aBatchIsAnsweredWithABatchIn20250326Only() throws {
        let batch = Data(
            #"[{"jsonrpc":"2.0","id":7,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/x"},{"jsonrpc":"2.0","id":8,"method":"nope"}]"#.utf8)
        let older = try MCPClient(protocolVersion: "2025-03-26")
        let answer = try #require(older.server.handle(batch))
        let answers = try #require(try JSONSerialization.jsonObject(with: answer) as? [[String: Any]])
        #expect(answers.map { $0["id"] as? Int } == [7, 8])
        #expect(answers.last?.errorCode == -32601)
        let newer = try MCPClient()
        #expect(newer.send(batch)?.errorCode == -32600)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let client = try MCPClient(protocolVersion: nil)
        #expect(client.request("tools/list").errorCode == -32600)
        #expect(client.request("ping")["result"] != nil)
    }

    @Test func aProjectThatCannotBeOpenedIsAToolError() throws {
        let client = try MCPClient()
        let server = MCPServer(projectPath: client.root + "/missing")
        _ = server.handle(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#.utf8))
        let answer = try #require(server.handle(Data(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check"}}"#.utf8)))
        let result = try #require((try JSONSerialization.jsonObject(with: answer) as? [String: Any])?["result"] as? [String: Any])
        #expect(result["isError"] as? Bool == true)
        #expect(result.text.contains("Cannot open the project"))
    }

    // MARK: Tools

    @Test func listScreensListsEveryScreenAndFiltersByName() throws {
        let client = try MCPClient()
        let screens = try #require(client.structured("list_screens")["screens"] as? [[String: Any]])
        #expect(screens.map { $0["name"] as? String } == ["ProfileViewController", "SettingsViewController"])
        #expect(screens.first?["storyboardIdentifier"] as? String == "Profile")
        #expect(screens.first?["file"] as? String == "Sources/ProfileViewController.swift")
        #expect(screens.first?["line"] as? Int == 1)
        let filtered = try #require(client.structured("list_screens", ["filter": "sett"])["screens"] as? [[String: Any]])
        #expect(filtered.map { $0["name"] as? String } == ["SettingsViewController"])
        #expect(client.call("list_screens", ["filter": "nothing"]).text == "No screen matches 'nothing'.")
    }

    @Test func describeScreenSaysHowItIsMadeWhoOpensItAndItsSegues() throws {
        let client = try MCPClient()
        let described = client.structured("describe_screen", ["name": "ProfileViewController"])
        #expect((described["creation"] as? String)?.contains("Main.storyboard by the Storyboard ID 'Profile'") == true)
        let calls = try #require(described["factoryCalls"] as? [[String: Any]])
        #expect(
            calls.map { $0["code"] as? String } == [
                "UIViewController.create.profileViewController()",
                "navigationController?.push.profileViewController(animated: true)",
                "present.profileViewController(animated: true)",
            ])
        let openedBy = try #require(described["openedBy"] as? [[String: Any]])
        #expect(openedBy.map { $0["origin"] as? String } == ["Coordinator"])
        #expect((openedBy.first?["place"] as? [String: Any])?["file"] as? String == "Sources/Coordinator.swift")
        let segues = try #require(described["segues"] as? [[String: Any]])
        #expect(segues.map { $0["identifier"] as? String } == ["showSettings"])
        #expect(segues.first?["destination"] as? String == "SettingsViewController")
        let opens = try #require(described["opens"] as? [[String: Any]])
        #expect(opens.map { $0["to"] as? String } == ["SettingsViewController"])
        let unknown = client.call("describe_screen", ["name": "Nope"])
        #expect(unknown["isError"] as? Bool == true)
        #expect(unknown.text.contains("list_screens"))
    }

    @Test func checkFindsThePlantedIDWithItsFixAsAnEdit() throws {
        let client = try MCPClient()
        let result = client.structured("check")
        let findings = try #require(result["findings"] as? [[String: Any]])
        let planted = try #require(findings.first { ($0["place"] as? [String: Any])?["file"] as? String == "Sources/Coordinator.swift" })
        #expect(planted["severity"] as? String == "error")
        #expect((planted["message"] as? String)?.contains("Profle") == true)
        let edit = try #require(((planted["fixes"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "Profile")
        #expect(edit["startLine"] as? Int == 4)
        #expect(result["errorCount"] as? Int ?? 0 >= 1)
        // Focused on a file without findings; a file outside the project is a tool error.
        #expect((client.structured("check", ["files": ["Sources/SettingsViewController.swift"]])["findings"] as? [Any])?.isEmpty == true)
        #expect(client.call("check", ["files": ["Sources/Nope.swift"]])["isError"] as? Bool == true)
        #expect(client.call("check", ["rules": ["no-such-rule"]])["isError"] as? Bool == true)
    }

    /// `scenery mcp --config FILE`: that file configures the project instead of its `.scenery.yml`.
    @Test func aConfigurationFileGivenIsTheOneInForce() throws {
        let client = try MCPClient(Self.project + "\n-- ci.yml --\noutput: Sources/Factories.generated.swift\n")
        let server = MCPServer(projectPath: client.root, configurationFile: client.path("ci.yml"))
        _ = server.handle(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#.utf8))
        let answer = try #require(server.handle(Data(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"preview_generate"}}"#.utf8)))
        let result = try #require((try JSONSerialization.jsonObject(with: answer) as? [String: Any])?["result"] as? [String: Any])
        let files = (result["structuredContent"] as? [String: Any])?["files"] as? [[String: Any]]
        #expect(files?.map { $0["file"] as? String } == ["Sources/Factories.generated.swift"])
    }

    @Test func checkReportsWhatIsWrongWithTheConfiguration() throws {
        let client = try MCPClient(
            Self.project.replacingOccurrences(
                of: "output: Generated/Scenery.generated.swift", with: "output: Generated/Scenery.generated.swift\nstyel: namespaced"))
        let result = client.call("check", ["files": ["Sources/SettingsViewController.swift"]])
        let problems = try #require((result["structuredContent"] as? [String: Any])?["configurationProblems"] as? [String])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(".scenery.yml:2: ") == true)
        #expect(result.text.hasPrefix("error: .scenery.yml:2: "))
        #expect((client.structured("check")["configurationProblems"] as? [String])?.count == 1)
    }

    @Test func changesOnDiskBetweenCallsArePickedUp() throws {
        let client = try MCPClient()
        #expect(client.structured("check", ["files": ["Sources/Coordinator.swift"]])["errorCount"] as? Int == 1)
        let fixed = try #require(client.contents("Sources/Coordinator.swift")).replacingOccurrences(of: "\"Profle\"", with: "\"Profile\"")
        try client.write("Sources/Coordinator.swift", fixed)
        // What is left is the hint to call the factory instead.
        let findings = try #require(client.structured("check", ["files": ["Sources/Coordinator.swift"]])["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["string-instantiation"])
        try client.write("Sources/AboutViewController.swift", "final class AboutViewController: UIViewController {}\n")
        let screens = try #require(client.structured("list_screens")["screens"] as? [[String: Any]])
        #expect(screens.contains { $0["name"] as? String == "AboutViewController" })
    }

    @Test func navigationGraphGivesNodesEdgesAndDOT() throws {
        let client = try MCPClient()
        let graph = client.structured("navigation_graph")
        #expect((graph["nodes"] as? [[String: Any]])?.map { $0["id"] as? String } == ["ProfileViewController", "SettingsViewController"])
        let edges = try #require(graph["edges"] as? [[String: Any]])
        #expect(
            edges.contains {
                $0["kind"] as? String == "segue" && $0["from"] as? String == "ProfileViewController"
                    && $0["to"] as? String == "SettingsViewController"
            })
        #expect(edges.contains { $0["kind"] as? String == "instantiate" && $0["origin"] as? String == "Coordinator" })
        #expect(graph["drawing"] == nil)
        let dot = client.call("navigation_graph", ["format": "dot"])
        #expect(dot.text.hasPrefix("digraph Navigation {"))
        #expect(((dot["structuredContent"] as? [String: Any])?["drawing"] as? String) == dot.text)
    }

    @Test func previewGenerateWritesNothingAndGenerateWritesInsideTheProject() throws {
        let client = try MCPClient()
        let preview = try #require((client.structured("preview_generate")["files"] as? [[String: Any]])?.first)
        #expect(preview["file"] as? String == "Generated/Scenery.generated.swift")
        #expect(preview["status"] as? String == "missing")
        #expect((preview["diff"] as? String)?.hasPrefix("--- /dev/null\n+++ b/Generated/Scenery.generated.swift\n@@ -0,0 +1,") == true)
        #expect(client.contents("Generated/Scenery.generated.swift") == nil)
        let text = try #require((client.structured("preview_generate", ["format": "text"])["files"] as? [[String: Any]])?.first?["text"] as? String)
        #expect(text.contains("func profileViewController("))

        let written = try #require((client.structured("generate")["files"] as? [[String: Any]])?.first)
        #expect(written["outcome"] as? String == "written")
        #expect(client.contents("Generated/Scenery.generated.swift") == text)
        #expect((client.structured("generate")["files"] as? [[String: Any]])?.first?["outcome"] as? String == "unchanged")
        let upToDate = try #require((client.structured("preview_generate")["files"] as? [[String: Any]])?.first)
        #expect(upToDate["status"] as? String == "upToDate")
        #expect(upToDate["diff"] as? String == "")
    }

    @Test func renameReturnsTheEditsAndAppliesThemOnlyWhenAsked() throws {
        let client = try MCPClient()
        let storyboard = client.contents("Sources/Main.storyboard")
        let arguments: [String: Any] = ["kind": "storyboardIdentifier", "name": "Settings", "newName": "SettingsScreen"]
        let proposed = client.structured("rename", arguments)
        let edits = try #require(proposed["edits"] as? [[String: Any]])
        #expect(Set(edits.map { $0["file"] as? String }) == ["Sources/Main.storyboard", "Sources/ProfileViewController.swift"])
        #expect(edits.allSatisfy { $0["newText"] as? String == "SettingsScreen" })
        #expect(proposed["applied"] as? Bool == false)
        #expect(client.contents("Sources/Main.storyboard") == storyboard)

        var applying = arguments
        applying["apply"] = true
        #expect(client.structured("rename", applying)["applied"] as? Bool == true)
        #expect(client.contents("Sources/Main.storyboard")?.contains(#"storyboardIdentifier="SettingsScreen""#) == true)
        #expect(client.contents("Sources/ProfileViewController.swift")?.contains(#"withIdentifier: "SettingsScreen""#) == true)
        let screens = try #require(client.structured("list_screens", ["filter": "Settings"])["screens"] as? [[String: Any]])
        #expect(screens.first?["storyboardIdentifier"] as? String == "SettingsScreen")
    }

    @Test func renameRefusesAsTheEditorDoes() throws {
        let client = try MCPClient()
        let taken = client.call("rename", ["kind": "storyboardIdentifier", "name": "Settings", "newName": "Profile", "apply": true])
        #expect(taken["isError"] as? Bool == true)
        #expect(taken.text.contains("already has a scene with the Storyboard ID 'Profile'"))
        let missing = client.call("rename", ["kind": "segueIdentifier", "name": "nope", "newName": "other"])
        #expect(missing["isError"] as? Bool == true)
        let segue = client.structured("rename", ["kind": "segueIdentifier", "name": "showSettings", "newName": "openSettings"])
        #expect((segue["edits"] as? [[String: Any]])?.map { $0["file"] as? String } == ["Sources/Main.storyboard"])
    }

    /// A storyboard's rename moves it and edits the Xcode project that names it, which the index
    /// does not hold: its edits are placed and written against the bytes the rename read.
    @Test func renamingAStoryboardMovesItAndEditsTheXcodeProject() throws {
        let pbxproj = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tB1 /* Main.storyboard */ = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
            \t};
            }
            """
        let client = try MCPClient(Self.project + "\n-- App.xcodeproj/project.pbxproj --\n" + pbxproj)
        let renaming = client.structured("rename", ["kind": "storyboard", "name": "Main", "newName": "Home", "apply": true])
        let edits = try #require(renaming["edits"] as? [[String: Any]])
        let projectEdits = edits.filter { $0["file"] as? String == "App.xcodeproj/project.pbxproj" }
        #expect(projectEdits.map { $0["startLine"] as? Int } == [4, 4])
        #expect((renaming["moves"] as? [[String: Any]])?.map { $0["to"] as? String } == ["Sources/Home.storyboard"])
        #expect(
            client.contents("App.xcodeproj/project.pbxproj") == pbxproj.replacingOccurrences(of: "Main.storyboard", with: "Home.storyboard") + "\n")
        #expect(client.contents("Sources/Main.storyboard") == nil)
        #expect(client.contents("Sources/Home.storyboard") != nil)
        #expect(client.contents("Sources/Coordinator.swift")?.contains(#"UIStoryboard(name: "Home", bundle: nil)"#) == true)
        #expect(client.structured("check", ["rules": ["storyboard-not-found"]])["errorCount"] as? Int == 0)
    }

    @Test func completionForListsTheCallsAViewControllerCanMake() throws {
        let client = try MCPClient()
        let inScreen = client.structured("completion_for", ["file": "Sources/ProfileViewController.swift", "line": 3, "filter": "settings"])
        #expect(inScreen["kinds"] as? [String] == ["create", "push", "present"])
        #expect(
            (inScreen["calls"] as? [[String: Any]])?.map { $0["code"] as? String } == [
                "UIViewController.create.settingsViewController()",
                "navigationController?.push.settingsViewController(animated: true)",
                "present.settingsViewController(animated: true)",
            ])
        let elsewhere = client.structured("completion_for", ["file": "Sources/Coordinator.swift", "line": 3])
        #expect(elsewhere["kinds"] as? [String] == ["create"])
        #expect((elsewhere["calls"] as? [Any])?.count == 2)
        #expect(client.call("completion_for", ["file": "Sources/Coordinator.swift", "line": 40])["isError"] as? Bool == true)
        #expect(client.call("completion_for", ["file": "Sources/Main.storyboard", "line": 1])["isError"] as? Bool == true)
    }

    @Test func resourcesListAndReadTheScreensAndTheGraph() throws {
        let client = try MCPClient()
        let resources = try #require((client.request("resources/list")["result"] as? [String: Any])?["resources"] as? [[String: Any]])
        #expect(resources.map { $0["uri"] as? String } == ["scenery://screens", "scenery://navigation-graph"])
        let contents = try #require(
            (client.request("resources/read", ["uri": "scenery://screens"])["result"] as? [String: Any])?["contents"] as? [[String: Any]])
        let text = try #require(contents.first?["text"] as? String)
        let screens = try #require((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["screens"] as? [[String: Any]])
        #expect(screens.count == 2)
        #expect(client.request("resources/read", ["uri": "scenery://nope"]).errorCode == -32002)
    }

    // MARK: Transport

    @Test func lineReaderSplitsLinesAndSkipsWhatIsTooLong() {
        var reader = LineReader(maximumLength: 8)
        reader.append(Array("{\"a\":1}\r\n\n  \n{\"b\"".utf8))
        #expect(reader.next() == .message(Data("{\"a\":1}".utf8)))
        #expect(reader.next() == nil)
        reader.append(Array(":2}\n".utf8))
        #expect(reader.next() == .message(Data("{\"b\":2}".utf8)))
        reader.append(Array("0123456789".utf8))
        #expect(reader.next() == .tooLong)
        reader.append(Array("0123456789".utf8))
        #expect(reader.next() == nil)
        reader.append(Array("end\n{}\n".utf8))
        #expect(reader.next() == .message(Data("{}".utf8)))
        // A line in many reads.
        for piece in ["{\"c\"", ":", "3", "}"] {
            reader.append(Array(piece.utf8))
            #expect(reader.next() == nil)
        }
        reader.append(Array("\n".utf8))
        #expect(reader.next() == .message(Data("{\"c\":3}".utf8)))
    }

    @Test func textDiffWritesUnifiedHunks() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            TextDiff.unified(from: old, to: new, oldName: "a/f", newName: "b/f") == """
                --- a/f
                +++ b/f
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
        #expect(TextDiff.unified(from: old, to: old, oldName: "a/f", newName: "b/f") == "")
        #expect(TextDiff.unified(from: "", to: "x\n", oldName: "/dev/null", newName: "b/f") == "--- /dev/null\n+++ b/f\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
