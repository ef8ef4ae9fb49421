import Foundation
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
@_spi(Scenery) import SceneryProjectModel

/// The language server: lifecycle, the handler table, and the conversions between LSP and the
/// project's host. Every handler is decode → convert → `ProjectHost`/`Analysis` → convert → reply;
/// the decisions live below.
///
/// Messages are handled one at a time in arrival order, so a state change (didChange, didSave)
/// is never reordered against a read (completion, codeAction).
public final class LanguageServer {
    enum Lifecycle {
        case waitingForInitialize, running, shutDown
    }

    /// What the server writes: one JSON-RPC message body (framing is the transport's job).
    let send: (Data) -> Void
    let log: (String) -> Void
    private(set) var lifecycle = Lifecycle.waitingForInitialize
    /// Set by `exit`: 0 after `shutdown`, 1 otherwise.
    package private(set) var exitCode: Int32?
    /// The editor's process, from `initialize`: the server exits when it dies.
    package private(set) var parentProcessID: Int?
    /// Requests Scenery sent to the client, waiting for their answers.
    private var responseHandlers: [RequestID: (Result<JSONValue, ResponseError>) -> Void] = [:]
    private var nextOutgoingID = 1
    /// The request whose answer every other message waits for (see `sendRequest`), and the
    /// messages read meanwhile, in arrival order.
    private var awaitedResponse: RequestID?
    private var heldMessages: [Result<Message, ResponseErrorWithID>] = []
    /// Set while handling a `didChange` that the next message of its batch supersedes.
    private var anotherChangeFollows = false

    // MARK: The session, from `initialize`

    /// The projects of the workspace folders, in the order the folders came (`projectServing`
    /// routes a document to one).
    var projects: [Project] = []
    /// The editor's settings (JSON), laid over every project's `.scenery.yml`.
    var editorSettings: String?
    /// What the client supports, and the documents it has open.
    var client = Client()
    var receivedInitialized = false
    /// Each (re)index reports on a token of its own (a token serves one begin … end).
    var indexingRuns = 0
    var clientWatchesFiles = false
    /// To a client that pulls diagnostics: per file, the id of its current diagnostics (so a
    /// pull can answer "unchanged") and, when it has any, the diagnostics as they would be pushed.
    var resultIDs: [String: String] = [:]
    var pullableDiagnostics: [String: [SceneryLSPTypes.Diagnostic]] = [:]
    var nextResultID = 1

    /// A server that hands each JSON-RPC message body it sends to `send` (framing is the
    /// transport's job) and each log line to `log`.
    public init(send: @escaping (Data) -> Void, log: @escaping (String) -> Void = { _ in }) {
        self.send = send
        self.log = log
    }

    // MARK: The handler table

    /// A request's result is encoded straight to text when the response is written.
    typealias RequestHandler = @Sendable (LanguageServer, JSONValue?) throws -> any Encodable
    typealias NotificationHandler = @Sendable (LanguageServer, JSONValue?) throws -> Void

    static let requests: [String: RequestHandler] = [
        InitializeRequest.method: request { server, params in try server.initialize(params) },
        ShutdownRequest.method: request { (server, _: ShutdownRequest) in server.shutdown() },
        CompletionRequest.method: request { server, params in try server.completion(params) },
        CodeActionRequest.method: request { server, params in try server.codeActions(params) },
        ExecuteCommandRequest.method: request { server, params in try server.executeCommand(params) },
        HoverRequest.method: request { server, params in try server.hover(params) },
        DefinitionRequest.method: request { server, params in try server.definition(params) },
        ReferencesRequest.method: request { server, params in try server.references(params) },
        PrepareRenameRequest.method: request { server, params in try server.prepareRename(params) },
        RenameRequest.method: request { server, params in try server.rename(params) },
        CodeLensRequest.method: request { server, params in try server.codeLenses(params) },
        InlayHintRequest.method: request { server, params in try server.inlayHints(params) },
        DocumentLinkRequest.method: request { server, params in try server.documentLinks(params) },
        DocumentDiagnosticRequest.method: request { server, params in try server.documentDiagnostics(params) },
        WorkspaceDiagnosticRequest.method: request { server, params in try server.workspaceDiagnostics(params) },
        DocumentSymbolRequest.method: request { server, params in try server.documentSymbols(params) },
        WorkspaceSymbolRequest.method: request { server, params in try server.workspaceSymbols(params) },
        ScreensRequest.method: request { (server, _: ScreensRequest) in try server.screens() },
        NavigationGraphRequest.method: request { (server, _: NavigationGraphRequest) in try server.navigationGraph() },
    ]

