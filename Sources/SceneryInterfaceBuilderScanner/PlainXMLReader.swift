@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Reads plain XML, the kind Xcode writes, without `XMLParser`: an optional UTF-8 declaration, then
/// elements, attributes, text, comments and character or entity references, with ASCII names.
/// Nothing else: at a CDATA section, processing instruction, byte-order mark, namespace, reserved or
/// non-ASCII name, other declaration, over-deep nesting or any error it gives up. The scanner then
/// reads the file again with `XMLParser`, which stays the judge of everything outside this subset
/// and the source of every error message.
///
/// Why: `XMLParser` bridges every element's attributes into a dictionary of strings, and that was
/// most of the cost of reading a large app's Interface Builder files. This reader makes strings
/// only of element names and of the few values the scanner asks for.
///
/// It must accept only well-formed documents, and report for them exactly the elements, ranges and
/// values that `XMLParser` would: `PlainXMLReaderTests` compares the two on every fixture and on
/// thousands of mutants of them.
struct PlainXMLReader {
    /// Reports elements as `XMLElementReader.read` does, and returns whether the whole document was
    /// read. When it returns false, what was reported must be discarded.
    static func read(_ bytes: [UInt8], onStart: (ParsedElement) -> Void, onEnd: (Int) -> Void) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = PlainXMLReader(buffer: buffer)
            return reader.readDocument(bytes, onStart: onStart, onEnd: onEnd)
        }
    }

    /// The declarations Xcode writes; any other goes to `XMLParser` (it may name another encoding).
    private static let declarations = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#,
    ].map { Array($0.utf8) }

    private let buffer: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// Reused from tag to tag, as `StartTagTokenizer` does.
    private var attributes: [StartTag.Attribute] = []

    private init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Every read goes through here, so no index can leave the buffer. NUL is never valid in XML,
    /// so the end of the input reads as an error wherever more is needed.
    private func byte(_ index: Int) -> UInt8 {
        (0..<buffer.count).contains(index) ? buffer[index] : 0
    }

    private mutating func readDocument(_ bytes: [UInt8], onStart: (ParsedElement) -> Void, onEnd: (Int) -> Void) -> Bool {
        if let declaration = Self.declarations.first(where: { bytes.starts(with: $0) }) {
            offset = declaration.count
        }
        guard skipMiscellany(&offset) else { return false }
        // The names of the open elements, as strings for `ParsedElement.ancestors` and as ranges to match end tags.
        var ancestors: [String] = []
        var openNames: [ByteRange] = []
        while byte(offset) == UInt8(ascii: "<") {
            switch byte(offset + 1) {
            case UInt8(ascii: "/"):
                guard let name = openNames.popLast(), readEndTag(named: name) else { return false }
                ancestors.removeLast()
                onEnd(ancestors.count)
            case UInt8(ascii: "!"):
                // Before the root, `skipMiscellany` took the comments.
                guard !openNames.isEmpty, skipComment(&offset) else { return false }
            default:
                guard ancestors.count < XMLElementReader.maximumDepth, let (tag, isEmpty) = readStartTag() else { return false }
                let name = String(decoding: buffer[tag.name.lowerBound..<tag.name.upperBound], as: UTF8.self)
                onStart(ParsedElement(name: name, tag: tag, ancestors: ancestors, bytes: bytes, parsedValues: nil))
                if isEmpty {
                    onEnd(ancestors.count)
                } else {
                    ancestors.append(name)
                    openNames.append(tag.name)
                }
            }
            if openNames.isEmpty {
                return skipMiscellany(&offset) && offset == buffer.count
            }
            guard skipCharacters(&offset, until: UInt8(ascii: "<")) else { return false }
        }
        return false
    }

    /// Whitespace and comments, as may come before and after the root element.
    private func skipMiscellany(_ cursor: inout Int) -> Bool {
        while true {
            skipWhitespace(&cursor)
            guard byte(cursor) == UInt8(ascii: "<"), byte(cursor + 1) == UInt8(ascii: "!") else { return true }
            guard skipComment(&cursor) else { return false }
        }
    }

    /// `<!-- … -->` at `cursor`, with no `--` inside and not ending in `-`.
    private func skipComment(_ cursor: inout Int) -> Bool {
        guard byte(cursor + 1) == UInt8(ascii: "!"), byte(cursor + 2) == UInt8(ascii: "-"), byte(cursor + 3) == UInt8(ascii: "-") else {
            return false
        }
        var index = cursor + 4
        while !(byte(index) == UInt8(ascii: "-") && byte(index + 1) == UInt8(ascii: "-")) {
            guard let length = characterLength(at: index) else { return false }
            index += length
        }
        guard byte(index + 2) == UInt8(ascii: ">") else { return false }
        cursor = index + 3
        return true
    }

    /// `<name attribute="value" …>` or `…/>`, at `offset`; whether it is empty (`/>`).
    private mutating func readStartTag() -> (StartTag, isEmpty: Bool)? {
        let open = offset
        var cursor = open + 1
        guard let name = readName(&cursor) else { return nil }
        attributes.removeAll(keepingCapacity: true)
        while true {
            let afterPrevious = cursor
            skipWhitespace(&cursor)
            switch byte(cursor) {
            case UInt8(ascii: ">"):
                offset = cursor + 1
                return (StartTag(range: ByteRange(open, offset), nameEnd: name.upperBound, attributes: attributes), false)
            case UInt8(ascii: "/"):
                guard byte(cursor + 1) == UInt8(ascii: ">") else { return nil }
                offset = cursor + 2
                return (StartTag(range: ByteRange(open, offset), nameEnd: name.upperBound, attributes: attributes), true)
            default:
                // XML requires whitespace between attributes.
                guard cursor > afterPrevious, let attribute = readAttribute(&cursor) else { return nil }
                guard !attributes.contains(where: { sameBytes($0.name, attribute.name) }) else { return nil }
                attributes.append(attribute)
            }
        }
    }

    /// `name = "value"` or `name='value'`; names starting with `xml` are reserved (`xmlns`, `xml:space`…)
    /// and left to `XMLParser`.
    private func readAttribute(_ cursor: inout Int) -> StartTag.Attribute? {
        guard let name = readName(&cursor), !startsWithXML(name) else { return nil }
        skipWhitespace(&cursor)
        guard byte(cursor) == UInt8(ascii: "=") else { return nil }
        cursor += 1
        skipWhitespace(&cursor)
        let quote = byte(cursor)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        cursor += 1
        let valueStart = cursor
        guard skipCharacters(&cursor, until: quote) else { return nil }
        let value = ByteRange(valueStart, cursor)
        cursor += 1
        return StartTag.Attribute(name: name, value: value)
    }

    /// `</name>`, with optional whitespace before `>`, closing the element named at `name`.
    private mutating func readEndTag(named name: ByteRange) -> Bool {
        var cursor = offset + 2
        guard let closed = readName(&cursor), sameBytes(closed, name) else { return false }
        skipWhitespace(&cursor)
        guard byte(cursor) == UInt8(ascii: ">") else { return false }
        offset = cursor + 1
        return true
    }

    /// An ASCII name: a letter or `_`, then letters, digits, `_`, `-` and `.` (no `:`: no namespaces).
    private func readName(_ cursor: inout Int) -> ByteRange? {
        let start = cursor
        guard Self.isNameStart(byte(cursor)) else { return nil }
        cursor += 1
        while Self.isNameStart(byte(cursor)) || Self.isDigitDashOrDot(byte(cursor)) { cursor += 1 }
        return ByteRange(start, cursor)
    }

    /// Moves past text or an attribute value up to `terminator`, which it stops at: true when every
    /// character and reference on the way is valid XML, and the terminator was found.
    private func skipCharacters(_ cursor: inout Int, until terminator: UInt8) -> Bool {
        while true {
            let byte = byte(cursor)
            switch byte {
            case terminator: return true
            // `<` only ever ends text; in a value it is an error.
            case UInt8(ascii: "<"): return false
            case UInt8(ascii: "&"):
                guard skipReference(&cursor) else { return false }
            // `]]>` may not appear in text (it is allowed in attribute values).
            case UInt8(ascii: ">")
            where terminator == UInt8(ascii: "<") && self.byte(cursor - 1) == UInt8(ascii: "]") && self.byte(cursor - 2) == UInt8(ascii: "]"):
                return false
            default:
                guard let length = characterLength(at: cursor) else { return false }
                cursor += length
            }
        }
    }

    /// The length of the XML character at `index`; nil for a control character, bad UTF-8, or the end.
    private func characterLength(at index: Int) -> Int? {
        let byte = byte(index)
        switch byte {
        case 0x20..<0x80, 0x09, 0x0A, 0x0D: return 1
        case 0x80...: return scalarLength(at: index)
        default: return nil
        }
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#…;` `&#x…;` at `cursor` (no other entity exists without a DTD).
    private func skipReference(_ cursor: inout Int) -> Bool {
        var end = cursor + 1
        if byte(end) == UInt8(ascii: "#") {
            end += 1
            let hexadecimal = byte(end) == UInt8(ascii: "x")
            if hexadecimal { end += 1 }
            let digitsStart = end
            var value = 0
            while let digit = Self.digitValue(byte(end), hexadecimal: hexadecimal), end - digitsStart < 8 {
                value = value * (hexadecimal ? 16 : 10) + digit
                end += 1
            }
            guard end > digitsStart, byte(end) == UInt8(ascii: ";"), Self.isCharacter(value) else { return false }
        } else {
            guard let name = readName(&end), byte(end) == UInt8(ascii: ";"),
                Self.predefinedEntities.contains(where: { $0.elementsEqual(buffer[name.lowerBound..<name.upperBound]) })
            else { return false }
        }
        cursor = end + 1
        return true
    }

    static let predefinedEntities = ["lt", "gt", "amp", "quot", "apos"].map { Array($0.utf8) }

    /// The length of the well-formed UTF-8 sequence at `index` when it encodes an XML character;
    /// nil for overlong forms, surrogates, values past U+10FFFF, U+FFFE and U+FFFF.
    private func scalarLength(at index: Int) -> Int? {
        let lead = byte(index)
        let second = byte(index + 1)
        func continues(_ count: Int) -> Bool {
            (1..<count).allSatisfy { byte(index + $0) & 0xC0 == 0x80 }
        }
        switch lead {
        case 0xC2...0xDF: return continues(2) ? 2 : nil
        case 0xE0: return (0xA0...0xBF).contains(second) && continues(3) ? 3 : nil
        case 0xED: return (0x80...0x9F).contains(second) && continues(3) ? 3 : nil
        case 0xEF: return continues(3) && !(second == 0xBF && byte(index + 2) >= 0xBE) ? 3 : nil
        case 0xE1...0xEE: return continues(3) ? 3 : nil
        case 0xF0: return (0x90...0xBF).contains(second) && continues(4) ? 4 : nil
        case 0xF1...0xF3: return continues(4) ? 4 : nil
        case 0xF4: return (0x80...0x8F).contains(second) && continues(4) ? 4 : nil
        default: return nil
        }
    }

    private func skipWhitespace(_ cursor: inout Int) {
        while byte(cursor).isXMLWhitespace { cursor += 1 }
    }

    private func sameBytes(_ first: ByteRange, _ second: ByteRange) -> Bool {
        first.count == second.count && buffer[first.lowerBound..<first.upperBound].elementsEqual(buffer[second.lowerBound..<second.upperBound])
    }

    /// In any case. Asked of every attribute: a comparison per byte, no iterator.
    private func startsWithXML(_ name: ByteRange) -> Bool {
        let start = name.lowerBound
        return name.count >= 3 && byte(start) | 0x20 == UInt8(ascii: "x") && byte(start + 1) | 0x20 == UInt8(ascii: "m")
            && byte(start + 2) | 0x20 == UInt8(ascii: "l")
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    private static func isDigitDashOrDot(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// XML 1.0's `Char`.
    static func isCharacter(_ value: Int) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }
}

extension PlainXMLReader {
    /// An attribute value as `XMLParser` decodes it: references replaced, and each tab, line feed,
    /// carriage return or CR LF pair made one space (XML's attribute-value normalization).
    static func decodedValue(in bytes: [UInt8], range: ByteRange) -> String {
        let raw = bytes[range.lowerBound..<range.upperBound]
        guard raw.contains(where: { $0 == UInt8(ascii: "&") || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            return String(decoding: raw, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0D:
                if index < range.upperBound, bytes[index] == 0x0A { index += 1 }
                decoded.append(0x20)
            case 0x09, 0x0A:
                decoded.append(0x20)
            case UInt8(ascii: "&"):
                guard let end = raw[index...].firstIndex(of: UInt8(ascii: ";")), let scalar = referencedScalar(bytes[index..<end]) else {
                    decoded.append(byte)
                    continue
                }
                UTF8.encode(scalar) { decoded.append($0) }
                index = end + 1
            default:
                decoded.append(byte)
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// What `&name;` stands for, given `name`.
    private static func referencedScalar(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        guard name.first == UInt8(ascii: "#") else {
            let predefined: [Unicode.Scalar] = ["<", ">", "&", "\"", "'"]
            return predefinedEntities.firstIndex { $0.elementsEqual(name) }.map { predefined[$0] }
        }
        let hexadecimal = name.dropFirst().first == UInt8(ascii: "x")
        let digits = name.dropFirst(hexadecimal ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            guard let digit = digitValue(byte, hexadecimal: hexadecimal) else { return nil }
            value = value * (hexadecimal ? 16 : 10) + UInt32(digit)
        }
        return Unicode.Scalar(value)
    }
}
