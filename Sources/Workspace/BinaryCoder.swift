import Dispatch
import Foundation
import SourceText

/// A compact binary form of `Codable` values for the facts cache, many times faster than a
/// property list: values are written in the order `encode(to:)` writes them and read back in the
/// same order, which is how synthesized conformances work. Every keyed value is preceded by its
/// key, which decoding checks (a mismatch means the model changed: the cache is then rejected)
/// and which tells an enum's case; optionals always write a presence byte; unkeyed containers are
/// counted. Dictionaries must be encoded as arrays (they need random access to their keys).
enum BinaryCoder {
    enum Failure: Error {
        case truncated
        case unexpectedKey(expected: String)
        case invalidValue(String)
        case unsupported(String)
    }

    /// Primitives the facts do not use; they are refused rather than half supported.
    static let otherPrimitives: Set<ObjectIdentifier> = [
        ObjectIdentifier(Float.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self),
        ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
        ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self),
    ]

    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = Sink()
        try value.encode(to: BinaryEncoder(sink: sink))
        return sink.bytes
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        let source = Source(bytes: ArraySlice(bytes))
        let value = try Value(from: BinaryDecoder(source: source))
        guard source.offset == source.bytes.endIndex else { throw Failure.invalidValue("\(source.bytes.endIndex - source.offset) bytes after the value") }
        return value
    }

    /// Byte strings one after another, the count first and each one's length before it, so that
    /// they can be taken apart without decoding them (`parts(of:)`).
    static func frame(_ parts: [[UInt8]]) -> [UInt8] {
        let sink = Sink()
        sink.varint(UInt64(parts.count))
        for part in parts {
            sink.varint(UInt64(part.count))
            sink.bytes += part
        }
        return sink.bytes
    }

    /// The byte strings `frame` put together, as slices of `bytes`.
    static func parts(of bytes: ArraySlice<UInt8>) throws -> [ArraySlice<UInt8>] {
        let source = Source(bytes: bytes)
        var parts: [ArraySlice<UInt8>] = []
        for _ in 0..<(try source.count()) {
            let length = try source.count()
            parts.append(bytes[source.offset..<(source.offset + length)])
            source.offset += length
        }
        guard source.offset == bytes.endIndex else { throw Failure.invalidValue("\(bytes.endIndex - source.offset) bytes after the parts") }
        return parts
    }

    /// One value from each part, decoded on every core.
    static func decodeConcurrently<Value: Decodable & Sendable>(_ type: Value.Type, from parts: ArraySlice<ArraySlice<UInt8>>) throws -> [Value] {
        let parts = Array(parts)
        var decoded = [Result<Value, any Error>?](repeating: nil, count: parts.count)
        decoded.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: parts.count) { position in
                slots[position] = Result { try decode(Value.self, from: parts[position]) }
            }
        }
        return try decoded.map { try ($0 ?? .failure(Failure.truncated)).get() }
    }
}

// MARK: Bytes

// A sink or source serves one `encode` or `decode` call, on one thread: their accesses need no
// dynamic exclusivity checks, which cost a tenth of a warm start's decoding.
private final class Sink {
    @exclusivity(unchecked) var bytes: [UInt8] = []

