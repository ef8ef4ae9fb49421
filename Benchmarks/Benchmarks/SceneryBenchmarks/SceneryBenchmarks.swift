import Benchmark
import Dispatch
import Foundation
import SceneryKit
import SceneryLanguageServer
import SceneryProjectGenerator
import SwiftParser

// Scenery on three generated apps of 5,000 screens and 500 storyboards (≈36 MB of XML each): one
// whose screens follow Scenery's conventions and one in plain UIKit, with none (≈34 MB of Swift
// each), and one whose screens adopt the app's own protocols, with large bodies, extensions in files
// of their own and many segues (≈59 MB). Every benchmark runs on each and is named after the app's
// shape: "Cold index (conventions)", "Cold index (plain)", "Cold index (homegrown)". Every benchmark
// reports the median (p50) and the tail of its repeated runs;
// the cold index also reports, per run, how many times faster it is than a plain parallel
// SwiftParser pass over the same Swift files, measured right after it in the same process.

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
    for shape in ProjectGenerator.Shape.allCases {
        registerBenchmarks(on: shape)
    }
}

/// Each benchmark runs in a process of its own, which writes or opens the project of its shape.
func registerBenchmarks(on shape: ProjectGenerator.Shape) {
    func name(_ title: String) -> String { "\(title) (\(shape.rawValue))" }
    let fast = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 20, maxDuration: .seconds(10), maxIterations: 1_000)

    Benchmark(name("Cold index")) { benchmark in
        let loaded = try SceneryProject.load(path: BenchmarkProject.of(shape).root)
        benchmark.stopMeasurement()
        blackHole(loaded)
    }

    Benchmark(name("Plain parallel SwiftParser pass")) { _ in
        BenchmarkProject.of(shape).parseEverySwiftFile()
    }

    let speedup = BenchmarkMetric.custom("SwiftParser pass ÷ cold index (×100)", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark(name("Cold index vs SwiftParser pass"), configuration: .init(metrics: [speedup], warmupIterations: 1, maxIterations: 10)) { benchmark in
        let project = BenchmarkProject.of(shape)
        let start = DispatchTime.now().uptimeNanoseconds
        let loaded = try SceneryProject.load(path: project.root)
        let middle = DispatchTime.now().uptimeNanoseconds
        project.parseEverySwiftFile()
        let end = DispatchTime.now().uptimeNanoseconds
        blackHole(loaded)
        benchmark.measurement(speedup, Int((end - middle) * 100 / max(1, middle - start)))
    }

    Benchmark(
        name("Warm start from the cache"),
        closure: { benchmark in
            let loaded = try SceneryProject.load(path: BenchmarkProject.of(shape).root, usingCache: true)
            benchmark.stopMeasurement()
            blackHole(loaded)
        },
        setup: { BenchmarkProject.of(shape).fillCache() }
    )

    Benchmark(
        name("Re-index after one file changes"),
        configuration: fast,
        closure: { _ in
            let edited = BenchmarkProject.of(shape).editedScreen
            BenchmarkState.edits += 1
            BenchmarkState.project.value?.update(path: edited.path, contents: edited.versions[BenchmarkState.edits % 2])
        },
        setup: { BenchmarkState.project.value = try SceneryProject.load(path: BenchmarkProject.of(shape).root) }
    )

    // The quick fixes at a planted problem, each checked against the whole project before it is
    // offered (`Analysis.verdicts`): applied to a copy through the incremental join, the files it
    // reaches checked again.
    Benchmark(
        name("Code actions at a planted problem (in process)"),
        configuration: fast,
        closure: { _ in blackHole(BenchmarkState.inProcess?.codeActions(at: BenchmarkProject.of(shape).plantedFinding)) },
        setup: { BenchmarkState.openPlantedFinding(BenchmarkProject.of(shape)) }
    )

    Benchmark(
        name("Completion (in process)"),
        configuration: fast,
        closure: { _ in blackHole(BenchmarkState.inProcess?.completion(uri: BenchmarkState.uri)) },
        setup: { BenchmarkState.openInProcess(BenchmarkProject.of(shape)) }
    )

    let typing = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 3, maxDuration: .seconds(20), maxIterations: 100)

    // Typing: ten changes to a screen (one per keystroke, each changing its facts), then a completion
    // request, in process. Every change is joined at once (no target: the cost of typing in a large app).
    Benchmark(
        name("Ten changes, then completion (in process)"),
        configuration: typing,
        closure: { _ in
            guard let session = BenchmarkState.inProcess else { return }
            for _ in 0..<10 {
                let edit = BenchmarkState.nextEdit(of: BenchmarkProject.of(shape).editedScreen.texts)
                session.change(uri: BenchmarkState.uri, version: edit.version, text: edit.text)
            }
            blackHole(session.completion(uri: BenchmarkState.uri))
        },
        setup: { BenchmarkState.openInProcess(BenchmarkProject.of(shape)) }
    )

    // The same ten changes read together, as `scenery lsp` hands over what arrived while it was busy:
    // the document is indexed once, by the last of them.
    Benchmark(
        name("Ten changes read together, then completion (in process)"),
        configuration: typing,
        closure: { _ in
            guard let session = BenchmarkState.inProcess else { return }
            // Texts alternate: skipping one makes the last of the ten differ from the text before them.
            BenchmarkState.edits += 1
            let changes = (0..<10).map { _ in BenchmarkState.nextEdit(of: BenchmarkProject.of(shape).editedScreen.texts) }
            session.changeTogether(uri: BenchmarkState.uri, changes)
            blackHole(session.completion(uri: BenchmarkState.uri))
        },
        setup: { BenchmarkState.openInProcess(BenchmarkProject.of(shape)) }
    )

    // One sample per save of a real change (`ProjectGenerator.Shape.changed`): the saved file's
    // diagnostics are sent first, then every other file whose diagnostics changed.
    let ownFile = BenchmarkMetric.custom("saved file's diagnostics sent (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        name("Diagnostics published after a save"),
        configuration: .init(metrics: [.wallClock, ownFile], warmupIterations: 5, maxDuration: .seconds(20), maxIterations: 200),
        closure: { benchmark in
            guard let session = BenchmarkState.inProcess else { return }
            let edit = BenchmarkState.nextEdit(of: BenchmarkProject.of(shape).editedScreen.texts)
            session.change(uri: BenchmarkState.uri, version: edit.version, text: edit.text)
            benchmark.startMeasurement()
            let save = session.save(uri: BenchmarkState.uri)
            benchmark.stopMeasurement()
            guard let after = save.ownFileAfter else { return benchmark.error("no diagnostics were published for the saved file") }
            benchmark.measurement(ownFile, Int(after / 1_000))
        },
        setup: { BenchmarkState.openInProcess(BenchmarkProject.of(shape)) }
    )

    // The same for a storyboard: a scene's Storyboard ID changes back and forth.
    Benchmark(
        name("Diagnostics published after a storyboard save"),
        configuration: .init(metrics: [.wallClock, ownFile], warmupIterations: 5, maxDuration: .seconds(20), maxIterations: 200),
        closure: { benchmark in
            guard let session = BenchmarkState.inProcess else { return }
            let storyboard = BenchmarkProject.of(shape).editedStoryboard
            let edit = BenchmarkState.nextEdit(of: storyboard.texts)
            session.change(uri: storyboard.uri, version: edit.version, text: edit.text)
            benchmark.startMeasurement()
            let save = session.save(uri: storyboard.uri)
            benchmark.stopMeasurement()
            guard let after = save.ownFileAfter else { return benchmark.error("no diagnostics were published for the saved storyboard") }
            benchmark.measurement(ownFile, Int(after / 1_000))
        },
        setup: {
            let project = BenchmarkProject.of(shape)
            BenchmarkState.openInProcess(project)
            BenchmarkState.inProcess?.open(uri: project.editedStoryboard.uri, languageId: "xml", text: project.editedStoryboard.texts[0])
        }
    )

    // One file changed, three ways, each measured from the change's first message to the last
    // diagnostics it sends (the index updated, every affected file checked and sent): an edit
    // inside a method body saved, a new screen's file created (and, next sample, deleted) outside
    // the editor, a Storyboard ID renamed in a storyboard saved. The messages are encoded before
    // the measurement, as the client writes them: decoding them is the server's work, writing them is not.
    let oneChange = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 5, maxDuration: .seconds(20), maxIterations: 300)
    Benchmark(
        name("One file changed: a body edit saved → affected files' diagnostics sent"),
        configuration: oneChange,
        closure: { benchmark in
            guard let session = BenchmarkState.inProcess else { return }
            let edit = BenchmarkState.nextEdit(of: BenchmarkProject.of(shape).editedScreen.bodyEdits)
            let messages = session.changeAndSave(uri: BenchmarkState.uri, version: edit.version, text: edit.text)
            benchmark.startMeasurement()
            session.handle(messages)
        },
        setup: { BenchmarkState.openInProcess(BenchmarkProject.of(shape)) }
    )
    // The language server's first publication checks every file on its own, recording what each
    // file's diagnostics read (`ProjectDiagnostics`), so that no later change pays for it: measured
    // with the index before it, from `initialized` to the diagnostics sent; then the first change.
    let once = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 5)
    Benchmark(name("Index and first diagnostics published (in process)"), configuration: once) { _ in
        blackHole(InProcessSession(project: BenchmarkProject.of(shape)))
    }
    Benchmark(name("First change after the index: a body edit saved → affected files' diagnostics sent"), configuration: once) { benchmark in
        let session = InProcessSession(project: BenchmarkProject.of(shape))
        let uri = session.openEditedScreen().uri
        let edit = BenchmarkState.nextEdit(of: BenchmarkProject.of(shape).editedScreen.bodyEdits)
        let messages = session.changeAndSave(uri: uri, version: edit.version, text: edit.text)
        benchmark.startMeasurement()
        session.handle(messages)
        benchmark.stopMeasurement()
        blackHole(session)
    }

    Benchmark(
        name("One file changed: a new screen created or deleted → affected files' diagnostics sent"),
        configuration: oneChange,
        closure: { benchmark in
            guard let session = BenchmarkState.inProcess else { return }
            let project = BenchmarkProject.of(shape)
            BenchmarkState.edits += 1
            let creates = BenchmarkState.edits % 2 == 1
            // The file is written or removed before the measurement, as the editor's file watcher reports it after.
            if creates {
                FileManager.default.createFile(atPath: project.newScreen.path, contents: Data(project.newScreen.text.utf8))
            } else {
                try? FileManager.default.removeItem(atPath: project.newScreen.path)
            }
            benchmark.startMeasurement()
            session.filesChanged([(uri: "file://" + project.newScreen.path, type: creates ? 1 : 3)])
        },
        setup: { BenchmarkState.openInProcess(BenchmarkProject.of(shape)) },
        teardown: { try? FileManager.default.removeItem(atPath: BenchmarkProject.of(shape).newScreen.path) }
    )
    Benchmark(
        name("One file changed: a Storyboard ID renamed and saved → affected files' diagnostics sent"),
        configuration: oneChange,
        closure: { benchmark in
            guard let session = BenchmarkState.inProcess else { return }
            let storyboard = BenchmarkProject.of(shape).editedStoryboard
            let edit = BenchmarkState.nextEdit(of: storyboard.texts)
            let messages = session.changeAndSave(uri: storyboard.uri, version: edit.version, text: edit.text)
            benchmark.startMeasurement()
            session.handle(messages)
        },
        setup: {
            let project = BenchmarkProject.of(shape)
            BenchmarkState.openInProcess(project)
            BenchmarkState.inProcess?.open(uri: project.editedStoryboard.uri, languageId: "xml", text: project.editedStoryboard.texts[0])
        }
    )

    Benchmark(
        name("Completion (over stdio)"),
        configuration: fast,
        closure: { _ in blackHole(try BenchmarkState.stdio?.completion(uri: BenchmarkState.uri)) },
        setup: {
            let server = try StdioSession(project: BenchmarkProject.of(shape))
            BenchmarkState.uri = server.openEditedScreen()
            BenchmarkState.stdio = server
        },
        teardown: { BenchmarkState.stdio?.shutdown() }
    )

    registerCommandLineBenchmarks(on: shape)
}

