/// A part of the join derived on its own, which a change derives again only when something it
/// read changed (`Dependencies`).
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
    /// Whether a storyboard or xib of this name (or device-independent name) is in the project.
    case interfaceFile(InterfaceFileKey)
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
