import Foundation
import SceneryLanguageServer
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

@Suite struct LanguageServerTests {
    static let project = """
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            func initialize(user: String) {}
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        -- Coordinator.swift --
        // é😀
        let a = navigationController.push.1️⃣
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    func position(_ client: InProcessClient, _ name: String, _ marker: String, utf8: Bool = false) -> [String: Int] {
        let marked = client.fixture[name].marked
        let position = marked.source.position(of: marked.offset(marker), in: utf8 ? .utf8 : .utf16)
        return ["line": position.line, "character": position.character]
    }

    @Test func completionAfterPush() throws {
        let client = try InProcessClient(Self.project)
        client.open("Coordinator.swift")
        let response = client.request(
            "textDocument/completion",
            [
                "textDocument": ["uri": client.uri("Coordinator.swift")], "position": position(client, "Coordinator.swift", "1️⃣"),
            ])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.map { $0["label"] as? String } == ["profileViewController(user:animated:)"])
        #expect(items.first?["insertTextFormat"] as? Int == 2)
        #expect((items.first?["textEdit"] as? [String: Any])?["newText"] as? String == "profileViewController(user: ${1:user}, animated: ${2:true})")
    }

    @Test func openingAFilePublishesForEveryAffectedFile() throws {
        let client = try InProcessClient(Self.project)
        client.open("Profile.swift")
        let published = client.publishedDiagnostics
        #expect(published["Profile.storyboard"]?.map { $0["code"] as? String } == ["scene-not-found"])
        let related = published["Profile.storyboard"]?.first?["relatedInformation"] as? [[String: Any]]
        #expect(((related?.first?["location"] as? [String: Any])?["uri"] as? String) == client.uri("Profile.swift"))
    }

    /// A problem fixed in the storyboard is also shown where the user meets it, in the Swift file
    /// (information, naming the place to fix, with the same fix), and goes away with it.
    @Test func aStoryboardProblemIsAlsoShownInTheSwiftFile() throws {
        let client = try InProcessClient(Self.project)
        client.open("Profile.swift")
        let mirror = try #require(client.publishedDiagnostics["Profile.swift"]?.first)
        #expect(client.publishedDiagnostics["Profile.swift"]?.count == 1)
        #expect(mirror["code"] as? String == "scene-not-found")
        #expect(mirror["severity"] as? Int == 3)
        #expect((mirror["message"] as? String)?.hasSuffix("(fix it in Profile.storyboard:2)") == true)
        let range = try #require(mirror["range"] as? [String: Any])
        let actions = client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": client.uri("Profile.swift")], "range": range, "context": ["diagnostics": [mirror]],
            ])
        let titles = ((actions["result"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String }
        #expect(titles.contains("Set Storyboard ID to 'ProfileViewController'"))
        // Fixed in the storyboard, both go.
        client.open("Profile.storyboard")
        let fixed = client.fixture["Profile.storyboard"].text.replacingOccurrences(of: "\"Profile\"", with: "\"ProfileViewController\"")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": client.uri("Profile.storyboard"), "version": 2], "contentChanges": [["text": fixed]],
            ])
        client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri("Profile.storyboard")]])
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.isEmpty == true)
        #expect(client.publishedDiagnostics["Profile.swift"]?.isEmpty == true)
    }

    /// To a client that takes `documentChanges`, a fix's edits say which version of each document
    /// they were computed on (the open one's; none for a file as indexed), so the editor can refuse
    /// edits of an older text; to others, plain `changes`.
    @Test(arguments: [true, false]) func editsCarryTheVersionOfTheDocumentTheyWereMadeOn(documentChanges: Bool) throws {
        var capabilities = InProcessClient.snippetCapabilities
        if documentChanges { capabilities["workspace"] = ["workspaceEdit": ["documentChanges": true]] }
        let client = try InProcessClient(Self.project, capabilities: capabilities)
        client.open("Profile.swift")
        client.open("Profile.storyboard")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": client.uri("Profile.storyboard"), "version": 7],
                "contentChanges": [["text": client.fixture["Profile.storyboard"].text + "\n"]],
            ])
        let diagnostic = try #require(client.publishedDiagnostics["Profile.storyboard"]?.first)
        let actions = client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": client.uri("Profile.storyboard")], "range": try #require(diagnostic["range"]),
                "context": ["diagnostics": [diagnostic]],
            ])
        let fix = try #require(
            ((actions["result"] as? [[String: Any]]) ?? []).first { $0["title"] as? String == "Set Storyboard ID to 'ProfileViewController'" })
        let edit = try #require(fix["edit"] as? [String: Any])
        if documentChanges {
            #expect(edit["changes"] == nil)
            let document = try #require((edit["documentChanges"] as? [[String: Any]])?.first?["textDocument"] as? [String: Any])
            #expect(document["uri"] as? String == client.uri("Profile.storyboard") && document["version"] as? Int == 7)
        } else {
            #expect(edit["documentChanges"] == nil)
            #expect((edit["changes"] as? [String: Any])?.keys.sorted() == [client.uri("Profile.storyboard")])
        }
    }

    /// A storyboard problem silenced where it is located, by a path exclusion or by a comment there,
    /// is shown nowhere: neither in the storyboard nor as its copy in the Swift file.
    @Test(arguments: ["nothing", "an exclusion", "a comment"])
    func aStoryboardProblemSilencedInTheStoryboardIsShownNowhere(by silencer: String) throws {
        let project =
            switch silencer {
            case "an exclusion": "-- .scenery.yml --\nrules:\n  scene-not-found:\n    exclude: [\"*.storyboard\"]\n" + Self.project
            case "a comment": Self.project.replacingOccurrences(of: "<objects>\n", with: "<objects>\n<!-- scenery:disable:next scene-not-found -->\n")
            default: Self.project
            }
        let client = try InProcessClient(project)
        client.open("Profile.swift")
        let shown = silencer == "nothing" ? ["scene-not-found"] : []
        #expect((client.publishedDiagnostics["Profile.storyboard"] ?? []).map { $0["code"] as? String } == shown)
        #expect((client.publishedDiagnostics["Profile.swift"] ?? []).map { $0["code"] as? String } == shown)
    }

    /// A deleted storyboard's diagnostics are cleared, and the Swift file it was wrong about is checked again.
    @Test func aDeletedFilesDiagnosticsAreCleared() throws {
        let client = try InProcessClient(Self.project)
        client.open("Profile.swift")
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
        try FileManager.default.removeItem(atPath: client.root + "/Profile.storyboard")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Profile.storyboard"), "type": 3]]])
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 0)
        #expect(client.publishedDiagnostics["Names.swift"]?.map { $0["code"] as? String } == ["storyboard-not-found"])
    }

    /// `shutdown` and `exit` with `"params": null`, as Emacs' eglot sends them, end the session cleanly.
    @Test func shutdownAndExitWithNullParams() throws {
        let client = try InProcessClient(Self.project)
        let before = client.sent.count
        client.send(["jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": NSNull()])
        let response = client.sent[before...].first { ($0["id"] as? Int) == 99 }
        #expect(response?["error"] == nil)
        #expect(response?["result"] is NSNull)
        client.send(["jsonrpc": "2.0", "method": "exit", "params": NSNull()])
        #expect(client.exitCode == 0)
    }

    /// A file `.scenery.yml` excludes stays out of the index when the editor opens or changes it.
    @Test func anExcludedFileOpenedInTheEditorIsNotIndexed() throws {
        let client = try InProcessClient(
            Self.project
                + "\n-- .scenery.yml --\nexclude: [\"Legacy/**\"]\n-- Legacy/Old.swift --\nfinal class OldViewController: UIViewController {}\n")
        let text = client.fixture["Legacy/Old.swift"].text + "final class OlderViewController: UIViewController {}\n"
        client.open("Legacy/Old.swift", text: text)
        #expect(!client.indexHolds(text, for: "Legacy/Old.swift"))
        client.open("Profile.swift", text: client.fixture["Profile.swift"].text + "\n")
        #expect(client.indexHolds(client.fixture["Profile.swift"].text + "\n", for: "Profile.swift"))
    }

    /// A file opened through a linked folder is the indexed file: its unsaved text is what is indexed,
    /// also for a file that does not exist on disk yet.
    @Test func aFileOpenedThroughALinkedFolderIsIndexedUnderItsRealPath() throws {
        let client = try InProcessClient(Self.project) { root in
            try FileManager.default.createSymbolicLink(atPath: root + "/Alias", withDestinationPath: root)
        }
        let text = client.fixture["Profile.swift"].text + "final class EditedViewController: UIViewController {}\n"
        client.open("Alias/Profile.swift", text: text)
        #expect(client.indexHolds(text, for: "Profile.swift"))
        client.open("Alias/New.swift", text: "final class NewViewController: UIViewController {}\n")
        #expect(client.indexHolds("final class NewViewController: UIViewController {}\n", for: "New.swift"))
        #expect(!client.indexedPaths.contains { $0.contains("/Alias/") })
    }

    @Test func savingTheFixedStoryboardClearsItsDiagnostics() throws {
        let client = try InProcessClient(Self.project)
        client.open("Profile.storyboard")
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
        let fixed = client.fixture["Profile.storyboard"].text.replacingOccurrences(of: "\"Profile\"", with: "\"ProfileViewController\"")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": client.uri("Profile.storyboard"), "version": 2], "contentChanges": [["text": fixed]],
            ])
        client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri("Profile.storyboard")]])
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.isEmpty == true)
    }

    /// A helper typed into one file makes the calls of it in files the editor never opened checked
    /// (they are read again from disk) once it is saved, and deleting it takes their diagnostics away.
    @Test func aHelperTypedInOneFileChecksItsCallsInOthers() throws {
        let client = try InProcessClient(
            """
            -- Loading.swift --
            extension UIViewController {}
            -- Menu.swift --
            final class MenuViewController: UIViewController {
                func openHelp() -> UIViewController? { UIViewController.loadFromStoryboard(named: "Help") }
            }
            -- Main.storyboard --
            <document><scenes/></document>
            """)
        client.open("Loading.swift")
        #expect(client.publishedDiagnostics["Menu.swift"]?.isEmpty != false)
        func save(_ text: String, version: Int) {
            let revision = client.indexRevision ?? 0
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": client.uri("Loading.swift"), "version": version], "contentChanges": [["text": text]],
                ])
            // A keystroke indexes its own file only; the save scans the callers again.
            #expect(client.indexRevision == revision + 1)
            client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri("Loading.swift")]])
            #expect((client.indexRevision ?? 0) > revision + 1)
        }
        save(
            """
            extension UIViewController {
                static func loadFromStoryboard(named name: String) -> UIViewController? {
                    UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
                }
            }
            """, version: 2)
        #expect(client.publishedDiagnostics["Menu.swift"]?.map { $0["code"] as? String } == ["storyboard-not-found"])
        save("extension UIViewController {}\n", version: 3)
        #expect(client.publishedDiagnostics["Menu.swift"]?.isEmpty == true)
    }

    /// Keystrokes read together index the document once, and the next message sees the last text.
    @Test func changesReadTogetherAreIndexedOnce() throws {
        let client = try InProcessClient(Self.project)
        client.open("Profile.swift")
        let text = client.fixture["Profile.swift"].text
        func change(_ version: Int, _ text: String) -> [String: Any] {
            [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": ["textDocument": ["uri": client.uri("Profile.swift"), "version": version], "contentChanges": [["text": text]]],
            ]
        }
        let hover: [String: Any] = [
            "jsonrpc": "2.0", "id": 99, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": client.uri("Profile.swift")], "position": ["line": 0, "character": 0]],
        ]
        let start = try #require(client.indexRevision)
        client.sendBatch([change(2, text + "\n// a"), change(3, text + "\n// ab"), change(4, text + "\n// abc")])
        #expect(client.indexRevision == start + 1)
        #expect(client.indexHolds(text + "\n// abc", for: "Profile.swift"))
        // A request between two changes reads the index: each change is indexed before it.
        client.sendBatch([change(5, text + "\n// d"), hover, change(6, text + "\n// de")])
        #expect(client.indexRevision == start + 3)
        #expect(client.indexHolds(text + "\n// de", for: "Profile.swift"))
        // A follower that fails (no content changes) leaves the change before it indexed all the same.
        var broken = change(8, "")
        broken["params"] = ["textDocument": ["uri": client.uri("Profile.swift"), "version": 8]]
        client.sendBatch([change(7, text + "\n// f"), broken])
        #expect(client.indexHolds(text + "\n// f", for: "Profile.swift"))
    }

    @Test func quickFixIsAMinimalStoryboardEdit() throws {
        let client = try InProcessClient(Self.project)
        client.open("Profile.storyboard")
        let diagnostic = try #require(client.publishedDiagnostics["Profile.storyboard"]?.first)
        let response = client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": client.uri("Profile.storyboard")], "range": diagnostic["range"] ?? [:],
                "context": ["diagnostics": [diagnostic]],
            ])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String } == ["Set Storyboard ID to 'ProfileViewController'"])
        let changes = try #require((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        let edits = try #require(changes[client.uri("Profile.storyboard")])
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == "ProfileViewController")
        #expect(actions.first?["kind"] as? String == "quickfix")
    }

    /// A quick fix that would break another call of the scene is shown disabled, with why, to a
    /// client that shows such actions, and is not offered to one that does not.
    @Test func aFixThatWouldBreakAnotherCallIsShownDisabled() throws {
        let project = SharedFixtures.storyboardFixThatBreaksAnotherCall
        var capabilities = InProcessClient.snippetCapabilities
        capabilities["textDocument"] = [
            "codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]], "disabledSupport": true]
        ]
        for (capabilities, disabledSupport) in [(capabilities, true), (InProcessClient.snippetCapabilities, false)] {
            let client = try InProcessClient(project, capabilities: capabilities)
            client.open("Settings.storyboard")
            let diagnostic = try #require(client.publishedDiagnostics["Settings.storyboard"]?.first)
            let response = client.request(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": client.uri("Settings.storyboard")], "range": diagnostic["range"] ?? [:],
                    "context": ["diagnostics": [diagnostic]],
                ])
            let actions = try #require(response["result"] as? [[String: Any]])
            guard disabledSupport else {
                #expect(actions.isEmpty)
                continue
            }
            #expect(actions.map { $0["title"] as? String } == ["Set Storyboard ID to 'AboutViewController'"])
            #expect(actions.first?["edit"] == nil)
            let reason = (actions.first?["disabled"] as? [String: Any])?["reason"] as? String
            #expect(
                reason?.hasPrefix("Not offered: it would add 'Settings.storyboard has no scene with Storyboard ID 'About'") == true
            )
        }
    }

    @Test func utf8PositionsWhenTheClientOffersThem() throws {
        var capabilities = InProcessClient.snippetCapabilities
        capabilities["general"] = ["positionEncodings": ["utf-8", "utf-16"]]
        let client = try InProcessClient(
            Self.project.replacingOccurrences(of: "let a = navigationController", with: "let é = navigationController"), capabilities: capabilities)
        client.open("Coordinator.swift")
        let response = client.request(
            "textDocument/completion",
            [
                "textDocument": ["uri": client.uri("Coordinator.swift")], "position": position(client, "Coordinator.swift", "1️⃣", utf8: true),
            ])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        let range = try #require((items.first?["textEdit"] as? [String: Any])?["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["character"] as? Int == 35)
    }

    /// A Storyboard ID literal on a line with characters outside the BMP: the edit replaces what
    /// was typed after the quote, its range in UTF-16 code units, and closes the literal.
    @Test func literalCompletionRangeIsInUTF16() throws {
        let client = try InProcessClient(Self.project)
        let line = "let é😀 = UIStoryboard(name: \"Profile\", bundle: nil).instantiateViewController(withIdentifier: \"Pro"
        client.open("Coordinator.swift", text: "// é😀\n" + line)
        let end = line.utf16.count
        let response = client.request(
            "textDocument/completion",
            [
                "textDocument": ["uri": client.uri("Coordinator.swift")], "position": ["line": 1, "character": end],
            ])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.map { $0["label"] as? String } == ["Profile"])
        #expect(items.first?["kind"] as? Int == 21)
        #expect(items.first?["detail"] as? String == "Profile.storyboard · ProfileViewController")
        let edit = try #require(items.first?["textEdit"] as? [String: Any])
        #expect(edit["newText"] as? String == "Profile\"")
        let range = try #require(edit["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["character"] as? Int == end - 3)
        #expect((range["end"] as? [String: Any])?["character"] as? Int == end)
    }

    @Test func incrementalEditsOnCRLFTextKeepPositionsRight() throws {
        let client = try InProcessClient(Self.project)
        client.open("Coordinator.swift", text: "// é😀\r\nlet a = 1\r\n")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": client.uri("Coordinator.swift"), "version": 2],
                "contentChanges": [
                    ["range": ["start": ["line": 1, "character": 8], "end": ["line": 1, "character": 9]], "text": "UIViewController.create."]
                ],
            ])
        let response = client.request(
            "textDocument/completion",
            [
                "textDocument": ["uri": client.uri("Coordinator.swift")], "position": ["line": 1, "character": 32],
            ])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.map { $0["label"] as? String } == ["profileViewController(user:)"])
    }

    @Test func unreadableFilesAreLoggedAndTheRestIsServed() throws {
        let client = try InProcessClient(Self.project) { root in
            try FileManager.default.createDirectory(atPath: root + "/Folder.storyboard", withIntermediateDirectories: true)
            guard mkfifo(root + "/Pipe.xib", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        #expect(client.logs.contains("\(client.root)/Folder.storyboard: cannot be read (a folder, not a regular file)"))
        #expect(client.logs.contains("\(client.root)/Pipe.xib: cannot be read (a FIFO or other special file, not a regular file)"))
        client.open("Profile.swift")
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
    }

    @Test func lifecycleErrorsAndExitCodes() throws {
        let client = try InProcessClient(Self.project)
        #expect((client.request("initialize", ["capabilities": [:]])["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect((client.request("shutdown", [:])["result"]) is NSNull)
        #expect((client.request("textDocument/completion", [:])["error"] as? [String: Any])?["code"] as? Int == -32600)
        client.notify("exit", [:])
        #expect(client.exitCode == 0)
    }
}

@Suite struct NavigationRequestTests {
    @Test func hoverDefinitionReferencesAndSymbols() throws {
        let client = try InProcessClient(
            LanguageServerTests.project
                + "\n-- Home.swift --\nfinal class HomeViewController: UIViewController {\n    func initialize() { navigationController?.push.profileViewController(user: \"a\") }\n}\n"
        )
        client.open("Home.swift")
        let home = client.uri("Home.swift")
        let onCall: [String: Any] = ["textDocument": ["uri": home], "position": ["line": 1, "character": 55]]
        let hover = try #require(client.request("textDocument/hover", onCall)["result"] as? [String: Any])
        let markdown = try #require((hover["contents"] as? [String: Any])?["value"] as? String)
        #expect(markdown.hasPrefix("**ProfileViewController** : UIViewController"))
        #expect(markdown.contains("- push in HomeViewController (Home.swift:2)"))

        let definitions = try #require(client.request("textDocument/definition", onCall)["result"] as? [[String: Any]])
        #expect(definitions.map { $0["uri"] as? String } == [client.uri("Profile.swift"), client.uri("Profile.storyboard")])

        var referenceParams = onCall
        referenceParams["context"] = ["includeDeclaration": false]
        let references = try #require(client.request("textDocument/references", referenceParams)["result"] as? [[String: Any]])
        #expect(references.map { $0["uri"] as? String } == [home, client.uri("Profile.storyboard")])

        let symbols = try #require(
            client.request("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("Profile.storyboard")]])["result"] as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == ["ProfileViewController"])
        #expect(symbols.first?["detail"] as? String == "Storyboard ID Profile")

        let workspace = try #require(client.request("workspace/symbol", ["query": "home"])["result"] as? [[String: Any]])
        #expect(workspace.map { $0["name"] as? String } == ["HomeViewController"])

        // Nothing under the cursor: null hover, no locations.
        let nowhere: [String: Any] = ["textDocument": ["uri": home], "position": ["line": 0, "character": 0]]
        #expect(client.request("textDocument/hover", nowhere)["result"] is NSNull)
        #expect((client.request("textDocument/definition", nowhere)["result"] as? [Any])?.isEmpty == true)
    }

    /// Both are advertised, answered empty by default, and there at the next request once the
    /// editor's settings (or `.scenery.yml`) turn them on.
    @Test func lensesAndInlayHintsAreOffUntilTheSettingsTurnThemOn() throws {
        let client = try InProcessClient(
            LanguageServerTests.project
                + "\n-- Home.swift --\nfinal class HomeViewController: UIViewController {\n    func initialize() { navigationController?.push.profileViewController(user: \"a\") }\n}\n"
        )
        client.open("Home.swift")
        let lensParams: [String: Any] = ["textDocument": ["uri": client.uri("Profile.swift")]]
        let hintParams: [String: Any] = [
            "textDocument": ["uri": client.uri("Home.swift")], "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]],
        ]
        #expect((client.request("textDocument/codeLens", lensParams)["result"] as? [Any])?.isEmpty == true)
        #expect((client.request("textDocument/inlayHint", hintParams)["result"] as? [Any])?.isEmpty == true)

        client.notify("workspace/didChangeConfiguration", ["settings": ["scenery": ["editor": ["codeLens": true, "inlayHints": true]]]])
        let lenses = try #require(client.request("textDocument/codeLens", lensParams)["result"] as? [[String: Any]])
        #expect(lenses.map { ($0["command"] as? [String: Any])?["title"] as? String } == ["opened from 1 place · scene in Profile.storyboard"])
        let hints = try #require(client.request("textDocument/inlayHint", hintParams)["result"] as? [[String: Any]])
        #expect(hints.map { $0["label"] as? String } == ["Profile.storyboard 'ProfileViewController'"])
        #expect(hints.first?["position"] as? [String: Int] == ["line": 1, "character": 83])
        #expect(hints.first?["paddingLeft"] as? Bool == true)
        // Only the calls that end in the range asked for.
        let above: [String: Any] = [
            "textDocument": ["uri": client.uri("Home.swift")], "range": ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]],
        ]
        #expect((client.request("textDocument/inlayHint", above)["result"] as? [Any])?.isEmpty == true)
    }

    /// The link's tooltip (the storyboard's path in the project) only for clients that show tooltips.
    @Test func aStoryboardReferenceLinksToItsStoryboardWithATooltipWhenTheClientShowsThem() throws {
        let project = """
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewControllerPlaceholder id="r" storyboardName="Settings" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Screens/Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects><viewController id="x" sceneMemberID="viewController"/></objects></scene></scenes></document>
            """
        for tooltipSupport in [true, false] {
            let client = try InProcessClient(project, capabilities: ["textDocument": ["documentLink": ["tooltipSupport": tooltipSupport]]])
            let links = try #require(
                client.request("textDocument/documentLink", ["textDocument": ["uri": client.uri("Main.storyboard")]])["result"] as? [[String: Any]])
            #expect(links.map { $0["target"] as? String } == [client.uri("Screens/Settings.storyboard")])
            #expect(links.first?["tooltip"] as? String == (tooltipSupport ? "Screens/Settings.storyboard" : nil))
        }
    }

    /// A client that pulls diagnostics is pushed none: it pulls each file's (or the workspace's),
    /// hears "unchanged" while they are, and is asked to pull again when they change.
    @Test func aClientThatPullsDiagnosticsIsSentNoneAndPullsThem() throws {
        let client = try InProcessClient(
            LanguageServerTests.project, capabilities: ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]]
        )
        let initialize = try #require(client.sent.first { ($0["id"] as? Int) == 1 }?["result"] as? [String: Any])
        let provider = (initialize["capabilities"] as? [String: Any])?["diagnosticProvider"] as? [String: Any]
        #expect(provider?["interFileDependencies"] as? Bool == true && provider?["workspaceDiagnostics"] as? Bool == true)
        client.open("Profile.swift")
        let storyboard: [String: Any] = ["uri": client.uri("Profile.storyboard")]
        let first = try #require(client.request("textDocument/diagnostic", ["textDocument": storyboard])["result"] as? [String: Any])
        #expect(first["kind"] as? String == "full")
        #expect((first["items"] as? [[String: Any]])?.map { $0["code"] as? String } == ["scene-not-found"])
        let resultID = try #require(first["resultId"] as? String)
        let again = try #require(
            client.request("textDocument/diagnostic", ["textDocument": storyboard, "previousResultId": resultID])["result"] as? [String: Any])
        #expect(again["kind"] as? String == "unchanged" && again["resultId"] as? String == resultID && again["items"] == nil)

        let workspace = try #require(client.request("workspace/diagnostic", ["previousResultIds": []])["result"] as? [String: Any])
        let reports = try #require(workspace["items"] as? [[String: Any]])
        #expect(
            reports.contains {
                $0["uri"] as? String == client.uri("Profile.storyboard") && $0["version"] is NSNull && $0["kind"] as? String == "full"
            })

        // The storyboard fixed: a refresh request (with no params), then an empty report.
        let fixed = client.fixture["Profile.storyboard"].text.replacingOccurrences(
            of: "storyboardIdentifier=\"Profile\"", with: "storyboardIdentifier=\"ProfileViewController\"")
        client.open("Profile.storyboard", text: fixed)
        let refresh = try #require(client.sent.last { $0["method"] as? String == "workspace/diagnostic/refresh" })
        #expect(refresh["params"] == nil && refresh["id"] != nil)
        let after = try #require(
            client.request("textDocument/diagnostic", ["textDocument": storyboard, "previousResultId": resultID])["result"] as? [String: Any])
        #expect(after["kind"] as? String == "full" && (after["items"] as? [Any])?.isEmpty == true && after["resultId"] as? String != resultID)
        #expect(client.publishedDiagnostics.isEmpty)
    }

    @Test func renameChangesAStoryboardIDInCodeAndStoryboard() throws {
        let client = try InProcessClient(
            """
            -- Open.swift --
            let a = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Det1️⃣ail")
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
        client.open("Open.swift")
        let onLiteral: [String: Any] = [
            "textDocument": ["uri": client.uri("Open.swift")], "position": LanguageServerTests().position(client, "Open.swift", "1️⃣"),
        ]
        let prepared = try #require(client.request("textDocument/prepareRename", onLiteral)["result"] as? [String: Any])
        #expect(prepared["placeholder"] as? String == "Detail")
        #expect((prepared["range"] as? [String: Any])?["start"] as? [String: Int] == ["line": 0, "character": 91])

