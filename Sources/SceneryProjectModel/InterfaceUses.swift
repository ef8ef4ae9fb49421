@_spi(Scenery) import ScenerySourceText

/// A string literal written in code: its contents and the byte range between the quotes.
@_spi(Scenery) public struct Literal: Hashable, Sendable {
    @_spi(Scenery) public var value: String
    @_spi(Scenery) public var range: ByteRange
    /// The value is written between quotes at `range`, so a fix may rewrite it; false when it is
    /// evaluated from an expression (`String(describing: ProfileViewController.self)`), which a
    /// fix must not replace with a bare name.
    @_spi(Scenery) public var isQuoted: Bool
    /// `Segues.showDetail`: a static constant of the project, whose value the join looks up
    /// (`value` is empty until then).
    @_spi(Scenery) public var constantPath: String?

    @_spi(Scenery) public init(_ value: String, range: ByteRange, isQuoted: Bool = true, constantPath: String? = nil) {
        self.value = value
        self.range = range
        self.isQuoted = isQuoted
        self.constantPath = constantPath
    }
}

extension InterfaceUse.Target {
    /// The target with each name it holds transformed (a constant's value looked up); nil when
    /// `transform` gives up on one, but for a storyboard's, which becomes unknown.
    @_spi(Scenery) public func mapNames(_ transform: (Literal) -> Literal?) -> InterfaceUse.Target? {
        // A storyboard whose name is not known is one the code does not say (not a use to drop).
        func storyboard(_ reference: StoryboardReference?) -> StoryboardReference?? {
            guard case .literal(let literal)? = reference else { return .some(reference) }
            if let transformed = transform(literal) { return .some(.literal(transformed)) }
            return literal.constantPath == nil ? nil : .some(nil)
        }
        switch self {
        case .storyboard(let reference):
            return storyboard(reference).flatMap { $0 }.map { .storyboard($0) }
        case .scene(let reference, let identifier):
            guard let reference = storyboard(reference), let identifier = transform(identifier) else { return nil }
            return .scene(reference, identifier: identifier)
        case .sceneMember(let reference, let member, let range):
            return storyboard(reference).flatMap { $0 }.map { .sceneMember($0, member: member, range: range) }
        case .sceneOfExpectedType(let reference):
            return storyboard(reference).map { .sceneOfExpectedType($0) }
        case .initialScene(let reference):
            return storyboard(reference).map { .initialScene($0) }
        case .segue(let identifier):
            return transform(identifier).map { .segue(identifier: $0) }
        case .nib(let name):
            return transform(name).map { .nib($0) }
        case .ownedNib(let name):
            return transform(name).map { .ownedNib($0) }
        case .loadedNib(let name, let ownerIsKnown):
            return transform(name).map { .loadedNib($0, ownerIsKnown: ownerIsKnown) }
        }
    }
}

/// How code names the storyboard it loads. The scanner records the shape; the index resolves it
/// to a file (through the storyboard-names enum, the enclosing class's scene, SwiftGen's or
/// R.swift's naming).
@_spi(Scenery) public enum StoryboardReference: Hashable, Sendable {
    /// `UIStoryboard(name: "Profile", bundle: nil)`, `NSStoryboard(name: "Profile", bundle: nil)`.
    case literal(Literal)
    /// A case of a storyboard-names enum: `UIStoryboard(storyboard: .news)`,
    /// `UIStoryboard.storyboard(.news)`, `UIStoryboard(name: UIStoryboard.Name.news.rawValue, …)`.
    case enumCase(name: String, range: ByteRange)
    /// `storyboard` / `self.storyboard`: the storyboard that holds the enclosing class's scene.
    case enclosingScene
    /// SwiftGen's `StoryboardScene.Profile`: the enum SwiftGen named after the storyboard.
    case swiftGen(enumName: String, range: ByteRange)
    /// R.swift's `R.storyboard.profile`: the storyboard's name in lower camel case.
    case rSwift(identifier: String, range: ByteRange)
}

