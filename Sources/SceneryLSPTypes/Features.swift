/// `textDocument/completion`
package struct CompletionRequest: RequestType, Hashable {
    package static let method = "textDocument/completion"
    package typealias Response = CompletionList

    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

package struct CompletionList: Codable, Hashable, Sendable {
    package var isIncomplete: Bool
    package var items: [CompletionItem]

    package init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}

package struct CompletionItemKind: OpenEnum {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let method = CompletionItemKind(rawValue: 2)
    package static let function = CompletionItemKind(rawValue: 3)
    package static let property = CompletionItemKind(rawValue: 10)
    package static let `class` = CompletionItemKind(rawValue: 7)
    package static let file = CompletionItemKind(rawValue: 17)
    package static let constant = CompletionItemKind(rawValue: 21)
}

package struct InsertTextFormat: OpenEnum {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let plainText = InsertTextFormat(rawValue: 1)
    package static let snippet = InsertTextFormat(rawValue: 2)
}

package struct MarkupKind: OpenEnum {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let plaintext = MarkupKind(rawValue: "plaintext")
    package static let markdown = MarkupKind(rawValue: "markdown")
}

package struct MarkupContent: Codable, Hashable, Sendable {
    package var kind: MarkupKind
    package var value: String

    package init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}

/// `string | MarkupContent`
package enum CompletionDocumentation: Codable, Hashable, Sendable {
    case string(String)
    case markup(MarkupContent)

    package init(from decoder: Decoder) throws {
        if let string = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(string)
        } else {
            self = .markup(try MarkupContent(from: decoder))
        }
    }

    package func encode(to encoder: Encoder) throws {
        switch self {
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .markup(let markup): try markup.encode(to: encoder)
        }
    }
}

package struct CompletionItem: Codable, Hashable, Sendable {
    package var label: String
    package var kind: CompletionItemKind?
    package var detail: String?
    package var documentation: CompletionDocumentation?
    package var sortText: String?
    package var filterText: String?
    package var insertTextFormat: InsertTextFormat?
    package var textEdit: TextEdit?

    package init(
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
package struct CodeActionRequest: RequestType, Hashable {
    package static let method = "textDocument/codeAction"
    package typealias Response = [CodeActionOrCommand]

    package var textDocument: TextDocumentIdentifier
    package var range: Range
    package var context: CodeActionContext

    package init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

package struct CodeActionContext: Codable, Hashable, Sendable {
    package var diagnostics: [Diagnostic]
    package var only: [CodeActionKind]?
    package var triggerKind: Int?

    package init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: Int? = nil) {
        self.diagnostics = diagnostics
        self.only = only
        self.triggerKind = triggerKind
    }
}

package struct CodeActionKind: OpenEnum {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let quickFix = CodeActionKind(rawValue: "quickfix")
    package static let refactor = CodeActionKind(rawValue: "refactor")
    package static let refactorRewrite = CodeActionKind(rawValue: "refactor.rewrite")
    package static let source = CodeActionKind(rawValue: "source")
    /// Scenery's "Generate factory for X" and "Generate all factories".
    package static let generateFactories = CodeActionKind(rawValue: "source.generateFactories")
}

package struct Command: Codable, Hashable, Sendable {
    package var title: String
    package var command: String
    package var arguments: [JSONValue]?

    package init(title: String, command: String, arguments: [JSONValue]?) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

package struct CodeAction: Codable, Hashable, Sendable {
    package var title: String
    package var kind: CodeActionKind?
    package var diagnostics: [Diagnostic]?
    package var isPreferred: Bool?
    package var edit: WorkspaceEdit?
    package var command: Command?

    package init(
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
package enum CodeActionOrCommand: Codable, Hashable, Sendable {
    case command(Command)
    case codeAction(CodeAction)

    package init(from decoder: Decoder) throws {
        // A Command's `command` is a string; a CodeAction's is an object (or absent).
        if case .string? = try JSONValue(from: decoder)["command"] {
            self = .command(try Command(from: decoder))
        } else {
            self = .codeAction(try CodeAction(from: decoder))
        }
    }

    package func encode(to encoder: Encoder) throws {
        switch self {
        case .command(let command): try command.encode(to: encoder)
        case .codeAction(let action): try action.encode(to: encoder)
        }
    }
}

/// `workspace/executeCommand`
package struct ExecuteCommandRequest: RequestType, Hashable {
    package static let method = "workspace/executeCommand"
    package typealias Response = JSONValue

    package var command: String
    package var arguments: [JSONValue]?

    package init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}
