public struct DiagnosticSeverity: OpenEnum {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let error = DiagnosticSeverity(rawValue: 1)
    public static let warning = DiagnosticSeverity(rawValue: 2)
    public static let information = DiagnosticSeverity(rawValue: 3)
    public static let hint = DiagnosticSeverity(rawValue: 4)
}

public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

public struct Diagnostic: Codable, Hashable, Sendable {
    public var range: Range
    public var severity: DiagnosticSeverity?
    /// Scenery's codes are rule ids, always strings.
    public var code: String?
    public var source: String?
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?
    public var data: JSONValue?

    public init(
        range: Range, severity: DiagnosticSeverity? = nil, code: String? = nil, source: String? = nil, message: String,
        relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
        self.data = data
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        range = try container.decode(Range.self, forKey: .range)
        severity = try container.decodeIfPresent(DiagnosticSeverity.self, forKey: .severity)
        // Other servers' diagnostics may come back in a codeAction context with numeric codes.
        switch try container.decodeIfPresent(JSONValue.self, forKey: .code) {
        case .string(let string)?: code = string
        case .int(let number)?: code = String(number)
        default: code = nil
        }
        source = try container.decodeIfPresent(String.self, forKey: .source)
        message = try container.decode(String.self, forKey: .message)
        relatedInformation = try container.decodeIfPresent([DiagnosticRelatedInformation].self, forKey: .relatedInformation)
        data = try container.decodeIfPresent(JSONValue.self, forKey: .data)
    }
}

/// `textDocument/publishDiagnostics`: replaces the file's diagnostics; an empty list clears them.
public struct PublishDiagnosticsNotification: NotificationType, Hashable {
    public static let method = "textDocument/publishDiagnostics"
    public var uri: DocumentURI
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

public struct MessageType: OpenEnum {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let error = MessageType(rawValue: 1)
    public static let warning = MessageType(rawValue: 2)
    public static let info = MessageType(rawValue: 3)
    public static let log = MessageType(rawValue: 4)
}

/// `window/showMessage`
public struct ShowMessageNotification: NotificationType, Hashable {
    public static let method = "window/showMessage"
    public var type: MessageType
    public var message: String

    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}

/// `window/logMessage`
public struct LogMessageNotification: NotificationType, Hashable {
    public static let method = "window/logMessage"
    public var type: MessageType
    public var message: String

    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
