import Foundation

package typealias DocumentURI = String

package struct Position: Codable, Hashable, Sendable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

package struct Range: Codable, Hashable, Sendable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

package struct Location: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var range: Range

    package init(uri: DocumentURI, range: Range) {
        self.uri = uri
        self.range = range
    }
}

package struct TextEdit: Codable, Hashable, Sendable {
    package var range: Range
    package var newText: String

    package init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

package struct WorkspaceEdit: Codable, Hashable, Sendable {
    package var changes: [DocumentURI: [TextEdit]]?

    package init(changes: [DocumentURI: [TextEdit]]?) {
        self.changes = changes
    }
}

package struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    package var uri: DocumentURI

    package init(uri: DocumentURI) { self.uri = uri }
}

package struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var version: Int

    package init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

package struct TextDocumentItem: Codable, Hashable, Sendable {
    package var uri: DocumentURI
    package var languageId: String
    package var version: Int
    package var text: String

    package init(uri: DocumentURI, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

package struct PositionEncodingKind: OpenEnum {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    package static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    package static let utf32 = PositionEncodingKind(rawValue: "utf-32")
}

/// `file://` URI of an absolute path, percent-encoding what URIs require.
package func fileURI(path: String) -> DocumentURI {
    URL(fileURLWithPath: path).absoluteString
}

/// The path of a `file://` URI, percent-decoded (`file:///a%20b` → `/a b`); nil for other schemes.
package func path(fromURI uri: DocumentURI) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    let path = url.path
    return path.isEmpty ? nil : path
}
