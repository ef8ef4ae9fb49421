/// The ways a class opts into a convention of SPEC section 2 (rows 1–5, and Reusable's protocols
/// of row 7). Plain UIKit, SwiftGen and R.swift are recognised at their call sites instead.
public enum Convention: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
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

    public static func < (lhs: Convention, rhs: Convention) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A view controller (or, for the nib conventions, a view) class joined across the project: its
/// superclass chain, its members from the class body and every extension, the conventions it
/// follows and its storyboard binding.
public struct Screen: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case viewController, windowController, view
    }

    public var name: String
    /// `Outer.Inner` for nested screens.
    public var qualifiedName: String
    /// The class name's range.
    public var declaration: SourceLocation
    public var access: AccessLevel
    public var genericParameters: [String]
    /// Superclasses nearest first, ending at the UIKit/AppKit class (`["BaseViewController", "UIViewController"]`).
    public var superclassChain: [String]
    /// Conformances from the class and all its extensions.
    public var conformances: [String]
    /// The initializer method (`initialize(...)`) if the screen or a superclass in the project declares one.
    public var initializer: Located<MethodDecl>?
    /// Nil for a code-only screen.
    public var storyboard: StoryboardBinding?
    /// A code-only screen can be created with `X()`: it declares no designated initializer other
    /// than `init?(coder:)`/`init(coder:)`, or declares `init()`.
    public var hasParameterlessInit: Bool
    /// The conventions the class follows, sorted.
    public var conventions: [Convention]
    public var kind: Kind
    /// Its dependencies in the sense of "Future-Proof Dependency Injection": implicitly unwrapped
    /// stored `var`s, not outlets, settable from other files, its own and inherited ones (base first).
    public var dependencies: [Located<PropertyDecl>]
    /// The module its declaration belongs to, when the project layout or configuration says.
    public var module: String?

    public init(
        name: String, qualifiedName: String, declaration: SourceLocation, access: AccessLevel = .internal,
        genericParameters: [String] = [], superclassChain: [String] = [], conformances: [String] = [],
        initializer: Located<MethodDecl>? = nil, storyboard: StoryboardBinding? = nil, hasParameterlessInit: Bool = true,
        conventions: [Convention] = [.namespaced], kind: Kind = .viewController, dependencies: [Located<PropertyDecl>] = [], module: String? = nil
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
        self.hasParameterlessInit = hasParameterlessInit
        self.conventions = conventions
        self.kind = kind
        self.dependencies = dependencies
        self.module = module
    }

    /// The Storyboard ID the screen is instantiated with: its type name, as the references assume.
    public var sceneIdentifier: String { name }

    public func follows(_ convention: Convention) -> Bool { conventions.contains(convention) }

    /// An AppKit class (its chain ends at an `NS…` class).
    public var isAppKit: Bool { superclassChain.last?.hasPrefix("NS") ?? false }
}

/// A value together with the file it was found in.
public struct Located<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    public var value: Value
    public var path: String

    public init(_ value: Value, in path: String) {
        self.value = value
        self.path = path
    }
}

/// `static var storyboardName: UIStoryboard.Name { .profile }` resolved against the project's
/// `UIStoryboard.Name` enum.
public struct StoryboardBinding: Hashable, Sendable, Codable {
    /// The returned expression as written (`.profile`, `UIStoryboard.Name.profile`).
    public var expression: String
    public var location: SourceLocation
    /// The enum case the expression names, if it names one.
    public var caseName: String?
    /// The storyboard file name (without extension) the case maps to; nil when the case is not
    /// declared or its mapping cannot be evaluated.
    public var fileName: String?

    public init(expression: String, location: SourceLocation, caseName: String? = nil, fileName: String? = nil) {
        self.expression = expression
        self.location = location
        self.caseName = caseName
        self.fileName = fileName
    }
}
