@_spi(Scenery) import SceneryProjectModel

/// Collects the keys one unit reads while it is computed. A reference, so that the tables and
/// views a unit reads through can note into it wherever they are copied; used by one thread at a
/// time (a unit is computed on one thread).
@_spi(Scenery) public final class Reads<Key: Hashable>: @unchecked Sendable {
    @_spi(Scenery) public private(set) var keys: [Key] = []

    @_spi(Scenery) public init() {}

    @_spi(Scenery) public func note(_ key: Key) { keys.append(key) }
}

/// Which unit read which keys, both ways: after a change, the units to compute again are the
/// readers of the keys that changed. The one mechanism by which Scenery knows what a change
/// invalidates: the join's units (`JoinUnit`) and each file's diagnostics record their reads here.
@_spi(Scenery) public struct Dependencies<Unit: Hashable & Sendable, Key: Hashable & Sendable>: Sendable {
    // Sharded: a fix is checked on a copy of the join and of the diagnostics, whose first change
    // would otherwise copy every unit's reads.
    private var reads = ShardedDictionary<Unit, Set<Key>>()
    private var readers = ShardedDictionary<Key, Set<Unit>>()

    @_spi(Scenery) public init() {}

    /// `unit` read `keys` (and nothing it read before).
    @_spi(Scenery) public mutating func record(_ unit: Unit, _ keys: some Sequence<Key>) {
        let now = Set(keys)
        let before = reads[unit] ?? []
        guard now != before else { return }
        for key in before.subtracting(now) {
            readers[key]?.remove(unit)
            if readers[key]?.isEmpty == true { readers[key] = nil }
        }
        for key in now.subtracting(before) { readers[key, default: []].insert(unit) }
        reads[unit] = now
    }

    /// `unit` is gone.
    @_spi(Scenery) public mutating func forget(_ unit: Unit) {
        for key in reads.removeValue(forKey: unit) ?? [] {
            readers[key]?.remove(unit)
            if readers[key]?.isEmpty == true { readers[key] = nil }
        }
    }

    @_spi(Scenery) public func readers(of key: Key) -> Set<Unit> { readers[key] ?? [] }

    /// The units that read any of `keys`.
    @_spi(Scenery) public func readers(of keys: some Sequence<Key>) -> Set<Unit> {
        var units: Set<Unit> = []
        for key in keys { units.formUnion(readers[key] ?? []) }
        return units
    }

    /// What `unit` read when it was last computed (nil: it was not).
    @_spi(Scenery) public func reads(of unit: Unit) -> Set<Key>? { reads[unit] }
}
