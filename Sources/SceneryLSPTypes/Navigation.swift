@_spi(Scenery) import SceneryJSONRPC

/// Params of requests at a position in a document.
@_spi(Scenery) public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var position: Position

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/hover`
@_spi(Scenery) public struct HoverRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/hover"
    @_spi(Scenery) public typealias Response = Hover?

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var position: Position

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

@_spi(Scenery) public struct Hover: Codable, Hashable, Sendable {
    @_spi(Scenery) public var contents: MarkupContent
    @_spi(Scenery) public var range: Range?

    @_spi(Scenery) public init(contents: MarkupContent, range: Range?) {
        self.contents = contents
        self.range = range
    }
}

/// `textDocument/definition`
@_spi(Scenery) public struct DefinitionRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/definition"
    @_spi(Scenery) public typealias Response = [Location]

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var position: Position

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/references`
@_spi(Scenery) public struct ReferencesRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/references"
    @_spi(Scenery) public typealias Response = [Location]

    @_spi(Scenery) public struct Context: Codable, Hashable, Sendable {
        @_spi(Scenery) public var includeDeclaration: Bool
        @_spi(Scenery) public init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
    }

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var position: Position
    @_spi(Scenery) public var context: Context

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, position: Position, context: Context) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}

@_spi(Scenery) public struct SymbolKind: OpenEnum {
    @_spi(Scenery) public var rawValue: Int
    @_spi(Scenery) public init(rawValue: Int) { self.rawValue = rawValue }

    @_spi(Scenery) public static let file = SymbolKind(rawValue: 1)
    @_spi(Scenery) public static let `class` = SymbolKind(rawValue: 5)
    @_spi(Scenery) public static let event = SymbolKind(rawValue: 24)
    @_spi(Scenery) public static let object = SymbolKind(rawValue: 19)
}

/// `textDocument/documentSymbol`
@_spi(Scenery) public struct DocumentSymbolRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/documentSymbol"
    @_spi(Scenery) public typealias Response = [DocumentSymbol]

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

@_spi(Scenery) public struct DocumentSymbol: Codable, Hashable, Sendable {
    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var detail: String?
    @_spi(Scenery) public var kind: SymbolKind
    @_spi(Scenery) public var range: Range
    @_spi(Scenery) public var selectionRange: Range
    @_spi(Scenery) public var children: [DocumentSymbol]?

    @_spi(Scenery) public init(name: String, detail: String?, kind: SymbolKind, range: Range, selectionRange: Range, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// `workspace/symbol`
@_spi(Scenery) public struct WorkspaceSymbolRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "workspace/symbol"
    @_spi(Scenery) public typealias Response = [SymbolInformation]

    @_spi(Scenery) public var query: String
    @_spi(Scenery) public init(query: String) { self.query = query }
}

@_spi(Scenery) public struct SymbolInformation: Codable, Hashable, Sendable {
    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var kind: SymbolKind
    @_spi(Scenery) public var location: Location
    @_spi(Scenery) public var containerName: String?

    @_spi(Scenery) public init(name: String, kind: SymbolKind, location: Location, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}

/// `textDocument/prepareRename`: what a rename at the position would change, or null.
@_spi(Scenery) public struct PrepareRenameRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/prepareRename"
    @_spi(Scenery) public typealias Response = PrepareRenameResult?

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var position: Position

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// The range a rename would change and the current name (the spec's `{ range, placeholder }` form).
@_spi(Scenery) public struct PrepareRenameResult: Codable, Hashable, Sendable {
    @_spi(Scenery) public var range: Range
    @_spi(Scenery) public var placeholder: String

    @_spi(Scenery) public init(range: Range, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}

/// `textDocument/rename`
@_spi(Scenery) public struct RenameRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/rename"
    @_spi(Scenery) public typealias Response = WorkspaceEdit?

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var position: Position
    @_spi(Scenery) public var newName: String

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        self.textDocument = textDocument
        self.position = position
        self.newName = newName
    }
}

@_spi(Scenery) public struct RenameOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var prepareProvider: Bool?

    @_spi(Scenery) public init(prepareProvider: Bool?) { self.prepareProvider = prepareProvider }
}

/// `textDocument/codeLens`
@_spi(Scenery) public struct CodeLensRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/codeLens"
    @_spi(Scenery) public typealias Response = [CodeLens]

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

@_spi(Scenery) public struct CodeLens: Codable, Hashable, Sendable {
    @_spi(Scenery) public var range: Range
    @_spi(Scenery) public var command: Command?

    @_spi(Scenery) public init(range: Range, command: Command?) {
        self.range = range
        self.command = command
    }
}

@_spi(Scenery) public struct CodeLensOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var resolveProvider: Bool?

    @_spi(Scenery) public init(resolveProvider: Bool?) { self.resolveProvider = resolveProvider }
}

/// `textDocument/inlayHint`
@_spi(Scenery) public struct InlayHintRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/inlayHint"
    @_spi(Scenery) public typealias Response = [InlayHint]

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    /// The visible part of the document: hints are asked for where they would show.
    @_spi(Scenery) public var range: Range

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, range: Range) {
        self.textDocument = textDocument
        self.range = range
    }
}

/// A plain-text label at a position; Scenery's hints are of neither LSP kind (type, parameter).
@_spi(Scenery) public struct InlayHint: Codable, Hashable, Sendable {
    @_spi(Scenery) public var position: Position
    @_spi(Scenery) public var label: String
    @_spi(Scenery) public var paddingLeft: Bool?

    @_spi(Scenery) public init(position: Position, label: String, paddingLeft: Bool?) {
        self.position = position
        self.label = label
        self.paddingLeft = paddingLeft
    }
}

@_spi(Scenery) public struct InlayHintOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var resolveProvider: Bool?

    @_spi(Scenery) public init(resolveProvider: Bool?) { self.resolveProvider = resolveProvider }
}

/// `textDocument/documentLink`
@_spi(Scenery) public struct DocumentLinkRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/documentLink"
    @_spi(Scenery) public typealias Response = [DocumentLink]

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

@_spi(Scenery) public struct DocumentLink: Codable, Hashable, Sendable {
    @_spi(Scenery) public var range: Range
    @_spi(Scenery) public var target: DocumentURI?
    @_spi(Scenery) public var tooltip: String?

    @_spi(Scenery) public init(range: Range, target: DocumentURI?, tooltip: String?) {
        self.range = range
        self.target = target
        self.tooltip = tooltip
    }
}

@_spi(Scenery) public struct DocumentLinkOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var resolveProvider: Bool?

    @_spi(Scenery) public init(resolveProvider: Bool?) { self.resolveProvider = resolveProvider }
}