/// What the benchmarks keep between samples (each benchmark runs in a process of its own).
enum BenchmarkState {
    /// A reference, so that updating the project never copies it.
    static let project = ProjectBox()
    static var inProcess: InProcessSession?
    static var stdio: StdioSession?
    static var uri = ""
    static var edits = 0

    /// The next change of an edited file: its version goes up, its text alternates between two.
    static func nextEdit(of texts: [String]) -> (version: Int, text: String) {
        edits += 1
        return (edits + 1, texts[edits % 2])
    }

    static func openPlantedFinding(_ project: BenchmarkProject) {
        let session = InProcessSession(project: project)
        let finding = project.plantedFinding
        session.open(uri: finding.uri, languageId: finding.languageId, text: finding.text)
        inProcess = session
    }

    static func openInProcess(_ project: BenchmarkProject) {
        let session = InProcessSession(project: project)
        uri = session.openEditedScreen().uri
        inProcess = session
    }
}

final class ProjectBox {
    var value: SceneryProject?
}

extension ProjectGenerator.Shape {
    /// Where completion is asked in the edited screen: after `push.` (the generated factories), or
    /// in a Storyboard ID literal (the storyboard's scenes).
    var completionAnchor: String {
        switch self {
        case .conventions: return "navigationController?.push."
        case .plain: return "instantiateViewController(withIdentifier: \""
        case .homegrown: return "performSegue(withIdentifier: \""
        }
    }

