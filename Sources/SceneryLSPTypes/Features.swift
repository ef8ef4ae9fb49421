/// `textDocument/completion`
public struct CompletionRequest: RequestType, Hashable {
    public static let method = "textDocument/completion"
    public typealias Response = CompletionList

    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

public struct CompletionList: Codable, Hashable, Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}

public struct CompletionItemKind: OpenEnum {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let method = CompletionItemKind(rawValue: 2)
    public static let function = CompletionItemKind(rawValue: 3)
    public static let property = CompletionItemKind(rawValue: 10)
    public static let `class` = CompletionItemKind(rawValue: 7)
    public static let file = CompletionItemKind(rawValue: 17)
    public static let constant = CompletionItemKind(rawValue: 21)
}

public struct InsertTextFormat: OpenEnum {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let plainText = InsertTextFormat(rawValue: 1)
    public static let snippet = InsertTextFormat(rawValue: 2)
}

public struct MarkupKind: OpenEnum {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let plaintext = MarkupKind(rawValue: "plaintext")
    public static let markdown = MarkupKind(rawValue: "markdown")
}

public struct MarkupContent: Codable, Hashable, Sendable {
    public var kind: MarkupKind
    public var value: String

    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}

/// `string | MarkupContent`
public enum CompletionDocumentation: Codable, Hashable, Sendable {
    case string(String)
    case markup(MarkupContent)

    public init(from decoder: Decoder) throws {
        if let string = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(string)
        } else {
            self = .markup(try MarkupContent(from: decoder))
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .markup(let markup): try markup.encode(to: encoder)
        }
    }
}

public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    public var kind: CompletionItemKind?
    public var detail: String?
    public var documentation: CompletionDocumentation?
    public var sortText: String?
    public var filterText: String?
    public var insertTextFormat: InsertTextFormat?
    public var textEdit: TextEdit?

    public init(
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
public struct CodeActionRequest: RequestType, Hashable {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeActionOrCommand]

    public var textDocument: TextDocumentIdentifier
    public var range: Range
    public var context: CodeActionContext

    public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

public struct CodeActionContext: Codable, Hashable, Sendable {
    public var diagnostics: [Diagnostic]
    public var only: [CodeActionKind]?
    public var triggerKind: Int?

    public init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: Int? = nil) {
        self.diagnostics = diagnostics
        self.only = only
        self.triggerKind = triggerKind
    }
}

public struct CodeActionKind: OpenEnum {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    public static let refactor = CodeActionKind(rawValue: "refactor")
    public static let refactorRewrite = CodeActionKind(rawValue: "refactor.rewrite")
    public static let source = CodeActionKind(rawValue: "source")
    /// Scenery's "Generate factory for X" and "Generate all factories".
    public static let generateFactories = CodeActionKind(rawValue: "source.generateFactories")
}

public struct Command: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?

    public init(title: String, command: String, arguments: [JSONValue]?) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind: CodeActionKind?
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    public var command: Command?

    public init(
        title: String, kind: CodeActionKind?, diagnostics: [Diagnostic]?, isPreferred: Bool?, edit: WorkspaceEdit?, command: Command?
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.command = command
    }
}

/// `Command | CodeAction`: a code action literal for clients that support them, a command otherwise.
public enum CodeActionOrCommand: Codable, Hashable, Sendable {
    case command(Command)
    case codeAction(CodeAction)

    public init(from decoder: Decoder) throws {
        // A Command's `command` is a string; a CodeAction's is an object (or absent).
        if case .string? = try JSONValue(from: decoder)["command"] {
            self = .command(try Command(from: decoder))
        } else {
            self = .codeAction(try CodeAction(from: decoder))
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .command(let command): try command.encode(to: encoder)
        case .codeAction(let action): try action.encode(to: encoder)
        }
    }
}

/// `workspace/executeCommand`
public struct ExecuteCommandRequest: RequestType, Hashable {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSONValue

    public var command: String
    public var arguments: [JSONValue]?

    public init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}
