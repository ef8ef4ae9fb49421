import Benchmark
import Dispatch
import Foundation
import LanguageServer
import ProjectGenerator
import SwiftParser
import Workspace

// Scenery on a generated app of 5,000 screens and 500 storyboards (≈34 MB of Swift, ≈36 MB of
// XML). Every benchmark reports the median (p50) and the tail of its repeated runs; the cold
// index also reports, per run, how many times faster it is than a plain parallel SwiftParser
// pass over the same Swift files, measured right after it in the same process.

// The benchmark closure runs once per sample; what a sample must not pay for (loading the
// project into a session, freeing a loaded project) happens in setup hooks or outside the
// explicit start/stop of the measurement.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 15
    )
    let fast = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 20, maxDuration: .seconds(10), maxIterations: 1_000)

    Benchmark("Cold index") { benchmark in
        let loaded = try Workspace.load(path: BenchmarkProject.shared.root, cache: nil)
        benchmark.stopMeasurement()
        blackHole(loaded)
    }

    Benchmark("Plain parallel SwiftParser pass") { _ in
        BenchmarkProject.shared.parseEverySwiftFile()
    }

    let speedup = BenchmarkMetric.custom("SwiftParser pass ÷ cold index (×100)", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark("Cold index vs SwiftParser pass", configuration: .init(metrics: [speedup], warmupIterations: 1, maxIterations: 10)) { benchmark in
        let project = BenchmarkProject.shared
        let start = DispatchTime.now().uptimeNanoseconds
        let loaded = try Workspace.load(path: project.root, cache: nil)
        let middle = DispatchTime.now().uptimeNanoseconds
        project.parseEverySwiftFile()
        let end = DispatchTime.now().uptimeNanoseconds
        blackHole(loaded)
        benchmark.measurement(speedup, Int((end - middle) * 100 / max(1, middle - start)))
    }

    Benchmark(
        "Warm start from the cache",
        closure: { benchmark in
            let loaded = try Workspace.load(path: BenchmarkProject.shared.root, cache: BenchmarkState.cache)
            benchmark.stopMeasurement()
            blackHole(loaded)
        },
        setup: { BenchmarkState.cache = BenchmarkProject.shared.filledCache() }
    )

    Benchmark(
        "Re-index after one file changes",
        configuration: fast,
        closure: { _ in
            BenchmarkState.edits += 1
            BenchmarkState.analysis.value.update(path: BenchmarkState.edited.path, bytes: BenchmarkState.edited.versions[BenchmarkState.edits % 2])
        },
        setup: { BenchmarkState.analysis.value = try Workspace.load(path: BenchmarkProject.shared.root, cache: nil).analysis }
    )

    Benchmark(
        "Completion (in process)",
        configuration: fast,
        closure: { _ in blackHole(BenchmarkState.inProcess?.completion(uri: BenchmarkState.uri)) },
        setup: { BenchmarkState.openInProcess() }
    )

    let typing = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 3, maxDuration: .seconds(20), maxIterations: 100)

    // Typing: ten changes to a screen (one per keystroke, each changing its facts), then a completion
    // request, in process. Every change is joined at once (no target: the cost of typing in a large app).
    Benchmark(
        "Ten changes, then completion (in process)",
        configuration: typing,
        closure: { _ in
            guard let session = BenchmarkState.inProcess else { return }
            for _ in 0..<10 {
                let edit = BenchmarkState.nextEdit(of: BenchmarkState.edited.texts)
                session.change(uri: BenchmarkState.uri, version: edit.version, text: edit.text)
            }
            blackHole(session.completion(uri: BenchmarkState.uri))
        },
        setup: { BenchmarkState.openInProcess() }
    )

    // The same ten changes read together, as `scenery lsp` hands over what arrived while it was busy:
    // the document is indexed once, by the last of them.
    Benchmark(
        "Ten changes read together, then completion (in process)",
        configuration: typing,
        closure: { _ in
            guard let session = BenchmarkState.inProcess else { return }
            // Texts alternate: skipping one makes the last of the ten differ from the text before them.
            BenchmarkState.edits += 1
            let changes = (0..<10).map { _ in BenchmarkState.nextEdit(of: BenchmarkState.edited.texts) }
            session.changeTogether(uri: BenchmarkState.uri, changes)
            blackHole(session.completion(uri: BenchmarkState.uri))
        },
        setup: { BenchmarkState.openInProcess() }
    )

    // One sample per save of a real change (the initializer gains or loses a parameter): the
    // saved file's diagnostics are sent first, then every other file whose diagnostics changed.
    let ownFile = BenchmarkMetric.custom("saved file's diagnostics sent (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Diagnostics published after a save",
        configuration: .init(metrics: [.wallClock, ownFile], warmupIterations: 5, maxDuration: .seconds(20), maxIterations: 200),
        closure: { benchmark in
            guard let session = BenchmarkState.inProcess else { return }
            let edit = BenchmarkState.nextEdit(of: BenchmarkState.edited.texts)
            session.change(uri: BenchmarkState.uri, version: edit.version, text: edit.text)
            benchmark.startMeasurement()
            let save = session.save(uri: BenchmarkState.uri)
            benchmark.stopMeasurement()
            guard let after = save.ownFileAfter else { return benchmark.error("no diagnostics were published for the saved file") }
            benchmark.measurement(ownFile, Int(after / 1_000))
        },
        setup: { BenchmarkState.openInProcess() }
    )

    // The same for a storyboard: a scene's Storyboard ID changes back and forth.
    Benchmark(
        "Diagnostics published after a storyboard save",
        configuration: .init(metrics: [.wallClock, ownFile], warmupIterations: 5, maxDuration: .seconds(20), maxIterations: 200),
        closure: { benchmark in
            guard let session = BenchmarkState.inProcess else { return }
            let storyboard = BenchmarkState.editedStoryboard
            let edit = BenchmarkState.nextEdit(of: storyboard.texts)
            session.change(uri: storyboard.uri, version: edit.version, text: edit.text)
            benchmark.startMeasurement()
            let save = session.save(uri: storyboard.uri)
            benchmark.stopMeasurement()
            guard let after = save.ownFileAfter else { return benchmark.error("no diagnostics were published for the saved storyboard") }
            benchmark.measurement(ownFile, Int(after / 1_000))
        },
        setup: {
            BenchmarkState.openInProcess()
            BenchmarkState.inProcess?.open(uri: BenchmarkState.editedStoryboard.uri, languageId: "xml", text: BenchmarkState.editedStoryboard.texts[0])
        }
    )

    Benchmark(
        "Completion (over stdio)",
        configuration: fast,
        closure: { _ in blackHole(try BenchmarkState.stdio?.completion(uri: BenchmarkState.uri)) },
        setup: {
            let server = try StdioSession(root: BenchmarkProject.shared.root)
            BenchmarkState.uri = server.openEditedScreen()
            BenchmarkState.stdio = server
        },
        teardown: { BenchmarkState.stdio?.shutdown() }
    )
}

