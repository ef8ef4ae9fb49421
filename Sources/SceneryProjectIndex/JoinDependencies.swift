@_spi(Scenery) import SceneryProjectModel

/// A part of the join derived on its own, which a change derives again only when something it
/// read changed (`JoinDependencies`).
enum JoinUnit: Hashable, Comparable, Sendable {
    /// A class as joined from its declaration and its extensions (by qualified name).
    case classEntry(String)
    /// A class's superclass chain and the project classes on it.
    case lineage(String)
    /// A class's screen, its view controller, and what its conventions expect.
    case screen(String)
    /// What a user Swift file's code expects: its uses, its helpers' calls, its SwiftGen scenes (by path).
    case code(String)
    /// What a storyboard's references expect (by path).
    case references(String)

    /// Units are derived layer by layer: a unit reads only what units of earlier layers and the
    /// files themselves make, so one pass in this order leaves nothing stale.
    var layer: Int {
        switch self {
        case .classEntry: 0
        case .lineage: 1
        case .screen: 2
        case .code, .references: 3
        }
    }

    private var order: (Int, String) {
        switch self {
        case .classEntry(let name): (0, name)
        case .lineage(let name): (1, name)
        case .screen(let name): (2, name)
        case .code(let path): (3, path)
        case .references(let path): (4, path)
        }
    }

    /// Units are derived in this order within a layer, so that a change always derives the same way.
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}

/// What a unit can read: a contribution of the files (declarations, names, tables) or another
/// unit's result.
enum JoinKey: Hashable, Sendable {
    /// The declarations of the class of this qualified name.
    case declarations(String)
    /// What a class name written so resolves to (which qualified and simple names the project declares).
    case className(String)
    /// The extensions written with this type name.
    case extensions(String)
    /// A class as joined (`JoinUnit.classEntry`), by qualified name.
    case classEntry(String)
    /// A class's chain and lineage (`JoinUnit.lineage`), by qualified name.
    case lineage(String)
    /// The scenes and xibs that name a class (by simple name).
    case placement(String)
    /// The storyboards holding a scene of a class (by simple name).
    case holding(String)
    /// Every storyboard's name, and the names SwiftGen and R.swift give them.
    case storyboardList
    /// The storyboard-names enums.
    case storyboardNameEnums
    /// The static constants whose paths end in these two components (`Segues.showDetail`).
    case constant(String)
    /// The instantiation helpers of this name.
    case helper(String)
    /// The extensions that make every view controller `StoryboardIdentifiable`.
    case identifiableRoots
    /// The protocols the project declares under a Reusable protocol's name, unlike Reusable's.
    case protocolsUnlikeReusable
    /// Whether any file declares SwiftGen's scenes.
    case swiftGenDeclarations
}

/// Collects what one unit reads while it is derived. A reference, so that the tables a unit reads
/// through can note into it wherever they are copied; used by one thread at a time (a change is
/// joined on the thread that makes it).
final class JoinReads: @unchecked Sendable {
    private(set) var keys: [JoinKey] = []

    func note(_ key: JoinKey) { keys.append(key) }
}

/// Which unit read what, both ways: after a change, the units to derive again are the readers of
/// what changed.
struct JoinDependencies: Sendable {
    // Sharded: a fix is checked on a copy of the join, whose first change would otherwise copy every unit's reads.
    private var reads = ShardedDictionary<JoinUnit, Set<JoinKey>>()
    private var readers = ShardedDictionary<JoinKey, Set<JoinUnit>>()

    /// `unit` read `keys` (and nothing it read before).
    mutating func record(_ unit: JoinUnit, _ keys: [JoinKey]) {
        let now = Set(keys)
        let before = reads[unit] ?? []
        for key in before.subtracting(now) { readers[key]?.remove(unit) }
        for key in now.subtracting(before) { readers[key, default: []].insert(unit) }
        reads[unit] = now
    }

    /// `unit` is gone.
    mutating func forget(_ unit: JoinUnit) {
        for key in reads.removeValue(forKey: unit) ?? [] { readers[key]?.remove(unit) }
    }

    func readers(of key: JoinKey) -> Set<JoinUnit> { readers[key] ?? [] }
}
