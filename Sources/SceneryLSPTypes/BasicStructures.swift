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

    @_spi(Scenery) public init(changes: [DocumentURI: [TextEdit]]?) {
        self.changes = changes
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
