import Dispatch
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// Inputs an editor hands over mid-typing or from other platforms: facts stay exact.
@Suite struct RobustnessTests {
    /// The ⏩…⏪ ranges are, in order, the names of the file's types then of its call sites.
    func check(
        _ fixture: String, lineEnding: String = "\n", hasSyntaxErrors: Bool, types expected: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let marked = MarkedText(fixture.replacingOccurrences(of: "\n", with: lineEnding))
        let facts = scan(marked)
        #expect(facts.hasSyntaxErrors == hasSyntaxErrors, sourceLocation: sourceLocation)
        #expect(facts.types.map(\.qualifiedName) == expected, sourceLocation: sourceLocation)
        #expect((facts.types.map(\.nameRange) + facts.callSites.map(\.nameRange)).sorted() == marked.ranges, sourceLocation: sourceLocation)
    }

    /// Scans `fixture` cut and whole on another thread: a hang or blow-up must fail the test rather
    /// than stall the run, so the scans get half a minute.
    func scansWithinHalfAMinute(_ fixture: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let bytes = Array(MarkedText(fixture).text.utf8)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = SwiftScanner.scan(path: "/project/File.swift", bytes: bytes)
            _ = SwiftScanner.scan(path: "/project/File.swift", bytes: bytes, elidingBodies: false)
            finished.signal()
        }
        guard finished.wait(timeout: .now() + .seconds(30)) == .success else {
            Issue.record("scanning \(what) took over 30 seconds", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    @Test func unbalancedBracesStillYieldTheTypesBeforeThem() {
        check(
            """
            struct ⏩User⏪ {}
            class ⏩ProfileViewController⏪: UIViewController {
                func initialize(user: User) {
                    if user.isAdmin {
                navigationController?.push.⏩settings⏪(animated: true)
            }
            // The unclosed `if` swallows the rest of the file, as it does for the compiler: this
            // struct is local to `initialize`, hence not reported.
            struct Later {}
            """,
            hasSyntaxErrors: true,
            types: ["User", "ProfileViewController"]
        )
    }

    /// SwiftParser's time doubles with each level of `[` (about a second at 22, hours at 40):
    /// what nests deeper than `maximumBracketDepth` is blanked, in code, in a kept body, in an
    /// interpolation and in an unclosed bracket alike, and the rest of the file is still read.
    @Test func bracketsNestedFortyDeepAreNotHandedToTheParser() {
        let opened = String(repeating: "[", count: 40)
        let deep = opened + "1" + String(repeating: "]", count: 40)
        let fixture = """
            let matrix = \(deep)
            let text = "\\(\(deep))"
            final class ⏩Screen⏪: UIViewController {
                var grid: \(opened)Int\(String(repeating: "]", count: 40))
                func open() {
                    let cells = \(deep)
                    navigationController?.push.⏩settings⏪(animated: true)
                }
            }
            let unclosed = \(opened)
            """
        guard scansWithinHalfAMinute(fixture, "brackets nested 40 deep") else { return }
        check(fixture, hasSyntaxErrors: true, types: ["Screen"])
    }

    /// Generic arguments nested 1,500 deep, or 5,000 function arrows in a row, would overflow
    /// SwiftParser's stack (the process dies): the line is blanked past the budget, and the rest
    /// of the file is read.
    @Test(arguments: [
        "let x: " + String(repeating: "Array<", count: 1500) + "Int" + String(repeating: ">", count: 1500) + " = []",
        "let f: " + String(repeating: "(Int) -> ", count: 5000) + "Int = { _ in 0 }",
    ])
    func runawayNestingOnALineIsNotHandedToTheParser(_ line: String) {
        let facts = SwiftScanner.scan(path: "/project/File.swift", bytes: Array((line + "\nfinal class After: UIViewController {}\n").utf8))
        #expect(facts.types.map(\.name) == ["After"])
        // Real code keeps its generics and arrows.
        let plain = "let map: Dictionary<String, Array<Set<Int>>> = [:]\nlet f: (Int) -> (Int) -> Int = { a in { b in a + b } }\n"
        #expect(!SwiftScanner.scan(path: "/project/Plain.swift", bytes: Array((String(repeating: plain, count: 40)).utf8)).hasSyntaxErrors)
    }

    /// Spread over lines, one level a line, the same nesting overflows SwiftParser's stack just as
    /// well (a debug build at 3,000 lines of `Array<`, 20,000 of `(Int) ->`), and so do 20,000
    /// comparisons in one list, which SwiftParser looks ahead into as generic arguments. A line
    /// break, spaces, a comment holding `>` or a placeholder do not end it: from the level past the
    /// budget, each line is blanked, the file has a syntax error on the first of them, and the rest
    /// of the file is read.
    @Test(arguments: [
        ("let x: " + String(repeating: "Array<\n", count: 3_000) + "Int" + String(repeating: ">", count: 3_000) + " = []", 65),
        ("let x: " + String(repeating: "Array <\n", count: 3_000) + "Int", 65),
        ("let x: " + String(repeating: "Array</* > */\n", count: 3_000) + "Int", 65),
        ("let x: " + String(repeating: "Array<<#T#>,\n", count: 3_000) + "Int", 65),
        ("let s = \"\"\"\n\\(x as " + String(repeating: "Array<\n", count: 3_000) + "Int)\n\"\"\"", 66),
        ("let f: " + String(repeating: "(Int) ->\n", count: 20_000) + "Int = { _ in 0 }", 65),
        ("let l = [\n" + String(repeating: "a < b,\n", count: 20_000) + "]", 66),
    ])
    func runawayNestingOverLinesIsNotHandedToTheParser(_ shape: (text: String, line: Int)) {
        let bytes = Array((shape.text + "\nfinal class After: UIViewController {}\n").utf8)
        let facts = SwiftScanner.scan(path: "/project/File.swift", bytes: bytes)
        #expect(facts.types.map(\.name) == ["After"])
        let error = facts.firstSyntaxError?.lowerBound ?? 0
        #expect(bytes[..<error].count(where: { $0 == UInt8(ascii: "\n") }) + 1 == shape.line)
    }

    /// What stays far below the budget however long the file: comparisons, shifts and arrows in
    /// statements, conditions, calls, comments and strings; requirements and properties with
    /// arrows and generics, one after the other; a function of 70 closure parameters; generic
    /// arguments over lines. Nothing is cut, whether bodies are elided or not.
    @Test func realCodeWithManyAnglesAndArrowsIsNotCut() {
        let statements = """
                    x = a < b
                    if x<y { z() }
                    guard a < b, c<d else { return }
                    let c = a << 2 <= b >> 1
                    foo(a < b, c > d)
                    for i in 0..<n where i < m {}
                    // a -> b < c <<
                    let s = "<<<->"
                    let t = \"\"\"
                        Array<Array<
                        \\(a < b) -> \\(f { $0 < $1 })
                        \"\"\"
                    _ = a < b

            """
        let requirements = """
                func a(_ x: Int) -> Array<Dictionary<String, (Int) -> Void>>
                static func < (lhs: Self, rhs: Self) -> Bool
                associatedtype Element: Collection<Set<Int>> where Element.Index == Int

            """
        let properties = "    let onTap: () -> Void\n    var transform: (Int) -> (Int) -> Int\n"
        let closures = (1...70).map { "    _ f\($0): (Int) throws -> Void,\n" }.joined()
        let fixture = """
            protocol ⏩Shapes⏪ {
            \(String(repeating: requirements, count: 100))}
            struct ⏩Handlers⏪ {
            \(String(repeating: properties, count: 100))}
            func callbacks(
            \(closures)) {}
            let map: Dictionary<
                String,
                Array<Set<Int>>
            > = [:]
            final class ⏩Screen⏪: UIViewController {
                func open(a: Int, b: Int) -> Bool {
            \(String(repeating: statements, count: 100))        navigationController?.push.⏩settings⏪(animated: true)
                    return a < b
                }
            }
            """
        check(fixture, hasSyntaxErrors: false, types: ["Shapes", "Handlers", "Screen"])
        #expect(!SwiftScanner.scan(path: "/project/File.swift", bytes: Array(MarkedText(fixture).text.utf8), elidingBodies: false).hasSyntaxErrors)
    }

    /// String interpolations nested 5,000 deep cost SwiftParser's lexer time and memory by the
    /// square of the nesting: past `maximumInterpolationDepth` they are blanked, on one line or
    /// spread over a multi-line string's lines, and the rest of the file is read.
    @Test(arguments: [("\"\\(", ")\""), ("\"\"\"\n\\(", ")\n\"\"\"")])
    func interpolationsNestedFiveThousandDeepAreNotHandedToTheParser(_ level: (open: String, close: String)) {
        let fixture =
            "let text = " + String(repeating: level.open, count: 5_000) + "1" + String(repeating: level.close, count: 5_000)
            + "\nfinal class ⏩Screen⏪: UIViewController {}\n"
        guard scansWithinHalfAMinute(fixture, "interpolations nested 5,000 deep") else { return }
        check(fixture, hasSyntaxErrors: false, types: ["Screen"])
    }

    /// SwiftParser recurses once per prefix keyword (`try`, `await`, `unsafe`, `consume`, `copy`,
    /// `repeat each`…) and per `#if` level, whatever its nesting limit: 20,000 of them, on one line or
    /// over many, would overflow its stack (the process dies). Past the budget they are blanked,
    /// and the rest of the file is read.
    @Test(arguments: [
        "let x = " + String(repeating: "try ", count: 20_000) + "a",
        "let x = " + String(repeating: "await\n", count: 20_000) + "a",
        "let x = " + String(repeating: "unsafe /* */ ", count: 20_000) + "a",
        "let x = " + String(repeating: "repeat each ", count: 20_000) + "a",
        "func f() { present(a); _ = " + String(repeating: "consume ", count: 20_000) + "a }",
        String(repeating: "#if A\n", count: 20_000) + String(repeating: "#endif\n", count: 20_000),
    ])
    func runawayKeywordsAndConditionalsAreNotHandedToTheParser(_ text: String) {
        let facts = SwiftScanner.scan(path: "/project/File.swift", bytes: Array((text + "\nfinal class After: UIViewController {}\n").utf8))
        #expect(facts.types.map(\.name) == ["After"])
    }

    @Test func aHalfTypedCallAtTheEndOfTheFileIsNotACallYet() {
        check(
            """
            class ⏩HomeViewController⏪: UIViewController {
                func open() {
                    navigationController?.push.
            """,
            hasSyntaxErrors: true,
            types: ["HomeViewController"]
        )
    }

    @Test func crlfLineEndingsKeepByteRangesExact() {
        check(
            """
            // Windows line endings\r
            final class ⏩Screen⏪: UIViewController {
                func open() { UIViewController.create.⏩settings⏪() }
            }
            """.replacingOccurrences(of: "\r", with: ""),
            lineEnding: "\r\n",
            hasSyntaxErrors: false,
            types: ["Screen"]
        )
    }

    @Test func nonASCIITextBeforeADeclarationKeepsByteRangesExact() {
        check(
            """
            let café = "🎉 naïve — ünïcödé"
            let 🐶 = "dog"
            class ⏩Écran⏪: UIViewController {
                func open() { present.⏩ajouté⏪(animated: true) }
            }
            """,
            hasSyntaxErrors: false,
            types: ["Écran"]
        )
    }

    @Test func generatedFilesAreScannedAndFlagged() {
        let generated = scan(MarkedText("\n// Generated by Scenery — do not edit.\nextension UIViewController { struct Create {} }\n"))
        #expect(generated.isGenerated)
        #expect(generated.types.map(\.qualifiedName) == ["UIViewController.Create"])
        #expect(scan(MarkedText("// GENERATED BY SCENERY\n")).isGenerated)
        #expect(!scan(MarkedText("import UIKit\n// generated by Scenery\n")).isGenerated)
        #expect(!scan(MarkedText("// Hand-written.\n")).isGenerated)
    }

    @Test func emptyAndBinaryInputYieldEmptyFacts() {
        let empty = SwiftScanner.scan(path: "/p/Empty.swift", bytes: [])
        #expect(empty == SwiftFileFacts(path: "/p/Empty.swift"))
        let binary = SwiftScanner.scan(path: "/p/Binary.swift", bytes: [0, 0xFF, 0xFE, 0x80, 0x7B])
        #expect(binary.types.isEmpty && binary.callSites.isEmpty)
        #expect(binary.hasSyntaxErrors)
    }
}
