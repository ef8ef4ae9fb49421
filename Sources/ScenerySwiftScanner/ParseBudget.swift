@_spi(Scenery) import ScenerySourceText

/// Shapes for which SwiftParser recurses once per repetition, whatever its nesting limit, so that a
/// hostile file would overflow the stack and kill the process: generic arguments nested deeper than
/// `maximumDepth` on one line (`Array<Array<…>>`) and more than `maximumDepth` function arrows on
/// one line (`(Int) -> (Int) -> …`). From there to the end of the line, the bytes are blanked in
/// place (offsets and line breaks kept), as deep brackets are: the file then has a syntax error on
/// that line. Real code stays far below the limit; comments and strings are not told apart, which
/// at worst blanks such a line of a comment. Limit: spread over many lines, such nesting is not
/// cut. (Deep brackets, string interpolations, runs of prefix keywords and `#if`s are `BodyElision`'s:
/// its lexer tells strings apart.)
enum ParseBudget {
    static let maximumDepth = 64

    static func blankRunaways(in bytes: inout [UInt8]) {
        // Most files hold too few `<` and `>` to get there: counted first, by a byte search.
        guard bytes.occurrences(of: UInt8(ascii: "<"), upTo: maximumDepth + 1) > maximumDepth
            || bytes.occurrences(of: UInt8(ascii: ">"), upTo: maximumDepth + 1) > maximumDepth
        else { return }
        var depth = 0
        var arrows = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                depth = 0
                arrows = 0
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="):
                depth = 0
            case UInt8(ascii: "<") where index > 0 && SwiftBytes.isIdentifierByte(bytes[index - 1]):
                depth += 1
                if depth > maximumDepth {
                    index = blankLine(in: &bytes, from: index)
                    depth = 0
                    continue
                }
            case UInt8(ascii: ">") where index > 0 && bytes[index - 1] == UInt8(ascii: "-"):
                arrows += 1
                if arrows > maximumDepth {
                    index = blankLine(in: &bytes, from: index - 1)
                    arrows = 0
                    continue
                }
            case UInt8(ascii: ">"):
                if depth > 0 { depth -= 1 }
            default:
                break
            }
            index += 1
        }
    }

    /// Blanks from `start` to the line's end; returns the line end's offset.
    private static func blankLine(in bytes: inout [UInt8], from start: Int) -> Int {
        let end = SwiftBytes.lineEnd(in: bytes, from: start)
        for offset in start..<end { bytes[offset] = UInt8(ascii: " ") }
        return end
    }
}
