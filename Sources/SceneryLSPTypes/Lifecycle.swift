import Foundation

/// `initialize`
public struct InitializeRequest: RequestType, Hashable {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    public var processId: Int?
    public var rootUri: DocumentURI?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities
    public var initializationOptions: JSONValue?

    public init(
        processId: Int? = nil, rootUri: DocumentURI? = nil, rootPath: String? = nil, workspaceFolders: [WorkspaceFolder]? = nil,
        capabilities: ClientCapabilities = ClientCapabilities(), initializationOptions: JSONValue? = nil
    ) {
        self.processId = processId
        self.rootUri = rootUri
        self.rootPath = rootPath
        self.workspaceFolders = workspaceFolders
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
    }

    /// The project folder: `rootUri`, else the deprecated `rootPath`, else the first workspace folder.
    public var projectPath: String? {
        rootUri.flatMap(path(fromURI:)) ?? rootPath ?? workspaceFolders?.first.flatMap { path(fromURI: $0.uri) }
    }
}

public struct WorkspaceFolder: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var name: String

    public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// The client capabilities Scenery reads; everything else a client sends is ignored.
public struct ClientCapabilities: Codable, Hashable, Sendable {
    public struct General: Codable, Hashable, Sendable {
        public var positionEncodings: [PositionEncodingKind]?
        public init(positionEncodings: [PositionEncodingKind]? = nil) { self.positionEncodings = positionEncodings }
    }

    public struct TextDocument: Codable, Hashable, Sendable {
        public struct Completion: Codable, Hashable, Sendable {
            public struct CompletionItem: Codable, Hashable, Sendable {
                public var snippetSupport: Bool?
                public init(snippetSupport: Bool? = nil) { self.snippetSupport = snippetSupport }
            }

            public var completionItem: CompletionItem?
            public init(completionItem: CompletionItem? = nil) { self.completionItem = completionItem }
        }

        public struct CodeAction: Codable, Hashable, Sendable {
            public var codeActionLiteralSupport: JSONValue?
            public var isPreferredSupport: Bool?
            public init(codeActionLiteralSupport: JSONValue? = nil, isPreferredSupport: Bool? = nil) {
                self.codeActionLiteralSupport = codeActionLiteralSupport
                self.isPreferredSupport = isPreferredSupport
            }
        }

        public struct PublishDiagnostics: Codable, Hashable, Sendable {
            public var relatedInformation: Bool?
            public init(relatedInformation: Bool? = nil) { self.relatedInformation = relatedInformation }
        }

        public var completion: Completion?
        public var codeAction: CodeAction?
        public var publishDiagnostics: PublishDiagnostics?
        public init(completion: Completion? = nil, codeAction: CodeAction? = nil, publishDiagnostics: PublishDiagnostics? = nil) {
            self.completion = completion
            self.codeAction = codeAction
            self.publishDiagnostics = publishDiagnostics
        }
    }

    public struct Workspace: Codable, Hashable, Sendable {
        public struct DidChangeWatchedFiles: Codable, Hashable, Sendable {
            public var dynamicRegistration: Bool?
            public init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
        }

        public var didChangeWatchedFiles: DidChangeWatchedFiles?
        public init(didChangeWatchedFiles: DidChangeWatchedFiles? = nil) { self.didChangeWatchedFiles = didChangeWatchedFiles }
    }

    public struct Window: Codable, Hashable, Sendable {
        public var workDoneProgress: Bool?
        public init(workDoneProgress: Bool? = nil) { self.workDoneProgress = workDoneProgress }
    }

    public var general: General?
    public var textDocument: TextDocument?
    public var workspace: Workspace?
    public var window: Window?

    public init(general: General? = nil, textDocument: TextDocument? = nil, workspace: Workspace? = nil, window: Window? = nil) {
        self.general = general
        self.textDocument = textDocument
        self.workspace = workspace
        self.window = window
    }