    /// A screen's text after a real change: its initializer method gains a parameter, or the
    /// screen a dependency.
    func changed(_ screen: String) -> String {
        switch self {
        case .conventions: return screen.replacingOccurrences(of: "func initialize(", with: "func initialize(flag: Bool, ")
        case .plain: return screen.replacingOccurrences(of: "    private var items: [", with: "    var flag: Bool!\n    private var items: [")
        case .homegrown: return screen.replacingOccurrences(of: "    var items: [", with: "    var flag: Bool!\n    var items: [")
        }
    }
}

/// A generated project, written once per machine (the same bytes every time) and reused.
final class BenchmarkProject: Sendable {
    /// Made when a benchmark first asks for it: a benchmark's process needs one shape only.
    static let conventions = BenchmarkProject(shape: .conventions)
    static let plain = BenchmarkProject(shape: .plain)
    static let homegrown = BenchmarkProject(shape: .homegrown)

    static func of(_ shape: ProjectGenerator.Shape) -> BenchmarkProject {
        switch shape {
        case .conventions: return conventions
        case .plain: return plain
        case .homegrown: return homegrown
        }
    }

    let root: String
    /// Every file of the project, relative to `root`, sorted.
    let generatorFiles: [String]
    let swiftFiles: [String]
    /// A screen and two versions of it that differ in one method body and in its facts
    /// (`Shape.changed`), and two that differ in one method body only.
    let editedScreen: (path: String, versions: [[UInt8]], texts: [String], bodyEdits: [String])
    /// A screen of its own file that the project does not have, and where it goes.
    let newScreen: (path: String, text: String)
    /// The first storyboard and a version of it whose first Storyboard ID differs.
    let editedStoryboard: (uri: String, texts: [String])
    /// Where completion is asked in the edited screen (`Shape.completionAnchor`), as an LSP position.
    let completionPosition: [String: Int]
    /// The first planted problem (`ProjectGenerator.plantedProblemSites`): its file, that file's
    /// text and language, and the LSP range of the name it is reported on.
    let plantedFinding: (uri: String, languageId: String, text: String, range: [String: [String: Int]])

