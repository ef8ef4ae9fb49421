/// Scenery's own requests, documented in `Protocol/extensions.md` with JSON schemas in
/// `Protocol/schemas/`. They are not LSP methods, so the meta-model test leaves them out.
public let sceneryRequestTypes: [any RequestType.Type] = [ScreensRequest.self, NavigationGraphRequest.self]

/// `scenery/screens`: every screen of the project.
public struct ScreensRequest: RequestType, EmptyParams, Hashable {
    public static let method = "scenery/screens"
    public typealias Response = [ScreenInfo]
    public init() {}
}

public struct ScreenInfo: Codable, Hashable, Sendable {
    public struct ParameterInfo: Codable, Hashable, Sendable {
        public var label: String?
        public var name: String
        public var type: String
        public var defaultValue: String?

        public init(label: String?, name: String, type: String, defaultValue: String?) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    public var name: String
    public var location: Location
    public var superclasses: [String]
    /// Where it comes from, for people: `Profile.storyboard`, `Profile.storyboard (initial scene)`, `Profile.xib`, `code-only`…
    public var origin: String
    /// The storyboard file name (without extension) it is created from; nil when not from a storyboard.
    public var storyboard: String?
    /// The Storyboard ID it is created by; nil when not by ID.
    public var storyboardIdentifier: String?
    /// The xib it is created with, or owns.
    public var nib: String?
    /// The generated factory's name, nil when the screen is skipped.
    public var factory: String?
    /// Why it has no factory.
    public var skipped: String?
    public var parameters: [ParameterInfo]

    public init(
        name: String, location: Location, superclasses: [String], origin: String, storyboard: String?, storyboardIdentifier: String?, nib: String?,
        factory: String?, skipped: String?, parameters: [ParameterInfo]
    ) {
        self.name = name
        self.location = location
        self.superclasses = superclasses
        self.origin = origin
        self.storyboard = storyboard
        self.storyboardIdentifier = storyboardIdentifier
        self.nib = nib
        self.factory = factory
        self.skipped = skipped
        self.parameters = parameters
    }
}

/// `scenery/navigationGraph`: screens as nodes, create/push/present calls and segues as edges.
public struct NavigationGraphRequest: RequestType, EmptyParams, Hashable {
    public static let method = "scenery/navigationGraph"
    public typealias Response = NavigationGraphResult
    public init() {}
}

public struct NavigationGraphResult: Codable, Hashable, Sendable {
    public struct Node: Codable, Hashable, Sendable {
        public var id: String
        public var storyboard: String?
        public var location: Location

        public init(id: String, storyboard: String?, location: Location) {
            self.id = id
            self.storyboard = storyboard
            self.location = location
        }
    }

    public struct Edge: Codable, Hashable, Sendable {
        /// The node the transition starts from; absent when it happens outside any screen.
        public var from: String?
        public var to: String
        /// `create`, `push`, `present` (a generated factory's call), `instantiate` (string-based
        /// instantiation) or `segue` (through a storyboard reference too).
        public var kind: String
        public var location: Location

        public init(from: String?, to: String, kind: String, location: Location) {
            self.from = from
            self.to = to
            self.kind = kind
            self.location = location
        }
    }

    public var nodes: [Node]
    public var edges: [Edge]

    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }
}
