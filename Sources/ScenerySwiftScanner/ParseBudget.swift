@_spi(Scenery) import ScenerySourceText

/// Shapes for which SwiftParser recurses once per repetition, whatever its nesting limit, so that a
/// hostile file would overflow the stack and kill the process: generic arguments nested deeper than
/// `maximumDepth` (`Array<Array<…>>`) and chains of more than `maximumDepth` function arrows
/// (`(Int) -> (Int) -> …`), on one line or spread over many (a line break ends neither: 3,000 lines
/// of `Array<` overflowed a debug build's stack). From the `<` or `->` past the budget, the rest of
/// its line is blanked in place (offsets and line breaks kept), the first such `<` or `->` of the
/// file made `#`: the file then has a syntax error on that line, and a chain that goes on over the
/// next lines loses each of them.
///
/// The count follows what SwiftParser may still be nested in, outside comments and strings
/// (interpolations are code): each bracket, brace and interpolation holds its own, and gives it up
/// when it closes. A `<` after a name, spaces or not, may open generic arguments (SwiftParser also
/// looks ahead for them in `a < b`); a `>` closes one. Whatever no type holds ends the chains of
/// the bracket it stands in: `{`, `;`, `=`, most operators, a string, a statement or declaration
/// keyword (`func`, `let`, `case`, `return`…), as SwiftParser unwinds there; a `,` ends the arrows
/// of a bracket without open generic arguments (the next parameter or element). So comparisons on
/// many lines, or many declarations with arrows, stay far below the budget. More than 64
/// comparisons in one list (`[a < b, c < d, …]`) are cut: SwiftParser looks ahead into them as
/// nested generic arguments (20,000 overflowed its stack). (Deep brackets, string interpolations,
/// runs of prefix keywords and `#if`s are `BodyElision`'s.)
///
/// The same pass measures how deeply the code nests (`Nesting`): open brackets, braces and
/// interpolations, generic arguments, and the ternaries whose `:` is still to come, which
/// SwiftParser reads by recursion or looks ahead over (a then-branch nesting ternaries overflowed a
/// debug build's stack at 1,000 levels; 800 unclosed `\(` kept its recovery busy for minutes). A
/// file the measure cannot show to be shallow is for a parse that may die (`SwiftScanner.Scan`).
enum ParseBudget {
    static let maximumDepth = 64

    /// The deepest nesting of a file, and where it was first reached (an offset into the bytes read).
    struct Nesting: Equatable {
        var depth = 0
        var offset = 0
    }

