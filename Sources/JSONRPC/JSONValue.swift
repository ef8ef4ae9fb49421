import Foundation

/// Any JSON value: message params before they are decoded into a typed message, `data` fields,
/// and values Scenery passes through without looking inside.
public enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
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

    public func encode(to encoder: Encoder) throws {
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
    /// Scenery's own message types does not happen).
    public init(encoding value: some Encodable) {
        self = (try? JSONValueEncoder.encode(value)) ?? .null
    }

    /// Decode a typed value from this JSON; throws `DecodingError` with the path that did not fit.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(jsonString.utf8))
    }

    /// Compact JSON text with sorted keys, as `encoder` writes it, written directly: every message
    /// Scenery sends passes through here, and `JSONEncoder` takes most of a large completion's time.
    public var jsonString: String {
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    private func write(to text: inout [UInt8]) {
        switch self {
        case .null: text += Array("null".utf8)
        case .bool(let value): text += Array((value ? "true" : "false").utf8)
        case .int(let value): text += Array(String(value).utf8)
        // Rare in LSP: the encoder's number format, for exact parity.
        case .double(let value): text += (try? JSONValue.encoder.encode(value)).map(Array.init) ?? Array("null".utf8)
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

    /// A JSON string: quotes, backslashes and control characters escaped, `/` and non-ASCII as they are.
    private static func writeString(_ value: String, to text: inout [UInt8]) {
        let hexDigits = Array("0123456789abcdef".utf8)
        text.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): text += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): text += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: text += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: text += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: text += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: text += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: text += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20: text += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: text.append(byte)
            }
        }
        text.append(UInt8(ascii: "\""))
    }

    public subscript(key: String) -> JSONValue? {
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
public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): "\(number)"
        case .string(let string): "\"\(string)\""
        }
    }
}
