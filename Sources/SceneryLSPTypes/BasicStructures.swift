@_spi(Scenery) import SceneryJSONRPC
import Foundation

@_spi(Scenery) public typealias DocumentURI = String

@_spi(Scenery) public struct Position: Codable, Hashable, Sendable {
    @_spi(Scenery) public var line: Int
    @_spi(Scenery) public var character: Int

    @_spi(Scenery) public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

@_spi(Scenery) public struct Range: Codable, Hashable, Sendable {
    @_spi(Scenery) public var start: Position
    @_spi(Scenery) public var end: Position

    @_spi(Scenery) public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

@_spi(Scenery) public struct Location: Codable, Hashable, Sendable {
    @_spi(Scenery) public var uri: DocumentURI
    @_spi(Scenery) public var range: Range

    @_spi(Scenery) public init(uri: DocumentURI, range: Range) {
        self.uri = uri
        self.range = range
    }
}

@_spi(Scenery) public struct TextEdit: Codable, Hashable, Sendable {
    @_spi(Scenery) public var range: Range
    @_spi(Scenery) public var newText: String

    @_spi(Scenery) public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

@_spi(Scenery) public struct WorkspaceEdit: Codable, Hashable, Sendable {
    @_spi(Scenery) public var changes: [DocumentURI: [TextEdit]]?
    /// Edits and file operations applied in order; for a client that declares
    /// `workspace.workspaceEdit.documentChanges` (and `resourceOperations` for a file rename).
    @_spi(Scenery) public var documentChanges: [DocumentChange]?

    @_spi(Scenery) public init(changes: [DocumentURI: [TextEdit]]? = nil, documentChanges: [DocumentChange]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}

/// One step of `WorkspaceEdit.documentChanges`: a document's edits, or a file renamed (the only
/// resource operation Scenery sends).
@_spi(Scenery) public enum DocumentChange: Codable, Hashable, Sendable {
    case edit(TextDocumentEdit)
    case rename(RenameFile)

    @_spi(Scenery) public init(from decoder: Decoder) throws {
        let kind = try decoder.container(keyedBy: RenameFile.CodingKeys.self).decodeIfPresent(String.self, forKey: .kind)
        self = kind == RenameFile.kind ? .rename(try RenameFile(from: decoder)) : .edit(try TextDocumentEdit(from: decoder))
    }

    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        switch self {
        case .edit(let edit): try edit.encode(to: encoder)
        case .rename(let rename): try rename.encode(to: encoder)
        }
    }
}

@_spi(Scenery) public struct TextDocumentEdit: Codable, Hashable, Sendable {
    @_spi(Scenery) public var textDocument: OptionalVersionedTextDocumentIdentifier
    @_spi(Scenery) public var edits: [TextEdit]

    @_spi(Scenery) public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

/// A document and the version the edits were made on; null for a file the client does not have open.
@_spi(Scenery) public struct OptionalVersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    @_spi(Scenery) public var uri: DocumentURI
    @_spi(Scenery) public var version: Int?

    @_spi(Scenery) public init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }

    enum CodingKeys: String, CodingKey { case uri, version }

    /// `version` is written even when null: the protocol requires the key.
    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        if let version { try container.encode(version, forKey: .version) } else { try container.encodeNil(forKey: .version) }
    }
}

@_spi(Scenery) public struct RenameFile: Codable, Hashable, Sendable {
    static let kind = "rename"
    @_spi(Scenery) public var oldUri: DocumentURI
    @_spi(Scenery) public var newUri: DocumentURI

    @_spi(Scenery) public init(oldUri: DocumentURI, newUri: DocumentURI) {
        self.oldUri = oldUri
        self.newUri = newUri
    }

    enum CodingKeys: String, CodingKey { case kind, oldUri, newUri }

    @_spi(Scenery) public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        oldUri = try container.decode(DocumentURI.self, forKey: .oldUri)
        newUri = try container.decode(DocumentURI.self, forKey: .newUri)
    }

    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.kind, forKey: .kind)
        try container.encode(oldUri, forKey: .oldUri)
        try container.encode(newUri, forKey: .newUri)
    }
}

@_spi(Scenery) public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    @_spi(Scenery) public var uri: DocumentURI

    @_spi(Scenery) public init(uri: DocumentURI) { self.uri = uri }
}

@_spi(Scenery) public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    @_spi(Scenery) public var uri: DocumentURI
    @_spi(Scenery) public var version: Int

    @_spi(Scenery) public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

@_spi(Scenery) public struct TextDocumentItem: Codable, Hashable, Sendable {
    @_spi(Scenery) public var uri: DocumentURI
    @_spi(Scenery) public var languageId: String
    @_spi(Scenery) public var version: Int
    @_spi(Scenery) public var text: String

    @_spi(Scenery) public init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

@_spi(Scenery) public struct PositionEncodingKind: OpenEnum {
    @_spi(Scenery) public var rawValue: String
    @_spi(Scenery) public init(rawValue: String) { self.rawValue = rawValue }

    @_spi(Scenery) public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    @_spi(Scenery) public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    @_spi(Scenery) public static let utf32 = PositionEncodingKind(rawValue: "utf-32")
}

/// `file://` URI of an absolute path, percent-encoding what URIs require.
@_spi(Scenery) public func fileURI(path: String) -> DocumentURI {
    URL(fileURLWithPath: path).absoluteString
}

/// The path of a `file://` URI, percent-decoded (`file:///a%20b` → `/a b`); nil for other schemes.
@_spi(Scenery) public func path(fromURI uri: DocumentURI) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.path
    return path.isEmpty ? nil : path
}
