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
    /// The storyboard file name (without extension); nil for code-only screens.
    public var storyboard: String?
    public var storyboardIdentifier: String?
    /// The generated factory's name, nil when the screen is skipped.
    public var factory: String?
    public var parameters: [ParameterInfo]

    public init(
        name: String, location: Location, superclasses: [String], storyboard: String?, storyboardIdentifier: String?, factory: String?,
        parameters: [ParameterInfo]
    ) {
        self.name = name
        self.location = location
        self.superclasses = superclasses
        self.storyboard = storyboard
        self.storyboardIdentifier = storyboardIdentifier
        self.factory = factory
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
        /// `create`, `push`, `present` or `segue`.
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
