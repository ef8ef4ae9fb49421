import Foundation

/// Any JSON value: message params before they are decoded into a typed message, `data` fields,
/// and values Scenery passes through without looking inside.
@_spi(Scenery) public enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    @_spi(Scenery) public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The JSON form of any encodable value; `.null` if it cannot be encoded (which for
    /// Scenery's own message types does not happen). Messages are sent through
    /// `JSONTextEncoder` directly; this is for values to be looked into.
    @_spi(Scenery) public init(encoding value: some Encodable) {
        self = (try? JSONTextEncoder.encode(value)).flatMap { try? JSONDecoder().decode(JSONValue.self, from: Data($0)) } ?? .null
    }

    /// Decode a typed value from this JSON, walking the tree (no text in between); throws
    /// `DecodingError` with the path that did not fit, as `JSONDecoder` would.
    @_spi(Scenery) public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder(value: self, codingPath: []).decode(as: type)
    }

    /// Compact JSON text with sorted keys, as `encoder` writes it, written directly: every message
    /// Scenery sends passes through here, and `JSONEncoder` takes most of a large completion's time.
    @_spi(Scenery) public var jsonString: String {
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    func write(to text: inout [UInt8]) {
        switch self {
        case .null: text += Array("null".utf8)
        case .bool(let value): text += Array((value ? "true" : "false").utf8)
        case .int(let value): text += Array(String(value).utf8)
        case .double(let value): Self.writeNumber(value, to: &text)
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let values):
            text.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                value.write(to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .object(let object):
            text.append(UInt8(ascii: "{"))
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &text)
                text.append(UInt8(ascii: ":"))
                object[key]?.write(to: &text)
            }
            text.append(UInt8(ascii: "}"))
        }
    }

    /// A whole number without a fraction, as decoding the text would read it back (`.int`);
    /// others (rare in LSP) in the encoder's number format, for exact parity.
    static func writeNumber(_ value: Double, to text: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 1e15 {
            text += String(Int(value)).utf8
        } else {
            text += (try? JSONValue.encoder.encode(value)).map(Array.init) ?? Array("null".utf8)
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, `/` and non-ASCII as
    /// they are. Runs that need no escape (most strings are one) are copied whole.
    static func writeString(_ value: String, to text: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            text.append(UInt8(ascii: "\""))
            var runStart = 0
            for position in utf8.indices {
                let byte = utf8[position]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                text += UnsafeBufferPointer(rebasing: utf8[runStart..<position])
                text += escape(byte)
                runStart = position + 1
            }
            text += UnsafeBufferPointer(rebasing: utf8[runStart...])
            text.append(UInt8(ascii: "\""))
        }
    }

    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""): Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): Array(#"\\"#.utf8)
        case 0x0A: Array(#"\n"#.utf8)
        case 0x0D: Array(#"\r"#.utf8)
        case 0x09: Array(#"\t"#.utf8)
        case 0x08: Array(#"\b"#.utf8)
        case 0x0C: Array(#"\f"#.utf8)
        default: Array(#"\u00"#.utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    @_spi(Scenery) public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

/// A request id: a number or a string (JSON-RPC 2.0).
@_spi(Scenery) public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    @_spi(Scenery) public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    @_spi(Scenery) public var description: String {
        switch self {
        case .number(let number): "\(number)"
        case .string(let string): "\"\(string)\""
        }
    }
}
