@_spi(Scenery) import ScenerySourceText

/// The ways a class opts into a convention Documentation/Conventions.md lists (Conventions: rows 1–5, and Reusable's protocols
/// of row 7). Plain UIKit, SwiftGen and R.swift are recognised at their call sites instead.
@_spi(Scenery) public enum Convention: String, Hashable, Sendable, CaseIterable, Comparable {
    /// 1. An initializer method (`initialize(...)`) and/or `StoryboardInstantiatable` with a `UIStoryboard.Name`.
    case namespaced
    /// 2. `StoryboardInitializable`: implicitly unwrapped dependencies, `makeFromStoryboard(...)`.
    case storyboardInitializable
    /// 3. `Storyboardable`: `storyboardName` (default "Main") and `storyboardIdentifier` (default the type name).
    case storyboardable
    /// 4. `IBConstructible`: `nibName` (default the type name); a view controller is the initial
    /// scene of that storyboard, a view the first top-level view of that xib.
    case ibConstructible
    /// 5. `StoryboardIdentifiable`: Storyboard ID = type name, instantiated by the expected type.
    case storyboardIdentifiable
    /// Reusable's `StoryboardBased`: the initial scene of the storyboard named after the class.
    case reusableStoryboardBased
    /// Reusable's `StoryboardSceneBased`: `sceneStoryboard`, `sceneIdentifier` (default the type name).
    case reusableStoryboardSceneBased
    /// Reusable's `NibLoadable`: the first top-level view of the xib named after the class.
    case reusableNibLoadable
    /// Reusable's `NibOwnerLoadable`: the xib named after the class, with the class as File's Owner.
    case reusableNibOwnerLoadable

    @_spi(Scenery) public static func < (lhs: Convention, rhs: Convention) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A view controller class of the project (or, for the nib conventions, a view) joined across
/// files: its superclass chain, its members from the class body and every extension, the
/// conventions it follows, where Interface Builder files place it and how a factory creates it.
/// Every view controller class is a screen, whether or not it follows a convention.
@_spi(Scenery) public struct Screen: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: String, Hashable, Sendable {
        case viewController, windowController, view
    }

    @_spi(Scenery) public var name: String
    /// `Outer.Inner` for nested screens.
    @_spi(Scenery) public var qualifiedName: String
    /// The class name's range.
    @_spi(Scenery) public var declaration: SourceLocation
    @_spi(Scenery) public var access: AccessLevel
    @_spi(Scenery) public var genericParameters: [String]
    /// Superclasses nearest first, ending at the UIKit/AppKit class (`["BaseViewController", "UIViewController"]`).
    @_spi(Scenery) public var superclassChain: [String]
    /// Conformances from the class and all its extensions.
    @_spi(Scenery) public var conformances: [String]
    /// The initializer method (`initialize(...)`) if the screen or a superclass in the project declares one.
    @_spi(Scenery) public var initializer: Located<MethodDecl>?
    /// The `StoryboardInstantiatable` binding (`static var storyboardName`); nil when the class
    /// does not adopt the protocol.
    @_spi(Scenery) public var storyboard: StoryboardBinding?
    /// The scenes and xibs that name the class.
    @_spi(Scenery) public var placement: InterfacePlacement
    /// How a factory creates it: the convention's binding, else what Interface Builder says, else code.
    @_spi(Scenery) public var creation: Creation
    /// The conventions the class follows, sorted; empty for a view controller that follows none.
    @_spi(Scenery) public var conventions: [Convention]
    @_spi(Scenery) public var kind: Kind
    /// Its dependencies in the sense of "Future-Proof Dependency Injection": implicitly unwrapped
    /// stored `var`s, not outlets, settable from other files, its own and inherited ones (base first).
    @_spi(Scenery) public var dependencies: [Located<PropertyDecl>]
    /// The module its declaration belongs to, when the project layout or configuration says.
    @_spi(Scenery) public var module: String?
    /// The types its body, its extensions and its project superclasses declare (`enum Section`,
    /// `typealias DataSource`): its parameters may name them, which code outside it must qualify.
    @_spi(Scenery) public var nestedTypeNames: [String]

    @_spi(Scenery) public init(
        name: String, qualifiedName: String, declaration: SourceLocation, access: AccessLevel = .internal,
        genericParameters: [String] = [], superclassChain: [String] = [], conformances: [String] = [],
        initializer: Located<MethodDecl>? = nil, storyboard: StoryboardBinding? = nil, placement: InterfacePlacement = InterfacePlacement(),
        creation: Creation? = nil, conventions: [Convention] = [.namespaced], kind: Kind = .viewController,
        dependencies: [Located<PropertyDecl>] = [], module: String? = nil, nestedTypeNames: [String] = []
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.declaration = declaration
        self.access = access
        self.genericParameters = genericParameters
        self.superclassChain = superclassChain
        self.conformances = conformances
        self.initializer = initializer
        self.storyboard = storyboard
        self.placement = placement
        self.creation = creation ?? (storyboard == nil ? .code(initializer: nil) : .storyboardName)
        self.conventions = conventions
        self.kind = kind
        self.dependencies = dependencies
        self.module = module
        self.nestedTypeNames = nestedTypeNames
    }

    @_spi(Scenery) public func follows(_ convention: Convention) -> Bool { conventions.contains(convention) }

    /// The files that declare the class, its initializer method and its dependencies: where the
    /// types of a factory's parameters are written.
    @_spi(Scenery) public var parameterPaths: [String] {
        [declaration.path] + (initializer.map { [$0.path] } ?? []) + dependencies.map(\.path)
    }

    /// An AppKit class (its chain ends at an `NS…` class).
    @_spi(Scenery) public var isAppKit: Bool { superclassChain.last?.hasPrefix("NS") ?? false }

