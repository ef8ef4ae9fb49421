/// `window/workDoneProgress/create` (server → client).
public struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = JSONValue

    public var token: String
    public init(token: String) { self.token = token }
}

/// `$/progress` with a work-done progress value (`begin`, `report` or `end`).
public struct ProgressNotification: NotificationType, Hashable {
    public static let method = "$/progress"

    public struct Value: Codable, Hashable, Sendable {
        public var kind: String
        public var title: String?
        public var message: String?
        public var percentage: Int?
        public var cancellable: Bool?

        public static func begin(_ title: String, cancellable: Bool = false) -> Value {
            Value(kind: "begin", title: title, message: nil, percentage: 0, cancellable: cancellable)
        }

        public static func report(_ message: String, percentage: Int) -> Value {
            Value(kind: "report", title: nil, message: message, percentage: percentage, cancellable: nil)
        }

        public static func end(_ message: String) -> Value {
            Value(kind: "end", title: nil, message: message, percentage: nil, cancellable: nil)
        }
    }

    public var token: String
    public var value: Value

    public init(token: String, value: Value) {
        self.token = token
        self.value = value
    }
}

/// `client/registerCapability` (server → client).
public struct RegisterCapabilityRequest: RequestType, Hashable {
    public static let method = "client/registerCapability"
    public typealias Response = JSONValue

    public struct Registration: Codable, Hashable, Sendable {
        public var id: String
        public var method: String
        public var registerOptions: JSONValue?

        public init(id: String, method: String, registerOptions: JSONValue?) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }

    public var registrations: [Registration]
    public init(registrations: [Registration]) { self.registrations = registrations }
}

public struct FileChangeType: OpenEnum {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let created = FileChangeType(rawValue: 1)
    public static let changed = FileChangeType(rawValue: 2)
    public static let deleted = FileChangeType(rawValue: 3)
}

/// `workspace/didChangeWatchedFiles`
public struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeWatchedFiles"

    public struct FileEvent: Codable, Hashable, Sendable {
        public var uri: DocumentURI
        public var type: FileChangeType

        public init(uri: DocumentURI, type: FileChangeType) {
            self.uri = uri
            self.type = type
        }
    }

    public var changes: [FileEvent]
    public init(changes: [FileEvent]) { self.changes = changes }
}

/// `workspace/didChangeConfiguration`: `settings` holds the keys of `.scenery.yml` (directly or
/// under `scenery`).
public struct DidChangeConfigurationNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeConfiguration"
    public var settings: JSONValue?
    public init(settings: JSONValue?) { self.settings = settings }
}

/// `window/workDoneProgress/cancel`
public struct WorkDoneProgressCancelNotification: NotificationType, Hashable {
    public static let method = "window/workDoneProgress/cancel"
    public var token: String
    public init(token: String) { self.token = token }
}
