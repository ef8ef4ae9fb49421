@_spi(Scenery) import SceneryJSONRPC

/// JSON Schema (draft 2020-12) for the tools' inputs and outputs: just the words the tools use. A
/// property not `required` may be absent (Scenery writes no `null`).
enum Schema {
    static func object(_ properties: [String: JSONValue], required: [String] = [], description: String? = nil) -> JSONValue {
        var schema: [String: JSONValue] = ["type": .string("object"), "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func array(of items: JSONValue, _ description: String? = nil) -> JSONValue {
        described(["type": .string("array"), "items": items], description)
    }

    static func string(_ description: String? = nil, oneOf values: [String]? = nil) -> JSONValue {
        var schema: [String: JSONValue] = ["type": .string("string")]
        if let values { schema["enum"] = .array(values.map(JSONValue.string)) }
        return described(schema, description)
    }

    static func integer(_ description: String? = nil, minimum: Int? = nil) -> JSONValue {
        var schema: [String: JSONValue] = ["type": .string("integer")]
        if let minimum { schema["minimum"] = .int(minimum) }
        return described(schema, description)
    }

    static func boolean(_ description: String? = nil) -> JSONValue { described(["type": .string("boolean")], description) }

    private static func described(_ schema: [String: JSONValue], _ description: String?) -> JSONValue {
        var schema = schema
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    // MARK: Shapes several tools share

    /// `{file, line, column}`: a project-relative path, a one-based line and UTF-8 byte column.
    static let place = object(["file": string(), "line": integer(minimum: 1), "column": integer(minimum: 1)], required: ["file", "line", "column"])

    /// A text edit: the range it replaces (one-based lines, UTF-8 byte columns, end exclusive) and the new text.
    static let fileEdit = object(
        [
            "file": string(), "startLine": integer(minimum: 1), "startColumn": integer(minimum: 1),
            "endLine": integer(minimum: 1), "endColumn": integer(minimum: 1), "newText": string(),
        ],
        required: ["file", "startLine", "startColumn", "endLine", "endColumn", "newText"]
    )
}