    /// Lenient: a capability of an unexpected shape is treated as absent rather than failing `initialize`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        general = try? container.decodeIfPresent(General.self, forKey: .general)
        textDocument = try? container.decodeIfPresent(TextDocument.self, forKey: .textDocument)
        workspace = try? container.decodeIfPresent(Workspace.self, forKey: .workspace)
        window = try? container.decodeIfPresent(Window.self, forKey: .window)
    }
}

public struct InitializeResult: Codable, Hashable, Sendable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo?) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

public struct ServerInfo: Codable, Hashable, Sendable {
    public var name: String
    public var version: String?

    public init(name: String, version: String?) {
        self.name = name
        self.version = version
    }
}

/// Only what Scenery implements is advertised.
public struct ServerCapabilities: Codable, Hashable, Sendable {
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var completionProvider: CompletionOptions?
    public var codeActionProvider: CodeActionOptions?
    public var executeCommandProvider: ExecuteCommandOptions?
    public var hoverProvider: Bool?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var documentSymbolProvider: Bool?
    public var workspaceSymbolProvider: Bool?

    public init(
        positionEncoding: PositionEncodingKind?, textDocumentSync: TextDocumentSyncOptions?, completionProvider: CompletionOptions?,
        codeActionProvider: CodeActionOptions?, executeCommandProvider: ExecuteCommandOptions?, hoverProvider: Bool? = nil,
        definitionProvider: Bool? = nil, referencesProvider: Bool? = nil, documentSymbolProvider: Bool? = nil,
        workspaceSymbolProvider: Bool? = nil
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.completionProvider = completionProvider
        self.codeActionProvider = codeActionProvider
        self.executeCommandProvider = executeCommandProvider
        self.hoverProvider = hoverProvider
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.workspaceSymbolProvider = workspaceSymbolProvider
    }
}

public struct TextDocumentSyncKind: OpenEnum {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let none = TextDocumentSyncKind(rawValue: 0)
    public static let full = TextDocumentSyncKind(rawValue: 1)
    public static let incremental = TextDocumentSyncKind(rawValue: 2)
}

public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
    public var openClose: Bool?
    public var change: TextDocumentSyncKind?
    public var save: SaveOptions?

    public init(openClose: Bool?, change: TextDocumentSyncKind?, save: SaveOptions?) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

public struct SaveOptions: Codable, Hashable, Sendable {
    public var includeText: Bool?
    public init(includeText: Bool?) { self.includeText = includeText }
}

public struct CompletionOptions: Codable, Hashable, Sendable {
    public var triggerCharacters: [String]?
    public var resolveProvider: Bool?

    public init(triggerCharacters: [String]?, resolveProvider: Bool?) {
        self.triggerCharacters = triggerCharacters
        self.resolveProvider = resolveProvider
    }
}

public struct CodeActionOptions: Codable, Hashable, Sendable {
    public var codeActionKinds: [CodeActionKind]?
    public var resolveProvider: Bool?

    public init(codeActionKinds: [CodeActionKind]?, resolveProvider: Bool?) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

public struct ExecuteCommandOptions: Codable, Hashable, Sendable {
    public var commands: [String]
    public init(commands: [String]) { self.commands = commands }
}

/// `initialized`
public struct InitializedNotification: NotificationType, EmptyParams, Hashable {
    public static let method = "initialized"
    public init() {}
}

/// `shutdown`: answered with `null`.
public struct ShutdownRequest: RequestType, EmptyParams, Hashable {
    public static let method = "shutdown"
    public typealias Response = JSONValue
    public init() {}
}

/// `exit`
public struct ExitNotification: NotificationType, EmptyParams, Hashable {
    public static let method = "exit"
    public init() {}
}

/// `$/cancelRequest`
public struct CancelRequestNotification: NotificationType, Hashable {
    public static let method = "$/cancelRequest"
    public var id: RequestID
    public init(id: RequestID) { self.id = id }
}
