import Foundation
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryJSONRPC

/// One tool: what `tools/list` says of it, and what `tools/call` does with its arguments.
struct Tool: Sendable {
    /// The work a call does on the project, its arguments read.
    typealias Work = @Sendable (inout ProjectHost) throws -> ToolOutput

    var name: String
    var title: String
    var description: String
    var inputSchema: JSONValue
    var outputSchema: JSONValue
    var effect: Effect
    /// Reads the arguments into the work; throws `ResponseError` (invalid params) when they do not fit.
    var prepare: @Sendable (JSONValue) throws -> Work

    /// A tool whose arguments are decoded into `Arguments` (a wrong one is an invalid-params error
    /// that names it).
    static func make<Arguments: Decodable & Sendable>(
        name: String, title: String, description: String, input: JSONValue, output: JSONValue, effect: Effect = .none,
        _ run: @escaping @Sendable (inout ProjectHost, Arguments) throws -> ToolOutput
    ) -> Tool {
        Tool(name: name, title: title, description: description, inputSchema: input, outputSchema: output, effect: effect) { value in
            let arguments: Arguments
            do {
                arguments = try value.decode(Arguments.self)
            } catch let error as DecodingError {
                throw ResponseError(code: ResponseError.invalidParams, message: "\(name): \(Self.sentence(error))")
            }
            return { host in try run(&host, arguments) }
        }
    }

    /// A decoding error as the argument it is about: `missing argument 'name'`.
    static func sentence(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ key: CodingKey? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            // `files[0]`, `a.b`
            return keys.reduce(into: "") { path, key in
                path += key.intValue.map { "[\($0)]" } ?? (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing argument '\(path(context, key))'"
        case .valueNotFound(_, let context): return "argument '\(path(context))' must not be null"
        case .typeMismatch(let type, let context):
            return context.codingPath.isEmpty ? "the arguments must be an object" : "argument '\(path(context))' must be \(noun(type))"
        case .dataCorrupted(let context): return "argument '\(path(context))': \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func noun(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "a boolean"
        case is [String].Type, is [Any].Type: "an array"
        default: "a \(type)"
        }
    }

    /// What a call changes on disk, for the client's hints.
    enum Effect {
        /// Nothing.
        case none
        /// The generated files, which only Scenery writes (again the same bytes when called again).
        case writesGeneratedFiles
        /// The project's own files, when the call asks to.
        case editsProjectFiles
    }

    /// As `tools/list` shows it; without what the 2025-03-26 protocol lacks (title, output schema)
    /// when `structured` is false.
    func listed(structured: Bool) -> ToolDescription {
        ToolDescription(
            name: name, title: structured ? title : nil, description: description, inputSchema: inputSchema,
            outputSchema: structured ? outputSchema : nil,
            annotations: ToolDescription.Annotations(
                readOnlyHint: effect == .none, destructiveHint: effect == .editsProjectFiles,
                idempotentHint: effect != .editsProjectFiles, openWorldHint: false
            )
        )
    }
}

/// What a call answers: a short text for people and models, and the same as structured content.
struct ToolOutput {
    var text: String
    var structured: JSONValue

    init(text: String, structured: some Encodable) {
        self.text = text
        self.structured = JSONValue(encoding: structured)
    }
}

/// A call that cannot be carried out (no such screen, a file outside the project, a refused
/// rename): a tool result with `isError`, its message the text.
struct ToolFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// An argument that must be one of a few words (an enum's raw values), refused with the list of them.
struct Choice<Value: CaseIterable & RawRepresentable<String> & Sendable>: Decodable, Sendable {
    var value: Value

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let word = try container.decode(String.self)
        guard let value = Value(rawValue: word) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(word)' is none of \(Self.words.joined(separator: ", "))")
        }
        self.value = value
    }

    static var words: [String] { Value.allCases.map(\.rawValue) }
}
