import ProjectModel
@testable import SwiftScanner
import Testing
import TestSupport

/// What the pre-parse pass cuts: exactly the `⏩…⏪` ranges (a body's inside, or a whole function
/// declaration), each down to one space, with every other byte of the skeleton mapped back to its
/// offset in the file.
@Suite struct BodyElisionTests {
    let triggers = BodyElision.Triggers(initializerMethodName: "initialize")

    func check(_ fixture: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let bytes = Array(marked.text.utf8)
        let skeleton = BodyElision.elide(bytes, triggers: triggers)
        var expected: [UInt8] = []
        var copied = 0
        for range in marked.ranges {
            expected += bytes[copied..<range.lowerBound]
            expected += range.count > 1 ? [UInt8(ascii: " ")] : bytes[range.lowerBound..<range.upperBound]
            copied = range.upperBound
        }
        expected += bytes[copied...]
        #expect(String(decoding: skeleton.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self), sourceLocation: sourceLocation)
        // The space left of a cut body stands for the whole body; every other byte is the file's.
        for (offset, byte) in skeleton.bytes.enumerated() where byte != UInt8(ascii: " ") {
            #expect(bytes[skeleton.offsets.fileOffset(offset)] == byte, "skeleton byte \(offset)", sourceLocation: sourceLocation)
        }
        #expect(skeleton.offsets.fileOffset(skeleton.bytes.count) == bytes.count, sourceLocation: sourceLocation)
    }

    @Test func cutsBodiesThatNameNoTrigger() {
        check("""
        final class A: UIViewController {
            ⏩override func viewDidLoad() {
                super.viewDidLoad()
                title = "A"
            }⏪
            func next() {
                navigationController?.push.b(animated: true)
            }
            init() {⏩ super.init(coder: NSCoder()) ⏪}
            deinit {⏩ print("bye") ⏪}
        }
        """)
    }

    @Test func triggersCountInCodeAndInterpolationsNotInStringsOrComments() {
        check("""
        ⏩func a() { print("push me") // present
        }⏪
        func b() { print("\\(present.c(animated: true))") }
        func c() { let s = UIStoryboard(name: "Main", bundle: nil) }
        func d() { storyboard?.instantiateInitialViewController() }
        func e() { initialize(user: user) }
        ⏩func f() { initializeLater() }⏪
        """)
    }

    @Test func bracesInStringsAndCommentsDoNotEndABody() {
        check(#"""
        ⏩func a() {
            let x = "}"
            let y = #"\(}"#
            /* } /* nested } */ } */
            let z = """
                }
                """
            let w = "\(items.map { "}" })"
        }⏪
        func b() { push.c() }
        """#)
    }

    @Test func cutsWholeFunctionsFromTheirFirstAttributeOrModifierUnlessRecordedOrNamingATrigger() {
        check("""
        final class A: UIViewController {
            /// Doc comments stay.
            ⏩@IBAction
            private func tapped(_ sender: UIButton) {
                view.backgroundColor = .red
            }⏪
            ⏩@available(iOS 13, *) public static func make<T>(_ value: T) -> Int where T: Equatable { 1 }⏪
            func initialize(user: User) { self.user = user }
            static func instantiate() -> Self {⏩ fatalError() ⏪}
            func present() {⏩ print(1) ⏪}
            let mode = open
            ⏩func g() { print(2) }⏪
            var x = 1; func y() {⏩ print(3) ⏪}
            private(set) var count = 0
            ⏩private(set) func h() { print(4) }⏪
        }
        """)
    }

    @Test func keepsWhatIsNotAFunctionBody() {
        check("""
        protocol P {
            func a()
            var b: Int { get }
            init(c: Int)
            subscript(i: Int) -> Int { get }
        }
        enum Name: String {
            case main
            var fileName: String { rawValue.capitalized }
        }
        ⏩func f(x: () -> Void = { print("default") }) -> some View { Text("") }⏪
        let g = Foo.init { value in print(value) }
        """)
    }

    @Test func anUnbalancedBodyIsKept() {
        check("""
        ⏩func a() { print(1) }⏪
        func b() {
            if x {
        """)
    }

    @Test func notesWhereTheFileNamesATrigger() {
        let text = """
            final class A: UIViewController { // present
                func b() { navigationController?.push.c(animated: true) }
                let d = "create \\(storyboard)"
                func initialize(e: Int) {}
            }
            """
        let bytes = Array(text.utf8)
        let skeleton = BodyElision.elide(bytes, triggers: triggers)
        let words = skeleton.triggerOffsets.map { offset in
            String(decoding: bytes[offset...].prefix { UInt8(ascii: "a") <= $0 && $0 <= UInt8(ascii: "z") }, as: UTF8.self)
        }
        #expect(words == ["push", "storyboard", "initialize"])
    }
}
