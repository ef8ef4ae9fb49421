@_spi(Scenery) import SceneryJSONRPC

/// Scenery's own requests, documented in `Protocol/extensions.md` with JSON schemas in
/// `Protocol/schemas/`. They are not LSP methods, so the meta-model test leaves them out.
@_spi(Scenery) public let sceneryRequestTypes: [any RequestType.Type] = [ScreensRequest.self, NavigationGraphRequest.self]

/// `scenery/screens`: every screen of the project.
@_spi(Scenery) public struct ScreensRequest: RequestType, EmptyParams, Hashable {
    @_spi(Scenery) public static let method = "scenery/screens"
    @_spi(Scenery) public typealias Response = [ScreenInfo]
    @_spi(Scenery) public init() {}
}

@_spi(Scenery) public struct ScreenInfo: Codable, Hashable, Sendable {
    @_spi(Scenery) public struct ParameterInfo: Codable, Hashable, Sendable {
        @_spi(Scenery) public var label: String?
        @_spi(Scenery) public var name: String
        @_spi(Scenery) public var type: String
        @_spi(Scenery) public var defaultValue: String?

        @_spi(Scenery) public init(label: String?, name: String, type: String, defaultValue: String?) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var location: Location
    @_spi(Scenery) public var superclasses: [String]
    /// Where it comes from, for people: `Profile.storyboard`, `Profile.storyboard (initial scene)`, `Profile.xib`, `code-only`…
    @_spi(Scenery) public var origin: String
    /// The storyboard file name (without extension) it is created from; nil when not from a storyboard.
    @_spi(Scenery) public var storyboard: String?
    /// The Storyboard ID it is created by; nil when not by ID.
    @_spi(Scenery) public var storyboardIdentifier: String?
    /// The xib it is created with, or owns.
    @_spi(Scenery) public var nib: String?
    /// The generated factory's name, nil when the screen is skipped.
    @_spi(Scenery) public var factory: String?
    /// Why it has no factory.
    @_spi(Scenery) public var skipped: String?
    @_spi(Scenery) public var parameters: [ParameterInfo]

    @_spi(Scenery) public init(
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
@_spi(Scenery) public struct NavigationGraphRequest: RequestType, EmptyParams, Hashable {
    @_spi(Scenery) public static let method = "scenery/navigationGraph"
    @_spi(Scenery) public typealias Response = NavigationGraphResult
    @_spi(Scenery) public init() {}
}

@_spi(Scenery) public struct NavigationGraphResult: Codable, Hashable, Sendable {
    @_spi(Scenery) public struct Node: Codable, Hashable, Sendable {
        @_spi(Scenery) public var id: String
        @_spi(Scenery) public var storyboard: String?
        @_spi(Scenery) public var location: Location

        @_spi(Scenery) public init(id: String, storyboard: String?, location: Location) {
            self.id = id
            self.storyboard = storyboard
            self.location = location
        }
    }

    @_spi(Scenery) public struct Edge: Codable, Hashable, Sendable {
        /// The node the transition starts from; absent when it happens outside any screen.
        @_spi(Scenery) public var from: String?
        @_spi(Scenery) public var to: String
        /// `create`, `push`, `present` (a generated factory's call), `instantiate` (string-based
        /// instantiation) or `segue` (through a storyboard reference too).
        @_spi(Scenery) public var kind: String
        @_spi(Scenery) public var location: Location

        @_spi(Scenery) public init(from: String?, to: String, kind: String, location: Location) {
            self.from = from
            self.to = to
            self.kind = kind
            self.location = location
        }
    }

    @_spi(Scenery) public var nodes: [Node]
    @_spi(Scenery) public var edges: [Edge]

    @_spi(Scenery) public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }
}
