@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Most of a view controller's bytes are function bodies, and most bodies hold nothing Scenery
/// records. Before parsing, a quick lexical pass cuts the inside of every function, initializer
/// and deinitializer body that names none of the `triggers` down to one space, so swift-syntax
/// parses a skeleton a fraction of the file's size (its lexer pays for every byte, whitespace
/// included); an `OffsetMap` takes the skeleton's offsets back to the file's.
///
/// The pass only ever cuts a balanced `{ … }` that follows `func`/`init`/`deinit` and whose
/// identifiers (interpolations included; string contents and comments excluded) contain no
/// trigger, so the facts of the skeleton equal the facts of the full file. A `func` among
/// declarations (at file scope or in a type body) whose name is not a recorded method is cut
/// whole instead, from the attribute or modifier that starts its line to its closing brace, when
/// nothing from there on names a trigger; so is a plain stored property `PlainPropertyReader`
/// reads where a member starts; past a factory namespace's class name (`UINavigationControllerPush`),
/// no declaration is cut whole, as its methods' names are facts. When it cannot tell, it keeps the text. It also notes where the
/// file names a trigger: a declaration or statement without one holds no fact in its body, so the fact
/// collector need not walk it.
enum BodyElision {
    /// The identifiers a body fact starts from: factory namespaces, the initializer method,
    /// `UIStoryboard(name:)` and `instantiate…` calls. A new kind of body fact adds its names here
    /// (the scanner tests scan every fixture both ways and compare).
    struct Triggers {
        let exact: Words
        let prefixes: Words
        /// Functions whose bodies are facts themselves: the initializer method (its assignments).
        let keptFunctions: Words
        /// Functions whose declarations are facts (`SwiftScanOptions.recordedMethodNames`, `loadView`).
        let recordedFunctions: Words

        let initializerMethodName: String

        /// The default options' triggers, made once (each scan would otherwise make them).
        private static let standard = Triggers(SwiftScanOptions())

        static func of(_ options: SwiftScanOptions) -> Triggers {
            options == SwiftScanOptions() ? standard : Triggers(options)
        }

        /// The words every scan triggers on, whatever the options.
        /// `identifier`: what a segue-deciding method compares (`FactCollector.comparedSegueIdentifiers`);
        /// `nib`: a read of a static property that loads a xib (`ProfileCell.nib`, `FactCollector.nibPropertyRead`).
        private static let fixedWords = [
            "create", "push", "present", "UIStoryboard", "NSStoryboard", "storyboard", "performSegue", "UINib", "NSNib",
            "loadNibNamed", "nibName", "windowNibName", "StoryboardScene", "R", "identifier", "nib",
        ]

        /// The project's helpers (`SwiftScanOptions.helperNames`): triggers where they are called
        /// (`(` follows), as a call of one is a body fact like a call of the API it wraps. Their
        /// names are often common words (`viewController`), which most bodies name otherwise.
        let calledHelpers: Words
        /// The project's classes (`SwiftScanOptions.screenTypeNames`): triggers where they are
        /// called as types (`isTypeCall`), as one may be a screen made in code.
        let screenTypeNames: Set<String>

        init(_ options: SwiftScanOptions) {
            initializerMethodName = options.initializerMethodName
            screenTypeNames = options.screenTypeNames
            exact = Words(Self.fixedWords + [initializerMethodName])
            calledHelpers = Words(options.helperNames)
            prefixes = Words(["instantiate"], asPrefixes: true)
            keptFunctions = Words([initializerMethodName])
            // `loadView()`'s declaration is a fact too: the class makes its view in code (`Members.choosesNib`).
            recordedFunctions = Words(Array(options.recordedMethodNames) + ["loadView"])
            noted = Words.union(of: [exact, prefixes, calledHelpers, Lexer.prefixKeywords])
        }

        /// `Lexer.prefixKeywords`, at hand: a static is checked for its initialisation at each read.
        let prefixKeywords = Lexer.prefixKeywords

        /// Every word the lexer notes (`Lexer.noteIdentifier`): triggers and prefix keywords, on
        /// their first byte and length, so that most identifiers cost one lookup.
        let noted: Words

        func matches(_ word: Word) -> Bool {
            exact.contains(word) || prefixes.containsPrefix(of: word)
        }
    }

    /// Whether a type called by this name may be a screen (`TypeCall`): a name that starts with an
    /// uppercase letter and is none of the platform's (two uppercase letters, then an uppercase
    /// one: `UIView`, `NSLayoutConstraint`, `CGRect`, `AVPlayer`) nor of the standard library's
    /// and Foundation's most called types. Those are most of the calls a view controller makes,
    /// and a body that makes only them stays cut.
    static func mayNameScreen<Name: Collection<UInt8>>(_ name: Name) -> Bool {
        guard let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        let isUppercase = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        var bytes = name.makeIterator()
        _ = bytes.next()
        if let second = bytes.next(), let third = bytes.next(), isUppercase(second), isUppercase(third) { return false }
        return !commonTypeNames.contains { $0.count == name.count && $0.elementsEqual(name) }
    }

