import Foundation

/// Encodes a value straight into a `JSONValue` tree, as `JSONEncoder` followed by decoding the
/// text into `JSONValue` would, without making and re-reading the text: every response passes
/// through here, and a completion list is large.
enum JSONValueEncoder {
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let slot = Slot()
        try TreeEncoder(slot: slot).encodeValue(value)
        return slot.resolved
    }
}

/// One value under construction: containers are filled after they are handed out, so they are
/// references until the whole value is encoded.
private final class Slot {
    enum Content {
        case value(JSONValue)
        case object(ObjectContent)
        case array(ArrayContent)
    }

    var content = Content.value(.null)

    var resolved: JSONValue {
        switch content {
        case .value(let value): value
        case .object(let object): .object(object.members.mapValues(\.resolved))
        case .array(let array): .array(array.elements.map(\.resolved))
        }
    }

    func object() -> ObjectContent {
        if case .object(let existing) = content { return existing }
        let object = ObjectContent()
        content = .object(object)
        return object
    }

    func array() -> ArrayContent {
        if case .array(let existing) = content { return existing }
        let array = ArrayContent()
        content = .array(array)
        return array
    }
}

private final class ObjectContent {
    var members: [String: Slot] = [:]

    func slot(_ key: String) -> Slot {
        let slot = Slot()
        members[key] = slot
        return slot
    }
}

private final class ArrayContent {
    var elements: [Slot] = []

    func append() -> Slot {
        let slot = Slot()
        elements.append(slot)
        return slot
    }
}

private struct TreeEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ObjectEncoder<Key>(object: slot.object()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { ArrayEncoder(array: slot.array()) }
    func singleValueContainer() -> any SingleValueEncodingContainer { ValueEncoder(slot: slot) }

    /// Primitives become leaves; `URL`s are strings, as `JSONEncoder` writes them; numbers that
    /// are whole are `.int`, as decoding the text would make them.
    func encodeValue<T: Encodable>(_ value: T) throws {
        switch value {
        case let value as String: slot.content = .value(.string(value))
        case let value as Bool: slot.content = .value(.bool(value))
        case let value as Int: slot.content = .value(.int(value))
        case let value as Double:
            slot.content = .value(value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value))
        case let value as JSONValue: slot.content = .value(value)
        case let value as URL: slot.content = .value(.string(value.absoluteString))
        case let value as any BinaryInteger: slot.content = .value(Int(exactly: value).map(JSONValue.int) ?? .double(Double(value)))
        default: try value.encode(to: self)
        }
    }
}

private struct ObjectEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: ObjectContent
    var codingPath: [any CodingKey] = []

    func encodeNil(forKey key: Key) throws { object.slot(key.stringValue).content = .value(.null) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try TreeEncoder(slot: object.slot(key.stringValue)).encodeValue(value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(ObjectEncoder<NestedKey>(object: object.slot(key.stringValue).object()))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ArrayEncoder(array: object.slot(key.stringValue).array())
    }

    func superEncoder() -> any Encoder { TreeEncoder(slot: object.slot("super")) }
    func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(slot: object.slot(key.stringValue)) }
}

private struct ArrayEncoder: UnkeyedEncodingContainer {
    let array: ArrayContent
    var codingPath: [any CodingKey] = []
    var count: Int { array.elements.count }

    func encodeNil() throws { array.append().content = .value(.null) }
    func encode<T: Encodable>(_ value: T) throws { try TreeEncoder(slot: array.append()).encodeValue(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(ObjectEncoder<NestedKey>(object: array.append().object()))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { ArrayEncoder(array: array.append().array()) }
    func superEncoder() -> any Encoder { TreeEncoder(slot: array.append()) }
}

private struct ValueEncoder: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] = []

    func encodeNil() throws { slot.content = .value(.null) }
    func encode<T: Encodable>(_ value: T) throws { try TreeEncoder(slot: slot).encodeValue(value) }
}