    static let notifications: [String: NotificationHandler] = [
        InitializedNotification.method: notification { (server, _: InitializedNotification) in server.initialized() },
        DidOpenTextDocumentNotification.method: notification { server, params in try server.didOpen(params) },
        DidChangeTextDocumentNotification.method: notification { server, params in
            try server.didChange(params, indexing: !server.anotherChangeFollows)
        },
        DidSaveTextDocumentNotification.method: notification { server, params in try server.didSave(params) },
        DidCloseTextDocumentNotification.method: notification { server, params in try server.didClose(params) },
        // Requests are answered in order as they arrive, so there is never one to cancel.
        // Cancellation is handled when a batch of messages is read (see `handle(batch:)`); a
        // cancel for a request already answered is ignored, as the spec asks.
        CancelRequestNotification.method: notification { (_, _: CancelRequestNotification) in },
        DidChangeWatchedFilesNotification.method: notification { server, params in try server.didChangeWatchedFiles(params) },
        DidChangeConfigurationNotification.method: notification { server, params in server.didChangeConfiguration(params) },
        // Indexing runs to its end in one go; there is nothing to cancel.
        WorkDoneProgressCancelNotification.method: notification { (_, _: WorkDoneProgressCancelNotification) in },
        DidChangeWorkspaceFoldersNotification.method: notification { server, params in server.didChangeWorkspaceFolders(params) },
    ]

    // MARK: Dispatch

    /// Handle the messages read together, in order. A request whose `$/cancelRequest` is in the
    /// same batch is answered with `RequestCancelled` (-32800) instead of being run. A `didChange`
    /// directly followed by another change of the same document only updates its text, and the
    /// last of them indexes it: keystrokes that arrive while the server is busy cost one re-index,
    /// not one each (nothing can read the index between them).
    public func handle(batch: [Data]) {
        handle(decoded: batch.map(Message.decode))
    }

    /// `handle(batch:)` for messages decoded already: each message is decoded once, also one held
    /// while the server awaits the client.
    private func handle(decoded messages: [Result<Message, ResponseErrorWithID>]) {
        var cancelled: Set<RequestID> = []
        for message in messages {
            if case .success(.notification(CancelRequestNotification.method, let params?)) = message,
                let cancel = try? params.decode(CancelRequestNotification.self)
            {
                cancelled.insert(cancel.id)
            }
        }
        for position in messages.indices where exitCode == nil {
            anotherChangeFollows = position + 1 < messages.count && Self.changesOneDocument(messages[position], messages[position + 1])
            if case .success(.request(let id, let method, _)) = messages[position], cancelled.contains(id) {
                reply(id: id, .failure(ResponseError(code: ResponseError.requestCancelled, message: "\(method) was cancelled")))
            } else {
                handle(messages[position])
            }
            // Also when the follower failed: no other message may see the index without the change.
            if !anotherChangeFollows { indexPendingChanges() }
        }
        anotherChangeFollows = false
    }

    /// Both are `didChange`s of the same document.
    private static func changesOneDocument(_ first: Result<Message, ResponseErrorWithID>, _ second: Result<Message, ResponseErrorWithID>) -> Bool {
        func changedURI(_ message: Result<Message, ResponseErrorWithID>) -> JSONValue? {
            guard case .success(.notification(DidChangeTextDocumentNotification.method, let params?)) = message else { return nil }
            return params["textDocument"]?["uri"]
        }
        guard let uri = changedURI(first) else { return false }
        return changedURI(second) == uri
    }