    private init(shape: ProjectGenerator.Shape) {
        let screens = Int(ProcessInfo.processInfo.environment["SCENERY_BENCHMARK_SCREENS"] ?? "") ?? 5_000
        let generator = ProjectGenerator(screens: screens, storyboards: max(1, screens / 10), shape: shape)
        let root = FileManager.default.temporaryDirectory.path + "/scenery-benchmark-\(shape.rawValue)-\(screens)"
        self.root = root
        do {
            generatorFiles = try generator.writeOnce(to: root) { try SceneryProject.load(path: $0).generatedSource() }
        } catch {
            fatalError("cannot write the benchmark project to \(root): \(error)")
        }
        swiftFiles = generatorFiles.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 }
        (editedScreen, completionPosition) = Self.editedScreen(in: swiftFiles, shape: shape)
        newScreen = (
            root + "/"
                + (generatorFiles.first { $0.hasSuffix("ViewController.swift") }.map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) } ?? "")
                + "/BenchmarkAddedViewController.swift",
            "import UIKit\n\nfinal class BenchmarkAddedViewController: UIViewController {\n    var account: Account!\n}\n"
        )
        editedStoryboard = Self.editedStoryboard(root + "/" + (generatorFiles.first { $0.hasSuffix(".storyboard") } ?? ""))
        plantedFinding = Self.plantedFinding(generator.plantedProblemSites.first, root: root)
    }

    private static func plantedFinding(
        _ site: ProjectGenerator.PlantedProblem?, root: String
    ) -> (uri: String, languageId: String, text: String, range: [String: [String: Int]]) {
        guard let site else { fatalError("the benchmark project has no planted problem") }
        let path = root + "/" + site.path
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        // The name as written in quotes (an attribute's value, a literal), else anywhere.
        guard let quoted = text.range(of: "\"\(site.text)\"") ?? text.range(of: site.text) else {
            fatalError("\(site.path) does not hold \(site.text)")
        }
        let name = text.range(of: site.text, range: quoted) ?? quoted
        func position(_ index: String.Index) -> [String: Int] {
            let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            return ["line": text[..<index].filter { $0 == "\n" }.count, "character": text.utf16.distance(from: lineStart, to: index)]
        }
        let languageId = site.path.hasSuffix(".swift") ? "swift" : "xml"
        return ("file://" + path, languageId, text, ["start": position(name.lowerBound), "end": position(name.upperBound)])
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

    private static func editedStoryboard(_ path: String) -> (uri: String, texts: [String]) {
        let original = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        guard let range = original.range(of: "storyboardIdentifier=\"") else { return ("file://" + path, [original, original]) }
        var edited = original
        edited.insert(contentsOf: "Renamed", at: range.upperBound)
        return ("file://" + path, [original, edited])
    }

    /// Fills a cache folder of its own with the facts of the whole project.
    func fillCache() {
        setenv("SCENERY_CACHE_DIR", FileManager.default.temporaryDirectory.path + "/scenery-benchmark-cache", 1)
        _ = try? SceneryProject.load(path: root, usingCache: true)
    }

    /// Screen0042ViewController, or the first screen after it with the completion anchor; its two
    /// versions, and the position right after the anchor.
    private static func editedScreen(
        in swiftFiles: [String], shape: ProjectGenerator.Shape
    ) -> (screen: (path: String, versions: [[UInt8]], texts: [String], bodyEdits: [String]), completion: [String: Int]) {
        let screens = swiftFiles.filter { $0.hasSuffix("ViewController.swift") }
        let start = screens.firstIndex { $0.hasSuffix("/Screen0042ViewController.swift") } ?? 0
        for path in screens[start...] + screens[..<start] {
            let original = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
            let text = String(decoding: original, as: UTF8.self)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: shape.completionAnchor) else { continue }
                let bodyEdited = text.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        view.isHidden = false")
                let edited = shape.changed(bodyEdited)
                let position = ["line": number, "character": line.utf16.distance(from: line.startIndex, to: range.upperBound)]
                return ((path, [original, Array(edited.utf8)], [text, edited], [text, bodyEdited]), position)
            }
        }
        fatalError("no screen of the benchmark project has \(shape.completionAnchor)")
    }
}