    private static let commonTypeNames = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Array", "Set", "Dictionary", "Optional", "Result", "Range", "Data",
        "Date", "DateFormatter", "Calendar", "Locale", "IndexPath", "IndexSet", "Decimal", "NumberFormatter", "Timer", "Task",
        "DispatchQueue", "DispatchWorkItem", "Notification", "NotificationCenter", "Bundle", "FileManager", "Self", "Void", "Any",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Error", "Color", "Text", "Image", "Font",
    ].map { Array($0.utf8) }

    /// `Name(` or `Name.member(` where `Name` spans `nameStart..<nameEnd` of `bytes` and may name
    /// a screen (`mayNameScreen`), not an attribute's `@Name(`: the lexer notes such a name as a
    /// trigger when it is one of the project's classes (`Triggers.screenTypeNames`), and the fact
    /// collector records a `TypeCall` only where both hold, so that elided and whole scans record
    /// the same calls.
    static func isTypeCall<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, nameStart: Int, nameEnd: Int) -> Bool
    where Bytes.Index == Int {
        guard nameStart >= bytes.startIndex, nameStart < nameEnd, nameEnd <= bytes.endIndex else { return false }
        if nameStart > bytes.startIndex, bytes[nameStart - 1] == UInt8(ascii: "@") { return false }
        var called = SwiftBytes.isCalled(bytes, at: nameEnd)
        if !called, nameEnd < bytes.endIndex, bytes[nameEnd] == UInt8(ascii: ".") {
            var memberEnd = nameEnd + 1
            while memberEnd < bytes.endIndex, SwiftBytes.isIdentifierByte(bytes[memberEnd]) { memberEnd += 1 }
            called = memberEnd > nameEnd + 1 && SwiftBytes.isCalled(bytes, at: memberEnd)
        }
        return called && mayNameScreen(bytes[nameStart..<nameEnd])
    }

    /// A type whose `rootView:` is a SwiftUI view opened as a screen (`UIHostingController`, an
    /// app's `ThemedHostingController`): a trigger, as the view it shows is a `TypeCall` whatever its name.
    static func namesHostingController<Name: BidirectionalCollection<UInt8>>(_ name: Name) -> Bool {
        name.count >= hostingController.count && name.reversed().starts(with: hostingController.reversed())
    }

    private static let hostingController = Array("HostingController".utf8)

    /// An identifier as the lexer reads it: bytes of the file, not a copy.
    typealias Word = Slice<UnsafeBufferPointer<UInt8>>

    /// A few words, looked up without allocating: most identifiers fail on their first or last
    /// byte and length, found together in two tables (`return` and `repeat` differ in the second).
    struct Words {
        private let words: [[UInt8]]
        /// By first byte, and by last byte: bit `n` is set when a word of `n` bytes (63: of 63 or
        /// more) may match. A prefix may end an identifier with any byte.
        private var firstBytes: [UInt64]
        private var lastBytes: [UInt64]

        /// Words that match nothing but may match whatever one of `sets` may (`mayMatch`).
        static func union(of sets: [Words]) -> Words {
            var union = Words([])
            for set in sets {
                for byte in 0..<256 {
                    union.firstBytes[byte] |= set.firstBytes[byte]
                    union.lastBytes[byte] |= set.lastBytes[byte]
                }
            }
            return union
        }

        /// With `asPrefixes`, a word matches every identifier it starts (`containsPrefix`).
        init(_ words: [String], asPrefixes: Bool = false) {
            self.words = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
            var firstBytes = [UInt64](repeating: 0, count: 256)
            var lastBytes = [UInt64](repeating: 0, count: 256)
            for word in self.words {
                let bit = Self.bit(forLength: word.count)
                let lengths = asPrefixes ? ~(bit - 1) : bit
                firstBytes[Int(word[0])] |= lengths
                if asPrefixes {
                    for byte in 0..<256 { lastBytes[byte] |= lengths }
                } else {
                    lastBytes[Int(word[word.count - 1])] |= lengths
                }
            }
            self.firstBytes = firstBytes
            self.lastBytes = lastBytes
        }

        private static func bit(forLength length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }

        func mayMatch(_ word: Word) -> Bool {
            guard let first = word.first, let last = word.last else { return false }
            let bit = Self.bit(forLength: word.count)
            return firstBytes[Int(first)] & bit != 0 && lastBytes[Int(last)] & bit != 0
        }

        func contains(_ word: Word) -> Bool {
            mayMatch(word) && words.contains { $0.count == word.count && $0.elementsEqual(word) }
        }

        func containsPrefix(of word: Word) -> Bool {
            mayMatch(word) && words.contains { word.starts(with: $0) }
        }
    }

    /// What SwiftParser reads instead of the file, and how to read its offsets.
    struct Skeleton {
        var bytes: [UInt8]
        var offsets = OffsetMap()
        /// The file offsets of the trigger identifiers, ascending.
        var triggerOffsets: [Int]
        /// The property declarations cut whole (`PlainPropertyReader`), by the file offset of the
        /// `{` of the type or extension body they stand in, in order.
        var cutProperties: [Int: [PropertyDecl]] = [:]
        /// The brackets (`[` to its `]`, or to the end of an unclosed one) nested deeper than
        /// `maximumBracketDepth`, blanked out: what they hold is no fact, and the file has no syntax error for it.
        var deepBrackets: [Range<Int>] = []
        /// The string interpolations (`\(` to its `)`, or to the end of an unclosed one) nested deeper
        /// than `maximumInterpolationDepth`, blanked out: the string around them stays a string.
        var deepInterpolations: [Range<Int>] = []
        /// The prefix keywords of a run longer than `maximumPrefixKeywordRun`, and the `#if` lines
        /// nested deeper than `maximumConditionalDepth` with their `#else`, `#elseif` and `#endif` lines, blanked out.
        var runaways: [Range<Int>] = []
        /// The file's string literals as written (`Lexer.writtenStrings`), sorted, each once.
        var writtenStrings: [UInt64] = []
        /// The names the file's code assigns a value it makes (`Lexer.assignedNames`).
        var assignedNames: Set<String> = []
        /// The names called as types may be (`Lexer.calledTypeNames`), sorted.
        var calledTypeNames: [String] = []
    }

    /// How deep `[` may nest in what SwiftParser reads. SwiftParser 603 looks ahead at each `[`
    /// for a type, at every depth again: its time doubles with each level (≈10 ms at 16 levels,
    /// ≈1 s at 22, whether the brackets are closed or not), and a file that nests deeper would
    /// hang the scan. Nor may a file repeat the deepest nesting allowed until it is large: a
    /// megabyte of nothing but brackets nested 12 deep took a release build 40 s (a file of
    /// 16 MB, the largest indexed, ten minutes), at 8 deep 5.7 s, at 6 deep 2 s, about twice
    /// the costliest other Swift (ARCHITECTURE.md: Hostile input). Real code nests three or
    /// four deep. What nests deeper is blanked out (`Skeleton.deepBrackets`).
    static let maximumBracketDepth = 6

    /// How deep string interpolations (`"\("\(…)")"`) may nest in what SwiftParser reads. Its
    /// lexer's time and memory grow with the square of the nesting (a 100 KB file of nested `"\(`
    /// takes tens of seconds and gigabytes), and real code nests two or three deep. What nests
    /// deeper is blanked out (`Skeleton.deepInterpolations`).
    static let maximumInterpolationDepth = 8

    /// How many of the keywords SwiftParser reads before an expression by recursing once per
    /// keyword, whatever its nesting limit (`Lexer.prefixKeywords`: `try try …`, `await await …`),
    /// may follow each other with only whitespace and comments between. A longer run would
    /// overflow the stack (a debug build dies at 10,000, 40 KB); real code writes three at most
    /// (`try await unsafe`). The keywords past the limit are blanked out (`Skeleton.runaways`).
    static let maximumPrefixKeywordRun = 64

    /// How deep `#if` may nest: SwiftParser recurses once per level past its nesting limit (a debug
    /// build dies at 3,000), and within that limit (256 levels, 20 in a debug build of swift-syntax)
    /// a file nested deeper loses every declaration after it. The `#if` lines nested deeper, and
    /// their `#else`, `#elseif` and `#endif` lines, are blanked out (`Skeleton.runaways`): what they
    /// enclose reads as unconditional code. Real code nests two or three deep.
    static let maximumConditionalDepth = 16

    /// The longest string literal noted as written (`Skeleton.writtenStrings`): names are short,
    /// and the bound keeps prose out of the facts.
    static let maximumWrittenStringLength = 128

    /// `bytes` with the irrelevant bodies cut (unless `cuttingBodies` is false), and brackets,
    /// interpolations, prefix keywords and `#if`s past `maximumBracketDepth`,
    /// `maximumInterpolationDepth`, `maximumPrefixKeywordRun` and `maximumConditionalDepth` blanked.
    static func elide(_ bytes: [UInt8], triggers: Triggers, cuttingBodies: Bool = true) -> Skeleton {
        // Lexed through a buffer: an `ArraySlice` per identifier retained and released the array.
        // The lexer reads through the buffer: nothing of it may outlive the closure.
        let (cuts, properties, lexed) = bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, triggers: triggers)
            let cuts = lexer.irrelevantBodies()
            let lexed = Skeleton(
                bytes: [], triggerOffsets: lexer.triggerOffsets, deepBrackets: lexer.deepBrackets(), deepInterpolations: lexer.deepInterpolations,
                runaways: lexer.runaways, writtenStrings: Array(Set(lexer.writtenStrings)).sorted(), assignedNames: lexer.assignedNames,
                calledTypeNames: lexer.calledTypeNames.sorted()
            )
            return (cuts, lexer.cutProperties, lexed)
        }
        let bodies = cuttingBodies ? cuts : []
        var skeleton = lexed
        if cuttingBodies {
            for (body, property) in properties { skeleton.cutProperties[body, default: []].append(property) }
        }
        // Blanked in place, offsets unchanged: the innermost bracket left reads as `[ ]`, the
        // innermost interpolation left holds a string of spaces.
        var bytes = bytes
        for range in skeleton.deepBrackets + skeleton.deepInterpolations + skeleton.runaways {
            for offset in range where bytes[offset] != UInt8(ascii: "\n") { bytes[offset] = UInt8(ascii: " ") }
        }
        guard bodies.contains(where: { $0.count > 1 }) else {
            skeleton.bytes = bytes
            return skeleton
        }
        skeleton.bytes.reserveCapacity(bytes.count)
        var copied = 0
        // One space stays, so that the offset just inside `{` and that of `}` stay distinct.
        for body in bodies where body.count > 1 {
            skeleton.bytes += bytes[copied..<body.lowerBound]
            skeleton.bytes.append(UInt8(ascii: " "))
            skeleton.offsets.cut(body.count - 1, at: skeleton.bytes.count)
            copied = body.upperBound
        }
        skeleton.bytes += bytes[copied...]
        return skeleton
    }

    /// Skeleton offsets -> file offsets.
    struct OffsetMap {
        /// Ascending skeleton offsets, each with how much further on the file is from there.
        private var starts: [Int] = []
        private var shifts: [Int] = []

        /// `count` file bytes are missing from the skeleton just before `offset`.
        mutating func cut(_ count: Int, at offset: Int) {
            starts.append(offset)
            shifts.append((shifts.last ?? 0) + count)
        }

        func fileOffset(_ skeletonOffset: Int) -> Int {
            // The cuts at or before the offset.
            let cuts = starts.partitionPoint { $0 > skeletonOffset }
            return cuts == 0 ? skeletonOffset : skeletonOffset + shifts[cuts - 1]
        }
    }

    /// Reads only inside `bytes`: every subscript is guarded by a comparison with `bytes.count`.
    private struct Lexer {
        let bytes: UnsafeBufferPointer<UInt8>
        let triggers: Triggers
        var index = 0
        /// Set when an identifier lexed since the last reset is a trigger.
        var sawTrigger = false
        /// Where every trigger identifier starts, ascending (not those in cut property declarations).
        var triggerOffsets: [Int] = []
        /// The properties read from the bytes, each with the offset of its type body's `{`.
        var cutProperties: [(body: Int, property: PropertyDecl)] = []
        /// How deep `[` nests here (outside comments and strings), and where the bracket that went
        /// past `maximumBracketDepth` opened.
        private var bracketDepth = 0
        private var deepBracketStart: Int?
        private var deepBracketRanges: [Range<Int>] = []
        /// How many interpolations the lexer is inside, and those nested past `maximumInterpolationDepth`.
        private var interpolationDepth = 0
        private(set) var deepInterpolations: [Range<Int>] = []
        /// Where the last prefix keyword read ends, and how many have followed each other up to it.
        private var prefixKeywordEnd = -1
        private var prefixKeywordRun = 0
        /// How deep `#if` nests here (outside comments and strings).
        private var conditionalDepth = 0
        private(set) var runaways: [Range<Int>] = []
        /// `SourceText.hashValue` of each single-line string literal's text without escapes or
        /// interpolations, up to `maximumWrittenStringLength` bytes: what the code names, wherever.
        private(set) var writtenStrings: [UInt64] = []
        /// The names assigned a value made where they are assigned (`noteAssignment`).
        private(set) var assignedNames: Set<String> = []
        /// Every name called as a type may be (`BodyElision.isTypeCall`), a trigger or not.
        private(set) var calledTypeNames: Set<String> = []

        /// What SwiftParser reads before an expression (or a pack expansion's pattern) by recursing.
        static let prefixKeywords = Words(["try", "await", "unsafe", "consume", "copy", "borrow", "_move", "_borrow", "repeat", "each"])

        /// A prefix keyword extends or starts a run, and `#if` and `#endif` change the conditional depth.
        private mutating func noteWord(_ word: Word, at start: Int) {
            if triggers.prefixKeywords.contains(word) {
                prefixKeywordRun = onlyBlank(from: prefixKeywordEnd, to: start) ? prefixKeywordRun + 1 : 1
                prefixKeywordEnd = word.endIndex
                if prefixKeywordRun > maximumPrefixKeywordRun { runaways.append(start..<word.endIndex) }
            } else if start > 0, bytes[start - 1] == UInt8(ascii: "#") {
                if word.elementsEqual("if".utf8) {
                    conditionalDepth += 1
                    if conditionalDepth > maximumConditionalDepth { runaways.append((start - 1)..<SwiftBytes.lineEnd(in: bytes, from: start)) }
                } else if word.elementsEqual("else".utf8) || word.elementsEqual("elseif".utf8), conditionalDepth > maximumConditionalDepth {
                    runaways.append((start - 1)..<SwiftBytes.lineEnd(in: bytes, from: start))
                } else if word.elementsEqual("endif".utf8), conditionalDepth > 0 {
                    if conditionalDepth > maximumConditionalDepth { runaways.append((start - 1)..<word.endIndex) }
                    conditionalDepth -= 1
                }
            }
        }

        /// Only whitespace and comments from `start` to `end`. Each stretch between two prefix
        /// keywords is read once at most, and most stop at their first byte.
        private func onlyBlank(from start: Int, to end: Int) -> Bool {
            guard start >= 0 else { return false }
            var at = start
            while at < end {
                switch bytes[at] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    at += 1
                case UInt8(ascii: "/") where at + 1 < end && bytes[at + 1] == UInt8(ascii: "/"):
                    at = SwiftBytes.lineEnd(in: bytes, from: at)
                case UInt8(ascii: "/") where at + 1 < end && bytes[at + 1] == UInt8(ascii: "*"):
                    at = SwiftBytes.blockCommentEnd(in: bytes, from: at) ?? end
                default:
                    return false
                }
            }
            return true
        }

        /// Every bracket nested past `maximumBracketDepth`, after the whole file is lexed.
        func deepBrackets() -> [Range<Int>] {
            deepBracketRanges + (deepBracketStart.map { [$0..<bytes.count] } ?? [])
        }

        /// `[` or `]` at `offset`.
        private mutating func noteBracket(_ byte: UInt8, at offset: Int) {
            if byte == UInt8(ascii: "[") {
                bracketDepth += 1
                if bracketDepth == maximumBracketDepth + 1 { deepBracketStart = offset }
            } else if bracketDepth > 0 {
                if bracketDepth == maximumBracketDepth + 1, let start = deepBracketStart {
                    deepBracketRanges.append(start..<(offset + 1))
                    deepBracketStart = nil
                }
                bracketDepth -= 1
            }
        }

        init(bytes: UnsafeBufferPointer<UInt8>, triggers: Triggers) {
            self.bytes = bytes
            self.triggers = triggers
        }

        /// What may stand before `func` in a declaration, besides attributes.
        private static let modifiers = Words(
            [
                "private", "fileprivate", "internal", "package", "public", "open", "override", "final", "static", "class", "dynamic",
                "mutating", "nonmutating", "required", "convenience", "optional", "nonisolated", "indirect", "prefix", "postfix", "infix",
                "distributed", "consuming", "borrowing",
            ]
        )

        /// A declaration keyword before the body's `{` means the function had none (a protocol requirement).
        private static let declarationKeywords = Words(
            [
                "func", "init", "deinit", "var", "let", "class", "struct", "enum", "protocol", "extension", "actor",
                "typealias", "associatedtype", "case", "subscript", "import", "operator", "macro",
            ]
        )
        private static let bodyKeywords = Words(["func", "init", "deinit"])
        /// The declaration keywords whose `{` opens a body of members.
        private static let typeKeywords = Words(["class", "struct", "enum", "protocol", "extension", "actor"])
        /// The classes of the factory namespaces: their methods' names are facts (`Members.factoryNames`).
        private static let namespaceClasses = Words(CallKind.namespaceClasses.values.flatMap { $0 })
        /// Shorter words are none of them: most identifiers are not looked up.
        private static let shortestNamespaceClass = CallKind.namespaceClasses.values.flatMap { $0 }.map(\.utf8.count).min() ?? 0

        /// What to cut: the inner ranges of the function bodies that name no trigger, or the whole
        /// declaration of a function that names none and whose declaration is no fact either (not
        /// a recorded method), from its first attribute or modifier to its closing brace; and the
        /// property declarations `PlainPropertyReader` reads (noted in `cutProperties`).
        mutating func irrelevantBodies() -> [Range<Int>] {
            var bodies: [Range<Int>] = []
            let propertyReader = PlainPropertyReader(bytes: bytes, triggers: triggers)
            // The braces open outside function bodies, innermost last: the offset of a type or
            // extension body's `{`, nil for any other (accessors, closures in values).
            var openBraces: [Int?] = []
            // The last declaration keyword read opens a type (`class` before `var` is a modifier).
            var typeKeywordRead = false
            // The last token read ends a member or opens the body: `{`, `}` or a cut property.
            // A member declaration starts on the next line (its first token could not continue the
            // last one, or the parse would differ). So does the file's start.
            var atMemberBoundary = true
            // After `func`/`init`/`deinit`: looking for the body's `{` outside the signature's brackets.
            var awaitingBody = false
            var depth = 0
            // Right after `func`: the next identifier is the function's name.
            var atFunctionName = false
            // Where the declaration of the `func` being read starts, while it may be cut whole.
            var functionStart: Int?
            // A factory namespace's class was named: from there on a `func`'s declaration is a fact
            // (its name), so only bodies are cut.
            var keepsFunctionDeclarations = false
            // Attributes and modifiers read since a line start, where they begin: a declaration's
            // first line starts with them (a modifier word elsewhere may be a value: `= open`).
            var prefixStart: Int?
            // The prefix (or the `func` without one) follows a member boundary: nothing before it
            // on its line could be part of the declaration (`{ @objc` leaves the attribute behind).
            var startsAtBoundary = false
            var atLineStart = true
            // Just after `@`, the next identifier is an attribute's name; after an attribute's name
            // or a modifier, `(` opens its arguments (`@available(…)`, `private(set)`).
            var atAttributeName = false
            var argumentsMayFollow = false
            while index < bytes.count {
                let first = bytes[index]
                let second = byte(at: index + 1)
                if skipCommentOrString() {
                    // A comment leaves the boundary where it was; a string or regex literal is a value.
                    let isComment = first == UInt8(ascii: "/") && (second == UInt8(ascii: "/") || second == UInt8(ascii: "*"))
                    if !isComment { atMemberBoundary = false }
                    continue
                }
                // Whether this token follows a member boundary, before it moves the boundary on.
                let wasAtBoundary = atMemberBoundary
                if atLineStart, wasAtBoundary, !awaitingBody, let body = openBraces.last ?? nil, let read = propertyReader.property(at: index) {
                    bodies.append(index..<read.end)
                    cutProperties.append((body, read.property))
                    index = read.end
                    atLineStart = false
                    continue
                }
                let byte = bytes[index]
                if SwiftBytes.isIdentifierByte(byte) {
                    let start = index
                    let word = identifier()
                    noteIdentifier(word, at: start)
                    atMemberBoundary = false
                    let isMemberName = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
                    if !isMemberName, Self.declarationKeywords.contains(word) { typeKeywordRead = Self.typeKeywords.contains(word) }
                    if !keepsFunctionDeclarations, word.count >= Self.shortestNamespaceClass, Self.namespaceClasses.contains(word) {
                        keepsFunctionDeclarations = true
                    }
                    if atFunctionName, triggers.keptFunctions.contains(word) { awaitingBody = false }
                    if atFunctionName, triggers.recordedFunctions.contains(word) { functionStart = nil }
                    atFunctionName = false
                    let startsLine = atLineStart
                    atLineStart = false
                    if !awaitingBody, atAttributeName || (Self.modifiers.contains(word) && !isMemberName && (prefixStart != nil || startsLine)) {
                        if prefixStart == nil { startsAtBoundary = wasAtBoundary }
                        prefixStart = prefixStart ?? start
                        atAttributeName = false
                        argumentsMayFollow = true
                        continue
                    }
                    argumentsMayFollow = false
                    if Self.bodyKeywords.contains(word), !isMemberName {
                        awaitingBody = true
                        atFunctionName = word.elementsEqual("func".utf8)
                        // Cut whole only where it is a declaration among others: a local function is a
                        // statement of its accessor or closure (a getter of one statement has a value).
                        let amongDeclarations = openBraces.isEmpty || (openBraces.last ?? nil) != nil
                        let declarationStart = prefixStart.map { startsAtBoundary ? $0 : nil } ?? (startsLine && wasAtBoundary ? start : nil)
                        functionStart = atFunctionName && amongDeclarations && !keepsFunctionDeclarations ? declarationStart : nil
                        depth = 0
                    } else if awaitingBody, !isMemberName, Self.declarationKeywords.contains(word) {
                        awaitingBody = false
                    }
                    prefixStart = nil
                    continue
                }
                index += 1
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { noteBracket(byte, at: index - 1) }
                if byte == UInt8(ascii: "=") { noteAssignment(at: index - 1) }
                if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
                    atMemberBoundary = false
                }
                if !awaitingBody {
                    switch byte {
                    case UInt8(ascii: " "), UInt8(ascii: "\t"):
                        break
                    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                        atLineStart = true
                    case UInt8(ascii: "{"), UInt8(ascii: "}"):
                        if byte == UInt8(ascii: "{") {
                            openBraces.append(typeKeywordRead ? index - 1 : nil)
                        } else {
                            _ = openBraces.popLast()
                        }
                        typeKeywordRead = false
                        atMemberBoundary = true
                        prefixStart = nil
                        atLineStart = false
                        atAttributeName = false
                        argumentsMayFollow = false
                    case UInt8(ascii: "@") where prefixStart != nil || atLineStart:
                        if prefixStart == nil { startsAtBoundary = wasAtBoundary }
                        prefixStart = prefixStart ?? index - 1
                        atLineStart = false
                        atAttributeName = true
                    case UInt8(ascii: "(") where prefixStart != nil && argumentsMayFollow:
                        argumentsMayFollow = false
                        guard skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")")) else { return bodies }
                    default:
                        prefixStart = nil
                        atLineStart = false
                        atAttributeName = false
                        argumentsMayFollow = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth < 0 { awaitingBody = false }
                case UInt8(ascii: "}"):
                    // A requirement without a body, then the end of its protocol.
                    if depth == 0 {
                        awaitingBody = false
                        _ = openBraces.popLast()
                        atMemberBoundary = true
                    }
                case UInt8(ascii: "{") where depth == 0:
                    awaitingBody = false
                    let open = index
                    sawTrigger = false
                    // An unbalanced body (broken Swift) runs to the end of the file: keep it.
                    guard skipBalanced(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) else { return bodies }
                    atMemberBoundary = true
                    if let start = functionStart, (triggerOffsets.last ?? -1) < start {
                        bodies.append(start..<index)
                    } else if !sawTrigger {
                        bodies.append(open..<(index - 1))
                    }
                    functionStart = nil
                default:
                    break
                }
            }
            return bodies
        }

        /// Skips past the `close` that balances an already consumed `open`. False at the end of input.
        /// Most of a file's bytes are read here, so it reads with a local index and a table of what
        /// each byte may start; `skipCommentOrString` reads the rest.
        private mutating func skipBalanced(open: UInt8, close: UInt8) -> Bool {
            let kinds = ByteKind.table
            var depth = 1
            var at = index
            while at < bytes.count {
                let byte = bytes[at]
                switch kinds[Int(byte)] {
                case .other:
                    at += 1
                case .equals:
                    noteAssignment(at: at)
                    at += 1
                case .identifier:
                    let start = at
                    at += 1
                    while at < bytes.count, kinds[Int(bytes[at])] == .identifier { at += 1 }
                    noteIdentifier(bytes[start..<at], at: start)
                case .commentOrString:
                    index = at
                    if skipCommentOrString() {
                        at = index
                    } else {
                        at += 1
                    }
                case .bracket:
                    at += 1
                    if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") {
                        noteBracket(byte, at: at - 1)
                    } else if byte == open {
                        depth += 1
                    } else if byte == close {
                        depth -= 1
                        if depth == 0 {
                            index = at
                            return true
                        }
                    }
                }
            }
            index = at
            return false
        }

        /// Every identifier read outside comments and strings.
        private mutating func noteIdentifier(_ word: Word, at start: Int) {
            if let first = word.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                var isTrigger = BodyElision.namesHostingController(word)
                if BodyElision.isTypeCall(bytes, nameStart: start, nameEnd: word.endIndex) {
                    let name = String(decoding: word, as: UTF8.self)
                    calledTypeNames.insert(name)
                    isTrigger = isTrigger || triggers.screenTypeNames.contains(name)
                }
                if isTrigger {
                    sawTrigger = true
                    triggerOffsets.append(start)
                    return
                }
            }
            guard triggers.noted.mayMatch(word) || start > 0 && bytes[start - 1] == UInt8(ascii: "#") else { return }
            noteTrigger(word, at: start)
            noteWord(word, at: start)
        }

        /// `name = value` or `self.name = value` (not a declaration, `==`, `+=`, `!=`…) where the value
        /// is made there (a call, a literal, a closure, a type's member: `timer = Timer.scheduledTimer(…)`),
        /// not handed in (`self.user = user`, `x = nil`): the name of state the file's code sets itself.
        private mutating func noteAssignment(at offset: Int) {
            let isOperator = { (byte: UInt8) in "=!<>+-*/%&|^~?.".utf8.contains(byte) }
            guard offset > 0, !isOperator(bytes[offset - 1]), byte(at: offset + 1).map(isOperator) != true else { return }
            // The identifier that ends, blanks aside, where `end` is.
            func word(before end: Int) -> Range<Int> {
                var end = end
                while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
                var start = end
                while start > 0, SwiftBytes.isIdentifierByte(bytes[start - 1]) { start -= 1 }
                return start..<end
            }
            let name = word(before: offset)
            let start = name.lowerBound
            guard !name.isEmpty, bytes[start] == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start]) else { return }
            if start > 0, bytes[start - 1] == UInt8(ascii: ".") {
                // Only a member of `self`.
                guard start >= 5, bytes[(start - 5)..<(start - 1)].elementsEqual("self".utf8),
                    start == 5 || !SwiftBytes.isIdentifierByte(bytes[start - 6]) && bytes[start - 6] != UInt8(ascii: ".")
                else { return }
            } else if Self.bindingKeywords.contains(bytes[word(before: start)]) {
                return
            }
            var value = offset + 1
            while value < bytes.count, bytes[value] == UInt8(ascii: " ") || bytes[value] == UInt8(ascii: "\t") { value += 1 }
            guard value < bytes.count, bytes[value] != UInt8(ascii: "\n"), bytes[value] != UInt8(ascii: "\r") else { return }
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[value]) {
                // A name alone is handed in; one that is called or read a member of makes a value.
                var valueEnd = value
                while valueEnd < bytes.count, SwiftBytes.isIdentifierByte(bytes[valueEnd]) { valueEnd += 1 }
                let word = bytes[value..<valueEnd]
                let isMade =
                    word.elementsEqual("try".utf8) || word.elementsEqual("await".utf8)
                    || valueEnd < bytes.count && (bytes[valueEnd] == UInt8(ascii: "(") || bytes[valueEnd] == UInt8(ascii: "."))
                guard isMade, !word.elementsEqual("self".utf8) else { return }
            }
            assignedNames.insert(String(decoding: bytes[name], as: UTF8.self))
        }

        /// What declares the name before `=` rather than assigning it.
        private static let bindingKeywords = Words(["let", "var", "case", "typealias", "associatedtype"])

        private mutating func noteTrigger(_ word: Word, at offset: Int) {
            guard triggers.matches(word) || triggers.calledHelpers.contains(word) && SwiftBytes.isCalled(bytes, at: offset + word.count) else {
                return
            }
            sawTrigger = true
            triggerOffsets.append(offset)
        }

        /// What a byte may start, for `skipBalanced`.
        private enum ByteKind {
            case other, identifier, commentOrString, bracket, equals

            static let table: [ByteKind] = (0...255).map { value in
                let byte = UInt8(value)
                if SwiftBytes.isIdentifierByte(byte) { return .identifier }
                switch byte {
                case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "#"): return .commentOrString
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"): return .bracket
                case UInt8(ascii: "="): return .equals
                default: return .other
                }
            }
        }

        private mutating func identifier() -> Word {
            let start = index
            while index < bytes.count, SwiftBytes.isIdentifierByte(bytes[index]) { index += 1 }
            return bytes[start..<index]
        }

        private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Skips a comment or a string literal starting at `index`; false (and no move) if none does.
        private mutating func skipCommentOrString() -> Bool {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                if self.byte(at: index + 1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    return true
                }
                if self.byte(at: index + 1) == UInt8(ascii: "*") {
                    index = SwiftBytes.blockCommentEnd(in: bytes, from: index) ?? bytes.count
                    return true
                }
                // A regex literal, where Swift reads one.
                guard let end = SwiftBytes.bareRegexEnd(in: bytes, from: index) else { return false }
                index = end
                return true
            }
            var hashes = 0
            while self.byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if hashes > 0, self.byte(at: index + hashes) == UInt8(ascii: "/") {
                index = SwiftBytes.extendedRegexEnd(in: bytes, from: index, hashes: hashes)
                return true
            }
            guard self.byte(at: index + hashes) == UInt8(ascii: "\"") else { return false }
            index += hashes
            skipString(hashes: hashes)
            return true
        }

        /// At the opening quote of a string with `hashes` leading `#`s: skips to after its end,
        /// lexing interpolations as code. A single-line string also ends at a newline (unterminated).
        private mutating func skipString(hashes: Int) {
            let quote = UInt8(ascii: "\"")
            let multiline = byte(at: index + 1) == quote && byte(at: index + 2) == quote
            index += multiline ? 3 : 1
            let closingQuotes = multiline ? 3 : 1
            let start = index
            var escaped = multiline
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
                    escaped = true
                    index += 1 + hashes
                    guard index < bytes.count else { return }
                    if bytes[index] == UInt8(ascii: "("), interpolationDepth == maximumInterpolationDepth {
                        let backslash = index - 1 - hashes
                        index += 1
                        let closed = skipDeepInterpolation()
                        deepInterpolations.append(backslash..<index)
                        guard closed else { return }
                    } else if bytes[index] == UInt8(ascii: "(") {
                        index += 1
                        interpolationDepth += 1
                        let closed = skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
                        interpolationDepth -= 1
                        guard closed else { return }
                    } else {
                        index += 1
                    }
                } else if byte == quote, quotesFollow(index, count: closingQuotes), hashesFollow(index + closingQuotes, count: hashes) {
                    if !escaped, index - start <= BodyElision.maximumWrittenStringLength {
                        writtenStrings.append(SourceText.hashValue(of: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<index]))))
                    }
                    index += closingQuotes + hashes
                    return
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    return
                } else {
                    index += 1
                }
            }
        }

        /// Just inside the `(` of an interpolation nested past `maximumInterpolationDepth`: skips to
        /// after its `)` (or to the end), true when it is closed. Nesting of any depth is followed
        /// on a stack, not by recursion; comments are not told apart, as what this skips is blanked.
        private mutating func skipDeepInterpolation() -> Bool {
            enum Level {
                case code(parentheses: Int)
                case string(hashes: Int, multiline: Bool)
            }
            let quote = UInt8(ascii: "\"")
            var levels: [Level] = [.code(parentheses: 1)]
            while index < bytes.count, let level = levels.last {
                let byte = bytes[index]
                switch level {
                case .code(let parentheses):
                    var hashes = 0
                    while self.byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if self.byte(at: index + hashes) == quote {
                        let multiline = quotesFollow(index + hashes, count: 3)
                        levels.append(.string(hashes: hashes, multiline: multiline))
                        index += hashes + (multiline ? 3 : 1)
                    } else if byte == UInt8(ascii: "(") {
                        levels[levels.count - 1] = .code(parentheses: parentheses + 1)
                        index += 1
                    } else if byte == UInt8(ascii: ")") {
                        levels[levels.count - 1] = .code(parentheses: parentheses - 1)
                        if parentheses == 1 { levels.removeLast() }
                        index += 1
                    } else {
                        index += max(1, hashes)
                    }
                case .string(let hashes, let multiline):
                    let closing = multiline ? 3 : 1
                    if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
                        index += 1 + hashes
                        if self.byte(at: index) == UInt8(ascii: "(") { levels.append(.code(parentheses: 1)) }
                        index += 1
                    } else if byte == quote, quotesFollow(index, count: closing), hashesFollow(index + closing, count: hashes) {
                        levels.removeLast()
                        index += closing + hashes
                    } else if byte == UInt8(ascii: "\n"), !multiline {
                        // Unterminated: the code around it goes on.
                        levels.removeLast()
                        index += 1
                    } else {
                        index += 1
                    }
                }
                if levels.isEmpty { return true }
            }
            index = min(index, bytes.count)
            return false
        }

        private func hashesFollow(_ offset: Int, count: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
        }

        private func quotesFollow(_ offset: Int, count: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "\"") }
        }
    }
}
