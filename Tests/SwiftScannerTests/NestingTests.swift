import Foundation
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// The pre-scan that keeps what SwiftParser may crash or hang on out of the process
/// (`SwiftScanner.scan(path:bytes:options:maximumNesting:)`): none of these is parsed here, as a
/// debug build's SwiftParser dies of the first and hangs on the others.
@Suite struct NestingTests {
    /// The depth the pre-scan measures; nil when the file is parsed.
    func depth(_ text: String, within maximum: Int = SwiftScanner.maximumNestingInProcess) -> Int? {
        switch SwiftScanner.scan(path: "/project/File.swift", bytes: Array(text.utf8), maximumNesting: maximum) {
        case .scanned: nil
        case .tooDeep(let depth, _, _): depth
        }
    }

    /// The sizes at which the debug build died or hung (issue #46), and the shapes of every kind of
    /// bracket and operator, deeper than the limit, are not parsed in process (but `[`, which
    /// `BodyElision` blanks past 6 levels, so that it is no deeper when SwiftParser reads it).
    @Test func whatSwiftParserCrashesOrHangsOnIsTooDeep() {
        let deep = 1000
        let cases = [
            // A then-branch of nested ternaries overflowed a debug SwiftParser's stack (an 8 KB line).
            "let x = " + String(repeating: "a ? ", count: deep) + "1" + String(repeating: " : 0", count: deep),
            // Unclosed interpolations and key-path calls kept its recovery busy for minutes.
            "let s = \"" + String(repeating: "\\(", count: 800),
            "let k = " + String(repeating: "\\.a(", count: 800),
            "let p = " + String(repeating: "(", count: deep),
            "let c = " + String(repeating: "{ ", count: deep),
            "let g: " + String(repeating: "A<", count: 60) + String(repeating: "(", count: deep),
            // Over lines, one level a line.
            "let x =\n" + String(repeating: "a ?\n", count: deep) + "1" + String(repeating: "\n: 0", count: deep),
        ]
        for text in cases {
            let measured = depth(text)
            #expect(measured.map { $0 > SwiftScanner.maximumNestingInProcess } == true, "\(text.prefix(40))…: \(String(describing: measured))")
        }
    }

    /// Each kind counts, and closes: balanced code as deep as the limit is parsed, one level more is not.
    @Test func theLimitIsTheDeepestNestingOfAllKindsTogether() {
        let limit = SwiftScanner.maximumNestingInProcess
        let half = limit / 2
        let mixed =
            "let x = " + String(repeating: "f(", count: half) + String(repeating: "a ? ", count: limit - half) + "1"
            + String(repeating: " : 0", count: limit - half) + String(repeating: ")", count: half)
        #expect(depth(mixed) == nil)
        #expect(depth("let y = [(" + mixed.dropFirst(8) + ")]") == limit + 2)
        #expect(depth("let b = " + String(repeating: "[", count: 1000)) == nil)
        // Balanced: the depth is each statement's own, not a sum over the file.
        #expect(depth(String(repeating: mixed + "\n", count: 50)) == nil)
        // Optional chaining and optional types are no ternaries; a dictionary's `:` closes none.
        #expect(depth("let o = a?.b?.c ?? d\nlet t: Int? = [\"k\": 1][\"k\"]\n") == nil)
        #expect(depth("let o = (a?.b ?? c) ? d : e", within: 0) == 1)
        // Strings and comments hold no code.
        #expect(depth("let s = \"" + String(repeating: "(", count: 100) + "\" // " + String(repeating: "[", count: 100)) == nil)
        // The generic arguments ParseBudget follows count as they nest.
        #expect(depth("let g: " + String(repeating: "A<", count: limit + 1) + "B" + String(repeating: ">", count: limit + 1) + " = a") == limit + 1)
    }

    /// Where the file nests deepest is where `invalid-swift-file` reports it.
    @Test func theOffsetIsWhereTheFileFirstNestsThatDeep() throws {
        let text = "struct A {}\nlet p = " + String(repeating: "(", count: 50)
        let bytes = Array(text.utf8)
        guard case .tooDeep(let depth, let offset, _) = SwiftScanner.scan(path: "/p/F.swift", bytes: bytes, maximumNesting: 10) else {
            Issue.record("not too deep")
            return
        }
        #expect(depth == 50)
        #expect(offset == bytes.count - 1)
    }

    /// Code is written far shallower: every Swift file of the example apps and of the packages
    /// Scenery builds with (swift-syntax, ArgumentParser, Yams) is parsed in process.
    @Test func writtenCodeIsShallowEnoughToParseInProcess() throws {
        let folders = ["Examples", "Sources", "Tests", ".build/checkouts"].map { packageRoot + "/" + $0 }
        var deepest = (depth: 0, path: "")
        var count = 0
        for folder in folders {
            let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
            for path in paths {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
                count += 1
                guard case .tooDeep(let depth, _, _) = SwiftScanner.scan(path: path, bytes: bytes, maximumNesting: -1), depth > deepest.depth else {
                    continue
                }
                deepest = (depth, folder + "/" + path)
            }
        }
        #expect(count > 500)
        #expect(deepest.depth <= SwiftScanner.maximumNestingInProcess, "\(deepest.path) nests \(deepest.depth) deep")
        print("The deepest of \(count) Swift files nests \(deepest.depth) deep: \(deepest.path)")
    }
}