/// Code that expects something of an Interface Builder file: a call that loads a storyboard,
/// instantiates a scene, performs a segue or loads a nib. Only what the syntax says is recorded;
/// the index resolves names and types.
@_spi(Scenery) public struct InterfaceUse: Hashable, Sendable {
    @_spi(Scenery) public enum Target: Hashable, Sendable {
        /// The storyboard must exist: `UIStoryboard(name: "X", bundle:)` on its own.
        case storyboard(StoryboardReference)
        /// A scene by Storyboard ID: `instantiateViewController(withIdentifier: "Y")`,
        /// `instantiateViewController(identifier: "Y", creator:)`, `instantiateController(withIdentifier:)`.
        /// The storyboard is nil when the code does not say which (a parameter, a property of another type).
        case scene(StoryboardReference?, identifier: Literal)
        /// A scene named by a generated member: SwiftGen's `StoryboardScene.X.y`, R.swift's `R.storyboard.x.y()`.
        case sceneMember(StoryboardReference, member: String, range: ByteRange)
        /// `storyboard.instantiateViewController() as T` (StoryboardIdentifiable): the scene whose
        /// Storyboard ID is the expected type's identifier.
        case sceneOfExpectedType(StoryboardReference?)
        /// `instantiateInitialViewController()`, `instantiateInitialController()`, SwiftGen's
        /// `initialScene`, R.swift's `instantiateInitialViewController()`.
        case initialScene(StoryboardReference?)
        /// `performSegue(withIdentifier: "Z", sender:)`: a segue leaving the enclosing class's scene.
        case segue(identifier: Literal)
        /// A nib whose first top-level view is the expected type: `UINib(nibName: "N", bundle:)`,
        /// `NSNib(nibNamed: "N", bundle:)`.
        case nib(Literal)
        /// A nib whose File's Owner is the expected type: `init(nibName: "N", bundle:)` of a view controller.
        case ownedNib(Literal)
        /// `Bundle.main.loadNibNamed("N", owner:…)`: when the owner's class is known (`owner: self`,
        /// the enclosing type; `owner: Controller()` or a local bound to one, that class), it is the
        /// expected type, of the File's Owner's instance; otherwise the first top-level view is.
        case loadedNib(Literal, ownerIsKnown: Bool)
    }

    @_spi(Scenery) public var target: Target
    /// The class the code expects, as written, with its range: `as! T`, `as? T`, `let x: T = …`,
    /// `creator: { T(coder: $0) }`, `T(nibName:bundle:)`; nil when the code does not say.
    @_spi(Scenery) public var expectedType: Literal?
    /// The qualified name of the type whose body (or extension) holds the use, if any.
    @_spi(Scenery) public var enclosingType: String?
    /// The function or property whose body holds the use (`instantiateFromStoryboard`).
    @_spi(Scenery) public var enclosingFunction: String?
    /// The whole call.
    @_spi(Scenery) public var range: ByteRange
    /// The called method's name, where the call writes no name of its own
    /// (`instantiateInitialViewController()`, `instantiateViewController() as T`): hover,
    /// definition and the navigation graph find the call there.
    @_spi(Scenery) public var nameRange: ByteRange?
    /// The call is AppKit's (`NSStoryboard(name:bundle:)`, `instantiateController(withIdentifier:)`,
    /// `instantiateInitialController()`, `NSNib(nibNamed:bundle:)`), for messages that name it.
    @_spi(Scenery) public var isAppKit: Bool

    @_spi(Scenery) public init(
        target: Target, expectedType: Literal? = nil, enclosingType: String? = nil, enclosingFunction: String? = nil, range: ByteRange,
        nameRange: ByteRange? = nil, isAppKit: Bool = false
    ) {
        self.target = target
        self.expectedType = expectedType
        self.enclosingType = enclosingType
        self.enclosingFunction = enclosingFunction
        self.range = range
        self.nameRange = nameRange
        self.isAppKit = isAppKit
    }
}

/// A value Scenery can read off a static property without running code (`static var
/// storyboardName: String { "Main" }`, Reusable's `static let sceneStoryboard = UIStoryboard(…)`,
/// SwiftGen's `SceneType<T>(storyboard: X.self, identifier: "Y")`).
@_spi(Scenery) public enum ConstantValue: Hashable, Sendable {
    case string(Literal)
    /// `String(describing: self)`, `String(describing: Self.self)`, `"\(self)"`: the type's own name.
    case typeName
    /// `.profile`, `UIStoryboard.Name.profile`: an enum case, by name.
    case enumCase(String)
    /// `UIStoryboard(name: …, bundle: …)`.
    case storyboard(StoryboardReference)
    /// `UINib(nibName: …, bundle: …)`; nil name for `String(describing: self)`.
    case nib(Literal?)
    /// SwiftGen: `SceneType<Module.T>(storyboard: X.self, identifier: "Y")`; `type` without its module.
    case swiftGenScene(type: String, identifier: Literal)
    /// SwiftGen: `InitialSceneType<Module.T>(storyboard: X.self)`.
    case swiftGenInitialScene(type: String)
}

