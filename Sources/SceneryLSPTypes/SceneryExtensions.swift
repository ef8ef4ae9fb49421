/// Scenery's own requests, documented in `Protocol/extensions.md` with JSON schemas in
/// `Protocol/schemas/`. They are not LSP methods, so the meta-model test leaves them out.
package let sceneryRequestTypes: [any RequestType.Type] = [ScreensRequest.self, NavigationGraphRequest.self]

/// `scenery/screens`: every screen of the project.
package struct ScreensRequest: RequestType, EmptyParams, Hashable {
    package static let method = "scenery/screens"
    package typealias Response = [ScreenInfo]
    package init() {}
}

package struct ScreenInfo: Codable, Hashable, Sendable {
    package struct ParameterInfo: Codable, Hashable, Sendable {
        package var label: String?
        package var name: String
        package var type: String
        package var defaultValue: String?

        package init(label: String?, name: String, type: String, defaultValue: String?) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    package var name: String
    package var location: Location
    package var superclasses: [String]
    /// Where it comes from, for people: `Profile.storyboard`, `Profile.storyboard (initial scene)`, `Profile.xib`, `code-only`…
    package var origin: String
    /// The storyboard file name (without extension) it is created from; nil when not from a storyboard.
    package var storyboard: String?
    /// The Storyboard ID it is created by; nil when not by ID.
    package var storyboardIdentifier: String?
    /// The xib it is created with, or owns.
    package var nib: String?
    /// The generated factory's name, nil when the screen is skipped.
    package var factory: String?
    /// Why it has no factory.
    package var skipped: String?
    package var parameters: [ParameterInfo]

    package init(
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
package struct NavigationGraphRequest: RequestType, EmptyParams, Hashable {
    package static let method = "scenery/navigationGraph"
    package typealias Response = NavigationGraphResult
    package init() {}
}

package struct NavigationGraphResult: Codable, Hashable, Sendable {
    package struct Node: Codable, Hashable, Sendable {
        package var id: String
        package var storyboard: String?
        package var location: Location

        package init(id: String, storyboard: String?, location: Location) {
            self.id = id
            self.storyboard = storyboard
            self.location = location
        }
    }

    package struct Edge: Codable, Hashable, Sendable {
        /// The node the transition starts from; absent when it happens outside any screen.
        package var from: String?
        package var to: String
        /// `create`, `push`, `present` (a generated factory's call), `instantiate` (string-based
        /// instantiation) or `segue` (through a storyboard reference too).
        package var kind: String
        package var location: Location

        package init(from: String?, to: String, kind: String, location: Location) {
            self.from = from
            self.to = to
            self.kind = kind
            self.location = location
        }
    }

    package var nodes: [Node]
    package var edges: [Edge]

    package init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }
}