    @discardableResult
    static func blankRunaways(in bytes: inout [UInt8]) -> Nesting {
        bytes.withUnsafeMutableBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            reader.read()
            return reader.deepest
        }
    }

    /// Reads only inside `bytes`: every subscript is guarded by a comparison with `bytes.count`.
    private struct Reader {
        let bytes: UnsafeMutableBufferPointer<UInt8>
        var index = 0
        /// What SwiftParser may be inside, innermost last, over the file's own frame.
        var frames = [Frame(opener: 0)]
        /// The open generic arguments and the arrows of all frames.
        var angles = 0
        var arrows = 0
        var previous = Token.other
        var hasCut = false
        /// The ternaries of all frames whose `:` has not come.
        var ternaries = 0
        var deepest = Nesting()

        struct Frame {
            /// `(`, `[`, `{`, or `\` for an interpolation (0 for the file).
            let opener: UInt8
            var angles = 0
            var arrows = 0
            var ternaries = 0
            /// An interpolation's string, read on from its `)`.
            var hashes = 0
            var multiline = false
        }

        /// The last token read, comments and whitespace aside: `<` opens generic arguments only
        /// after a name, and a keyword after `.` is a member's name.
        enum Token { case name, period, other }

        /// Reserved words that no type holds.
        private static let chainEnds = BodyElision.Words(
            [
                "func", "let", "var", "case", "class", "struct", "enum", "protocol", "extension", "import", "typealias",
                "associatedtype", "init", "deinit", "subscript", "operator", "static", "return", "if", "guard", "else", "for",
                "while", "switch", "do", "catch", "throw", "defer", "break", "continue", "in", "where", "is", "as", "true",
                "false", "nil", "self", "super",
            ]
        )

        init(bytes: UnsafeMutableBufferPointer<UInt8>) { self.bytes = bytes }

        private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// What a byte may start: most are letters and spaces, read without the switch of the rest.
        private enum ByteKind {
            case space, name, other

            static let table: [ByteKind] = (0...255).map { value in
                let byte = UInt8(value)
                if SwiftBytes.isIdentifierByte(byte) { return .name }
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .space
                default: return .other
                }
            }
        }

        mutating func read() {
            let kinds = ByteKind.table
            let chainEnds = Self.chainEnds
            let text = UnsafeBufferPointer(bytes)
            while index < bytes.count {
                let byte = bytes[index]
                switch kinds[Int(byte)] {
                case .space:
                    index += 1
                case .name:
                    let start = index
                    index += 1
                    while index < bytes.count, kinds[Int(bytes[index])] == .name { index += 1 }
                    if previous != .period, chainEnds.contains(text[start..<index]) { endChains() }
                    previous = .name
                case .other:
                    readPunctuation(byte)
                }
            }
        }

        private mutating func readPunctuation(_ byte: UInt8) {
            let next = self.byte(at: index + 1)
            switch byte {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                index = SwiftBytes.lineEnd(in: bytes, from: index)
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                index = SwiftBytes.blockCommentEnd(in: bytes, from: index) ?? bytes.count
            case UInt8(ascii: "/"):
                guard let end = SwiftBytes.bareRegexEnd(in: bytes, from: index) else { return readOperators() }
                endChains()
                index = end
                previous = .other
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while self.byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                endChains()
                previous = .other
                if self.byte(at: index + hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    let multiline = self.byte(at: index + 1) == UInt8(ascii: "\"") && self.byte(at: index + 2) == UInt8(ascii: "\"")
                    index += multiline ? 3 : 1
                    readString(hashes: hashes, multiline: multiline)
                } else if hashes > 0, self.byte(at: index + hashes) == UInt8(ascii: "/") {
                    index = SwiftBytes.extendedRegexEnd(in: bytes, from: index, hashes: hashes)
                } else {
                    index += hashes
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{") { endChains() }
                frames.append(Frame(opener: byte))
                noteDepth(at: index)
                index += 1
                previous = .other
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                index += 1
                previous = .other
                close(byte)
            case UInt8(ascii: "`"):
                // A quoted name, to its closing backtick on the line.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                if self.byte(at: index) == UInt8(ascii: "`") { index += 1 }
                previous = .name
            case UInt8(ascii: "<") where next == UInt8(ascii: "#") && placeholderEnd() != nil:
                // An editor placeholder (`<#T#>`) is a name to SwiftParser.
                index = placeholderEnd() ?? bytes.count
                previous = .name
            case UInt8(ascii: "."):
                index += 1
                previous = .period
            case UInt8(ascii: ","):
                if frames[frames.count - 1].angles == 0 {
                    arrows -= frames[frames.count - 1].arrows
                    frames[frames.count - 1].arrows = 0
                }
                index += 1
                previous = .other
            case UInt8(ascii: ":"):
                if frames[frames.count - 1].ternaries > 0 {
                    frames[frames.count - 1].ternaries -= 1
                    ternaries -= 1
                }
                index += 1
                previous = .other
            case UInt8(ascii: "@"):
                index += 1
                previous = .other
            case _ where Self.isOperatorByte(byte):
                readOperators()
            default:
                // `;`, `\`, `'`: no type holds them either.
                endChains()
                index += 1
                previous = .other
            }
        }

        private static func isOperatorByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
                UInt8(ascii: "?"), UInt8(ascii: "/"):
                true
            default:
                false
            }
        }

        /// A run of operator characters, read as SwiftParser splits it in a type: a leading `<` after
        /// a name opens generic arguments, each `>` closes one, `->` is an arrow, and `?`, `!`, `~`,
        /// `&` alone and a `-` before a digit (a negative value as a generic argument) go on.
        private mutating func readOperators() {
            let start = index
            var end = index
            while end < bytes.count, Self.isOperatorByte(bytes[end]),
                !(bytes[end] == UInt8(ascii: "/") && (byte(at: end + 1) == UInt8(ascii: "/") || byte(at: end + 1) == UInt8(ascii: "*"))),
                // SwiftParser's lexer ends an operator where a placeholder may start (`Array<<#T#>`).
                end == start || !(bytes[end] == UInt8(ascii: "<") && byte(at: end + 1) == UInt8(ascii: "#") && placeholderCloses(after: end))
            {
                end += 1
            }
            var at = start
            if bytes[start] == UInt8(ascii: "<"), previous == .name {
                guard angles < maximumDepth else { return blankLine(from: start) }
                angles += 1
                frames[frames.count - 1].angles += 1
                noteDepth(at: start)
                at += 1
            } else if end - start == 1, bytes[start] == UInt8(ascii: "?"), start > 0, kinds(bytes[start - 1]) == .space {
                // A `?` spaced from what precedes it is a ternary's (an optional's `?` is not spaced).
                ternaries += 1
                frames[frames.count - 1].ternaries += 1
                noteDepth(at: start)
            }
            while at < end {
                switch bytes[at] {
                case UInt8(ascii: ">"):
                    if frames[frames.count - 1].angles > 0 {
                        frames[frames.count - 1].angles -= 1
                        angles -= 1
                    }
                case UInt8(ascii: "-") where at + 1 < end && bytes[at + 1] == UInt8(ascii: ">"):
                    guard arrows < maximumDepth else { return blankLine(from: at) }
                    arrows += 1
                    frames[frames.count - 1].arrows += 1
                    at += 1
                case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "~"):
                    break
                case UInt8(ascii: "&") where end - start == 1:
                    break
                case UInt8(ascii: "-") where at + 1 == end && (byte(at: end).map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false):
                    break
                default:
                    endChains()
                }
                at += 1
            }
            index = end
            previous = .other
        }

        /// Past the budget: blanks from `start` to the line's end and reads on from there. At the
        /// file's first cut, a `#` stays at `start`, a syntax error wherever it stands: cut short, an
        /// arrow chain would still read as a type followed by tuples. (One is enough, and each costs
        /// SwiftParser an error node.)
        private mutating func blankLine(from start: Int) {
            index = SwiftBytes.lineEnd(in: bytes, from: start)
            bytes[start] = hasCut ? UInt8(ascii: " ") : UInt8(ascii: "#")
            hasCut = true
            for offset in (start + 1)..<max(start + 1, index) { bytes[offset] = UInt8(ascii: " ") }
            previous = .other
        }

        private func kinds(_ byte: UInt8) -> ByteKind { ByteKind.table[Int(byte)] }

        private mutating func noteDepth(at offset: Int) {
            let depth = frames.count - 1 + angles + ternaries
            if depth > deepest.depth { deepest = Nesting(depth: depth, offset: offset) }
        }

        /// The innermost frame's generic arguments and arrows end here.
        private mutating func endChains() {
            let top = frames.count - 1
            angles -= frames[top].angles
            arrows -= frames[top].arrows
            frames[top].angles = 0
            frames[top].arrows = 0
        }

        private mutating func pop(downTo level: Int) {
            for frame in frames[level...] {
                angles -= frame.angles
                arrows -= frame.arrows
                ternaries -= frame.ternaries
            }
            frames.removeSubrange(level...)
        }

        /// `close` was just read. A `)` ends the innermost `(` or interpolation and whatever opened
        /// inside it, as SwiftParser's lexer counts only parentheses to find where an interpolation
        /// ends (and each `(` frame is popped by a `)` only, so the two counts agree); a `]` or `}`
        /// ends its own bracket only: anything else there ends the chains it stands in.
        private mutating func close(_ close: UInt8) {
            if close == UInt8(ascii: ")") {
                guard let level = frames.lastIndex(where: { $0.opener == UInt8(ascii: "(") || $0.opener == UInt8(ascii: "\\") }) else {
                    pop(downTo: 1)
                    return endChains()
                }
                let frame = frames[level]
                pop(downTo: level)
                if frame.opener == UInt8(ascii: "\\") { readString(hashes: frame.hashes, multiline: frame.multiline) }
                return
            }
            let opener = close == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
            if frames.count > 1, frames[frames.count - 1].opener == opener {
                pop(downTo: frames.count - 1)
            } else {
                endChains()
            }
        }

        /// Inside a string with `hashes` `#`s: reads to its end, or into an interpolation (a frame
        /// whose `)` reads on here). A single-line string also ends at a line break (unterminated).
        private mutating func readString(hashes: Int, multiline: Bool) {
            let quote = UInt8(ascii: "\"")
            let closingQuotes = multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), follow(UInt8(ascii: "#"), count: hashes, at: index + 1) {
                    index += 1 + hashes
                    if self.byte(at: index) == UInt8(ascii: "(") {
                        index += 1
                        frames.append(Frame(opener: UInt8(ascii: "\\"), hashes: hashes, multiline: multiline))
                        noteDepth(at: index - 1)
                        return
                    }
                    index += 1
                } else if byte == quote, follow(quote, count: closingQuotes, at: index),
                    follow(UInt8(ascii: "#"), count: hashes, at: index + closingQuotes)
                {
                    index += closingQuotes + hashes
                    return
                } else if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    return
                } else {
                    index += 1
                }
            }
        }

        private func follow(_ expected: UInt8, count: Int, at offset: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: offset + $0) == expected }
        }

        /// Whether `#>` follows `offset` on its line, as SwiftParser's lexer looks for one inside an operator.
        private func placeholderCloses(after offset: Int) -> Bool {
            var at = offset + 2
            while at + 1 < bytes.count, bytes[at] != UInt8(ascii: "\n") {
                if bytes[at] == UInt8(ascii: "#"), bytes[at + 1] == UInt8(ascii: ">") { return true }
                at += 1
            }
            return false
        }

        /// The end of an editor placeholder opening at `index` (`<#` to `#>` on one line, as SwiftParser's lexer reads one).
        private func placeholderEnd() -> Int? {
            var at = index + 2
            while at + 1 < bytes.count {
                switch (bytes[at], bytes[at + 1]) {
                case (UInt8(ascii: "#"), UInt8(ascii: ">")): return at + 2
                case (UInt8(ascii: "\n"), _), (UInt8(ascii: "<"), UInt8(ascii: "#")): return nil
                default: at += 1
                }
            }
            return nil
        }
    }
}