/// The language server in this process, driven through its JSON-RPC entry point.
final class InProcessSession {
    private let server: LanguageServer
    private var nextID = 1
    private let project: BenchmarkProject
    /// What the server sent while handling the last message.
    private final class Box {
        var messages: [Data] = []
        /// When each message was sent (uptime in nanoseconds).
        var sentAt: [UInt64] = []
    }
    private let box: Box

    init(project: BenchmarkProject) {
        self.project = project
        let box = Box()
        self.box = box
        server = LanguageServer(send: { message in
            box.messages.append(message)
            box.sentAt.append(DispatchTime.now().uptimeNanoseconds)
        })
        // As editors do, the client watches files for the server (so a save does not make the
        // server look at the disk itself).
        let capabilities: [String: Any] = [
            "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
            "textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]], "disabledSupport": true]],
        ]
        request("initialize", ["processId": NSNull(), "rootUri": "file://" + project.root, "capabilities": capabilities])
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
        if let body = Self.notification(method, params) { server.handle(body: body) }
    }

    private func handle(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        server.handle(body: body)
    }

    /// A change of `uri`'s whole text, then its save: the two messages as a client writes them.
    func changeAndSave(uri: String, version: Int, text: String) -> [Data] {
        [
            Self.notification("textDocument/didChange", Self.changeParams(uri: uri, version: version, text: text)),
            Self.notification("textDocument/didSave", ["textDocument": ["uri": uri]]),
        ].compactMap { $0 }
    }

