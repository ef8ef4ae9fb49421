/// Params of requests at a position in a document.
package struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/hover`
package struct HoverRequest: RequestType, Hashable {
    package static let method = "textDocument/hover"
    package typealias Response = Hover?

    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

package struct Hover: Codable, Hashable, Sendable {
    package var contents: MarkupContent
    package var range: Range?

    package init(contents: MarkupContent, range: Range?) {
        self.contents = contents
        self.range = range
    }
}

/// `textDocument/definition`
package struct DefinitionRequest: RequestType, Hashable {
    package static let method = "textDocument/definition"
    package typealias Response = [Location]

    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/references`
package struct ReferencesRequest: RequestType, Hashable {
    package static let method = "textDocument/references"
    package typealias Response = [Location]

    package struct Context: Codable, Hashable, Sendable {
        package var includeDeclaration: Bool
        package init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
    }

    package var textDocument: TextDocumentIdentifier
    package var position: Position
    package var context: Context

    package init(textDocument: TextDocumentIdentifier, position: Position, context: Context) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}

package struct SymbolKind: OpenEnum {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let file = SymbolKind(rawValue: 1)
    package static let `class` = SymbolKind(rawValue: 5)
    package static let event = SymbolKind(rawValue: 24)
    package static let object = SymbolKind(rawValue: 19)
}

/// `textDocument/documentSymbol`
package struct DocumentSymbolRequest: RequestType, Hashable {
    package static let method = "textDocument/documentSymbol"
    package typealias Response = [DocumentSymbol]

    package var textDocument: TextDocumentIdentifier
    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

package struct DocumentSymbol: Codable, Hashable, Sendable {
    package var name: String
    package var detail: String?
    package var kind: SymbolKind
    package var range: Range
    package var selectionRange: Range
    package var children: [DocumentSymbol]?

    package init(name: String, detail: String?, kind: SymbolKind, range: Range, selectionRange: Range, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// `workspace/symbol`
package struct WorkspaceSymbolRequest: RequestType, Hashable {
    package static let method = "workspace/symbol"
    package typealias Response = [SymbolInformation]

    package var query: String
    package init(query: String) { self.query = query }
}

package struct SymbolInformation: Codable, Hashable, Sendable {
    package var name: String
    package var kind: SymbolKind
    package var location: Location
    package var containerName: String?

    package init(name: String, kind: SymbolKind, location: Location, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}
