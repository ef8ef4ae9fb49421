@_spi(Scenery) import SceneryJSONRPC

/// `window/workDoneProgress/create` (server → client).
@_spi(Scenery) public struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "window/workDoneProgress/create"
    @_spi(Scenery) public typealias Response = JSONValue

    @_spi(Scenery) public var token: String
    @_spi(Scenery) public init(token: String) { self.token = token }
}

/// `$/progress` with a work-done progress value (`begin`, `report` or `end`).
@_spi(Scenery) public struct ProgressNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "$/progress"

    @_spi(Scenery) public struct Value: Codable, Hashable, Sendable {
        @_spi(Scenery) public var kind: String
        @_spi(Scenery) public var title: String?
        @_spi(Scenery) public var message: String?
        @_spi(Scenery) public var percentage: Int?
        @_spi(Scenery) public var cancellable: Bool?

        @_spi(Scenery) public static func begin(_ title: String, cancellable: Bool = false) -> Value {
            Value(kind: "begin", title: title, message: nil, percentage: 0, cancellable: cancellable)
        }

        @_spi(Scenery) public static func report(_ message: String, percentage: Int) -> Value {
            Value(kind: "report", title: nil, message: message, percentage: percentage, cancellable: nil)
        }

        @_spi(Scenery) public static func end(_ message: String) -> Value {
            Value(kind: "end", title: nil, message: message, percentage: nil, cancellable: nil)
        }
    }

    @_spi(Scenery) public var token: String
    @_spi(Scenery) public var value: Value

    @_spi(Scenery) public init(token: String, value: Value) {
        self.token = token
        self.value = value
    }
}

/// `client/registerCapability` (server → client).
@_spi(Scenery) public struct RegisterCapabilityRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "client/registerCapability"
    @_spi(Scenery) public typealias Response = JSONValue

    @_spi(Scenery) public struct Registration: Codable, Hashable, Sendable {
        @_spi(Scenery) public var id: String
        @_spi(Scenery) public var method: String
        @_spi(Scenery) public var registerOptions: JSONValue?

        @_spi(Scenery) public init(id: String, method: String, registerOptions: JSONValue?) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }

    @_spi(Scenery) public var registrations: [Registration]
    @_spi(Scenery) public init(registrations: [Registration]) { self.registrations = registrations }
}

@_spi(Scenery) public struct FileChangeType: OpenEnum {
    @_spi(Scenery) public var rawValue: Int
    @_spi(Scenery) public init(rawValue: Int) { self.rawValue = rawValue }

    @_spi(Scenery) public static let created = FileChangeType(rawValue: 1)
    @_spi(Scenery) public static let changed = FileChangeType(rawValue: 2)
    @_spi(Scenery) public static let deleted = FileChangeType(rawValue: 3)
}

/// `workspace/didChangeWatchedFiles`
@_spi(Scenery) public struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "workspace/didChangeWatchedFiles"

    @_spi(Scenery) public struct FileEvent: Codable, Hashable, Sendable {
        @_spi(Scenery) public var uri: DocumentURI
        @_spi(Scenery) public var type: FileChangeType

        @_spi(Scenery) public init(uri: DocumentURI, type: FileChangeType) {
            self.uri = uri
            self.type = type
        }
    }

    @_spi(Scenery) public var changes: [FileEvent]
    @_spi(Scenery) public init(changes: [FileEvent]) { self.changes = changes }
}

/// `workspace/didChangeConfiguration`: `settings` holds the keys of `.scenery.yml` (directly or
/// under `scenery`).
@_spi(Scenery) public struct DidChangeConfigurationNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "workspace/didChangeConfiguration"
    @_spi(Scenery) public var settings: JSONValue?
    @_spi(Scenery) public init(settings: JSONValue?) { self.settings = settings }
}

/// `window/workDoneProgress/cancel`
@_spi(Scenery) public struct WorkDoneProgressCancelNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "window/workDoneProgress/cancel"
    @_spi(Scenery) public var token: String
    @_spi(Scenery) public init(token: String) { self.token = token }
}

/// `workspace/didChangeWorkspaceFolders`
@_spi(Scenery) public struct DidChangeWorkspaceFoldersNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "workspace/didChangeWorkspaceFolders"

    @_spi(Scenery) public struct Event: Codable, Hashable, Sendable {
        @_spi(Scenery) public var added: [WorkspaceFolder]
        @_spi(Scenery) public var removed: [WorkspaceFolder]

        @_spi(Scenery) public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
            self.added = added
            self.removed = removed
        }
    }

    @_spi(Scenery) public var event: Event
    @_spi(Scenery) public init(event: Event) { self.event = event }
}