/// A function of the project, of any name, that instantiates a scene, loads a nib or performs a
/// segue from what its caller gives it (`instantiateFromStoryboard()` naming storyboard and ID after the type it is
/// called on, `instantiate(_ type: T.Type)` after `T`, `loadFromStoryboard(named:)` or
/// `viewController(withID: SceneID)` after its argument, `fromNib()` after its type): summarised
/// once, so that each call of it is checked as the UIKit or AppKit call it makes. A function that
/// passes names its caller gives it on to another call of a helper's name (`forwarded`) is one
/// too, which the join follows to the helper that calls the platform.
@_spi(Scenery) public struct InstantiationHelper: Hashable, Sendable {
    /// Where one of the names comes from.
    @_spi(Scenery) public enum Name: Hashable, Sendable {
        case literal(String)
        /// The string argument at this position.
        case argument(Int)
        /// The name of the type the helper is called on (`String(describing: self)`, `Self`).
        case receiverTypeName
        /// The name of the type passed at this position (a `T.Type` parameter).
        case typeArgument(Int)
        /// The storyboard passed at this position (a `UIStoryboard` or `NSStoryboard` parameter).
        case storyboardArgument(Int)
        /// A static string constant of the project, by path (`Storyboards.checkout`).
        case constant(String)
        /// The name of the class the call expects (a cast, a typed binding: `-> T` of a generic `T`).
        case expectedType
        /// A static property of the type the helper is called on (`storyboardIdentifier`, `nibName`
        /// read by a static method), as that type or its nearest ancestor declares it; where none
        /// does, `default`: what the helper's own type gives it (a protocol's default implementation).
        indirect case receiverProperty(String, default: Name?)
    }

    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var labels: [String?]
    /// The storyboard's name; nil with `storyboardIsReceiver` false: the helper does not say.
    @_spi(Scenery) public var storyboard: Name?
    /// The helper is a storyboard's method and instantiates from that storyboard.
    @_spi(Scenery) public var storyboardIsReceiver: Bool
    /// The Storyboard ID; nil: the storyboard's initial scene.
    @_spi(Scenery) public var identifier: Name?
    /// The class of what it returns (`-> Self`, `-> T`), when it says.
    @_spi(Scenery) public var returnedClass: Name?
    /// Each parameter's type as written (`String`, `SceneID`): where an argument `.checkout` is a case of.
    @_spi(Scenery) public var parameterTypes: [String]
    /// The xib it loads instead of a scene (`Self(nibName: String(describing: self), bundle: nil)`,
    /// `UINib(nibName: name, bundle: nil)`); then `storyboard` and `identifier` are nil.
    @_spi(Scenery) public var nib: Name?
    /// The instance it makes is the nib's File's Owner, of `returnedClass`; else it is the nib's first object.
    @_spi(Scenery) public var nibIsOwned: Bool
    /// The segue it performs on the view controller it is called on (`perform(_ segue: SegueIdentifier)`
    /// calling `performSegue(withIdentifier: segue.rawValue, sender:)`); then the other names are nil.
    @_spi(Scenery) public var segue: Name?
    /// The type (or extended type) it is declared in, as written; nil at file scope.
    @_spi(Scenery) public var ownerType: String?
    /// Each parameter's default value, when it has one Scenery can read (`id: String = "Main"`): a
    /// call may leave that argument out.
    @_spi(Scenery) public var defaults: [Name?]
    /// Where it calls the platform (or the helper it forwards to), in its own file: what a finding
    /// at one of its calls names as the lookup it makes.
    @_spi(Scenery) public var lookupRange: ByteRange?
    /// The call of another helper's name it makes instead of the platform's; then `storyboard`,
    /// `identifier`, `nib` and `segue` are nil, and the join takes them from that helper.
    @_spi(Scenery) public var forwarded: Forwarding?

    /// A call of another helper's name, with where each of its arguments comes from.
    @_spi(Scenery) public struct Forwarding: Hashable, Sendable {
        @_spi(Scenery) public var name: String
        @_spi(Scenery) public var labels: [String?]
        /// Each argument, as the helper's own names say (nil: from nothing Scenery can follow).
        @_spi(Scenery) public var arguments: [Name?]
        /// The type it is called on, as written; nil for `self`, `Self` or nothing (the helper's own type).
        @_spi(Scenery) public var receiverType: String?

