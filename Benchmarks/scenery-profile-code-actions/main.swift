import Foundation
import SceneryKit
import SceneryLanguageServer
import SceneryProjectGenerator

// The benchmark "Code actions at a planted problem (in process)" as a plain synchronous loop, for
// an instruction-level profiler (callgrind cannot run the benchmark harness's malloc interposer):
//   scenery-profile-code-actions plain [ITERATIONS]
// opens the benchmark's app ($TMPDIR/scenery-benchmark-SHAPE-SCREENS, written first if missing),
// opens the file of its first planted problem and asks for the code actions there ITERATIONS times
// (20 by default). `codeActions(_:)` is the function to restrict a profile to.
let arguments = CommandLine.arguments.dropFirst()
guard let shape = arguments.first.flatMap(ProjectGenerator.Shape.init(rawValue:)) else {
    FileHandle.standardError.write(Data("usage: scenery-profile-code-actions conventions|plain|homegrown [ITERATIONS]\n".utf8))
    exit(2)
}
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 20
let screens = Int(ProcessInfo.processInfo.environment["SCENERY_BENCHMARK_SCREENS"] ?? "") ?? 5_000
let generator = ProjectGenerator(screens: screens, storyboards: max(1, screens / 10), shape: shape)
let root = FileManager.default.temporaryDirectory.path + "/scenery-benchmark-\(shape.rawValue)-\(screens)"
// As the benchmark writes it: a folder without its stamp is written anew.
_ = try generator.writeOnce(to: root) { try SceneryProject.load(path: $0).generatedSource() }
guard let site = generator.plantedProblemSites.first else {
    FileHandle.standardError.write(Data("the project has no planted problem\n".utf8))
    exit(1)
}
let path = root + "/" + site.path
let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
guard let quoted = text.range(of: "\"\(site.text)\"") ?? text.range(of: site.text) else {
    FileHandle.standardError.write(Data("\(site.path) does not hold \(site.text)\n".utf8))
    exit(1)
}
let name = text.range(of: site.text, range: quoted) ?? quoted
func position(_ index: String.Index) -> [String: Int] {
    let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return ["line": text[..<index].filter { $0 == "\n" }.count, "character": text.utf16.distance(from: lineStart, to: index)]
}

final class Sent: @unchecked Sendable { var messages: [Data] = [] }
let sent = Sent()
let server = LanguageServer(send: { sent.messages.append($0) })
var nextID = 0
func send(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    server.handle(body: body)
}
func request(_ method: String, _ params: [String: Any]) -> Data? {
    nextID += 1
    sent.messages.removeAll()
    send(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
    return sent.messages.last
}
let capabilities: [String: Any] = [
    "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
    "textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]], "disabledSupport": true]],
]
_ = request("initialize", ["processId": NSNull(), "rootUri": "file://" + root, "capabilities": capabilities])
sent.messages.removeAll()
send(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
for message in sent.messages {
    guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
        object["method"] as? String == "client/registerCapability", let id = object["id"]
    else { continue }
    send(["jsonrpc": "2.0", "id": id, "result": NSNull()])
}
let languageId = site.path.hasSuffix(".swift") ? "swift" : "xml"
send([
    "jsonrpc": "2.0", "method": "textDocument/didOpen",
    "params": ["textDocument": ["uri": "file://" + path, "languageId": languageId, "version": 1, "text": text]],
])
var answer = Data()
let start = DispatchTime.now().uptimeNanoseconds
for _ in 0..<iterations {
    answer =
        request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": "file://" + path], "range": ["start": position(name.lowerBound), "end": position(name.upperBound)],
                "context": ["diagnostics": [Any]()],
            ]
        ) ?? Data()
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
print("\(iterations) code actions at \(site.rule) in \(site.path): \(String(format: "%.2f", elapsed / Double(max(1, iterations)))) ms each")
print(String(decoding: answer.prefix(600), as: UTF8.self))