/// What the benchmarks keep between samples (each benchmark runs in a process of its own).
enum BenchmarkState {
    static var cache: FactsCache?
    /// A reference, so that updating the analysis never copies it.
    static let analysis = AnalysisBox()
    static var inProcess: InProcessSession?
    static var stdio: StdioSession?
    static var uri = ""
    static var edits = 0
    static let edited = BenchmarkProject.shared.editedScreen()
    static let editedStoryboard = BenchmarkProject.shared.editedStoryboard()

    /// The next change of an edited file: its version goes up, its text alternates between two.
    static func nextEdit(of texts: [String]) -> (version: Int, text: String) {
        edits += 1
        return (edits + 1, texts[edits % 2])
    }

    static func openInProcess() {
        let session = InProcessSession(root: BenchmarkProject.shared.root)
        uri = session.openEditedScreen().uri
        inProcess = session
    }
}

final class AnalysisBox {
    var value = Analysis(configuration: ProjectConfiguration(root: "/"))
}

/// The generated project, written once per machine (the same bytes every time) and reused.
final class BenchmarkProject: Sendable {
    static let shared = BenchmarkProject()

    let root: String
    /// Every file of the project, relative to `root`, sorted.
    let generatorFiles: [String]
    let swiftFiles: [String]

    private init() {
        let screens = Int(ProcessInfo.processInfo.environment["SCENERY_BENCHMARK_SCREENS"] ?? "") ?? 5_000
        let generator = ProjectGenerator(screens: screens, storyboards: max(1, screens / 10))
        let root = FileManager.default.temporaryDirectory.path + "/scenery-benchmark-\(screens)"
        self.root = root
        let stamp = root + "/.generated"
        if !FileManager.default.fileExists(atPath: stamp) {
            try? FileManager.default.removeItem(atPath: root)
            do {
                try generator.write(to: root)
                try Data().write(to: URL(fileURLWithPath: stamp))
            } catch {
                fatalError("cannot write the benchmark project to \(root): \(error)")
            }
        }
        generatorFiles = generator.files().map(\.path).sorted()
        swiftFiles = generatorFiles.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 }
    }

    /// Read and parse every Swift file with swift-syntax, on every core: the baseline.
    func parseEverySwiftFile() {
        let files = swiftFiles
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let data = FileManager.default.contents(atPath: files[index]) else { return }
            let tree = Array(data).withUnsafeBufferPointer { Parser.parse(source: $0) }
            blackHole(tree)
        }
    }

    /// The first storyboard and a version of it whose first Storyboard ID differs.
    func editedStoryboard() -> (uri: String, texts: [String]) {
        let path = root + "/" + (generatorFiles.first { $0.hasSuffix(".storyboard") } ?? "")
        let original = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        guard let range = original.range(of: "storyboardIdentifier=\"") else { return ("file://" + path, [original, original]) }
        var edited = original
        edited.insert(contentsOf: "Renamed", at: range.upperBound)
        return ("file://" + path, [original, edited])
    }

    /// A cache folder holding the facts of the whole project.
    func filledCache() -> FactsCache {
        let cache = FactsCache(directory: FileManager.default.temporaryDirectory.path + "/scenery-benchmark-cache")
        _ = try? Workspace.load(path: root, cache: cache)
        return cache
    }

    /// A screen and two versions of it that differ in one method body and one initializer parameter.
    func editedScreen() -> (path: String, versions: [[UInt8]], texts: [String]) {
        let path = swiftFiles.first { $0.hasSuffix("/Screen0042ViewController.swift") } ?? swiftFiles[0]
        let original = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
        let edited = String(decoding: original, as: UTF8.self)
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        view.isHidden = false")
            .replacingOccurrences(of: "func initialize(", with: "func initialize(flag: Bool, ")
        return (path, [original, Array(edited.utf8)], [String(decoding: original, as: UTF8.self), edited])
    }
}

