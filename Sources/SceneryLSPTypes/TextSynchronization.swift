/// `textDocument/didOpen`
public struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didOpen"
    public var textDocument: TextDocumentItem
    public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
}

/// One change: with a range, an edit; without, the whole new text.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    public var range: Range?
    public var rangeLength: Int?
    public var text: String

    public init(range: Range? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}

/// `textDocument/didChange`
public struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didChange"
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

/// `textDocument/didSave`
public struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didSave"
    public var textDocument: TextDocumentIdentifier
    public var text: String?

    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}

/// `textDocument/didClose`
public struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didClose"
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}
