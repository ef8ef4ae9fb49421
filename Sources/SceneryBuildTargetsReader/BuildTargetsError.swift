/// A project file that could not be read as one: its path and why (with the line, when known).
@_spi(Scenery) public struct BuildTargetsError: Error, Hashable, Sendable, CustomStringConvertible {
    @_spi(Scenery) public var path: String
    @_spi(Scenery) public var message: String

    @_spi(Scenery) public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    @_spi(Scenery) public var description: String { "\(path): \(message)" }
}
