package struct DiagnosticSeverity: OpenEnum {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let error = DiagnosticSeverity(rawValue: 1)
    package static let warning = DiagnosticSeverity(rawValue: 2)
    package static let information = DiagnosticSeverity(rawValue: 3)
    package static let hint = DiagnosticSeverity(rawValue: 4)
}

package struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    package var location: Location
    package var message: String

    package init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

package struct Diagnostic: Codable, Hashable, Sendable {
    package var range: Range
    package var severity: DiagnosticSeverity?
    /// Scenery's codes are rule ids, always strings.
    package var code: String?
    package var source: String?
    package var message: String
    package var relatedInformation: [DiagnosticRelatedInformation]?
    package var data: JSONValue?

    package init(
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

    package init(from decoder: Decoder) throws {
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
package struct PublishDiagnosticsNotification: NotificationType, Hashable {
    package static let method = "textDocument/publishDiagnostics"
    package var uri: DocumentURI
    package var version: Int?
    package var diagnostics: [Diagnostic]

    package init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

package struct MessageType: OpenEnum {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let error = MessageType(rawValue: 1)
    package static let warning = MessageType(rawValue: 2)
    package static let info = MessageType(rawValue: 3)
    package static let log = MessageType(rawValue: 4)
}

/// `window/showMessage`
package struct ShowMessageNotification: NotificationType, Hashable {
    package static let method = "window/showMessage"
    package var type: MessageType
    package var message: String

    package init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}

/// `window/logMessage`
package struct LogMessageNotification: NotificationType, Hashable {
    package static let method = "window/logMessage"
    package var type: MessageType
    package var message: String

    package init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
