/// A view controller class joined across the project: its superclass chain, its members from the
/// class body and every extension, and its storyboard binding.
public struct Screen: Hashable, Sendable, Codable {
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

    public init(
        name: String, qualifiedName: String, declaration: SourceLocation, access: AccessLevel = .internal,
        genericParameters: [String] = [], superclassChain: [String] = [], conformances: [String] = [],
        initializer: Located<MethodDecl>? = nil, storyboard: StoryboardBinding? = nil, hasParameterlessInit: Bool = true
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
    }

    /// The Storyboard ID the screen is instantiated with: its type name, as the references assume.
    public var sceneIdentifier: String { name }
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
