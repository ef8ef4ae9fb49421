@_spi(Scenery) import SceneryJSONRPC

/// `textDocument/didOpen`
@_spi(Scenery) public struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/didOpen"
    @_spi(Scenery) public var textDocument: TextDocumentItem
    @_spi(Scenery) public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
}

/// One change: with a range, an edit; without, the whole new text.
@_spi(Scenery) public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    @_spi(Scenery) public var range: Range?
    @_spi(Scenery) public var rangeLength: Int?
    @_spi(Scenery) public var text: String

    @_spi(Scenery) public init(range: Range? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}

/// `textDocument/didChange`
@_spi(Scenery) public struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/didChange"
    @_spi(Scenery) public var textDocument: VersionedTextDocumentIdentifier
    @_spi(Scenery) public var contentChanges: [TextDocumentContentChangeEvent]

    @_spi(Scenery) public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

/// `textDocument/didSave`
@_spi(Scenery) public struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/didSave"
    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var text: String?

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}

/// `textDocument/didClose`
@_spi(Scenery) public struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/didClose"
    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}
