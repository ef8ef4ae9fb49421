@_spi(Scenery) import SceneryJSONRPC

@_spi(Scenery) public struct DiagnosticSeverity: OpenEnum {
    @_spi(Scenery) public var rawValue: Int
    @_spi(Scenery) public init(rawValue: Int) { self.rawValue = rawValue }

    @_spi(Scenery) public static let error = DiagnosticSeverity(rawValue: 1)
    @_spi(Scenery) public static let warning = DiagnosticSeverity(rawValue: 2)
    @_spi(Scenery) public static let information = DiagnosticSeverity(rawValue: 3)
    @_spi(Scenery) public static let hint = DiagnosticSeverity(rawValue: 4)
}

@_spi(Scenery) public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    @_spi(Scenery) public var location: Location
    @_spi(Scenery) public var message: String

    @_spi(Scenery) public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

@_spi(Scenery) public struct Diagnostic: Codable, Hashable, Sendable {
    @_spi(Scenery) public var range: Range
    @_spi(Scenery) public var severity: DiagnosticSeverity?
    /// Scenery's codes are rule ids, always strings.
    @_spi(Scenery) public var code: String?
    @_spi(Scenery) public var source: String?
    @_spi(Scenery) public var message: String
    @_spi(Scenery) public var relatedInformation: [DiagnosticRelatedInformation]?
    @_spi(Scenery) public var data: JSONValue?

    @_spi(Scenery) public init(
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

    @_spi(Scenery) public init(from decoder: Decoder) throws {
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
@_spi(Scenery) public struct PublishDiagnosticsNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/publishDiagnostics"
    @_spi(Scenery) public var uri: DocumentURI
    @_spi(Scenery) public var version: Int?
    @_spi(Scenery) public var diagnostics: [Diagnostic]

    @_spi(Scenery) public init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

@_spi(Scenery) public struct MessageType: OpenEnum {
    @_spi(Scenery) public var rawValue: Int
    @_spi(Scenery) public init(rawValue: Int) { self.rawValue = rawValue }

    @_spi(Scenery) public static let error = MessageType(rawValue: 1)
    @_spi(Scenery) public static let warning = MessageType(rawValue: 2)
    @_spi(Scenery) public static let info = MessageType(rawValue: 3)
    @_spi(Scenery) public static let log = MessageType(rawValue: 4)
}

/// `window/showMessage`
@_spi(Scenery) public struct ShowMessageNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "window/showMessage"
    @_spi(Scenery) public var type: MessageType
    @_spi(Scenery) public var message: String

    @_spi(Scenery) public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}

/// `window/logMessage`
@_spi(Scenery) public struct LogMessageNotification: NotificationType, Hashable {
    @_spi(Scenery) public static let method = "window/logMessage"
    @_spi(Scenery) public var type: MessageType
    @_spi(Scenery) public var message: String

    @_spi(Scenery) public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
