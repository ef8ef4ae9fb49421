@_spi(Scenery) import ScenerySourceText

/// The attribute value of an Interface Builder start tag that holds the cursor, read from the
/// editor's text as typed: the value may still be open and the tag unfinished. XML escapes `<`
/// in attribute values, so the nearest `<` before the cursor starts the tag.
struct InterfaceAttributePlace: Equatable {
    var elementName: String
    var attribute: String
    /// From the byte after the opening quote to the cursor: what was typed.
    var typedRange: ByteRange
    /// Every attribute of the tag with its value as written (entities left as they are).
    var attributes: [String: String]

    /// How far back the tag's `<` is looked for: IB's longest start tags are a few hundred bytes.
    static let searchLimit = 16_384

    init?(offset: Int, in bytes: [UInt8]) {
        let offset = min(max(0, offset), bytes.count)
        let floor = max(0, offset - Self.searchLimit)
        guard let open = bytes[floor..<offset].lastIndex(of: UInt8(ascii: "<")), open + 1 < bytes.count, Self.isNameByte(bytes[open + 1])
        else { return nil }
        var cursor = open + 1
        let elementName = Self.name(from: &cursor, in: bytes)
        var attributes: [String: String] = [:]
        var found: (name: String, typed: ByteRange)?
        while cursor < bytes.count {
            while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, Self.isNameByte(bytes[cursor]) else { break }
            let name = Self.name(from: &cursor, in: bytes)
            while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { break }
            cursor += 1
            while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { break }
            let quote = bytes[cursor]
            let valueStart = cursor + 1
            // An unclosed value ends at the line's end or the next tag.
            var valueEnd = valueStart
            while valueEnd < bytes.count, bytes[valueEnd] != quote, bytes[valueEnd] != UInt8(ascii: "\n"), bytes[valueEnd] != UInt8(ascii: "<") {
                valueEnd += 1
            }
            if found == nil, valueStart <= offset, offset <= valueEnd { found = (name, ByteRange(valueStart, offset)) }
            attributes[name] = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            guard valueEnd < bytes.count, bytes[valueEnd] == quote else { break }
            cursor = valueEnd + 1
        }
        guard let found else { return nil }
        self.elementName = elementName
        self.attribute = found.name
        self.typedRange = found.typed
        self.attributes = attributes
    }

    private static func name(from cursor: inout Int, in bytes: [UInt8]) -> String {
        let start = cursor
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        return String(decoding: bytes[start..<cursor], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