        @_spi(Scenery) public init(name: String, labels: [String?], arguments: [Name?], receiverType: String?) {
            self.name = name
            self.labels = labels
            self.arguments = arguments
            self.receiverType = receiverType
        }
    }

    @_spi(Scenery) public init(
        name: String, labels: [String?], storyboard: Name?, storyboardIsReceiver: Bool, identifier: Name?, returnedClass: Name?,
        parameterTypes: [String] = [], nib: Name? = nil, nibIsOwned: Bool = false, segue: Name? = nil, ownerType: String? = nil,
        defaults: [Name?] = [], lookupRange: ByteRange? = nil, forwarded: Forwarding? = nil
    ) {
        self.name = name
        self.labels = labels
        self.storyboard = storyboard
        self.storyboardIsReceiver = storyboardIsReceiver
        self.identifier = identifier
        self.returnedClass = returnedClass
        self.parameterTypes = parameterTypes
        self.nib = nib
        self.nibIsOwned = nibIsOwned
        self.segue = segue
        self.ownerType = ownerType
        self.defaults = defaults
        self.lookupRange = lookupRange
        self.forwarded = forwarded
    }

    /// Whether a name comes from the call (an argument, the receiver's type): only then is a call
    /// worth checking, as the helper's own call is checked where it stands otherwise.
    @_spi(Scenery) public var takesNamesFromItsCaller: Bool {
        ([storyboard, identifier, nib, segue] + (forwarded?.arguments ?? [])).contains { name in
            switch name {
            case .argument?, .receiverTypeName?, .typeArgument?, .storyboardArgument?, .expectedType?, .receiverProperty?: true
            case .literal?, .constant?, nil: false
            }
        } || storyboardIsReceiver
    }

    /// Which of the helper's parameters each argument of a call with `callLabels` is, in order of
    /// the parameters (nil: left out, for its default); nil when the call is not of this helper.
    /// `complete` false: the call is still being typed, and may stop before its last arguments.
    @_spi(Scenery) public func argumentPositions(forCallLabels callLabels: [String?], complete: Bool = true) -> [Int?]? {
        var positions: [Int?] = []
        var next = 0
        for (parameter, label) in labels.enumerated() {
            if next < callLabels.count, callLabels[next] == label {
                positions.append(next)
                next += 1
            } else if parameter < defaults.count && defaults[parameter] != nil || !complete && next == callLabels.count {
                positions.append(nil)
            } else {
                return nil
            }
        }
        return next == callLabels.count ? positions : nil
    }

    /// This helper as it reads when it forwards to `inner` (already resolved), with `inner`'s names
    /// given in this helper's terms: what the forwarded call passes, or `inner`'s defaults.
    @_spi(Scenery) public func resolved(through inner: InstantiationHelper) -> InstantiationHelper? {
        guard let forwarded, let positions = inner.argumentPositions(forCallLabels: forwarded.labels) else { return nil }
        func name(_ innerName: Name?) -> Name? {
            switch innerName {
            case .argument(let position)?, .typeArgument(let position)?:
                guard position < positions.count else { return nil }
                guard let given = positions[position] else { return position < inner.defaults.count ? inner.defaults[position] : nil }
                return given < forwarded.arguments.count ? forwarded.arguments[given] : nil
            // Not followed through a forwarding helper: its storyboard may be any.
            case .storyboardArgument?: return nil
            case .receiverTypeName?: return forwarded.receiverType.map { .literal(Identifiers.simpleName($0)) } ?? .receiverTypeName
            // Of the type the forwarded call is made on: a static constant of it.
            case .receiverProperty(let property, _)? where forwarded.receiverType != nil:
                return forwarded.receiverType.map { .constant($0 + "." + property) }
            case let other: return other
            }
        }
        var helper = self
        helper.forwarded = nil
        helper.storyboard = name(inner.storyboard)
        helper.identifier = name(inner.identifier)
        helper.nib = name(inner.nib)
        helper.segue = name(inner.segue)
        helper.nibIsOwned = inner.nibIsOwned
        helper.returnedClass = helper.returnedClass ?? name(inner.returnedClass)
        // Called on itself in a storyboard's extension: the storyboard this helper is called on.
        helper.storyboardIsReceiver = inner.storyboardIsReceiver && forwarded.receiverType == nil && storyboardIsReceiver
        // A name the inner helper needs that this one does not pass on: nothing to check.
        for (inner, outer) in [
            (inner.storyboard, helper.storyboard), (inner.identifier, helper.identifier), (inner.nib, helper.nib),
            (inner.segue, helper.segue),
        ] where inner != nil && outer == nil {
            return nil
        }
        return helper.takesNamesFromItsCaller ? helper : nil
    }
}

