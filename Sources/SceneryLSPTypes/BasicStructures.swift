import Foundation

public typealias DocumentURI = String

public struct Position: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct Range: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var range: Range

    public init(uri: DocumentURI, range: Range) {
        self.uri = uri
        self.range = range
    }
}

public struct TextEdit: Codable, Hashable, Sendable {
    public var range: Range
    public var newText: String

    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [DocumentURI: [TextEdit]]?

    public init(changes: [DocumentURI: [TextEdit]]?) {
        self.changes = changes
    }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: DocumentURI

    public init(uri: DocumentURI) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var version: Int

    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var languageId: String
    public var version: Int
    public var text: String

    public init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

public struct PositionEncodingKind: OpenEnum {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    public static let utf32 = PositionEncodingKind(rawValue: "utf-32")
}

/// `file://` URI of an absolute path, percent-encoding what URIs require.
public func fileURI(path: String) -> DocumentURI {
    URL(fileURLWithPath: path).absoluteString
}

/// The path of a `file://` URI, percent-decoded (`file:///a%20b` → `/a b`); nil for other schemes.
public func path(fromURI uri: DocumentURI) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.path
    return path.isEmpty ? nil : path
}