        var renaming = onLiteral
        renaming["newName"] = "Details"
        let edit = try #require(client.request("textDocument/rename", renaming)["result"] as? [String: Any])
        let changes = try #require(edit["changes"] as? [String: [[String: Any]]])
        #expect(changes.keys.sorted() == [client.uri("Main.storyboard"), client.uri("Open.swift")].sorted())
        #expect(changes.values.flatMap { $0.map { $0["newText"] as? String } } == ["Details", "Details"])

        let nowhere: [String: Any] = ["textDocument": ["uri": client.uri("Open.swift")], "position": ["line": 0, "character": 0], "newName": "X"]
        // Nothing of Scenery's there: no edit, and no error either, as the Swift server may rename what is there.
        #expect(client.request("textDocument/prepareRename", nowhere)["result"] is NSNull)
        #expect(client.request("textDocument/rename", nowhere)["result"] is NSNull)
        renaming["newName"] = "a<b"
        let refused = try #require(client.request("textDocument/rename", renaming)["error"] as? [String: Any])
        #expect((refused["message"] as? String)?.hasPrefix("'a<b' cannot be a Storyboard ID here") == true)
    }

    /// A Storyboard ID that the generated factories name is renamed there too, in the same edit
    /// (the rename is checked against the project as a fix is).
    @Test func renamingAStoryboardIDTheGeneratedFileNamesUpdatesTheGeneratedFile() throws {
        let client = try InProcessClient(
            """
            -- About.swift --
            final class AboutViewController: UIViewController {}
            func show() -> AboutViewController? {
                UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Ab1️⃣out") as? AboutViewController
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
        client.open("About.swift")
        #expect(client.request("workspace/executeCommand", ["command": "scenery.generateFactories"])["error"] == nil)
        let renaming: [String: Any] = [
            "textDocument": ["uri": client.uri("About.swift")], "position": LanguageServerTests().position(client, "About.swift", "1️⃣"),
            "newName": "Info",
        ]
        let edit = try #require(client.request("textDocument/rename", renaming)["result"] as? [String: Any], "\(client.sent.last ?? [:])")
        let changes = try #require(edit["changes"] as? [String: [[String: Any]]])
        let generated = client.uri("Generated/Scenery.generated.swift")
        #expect(changes.keys.sorted() == [client.uri("About.swift"), generated, client.uri("Settings.storyboard")].sorted())
        let text = changes[generated]?.first?["newText"] as? String ?? ""
        #expect(text.contains("\"Info\"") && !text.contains("\"About\""), "\(text)")
    }

    /// The Xcode project that names a renamed storyboard is edited too, though the index does not
    /// hold it: its edits are converted against the bytes the rename read.
    @Test func renamingAStoryboardEditsTheXcodeProjectThatNamesIt() throws {
        var capabilities = InProcessClient.snippetCapabilities
        capabilities["workspace"] = ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["rename"]]]
        let client = try InProcessClient(
            """
            -- Open.swift --
            let a = UIStoryboard(name: "Ma1️⃣in", bundle: nil).instantiateInitialViewController()
            -- Main.storyboard --
            <document initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- App.xcodeproj/project.pbxproj --
            {
            objects = { B1 /* Main.storyboard */ = {isa = PBXFileReference; path = Main.storyboard; }; };
            }
            """, capabilities: capabilities)
        client.open("Open.swift")
        let renaming: [String: Any] = [
            "textDocument": ["uri": client.uri("Open.swift")], "position": LanguageServerTests().position(client, "Open.swift", "1️⃣"),
            "newName": "Home",
        ]
        let edit = try #require(client.request("textDocument/rename", renaming)["result"] as? [String: Any], "\(client.sent.last ?? [:])")
        let changes = try #require(edit["documentChanges"] as? [[String: Any]])
        let project = try #require(
            changes.first { ($0["textDocument"] as? [String: Any])?["uri"] as? String == client.uri("App.xcodeproj/project.pbxproj") })
        let ranges = (project["edits"] as? [[String: Any]])?.compactMap { ($0["range"] as? [String: Any])?["start"] as? [String: Int] }
        #expect(ranges == [["line": 1, "character": 18], ["line": 1, "character": 71]])
    }

    @Test func customRequestsExposeScreensAndTheNavigationGraph() throws {
        let client = try InProcessClient(
            LanguageServerTests.project
                + "\n-- Home.swift --\nfinal class HomeViewController: UIViewController {\n    func initialize() { navigationController?.push.profileViewController(user: \"a\") }\n}\n"
        )
        let screens = try #require(client.request("scenery/screens", [:])["result"] as? [[String: Any]])
        #expect(screens.map { $0["name"] as? String } == ["HomeViewController", "ProfileViewController"])
        #expect(screens.last?["storyboard"] as? String == "Profile")
        #expect(screens.last?["factory"] as? String == "profileViewController")
        #expect((screens.last?["parameters"] as? [[String: Any]])?.first?["type"] as? String == "String")
        let graph = try #require(client.request("scenery/navigationGraph", [:])["result"] as? [String: Any])
        let edges = try #require(graph["edges"] as? [[String: Any]])
        #expect(
            edges.map { "\($0["from"] as? String ?? "-") \($0["kind"] as? String ?? "") \($0["to"] as? String ?? "")" } == [
                "HomeViewController push ProfileViewController"
            ])
        #expect((graph["nodes"] as? [[String: Any]])?.count == 2)
    }
}

@Suite struct CancellationTests {
    @Test func aRequestCancelledInTheSameBatchGetsRequestCancelled() throws {
        let recorder = InProcessClient.Recorder()
        let server = LanguageServer(send: recorder.record)
        func body(_ object: [String: Any]) -> Data { (try? JSONSerialization.data(withJSONObject: object)) ?? Data() }
        server.handle(batch: [
            body(["jsonrpc": "2.0", "id": 1, "method": "shutdown"]),
            body(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 1]]),
        ])
        #expect((recorder.messages.first?["error"] as? [String: Any])?["code"] as? Int == -32800)
        #expect(server.exitCode == nil)
    }
}

/// Indexing progress for every (re)index, however early the first request comes.
@Suite struct IndexingProgressTests {
    static var progressCapabilities: [String: Any] {
        var capabilities = InProcessClient.snippetCapabilities
        capabilities["window"] = ["workDoneProgress": true]
        return capabilities
    }

    /// The `$/progress` kinds sent on `token`, in order.
    func kinds(_ client: InProcessClient, token: String) -> [String] {
        client.sent.compactMap { message -> String? in
            guard message["method"] as? String == "$/progress", let params = message["params"] as? [String: Any],
                params["token"] as? String == token
            else { return nil }
            return (params["value"] as? [String: Any])?["kind"] as? String
        }
    }

    func createRequests(_ client: InProcessClient) -> [[String: Any]] {
        client.sent.filter { $0["method"] as? String == "window/workDoneProgress/create" }
    }

    func answer(_ client: InProcessClient, _ request: [String: Any]?, refuse: Bool = false) {
        var response: [String: Any] = ["jsonrpc": "2.0", "id": request?["id"] ?? NSNull()]
        if refuse { response["error"] = ["code": -32603, "message": "no"] } else { response["result"] = NSNull() }
        client.send(response)
    }

    @Test func anEarlyDidOpenWaitsForTheTokenAndIndexingReportsProgress() throws {
        let client = try InProcessClient(LanguageServerTests.project, capabilities: Self.progressCapabilities)
        // The editor opens a file before it answers the token request: nothing is answered yet.
        client.open("Profile.swift")
        #expect(client.publishedDiagnostics.isEmpty)
        let create = createRequests(client)
        #expect(create.compactMap { ($0["params"] as? [String: Any])?["token"] as? String } == ["scenery-indexing-1"])
        answer(client, create.first)
        let progress = kinds(client, token: "scenery-indexing-1")
        #expect(progress.first == "begin" && progress.last == "end" && progress.dropFirst().dropLast().allSatisfy { $0 == "report" })
        #expect(progress.count > 2)
        // Then the held didOpen: its diagnostics come after the end of indexing.
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
        let end = try #require(client.sent.lastIndex { ($0["params"] as? [String: Any])?["token"] as? String == "scenery-indexing-1" })
        let published = try #require(client.sent.firstIndex { $0["method"] as? String == "textDocument/publishDiagnostics" })
        #expect(end < published)
    }

    @Test func aConfigurationChangeReindexesWithProgressOnANewToken() throws {
        let client = try InProcessClient(LanguageServerTests.project, capabilities: Self.progressCapabilities)
        answer(client, createRequests(client).first)
        client.open("Profile.swift")
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
        client.notify("workspace/didChangeConfiguration", ["settings": ["scenery": ["rules": ["scene-not-found": "off"]]]])
        let second = try #require(createRequests(client).last)
        #expect((second["params"] as? [String: Any])?["token"] as? String == "scenery-indexing-2")
        answer(client, second)
        #expect(kinds(client, token: "scenery-indexing-2").first == "begin")
        #expect(kinds(client, token: "scenery-indexing-2").last == "end")
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.isEmpty == true)
    }

    @Test func aRefusedTokenIndexesWithoutProgress() throws {
        let client = try InProcessClient(LanguageServerTests.project, capabilities: Self.progressCapabilities)
        client.open("Profile.swift")
        answer(client, createRequests(client).first, refuse: true)
        #expect(kinds(client, token: "scenery-indexing-1").isEmpty)
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
    }

    @Test func noAnswerInTimeHandlesTheHeldMessagesWithoutProgress() throws {
        let client = try InProcessClient(LanguageServerTests.project, capabilities: Self.progressCapabilities)
        client.open("Profile.swift")
        #expect(client.isAwaitingClient)
        client.stopAwaitingClient()
        #expect(!client.isAwaitingClient)
        #expect(kinds(client, token: "scenery-indexing-1").isEmpty)
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
        // A late answer changes nothing.
        answer(client, createRequests(client).first)
        #expect(kinds(client, token: "scenery-indexing-1").isEmpty)
    }

    @Test func aSecondInitializedIsIgnored() throws {
        let client = try InProcessClient(LanguageServerTests.project, capabilities: Self.progressCapabilities)
        answer(client, createRequests(client).first)
        client.notify("initialized", [:])
        #expect(createRequests(client).count == 1)
        #expect(!client.isAwaitingClient)
    }
}

/// `.scenery.yml` in the editor: its problems as diagnostics on the file, generation on save.
@Suite struct ConfigurationSessionTests {
    static func project(_ configuration: String) -> String {
        "-- .scenery.yml --\n\(configuration)\n" + LanguageServerTests.project
    }

    func save(_ client: InProcessClient, _ name: String) {
        client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri(name)]])
    }

    func contents(_ client: InProcessClient, _ name: String) -> String? {
        FileManager.default.contents(atPath: client.root + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func configurationProblemsAreDiagnosticsOnTheirLineUntilFixed() throws {
        let client = try InProcessClient(Self.project("output: Generated/Factories.swift\nstyles: [namespaced, fancy]\ngenerateOnSave: sometimes"))
        let diagnostics = try #require(client.publishedDiagnostics[".scenery.yml"])
        #expect(
            diagnostics.map { $0["message"] as? String } == [
                "'fancy' is not a style (namespaced, makeFromStoryboard, storyboardable, ibConstructible, storyboardIdentifiable)",
                "'generateOnSave' must be true or false",
            ])
        #expect(diagnostics.map { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int } == [1, 2])
        #expect(diagnostics.allSatisfy { $0["code"] as? String == "invalid-configuration" && $0["severity"] as? Int == 1 })
        // Opening the file in the editor keeps them; saving another file does too.
        client.open(".scenery.yml")
        client.open("Profile.swift")
        save(client, "Profile.swift")
        #expect(client.publishedDiagnostics[".scenery.yml"]?.count == 2)
        // Fixed on disk: the next save (no file watching here) reloads it and clears them.
        try Data("output: Generated/Factories.swift\nstyles: [namespaced]\n".utf8).write(to: URL(fileURLWithPath: client.root + "/.scenery.yml"))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: client.root + "/.scenery.yml")
        save(client, "Profile.swift")
        #expect(client.publishedDiagnostics[".scenery.yml"]?.isEmpty == true)
        #expect(client.publishedDiagnostics["Profile.storyboard"]?.count == 1)
    }

    @Test func anInvalidOutputWritesNothing() throws {
        let client = try InProcessClient(Self.project("output: ../Outside.swift"))
        let response = client.request("workspace/executeCommand", ["command": "scenery.generateFactories"])
        #expect((response["error"] as? [String: Any])?["message"] as? String == "nothing written: fix where .scenery.yml says the generated files go")
        #expect(contents(client, "Generated/Scenery.generated.swift") == nil)
        #expect(contents(client, "../Outside.swift") == nil)
    }

    @Test func generateAllFactoriesWritesTheTestsToo() throws {
        let client = try InProcessClient(Self.project("testsOutput: Tests/Resources.generated.swift"))
        #expect(client.request("workspace/executeCommand", ["command": "scenery.generateFactories"])["result"] is NSNull)
        #expect(contents(client, "Generated/Scenery.generated.swift")?.contains("func profileViewController(user: String)") == true)
        #expect(contents(client, "Tests/Resources.generated.swift")?.contains("func testProfileViewController()") == true)
    }

    @Test func generateOnSaveWritesWhatASaveChangedAndNothingOnKeystrokes() throws {
        let client = try InProcessClient(Self.project("generateOnSave: true\ntestsOutput: Tests/Resources.generated.swift"))
        client.open("Profile.swift")
        // A save that changes nothing generated still writes the files that are missing.
        save(client, "Profile.swift")
        let factories = try #require(contents(client, "Generated/Scenery.generated.swift"))
        #expect(factories.contains("func profileViewController(user: String)"))
        #expect(contents(client, "Tests/Resources.generated.swift")?.contains("testProfileViewController") == true)
        let written = try FileManager.default.attributesOfItem(atPath: client.root + "/Generated/Scenery.generated.swift")[.modificationDate] as? Date

        // Typing a new parameter changes nothing on disk until the save.
        let edited = client.fixture["Profile.swift"].text.replacingOccurrences(of: "user: String", with: "user: String, age: Int")
        client.notify(
            "textDocument/didChange", ["textDocument": ["uri": client.uri("Profile.swift"), "version": 2], "contentChanges": [["text": edited]]])
        #expect(contents(client, "Generated/Scenery.generated.swift") == factories)
        save(client, "Profile.swift")
        #expect(contents(client, "Generated/Scenery.generated.swift")?.contains("func profileViewController(user: String, age: Int)") == true)
        // The republished diagnostics know the new file: nothing is stale.
        #expect(client.publishedDiagnostics["Generated/Scenery.generated.swift"] == nil)

        // A save that changes nothing generated leaves the files alone.
        let rewritten =
            try FileManager.default.attributesOfItem(atPath: client.root + "/Generated/Scenery.generated.swift")[.modificationDate] as? Date
        #expect(rewritten != written)
        save(client, "Profile.swift")
        #expect(
            try FileManager.default.attributesOfItem(atPath: client.root + "/Generated/Scenery.generated.swift")[.modificationDate] as? Date
                == rewritten)
    }

    @Test func aFileThatCannotBeWrittenOnSaveIsShownOnce() throws {
        let client = try InProcessClient(Self.project("generateOnSave: true") + "\n-- Generated/Scenery.generated.swift --\nimport UIKit // mine\n")
        client.open("Profile.swift")
        save(client, "Profile.swift")
        save(client, "Profile.swift")
        let messages = client.sent.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("was not generated by Scenery") == true)
        #expect(contents(client, "Generated/Scenery.generated.swift") == "import UIKit // mine\n")
    }

    @Test func withoutGenerateOnSaveASaveWritesNothing() throws {
        let client = try InProcessClient(LanguageServerTests.project)
        client.open("Profile.swift")
        save(client, "Profile.swift")
        #expect(contents(client, "Generated/Scenery.generated.swift") == nil)
    }
}

/// vscode-languageclient registers every command the server advertises; the VS Code extension
/// registering one of them too makes `client.start()` throw "command already exists".
@Suite struct VSCodeCommandTests {
    @Test func theExtensionRegistersNoCommandTheServerAdvertises() throws {
        let recorder = InProcessClient.Recorder()
        let server = LanguageServer(send: recorder.record)
        let initialize: [String: Any] = [
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": [
                "processId": NSNull(), "rootUri": URL(fileURLWithPath: packageRoot + "/Examples/Showcase").absoluteString, "capabilities": [:],
            ],
        ]
        server.handle(body: try JSONSerialization.data(withJSONObject: initialize))
        let capabilities = try #require((recorder.messages.first?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        let advertised = try #require((capabilities["executeCommandProvider"] as? [String: Any])?["commands"] as? [String])
        #expect(!advertised.isEmpty)

        let source = try String(contentsOfFile: packageRoot + "/Clients/vscode/src/extension.ts", encoding: .utf8)
        let registered = source.components(separatedBy: "registerCommand(\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
        let manifest = try #require(FileManager.default.contents(atPath: packageRoot + "/Clients/vscode/package.json"))
        let contributes = try #require((try JSONSerialization.jsonObject(with: manifest) as? [String: Any])?["contributes"] as? [String: Any])
        let contributed = try #require(contributes["commands"] as? [[String: Any]]).compactMap { $0["command"] as? String }
        #expect(Set(registered) == Set(contributed))
        #expect(Set(registered).isDisjoint(with: advertised))
        // The palette command still reaches the server's command.
        #expect(source.contains("const serverGenerateCommand = \"\(advertised[0])\""))
    }
}

/// The build model in the editor: a change to the Xcode project is read at once, with no restart.
@Suite struct BuildModelSessionTests {
    static let legacy = "StorefrontMac/Legacy/OldPreferencesViewController.swift"
    static let pbxproj = "Storefront.xcodeproj/project.pbxproj"

    func rules(_ client: InProcessClient, _ name: String) -> [String] {
        (client.publishedDiagnostics[name] ?? []).compactMap { $0["code"] as? String }
    }

    func save(_ client: InProcessClient, _ name: String) {
        client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri(name)]])
    }

    /// Rewrites the project file with the exception that leaves the legacy file out of the Mac target removed (or back).
    func setLegacyExcluded(_ excluded: Bool, in client: InProcessClient) throws {
        let path = client.root + "/" + Self.pbxproj
        let original = try String(contentsOfFile: packageRoot + "/Examples/Storefront/" + Self.pbxproj, encoding: .utf8)
        let text = excluded ? original : original.replacingOccurrences(of: "\t\t\t\tLegacy/OldPreferencesViewController.swift,\n", with: "")
        #expect(text != original || excluded)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        // A later time than the first read's, whatever the file system's clock resolution.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(excluded ? 10 : 5)], ofItemAtPath: path)
    }

    @Test func aChangedProjectFileIsReadOnTheNextSaveAndOnAWatchedChange() throws {
        let client = try InProcessClient(
            "",
            prepare: { root in
                try FileManager.default.copyItem(atPath: packageRoot + "/Examples/Storefront", toPath: root)
            })
        let opened = "StorefrontMac/PreferencesViewController.swift"
        let text = try String(contentsOfFile: client.root + "/" + opened, encoding: .utf8)
        client.open(opened, text: text)
        save(client, opened)
        #expect(rules(client, Self.legacy) == ["not-in-target"])
        // In the Mac target now: its missing storyboard is an error, and the hint is gone.
        try setLegacyExcluded(false, in: client)
        save(client, opened)
        #expect(rules(client, Self.legacy) == ["storyboard-not-found"])
        // Back, announced by the client's file watching.
        try setLegacyExcluded(true, in: client)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri(Self.pbxproj), "type": 2]]])
        #expect(rules(client, Self.legacy) == ["not-in-target"])
    }
}

/// An open document larger than Scenery indexes is left out of the index, with one warning, and
/// the server keeps answering.
@Suite struct OversizedDocumentTests {
    @Test func aHugeOpenDocumentIsNotIndexed() throws {
        let client = try InProcessClient(LanguageServerTests.project)
        let huge = "final class HugeViewController: UIViewController {}\n" + String(repeating: "// padding\n", count: 16 * 1024 * 1024 / 11 + 1)
        client.open("Huge.swift", text: huge)
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": client.uri("Huge.swift"), "version": 2], "contentChanges": [["text": huge + "// more\n"]],
            ])
        #expect(!client.indexHolds(huge, for: "Huge.swift"))
        #expect(client.logs.filter { $0.contains("Huge.swift: skipped") }.count == 1, "\(client.logs)")
        #expect(client.request("workspace/symbol", ["query": "Huge"])["result"] as? [Any] != nil)
        #expect(!client.indexHolds(huge + "// more\n", for: "Huge.swift"))
    }
}
