@_spi(Scenery) import SceneryJSONRPC

// The Model Context Protocol's messages that Scenery reads and writes (spec 2025-06-18), one
// Codable type each, as JSON names them; optional fields left nil are not written.

/// `initialize`'s params: the version the client speaks (its capabilities and name are not read).
struct InitializeParams: Decodable {
    var protocolVersion: String
}

struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct Tools: Encodable {
            var listChanged = false
        }

        struct Resources: Encodable {
            var subscribe = false
            var listChanged = false
        }

        var tools = Tools()
        var resources = Resources()
    }

    struct ServerInfo: Encodable {
        var name: String
        var title: String?
        var version: String
    }

    var protocolVersion: String
    var capabilities = Capabilities()
    var serverInfo: ServerInfo
    var instructions: String?
}

/// `tools/list`'s result: every tool, on one page.
struct ToolsListResult: Encodable {
    var tools: [ToolDescription]
}

struct ToolDescription: Encodable {
    /// Hints for the client; none is a promise (spec: `ToolAnnotations`).
    struct Annotations: Encodable {
        var readOnlyHint: Bool
        var destructiveHint: Bool
        var idempotentHint: Bool
        var openWorldHint: Bool
    }

    var name: String
    var title: String?
    var description: String
    var inputSchema: JSONValue
    var outputSchema: JSONValue?
    var annotations: Annotations?
}

struct CallToolParams: Decodable {
    var name: String
    var arguments: JSONValue?
}

struct CallToolResult: Encodable {
    var content: [TextContent]
    var structuredContent: JSONValue?
    var isError: Bool
}

/// A content block of type `text`.
struct TextContent: Encodable {
    var type = "text"
    var text: String
}

/// `resources/list`'s result.
struct ResourcesListResult: Encodable {
    var resources: [ResourceDescription]
}

struct ResourceDescription: Encodable {
    var uri: String
    var name: String
    var title: String?
    var description: String?
    var mimeType: String
}

struct ReadResourceParams: Decodable {
    var uri: String
}

struct ReadResourceResult: Encodable {
    struct Contents: Encodable {
        var uri: String
        var mimeType: String
        var text: String
    }

    var contents: [Contents]
}
