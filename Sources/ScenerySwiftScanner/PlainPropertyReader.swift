@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Reads, straight from the bytes, the declaration most of a screen's members are: a stored
/// property written plainly on its line (`@IBOutlet private weak var title: UILabel!`,
/// `private let service: Service`, `private var items: [Item] = []`). `BodyElision` cuts what it
/// reads from the skeleton, so SwiftParser neither parses it nor `FactCollector` walks it.
///
/// It reads a small subset of Swift and gives up (nil) on anything outside it, which then stays
/// for SwiftParser: the fact must be exactly the `PropertyDecl` that `FactCollector.properties`
/// makes of the same declaration (the scanner tests scan every fixture both ways and compare).
/// - Prefix: attributes `@Name` or `@Name(…)` (no strings or comments inside), and the modifiers
///   in `modifiers`, separated by whitespace; an access level may carry `(set)`.
/// - Then `var` or `let`, an ASCII name, and a type, a value or both. A type is written with
///   names with `<…>` arguments and `.` members, `[T]`, `[K: V]`, `(T, U)`, `(T) -> U` and the
///   `?`/`!` suffixes, with spaces only after `,` and `:` and around `->`. A value is one that
///   holds no fact but its text (`plainValueEnd`).
/// - Then the end of the line (a `//` comment may follow), and, after blank lines and comments,
///   what can only start the next member: `}`, `@`, `#` or a declaration keyword or modifier.
///   Anything else (`=`, `{`, `,`, `.`) could continue the declaration.
///
/// Not read, so left to SwiftParser: other values and accessors (they may hold a constant or a
/// use), `static`/`class` properties (storyboard-name constants), several bindings, names that
/// are triggers, and `fileName`/`filename` (a storyboard-name enum's mapping reads them).
struct PlainPropertyReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// A name that is a trigger may be looked up by a use (`storyboard`), and a value naming one is a fact.
    let triggers: BodyElision.Triggers

    /// The declaration starting at `start` (its first attribute, modifier or `var`/`let`), and
    /// the offset just after its type or value; nil unless all of it is in the subset.
    func property(at start: Int) -> (property: PropertyDecl, end: Int)? {
        var index = start
        var access: AccessLevel?
        var setterAccess: AccessLevel?
        var isIBOutlet = false
        var isConstant = false
        while true {
            if byte(at: index) == UInt8(ascii: "@") {
                guard let nameEnd = identifierEnd(from: index + 1) else { return nil }
                isIBOutlet = isIBOutlet || bytes[(index + 1)..<nameEnd].elementsEqual("IBOutlet".utf8)
                index = nameEnd
                if byte(at: index) == UInt8(ascii: "(") {
                    guard let end = attributeArgumentsEnd(from: index) else { return nil }
                    index = end
                }
            } else {
                guard let wordEnd = identifierEnd(from: index) else { return nil }
                let word = bytes[index..<wordEnd]
                index = wordEnd
                if word.elementsEqual("var".utf8) || word.elementsEqual("let".utf8) {
                    isConstant = word.first == UInt8(ascii: "l")
                    break
                }
                guard Self.modifiers.contains(word) else { return nil }
                let level = AccessLevel(keyword: String(decoding: word, as: UTF8.self))
                if byte(at: index) == UInt8(ascii: "(") {
                    // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`: the details the parser takes.
                    let details: [StaticString] =
                        level != nil
                        ? ["(set)"]
                        : word.elementsEqual("unowned".utf8)
                            ? ["(safe)", "(unsafe)"]
                            : word.elementsEqual("nonisolated".utf8) ? ["(unsafe)"] : []
                    guard let detail = details.first(where: { matches($0, at: index) }) else { return nil }
                    index += detail.utf8CodeUnitCount
                    if level != nil { setterAccess = level }
                } else if let level {
                    access = level
                }
            }
            let next = skipWhitespace(from: index, newlines: true)
            guard next > index else { return nil }
            index = next
        }
        let nameStart = skipWhitespace(from: index, newlines: false)
        guard nameStart > index, let nameEnd = identifierEnd(from: nameStart) else { return nil }
        let name = bytes[nameStart..<nameEnd]
        guard !Self.keywords.contains(name), !Self.unreadNames.contains(name), !triggers.matches(name) else { return nil }
        var end = nameEnd
        var type: (range: Range<Int>, isImplicitlyUnwrapped: Bool)?
        let colon = skipWhitespace(from: nameEnd, newlines: false)
        if byte(at: colon) == UInt8(ascii: ":") {
            let typeStart = skipWhitespace(from: colon + 1, newlines: false)
            guard let read = self.type(from: typeStart) else { return nil }
            type = (typeStart..<read.end, read.isImplicitlyUnwrapped)
            end = read.end
        }
        var value: Range<Int>?
        let equals = skipWhitespace(from: end, newlines: false)
        if byte(at: equals) == UInt8(ascii: "=") {
            // `=` with a space on each side, as an assignment is written (`x =y` would be a prefix operator).
            let valueStart = skipWhitespace(from: equals + 1, newlines: false)
            guard equals > end, valueStart > equals + 1, let valueEnd = plainValueEnd(from: valueStart) else { return nil }
            value = valueStart..<valueEnd
            end = valueEnd
        }
        guard type != nil || value != nil, endsDeclaration(at: end) else { return nil }
        let property = PropertyDecl(
            name: String(decoding: name, as: UTF8.self),
            type: type.map { String(decoding: bytes[$0.range], as: UTF8.self) },
            isConstant: isConstant,
            isImplicitlyUnwrapped: type?.isImplicitlyUnwrapped ?? false,
            isIBOutlet: isIBOutlet,
            access: access,
            setterAccess: setterAccess,
            valueExpression: value.map { String(decoding: bytes[$0], as: UTF8.self) },
            valueExpressionRange: value.map { ByteRange($0.lowerBound, $0.upperBound) },
            nameRange: ByteRange(nameStart, nameEnd),
            range: ByteRange(start, end)
        )
        return (property, end)
    }

    /// A value no fact reads more of than its text: `[]`, `[:]`, `true`, `false`, `nil`, a number
    /// (`0`, `0.25`) or `Name()` (an initializer without arguments of a type that is no trigger and
    /// no screen's: `DateFormatter()`).
    /// `FactCollector.constantValue` makes no constant of any of them, and `binding(of:before:)`
    /// finds no storyboard in them. Where it ends, or nil.
    private func plainValueEnd(from index: Int) -> Int? {
        if matches("[]", at: index) { return index + 2 }
        if matches("[:]", at: index) { return index + 3 }
        if byte(at: index)?.isASCIIDigit == true {
            var end = digitsEnd(from: index)
            if byte(at: end) == UInt8(ascii: "."), byte(at: end + 1)?.isASCIIDigit == true { end = digitsEnd(from: end + 1) }
            return identifierEnd(from: end) == nil && byte(at: end) != UInt8(ascii: ".") ? end : nil
        }
        guard let nameEnd = identifierEnd(from: index) else { return nil }
        let name = bytes[index..<nameEnd]
        if Self.literalWords.contains(name) { return nameEnd }
        // A type that may be a screen is a `TypeCall`, which the fact collector records.
        guard !Self.keywords.contains(name), !triggers.matches(name), !BodyElision.mayNameScreen(name), matches("()", at: nameEnd) else {
            return nil
        }
        return nameEnd + 2
    }

    private func digitsEnd(from index: Int) -> Int {
        var end = index
        while byte(at: end)?.isASCIIDigit == true { end += 1 }
        return end
    }

    private static let literalWords = BodyElision.Words(["true", "false", "nil"])

    /// Modifiers a stored property may carry whose meaning `ModifierSummary` reads (access) or
    /// ignores; `static` and `class` are not among them (see the type's comment).
    private static let modifiers = BodyElision.Words(
        ["private", "fileprivate", "internal", "package", "public", "open", "final", "override", "weak", "unowned", "lazy", "dynamic", "nonisolated"]
    )

    /// Swift's keywords (and contextual ones that change how a type or pattern parses): never a
    /// name or a type name here. `Self` and `Any` are types.
    private static let keywords = BodyElision.Words(
        [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
            "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
            "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
            "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
            "_", "some", "any", "borrowing", "consuming", "each", "sending", "package", "actor", "macro", "async", "await", "get", "set",
            "willSet", "didSet", "Type", "Protocol", "isolated", "nonisolated",
        ]
    )

    private static let unreadNames = BodyElision.Words(Array(FactCollector.fileNameProperties))

    /// What may start the member after a declaration: a declaration keyword or a modifier.
    private static let memberStarts = BodyElision.Words(
        [
            "var", "let", "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension", "actor", "typealias",
            "associatedtype", "case", "static", "private", "fileprivate", "internal", "package", "public", "open", "final", "override",
            "weak", "unowned", "lazy", "dynamic", "nonisolated", "convenience", "required", "mutating", "nonmutating", "optional", "indirect",
        ]
    )

    // MARK: Types

    /// A type of the subset starting at `index`: where it ends, and whether it is `T!` at the top.
    /// `depth` counts the brackets around it: deeper than `BodyElision.maximumBracketDepth`, it
    /// gives up (the lexer then blanks the brackets), and the recursion stays shallow.
    private func type(from index: Int, depth: Int = 0) -> (end: Int, isImplicitlyUnwrapped: Bool)? {
        guard depth <= BodyElision.maximumBracketDepth, let operand = postfixType(from: index, depth: depth) else { return nil }
        // `(T) -> U`: only a parenthesised type, without suffixes, takes an arrow.
        let arrow = skipWhitespace(from: operand.end, newlines: false)
        guard byte(at: index) == UInt8(ascii: "("), byte(at: operand.end - 1) == UInt8(ascii: ")"), arrow > operand.end,
            matches("->", at: arrow)
        else { return operand }
        let result = skipWhitespace(from: arrow + 2, newlines: false)
        guard result > arrow + 2, let returned = type(from: result, depth: depth) else { return nil }
        return (returned.end, false)
    }

    /// A name, `[…]` or `(…)`, then any of `?`, `!` and `.Member`, all adjacent.
    private func postfixType(from index: Int, depth: Int) -> (end: Int, isImplicitlyUnwrapped: Bool)? {
        var end: Int
        switch byte(at: index) {
        case UInt8(ascii: "["):
            guard let key = type(from: index + 1, depth: depth + 1) else { return nil }
            end = key.end
            if byte(at: end) == UInt8(ascii: ":") {
                guard let value = type(from: skipWhitespace(from: end + 1, newlines: false), depth: depth + 1) else { return nil }
                end = value.end
            }
            guard byte(at: end) == UInt8(ascii: "]") else { return nil }
            end += 1
        case UInt8(ascii: "("):
            guard let close = list(from: index + 1, closing: UInt8(ascii: ")"), depth: depth + 1) else { return nil }
            end = close
        default:
            guard let name = namedType(from: index, depth: depth) else { return nil }
            end = name
        }
        var isImplicitlyUnwrapped = false
        while true {
            switch byte(at: end) {
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                isImplicitlyUnwrapped = byte(at: end) == UInt8(ascii: "!")
                end += 1
            case UInt8(ascii: "."):
                guard let member = namedType(from: end + 1, depth: depth) else { return nil }
                isImplicitlyUnwrapped = false
                end = member
            default:
                return (end, isImplicitlyUnwrapped)
            }
        }
    }

    /// `Name` or `Name<…>`.
    private func namedType(from index: Int, depth: Int) -> Int? {
        guard let nameEnd = identifierEnd(from: index) else { return nil }
        let name = bytes[index..<nameEnd]
        guard !Self.keywords.contains(name) else { return nil }
        guard byte(at: nameEnd) == UInt8(ascii: "<") else { return nameEnd }
        return list(from: nameEnd + 1, closing: UInt8(ascii: ">"), depth: depth + 1)
    }

    /// Types separated by `,` (and spaces) up to `closing`; the offset after it. May be empty for `)`.
    private func list(from index: Int, closing: UInt8, depth: Int) -> Int? {
        if closing == UInt8(ascii: ")"), byte(at: index) == closing { return index + 1 }
        var index = index
        while true {
            guard let element = type(from: index, depth: depth) else { return nil }
            if byte(at: element.end) == closing { return element.end + 1 }
            guard byte(at: element.end) == UInt8(ascii: ",") else { return nil }
            index = skipWhitespace(from: element.end + 1, newlines: false)
        }
    }

    // MARK: Pieces

    /// After the type: only a `//` comment on the line, and then, past blank lines and comments,
    /// something that cannot continue the declaration.
    private func endsDeclaration(at index: Int) -> Bool {
        var index = skipWhitespace(from: index, newlines: false)
        guard let first = byte(at: index) else { return false }
        if first == UInt8(ascii: "/") {
            guard byte(at: index + 1) == UInt8(ascii: "/") else { return false }
        } else if first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r") {
            return false
        }
        while let byte = byte(at: index) {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), self.byte(at: index + 1) == UInt8(ascii: "/") {
                // Up to a lone `\r` too, which ends a line for Swift: what follows could continue the declaration.
                index = SwiftBytes.lineEnd(in: bytes, from: index)
            } else if byte == UInt8(ascii: "/"), self.byte(at: index + 1) == UInt8(ascii: "*") {
                guard let end = SwiftBytes.blockCommentEnd(in: bytes, from: index) else { return false }
                index = end
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                return true
            } else {
                guard let end = identifierEnd(from: index) else { return false }
                return Self.memberStarts.contains(bytes[index..<end])
            }
        }
        return false
    }

    /// `(…)` after an attribute's name: balanced, on one line, without strings, comments or escapes.
    private func attributeArgumentsEnd(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while let byte = byte(at: index) {
            index += 1
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "\n"),
                UInt8(ascii: "\r"):
                return nil
            default:
                break
            }
        }
        return nil
    }

    /// The end of an ASCII identifier starting at `index`; nil if none starts there, or if it runs
    /// on into bytes the subset leaves out (`$`, non-ASCII, a backtick).
    private func identifierEnd(from index: Int) -> Int? {
        guard let first = byte(at: index), first == UInt8(ascii: "_") || first.isASCIILetter else { return nil }
        var end = index + 1
        while let byte = byte(at: end), byte == UInt8(ascii: "_") || byte.isASCIILetter || byte.isASCIIDigit {
            end += 1
        }
        if let next = byte(at: end), next >= 0x80 || next == UInt8(ascii: "$") || next == UInt8(ascii: "`") { return nil }
        return end
    }

    private func skipWhitespace(from index: Int, newlines: Bool) -> Int {
        var index = index
        while let byte = byte(at: index),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || (newlines && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")))
        {
            index += 1
        }
        return index
    }

    private func matches(_ text: StaticString, at index: Int) -> Bool {
        text.withUTF8Buffer { text in text.indices.allSatisfy { byte(at: index + $0) == text[$0] } }
    }

    private func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }
}

extension UInt8 {
    fileprivate var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
}
