/// A project file that could not be read as one: its path and why (with the line, when known).
package struct BuildTargetsError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "\(path): \(message)" }
}
