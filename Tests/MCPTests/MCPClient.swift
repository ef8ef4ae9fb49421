import Foundation
@testable import SceneryMCP
import SceneryTestSupport
import Testing

/// Drives an `MCPServer` in process, one JSON-RPC message at a time, on a fixture project written
/// to a temporary folder (removed when the client goes).
final class MCPClient {
    let root: String
    let server: MCPServer
    private var nextID = 1

    /// A server on `literal`'s files, initialized at `protocolVersion` unless nil.
    init(_ literal: String = MCPTests.project, protocolVersion: String? = "2025-06-18") throws {
        root = try Fixture.written(literal, prefix: "scenery-mcp")
        server = MCPServer(projectPath: root)
        if let protocolVersion {
            let response = request(
                "initialize", ["protocolVersion": protocolVersion, "capabilities": [:], "clientInfo": ["name": "tests", "version": "1"]])
            precondition(response["result"] != nil, "initialize failed: \(response)")
            precondition(send(["jsonrpc": "2.0", "method": "notifications/initialized"]) == nil, "a notification was answered")
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The server's answer to a message body, decoded; nil when it answers nothing.
    func send(_ body: Data) -> [String: Any]? {
        server.handle(body).map { answer in
            precondition(!answer.contains(UInt8(ascii: "\n")), "an answer holds a newline: it would break the stdio transport")
            return (try? JSONSerialization.jsonObject(with: answer) as? [String: Any]) ?? ["unparsable": String(decoding: answer, as: UTF8.self)]
        }
    }

    func send(_ message: [String: Any]) -> [String: Any]? {
        send((try? JSONSerialization.data(withJSONObject: message)) ?? Data())
    }

    /// The response to a request.
    func request(_ method: String, _ params: [String: Any]? = nil) -> [String: Any] {
        var message: [String: Any] = ["jsonrpc": "2.0", "id": nextID, "method": method]
        nextID += 1
        if let params { message["params"] = params }
        return send(message) ?? [:]
    }

    /// `tools/call`'s result (`content`, `structuredContent`, `isError`); the JSON-RPC error instead when there is one.
    func call(_ tool: String, _ arguments: [String: Any] = [:]) -> [String: Any] {
        let response = request("tools/call", ["name": tool, "arguments": arguments])
        return response["result"] as? [String: Any] ?? response
    }

    /// A successful call's structured content; a failed call is an issue of the test, and answers nothing.
    func structured(_ tool: String, _ arguments: [String: Any] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any] {
        let result = call(tool, arguments)
        guard result["isError"] as? Bool == false else {
            Issue.record("\(tool) failed: \(result)", sourceLocation: sourceLocation)
            return [:]
        }
        return result["structuredContent"] as? [String: Any] ?? [:]
    }

    func path(_ name: String) -> String { root + "/" + name }

    func contents(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

    func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path(name))) }
}

extension [String: Any] {
    /// The text of a tool result's first content block.
    var text: String { ((self["content"] as? [[String: Any]])?.first?["text"] as? String) ?? "" }

    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
}