    func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func integer(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}

/// Reads a slice of the cache without copying it; `offset` is an index into it.
private final class Source {
    let bytes: ArraySlice<UInt8>
    @exclusivity(unchecked) var offset: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    func byte() throws -> UInt8 {
        guard offset < bytes.endIndex else { throw BinaryCoder.Failure.truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try self.byte()
            guard shift < 64 else { throw BinaryCoder.Failure.invalidValue("varint too long") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    func integer() throws -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    func count() throws -> Int {
        let count = try varint()
        guard count <= UInt64(bytes.endIndex - offset) else { throw BinaryCoder.Failure.truncated }
        return Int(count)
    }

    func string() throws -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    /// Consumes `key` if it is next; its bytes are compared without making a String.
    func key(_ key: String) throws -> Bool {
        let start = offset
        let length = try count()
        var key = key
        let offset = self.offset
        let matches = key.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                guard utf8.count == length, let expected = utf8.baseAddress, let actual = buffer.baseAddress else { return utf8.count == length }
                return memcmp(expected, actual + (offset - bytes.startIndex), length) == 0
            }
        }
        self.offset = matches ? offset + length : start
        return matches
    }

    /// A `ByteRange` as its synthesized conformance writes it (two keyed integers), read without
    /// containers: the facts hold hundreds of thousands.
    func byteRange() throws -> ByteRange {
        guard try key("lowerBound") else { throw BinaryCoder.Failure.unexpectedKey(expected: "lowerBound") }
        let lowerBound = Int(truncatingIfNeeded: try integer())
        guard try key("upperBound") else { throw BinaryCoder.Failure.unexpectedKey(expected: "upperBound") }
        return ByteRange(lowerBound, Int(truncatingIfNeeded: try integer()))
    }

    func peekKey() throws -> String {
        let start = offset
        defer { offset = start }
        return try string()
    }
}

// MARK: Encoding

private struct BinaryEncoder: Encoder {
    let sink: Sink
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedEncoder(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedEncoder(sink: sink) }
    func singleValueContainer() -> any SingleValueEncodingContainer { ValueEncoder(sink: sink) }
}

/// Writes one primitive or nested value; shared by the three container kinds.
private struct ValueWriter {
    let sink: Sink

    // Metatype comparisons, not casts: this runs for every value of the cache.
    func write<T: Encodable>(_ value: T) throws {
        if T.self == String.self {
            sink.string(unsafeBitCast(value, to: String.self))
        } else if T.self == Int.self {
            sink.integer(Int64(unsafeBitCast(value, to: Int.self)))
        } else if T.self == Bool.self {
            sink.bytes.append(unsafeBitCast(value, to: Bool.self) ? 1 : 0)
        } else if T.self == Double.self {
            sink.varint(unsafeBitCast(value, to: Double.self).bitPattern)
        } else if BinaryCoder.otherPrimitives.contains(ObjectIdentifier(T.self)) {
            // They would encode themselves through a single-value container, back here, forever.
            throw BinaryCoder.Failure.unsupported("\(T.self)")
        } else {
            try value.encode(to: BinaryEncoder(sink: sink))
        }
    }
}

private struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    var codingPath: [any CodingKey] = []

    func encodeNil(forKey key: Key) throws {
        sink.string(key.stringValue)
        sink.bytes.append(0)
    }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        sink.string(key.stringValue)
        try ValueWriter(sink: sink).write(value)
    }

    /// An absent optional still writes its key and a presence byte, so that decoding never takes
    /// the next value (perhaps an outer container's) for it. The protocol's own overloads for the
    /// primitives would skip the byte, hence one overload each.
    func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try writeIfPresent(value, key) }
    func encodeIfPresent(_ value: String?, forKey key: Key) throws { try writeIfPresent(value, key) }
    func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try writeIfPresent(value, key) }
    func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try writeIfPresent(value, key) }
    func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try writeIfPresent(value, key) }

    private func writeIfPresent<T: Encodable>(_ value: T?, _ key: Key) throws {
        sink.string(key.stringValue)
        guard let value else { return sink.bytes.append(0) }
        sink.bytes.append(1)
        try ValueWriter(sink: sink).write(value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        sink.string(key.stringValue)
        return KeyedEncodingContainer(KeyedEncoder<NestedKey>(sink: sink))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.string(key.stringValue)
        return UnkeyedEncoder(sink: sink)
    }

    func superEncoder() -> any Encoder { BinaryEncoder(sink: sink) }
    func superEncoder(forKey key: Key) -> any Encoder { BinaryEncoder(sink: sink) }
}

private struct UnkeyedEncoder: UnkeyedEncodingContainer {
    let sink: Sink
    var codingPath: [any CodingKey] = []
    /// Where the fixed-width element count is patched as elements are added.
    private let countOffset: Int
    private(set) var count = 0

    init(sink: Sink) {
        self.sink = sink
        countOffset = sink.bytes.count
        sink.bytes.append(contentsOf: [0, 0, 0, 0])
    }

    private mutating func added() {
        count += 1
        for index in 0..<4 { sink.bytes[countOffset + index] = UInt8(truncatingIfNeeded: count >> (8 * index)) }
    }

    mutating func encodeNil() throws {
        sink.bytes.append(0)
        added()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try ValueWriter(sink: sink).write(value)
        added()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        added()
        return KeyedEncodingContainer(KeyedEncoder<NestedKey>(sink: sink))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        added()
        return UnkeyedEncoder(sink: sink)
    }

