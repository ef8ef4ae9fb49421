@_spi(Scenery) import SceneryJSONRPC
import Foundation

/// `initialize`
@_spi(Scenery) public struct InitializeRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "initialize"
    @_spi(Scenery) public typealias Response = InitializeResult

    @_spi(Scenery) public var processId: Int?
    @_spi(Scenery) public var rootUri: DocumentURI?
    @_spi(Scenery) public var rootPath: String?
    @_spi(Scenery) public var workspaceFolders: [WorkspaceFolder]?
    @_spi(Scenery) public var capabilities: ClientCapabilities
    @_spi(Scenery) public var initializationOptions: JSONValue?

    @_spi(Scenery) public init(
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

    /// The folders to serve: every workspace folder, else `rootUri`, else the deprecated `rootPath`
    /// (the spec puts `workspaceFolders` first); their URIs, a path made one.
    @_spi(Scenery) public var folderURIs: [DocumentURI] {
        if let folders = workspaceFolders, !folders.isEmpty { return folders.map(\.uri) }
        return rootUri.map { [$0] } ?? rootPath.map { [fileURI(path: $0)] } ?? []
    }
}

@_spi(Scenery) public struct WorkspaceFolder: Codable, Hashable, Sendable {
    @_spi(Scenery) public var uri: DocumentURI
    @_spi(Scenery) public var name: String

    @_spi(Scenery) public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// The client capabilities Scenery reads; everything else a client sends is ignored.
@_spi(Scenery) public struct ClientCapabilities: Codable, Hashable, Sendable {
    @_spi(Scenery) public struct General: Codable, Hashable, Sendable {
        @_spi(Scenery) public var positionEncodings: [PositionEncodingKind]?
        @_spi(Scenery) public init(positionEncodings: [PositionEncodingKind]? = nil) { self.positionEncodings = positionEncodings }
    }

    @_spi(Scenery) public struct TextDocument: Codable, Hashable, Sendable {
        @_spi(Scenery) public struct Completion: Codable, Hashable, Sendable {
            @_spi(Scenery) public struct CompletionItem: Codable, Hashable, Sendable {
                @_spi(Scenery) public var snippetSupport: Bool?
                @_spi(Scenery) public init(snippetSupport: Bool? = nil) { self.snippetSupport = snippetSupport }
            }

            @_spi(Scenery) public var completionItem: CompletionItem?
            @_spi(Scenery) public init(completionItem: CompletionItem? = nil) { self.completionItem = completionItem }
        }

        @_spi(Scenery) public struct CodeAction: Codable, Hashable, Sendable {
            @_spi(Scenery) public var codeActionLiteralSupport: JSONValue?
            @_spi(Scenery) public var isPreferredSupport: Bool?
            /// The client shows actions that cannot be applied, with why (`CodeAction.disabled`).
            @_spi(Scenery) public var disabledSupport: Bool?
            @_spi(Scenery) public init(codeActionLiteralSupport: JSONValue? = nil, isPreferredSupport: Bool? = nil, disabledSupport: Bool? = nil) {
                self.codeActionLiteralSupport = codeActionLiteralSupport
                self.isPreferredSupport = isPreferredSupport
                self.disabledSupport = disabledSupport
            }
        }

        @_spi(Scenery) public struct PublishDiagnostics: Codable, Hashable, Sendable {
            @_spi(Scenery) public var relatedInformation: Bool?
            @_spi(Scenery) public init(relatedInformation: Bool? = nil) { self.relatedInformation = relatedInformation }
        }

        /// Present when the client pulls diagnostics (`textDocument/diagnostic`).
        @_spi(Scenery) public struct Diagnostic: Codable, Hashable, Sendable {
            @_spi(Scenery) public var dynamicRegistration: Bool?
            @_spi(Scenery) public init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
        }

        @_spi(Scenery) public struct DocumentLink: Codable, Hashable, Sendable {
            @_spi(Scenery) public var tooltipSupport: Bool?
            @_spi(Scenery) public init(tooltipSupport: Bool? = nil) { self.tooltipSupport = tooltipSupport }
        }

        @_spi(Scenery) public var completion: Completion?
        @_spi(Scenery) public var codeAction: CodeAction?
        @_spi(Scenery) public var publishDiagnostics: PublishDiagnostics?
        @_spi(Scenery) public var documentLink: DocumentLink?
        @_spi(Scenery) public var diagnostic: Diagnostic?
        @_spi(Scenery) public init(
            completion: Completion? = nil, codeAction: CodeAction? = nil, publishDiagnostics: PublishDiagnostics? = nil,
            documentLink: DocumentLink? = nil,
            diagnostic: Diagnostic? = nil
        ) {
            self.completion = completion
            self.codeAction = codeAction
            self.publishDiagnostics = publishDiagnostics
            self.documentLink = documentLink
            self.diagnostic = diagnostic
        }
    }

    @_spi(Scenery) public struct Workspace: Codable, Hashable, Sendable {
        @_spi(Scenery) public struct DidChangeWatchedFiles: Codable, Hashable, Sendable {
            @_spi(Scenery) public var dynamicRegistration: Bool?
            @_spi(Scenery) public init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
        }

