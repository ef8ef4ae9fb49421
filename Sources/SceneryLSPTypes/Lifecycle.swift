import Foundation

/// `initialize`
package struct InitializeRequest: RequestType, Hashable {
    package static let method = "initialize"
    package typealias Response = InitializeResult

    package var processId: Int?
    package var rootUri: DocumentURI?
    package var rootPath: String?
    package var workspaceFolders: [WorkspaceFolder]?
    package var capabilities: ClientCapabilities
    package var initializationOptions: JSONValue?

    package init(
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
    package var projectPath: String? {
        rootUri.flatMap(path(fromURI:)) ?? rootPath ?? workspaceFolders?.first.flatMap { path(fromURI: $0.uri) }
    }
}

package struct WorkspaceFolder: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var name: String

    package init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// The client capabilities Scenery reads; everything else a client sends is ignored.
package struct ClientCapabilities: Codable, Hashable, Sendable {
    package struct General: Codable, Hashable, Sendable {
        package var positionEncodings: [PositionEncodingKind]?
        package init(positionEncodings: [PositionEncodingKind]? = nil) { self.positionEncodings = positionEncodings }
    }

    package struct TextDocument: Codable, Hashable, Sendable {
        package struct Completion: Codable, Hashable, Sendable {
            package struct CompletionItem: Codable, Hashable, Sendable {
                package var snippetSupport: Bool?
                package init(snippetSupport: Bool? = nil) { self.snippetSupport = snippetSupport }
            }

            package var completionItem: CompletionItem?
            package init(completionItem: CompletionItem? = nil) { self.completionItem = completionItem }
        }

        package struct CodeAction: Codable, Hashable, Sendable {
            package var codeActionLiteralSupport: JSONValue?
            package var isPreferredSupport: Bool?
            package init(codeActionLiteralSupport: JSONValue? = nil, isPreferredSupport: Bool? = nil) {
                self.codeActionLiteralSupport = codeActionLiteralSupport
                self.isPreferredSupport = isPreferredSupport
            }
        }

        package struct PublishDiagnostics: Codable, Hashable, Sendable {
            package var relatedInformation: Bool?
            package init(relatedInformation: Bool? = nil) { self.relatedInformation = relatedInformation }
        }

        package var completion: Completion?
        package var codeAction: CodeAction?
        package var publishDiagnostics: PublishDiagnostics?
        package init(completion: Completion? = nil, codeAction: CodeAction? = nil, publishDiagnostics: PublishDiagnostics? = nil) {
            self.completion = completion
            self.codeAction = codeAction
            self.publishDiagnostics = publishDiagnostics
        }
    }

    package struct Workspace: Codable, Hashable, Sendable {
        package struct DidChangeWatchedFiles: Codable, Hashable, Sendable {
            package var dynamicRegistration: Bool?
            package init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
        }

        package var didChangeWatchedFiles: DidChangeWatchedFiles?
        package init(didChangeWatchedFiles: DidChangeWatchedFiles? = nil) { self.didChangeWatchedFiles = didChangeWatchedFiles }
    }

    package struct Window: Codable, Hashable, Sendable {
        package var workDoneProgress: Bool?
        package init(workDoneProgress: Bool? = nil) { self.workDoneProgress = workDoneProgress }
    }

    package var general: General?
    package var textDocument: TextDocument?
    package var workspace: Workspace?
    package var window: Window?

    package init(general: General? = nil, textDocument: TextDocument? = nil, workspace: Workspace? = nil, window: Window? = nil) {
        self.general = general
        self.textDocument = textDocument
        self.workspace = workspace
        self.window = window
    }

    /// Lenient: a capability of an unexpected shape is treated as absent rather than failing `initialize`.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        general = try? container.decodeIfPresent(General.self, forKey: .general)
        textDocument = try? container.decodeIfPresent(TextDocument.self, forKey: .textDocument)
        workspace = try? container.decodeIfPresent(Workspace.self, forKey: .workspace)
        window = try? container.decodeIfPresent(Window.self, forKey: .window)
    }
}

package struct InitializeResult: Codable, Hashable, Sendable {
    package var capabilities: ServerCapabilities
    package var serverInfo: ServerInfo?

    package init(capabilities: ServerCapabilities, serverInfo: ServerInfo?) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

package struct ServerInfo: Codable, Hashable, Sendable {
    package var name: String
    package var version: String?

    package init(name: String, version: String?) {
        self.name = name
        self.version = version
    }
}

/// Only what Scenery implements is advertised.
package struct ServerCapabilities: Codable, Hashable, Sendable {
    package var positionEncoding: PositionEncodingKind?
    package var textDocumentSync: TextDocumentSyncOptions?
    package var completionProvider: CompletionOptions?
    package var codeActionProvider: CodeActionOptions?
    package var executeCommandProvider: ExecuteCommandOptions?
    package var hoverProvider: Bool?
    package var definitionProvider: Bool?
    package var referencesProvider: Bool?
    package var documentSymbolProvider: Bool?
    package var workspaceSymbolProvider: Bool?

    package init(
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

package struct TextDocumentSyncKind: OpenEnum {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let none = TextDocumentSyncKind(rawValue: 0)
    package static let full = TextDocumentSyncKind(rawValue: 1)
    package static let incremental = TextDocumentSyncKind(rawValue: 2)
}

package struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
    package var openClose: Bool?
    package var change: TextDocumentSyncKind?
    package var save: SaveOptions?

    package init(openClose: Bool?, change: TextDocumentSyncKind?, save: SaveOptions?) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

package struct SaveOptions: Codable, Hashable, Sendable {
    package var includeText: Bool?
    package init(includeText: Bool?) { self.includeText = includeText }
}

package struct CompletionOptions: Codable, Hashable, Sendable {
    package var triggerCharacters: [String]?
    package var resolveProvider: Bool?

    package init(triggerCharacters: [String]?, resolveProvider: Bool?) {
        self.triggerCharacters = triggerCharacters
        self.resolveProvider = resolveProvider
    }
}

package struct CodeActionOptions: Codable, Hashable, Sendable {
    package var codeActionKinds: [CodeActionKind]?
    package var resolveProvider: Bool?

    package init(codeActionKinds: [CodeActionKind]?, resolveProvider: Bool?) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

package struct ExecuteCommandOptions: Codable, Hashable, Sendable {
    package var commands: [String]
    package init(commands: [String]) { self.commands = commands }
}

/// `initialized`
package struct InitializedNotification: NotificationType, EmptyParams, Hashable {
    package static let method = "initialized"
    package init() {}
}

/// `shutdown`: answered with `null`.
package struct ShutdownRequest: RequestType, EmptyParams, Hashable {
    package static let method = "shutdown"
    package typealias Response = JSONValue
    package init() {}
}

/// `exit`
package struct ExitNotification: NotificationType, EmptyParams, Hashable {
    package static let method = "exit"
    package init() {}
}

/// `$/cancelRequest`
package struct CancelRequestNotification: NotificationType, Hashable {
    package static let method = "$/cancelRequest"
    package var id: RequestID
    package init(id: RequestID) { self.id = id }
}
