import Foundation
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import SceneryWorkspace

/// The Model Context Protocol server: lifecycle, the method table, and the project it serves.
/// Every message is one JSON-RPC body; `handle` answers a request with one body and a
/// notification with none. Messages are handled one at a time, in order.
///
/// The project is loaded at the first call that needs it (an agent's client lists the tools
/// before it asks anything), and before each later call the files changed on disk since are read
/// again (`ProjectHost.refreshFromDisk`: their stamps), so that edits the agent made between calls
/// are in the answer.
package final class MCPServer {
    /// The protocol versions Scenery speaks, newest first: a client asking for another is
    /// answered with the newest (spec: lifecycle, version negotiation).
    static let protocolVersions = ["2025-06-18", "2025-03-26"]
    /// The first version with structured tool output (`outputSchema`, `structuredContent`) and titles.
    static let structuredOutputVersion = "2025-06-18"
    /// The one version with JSON-RPC batches.
    static let batchingVersion = "2025-03-26"

    private let projectPath: String
    private let configurationFile: String?
    private let cache: FactsCache?
    private let log: (String) -> Void
    private var host: ProjectHost?
    /// The version agreed at `initialize`; nil before.
    private(set) var protocolVersion: String?

    /// A server for the project that holds `projectPath` (a folder or a file in it), configured
    /// by `configurationFile` as `--config` says (nil: its own `.scenery.yml`), starting from the
    /// facts saved in `cache` and saving them back.
    package init(projectPath: String, configurationFile: String? = nil, cache: FactsCache? = nil, log: @escaping (String) -> Void = { _ in }) {
        self.projectPath = projectPath
        self.configurationFile = configurationFile
        self.cache = cache
        self.log = log
    }

    /// The answer to one message body: a response body for a request (a result or an error),
    /// nil for a notification or a response.
    package func handle(_ body: Data) -> Data? {
        // 2025-03-26 sends several messages as one JSON array, answered with one array (2025-06-18
        // has no batches: there an array is an invalid request).
        if protocolVersion == Self.batchingVersion, body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "["),
            case .array(let messages)? = try? JSONDecoder().decode(JSONValue.self, from: body), !messages.isEmpty
        {
            // Each member one message: a batch inside a batch is no request.
            let answers = messages.compactMap { handleMessage(Data($0.jsonString.utf8)) }
            return answers.isEmpty ? nil : Data("[".utf8) + Data(answers.joined(separator: Data(",".utf8))) + Data("]".utf8)
        }
        return handleMessage(body)
    }

    private func handleMessage(_ body: Data) -> Data? {
        switch Message.decode(body) {
        case .failure(let failure):
            return Message.errorResponse(id: failure.id, error: failure.error).encoded()
        case .success(.request(let id, let method, let params)):
            do {
                return Message.response(id: id, encoding: try respond(to: method, params: params))
            } catch let error as ResponseError {
                return Message.errorResponse(id: id, error: error).encoded()
            } catch {
                return Message.errorResponse(id: id, error: ResponseError(code: ResponseError.internalError, message: "\(error)")).encoded()
            }
        case .success(.notification(let method, _)):
            // `notifications/initialized` changes nothing here, and requests are answered as they
            // come, so a `notifications/cancelled` never finds one running.
            if !method.hasPrefix("notifications/") { log("unknown notification \(method)") }
            return nil
        case .success(.response), .success(.errorResponse):
            // Scenery sends no requests: there is nothing a response could answer.
            return nil
        }
    }

    // MARK: The method table

    private func respond(to method: String, params: JSONValue?) throws -> any Encodable {
        switch method {
        case "initialize": return try initialize(decode(InitializeParams.self, from: params, for: method))
        case "ping": return JSONValue.object([:])
        default: break
        }
        guard let protocolVersion else {
            throw ResponseError(code: ResponseError.invalidRequest, message: "\(method) before initialize: the session starts with initialize")
        }
        let structured = protocolVersion >= Self.structuredOutputVersion
        switch method {
        case "tools/list": return ToolsListResult(tools: Tools.all.map { $0.listed(structured: structured) })
        case "tools/call": return try call(decode(CallToolParams.self, from: params, for: method), structured: structured)
        case "resources/list": return ResourcesListResult(resources: Resource.all.map(\.listed))
        case "resources/read": return try read(decode(ReadResourceParams.self, from: params, for: method))
        default: throw ResponseError(code: ResponseError.methodNotFound, message: "Scenery's MCP server has no method \(method)")
        }
    }

    private func decode<Params: Decodable>(_ type: Params.Type, from params: JSONValue?, for method: String) throws -> Params {
        do {
            return try (params ?? .object([:])).decode(type)
        } catch let error as DecodingError {
            throw ResponseError(code: ResponseError.invalidParams, message: "\(method): \(Tool.sentence(error))")
        }
    }

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        let version = Self.protocolVersions.contains(params.protocolVersion) ? params.protocolVersion : Self.protocolVersions[0]
        protocolVersion = version
        return InitializeResult(
            protocolVersion: version,
            serverInfo: InitializeResult.ServerInfo(
                name: "scenery", title: version >= Self.structuredOutputVersion ? "Scenery" : nil, version: SceneryVersion.current),
            instructions: Self.instructions
        )
    }

    static let instructions = """
        Scenery indexes this UIKit/AppKit project's view controllers, storyboards and xibs. Ask it instead of \
        guessing Storyboard IDs, segue identifiers or storyboard names: list_screens and describe_screen say how \
        each screen is created and the factory call to write; check reports where code and storyboards disagree, \
        with fixes as edits; rename renames an ID or a file everywhere it is written. Paths are relative to the \
        project's root; lines are one-based, columns one-based UTF-8 bytes.
        """

    private func call(_ params: CallToolParams, structured: Bool) throws -> CallToolResult {
        guard let tool = Tools.named(params.name) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "Scenery has no tool '\(params.name)'; tools/list lists them")
        }
        let work = try tool.prepare(params.arguments ?? .object([:]))
        do {
            var host = try currentHost()
            defer { self.host = host }
            let output = try work(&host)
            return CallToolResult(content: [TextContent(text: output.text)], structuredContent: structured ? output.structured : nil, isError: false)
        } catch {
            return CallToolResult(content: [TextContent(text: "\(error)")], structuredContent: nil, isError: true)
        }
    }

    private func read(_ params: ReadResourceParams) throws -> ReadResourceResult {
        guard let resource = Resource.all.first(where: { $0.uri == params.uri }) else {
            throw ResponseError(code: ResourceNotFound.code, message: "Scenery has no resource \(params.uri); resources/list lists them")
        }
        do {
            var host = try currentHost()
            defer { self.host = host }
            return ReadResourceResult(contents: [.init(uri: resource.uri, mimeType: resource.mimeType, text: try resource.read(&host))])
        } catch {
            throw ResponseError(code: ResponseError.internalError, message: "\(resource.uri): \(error)")
        }
    }

    // MARK: The project

    /// The project as it is on disk now: loaded at the first call; later, the configuration read
    /// again when it changed, and every file whose stamp changed read again.
    private func currentHost() throws -> ProjectHost {
        guard var host else {
            do {
                let loaded = try ProjectHost.load(path: projectPath, configurationFile: configurationFile, cache: cache)
                for issue in loaded.configurationIssues { log("configuration: \(issue)") }
                for error in loaded.fileErrors { log("warning: \(error)") }
                host = loaded
                return loaded
            } catch {
                throw ToolFailure("Cannot open the project at \(projectPath): \(error)")
            }
        }
        if host.configurationChangedOnDisk {
            host.reloadConfiguration()
            host.index(cache: cache)
        } else {
            for error in host.refreshFromDisk() { log("warning: \(error)") }
        }
        self.host = host
        return host
    }
}

/// MCP's error code for a resource that does not exist (spec: resources, error handling).
enum ResourceNotFound {
    static let code = -32002
}