    mutating func superEncoder() -> any Encoder { BinaryEncoder(sink: sink) }
}

private struct ValueEncoder: SingleValueEncodingContainer {
    let sink: Sink
    var codingPath: [any CodingKey] = []

    /// Only optionals ask for nil, and they decode with `decodeNil()` first: a presence byte.
    func encodeNil() throws { sink.bytes.append(0) }

    func encode<T: Encodable>(_ value: T) throws {
        sink.bytes.append(1)
        try ValueWriter(sink: sink).write(value)
    }
}

// MARK: Decoding

private struct BinaryDecoder: Decoder {
    let source: Source
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedDecoder<Key>(source: source))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try UnkeyedDecoder(source: source) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { ValueDecoder(source: source) }
}

private struct ValueReader {
    let source: Source

    func read<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return unsafeBitCast(try source.string(), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(Int(truncatingIfNeeded: try source.integer()), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try source.byte() != 0, to: T.self) }
        if T.self == Double.self { return unsafeBitCast(Double(bitPattern: try source.varint()), to: T.self) }
        if T.self == ByteRange.self { return unsafeBitCast(try source.byteRange(), to: T.self) }
        if BinaryCoder.otherPrimitives.contains(ObjectIdentifier(T.self)) { throw BinaryCoder.Failure.unsupported("\(T.self)") }
        return try T(from: BinaryDecoder(source: source))
    }
}

private struct KeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: Source
    var codingPath: [any CodingKey] = []

    /// Only an enum asks: its one key, the case, is next.
    var allKeys: [Key] { (try? source.peekKey()).flatMap { Key(stringValue: $0) }.map { [$0] } ?? [] }

    func contains(_ key: Key) -> Bool { (try? source.peekKey()) == key.stringValue }

    private func expect(_ key: Key) throws {
        guard try source.key(key.stringValue) else { throw BinaryCoder.Failure.unexpectedKey(expected: key.stringValue) }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        let start = source.offset
        try expect(key)
        if source.offset < source.bytes.endIndex, source.bytes[source.offset] == 0 {
            source.offset += 1
            return true
        }
        source.offset = start
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try expect(key)
        return try ValueReader(source: source).read(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try readIfPresent(type, key) }

    private func readIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try expect(key)
        guard try source.byte() != 0 else { return nil }
        return try ValueReader(source: source).read(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try expect(key)
        return KeyedDecodingContainer(KeyedDecoder<NestedKey>(source: source))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try expect(key)
        return try UnkeyedDecoder(source: source)
    }

    func superDecoder() throws -> any Decoder { throw BinaryCoder.Failure.unsupported("superDecoder") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw BinaryCoder.Failure.unsupported("superDecoder") }
}

private struct UnkeyedDecoder: UnkeyedDecodingContainer {
    let source: Source
    var codingPath: [any CodingKey] = []
    let count: Int?
    private(set) var currentIndex = 0

    init(source: Source) throws {
        self.source = source
        var count = 0
        for index in 0..<4 { count |= Int(try source.byte()) << (8 * index) }
        guard count <= source.bytes.endIndex - source.offset else { throw BinaryCoder.Failure.truncated }
        self.count = count
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func next() throws {
        guard !isAtEnd else { throw BinaryCoder.Failure.truncated }
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, source.offset < source.bytes.endIndex, source.bytes[source.offset] == 0 else { return false }
        source.offset += 1
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next()
        return try ValueReader(source: source).read(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next()
        return KeyedDecodingContainer(KeyedDecoder<NestedKey>(source: source))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next()
        return try UnkeyedDecoder(source: source)
    }

    mutating func superDecoder() throws -> any Decoder { throw BinaryCoder.Failure.unsupported("superDecoder") }
}

private struct ValueDecoder: SingleValueDecodingContainer {
    let source: Source
    var codingPath: [any CodingKey] = []

    func decodeNil() -> Bool {
        guard source.offset < source.bytes.endIndex, source.bytes[source.offset] == 0 else { return false }
        source.offset += 1
        return true
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard try source.byte() == 1 else { throw BinaryCoder.Failure.invalidValue("a single value without its marker") }
        return try ValueReader(source: source).read(type)
    }
}
