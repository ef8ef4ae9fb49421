@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A start tag as written in the file, with the byte ranges `XMLParser` cannot give.
struct StartTag {
    struct Attribute {
        var name: ByteRange
        /// The raw text between the quotes, entity references undecoded.
        var value: ByteRange
    }

    /// `<` to `>` inclusive.
    var range: ByteRange
    /// Just after the element name.
    var nameEnd: Int
    /// In the order of the file. The tokenizer reuses this storage for the next tag, so a tag kept
    /// beyond that costs a copy.
    var attributes: [Attribute]

    var name: ByteRange { ByteRange(range.lowerBound + 1, nameEnd) }
}

/// Finds the start tags of an XML document in order, over the raw bytes: comments, CDATA sections,
/// processing instructions, declarations, end tags and text are skipped.
///
/// It checks no more of XML than it needs to find tags; `XMLParser` is the judge of well-formedness.
/// At a start tag it cannot read it stops, and `next()` returns nil from then on. Names are byte
/// ranges, never `String`s: the tokenizer sees every tag of the file, and the scanner reads a few.
struct StartTagTokenizer {
    private let bytes: [UInt8]
    private var offset = 0
    private var attributes: [StartTag.Attribute] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> StartTag? {
        while let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: offset) {
            if let skipped = endOfSkippedMarkup(at: open) {
                offset = skipped
                continue
            }
            guard let tag = startTag(at: open) else { break }
            offset = tag.range.upperBound
            return tag
        }
        offset = bytes.count
        return nil
    }

    /// Markup that is not a start tag, as `(opening, closing)`; checked in order, so `<!--` wins over `<!`.
    private static let skippedMarkup: [(opening: [UInt8], closing: [UInt8])] = [
        ("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">"), ("</", ">"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    /// The offset after the comment, CDATA section... that starts at `open`, or nil when a start tag
    /// starts there. Unclosed markup runs to the end of the file.
    private func endOfSkippedMarkup(at open: Int) -> Int? {
        // Every skipped markup starts with one of these after `<`; a start tag never does.
        guard open + 1 < bytes.count, [UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(bytes[open + 1]) else { return nil }
        guard let markup = Self.skippedMarkup.first(where: { bytes[open...].starts(with: $0.opening) }) else { return nil }
        guard let close = bytes.firstIndex(of: markup.closing, from: open + markup.opening.count) else { return bytes.count }
        return close + markup.closing.count
    }

    private mutating func startTag(at open: Int) -> StartTag? {
        var cursor = open + 1
        let name = word(from: &cursor)
        guard !name.isEmpty else { return nil }
        attributes.removeAll(keepingCapacity: true)
        while true {
            skipWhitespace(&cursor)
            guard cursor < bytes.count else { return nil }
            switch bytes[cursor] {
            case UInt8(ascii: ">"):
                return StartTag(range: ByteRange(open, cursor + 1), nameEnd: name.upperBound, attributes: attributes)
            case UInt8(ascii: "/"):
                guard cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: ">") else { return nil }
                return StartTag(range: ByteRange(open, cursor + 2), nameEnd: name.upperBound, attributes: attributes)
            default:
                guard let attribute = attribute(from: &cursor) else { return nil }
                attributes.append(attribute)
            }
        }
    }

    /// `name = "value"` or `name='value'`.
    private func attribute(from cursor: inout Int) -> StartTag.Attribute? {
        let name = word(from: &cursor)
        skipWhitespace(&cursor)
        guard !name.isEmpty, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        cursor += 1
        skipWhitespace(&cursor)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { return nil }
        let valueStart = cursor + 1
        guard let valueEnd = bytes.firstIndex(of: bytes[cursor], from: valueStart) else { return nil }
        cursor = valueEnd + 1
        return StartTag.Attribute(name: name, value: ByteRange(valueStart, valueEnd))
    }

    /// An element or attribute name: everything up to whitespace, `=`, `/` or `>`.
    private func word(from cursor: inout Int) -> ByteRange {
        let start = cursor
        while cursor < bytes.count, !bytes[cursor].isXMLWhitespace, !Self.endsWord(bytes[cursor]) {
            cursor += 1
        }
        return ByteRange(start, cursor)
    }

    private func skipWhitespace(_ cursor: inout Int) {
        while cursor < bytes.count, bytes[cursor].isXMLWhitespace { cursor += 1 }
    }

    private static func endsWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