        @_spi(Scenery) public struct Diagnostics: Codable, Hashable, Sendable {
            @_spi(Scenery) public var refreshSupport: Bool?
            @_spi(Scenery) public init(refreshSupport: Bool? = nil) { self.refreshSupport = refreshSupport }
        }

        @_spi(Scenery) public struct WorkspaceEdit: Codable, Hashable, Sendable {
            @_spi(Scenery) public var documentChanges: Bool?
            /// `create`, `rename`, `delete`: the file operations the client applies.
            @_spi(Scenery) public var resourceOperations: [String]?
            @_spi(Scenery) public init(documentChanges: Bool? = nil, resourceOperations: [String]? = nil) {
                self.documentChanges = documentChanges
                self.resourceOperations = resourceOperations
            }
        }

        @_spi(Scenery) public var didChangeWatchedFiles: DidChangeWatchedFiles?
        @_spi(Scenery) public var diagnostics: Diagnostics?
        @_spi(Scenery) public var workspaceEdit: WorkspaceEdit?
        @_spi(Scenery) public init(
            didChangeWatchedFiles: DidChangeWatchedFiles? = nil, diagnostics: Diagnostics? = nil, workspaceEdit: WorkspaceEdit? = nil
        ) {
            self.didChangeWatchedFiles = didChangeWatchedFiles
            self.diagnostics = diagnostics
            self.workspaceEdit = workspaceEdit
        }

        /// Lenient, as the capabilities around it: a part of an unexpected shape is absent.
        @_spi(Scenery) public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            didChangeWatchedFiles = try? container.decodeIfPresent(DidChangeWatchedFiles.self, forKey: .didChangeWatchedFiles)
            diagnostics = try? container.decodeIfPresent(Diagnostics.self, forKey: .diagnostics)
            workspaceEdit = try? container.decodeIfPresent(WorkspaceEdit.self, forKey: .workspaceEdit)
        }
    }

    @_spi(Scenery) public struct Window: Codable, Hashable, Sendable {
        @_spi(Scenery) public var workDoneProgress: Bool?
        @_spi(Scenery) public init(workDoneProgress: Bool? = nil) { self.workDoneProgress = workDoneProgress }
    }

    @_spi(Scenery) public var general: General?
    @_spi(Scenery) public var textDocument: TextDocument?
    @_spi(Scenery) public var workspace: Workspace?
    @_spi(Scenery) public var window: Window?

    @_spi(Scenery) public init(general: General? = nil, textDocument: TextDocument? = nil, workspace: Workspace? = nil, window: Window? = nil) {
        self.general = general
        self.textDocument = textDocument
        self.workspace = workspace
        self.window = window
    }

    /// Lenient: a capability of an unexpected shape is treated as absent rather than failing `initialize`.
    @_spi(Scenery) public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        general = try? container.decodeIfPresent(General.self, forKey: .general)
        textDocument = try? container.decodeIfPresent(TextDocument.self, forKey: .textDocument)
        workspace = try? container.decodeIfPresent(Workspace.self, forKey: .workspace)
        window = try? container.decodeIfPresent(Window.self, forKey: .window)
    }
}

@_spi(Scenery) public struct InitializeResult: Codable, Hashable, Sendable {
    @_spi(Scenery) public var capabilities: ServerCapabilities
    @_spi(Scenery) public var serverInfo: ServerInfo?

    @_spi(Scenery) public init(capabilities: ServerCapabilities, serverInfo: ServerInfo?) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

@_spi(Scenery) public struct ServerInfo: Codable, Hashable, Sendable {
    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var version: String?

    @_spi(Scenery) public init(name: String, version: String?) {
        self.name = name
        self.version = version
    }
}

/// Only what Scenery implements is advertised.
@_spi(Scenery) public struct ServerCapabilities: Codable, Hashable, Sendable {
    @_spi(Scenery) public var positionEncoding: PositionEncodingKind?
    @_spi(Scenery) public var textDocumentSync: TextDocumentSyncOptions?
    @_spi(Scenery) public var completionProvider: CompletionOptions?
    @_spi(Scenery) public var codeActionProvider: CodeActionOptions?
    @_spi(Scenery) public var executeCommandProvider: ExecuteCommandOptions?
    @_spi(Scenery) public var hoverProvider: Bool?
    @_spi(Scenery) public var definitionProvider: Bool?
    @_spi(Scenery) public var referencesProvider: Bool?
    @_spi(Scenery) public var documentSymbolProvider: Bool?
    @_spi(Scenery) public var workspaceSymbolProvider: Bool?
    @_spi(Scenery) public var renameProvider: RenameOptions?
    @_spi(Scenery) public var codeLensProvider: CodeLensOptions?
    @_spi(Scenery) public var inlayHintProvider: InlayHintOptions?
    @_spi(Scenery) public var documentLinkProvider: DocumentLinkOptions?
    /// Only for clients that pull diagnostics; the others are sent them.
    @_spi(Scenery) public var diagnosticProvider: DiagnosticOptions?
    @_spi(Scenery) public var workspace: WorkspaceOptions?