    /// Handle one message body as it came off the wire. While the server awaits an answer from
    /// the client, anything but a response is held until it comes.
    public func handle(body: Data) {
        handle(Message.decode(body))
    }

    private func handle(_ message: Result<Message, ResponseErrorWithID>) {
        if awaitedResponse != nil {
            switch message {
            case .success(.response), .success(.errorResponse): break
            default:
                heldMessages.append(message)
                return
            }
        }
        switch message {
        case .failure(let failure):
            reply(id: failure.id, .failure(failure.error))
        case .success(.request(let id, let method, let params)):
            do {
                reply(id: id, .success(try dispatch(request: method, params: params)))
            } catch {
                reply(id: id, .failure(Self.responseError(error, method: method)))
            }
        case .success(.notification(let method, let params)):
            dispatch(notification: method, params: params)
        case .success(.response(let id, let result)):
            answered(id, .success(result))
        case .success(.errorResponse(let id?, let error)):
            answered(id, .failure(error))
        case .success(.errorResponse(nil, let error)):
            log("the client reported: \(error.message)")
        }
    }

    private func answered(_ id: RequestID, _ result: Result<JSONValue, ResponseError>) {
        responseHandlers.removeValue(forKey: id)?(result)
        guard id == awaitedResponse else { return }
        awaitedResponse = nil
        let held = heldMessages
        heldMessages = []
        // Handled as one batch, as read: a `$/cancelRequest` among them still catches its request.
        handle(decoded: held)
    }

    /// The request whose answer the server awaits, holding other messages until it comes.
    package var awaitedRequest: RequestID? { awaitedResponse }

    /// The client did not answer in time: its request counts as refused, and the held messages
    /// are handled.
    package func stopAwaitingClient() {
        guard let id = awaitedResponse else { return }
        log("the client did not answer \(id); going on without it")
        answered(id, .failure(ResponseError(code: ResponseError.requestFailed, message: "no answer from the client")))
    }

