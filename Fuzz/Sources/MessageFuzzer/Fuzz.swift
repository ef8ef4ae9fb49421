import Foundation
@_spi(Scenery) import SceneryJSONRPC
import SceneryLanguageServer

/// Over what a client may send, three properties. Framing: the framer finds the same messages and
/// errors however the stream is split (the low four bits of the first byte pick the chunk size).
/// Decoding: every message it finds that decodes is decoded the same again from its own encoding
/// (ids, methods, params, results and errors survive the server's JSON writer). Dispatch: the
/// messages, handed to a `LanguageServer` batch by batch as `scenery lsp` does, on a copy of
/// Examples/Showcase, get exactly one response each (a request, or a message that does not decode)
/// up to `exit`, and nothing traps. Bit 4 of the first byte sends `initialize` and `initialized` first.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let chunkSize = Int(data[0] % 16) + 1
    let stream = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = framed(stream, chunkSize: stream.count + 1)
    let chunked = framed(stream, chunkSize: chunkSize)
    guard whole.flatMap(\.self) == chunked.flatMap(\.self) else {
        fatalError("Split into chunks of \(chunkSize), the stream frames differently:\n\(whole)\n\(chunked)")
    }
    for case .message(let body) in whole.flatMap(\.self) {
        guard case .success(let message) = Message.decode(body) else { continue }
        let again = Message.decode(message.encoded())
        guard case .success(message) = again else {
            fatalError("A decoded message does not survive its encoding:\n\(message)\n\(again)")
        }
    }
    let batches = chunked.map { found in found.compactMap { if case .message(let body) = $0 { body } else { nil } } }
    dispatch(batches, initializeFirst: data[0] & 0x10 != 0)
    return 0
}

/// The messages found after each chunk, in order: what `LanguageServerMain` hands over as one batch.
private func framed(_ stream: [UInt8], chunkSize: Int) -> [[FramedMessage]] {
    var framer = MessageFramer(maximumContentLength: 1 << 20)
    var batches: [[FramedMessage]] = []
    var offset = 0
    repeat {
        framer.append(stream[offset..<min(offset + chunkSize, stream.count)])
        offset += chunkSize
        var batch: [FramedMessage] = []
        while let next = framer.next() { batch.append(next) }
        batches.append(batch)
    } while offset < stream.count
    return batches
}

private func dispatch(_ input: [[Data]], initializeFirst: Bool) {
    let project = Project.shared
    project.reset()
    var batches = input.map { $0.map(project.aimed) }
    if initializeFirst {
        let initialize = #"{"jsonrpc":"2.0","id":"fuzz-initialize","method":"initialize","params":{"capabilities":{}}}"#
        batches.insert([project.aimed(Data(initialize.utf8)), Data(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)], at: 0)
    }
    final class Sent { var bodies: [Data] = [] }
    let sent = Sent()
    let server = LanguageServer(send: { sent.bodies.append($0) })
    for batch in batches where server.exitCode == nil {
        server.handle(batch: batch)
    }
    // As `scenery lsp` does when the client does not answer the request that holds the other messages.
    while server.exitCode == nil, server.awaitedRequest != nil {
        server.stopAwaitingClient()
    }
    var expected: [RequestID?: Int] = [:]
    expecting: for body in batches.flatMap(\.self) {
        switch Message.decode(body) {
        case .failure(let failure): expected[failure.id, default: 0] += 1
        case .success(.request(let id, _, _)): expected[id, default: 0] += 1
        case .success(.notification("exit", _)): break expecting
        case .success: break
        }
    }
    var answered: [RequestID?: Int] = [:]
    for body in sent.bodies {
        switch Message.decode(body) {
        case .success(.response(let id, _)): answered[id, default: 0] += 1
        case .success(.errorResponse(let id, _)): answered[id, default: 0] += 1
        case .success(.request), .success(.notification): break
        case .failure(let failure):
            fatalError("The server sent a message that does not decode (\(failure)):\n\(String(decoding: body, as: UTF8.self))")
        }
    }
    guard answered == expected else {
        fatalError("Requests and responses do not pair up: expected \(expected), answered \(answered)")
    }
}

/// Where `Project` keeps its copy and its facts cache; removed when the fuzzer exits normally.
private let projectFolder = NSTemporaryDirectory() + "scenery-message-fuzz-\(getpid())"

/// A copy of Examples/Showcase in a temporary folder, put back as it was before each input (a generate
/// command may write into it), with a facts cache of its own beside it.
private final class Project: @unchecked Sendable {
    static let shared = Project()

    let root: String
    let uri: String
    private let source: String

    private init() {
        root = projectFolder + "/Showcase"
        uri = URL(fileURLWithPath: root).absoluteString
        // Fuzz/Sources/MessageFuzzer/Fuzz.swift → Examples/Showcase.
        source =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples/Showcase").standardizedFileURL.path
        setenv("SCENERY_CACHE_DIR", projectFolder + "/cache", 1)
        atexit { try? FileManager.default.removeItem(atPath: projectFolder) }
    }

    func reset() {
        try? FileManager.default.removeItem(atPath: root)
        do {
            try FileManager.default.createDirectory(atPath: (root as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: root)
        } catch {
            fatalError("Cannot copy \(source) to \(root): \(error)")
        }
    }

    /// The body with the transcripts' `${ROOT}` made this project's URI, and an `initialize` (or a
    /// folder added by `workspace/didChangeWorkspaceFolders`) pointed at this project whatever
    /// folder it names: indexing `/` would only time the fuzzer out.
    func aimed(_ body: Data) -> Data {
        let text = String(decoding: body, as: UTF8.self)
        guard text.contains("${ROOT}") || text.contains("initialize") || text.contains("didChangeWorkspaceFolders") else { return body }
        let substituted = Data(text.replacingOccurrences(of: "${ROOT}", with: uri).utf8)
        if case .success(.notification("workspace/didChangeWorkspaceFolders", let params)) = Message.decode(substituted) {
            var event: [String: JSONValue] = [:]
            if case .object(let fields)? = params?["event"] { event = fields }
            if case .array(let added)? = event["added"] {
                event["added"] = .array(added.map { _ in .object(["uri": .string(uri), "name": .string("fuzz")]) })
            }
            return Message.notification(method: "workspace/didChangeWorkspaceFolders", params: .object(["event": .object(event)])).encoded()
        }
        guard case .success(.request(let id, "initialize", let params)) = Message.decode(substituted) else { return substituted }
        var object: [String: JSONValue] = [:]
        if case .object(let fields)? = params { object = fields }
        object["rootUri"] = .string(uri)
        object["rootPath"] = nil
        object["workspaceFolders"] = nil
        object["processId"] = nil
        return Message.request(id: id, method: "initialize", params: .object(object)).encoded()
    }
}
