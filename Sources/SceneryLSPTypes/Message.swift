@_spi(Scenery) import SceneryJSONRPC

/// An LSP request: the params are the struct's fields; `Response` is what the server answers.
@_spi(Scenery) public protocol RequestType: Codable, Sendable {
    static var method: String { get }
    associatedtype Response: Codable & Sendable
}

/// A request whose message has no `params` at all (sent without them, not as `{}`).
@_spi(Scenery) public protocol ParameterlessRequest: RequestType {}

/// An LSP notification: the params are the struct's fields; nothing is answered.
@_spi(Scenery) public protocol NotificationType: Codable, Sendable {
    static var method: String { get }
}

/// Every message Scenery speaks, so tests can check them against the LSP meta model.
@_spi(Scenery) public let allRequestTypes: [any RequestType.Type] = [
    InitializeRequest.self, ShutdownRequest.self, CompletionRequest.self, CodeActionRequest.self, ExecuteCommandRequest.self,
    HoverRequest.self, DefinitionRequest.self, ReferencesRequest.self, DocumentSymbolRequest.self, WorkspaceSymbolRequest.self,
    PrepareRenameRequest.self, RenameRequest.self, CodeLensRequest.self, InlayHintRequest.self, DocumentLinkRequest.self,
    DocumentDiagnosticRequest.self,
    WorkspaceDiagnosticRequest.self,
]

@_spi(Scenery) public let allNotificationTypes: [any NotificationType.Type] = [
    InitializedNotification.self, ExitNotification.self, DidOpenTextDocumentNotification.self,
    DidChangeTextDocumentNotification.self, DidSaveTextDocumentNotification.self, DidCloseTextDocumentNotification.self,
    CancelRequestNotification.self, PublishDiagnosticsNotification.self, ShowMessageNotification.self, LogMessageNotification.self,
    ProgressNotification.self, DidChangeWatchedFilesNotification.self, DidChangeConfigurationNotification.self,
    WorkDoneProgressCancelNotification.self, DidChangeWorkspaceFoldersNotification.self,
]

/// Requests Scenery sends to the client.
@_spi(Scenery) public let allServerRequestTypes: [any RequestType.Type] = [
    WorkDoneProgressCreateRequest.self, RegisterCapabilityRequest.self, DiagnosticRefreshRequest.self,
]

/// An enumeration LSP leaves open: unknown values still decode (and encode back unchanged).
@_spi(Scenery) public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable where RawValue: Codable & Sendable {
    init(rawValue: RawValue)
}

extension OpenEnum {
    @_spi(Scenery) public init(from decoder: Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
    }

    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// Params-less messages encode as `{}` and decode from anything.
@_spi(Scenery) public protocol EmptyParams: Codable, Sendable {
    init()
}

extension EmptyParams {
    @_spi(Scenery) public init(from decoder: Decoder) throws { self.init() }
    @_spi(Scenery) public func encode(to encoder: Encoder) throws { _ = encoder.container(keyedBy: EmptyKeys.self) }
}

@_spi(Scenery) public enum EmptyKeys: CodingKey {}
