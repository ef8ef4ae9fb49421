@_spi(Scenery) import ScenerySourceText
import Testing

/// The line index converts as the walk over the bytes it replaced did (`BytesWalk`, kept here as
/// the oracle): positions of multi-byte and CRLF text, broken UTF-8, and offsets inside characters
/// and line terminators.
@Suite struct LineIndexTests {
    @Test func positionsEqualTheWalkOverTheBytes() {
        let samples = [
            "", "a", "\n", "\r\n", "\r", "ab\r\ncd\ref\n", "let s = \"😀é1️⃣x\"\r\n// ü\r\n\r\n", "🇫🇷\r\n\n\r", "日本語\nx",
        ].map { Array($0.utf8) }
        let broken: [[UInt8]] = [[0xE0, 0x41, 0x0A, 0xF0, 0x9F], [0x80, 0xC3, 0x0D, 0x0A, 0xFF, 0xE2, 0x82], [0xF0, 0x0A, 0x41, 0x42, 0x43]]
        // Lines of 255 bytes and more (kept apart from the byte a line), and past the lines between checkpoints.
        let long = [
            String(repeating: "a", count: 254) + "\n" + String(repeating: "é", count: 300) + "\r\nb",
            (0..<150).map { "line \($0)" }.joined(separator: "\n"),
        ]
        .map { Array($0.utf8) }
        var generator = SystemRandomNumberGenerator()
        let alphabet: [[UInt8]] = ["a", "\n", "\r", "\r\n", "é", "😀", "語", " "].map { Array($0.utf8) } + [[0x80], [0xE0], [0xF0]]
        let random = (0..<300).map { _ in
            (0..<Int.random(in: 0..<24, using: &generator)).flatMap { _ in alphabet.randomElement(using: &generator) ?? [] }
        }
        for bytes in samples + broken + random + long {
            let index = LineIndex(bytes)
            let walk = BytesWalk(bytes: bytes)
            #expect(index.lineCount == walk.lineStarts.count, "\(bytes)")
            for offset in -1...(bytes.count + 1) {
                for encoding in [PositionEncoding.utf8, .utf16] {
                    #expect(index.position(of: offset, in: encoding) == walk.position(of: offset, in: encoding), "\(bytes) at \(offset)")
                }
                let (line, column) = index.lineAndColumn(of: offset)
                let expected = walk.lineAndColumn(of: offset)
                #expect(line == expected.line && column == expected.column, "\(bytes) at \(offset)")
            }
            for line in -1...(walk.lineStarts.count + 1) {
                #expect(index.lineRange(line) == walk.lineRange(line), "\(bytes) line \(line)")
                for character in -1...12 {
                    for encoding in [PositionEncoding.utf8, .utf16] {
                        let position = LinePosition(line: line, character: character)
                        #expect(index.offset(of: position, in: encoding) == walk.offset(of: position, in: encoding), "\(bytes) at \(position)")
                    }
                }
            }
        }
    }

    @Test func crlfLinesAreKeptCompactly() {
        #expect(LineIndex(Array("a\nb\n".utf8)).crlfLines == .none)
        #expect(LineIndex(Array("a\r\nb\r\nc".utf8)).crlfLines == .all)
        #expect(LineIndex(Array("a\r\nb\nc\r\n".utf8)).crlfLines == .some([0, 2]))
        #expect(LineIndex(Array("ab".utf8)).wideCharacters.isEmpty)
        #expect(LineIndex(Array("aé😀".utf8)).wideCharacters == [.init(offset: 1, width: 2), .init(offset: 3, width: 4)])
    }
}

/// The conversions as they were computed from the bytes themselves before the line index.
private struct BytesWalk {
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    func lineRange(_ line: Int) -> ByteRange {
        let line = min(max(0, line), lineStarts.count - 1)
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return ByteRange(start, end)
    }

    func line(of offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        return lineStarts.lastIndex { $0 <= offset } ?? 0
    }

    func position(of offset: Int, in encoding: PositionEncoding) -> LinePosition {
        let line = line(of: offset)
        let range = lineRange(line)
        let end = min(max(offset, range.lowerBound), range.upperBound)
        var character = 0
        var index = range.lowerBound
        while index < end {
            let width = Self.width(bytes[index])
            if index + width > end { break }
            character += encoding == .utf8 ? width : (width == 4 ? 2 : 1)
            index += width
        }
        return LinePosition(line: line, character: character)
    }

    func offset(of position: LinePosition, in encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let range = lineRange(position.line)
        var remaining = max(0, position.character)
        var index = range.lowerBound
        while index < range.upperBound, remaining > 0 {
            let width = Self.width(bytes[index])
            let units = encoding == .utf8 ? width : (width == 4 ? 2 : 1)
            if units > remaining { break }
            remaining -= units
            index = min(index + width, range.upperBound)
        }
        return index
    }

    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line + 1, min(max(offset, lineStarts[line]), bytes.count) - lineStarts[line] + 1)
    }

    private static func width(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        case 0xF0..<0xF8: 4
        default: 1
        }
    }
}
