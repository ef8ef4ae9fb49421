@_spi(Scenery) import SceneryJSONRPC

/// `textDocument/completion`
@_spi(Scenery) public struct CompletionRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/completion"
    @_spi(Scenery) public typealias Response = CompletionList

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var position: Position

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

@_spi(Scenery) public struct CompletionList: Codable, Hashable, Sendable {
    @_spi(Scenery) public var isIncomplete: Bool
    @_spi(Scenery) public var items: [CompletionItem]

    @_spi(Scenery) public init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}

@_spi(Scenery) public struct CompletionItemKind: OpenEnum {
    @_spi(Scenery) public var rawValue: Int
    @_spi(Scenery) public init(rawValue: Int) { self.rawValue = rawValue }

    @_spi(Scenery) public static let method = CompletionItemKind(rawValue: 2)
    @_spi(Scenery) public static let function = CompletionItemKind(rawValue: 3)
    @_spi(Scenery) public static let property = CompletionItemKind(rawValue: 10)
    @_spi(Scenery) public static let `class` = CompletionItemKind(rawValue: 7)
    @_spi(Scenery) public static let file = CompletionItemKind(rawValue: 17)
    @_spi(Scenery) public static let reference = CompletionItemKind(rawValue: 18)
    @_spi(Scenery) public static let constant = CompletionItemKind(rawValue: 21)
}

@_spi(Scenery) public struct InsertTextFormat: OpenEnum {
    @_spi(Scenery) public var rawValue: Int
    @_spi(Scenery) public init(rawValue: Int) { self.rawValue = rawValue }

    @_spi(Scenery) public static let plainText = InsertTextFormat(rawValue: 1)
    @_spi(Scenery) public static let snippet = InsertTextFormat(rawValue: 2)
}

@_spi(Scenery) public struct MarkupKind: OpenEnum {
    @_spi(Scenery) public var rawValue: String
    @_spi(Scenery) public init(rawValue: String) { self.rawValue = rawValue }

    @_spi(Scenery) public static let plaintext = MarkupKind(rawValue: "plaintext")
    @_spi(Scenery) public static let markdown = MarkupKind(rawValue: "markdown")
}

@_spi(Scenery) public struct MarkupContent: Codable, Hashable, Sendable {
    @_spi(Scenery) public var kind: MarkupKind
    @_spi(Scenery) public var value: String

    @_spi(Scenery) public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}

/// `string | MarkupContent`
@_spi(Scenery) public enum CompletionDocumentation: Codable, Hashable, Sendable {
    case string(String)
    case markup(MarkupContent)

    @_spi(Scenery) public init(from decoder: Decoder) throws {
        if let string = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(string)
        } else {
            self = .markup(try MarkupContent(from: decoder))
        }
    }

    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        switch self {
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .markup(let markup): try markup.encode(to: encoder)
        }
    }
}

@_spi(Scenery) public struct CompletionItem: Codable, Hashable, Sendable {
    @_spi(Scenery) public var label: String
    @_spi(Scenery) public var kind: CompletionItemKind?
    @_spi(Scenery) public var detail: String?
    @_spi(Scenery) public var documentation: CompletionDocumentation?
    @_spi(Scenery) public var sortText: String?
    @_spi(Scenery) public var filterText: String?
    @_spi(Scenery) public var insertTextFormat: InsertTextFormat?
    @_spi(Scenery) public var textEdit: TextEdit?

    @_spi(Scenery) public init(
        label: String, kind: CompletionItemKind? = nil, detail: String? = nil, documentation: CompletionDocumentation? = nil,
        sortText: String? = nil, filterText: String? = nil, insertTextFormat: InsertTextFormat? = nil, textEdit: TextEdit? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.sortText = sortText
        self.filterText = filterText
        self.insertTextFormat = insertTextFormat
        self.textEdit = textEdit
    }
}

