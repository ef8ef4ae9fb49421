import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace
import Testing

/// A Swift file too deep to parse in process is parsed in a child, the built `scenery` (the
/// debug build, whose SwiftParser dies or hangs on these at the sizes of issue #46).
@Suite struct ContainedParseTests {
    static let binary = packageRoot + "/.build/debug/scenery"
    static let screen = "\nfinal class HostileViewController: UIViewController {\n    func initialize(name: String) {}\n}\n"
    /// A then-branch of 1,000 nested ternaries: a debug SwiftParser overflows its stack.
    static let crashing = "let x = " + String(repeating: "a ? ", count: 1000) + "1" + String(repeating: " : 0", count: 1000) + screen
    /// 800 unclosed interpolations: its recovery looks ahead for minutes.
    static let hanging = "let s = \"" + String(repeating: "\\(", count: 800) + screen

    func run(_ text: String, seconds: Double = ContainedParse.timeout) -> Result<SwiftFileFacts, ContainedParse.Failure> {
        ContainedParse.run(executable: Self.binary, path: "/p/Hostile.swift", bytes: Array(text.utf8), options: SwiftScanOptions(), seconds: seconds)
    }

    @Test func aCrashInTheChildIsAnOutcome() {
        #expect(run(Self.crashing) == .failure(.signaled(SIGSEGV)))
    }

    @Test func aChildThatParsesTooLongIsKilled() {
        let start = Date()
        #expect(run(Self.hanging, seconds: 2) == .failure(.timedOut(2)))
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// Deep but no attack: the child's facts are those a scan here makes.
    @Test func theChildGivesTheFactsOfADeepFile() throws {
        // Ternaries: parentheses past 20 levels would meet a debug SwiftParser's nesting limit.
        let text = "let x = " + String(repeating: "a ? ", count: 50) + "1" + String(repeating: " : 0", count: 50) + Self.screen
        let facts = try run(text).get()
        #expect(facts == DeepFileScanning.scanInProcess(path: "/p/Hostile.swift", bytes: Array(text.utf8), options: SwiftScanOptions()))
        #expect(facts.types.map(\.name) == ["HostileViewController"])
    }

    @Test func aMissingExecutableIsAnOutcomeToo() {
        guard
            case .failure(.notStarted) = ContainedParse.run(
                executable: "/nonexistent/scenery", path: "/p/A.swift", bytes: [], options: SwiftScanOptions())
        else {
            Issue.record("started")
            return
        }
    }

    /// Through the index, as a project load scans: the file is `invalid-swift-file` with the
    /// reason, the project's other files are read, and the file is not kept for the cache.
    @Test func theIndexRecordsAFileWhoseParseFailedAsInvalid() throws {
        let configuration = ProjectConfiguration(root: "/p")
        var index = ProjectIndex(deepFiles: ContainedParse.through(executable: Self.binary))
        index.update(files: [
            ("/p/Hostile.swift", Array(Self.crashing.utf8)),
            ("/p/Other.swift", Array("final class OtherViewController: UIViewController {}\n".utf8)),
        ])
        let hostile = try #require(index.swiftFiles["/p/Hostile.swift"]?.facts)
        #expect(hostile.unparsedReason == "nested 1000 levels deep, its parse crashed or ran out of memory (signal 11)")
        #expect(index.unparsedPaths == ["/p/Hostile.swift"])
        #expect(index.stored.swiftFiles.keys.sorted() == ["/p/Other.swift"])
        let analysis = Analysis(configuration: configuration, index: index)
        let invalid = analysis.diagnostics().filter { $0.rule == InvalidSwiftFile.id }
        #expect(
            invalid.map(\.message) == [
                "Scenery could not parse this file: nested 1000 levels deep, its parse crashed or ran out of memory (signal 11); its screens and calls are missing"
            ])
        // Where it first nests that deep: the 1,000th `?`.
        #expect(invalid.first?.location.range == ByteRange(4006, 4007))
        #expect(analysis.snapshot.screens.map(\.name) == ["OtherViewController"])
    }

    /// Without an executable to parse in (a library, a test binary), a deep file is not parsed.
    @Test func withoutAnExecutableADeepFileIsRefused() throws {
        var index = ProjectIndex(deepFiles: .refused)
        index.update(path: "/p/Hostile.swift", bytes: Array(Self.crashing.utf8))
        let facts = try #require(index.swiftFiles["/p/Hostile.swift"]?.facts)
        #expect(facts.unparsedReason == "nested 1000 levels deep, deeper than Scenery parses in its own process (40)")
        #expect(facts.types.isEmpty && facts.hasSyntaxErrors)
        // A shallow file is scanned in process either way.
        index.update(path: "/p/Shallow.swift", bytes: Array(Self.screen.utf8))
        #expect(index.swiftFiles["/p/Shallow.swift"]?.facts.types.map(\.name) == ["HostileViewController"])
    }
}
