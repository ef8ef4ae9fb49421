import ProjectModel
@testable import SwiftScanner
import Testing
import TestSupport

/// Which bodies the pre-parse pass blanks: exactly the `⏩…⏪` ranges, offsets and newlines kept.
@Suite struct BodyElisionTests {
    func check(_ fixture: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let bytes = Array(marked.text.utf8)
        let skeleton = BodyElision.elide(bytes, triggers: .init(initializerMethodName: "initialize")) ?? bytes
        #expect(skeleton.count == bytes.count, sourceLocation: sourceLocation)
        let whitespace: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n")]
        for (offset, (original, elided)) in zip(bytes, skeleton).enumerated() {
            let marked = marked.ranges.contains { $0.lowerBound <= offset && offset < $0.upperBound }
            if marked {
                #expect(whitespace.contains(original) || elided == UInt8(ascii: " "), "kept byte \(offset)", sourceLocation: sourceLocation)
            } else {
                #expect(original == elided, "blanked byte \(offset)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func blanksBodiesThatNameNoTrigger() {
        check("""
        final class A: UIViewController {
            override func viewDidLoad() {⏩
                super.viewDidLoad()
                title = "A"
            ⏪}
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
        func a() {⏩ print("push me") // present
        ⏪}
        func b() { print("\\(present.c(animated: true))") }
        func c() { let s = UIStoryboard(name: "Main", bundle: nil) }
        func d() { storyboard?.instantiateInitialViewController() }
        func e() { initialize(user: user) }
        func f() {⏩ initializeLater() ⏪}
        """)
    }

    @Test func bracesInStringsAndCommentsDoNotEndABody() {
        check(#"""
        func a() {⏩
            let x = "}"
            let y = #"\(}"#
            /* } /* nested } */ } */
            let z = """
                }
                """
            let w = "\(items.map { "}" })"
        ⏪}
        func b() { push.c() }
        """#)
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
        func f(x: () -> Void = { print("default") }) -> some View {⏩ Text("") ⏪}
        let g = Foo.init { value in print(value) }
        """)
    }

    @Test func anUnbalancedBodyIsKept() {
        check("""
        func a() {⏩ print(1) ⏪}
        func b() {
            if x {
        """)
    }
}