    /// The storyboard (file name, no extension) a factory instantiates it from, when known.
    @_spi(Scenery) public var storyboardFile: String? {
        switch creation {
        case .storyboardName: storyboard?.fileName
        case .scene(let storyboard, _, _), .initialScene(let storyboard, _): storyboard
        case .nib, .code, .unavailable: nil
        }
    }

    /// The Storyboard ID a factory instantiates it by: the type name for `StoryboardInstantiatable`
    /// (as the references assume), the scene's real ID otherwise; nil when not by ID.
    @_spi(Scenery) public var sceneIdentifier: String? {
        switch creation {
        case .storyboardName: name
        case .scene(_, let identifier, _): identifier
        case .initialScene, .nib, .code, .unavailable: nil
        }
    }

    /// Created from a storyboard (by ID or as the initial scene).
    @_spi(Scenery) public var isStoryboardBased: Bool {
        switch creation {
        case .storyboardName, .scene, .initialScene: true
        case .nib, .code, .unavailable: false
        }
    }
}

/// How a factory creates a screen.
@_spi(Scenery) public enum Creation: Hashable, Sendable {
    /// `StoryboardInstantiatable`: the storyboard its `storyboardName` names, by the Storyboard ID
    /// that is its type name.
    case storyboardName
    /// The scene of this Storyboard ID in this storyboard (file name without extension); through
    /// `creator`, the class's `init?(coder:…)` that takes more than the coder, when it declares one.
    case scene(storyboard: String, identifier: String, creator: InitializerDecl? = nil)
    /// The initial scene of this storyboard, which has no Storyboard ID (through `creator`, as above).
    case initialScene(storyboard: String, creator: InitializerDecl? = nil)
    /// `X(nibName: name, bundle: nil)`: a xib it owns, through the initializer UIKit and AppKit give it.
    case nib(name: String)
    /// In code: `X()`, or through its own (or its nearest ancestor's) initializer.
    case code(initializer: InitializerDecl?)
    /// No factory can create it, and why.
    case unavailable(CreationProblem)
}

@_spi(Scenery) public enum CreationProblem: String, Hashable, Sendable {
    /// Its scenes have no Storyboard ID and none is its storyboard's initial scene.
    case sceneWithoutIdentifier
    /// Several scenes with different Storyboard IDs, none of them its type name.
    case severalScenes
    /// Made in code, with no initializer a factory can call (`init()`, or one of its own that is
    /// visible, not failable and not generic).
    case noUsableInitializer
    /// Made in code, and a superclass is a dependency's (`Pods/`, `Carthage/`), whose initializers
    /// Scenery does not read.
    case vendoredSuperclass
}

/// Where Interface Builder files place a class.
@_spi(Scenery) public struct InterfacePlacement: Hashable, Sendable {
    /// Storyboard scenes whose controller has the class as its custom class, by storyboard and position.
    @_spi(Scenery) public var scenes: [PlacedScene]
    /// Xibs whose File's Owner or a top-level object has the class as its custom class.
    @_spi(Scenery) public var nibs: [PlacedNib]

    @_spi(Scenery) public init(scenes: [PlacedScene] = [], nibs: [PlacedNib] = []) {
        self.scenes = scenes
        self.nibs = nibs
    }

    @_spi(Scenery) public var isEmpty: Bool { scenes.isEmpty && nibs.isEmpty }
}

/// A storyboard scene of a class.
@_spi(Scenery) public struct PlacedScene: Hashable, Sendable {
    /// The storyboard's name: its file name without extension.
    @_spi(Scenery) public var storyboard: String
    /// Its Storyboard ID, when it has one.
    @_spi(Scenery) public var identifier: String?
    /// It is its storyboard's initial scene.
    @_spi(Scenery) public var isInitial: Bool
    /// The scene controller's start tag.
    @_spi(Scenery) public var location: SourceLocation

    @_spi(Scenery) public init(storyboard: String, identifier: String?, isInitial: Bool, location: SourceLocation) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.isInitial = isInitial
        self.location = location
    }
}

/// A xib that names a class.
@_spi(Scenery) public struct PlacedNib: Hashable, Sendable {
    /// The xib's name: its file name without extension.
    @_spi(Scenery) public var name: String
    /// The class is the File's Owner (otherwise a top-level object).
    @_spi(Scenery) public var isFilesOwner: Bool
    /// The object's start tag.
    @_spi(Scenery) public var location: SourceLocation

    @_spi(Scenery) public init(name: String, isFilesOwner: Bool, location: SourceLocation) {
        self.name = name
        self.isFilesOwner = isFilesOwner
        self.location = location
    }
}

/// A value together with the file it was found in.
@_spi(Scenery) public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    @_spi(Scenery) public var value: Value
    @_spi(Scenery) public var path: String

    @_spi(Scenery) public init(_ value: Value, in path: String) {
        self.value = value
        self.path = path
    }
}

/// `static var storyboardName: UIStoryboard.Name { .profile }` resolved against the project's
/// `UIStoryboard.Name` enum.
@_spi(Scenery) public struct StoryboardBinding: Hashable, Sendable {
    /// The returned expression as written (`.profile`, `UIStoryboard.Name.profile`).
    @_spi(Scenery) public var expression: String
    @_spi(Scenery) public var location: SourceLocation
    /// The enum case the expression names, if it names one.
    @_spi(Scenery) public var caseName: String?
    /// The storyboard file name (without extension) the case maps to; nil when the case is not
    /// declared or its mapping cannot be evaluated.
    @_spi(Scenery) public var fileName: String?

    @_spi(Scenery) public init(expression: String, location: SourceLocation, caseName: String? = nil, fileName: String? = nil) {
        self.expression = expression
        self.location = location
        self.caseName = caseName
        self.fileName = fileName
    }
}
