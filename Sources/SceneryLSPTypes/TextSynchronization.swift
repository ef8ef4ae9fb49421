/// `textDocument/didOpen`
package struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didOpen"
    package var textDocument: TextDocumentItem
    package init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
}

/// One change: with a range, an edit; without, the whole new text.
package struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    package var range: Range?
    package var rangeLength: Int?
    package var text: String

    package init(range: Range? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}

/// `textDocument/didChange`
package struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didChange"
    package var textDocument: VersionedTextDocumentIdentifier
    package var contentChanges: [TextDocumentContentChangeEvent]

    package init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

/// `textDocument/didSave`
package struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didSave"
    package var textDocument: TextDocumentIdentifier
    package var text: String?

    package init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}

/// `textDocument/didClose`
package struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    package static let method = "textDocument/didClose"
    package var textDocument: TextDocumentIdentifier
    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}