    /// `ServerCapabilities.workspace` (a literal of the meta model).
    @_spi(Scenery) public struct WorkspaceOptions: Codable, Hashable, Sendable {
        @_spi(Scenery) public var workspaceFolders: WorkspaceFoldersServerCapabilities?
        @_spi(Scenery) public init(workspaceFolders: WorkspaceFoldersServerCapabilities?) { self.workspaceFolders = workspaceFolders }
    }

    @_spi(Scenery) public init(
        positionEncoding: PositionEncodingKind?, textDocumentSync: TextDocumentSyncOptions?, completionProvider: CompletionOptions?,
        codeActionProvider: CodeActionOptions?, executeCommandProvider: ExecuteCommandOptions?, hoverProvider: Bool? = nil,
        definitionProvider: Bool? = nil, referencesProvider: Bool? = nil, documentSymbolProvider: Bool? = nil,
        workspaceSymbolProvider: Bool? = nil, renameProvider: RenameOptions? = nil, codeLensProvider: CodeLensOptions? = nil,
        inlayHintProvider: InlayHintOptions? = nil, documentLinkProvider: DocumentLinkOptions? = nil, diagnosticProvider: DiagnosticOptions? = nil,
        workspace: WorkspaceOptions? = nil
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
        self.renameProvider = renameProvider
        self.codeLensProvider = codeLensProvider
        self.inlayHintProvider = inlayHintProvider
        self.documentLinkProvider = documentLinkProvider
        self.diagnosticProvider = diagnosticProvider
        self.workspace = workspace
    }
}

/// Scenery serves every workspace folder and hears when they change (`changeNotifications` may
/// also be a registration id; Scenery sends `true`).
@_spi(Scenery) public struct WorkspaceFoldersServerCapabilities: Codable, Hashable, Sendable {
    @_spi(Scenery) public var supported: Bool?
    @_spi(Scenery) public var changeNotifications: Bool?

    @_spi(Scenery) public init(supported: Bool?, changeNotifications: Bool?) {
        self.supported = supported
        self.changeNotifications = changeNotifications
    }
}

@_spi(Scenery) public struct TextDocumentSyncKind: OpenEnum {
    @_spi(Scenery) public var rawValue: Int
    @_spi(Scenery) public init(rawValue: Int) { self.rawValue = rawValue }

    @_spi(Scenery) public static let none = TextDocumentSyncKind(rawValue: 0)
    @_spi(Scenery) public static let full = TextDocumentSyncKind(rawValue: 1)
    @_spi(Scenery) public static let incremental = TextDocumentSyncKind(rawValue: 2)
}

@_spi(Scenery) public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var openClose: Bool?
    @_spi(Scenery) public var change: TextDocumentSyncKind?
    @_spi(Scenery) public var save: SaveOptions?

    @_spi(Scenery) public init(openClose: Bool?, change: TextDocumentSyncKind?, save: SaveOptions?) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

@_spi(Scenery) public struct SaveOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var includeText: Bool?
    @_spi(Scenery) public init(includeText: Bool?) { self.includeText = includeText }
}

@_spi(Scenery) public struct CompletionOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var triggerCharacters: [String]?
    @_spi(Scenery) public var resolveProvider: Bool?

    @_spi(Scenery) public init(triggerCharacters: [String]?, resolveProvider: Bool?) {
        self.triggerCharacters = triggerCharacters
        self.resolveProvider = resolveProvider
    }
}

@_spi(Scenery) public struct CodeActionOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var codeActionKinds: [CodeActionKind]?
    @_spi(Scenery) public var resolveProvider: Bool?

    @_spi(Scenery) public init(codeActionKinds: [CodeActionKind]?, resolveProvider: Bool?) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

@_spi(Scenery) public struct ExecuteCommandOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var commands: [String]
    @_spi(Scenery) public init(commands: [String]) { self.commands = commands }
}

/// `initialized`
@_spi(Scenery) public struct InitializedNotification: NotificationType, EmptyParams, Hashable {
    @_spi(Scenery) public static let method = "initialized"
    @_spi(Scenery) public init() {}
}

/// `shutdown`: answered with `null`.
@_spi(Scenery) public struct ShutdownRequest: RequestType, EmptyParams, Hashable {
    @_spi(Scenery) public static let method = "shutdown"
    @_spi(Scenery) public typealias Response = JSONValue
    @_spi(Scenery) public init() {}
}

/// `exit`
@_spi(Scenery) public struct ExitNotification: NotificationType, EmptyParams, Hashable {
    @_spi(Scenery) public static let method = "exit"
    @_spi(Scenery) public init() {}
}

/// `$/cancelRequest`
@_spi(Scenery) public struct CancelRequestNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "$/cancelRequest"
    @_spi(Scenery) public var id: RequestID
    @_spi(Scenery) public init(id: RequestID) { self.id = id }
}
