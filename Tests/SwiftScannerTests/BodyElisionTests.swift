@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) @testable import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// What the pre-parse pass cuts: exactly the `⏩…⏪` ranges (a body's inside, or a whole function
/// declaration), each down to one space, with every other byte of the skeleton mapped back to its
/// offset in the file.
@Suite struct BodyElisionTests {
    let triggers = BodyElision.Triggers(SwiftScanOptions())

    func check(_ fixture: String, triggers: BodyElision.Triggers? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let bytes = Array(marked.text.utf8)
        let skeleton = BodyElision.elide(bytes, triggers: triggers ?? self.triggers)
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
        check(
            """
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
        check(
            """
            ⏩func a() { print("push me") // present
            }⏪
            func b() { print("\\(present.c(animated: true))") }
            func c() { let s = UIStoryboard(name: "Main", bundle: nil) }
            func d() { storyboard?.instantiateInitialViewController() }
            func e() { initialize(user: user) }
            ⏩func f() { initializeLater() }⏪
            """)
    }

    /// The project's helpers are triggers where they are called: their names are often common
    /// words, which most bodies use otherwise.
    @Test func helpersAreTriggersWhereTheyAreCalled() {
        check(
            """
            final class A: UIViewController {
                func open(_ board: Board) { show(board.viewController(withID: .checkout), sender: nil) }
                func other(_ board: Board) { _ = board.viewController (withID: .receipt) }
                ⏩func shown() {
                    let viewController = children.first
                    viewController?.view.alpha = 1
                }⏪
            }
            """, triggers: BodyElision.Triggers(SwiftScanOptions(helperNames: ["viewController"])))
    }

    /// One of the project's classes called by its name, or one of its static members, may make a
    /// screen (`TypeCall`): the body that calls it stays, as does a stored property it is the value
    /// of; so does one that gives a hosting controller its view. Other types (a model, the platform's,
    /// the standard library's), a type named without a call and a member on the next line do not keep one.
    @Test func theProjectsClassesCalledByNameAreTriggersButNotOtherTypes() {
        check(
            """
            final class A: UIViewController {
                ⏩lazy var formatter = DateFormatter()⏪
                ⏩func reload() {
                    items.append(Model(id: 1))
                    _ = Model.placeholder(for: 2)
                }⏪
                func hosted() { show(UIHostingController(rootView: SettingsView()), sender: nil) }
                ⏩override func viewDidLoad() {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
                    label.text = String(describing: Int(3))
                    DispatchQueue.main.async { print(Date()) }
                }⏪
                ⏩func typeOnly() {
                    let type = ProfileViewController.self
                    let box = Box<Int>(1)
                    _ = Factory
                        .make()
                }⏪
                func open() { navigationController?.pushViewController(ProfileViewController(user: user), animated: true) }
                func make() -> UIViewController { SettingsViewController.instantiate() }
                func nested() { _ = Profile.EditViewController() }
                let child = ChildViewController()
            }
            """,
            triggers: BodyElision.Triggers(
                SwiftScanOptions(screenTypeNames: ["ProfileViewController", "SettingsViewController", "EditViewController", "ChildViewController"])
            ))
    }

    @Test func bracesInStringsAndCommentsDoNotEndABody() {
        check(
            #"""
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

    /// A regex literal's `"`, `//`, `/*` or `}` is no string, comment or brace; a `/` that divides
    /// (after an operand, or before a space) starts no regex.
    @Test func regexLiteralsAreReadAsSwiftReadsThem() {
        check(
            #"""
            ⏩func a(_ text: String) -> Bool {
                let star = /\/*x/
                let quote = text.contains(/a"b/)
                let brace = (/\}/, #/}"/*/#, ##/
                    // } "
                    /##)
                return text.contains(/x\//) && 4 / 2 == 2 && w/h/2 > 1
            }⏪
            func b() { push.c(); let ratio = total / count / 2 + w/h/2 }
            ⏩func c() -> Int { let half = "/*"; return 1 }⏪
            """#)
    }

    /// Only where a member starts (after `{`, `}` or a cut property): after `let mode = open` the
    /// line could continue the value, and an attribute after `{` would be left behind.
    @Test func cutsWholeFunctionsFromTheirFirstAttributeOrModifierUnlessRecordedOrNamingATrigger() {
        check(
            """
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
                func g() {⏩ print(2) ⏪}
                var x = 1; func y() {⏩ print(3) ⏪}
                ⏩private(set) var count = 0⏪
                ⏩private(set) func h() { print(4) }⏪
            }
            struct B { @objc
                func tapped() {⏩ print(5) ⏪}
            }
            """)
    }

    /// `PlainPropertyReader`'s subset, cut whole; the scanner tests check the facts it reads.
    @Test func cutsPlainStoredPropertiesFromTypeBodies() {
        check(
            """
            final class A: UIViewController {
                ⏩@IBOutlet private weak var label: UILabel!⏪
                /// Attributes and modifiers on lines of their own.
                ⏩@IBOutlet
                weak var button: UIButton!⏪
                ⏩public private(set) var count = 0⏪ // a comment after it stays
                ⏩let service: Service⏪
                ⏩var onDone: ((Bool) -> Void)?⏪
                ⏩var items: [String: [Model<Int>]] = [:]⏪
                ⏩lazy var formatter = NumberFormatter()⏪
                ⏩unowned(unsafe) var owner: Owner⏪
                ⏩@objc dynamic var ratio = 0.25⏪
                struct Nested {
                    ⏩var flag = false⏪
                }
                func initialize(user: User) { self.user = user }
                ⏩var user: User?⏪
            }
            extension A {
                ⏩var extra: Int⏪
            }
            """)
    }

    /// Each of these stays for SwiftParser, each checked first in a type body (where a member
    /// starts): outside the subset, or not delimited as the parser would delimit it.
    @Test(arguments: [
        "static let identifier: String", "class var shared: A?", "var fileName: String", "var storyboard: UIStoryboard!",
        "let nib = UINib()", "var title = \"A\"", "var mode = Mode.plain", "var mode = .plain", "var a, b: Int", "var (a, b): (Int, Int)",
        "var c: Int { 1 }", "var d: Int\n    = 5", "var d: Int // a lone CR ends the line\r    = 5", "var e: Int\n    {\n        didSet {}\n    }",
        "var f: some View", "var g: any P",
        "var h: Int; var i: Int", "var j: Int /* a comment */", "var `default`: Int", "var k: Int?.Type", "var l: Array <Int>",
        "var m:(Int)->Void", "var n =5", "var o: Int = 5 + 1", "var p: Int = compute(1)", "var q: A\n    .B", "var r: Int\n    + 1",
        "var s: Int, t: Int", "var u: (Int) throws -> Void", "@available(*, message: \"x\") var v: Int", "var w: @Sendable () -> Void",
        "weak(x) var x: A?", "private (set) var y: Int", "var ünicode: Int", "var z: Int\n    #if DEBUG", "var last: Int",
    ])
    func keepsPropertiesOutsideTheSubset(member: String) {
        // `#if` may follow a declaration; the unterminated one and the last are cut only when `}` follows.
        let expectedCut = member == "var z: Int\n    #if DEBUG"
        let body = expectedCut ? "⏩var z: Int⏪\n    #if DEBUG\n    #endif" : member
        check("final class A {\n    \(body)\n" + (member == "var last: Int" ? "" : "}") + "\n")
    }

    /// Where a member cannot be told to start, nothing is cut: after `#if`, after a property the
    /// reader left, in function bodies, accessors and closures, and at file scope.
    @Test func cutsOnlyWhereAMemberStarts() {
        check(
            """
            var global: Int
            final class A {
                var title = "A"
                var afterAValue: Int
                #if DEBUG
                var afterACondition: Int
                #endif
                func f() {
                    push.g()
                    var local: Int
                }
                ⏩var afterABody: Int⏪
                var n: Int = {
                    var inClosure: Int
                    return 1
                }()
                var c: Int {
                    var inAccessor: Int
                    func local() {⏩ print(1) ⏪}
                    return 1
                }
            }
            protocol P {
                var r: Int { get }
            }
            """)
    }

    /// Past `maximumBracketDepth`, a bracket is blanked up to its `]` (or the end, unclosed), in
    /// place: the innermost one kept reads as `[ ]`, line breaks stay, brackets in strings do not count.
    @Test func bracketsNestedTooDeepAreBlankedInPlace() {
        let depth = BodyElision.maximumBracketDepth
        let prefix = "let a = \"[[[[\" + "
        let text =
            prefix + String(repeating: "[", count: depth + 2) + "1,\n2" + String(repeating: "]", count: depth + 2)
            + "\nlet b = " + String(repeating: "[", count: depth + 1)
        let bytes = Array(text.utf8)
        let skeleton = BodyElision.elide(bytes, triggers: triggers)
        // From the bracket one level too deep (`[[1,\n2]]`), and the last, unclosed one.
        let deep = prefix.utf8.count + depth
        #expect(skeleton.deepBrackets == [deep..<(deep + 8), (bytes.count - 1)..<bytes.count])
        let expected =
            prefix + String(repeating: "[", count: depth) + "    \n   " + String(repeating: "]", count: depth)
            + "\nlet b = " + String(repeating: "[", count: depth) + " "
        #expect(String(decoding: skeleton.bytes, as: UTF8.self) == expected)
    }

    /// Past `maximumInterpolationDepth`, an interpolation is blanked from its `\` to its `)` (or the
    /// end, unclosed), in place: the string around it stays a string, and what follows is read.
    @Test func interpolationsNestedTooDeepAreBlankedInPlace() {
        let depth = BodyElision.maximumInterpolationDepth
        let prefix = "let a = " + String(repeating: "\"\\(", count: depth)
        let text =
            prefix + "\"\\(\"\\(x)\")\"" + String(repeating: ")\"", count: depth) + "\nlet b = " + String(repeating: "\"\\(", count: depth + 1) + "y"
        let bytes = Array(text.utf8)
        let skeleton = BodyElision.elide(bytes, triggers: triggers)
        // The interpolation one level too deep (`\("\(x)")`), and the last, unclosed one.
        let deep = prefix.utf8.count + 1
        let unclosed = bytes.count - 3
        #expect(skeleton.deepInterpolations == [deep..<(deep + 9), unclosed..<bytes.count])
        let expected =
            prefix + "\"         \"" + String(repeating: ")\"", count: depth) + "\nlet b = " + String(repeating: "\"\\(", count: depth) + "\"   "
        #expect(String(decoding: skeleton.bytes, as: UTF8.self) == expected)
    }

    /// Past `maximumPrefixKeywordRun` keywords in a run (whitespace, line breaks and comments
    /// between them), the rest of the run is blanked in place; a keyword in a string or after
    /// anything else starts no run, and one after the blanked run starts a new one.
    @Test func prefixKeywordRunsTooLongAreBlankedInPlace() {
        let limit = BodyElision.maximumPrefixKeywordRun
        let head = "let a = \"try try\" + " + String(repeating: "try await\n", count: limit / 2)
        let text = head + "try /* c */ unsafe // c\n x + try f()"
        let bytes = Array(text.utf8)
        let skeleton = BodyElision.elide(bytes, triggers: triggers)
        let unsafe = head.utf8.count + "try /* c */ ".utf8.count
        #expect(skeleton.runaways == [head.utf8.count..<(head.utf8.count + 3), unsafe..<(unsafe + 6)])
        #expect(String(decoding: skeleton.bytes, as: UTF8.self) == head + blank("try") + " /* c */ " + blank("unsafe") + " // c\n x + try f()")
    }

    /// Past `maximumConditionalDepth`, `#if` lines are blanked with their `#else`, `#elseif` and
    /// `#endif` lines, in place; the code they enclose stays.
    @Test func conditionalsNestedTooDeepAreBlankedInPlace() {
        let depth = BodyElision.maximumConditionalDepth
        let outer = String(repeating: "#if A\n", count: depth)
        let text = outer + "#if B && C\nlet b = 1\n#elseif D\n#else\nlet c = \"#if\"\n#endif\n" + String(repeating: "#endif\n", count: depth)
        let skeleton = BodyElision.elide(Array(text.utf8), triggers: triggers)
        let expected =
            outer + blank("#if B && C") + "\nlet b = 1\n" + blank("#elseif D") + "\n" + blank("#else") + "\nlet c = \"#if\"\n" + blank("#endif")
            + "\n"
            + String(repeating: "#endif\n", count: depth)
        #expect(String(decoding: skeleton.bytes, as: UTF8.self) == expected)
        #expect(skeleton.runaways.count == 4)
    }

    private func blank(_ text: String) -> String { String(repeating: " ", count: text.utf8.count) }

    @Test func keepsWhatIsNotAFunctionBody() {
        check(
            """
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
        check(
            """
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
