import Foundation
@_spi(Scenery) import SceneryJSONRPC
import SceneryLanguageServer
@_spi(Scenery) import SceneryWorkspace

/// Deeply nested Swift of every bracket and operator kind, pasted into an open file of a project
/// served by a `LanguageServer`: the server must answer the next request, and, once the file is
/// shallow again, find its screen. Each pair of input bytes nests one shape (the first byte picks
/// it, the second how many times, up to 2,040, and whether it is closed), so the fuzzer mixes
/// shapes at depths on both sides of `SwiftScanner.maximumNestingInProcess`: what the pre-scan
/// shows shallow is parsed in this process, where a crash or hang is the fuzzer's finding; the
/// rest in a child of the built `scenery` (`$SCENERY_BINARY`, else the main package's debug build),
/// which may die or time out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = nested(Array(UnsafeBufferPointer(start: data, count: size)))
    Server.shared.check(pasting: text)
    return 0
}

/// An opener, what closes it, and whether it must stand in a string.
private let shapes: [(open: String, close: String)] = [
    ("(", ")"), ("[", "]"), ("{ ", " }"), ("\"\\(", ")\""), ("a ? ", " : 0"), ("A<", ">"), ("\\.a(", ")"), ("f(", ")"),
    ("[a: ", "]"), ("try ", ""), ("await ", ""), ("!(", ")"), ("x.map { ", " }"), ("(Int) -> ", ""), ("#if A\n", "\n#endif\n"),
    ("a ?? (", ")"), ("\\(", ")"), ("{ $0 ", " }"), ("(a, ", ")"), ("a ? 0 : ", ""), ("[", ", 1]"), ("<", ">"),
]

private func nested(_ bytes: [UInt8]) -> String {
    var prefix = ""
    var suffix = ""
    var index = 0
    while index + 1 < bytes.count, prefix.utf8.count < 1 << 16 {
        let shape = shapes[Int(bytes[index]) % shapes.count]
        let count = Int(bytes[index + 1] & 0x7f) * 16 + 1
        let closed = bytes[index + 1] & 0x80 == 0
        prefix += String(repeating: shape.open, count: count)
        if closed { suffix = String(repeating: shape.close, count: count) + suffix }
        index += 2
    }
    return "let x = " + prefix + "1" + suffix + "\n"
}

/// The project's folder; removed when the fuzzer exits normally.
private let projectFolder = NSTemporaryDirectory() + "scenery-nesting-fuzz-\(getpid())"

private let screen = "final class PastedViewController: UIViewController {\n    func initialize(name: String) {}\n}\n"

/// One server over a project of one screen, its file opened once and changed by each input.
private final class Server: @unchecked Sendable {
    static let shared = Server()

    private let folder = projectFolder
    private let uri: String
    private let server: LanguageServer
    private final class Sent { var bodies: [Data] = [] }
    private let sent = Sent()
    private var version = 1
    private var nextID = 1

    private init() {
        let binary =
            ProcessInfo.processInfo.environment["SCENERY_BINARY"]
            // Fuzz/Sources/NestingFuzzer/Fuzz.swift → .build/debug/scenery of the main package.
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../.build/debug/scenery").standardizedFileURL
            .path
        if FileManager.default.isExecutableFile(atPath: binary) { ContainedParse.register(executable: binary) }
        let file = folder + "/Sources/App/Pasted.swift"
        do {
            try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.1\n".utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
            try Data(screen.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            fatalError("Cannot write the project at \(folder): \(error)")
        }
        setenv("SCENERY_CACHE_DIR", folder + "/cache", 1)
        atexit { try? FileManager.default.removeItem(atPath: projectFolder) }
        uri = URL(fileURLWithPath: file).absoluteString
        let sent = sent
        server = LanguageServer(send: { sent.bodies.append($0) })
        _ = request(
            "initialize", ["processId": .null, "rootUri": .string(URL(fileURLWithPath: folder).absoluteString), "capabilities": .object([:])])
        notify("initialized", [:])
        notify(
            "textDocument/didOpen",
            ["textDocument": .object(["uri": .string(uri), "languageId": .string("swift"), "version": .int(1), "text": .string(screen)])])
    }

    func check(pasting text: String) {
        change(to: text + screen)
        _ = request("workspace/symbol", ["query": .string("Pasted")])
        change(to: screen)
        let found = request("workspace/symbol", ["query": .string("Pasted")])
        guard case .array(let symbols)? = found, symbols.count == 1 else {
            fatalError("Once the pasted text is gone, the screen is not found again: \(String(describing: found))")
        }
    }

    private func change(to text: String) {
        version += 1
        notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                "contentChanges": .array([.object(["text": .string(text)])]),
            ])
    }

    private func notify(_ method: String, _ params: [String: JSONValue]) {
        server.handle(body: Message.notification(method: method, params: .object(params)).encoded())
    }

    /// The result of the request's one response; a trap when it gets none, or an error.
    private func request(_ method: String, _ params: [String: JSONValue]) -> JSONValue? {
        nextID += 1
        let id = RequestID.number(nextID)
        sent.bodies.removeAll()
        server.handle(body: Message.request(id: id, method: method, params: .object(params)).encoded())
        let answers = sent.bodies.compactMap { body -> Message? in
            guard case .success(let message) = Message.decode(body) else { return nil }
            switch message {
            case .response(id, _), .errorResponse(id, _): return message
            default: return nil
            }
        }
        guard answers.count == 1, case .response(_, let result) = answers[0] else {
            fatalError("\(method) got \(answers.count) responses: \(answers)")
        }
        return result
    }
}
