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

// MARK: Pull diagnostics

/// `textDocument/diagnostic`: the diagnostics of one file, for clients that pull them.
@_spi(Scenery) public struct DocumentDiagnosticRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "textDocument/diagnostic"
    @_spi(Scenery) public typealias Response = DocumentDiagnosticReport

    @_spi(Scenery) public var textDocument: TextDocumentIdentifier
    @_spi(Scenery) public var identifier: String?
    @_spi(Scenery) public var previousResultId: String?

    @_spi(Scenery) public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.identifier = identifier
        self.previousResultId = previousResultId
    }
}

/// A full report (`kind: "full"`, with `items`) or, when the client's `previousResultId` is still
/// current, an unchanged one (`kind: "unchanged"`, no items).
@_spi(Scenery) public struct DocumentDiagnosticReport: Codable, Hashable, Sendable {
    @_spi(Scenery) public var kind: String
    @_spi(Scenery) public var resultId: String?
    @_spi(Scenery) public var items: [Diagnostic]?

    @_spi(Scenery) public static func full(resultId: String, items: [Diagnostic]) -> Self { Self(kind: "full", resultId: resultId, items: items) }
    @_spi(Scenery) public static func unchanged(resultId: String) -> Self { Self(kind: "unchanged", resultId: resultId, items: nil) }
}

/// `workspace/diagnostic`: the diagnostics of every file that has some.
@_spi(Scenery) public struct WorkspaceDiagnosticRequest: RequestType, Hashable {
    @_spi(Scenery) public static let method = "workspace/diagnostic"
    @_spi(Scenery) public typealias Response = WorkspaceDiagnosticReport

    @_spi(Scenery) public struct PreviousResultId: Codable, Hashable, Sendable {
        @_spi(Scenery) public var uri: DocumentURI
        @_spi(Scenery) public var value: String

        @_spi(Scenery) public init(uri: DocumentURI, value: String) {
            self.uri = uri
            self.value = value
        }
    }

    @_spi(Scenery) public var identifier: String?
    @_spi(Scenery) public var previousResultIds: [PreviousResultId]

    @_spi(Scenery) public init(identifier: String? = nil, previousResultIds: [PreviousResultId]) {
        self.identifier = identifier
        self.previousResultIds = previousResultIds
    }
}

@_spi(Scenery) public struct WorkspaceDiagnosticReport: Codable, Hashable, Sendable {
    @_spi(Scenery) public var items: [WorkspaceDocumentDiagnosticReport]

    @_spi(Scenery) public init(items: [WorkspaceDocumentDiagnosticReport]) { self.items = items }
}

/// A file's report in a workspace report: its URI and version (`null` for a file not open) too.
@_spi(Scenery) public struct WorkspaceDocumentDiagnosticReport: Codable, Hashable, Sendable {
    @_spi(Scenery) public var kind: String
    @_spi(Scenery) public var resultId: String?
    @_spi(Scenery) public var items: [Diagnostic]?
    @_spi(Scenery) public var uri: DocumentURI
    @_spi(Scenery) public var version: Int?

    @_spi(Scenery) public init(_ report: DocumentDiagnosticReport, uri: DocumentURI, version: Int?) {
        kind = report.kind
        resultId = report.resultId
        items = report.items
        self.uri = uri
        self.version = version
    }

    /// `version` is required, and `null` when the file is not open.
    @_spi(Scenery) public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(resultId, forKey: .resultId)
        try container.encodeIfPresent(items, forKey: .items)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
    }
}

@_spi(Scenery) public struct DiagnosticOptions: Codable, Hashable, Sendable {
    @_spi(Scenery) public var identifier: String?
    /// A change in one file changes diagnostics in others (a storyboard's in Swift files).
    @_spi(Scenery) public var interFileDependencies: Bool
    @_spi(Scenery) public var workspaceDiagnostics: Bool

    @_spi(Scenery) public init(identifier: String?, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.identifier = identifier
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// `workspace/diagnostic/refresh` (to the client): pull again, the diagnostics changed. It has no params.
@_spi(Scenery) public struct DiagnosticRefreshRequest: ParameterlessRequest, Hashable {
    @_spi(Scenery) public static let method = "workspace/diagnostic/refresh"
    @_spi(Scenery) public typealias Response = JSONValue

    @_spi(Scenery) public init() {}
}