/// `textDocument/codeAction`
@_spi(Scenery) public struct CodeActionRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/codeAction"
    @_spi(Scenery) public typealias Response = [CodeActionOrCommand]

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var range: Range
    @_spi(Scenery) public var context: CodeActionContext

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

@_spi(Scenery) public struct CodeActionContext: Codable, Hashable, Sendable {
    @_spi(Scenery) public var diagnostics: [Diagnostic]
    @_spi(Scenery) public var only: [CodeActionKind]?
    @_spi(Scenery) public var triggerKind: Int?

    @_spi(Scenery) public init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: Int? = nil) {
        self.diagnostics = diagnostics
        self.only = only
        self.triggerKind = triggerKind
    }
}

@_spi(Scenery) public struct CodeActionKind: OpenEnum {
    @_spi(Scenery) public var rawValue: String
    @_spi(Scenery) public init(rawValue: String) { self.rawValue = rawValue }

    @_spi(Scenery) public static let quickFix = CodeActionKind(rawValue: "quickfix")
    @_spi(Scenery) public static let refactor = CodeActionKind(rawValue: "refactor")
    @_spi(Scenery) public static let refactorRewrite = CodeActionKind(rawValue: "refactor.rewrite")
    @_spi(Scenery) public static let source = CodeActionKind(rawValue: "source")
    /// Scenery's "Generate factory for X" and "Generate all factories".
    @_spi(Scenery) public static let generateFactories = CodeActionKind(rawValue: "source.generateFactories")
}

@_spi(Scenery) public struct Command: Codable, Hashable, Sendable {
    @_spi(Scenery) public var title: String
    @_spi(Scenery) public var command: String
    @_spi(Scenery) public var arguments: [JSONValue]?

    @_spi(Scenery) public init(title: String, command: String, arguments: [JSONValue]?) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

@_spi(Scenery) public struct CodeAction: Codable, Hashable, Sendable {
    @_spi(Scenery) public var title: String
    @_spi(Scenery) public var kind: CodeActionKind?
    @_spi(Scenery) public var diagnostics: [Diagnostic]?
    @_spi(Scenery) public var isPreferred: Bool?
    @_spi(Scenery) public var edit: WorkspaceEdit?
    @_spi(Scenery) public var command: Command?
    /// Why the action cannot be applied: shown, not applied.
    @_spi(Scenery) public var disabled: Disabled?

    @_spi(Scenery) public struct Disabled: Codable, Hashable, Sendable {
        @_spi(Scenery) public var reason: String
        @_spi(Scenery) public init(reason: String) { self.reason = reason }
    }

    @_spi(Scenery) public init(
        title: String, kind: CodeActionKind?, diagnostics: [Diagnostic]?, isPreferred: Bool?, edit: WorkspaceEdit?, command: Command?,
        disabled: Disabled? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.command = command
        self.disabled = disabled
    }
}

/// `Command | CodeAction`: a code action literal for clients that support them, a command otherwise.
@_spi(Scenery) public enum CodeActionOrCommand: Codable, Hashable, Sendable {
    case command(Command)
    case codeAction(CodeAction)

    @_spi(Scenery) public init(from decoder: Decoder) throws {
        // A Command's `command` is a string; a CodeAction's is an object (or absent).
        if case .string? = try JSONValue(from: decoder)["command"] {
            self = .command(try Command(from: decoder))
        } else {
            self = .codeAction(try CodeAction(from: decoder))
        }
    }

    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        switch self {
        case .command(let command): try command.encode(to: encoder)
        case .codeAction(let action): try action.encode(to: encoder)
        }
    }
}

/// `workspace/executeCommand`
@_spi(Scenery) public struct ExecuteCommandRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "workspace/executeCommand"
    @_spi(Scenery) public typealias Response = JSONValue

    @_spi(Scenery) public var command: String
    @_spi(Scenery) public var arguments: [JSONValue]?

    @_spi(Scenery) public init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}
