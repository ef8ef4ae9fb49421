import Foundation
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
import SceneryTestSupport
import Testing

/// Scenery's hand-written LSP types, checked against the official LSP 3.17 meta model.
@Suite struct MetaModelTests {
    struct MetaModel: Decodable {
        struct Message: Decodable {
            var method: String
            var messageDirection: String
        }

        struct Structure: Decodable {
            struct Property: Decodable { var name: String }
            struct Reference: Decodable { var name: String? }
            var name: String
            var properties: [Property]
            var extends: [Reference]?
            var mixins: [Reference]?
        }

        var requests: [Message]
        var notifications: [Message]
        var structures: [Structure]
    }

    static let model: MetaModel? = {
        let path = packageRoot + "/Protocol/metaModel-3.17.json"
        return FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(MetaModel.self, from: $0) }
    }()

    /// Property names of a structure, with those it extends or mixes in.
    func propertyNames(_ name: String) throws -> Set<String> {
        let model = try #require(Self.model)
        let structure = try #require(model.structures.first { $0.name == name }, "no structure \(name) in the meta model")
        var names = Set(structure.properties.map(\.name))
        for reference in (structure.extends ?? []) + (structure.mixins ?? []) {
            if let parent = reference.name { names.formUnion(try propertyNames(parent)) }
        }
        return names
    }

    @Test func everyRequestAndNotificationIsInTheMetaModel() throws {
        let model = try #require(Self.model)
        for type in allRequestTypes {
            let message = try #require(model.requests.first { $0.method == type.method }, "\(type.method) is no LSP request")
            #expect(message.messageDirection != "serverToClient", "\(type.method)")
        }
        for type in allNotificationTypes {
            #expect(model.notifications.contains { $0.method == type.method }, "\(type.method) is no LSP notification")
        }
    }

    static let range = Range(start: Position(line: 1, character: 2), end: Position(line: 3, character: 4))
    static let diagnostic = Diagnostic(
        range: range, severity: .error, code: "scene-not-found", source: "scenery", message: "m",
        relatedInformation: [DiagnosticRelatedInformation(location: Location(uri: "file:///a", range: range), message: "r")], data: .null
    )

    /// Each value with every field set, and the meta-model structure it must match.
    static let samples: [(String, any Encodable & Sendable)] = [
        ("Diagnostic", diagnostic),
        ("DiagnosticRelatedInformation", DiagnosticRelatedInformation(location: Location(uri: "file:///a", range: range), message: "r")),
        ("PublishDiagnosticsParams", PublishDiagnosticsNotification(uri: "file:///a", version: 1, diagnostics: [diagnostic])),
        (
            "CompletionItem",
            CompletionItem(
                label: "l", kind: .method, detail: "d", documentation: .markup(MarkupContent(kind: .plaintext, value: "v")), sortText: "s",
                filterText: "f", insertTextFormat: .snippet, textEdit: TextEdit(range: range, newText: "n")
            )
        ),
        ("CompletionList", CompletionList(isIncomplete: false, items: [])),
        ("CompletionParams", CompletionRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"), position: Position(line: 0, character: 0))),
        (
            "CodeActionParams",
            CodeActionRequest(
                textDocument: TextDocumentIdentifier(uri: "file:///a"), range: range,
                context: CodeActionContext(diagnostics: [], only: [.quickFix], triggerKind: 1)
            )
        ),
        ("CodeActionContext", CodeActionContext(diagnostics: [], only: [.quickFix], triggerKind: 1)),
        (
            "CodeAction",
            CodeAction(
                title: "t", kind: .quickFix, diagnostics: [diagnostic], isPreferred: true,
                edit: WorkspaceEdit(changes: ["file:///a": [TextEdit(range: range, newText: "n")]]),
                command: Command(title: "c", command: "x", arguments: [])
            )
        ),
        ("Command", Command(title: "c", command: "x", arguments: [.int(1)])),
        ("ExecuteCommandParams", ExecuteCommandRequest(command: "x", arguments: [])),
        (
            "InitializeParams",
            InitializeRequest(
                processId: 1, rootUri: "file:///a", rootPath: "/a", workspaceFolders: [WorkspaceFolder(uri: "file:///a", name: "a")],
                capabilities: ClientCapabilities(
                    general: .init(positionEncodings: [.utf8]), textDocument: .init(), window: .init(workDoneProgress: true)),
                initializationOptions: .object([:])
            )
        ),
        (
            "ClientCapabilities",
            ClientCapabilities(general: .init(positionEncodings: [.utf8]), textDocument: .init(), window: .init(workDoneProgress: true))
        ),
        ("GeneralClientCapabilities", ClientCapabilities.General(positionEncodings: [.utf16])),
        (
            "TextDocumentClientCapabilities",
            ClientCapabilities.TextDocument(
                completion: .init(completionItem: .init(snippetSupport: true)), codeAction: .init(codeActionLiteralSupport: .object([:])),
                publishDiagnostics: .init(relatedInformation: true))
        ),
        ("CompletionClientCapabilities", ClientCapabilities.TextDocument.Completion(completionItem: .init(snippetSupport: true))),
        (
            "CodeActionClientCapabilities",
            ClientCapabilities.TextDocument.CodeAction(codeActionLiteralSupport: .object([:]), isPreferredSupport: true)
        ),
        ("PublishDiagnosticsClientCapabilities", ClientCapabilities.TextDocument.PublishDiagnostics(relatedInformation: true)),
        ("DocumentLinkClientCapabilities", ClientCapabilities.TextDocument.DocumentLink(tooltipSupport: true)),
        (
            "InitializeResult",
            InitializeResult(
                capabilities: ServerCapabilities(
                    positionEncoding: nil, textDocumentSync: nil, completionProvider: nil, codeActionProvider: nil, executeCommandProvider: nil),
                serverInfo: ServerInfo(name: "scenery", version: "1"))
        ),
        (
            "ServerCapabilities",
            ServerCapabilities(
                positionEncoding: .utf16,
                textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
                completionProvider: CompletionOptions(triggerCharacters: ["."], resolveProvider: false),
                codeActionProvider: CodeActionOptions(codeActionKinds: [.quickFix], resolveProvider: false),
                executeCommandProvider: ExecuteCommandOptions(commands: ["x"]), hoverProvider: true, definitionProvider: true,
                referencesProvider: true, documentSymbolProvider: true, workspaceSymbolProvider: true,
                workspace: .init(workspaceFolders: WorkspaceFoldersServerCapabilities(supported: true, changeNotifications: true))
            )
        ),
        ("WorkspaceFoldersServerCapabilities", WorkspaceFoldersServerCapabilities(supported: true, changeNotifications: true)),
        (
            "DidChangeWorkspaceFoldersParams",
            DidChangeWorkspaceFoldersNotification(
                event: .init(added: [WorkspaceFolder(uri: "file:///a", name: "a")], removed: [WorkspaceFolder(uri: "file:///b", name: "b")])
            )
        ),
        (
            "WorkspaceFoldersChangeEvent",
            DidChangeWorkspaceFoldersNotification.Event(added: [], removed: [WorkspaceFolder(uri: "file:///b", name: "b")])
        ),
        ("TextDocumentSyncOptions", TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false))),
        ("SaveOptions", SaveOptions(includeText: true)),
        ("CompletionOptions", CompletionOptions(triggerCharacters: ["."], resolveProvider: false)),
        ("CodeActionOptions", CodeActionOptions(codeActionKinds: [.quickFix], resolveProvider: false)),
        ("ExecuteCommandOptions", ExecuteCommandOptions(commands: ["x"])),
        (
            "DidOpenTextDocumentParams",
            DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: "file:///a", languageId: "swift", version: 1, text: ""))
        ),
        ("TextDocumentItem", TextDocumentItem(uri: "file:///a", languageId: "swift", version: 1, text: "")),
        (
            "DidChangeTextDocumentParams",
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: "file:///a", version: 2), contentChanges: []
            )
        ),
        ("DidSaveTextDocumentParams", DidSaveTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: "file:///a"), text: "t")),
        ("DidCloseTextDocumentParams", DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: "file:///a"))),
        ("CancelParams", CancelRequestNotification(id: .number(1))),
        ("ShowMessageParams", ShowMessageNotification(type: .error, message: "m")),
        ("LogMessageParams", LogMessageNotification(type: .log, message: "m")),
        ("WorkspaceEdit", WorkspaceEdit(changes: [:], documentChanges: [])),
        ("TextDocumentEdit", TextDocumentEdit(textDocument: .init(uri: "file:///a", version: 1), edits: [TextEdit(range: range, newText: "n")])),
        ("OptionalVersionedTextDocumentIdentifier", OptionalVersionedTextDocumentIdentifier(uri: "file:///a", version: nil)),
        ("RenameFile", RenameFile(oldUri: "file:///a", newUri: "file:///b")),
        (
            "WorkspaceClientCapabilities",
            ClientCapabilities.Workspace(
                didChangeWatchedFiles: .init(dynamicRegistration: true), diagnostics: .init(refreshSupport: true),
                workspaceEdit: .init(documentChanges: true, resourceOperations: ["rename"])
            )
        ),
        ("WorkspaceEditClientCapabilities", ClientCapabilities.Workspace.WorkspaceEdit(documentChanges: true, resourceOperations: ["rename"])),
        ("MarkupContent", MarkupContent(kind: .markdown, value: "v")),
        ("WorkspaceFolder", WorkspaceFolder(uri: "file:///a", name: "a")),
        ("Hover", Hover(contents: MarkupContent(kind: .markdown, value: "v"), range: range)),
        ("HoverParams", HoverRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"), position: Position(line: 0, character: 0))),
        ("DefinitionParams", DefinitionRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"), position: Position(line: 0, character: 0))),
        (
            "ReferenceParams",
            ReferencesRequest(
                textDocument: TextDocumentIdentifier(uri: "file:///a"), position: Position(line: 0, character: 0),
                context: .init(includeDeclaration: true)
            )
        ),
        ("ReferenceContext", ReferencesRequest.Context(includeDeclaration: true)),
        (
            "PrepareRenameParams",
            PrepareRenameRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"), position: Position(line: 0, character: 0))
        ),
        (
            "RenameParams",
            RenameRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"), position: Position(line: 0, character: 0), newName: "n")
        ),
        ("RenameOptions", RenameOptions(prepareProvider: true)),
        ("CodeLensParams", CodeLensRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"))),
        ("CodeLens", CodeLens(range: range, command: Command(title: "t", command: "", arguments: nil))),
        ("CodeLensOptions", CodeLensOptions(resolveProvider: false)),
        ("InlayHintParams", InlayHintRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"), range: range)),
        ("InlayHint", InlayHint(position: Position(line: 0, character: 1), label: "Profile.storyboard", paddingLeft: true)),
        ("InlayHintOptions", InlayHintOptions(resolveProvider: false)),
        ("DocumentLinkParams", DocumentLinkRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"))),
        ("DocumentLink", DocumentLink(range: range, target: "file:///b", tooltip: "b")),
        ("DocumentLinkOptions", DocumentLinkOptions(resolveProvider: false)),
        (
            "DocumentDiagnosticParams",
            DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"), identifier: "scenery", previousResultId: "1")
        ),
        ("RelatedFullDocumentDiagnosticReport", DocumentDiagnosticReport.full(resultId: "2", items: [diagnostic])),
        ("RelatedUnchangedDocumentDiagnosticReport", DocumentDiagnosticReport.unchanged(resultId: "2")),
        ("WorkspaceDiagnosticParams", WorkspaceDiagnosticRequest(identifier: "scenery", previousResultIds: [.init(uri: "file:///a", value: "1")])),
        (
            "WorkspaceDiagnosticReport",
            WorkspaceDiagnosticReport(items: [WorkspaceDocumentDiagnosticReport(.full(resultId: "2", items: []), uri: "file:///a", version: nil)])
        ),
        (
            "WorkspaceFullDocumentDiagnosticReport",
            WorkspaceDocumentDiagnosticReport(.full(resultId: "2", items: [diagnostic]), uri: "file:///a", version: 3)
        ),
        ("DiagnosticOptions", DiagnosticOptions(identifier: "scenery", interFileDependencies: true, workspaceDiagnostics: true)),
        ("DiagnosticClientCapabilities", ClientCapabilities.TextDocument.Diagnostic(dynamicRegistration: false)),
        ("DiagnosticWorkspaceClientCapabilities", ClientCapabilities.Workspace.Diagnostics(refreshSupport: true)),
        ("DocumentSymbolParams", DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: "file:///a"))),
        ("DocumentSymbol", DocumentSymbol(name: "n", detail: "d", kind: .class, range: range, selectionRange: range, children: [])),
        ("WorkspaceSymbolParams", WorkspaceSymbolRequest(query: "q")),
        ("SymbolInformation", SymbolInformation(name: "n", kind: .class, location: Location(uri: "file:///a", range: range), containerName: "c")),
    ]

    @Test(arguments: samples.map(\.0)) func everyKeyIsAPropertyOfTheStructure(_ name: String) throws {
        let value = try #require(Self.samples.first { $0.0 == name }?.1)
        guard case .object(let object) = JSONValue(encoding: value) else {
            Issue.record("\(name) does not encode as an object")
            return
        }
        let allowed = try propertyNames(name)
        #expect(Set(object.keys).subtracting(allowed).isEmpty, "\(name) encodes keys the meta model lacks: \(Set(object.keys).subtracting(allowed))")
    }

    @Test func contentChangesAreEventsOfTheMetaModel() throws {
        let change = TextDocumentContentChangeEvent(range: Self.range, rangeLength: 1, text: "x")
        guard case .object(let object) = JSONValue(encoding: change) else { return }
        // `TextDocumentContentChangeEvent` is a literal union in the meta model: range, rangeLength, text.
        #expect(Set(object.keys) == ["range", "rangeLength", "text"])
    }
}

/// Round trips: decoding what Scenery encodes gives the same value, and the JSON is the spec's.
@Suite struct CodingTests {
    func checkCoding<T: Codable & Equatable>(_ value: T, json: String) throws {
        let encoded = JSONValue(encoding: value)
        #expect(encoded.jsonString == json)
        #expect(try encoded.decode(T.self) == value)
    }

    @Test func structures() throws {
        try checkCoding(Position(line: 1, character: 2), json: #"{"character":2,"line":1}"#)
        try checkCoding(DiagnosticSeverity.warning, json: "2")
        try checkCoding(CodeActionKind.generateFactories, json: #""source.generateFactories""#)
        try checkCoding(PositionEncodingKind(rawValue: "utf-99"), json: #""utf-99""#)
        try checkCoding(CodeActionOrCommand.command(Command(title: "t", command: "c", arguments: nil)), json: #"{"command":"c","title":"t"}"#)
        try checkCoding(
            CodeActionOrCommand.codeAction(CodeAction(title: "t", kind: .quickFix, diagnostics: nil, isPreferred: nil, edit: nil, command: nil)),
            json: #"{"kind":"quickfix","title":"t"}"#
        )
        try checkCoding(CompletionDocumentation.string("s"), json: #""s""#)
        try checkCoding(
            PublishDiagnosticsNotification(uri: "file:///a", version: nil, diagnostics: []), json: #"{"diagnostics":[],"uri":"file:///a"}"#)
        try checkCoding(ShutdownRequest(), json: "{}")
        // Edits, then a file renamed; a document that is not open has a null version, written.
        try checkCoding(
            WorkspaceEdit(documentChanges: [
                .edit(TextDocumentEdit(textDocument: .init(uri: "file:///a", version: nil), edits: [])),
                .rename(RenameFile(oldUri: "file:///a", newUri: "file:///b")),
            ]),
            json:
                #"{"documentChanges":[{"edits":[],"textDocument":{"uri":"file:///a","version":null}},{"kind":"rename","newUri":"file:///b","oldUri":"file:///a"}]}"#
        )
    }

    @Test func diagnosticsFromOtherServersMayHaveNumericCodes() throws {
        let decoded = try JSONValue.object([
            "range": JSONValue(encoding: MetaModelTests.range), "message": .string("m"), "code": .int(42),
        ]).decode(Diagnostic.self)
        #expect(decoded.code == "42")
    }

    @Test func lenientClientCapabilities() throws {
        let capabilities = try JSONValue.object([
            "general": .object(["positionEncodings": .array([.string("utf-8")])]),
            "textDocument": .string("a client that sends nonsense here"),
            "experimental": .object(["anything": .bool(true)]),
        ]).decode(ClientCapabilities.self)
        #expect(capabilities.general?.positionEncodings == [.utf8])
        #expect(capabilities.textDocument == nil)
        // A part of the workspace's of an unexpected shape leaves the rest of it.
        let workspace = try JSONValue.object([
            "workspace": .object(["workspaceEdit": .string("odd"), "diagnostics": .object(["refreshSupport": .bool(true)])])
        ]).decode(ClientCapabilities.self)
        #expect(workspace.workspace?.diagnostics?.refreshSupport == true && workspace.workspace?.workspaceEdit == nil)
    }

    @Test func fileURIs() {
        #expect(fileURI(path: "/a b/c.swift") == "file:///a%20b/c.swift")
        #expect(path(fromURI: "file:///a%20b/c.swift") == "/a b/c.swift")
        #expect(path(fromURI: "file:///c%3A/x.swift") == "/c:/x.swift")
        #expect(path(fromURI: "untitled:Untitled-1") == nil)
    }
}