    private func dispatch(request method: String, params: JSONValue?) throws -> any Encodable {
        switch lifecycle {
        case .waitingForInitialize where method != InitializeRequest.method:
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "\(method) before initialize")
        case .running where method == InitializeRequest.method:
            throw ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received")
        case .shutDown:
            throw ResponseError(code: ResponseError.invalidRequest, message: "\(method) after shutdown")
        default:
            break
        }
        guard let handler = Self.requests[method] else {
            throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)")
        }
        return try handler(self, params)
    }

    private func dispatch(notification method: String, params: JSONValue?) {
        if method == ExitNotification.method {
            exitCode = lifecycle == .shutDown ? 0 : 1
            return
        }
        // Before initialize, notifications other than exit are dropped; unknown ones (`$/…`
        // included) are ignored and never answered.
        guard lifecycle == .running, let handler = Self.notifications[method] else { return }
        do {
            try handler(self, params)
        } catch {
            log(Self.responseError(error, method: method).message)
        }
    }

    /// Handlers throw `ResponseError`s; anything else is a bug reported as an internal error.
    static func responseError(_ error: Error, method: String) -> ResponseError {
        error as? ResponseError ?? ResponseError(code: ResponseError.internalError, message: "\(method): \(error)")
    }

    private func reply(id: RequestID?, _ result: Result<any Encodable, ResponseError>) {
        switch result {
        case .success(let value): send(Message.response(id: id ?? .number(0), encoding: value))
        case .failure(let error): send(Message.errorResponse(id: id, error: error).encoded())
        }
    }

    /// Send a request to the client; `onResponse` runs when its answer is read. With
    /// `holdingMessages`, every other message read before the answer waits for it (and for
    /// `onResponse`), in order; `LanguageServerMain` gives up waiting after a while.
    func sendRequest<R: RequestType>(
        _ request: R, holdingMessages: Bool = false, onResponse: @escaping (Result<JSONValue, ResponseError>) -> Void
    ) {
        let id = RequestID.string("scenery-\(nextOutgoingID)")
        nextOutgoingID += 1
        responseHandlers[id] = onResponse
        if holdingMessages { awaitedResponse = id }
        send(Message.request(id: id, method: R.method, encoding: request is any ParameterlessRequest ? nil : request))
    }

    func sendNotification<N: NotificationType>(_ notification: N) {
        send(Message.notification(method: N.method, encoding: notification))
    }

    // MARK: Lifecycle

    /// Every workspace folder is served (a folder that cannot be opened is logged); `initialize`
    /// fails only when none can be.
    private func initialize(_ params: InitializeRequest) throws -> InitializeResult {
        editorSettings = Self.settingsText(params.initializationOptions)
        var failures: [String] = []
        for uri in params.folderURIs {
            do { _ = try openFolder(uri) } catch { failures.append("\(error)") }
        }
        // An editor with a lone file open sends no folder: nothing is served until one is added
        // (`workspace/didChangeWorkspaceFolders`), as after the last one is removed.
        if params.folderURIs.isEmpty { log("no workspace folder: no project is served until one is added") }
        if projects.isEmpty, !params.folderURIs.isEmpty {
            throw ResponseError(code: ResponseError.requestFailed, message: "cannot open the project: \(failures.joined(separator: "; "))")
        }
        for failure in failures { log("cannot open a workspace folder: \(failure)") }
        separateNestedProjects()
        client = Client(params.capabilities)
        parentProcessID = params.processId
        lifecycle = .running
        return InitializeResult(capabilities: client.serverCapabilities, serverInfo: ServerInfo(name: "scenery", version: SceneryVersion.current))
    }

    private func shutdown() -> JSONValue {
        lifecycle = .shutDown
        return .null
    }
}

/// Typed handler glue: decodes the params (`-32602` when they do not fit) and encodes the result.
private func request<R: RequestType>(
    _ body: @escaping @Sendable (LanguageServer, R) throws -> R.Response
) -> LanguageServer.RequestHandler {
    { server, params in
        let request: R
        do {
            request = try (params ?? .object([:])).decode(R.self)
        } catch {
            throw ResponseError(code: ResponseError.invalidParams, message: "invalid params for \(R.method): \(describe(error))")
        }
        return try body(server, request)
    }
}

private func notification<N: NotificationType>(
    _ body: @escaping @Sendable (LanguageServer, N) throws -> Void
) -> LanguageServer.NotificationHandler {
    { server, params in
        let notification: N
        do {
            notification = try (params ?? .object([:])).decode(N.self)
        } catch {
            throw ResponseError(code: ResponseError.invalidParams, message: "invalid params for \(N.method): \(describe(error))")
        }
        try body(server, notification)
    }
}

/// "expected String at textDocument.uri" rather than Swift's debug description.
private func describe(_ error: Error) -> String {
    func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? "the params" : path
    }
    func json(_ type: Any.Type) -> String {
        switch "\(type)" {
        case let name where name.hasPrefix("Dictionary"): "an object"
        case let name where name.hasPrefix("Array"): "an array"
        case "String": "a string"
        case "Int", "Double": "a number"
        case "Bool": "a boolean"
        case let name: name
        }
    }
    switch error as? DecodingError {
    case .typeMismatch(let type, let context)?: return "expected \(json(type)) at \(path(context))"
    case .valueNotFound(let type, let context)?: return "missing \(json(type)) at \(path(context))"
    case .keyNotFound(let key, let context)?:
        let parent = path(context)
        return "missing \(parent == "the params" ? "" : parent + ".")\(key.stringValue)"
    case .dataCorrupted(let context)?: return "\(context.debugDescription) at \(path(context))"
    default: return "\(error)"
    }
}
