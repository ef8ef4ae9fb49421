/// Lines where diagnostics of some rules are not reported, from a suppression comment:
/// `// scenery:disable:next rule-id…` in Swift, `<!-- scenery:disable:next rule-id… -->` in a
/// storyboard or xib. No rule id silences every rule.
@_spi(Scenery) public struct Suppression: Hashable, Sendable {
    /// The lines it covers, from the first one's first byte to the last one's end (newline excluded).
    @_spi(Scenery) public var range: ByteRange
    /// The silenced rule ids; empty: every rule.
    @_spi(Scenery) public var rules: [String]
    /// Where the comment writes each of `rules`, in their order (a misspelt id is reported there).
    @_spi(Scenery) public var ruleRanges: [ByteRange]

    @_spi(Scenery) public init(range: ByteRange, rules: [String], ruleRanges: [ByteRange] = []) {
        self.range = range
        self.rules = rules
        self.ruleRanges = ruleRanges
    }

    /// A diagnostic of `rule` that starts at `offset` is not reported.
    @_spi(Scenery) public func silences(rule: String, at offset: Int) -> Bool {
        range.touches(offset) && (rules.isEmpty || rules.contains(rule))
    }
}

extension Suppression {
    /// How the file's language writes a comment.
    @_spi(Scenery) public enum CommentSyntax: Sendable {
        /// `//` (or `///`) to the end of the line.
        case swift
        /// `<!--` to `-->`.
        case xml
    }

    /// The bytes every form starts with: one search for them finds them all, as cheap as the one
    /// form that existed before (the search anchors on the `:`).
    private static let marker = Array("scenery:".utf8)

    /// Every suppression in `bytes`, the forms resolved to the lines they cover:
    /// - `disable:next` (or `disable-next-line`, its first spelling): the next line;
    /// - `disable:this`: the comment's own line, which may start with code;
    /// - `disable` … `enable`: from the `disable` comment's line up to the `enable` comment's line
    ///   (excluded), or to the end of the file; `enable` with ids ends the ranges opened for those
    ///   ids, `enable` alone ends every one.
    ///
    /// Except `disable:this`, a comment is on a line of its own. Found by a byte search of the
    /// whole file, so Swift function bodies that elision cuts from the parse still count.
    @_spi(Scenery) public static func find(in bytes: [UInt8], syntax: CommentSyntax) -> [Suppression] {
        var found: [Suppression] = []
        var open: [OpenRange] = []
        var index = 0
        while let start = bytes.firstIndex(of: marker, from: index) {
            index = start + marker.count
            let lineStart = lineStart(in: bytes, before: start)
            guard let commentStart = syntax.commentStart(in: bytes, lineStart: lineStart, marker: start) else { continue }
            let isOwnLine = bytes[lineStart..<commentStart].allSatisfy(isSpace)
            let lineEnd = SwiftBytes.lineEnd(in: bytes, from: index)
            let words = words(in: bytes[index..<syntax.commentEnd(in: bytes, from: index, lineEnd: lineEnd)])
            guard let form = words.first?.text else { continue }
            let rules = words.dropFirst().map(\.text)
            let ruleRanges = words.dropFirst().map(\.range)
            switch form {
            case "disable:this":
                found.append(Suppression(range: ByteRange(lineStart, lineEnd), rules: rules, ruleRanges: ruleRanges))
            case "disable:next" where isOwnLine, "disable-next-line" where isOwnLine:
                guard let nextStart = nextLineStart(in: bytes, lineEnd: lineEnd) else { continue }
                found.append(
                    Suppression(range: ByteRange(nextStart, SwiftBytes.lineEnd(in: bytes, from: nextStart)), rules: rules, ruleRanges: ruleRanges))
            case "disable" where isOwnLine:
                let named = zip(rules, ruleRanges).map { (rule: Optional($0), range: Optional($1)) }
                for (rule, written) in named.isEmpty ? [(nil, nil)] : named where !open.contains(where: { $0.rule == rule }) {
                    open.append(OpenRange(rule: rule, written: written, start: lineStart))
                }
            case "enable" where isOwnLine:
                // Up to the end of the line before this one: the `enable` line is reported again.
                let end = previousLineEnd(in: bytes, lineStart: lineStart)
                let isEnded = { (range: OpenRange) in rules.isEmpty || range.rule.map { rules.contains($0) } == true }
                found += open.filter(isEnded).map { $0.ended(at: end) }
                open.removeAll(where: isEnded)
            default:
                continue
            }
        }
        found += open.map { $0.ended(at: bytes.count) }
        return found
    }

    /// A range `disable` opened and no `enable` ended yet.
    private struct OpenRange {
        /// The rule it silences, and where it is written; nil: every rule.
        var rule: String?
        var written: ByteRange?
        var start: Int

        func ended(at end: Int) -> Suppression {
            Suppression(range: ByteRange(start, end), rules: rule.map { [$0] } ?? [], ruleRanges: written.map { [$0] } ?? [])
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// The comment's words: its form, then the rule ids (separated by spaces, tabs or commas).
    private static func words(in text: ArraySlice<UInt8>) -> [(text: String, range: ByteRange)] {
        text.split(whereSeparator: { isSpace($0) || $0 == UInt8(ascii: ",") }).map {
            (String(decoding: $0, as: UTF8.self), ByteRange($0.startIndex, $0.endIndex))
        }
    }

    private static func lineStart(in bytes: [UInt8], before offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n"), bytes[index - 1] != UInt8(ascii: "\r") { index -= 1 }
        return index
    }

    /// The end of the line before the one starting at `lineStart` (its `\n`, `\r\n` or `\r` excluded).
    private static func previousLineEnd(in bytes: [UInt8], lineStart: Int) -> Int {
        var end = lineStart
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The first byte of the line after the one ending at `lineEnd` (`\n`, `\r\n` or `\r`); nil on the last line.
    private static func nextLineStart(in bytes: [UInt8], lineEnd: Int) -> Int? {
        guard lineEnd < bytes.count else { return nil }
        let isCRLF = bytes[lineEnd] == UInt8(ascii: "\r") && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == UInt8(ascii: "\n")
        return lineEnd + (isCRLF ? 2 : 1)
    }
}

extension Suppression.CommentSyntax {
    /// Where the comment that holds the marker at `marker` opens: the marker follows the opener
    /// and spaces (Swift: `//`, `///`; XML: `<!--`); nil when it is no comment's first word.
    func commentStart(in bytes: [UInt8], lineStart: Int, marker: Int) -> Int? {
        var index = marker
        while index > lineStart, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
        switch self {
        case .swift:
            var slashes = 0
            while index > lineStart, bytes[index - 1] == UInt8(ascii: "/") {
                index -= 1
                slashes += 1
            }
            // An odd count of quotes before it: the `//` is inside a string literal.
            let quotes = bytes[lineStart..<index].count(where: { $0 == UInt8(ascii: "\"") })
            return slashes >= 2 && quotes.isMultiple(of: 2) ? index : nil
        case .xml:
            let opener = Array("<!--".utf8)
            guard index - lineStart >= opener.count, bytes[(index - opener.count)..<index].elementsEqual(opener) else { return nil }
            return index - opener.count
        }
    }

    /// Where the comment's text ends: the line's end, or an XML comment's `-->` before it.
    func commentEnd(in bytes: [UInt8], from offset: Int, lineEnd: Int) -> Int {
        guard self == .xml, let close = bytes.firstIndex(of: Array("-->".utf8), from: offset), close < lineEnd else { return lineEnd }
        return close
    }
}