/// The language server in this process, driven through its JSON-RPC entry point.
final class InProcessSession {
    private let server: LanguageServer
    private var nextID = 1
    private let project = BenchmarkProject.shared
    /// What the server sent while handling the last message.
    private final class Box {
        var messages: [Data] = []
        /// When each message was sent (uptime in nanoseconds).
        var sentAt: [UInt64] = []
    }
    private let box: Box

    init(root: String) {
        let box = Box()
        self.box = box
        server = LanguageServer(send: { message in
            box.messages.append(message)
            box.sentAt.append(DispatchTime.now().uptimeNanoseconds)
        })
        // As editors do, the client watches files for the server (so a save does not make the
        // server look at the disk itself).
        let capabilities: [String: Any] = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
        request("initialize", ["processId": NSNull(), "rootUri": "file://" + root, "capabilities": capabilities])
        notify("initialized", [:])
        for message in box.messages {
            guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
                object["method"] as? String == "client/registerCapability", let id = object["id"]
            else { continue }
            handle(["jsonrpc": "2.0", "id": id, "result": NSNull()])
        }
    }

    @discardableResult
    private func request(_ method: String, _ params: [String: Any]) -> Data? {
        nextID += 1
        box.messages.removeAll(keepingCapacity: true)
        handle(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
        return box.messages.last
    }

    private func notify(_ method: String, _ params: [String: Any]) {
        box.messages.removeAll(keepingCapacity: true)
        box.sentAt.removeAll(keepingCapacity: true)
        handle(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func handle(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        server.handle(body: body)
    }

    /// Opens the edited screen with a `push.` typed into one method; returns its URI and two versions.
    func openEditedScreen() -> (uri: String, versions: [String]) {
        let (path, _, texts) = project.editedScreen()
        let uri = "file://" + path
        open(uri: uri, languageId: "swift", text: texts[0])
        return (uri, texts)
    }

    func open(uri: String, languageId: String, text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": languageId, "version": 1, "text": text]])
    }

    func completion(uri: String) -> Data? {
        request("textDocument/completion", ["textDocument": ["uri": uri], "position": completionPosition])
    }

    func change(uri: String, version: Int, text: String) {
        notify("textDocument/didChange", Self.changeParams(uri: uri, version: version, text: text))
    }

    /// Changes handed over in one batch, as `scenery lsp` reads messages that arrived together.
    func changeTogether(uri: String, _ changes: [(version: Int, text: String)]) {
        box.messages.removeAll(keepingCapacity: true)
        box.sentAt.removeAll(keepingCapacity: true)
        server.handle(batch: changes.compactMap { change in
            let message: [String: Any] = [
                "jsonrpc": "2.0", "method": "textDocument/didChange", "params": Self.changeParams(uri: uri, version: change.version, text: change.text),
            ]
            return try? JSONSerialization.data(withJSONObject: message)
        })
    }

    private static func changeParams(uri: String, version: Int, text: String) -> [String: Any] {
        ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]]
    }

    /// Saves; returns how many diagnostics notifications the save published and how long after
    /// the save was handed over the saved file's own diagnostics were sent (nil: they were not).
    func save(uri: String) -> (published: Int, ownFileAfter: UInt64?) {
        let start = DispatchTime.now().uptimeNanoseconds
        notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        let own = zip(box.messages, box.sentAt).first { message, _ in
            let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any]
            return (object?["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return (box.messages.count, own.map { $0.1 - start })
    }
}

/// After `navigationController?.push.` in the generated screens' `didSelectRowAt`.
let completionPosition: [String: Any] = ["line": BenchmarkProject.pushPosition.line, "character": BenchmarkProject.pushPosition.character]

extension BenchmarkProject {
    /// The position right after `push.` in Screen0042ViewController (found once, from its text).
    static let pushPosition: (line: Int, character: Int) = {
        let (_, versions, _) = shared.editedScreen()
        let lines = String(decoding: versions[0], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if let range = line.range(of: "navigationController?.push.") {
                return (number, line.utf16.distance(from: line.startIndex, to: range.upperBound))
            }
        }
        return (0, 0)
    }()
}

/// The `scenery-lsp` binary built next to this benchmark, over pipes, as an editor runs it.
final class StdioSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1

    init(root: String) throws {
        // Built next to this benchmark (it depends on the target).
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()).deletingLastPathComponent()
        process.executableURL = folder.appendingPathComponent("scenery-lsp")
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        _ = try request("initialize", ["processId": NSNull(), "rootUri": "file://" + root, "capabilities": [:]])
        send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    }

    func openEditedScreen() -> String {
        let (path, versions, _) = BenchmarkProject.shared.editedScreen()
        let uri = "file://" + path
        let document: [String: Any] = ["uri": uri, "languageId": "swift", "version": 1, "text": String(decoding: versions[0], as: UTF8.self)]
        send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": document]])
        return uri
    }

    func completion(uri: String) throws -> Data {
        try request("textDocument/completion", ["textDocument": ["uri": uri], "position": completionPosition])
    }

    func shutdown() {
        _ = try? request("shutdown", nil)
        send(["jsonrpc": "2.0", "method": "exit"])
        process.waitUntilExit()
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request and reads frames until its response (notifications on the way are skipped).
    private func request(_ method: String, _ params: [String: Any]?) throws -> Data {
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": nextID, "method": method]
        if let params { message["params"] = params }
        send(message)
        let marker = Data("\"id\":\(nextID),".utf8)
        let markerAtEnd = Data("\"id\":\(nextID)}".utf8)
        while true {
            let body = try readFrame()
            if body.range(of: marker) != nil || body.range(of: markerAtEnd) != nil { return body }
        }
    }

    private func readFrame() throws -> Data {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let headerEnd = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                    let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
                else { throw StdioError.badHeader(header) }
                if buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length {
                    let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
                    buffer = Data(buffer[(headerEnd.upperBound + length)...])
                    return Data(body)
                }
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw StdioError.closed }
            buffer.append(chunk)
        }
    }

    enum StdioError: Error {
        case badHeader(String)
        case closed
    }
}