/// A call of a function whose name starts with `instantiate` and is none of UIKit's or AppKit's,
/// or of one named in `SwiftScanOptions.helperNames`: perhaps an `InstantiationHelper`'s, which
/// the join decides.
@_spi(Scenery) public struct HelperCall: Hashable, Sendable {
    @_spi(Scenery) public enum Argument: Hashable, Sendable {
        case string(String)
        /// `ProfileViewController.self`: the type's simple name.
        case type(String)
        case other
        /// `.checkout`, `SceneID.checkout`, `Constants.checkout`: a constant or enum case, by path
        /// as written (a leading `.` when the parameter's type is implied).
        case constant(String)
        /// A storyboard: made in place or bound to a local (`UIStoryboard(name: "Inspector", bundle: nil)`).
        case storyboard(StoryboardReference)
    }

    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var labels: [String?]
    @_spi(Scenery) public var arguments: [Argument]
    /// Each argument's expression (without its label), for hover and definition on the name it gives.
    @_spi(Scenery) public var argumentRanges: [ByteRange]
    /// The function's name as called: where hover and definition show what the call opens.
    @_spi(Scenery) public var nameRange: ByteRange
    /// The type it is called on (`ProfileViewController.instantiateFromStoryboard()`; the
    /// enclosing type for a call on `self`, `Self` or nothing).
    @_spi(Scenery) public var receiverType: String?
    /// The storyboard it is called on (`storyboard.instantiate(ProfileViewController.self)`).
    @_spi(Scenery) public var receiverStoryboard: StoryboardReference?
    /// The class the code expects of what it returns (a cast, a typed binding).
    @_spi(Scenery) public var expectedType: Literal?
    @_spi(Scenery) public var enclosingType: String?
    @_spi(Scenery) public var range: ByteRange
    /// The inside of each argument that is a string literal (`.string`), where a fix rewrites it.
    @_spi(Scenery) public var literalRanges: [ByteRange?]
    /// The property the call is made on, when its type is for the join to find (`receiverType` nil):
    /// `viewFactory` (of the enclosing type), `WindowManager.shared` (a static property of a type).
    @_spi(Scenery) public var receiverProperty: String?

    @_spi(Scenery) public init(
        name: String, labels: [String?], arguments: [Argument], argumentRanges: [ByteRange], nameRange: ByteRange,
        receiverType: String?, receiverStoryboard: StoryboardReference?, expectedType: Literal?, enclosingType: String?, range: ByteRange,
        literalRanges: [ByteRange?] = [], receiverProperty: String? = nil
    ) {
        self.name = name
        self.labels = labels
        self.arguments = arguments
        self.argumentRanges = argumentRanges
        self.nameRange = nameRange
        self.receiverType = receiverType
        self.receiverStoryboard = receiverStoryboard
        self.expectedType = expectedType
        self.enclosingType = enclosingType
        self.range = range
        self.literalRanges = literalRanges
        self.receiverProperty = receiverProperty
    }
}

/// Where a view controller tells its segues apart by identifier: `segue.identifier == "showDetail"`,
/// `case "showDetail":` of a `switch segue.identifier` in `prepare(for:sender:)`, and the same of
/// the identifier `shouldPerformSegue(withIdentifier:sender:)` is given. Only what the syntax says:
/// a constant's value is looked up where it is read.
@_spi(Scenery) public struct SegueComparison: Hashable, Sendable {
    /// The name compared with: a literal, or a constant (`Segues.showDetail`) by path.
    @_spi(Scenery) public var identifier: Literal
    /// The qualified name of the type (or extended type) whose method compares.
    @_spi(Scenery) public var enclosingType: String

    @_spi(Scenery) public init(identifier: Literal, enclosingType: String) {
        self.identifier = identifier
        self.enclosingType = enclosingType
    }
}
