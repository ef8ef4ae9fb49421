import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryHost
@testable import SceneryLanguageServer
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport

/// Drives a `LanguageServer` in process with JSON messages, and keeps what it sends back.
final class InProcessClient {
    /// Keeps every message the server sends, decoded.
    final class Recorder {
        var messages: [[String: Any]] = []
        /// What the server logged (to stderr, in `scenery lsp`).
        var logs: [String] = []

        func log(_ line: String) { logs.append(line) }

        func record(_ body: Data) {
            messages.append(
                (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? ["unparsable": String(decoding: body, as: UTF8.self)])
        }
    }

    private let recorder = Recorder()
    private let server: LanguageServer
    var sent: [[String: Any]] { recorder.messages }
    var logs: [String] { recorder.logs }
    private var nextID = 1
    let root: String
    let fixture: Fixture

    /// Writes `literal` (a multi-file fixture) to a temporary project, lets `prepare` add to the
    /// project folder, and starts a server on it: on the folder as `rootUri`, or on the
    /// `workspaceFolders` named relative to it.
    init(
        _ literal: String, capabilities: [String: Any] = InProcessClient.snippetCapabilities, workspaceFolders: [String]? = nil,
        prepare: (String) throws -> Void = { _ in }
    ) throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory() + "scenery-lsp-\(UUID().uuidString)").path
        fixture = Fixture(literal, root: root)
        for file in fixture.files {
            try FileManager.default.createDirectory(atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path))
        }
        self.root = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        try prepare(self.root)
        server = LanguageServer(send: recorder.record, log: recorder.log)
        let workspace: [String: Any] = workspaceFolders.map { ["workspaceFolders": $0.map(folder)] } ?? ["rootUri": uri(".")]
        let response = request("initialize", ["processId": NSNull(), "capabilities": capabilities].merging(workspace) { first, _ in first })
        precondition(response["result"] != nil, "initialize failed: \(response)")
        notify("initialized", [:])
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    nonisolated(unsafe) static let snippetCapabilities: [String: Any] = [
        "textDocument": [
            "completion": ["completionItem": ["snippetSupport": true]],
            "codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix", "source"]]]],
            "publishDiagnostics": ["relatedInformation": true],
        ]
    ]

    func uri(_ name: String) -> String {
        name == "." ? URL(fileURLWithPath: root).absoluteString : URL(fileURLWithPath: root + "/" + name).absoluteString
    }

    /// A `WorkspaceFolder` for the folder `name` (relative to the root).
    func folder(_ name: String) -> [String: Any] {
        ["uri": uri(name), "name": (name as NSString).lastPathComponent]
    }

    func send(_ message: [String: Any]) {
        server.handle(body: Self.body(message))
    }

    /// Messages read together, as `scenery lsp` hands them over when they arrive faster than it handles them.
    func sendBatch(_ messages: [[String: Any]]) {
        server.handle(batch: messages.map(Self.body))
    }

    private static func body(_ message: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
    }

    /// How many times the index has changed (`ProjectIndex.revision`).
    var indexRevision: Int? { host?.analysis.index.revision }

    /// The first project's host (the only one of a single-folder session).
    private var host: ProjectHost? { server.projects.first?.host }

    /// The roots of the projects served, relative to the root ("" for the root itself).
    var projectRoots: [String] {
        server.projects.map { $0.root == root ? "" : String($0.root.dropFirst(root.count + 1)) }
    }

    /// True when the index holds the facts of exactly `text` for the file.
    /// Every path the server's index holds.
    var indexedPaths: [String] { host?.analysis.index.paths ?? [] }

    func indexHolds(_ text: String, for name: String) -> Bool {
        host?.analysis.index.contentHash(of: root + "/" + name) == SourceText.contentHash(of: Array(text.utf8))
    }

    @discardableResult
    func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
        let id = nextID
        nextID += 1
        let before = sent.count
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return sent[before...].first { ($0["id"] as? Int) == id } ?? [:]
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    func open(_ name: String, text: String? = nil) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri(name), "languageId": "swift", "version": 1, "text": text ?? fixture[name].text]])
    }

    /// The last diagnostics published for each file, by file name relative to the root.
    var publishedDiagnostics: [String: [[String: Any]]] {
        var result: [String: [[String: Any]]] = [:]
        for message in sent where message["method"] as? String == "textDocument/publishDiagnostics" {
            guard let params = message["params"] as? [String: Any], let uri = params["uri"] as? String else { continue }
            let path = URL(string: uri)?.path ?? uri
            result[path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path] = params["diagnostics"] as? [[String: Any]]
        }
        return result
    }

    var exitCode: Int32? { server.exitCode }
    var isAwaitingClient: Bool { server.awaitedRequest != nil }
    func stopAwaitingClient() { server.stopAwaitingClient() }
}