    /// A notification's body, as a client writes it.
    private static func notification(_ method: String, _ params: [String: Any]) -> Data? {
        try? JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "method": method, "params": params] as [String: Any])
    }

    /// Messages handled one at a time, as they arrive apart.
    func handle(_ bodies: [Data]) {
        for body in bodies { server.handle(body: body) }
    }

    /// Opens the edited screen; returns its URI and two versions.
    func openEditedScreen() -> (uri: String, versions: [String]) {
        let (path, _, texts, _) = project.editedScreen
        let uri = "file://" + path
        open(uri: uri, languageId: "swift", text: texts[0])
        return (uri, texts)
    }

    func open(uri: String, languageId: String, text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": languageId, "version": 1, "text": text]])
    }

    func completion(uri: String) -> Data? {
        request("textDocument/completion", ["textDocument": ["uri": uri], "position": project.completionPosition])
    }

    /// The code actions of the range of a finding, with no diagnostics of the client's: the server takes those it published.
    func codeActions(at finding: (uri: String, languageId: String, text: String, range: [String: [String: Int]])) -> Data? {
        request("textDocument/codeAction", ["textDocument": ["uri": finding.uri], "range": finding.range, "context": ["diagnostics": []]])
    }

    /// Files changed on disk, as the editor's file watcher reports them (1 created, 2 changed, 3 deleted).
    func filesChanged(_ changes: [(uri: String, type: Int)]) {
        notify("workspace/didChangeWatchedFiles", ["changes": changes.map { ["uri": $0.uri, "type": $0.type] }])
    }

    func change(uri: String, version: Int, text: String) {
        notify("textDocument/didChange", Self.changeParams(uri: uri, version: version, text: text))
    }

    /// Changes handed over in one batch, as `scenery lsp` reads messages that arrived together.
    func changeTogether(uri: String, _ changes: [(version: Int, text: String)]) {
        box.messages.removeAll(keepingCapacity: true)
        box.sentAt.removeAll(keepingCapacity: true)
        server.handle(
            batch: changes.compactMap { Self.notification("textDocument/didChange", Self.changeParams(uri: uri, version: $0.version, text: $0.text)) }
        )
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

/// The `scenery-lsp` binary built next to this benchmark, over pipes, as an editor runs it.
final class StdioSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1
    private let project: BenchmarkProject

    init(project: BenchmarkProject) throws {
        self.project = project
        // Built next to this benchmark (it depends on the target).
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()).deletingLastPathComponent()
        process.executableURL = folder.appendingPathComponent("scenery-lsp")
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        _ = try request("initialize", ["processId": NSNull(), "rootUri": "file://" + project.root, "capabilities": [:]])
        send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    }

    func openEditedScreen() -> String {
        let (path, versions, _, _) = project.editedScreen
        let uri = "file://" + path
        let document: [String: Any] = ["uri": uri, "languageId": "swift", "version": 1, "text": String(decoding: versions[0], as: UTF8.self)]
        send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": document]])
        return uri
    }

    func completion(uri: String) throws -> Data {
        try request("textDocument/completion", ["textDocument": ["uri": uri], "position": project.completionPosition])
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
