/// `window/workDoneProgress/create` (server → client).
package struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    package static let method = "window/workDoneProgress/create"
    package typealias Response = JSONValue

    package var token: String
    package init(token: String) { self.token = token }
}

/// `$/progress` with a work-done progress value (`begin`, `report` or `end`).
package struct ProgressNotification: NotificationType, Hashable {
    package static let method = "$/progress"

    package struct Value: Codable, Hashable, Sendable {
        package var kind: String
        package var title: String?
        package var message: String?
        package var percentage: Int?
        package var cancellable: Bool?

        package static func begin(_ title: String, cancellable: Bool = false) -> Value {
            Value(kind: "begin", title: title, message: nil, percentage: 0, cancellable: cancellable)
        }

        package static func report(_ message: String, percentage: Int) -> Value {
            Value(kind: "report", title: nil, message: message, percentage: percentage, cancellable: nil)
        }

        package static func end(_ message: String) -> Value {
            Value(kind: "end", title: nil, message: message, percentage: nil, cancellable: nil)
        }
    }

    package var token: String
    package var value: Value

    package init(token: String, value: Value) {
        self.token = token
        self.value = value
    }
}

/// `client/registerCapability` (server → client).
package struct RegisterCapabilityRequest: RequestType, Hashable {
    package static let method = "client/registerCapability"
    package typealias Response = JSONValue

    package struct Registration: Codable, Hashable, Sendable {
        package var id: String
        package var method: String
        package var registerOptions: JSONValue?

        package init(id: String, method: String, registerOptions: JSONValue?) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }

    package var registrations: [Registration]
    package init(registrations: [Registration]) { self.registrations = registrations }
}

package struct FileChangeType: OpenEnum {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let created = FileChangeType(rawValue: 1)
    package static let changed = FileChangeType(rawValue: 2)
    package static let deleted = FileChangeType(rawValue: 3)
}

/// `workspace/didChangeWatchedFiles`
package struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    package static let method = "workspace/didChangeWatchedFiles"

    package struct FileEvent: Codable, Hashable, Sendable {
        package var uri: DocumentURI
        package var type: FileChangeType

        package init(uri: DocumentURI, type: FileChangeType) {
            self.uri = uri
            self.type = type
        }
    }

    package var changes: [FileEvent]
    package init(changes: [FileEvent]) { self.changes = changes }
}

/// `workspace/didChangeConfiguration`: `settings` holds the keys of `.scenery.yml` (directly or
/// under `scenery`).
package struct DidChangeConfigurationNotification: NotificationType, Hashable {
    package static let method = "workspace/didChangeConfiguration"
    package var settings: JSONValue?
    package init(settings: JSONValue?) { self.settings = settings }
}

/// `window/workDoneProgress/cancel`
package struct WorkDoneProgressCancelNotification: NotificationType, Hashable {
    package static let method = "window/workDoneProgress/cancel"
    package var token: String
    package init(token: String) { self.token = token }
}
