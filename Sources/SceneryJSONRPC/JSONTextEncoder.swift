import Foundation

/// Encodes a value straight into compact JSON text, in one pass and without an intermediate tree:
/// every message Scenery sends passes through here, and a completion list is large. Keys come in
/// the order the value encodes them (declaration order for synthesized conformances); a
/// `JSONValue` inside is written with sorted keys, as `jsonString` writes it.
@_spi(Scenery) public enum JSONTextEncoder {
    @_spi(Scenery) public static func encode(_ value: some Encodable) throws -> [UInt8] {
        let writer = JSONTextWriter()
        try writer.writeValue(value, level: 0)
        guard !writer.wroteToClosedContainer else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "a container was written to after it was closed"))
        }
        return writer.bytes
    }
}

/// The text so far and the containers still open. `Encoder` never says when a container is done:
/// a container is closed when something is written to one of its ancestors, or when the value
/// that opened it has finished encoding.
private final class JSONTextWriter {
    // One writer per `encode` call, on one thread: the accesses need no dynamic exclusivity checks,
    // which would cost a tenth of a large response's time.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    private struct Frame {
        var isObject: Bool
        var count = 0
        /// Where the last member's value starts: a super encoder may leave it unwritten.
        var valueStart = 0
    }
    /// Open containers, outermost first; a container at position `level` holds the values written at `level + 1`.
    @exclusivity(unchecked) private var open: [Frame] = []
    /// Containers may be used in any order, this writer needs them used depth-first (as
    /// synthesized conformances do); any other order is an error rather than a trap.
    private(set) var wroteToClosedContainer = false
    /// Single values encoding single values: a primitive this writer does not know (one that
    /// encodes itself as a single value of its own type) would recurse without end.
    var singleValueNesting = 0

    func close(above level: Int) {
        while open.count > level {
            let frame = open.removeLast()
            fillUnwrittenValue(of: frame)
            bytes.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    /// A member whose value encoded nothing gets an empty object, as `JSONEncoder` writes it.
    private func fillUnwrittenValue(of frame: Frame) {
        if frame.count > 0, bytes.count == frame.valueStart { bytes += "{}".utf8 }
    }

    func count(at level: Int) -> Int { open.count > level ? open[level].count : 0 }

    /// Opens an object or array as the value at `level`, or returns the one this value already opened.
    func openContainer(isObject: Bool, level: Int) {
        if open.count > level, open[level].isObject == isObject {
            close(above: level + 1)
            return
        }
        close(above: level)
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(Frame(isObject: isObject))
    }

    /// Starts the next member of the container at `level`: a separator, and the key of an object's.
    func beginMember(at level: Int, key: String?) {
        guard open.count > level else {
            wroteToClosedContainer = true
            return
        }
        if open.count > level + 1 { close(above: level + 1) }
        var frame = open[level]
        fillUnwrittenValue(of: frame)
        if frame.count > 0 { bytes.append(UInt8(ascii: ",")) }
        frame.count += 1
        if let key {
            JSONValue.writeString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        }
        frame.valueStart = bytes.count
        open[level] = frame
    }

    /// The next member of the container at `level`: `value`, or `null` for nil.
    func writeMember<T: Encodable>(_ value: T?, key: String?, at level: Int) throws {
        beginMember(at: level, key: key)
        guard let value else { return bytes += "null".utf8 }
        try writeValue(value, level: level + 1)
    }

    /// Leaves are written as they are, objects that write themselves do; anything else encodes
    /// itself into containers at `level`.
    func writeValue<T: Encodable>(_ value: T, level: Int) throws {
        if let leaf = value as? any JSONLeaf {
            leaf.write(to: &bytes)
            return
        }
        if let object = value as? any JSONObjectWritable {
            openContainer(isObject: true, level: level)
            var members = JSONObjectMembers(writer: self, level: level)
            try object.writeMembers(to: &members)
            close(above: level)
            return
        }
        let start = bytes.count
        try value.encode(to: SlotEncoder(writer: self, level: level))
        close(above: level)
        if bytes.count == start { bytes += "{}".utf8 }
    }
}

/// Values written without containers: one conformance check tells them from the rest.
private protocol JSONLeaf {
    func write(to bytes: inout [UInt8])
}

@_spi(Scenery) extension JSONValue: JSONLeaf {}

@_spi(Scenery) extension String: JSONLeaf {
    fileprivate func write(to bytes: inout [UInt8]) { JSONValue.writeString(self, to: &bytes) }
}

@_spi(Scenery) extension Bool: JSONLeaf {
    fileprivate func write(to bytes: inout [UInt8]) { bytes += (self ? "true" : "false").utf8 }
}

/// Whole numbers without a fraction, as `jsonString` writes them.
@_spi(Scenery) extension Double: JSONLeaf {
    fileprivate func write(to bytes: inout [UInt8]) { JSONValue.writeNumber(self, to: &bytes) }
}

@_spi(Scenery) extension Float: JSONLeaf {
    fileprivate func write(to bytes: inout [UInt8]) { JSONValue.writeNumber(Double(self), to: &bytes) }
}

/// As a string, as `JSONEncoder` writes it.
@_spi(Scenery) extension URL: JSONLeaf {
    fileprivate func write(to bytes: inout [UInt8]) { JSONValue.writeString(absoluteString, to: &bytes) }
}

extension JSONLeaf where Self: BinaryInteger {
    fileprivate func write(to bytes: inout [UInt8]) { bytes += description.utf8 }
}

@_spi(Scenery) extension Int: JSONLeaf {}
@_spi(Scenery) extension Int8: JSONLeaf {}
@_spi(Scenery) extension Int16: JSONLeaf {}
@_spi(Scenery) extension Int32: JSONLeaf {}
@_spi(Scenery) extension Int64: JSONLeaf {}
@_spi(Scenery) extension UInt: JSONLeaf {}
@_spi(Scenery) extension UInt8: JSONLeaf {}
@_spi(Scenery) extension UInt16: JSONLeaf {}
@_spi(Scenery) extension UInt32: JSONLeaf {}
@_spi(Scenery) extension UInt64: JSONLeaf {}

/// An object that writes its members itself, skipping `Encodable`'s containers: for the few
/// types a large response is made of (a completion list's items). What it writes must be what
/// its `Encodable` conformance encodes; tests compare the two.
@_spi(Scenery) public protocol JSONObjectWritable: Encodable {
    func writeMembers(to object: inout JSONObjectMembers) throws
}

/// The members of one object being written, in the order they are written.
@_spi(Scenery) public struct JSONObjectMembers {
    fileprivate let writer: JSONTextWriter
    fileprivate let level: Int

    // Strings and integers are most members: written without the casts `writeValue` makes.
    @_spi(Scenery) public mutating func write(_ key: String, _ value: String) {
        writer.beginMember(at: level, key: key)
        value.write(to: &writer.bytes)
    }

    @_spi(Scenery) public mutating func write(_ key: String, _ value: Int) {
        writer.beginMember(at: level, key: key)
        value.write(to: &writer.bytes)
    }

    @_spi(Scenery) public mutating func write(_ key: String, _ value: some Encodable) throws {
        try writer.writeMember(value, key: key, at: level)
    }

    /// Nothing for nil, as `encodeIfPresent` (what synthesized conformances call for optionals).
    @_spi(Scenery) public mutating func writeIfPresent(_ key: String, _ value: String?) {
        if let value { write(key, value) }
    }

    @_spi(Scenery) public mutating func writeIfPresent(_ key: String, _ value: Int?) {
        if let value { write(key, value) }
    }

    @_spi(Scenery) public mutating func writeIfPresent(_ key: String, _ value: (some Encodable)?) throws {
        if let value { try write(key, value) }
    }
}

/// The encoder of the one value at `level`.
private struct SlotEncoder: Encoder {
    let writer: JSONTextWriter
    let level: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.openContainer(isObject: true, level: level)
        return KeyedEncodingContainer(ObjectWriter<Key>(writer: writer, level: level))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.openContainer(isObject: false, level: level)
        return ArrayWriter(writer: writer, level: level)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { ValueWriter(writer: writer, level: level) }
}

private struct ObjectWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: JSONTextWriter
    let level: Int
    var codingPath: [any CodingKey] { [] }

    func encodeNil(forKey key: Key) throws { try writer.writeMember(JSONValue?.none, key: key.stringValue, at: level) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try writer.writeMember(value, key: key.stringValue, at: level) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        superEncoder(forKey: key).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { superEncoder(forKey: key).unkeyedContainer() }

    func superEncoder() -> any Encoder {
        writer.beginMember(at: level, key: "super")
        return SlotEncoder(writer: writer, level: level + 1)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        writer.beginMember(at: level, key: key.stringValue)
        return SlotEncoder(writer: writer, level: level + 1)
    }
}

private struct ArrayWriter: UnkeyedEncodingContainer {
    let writer: JSONTextWriter
    let level: Int
    var codingPath: [any CodingKey] { [] }
    var count: Int { writer.count(at: level) }

    func encodeNil() throws { try writer.writeMember(JSONValue?.none, key: nil, at: level) }
    func encode<T: Encodable>(_ value: T) throws { try writer.writeMember(value, key: nil, at: level) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        superEncoder().container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { superEncoder().unkeyedContainer() }

    func superEncoder() -> any Encoder {
        writer.beginMember(at: level, key: nil)
        return SlotEncoder(writer: writer, level: level + 1)
    }
}

private struct ValueWriter: SingleValueEncodingContainer {
    let writer: JSONTextWriter
    let level: Int
    var codingPath: [any CodingKey] { [] }

    func encodeNil() throws { writer.bytes += "null".utf8 }

    func encode<T: Encodable>(_ value: T) throws {
        writer.singleValueNesting += 1
        defer { writer.singleValueNesting -= 1 }
        guard writer.singleValueNesting < 64 else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "\(T.self) cannot be written as JSON"))
        }
        try writer.writeValue(value, level: level)
    }
}
