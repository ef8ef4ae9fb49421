/// A dictionary kept in `shardCount` dictionaries by the keys' hashes, for the index's and the
/// join's large tables that a copy changes a few entries of: a fix is checked on a copy of the
/// whole analysis, and the first write into a copied dictionary copies (and, when the copy goes,
/// releases) every entry, which cost a 5,000-screen app most of a code action. A write into a
/// copy of this one copies one shard.
@_spi(Scenery) public struct ShardedDictionary<Key: Hashable, Value>: Sequence {
    /// Enough that a shard of the largest tables (16,000 files) holds a few hundred entries.
    @inlinable static var shardCount: Int { 64 }

    // Inlinable throughout, as `ChunkedArray` is: lookups are on the hot paths of every request.

    /// Empty until the first entry: most tables of a small project stay empty.
    @usableFromInline var shards: [[Key: Value]]

    @inlinable @_spi(Scenery) public init() { shards = [] }

    /// Empty, with room for `minimumCapacity` entries spread evenly and a quarter more, so that
    /// filling it seldom grows a shard.
    @inlinable @_spi(Scenery) public init(minimumCapacity: Int) {
        self.init()
        guard minimumCapacity > 0 else { return }
        shards = Array(repeating: [:], count: Self.shardCount)
        let capacity = minimumCapacity / Self.shardCount + minimumCapacity / (4 * Self.shardCount) + 1
        for index in shards.indices { shards[index].reserveCapacity(capacity) }
    }

    @inlinable static func shard(of key: Key) -> Int { Int(UInt(bitPattern: key.hashValue) % UInt(shardCount)) }

    @inlinable @_spi(Scenery) public subscript(key: Key) -> Value? {
        get { shards.isEmpty ? nil : shards[Self.shard(of: key)][key] }
        _modify {
            if shards.isEmpty { shards = Array(repeating: [:], count: Self.shardCount) }
            yield &shards[Self.shard(of: key)][key]
        }
    }

    @inlinable @_spi(Scenery) public subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        _modify {
            if shards.isEmpty { shards = Array(repeating: [:], count: Self.shardCount) }
            yield &shards[Self.shard(of: key)][key, default: defaultValue()]
        }
    }

    @discardableResult
    @inlinable @_spi(Scenery) public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        if shards.isEmpty { shards = Array(repeating: [:], count: Self.shardCount) }
        return shards[Self.shard(of: key)].updateValue(value, forKey: key)
    }

    @discardableResult
    @inlinable @_spi(Scenery) public mutating func removeValue(forKey key: Key) -> Value? {
        guard !shards.isEmpty else { return nil }
        return shards[Self.shard(of: key)].removeValue(forKey: key)
    }

    @inlinable @_spi(Scenery) public var count: Int { shards.reduce(0) { $0 + $1.count } }
    @inlinable @_spi(Scenery) public var isEmpty: Bool { shards.allSatisfy(\.isEmpty) }
    @inlinable @_spi(Scenery) public var keys: [Key] { shards.flatMap(\.keys) }
    @inlinable @_spi(Scenery) public var values: [Value] { shards.flatMap(\.values) }

    /// As one dictionary.
    @inlinable @_spi(Scenery) public var dictionary: [Key: Value] {
        var dictionary: [Key: Value] = [:]
        dictionary.reserveCapacity(count)
        for shard in shards { dictionary.merge(shard) { _, new in new } }
        return dictionary
    }

    @inlinable @_spi(Scenery) public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T] {
        try dictionary.mapValues(transform)
    }

    @inlinable @_spi(Scenery) public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value] {
        try dictionary.filter(isIncluded)
    }

    @inlinable @_spi(Scenery) public func makeIterator() -> FlattenSequence<[[Key: Value]]>.Iterator { shards.joined().makeIterator() }

    @inlinable @_spi(Scenery) public var underestimatedCount: Int { count }
}

extension ShardedDictionary: Sendable where Key: Sendable, Value: Sendable {}

extension ShardedDictionary: Equatable where Value: Equatable {
    /// The same entries (a key's shard is the same in both: it depends on the key only).
    @inlinable @_spi(Scenery) public static func == (lhs: Self, rhs: Self) -> Bool {
        guard !lhs.shards.isEmpty, !rhs.shards.isEmpty else { return lhs.isEmpty && rhs.isEmpty }
        return lhs.shards == rhs.shards
    }
}
