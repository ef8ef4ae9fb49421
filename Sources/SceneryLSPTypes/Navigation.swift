/// Params of requests at a position in a document.
public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/hover`
public struct HoverRequest: RequestType, Hashable {
    public static let method = "textDocument/hover"
    public typealias Response = Hover?

    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

public struct Hover: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: Range?

    public init(contents: MarkupContent, range: Range?) {
        self.contents = contents
        self.range = range
    }
}

/// `textDocument/definition`
public struct DefinitionRequest: RequestType, Hashable {
    public static let method = "textDocument/definition"
    public typealias Response = [Location]

    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/references`
public struct ReferencesRequest: RequestType, Hashable {
    public static let method = "textDocument/references"
    public typealias Response = [Location]

    public struct Context: Codable, Hashable, Sendable {
        public var includeDeclaration: Bool
        public init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
    }

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context

    public init(textDocument: TextDocumentIdentifier, position: Position, context: Context) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}

public struct SymbolKind: OpenEnum {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let file = SymbolKind(rawValue: 1)
    public static let `class` = SymbolKind(rawValue: 5)
    public static let event = SymbolKind(rawValue: 24)
    public static let object = SymbolKind(rawValue: 19)
}

/// `textDocument/documentSymbol`
public struct DocumentSymbolRequest: RequestType, Hashable {
    public static let method = "textDocument/documentSymbol"
    public typealias Response = [DocumentSymbol]

    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: Range
    public var selectionRange: Range
    public var children: [DocumentSymbol]?

    public init(name: String, detail: String?, kind: SymbolKind, range: Range, selectionRange: Range, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// `workspace/symbol`
public struct WorkspaceSymbolRequest: RequestType, Hashable {
    public static let method = "workspace/symbol"
    public typealias Response = [SymbolInformation]

    public var query: String
    public init(query: String) { self.query = query }
}

public struct SymbolInformation: Codable, Hashable, Sendable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?

    public init(name: String, kind: SymbolKind, location: Location, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}
