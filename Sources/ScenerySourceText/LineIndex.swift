/// Where the lines of some bytes start, and where those lines hold characters wider than one byte:
/// all that converting between byte offsets and positions needs, without the bytes. The scanners
/// make one from the bytes they read and the facts keep it, so a position is computed from the
/// very bytes the facts were made from, and no file is read again to report a place in it.
///
/// Lines end in `\n`, `\r\n` or `\r`. A character is what a walk from the start of its line finds
/// by lead bytes (a stray continuation byte or an invalid lead is one byte wide), so that invalid
/// UTF-8 is counted the same way whatever is asked.
@_spi(Scenery) public struct LineIndex: Sendable, Hashable {
    /// The byte offset of each line's first byte; always starts with 0.
    @_spi(Scenery) public let lineStarts: [UInt32]
    @_spi(Scenery) public let byteCount: Int
    /// Which lines end in the two bytes `\r\n` (the others in one byte, the last in none).
    @_spi(Scenery) public let crlfLines: CRLFLines
    /// Every character of more than one byte, by offset: rare in Swift and XML, so kept apart
    /// rather than per line.
    @_spi(Scenery) public let wideCharacters: [WideCharacter]

    @_spi(Scenery) public enum CRLFLines: Sendable, Hashable {
        case none
        /// Every line but the last.
        case all
        /// These lines, ascending.
        case some([UInt32])
    }

    @_spi(Scenery) public struct WideCharacter: Sendable, Hashable {
        @_spi(Scenery) public var offset: UInt32
        /// Its bytes (2, 3 or 4), as its lead byte says; it may reach past its line's end when the UTF-8 is broken.
        @_spi(Scenery) public var width: UInt8

        @_spi(Scenery) public init(offset: UInt32, width: UInt8) {
            self.offset = offset
            self.width = width
        }

        /// UTF-16 code units or UTF-8 bytes: what the character counts for in a position's character.
        func units(in encoding: PositionEncoding) -> Int { encoding == .utf8 ? Int(width) : (width == 4 ? 2 : 1) }
    }

    @_spi(Scenery) public init(lineStarts: [UInt32], byteCount: Int, crlfLines: CRLFLines, wideCharacters: [WideCharacter]) {
        self.lineStarts = lineStarts
        self.byteCount = byteCount
        self.crlfLines = crlfLines
        self.wideCharacters = wideCharacters
    }

    /// One pass over `bytes`. Files this large are never read (the index stops at 16 MiB), so
    /// offsets fit in 32 bits; past that the index clamps, never traps.
    @_spi(Scenery) public init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        var crlf: [UInt32] = []
        var wide: [WideCharacter] = []
        bytes.withUnsafeBufferPointer { bytes in
            // The next byte a walk from the line's start reads as a lead byte.
            var nextLead = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                        crlf.append(UInt32(starts.count - 1))
                        index += 1
                    }
                    index += 1
                    starts.append(UInt32(clamping: index))
                    nextLead = index
                    continue
                }
                if byte >= 0x80, index >= nextLead {
                    let width = Self.scalarWidth(leadByte: byte)
                    if width > 1 {
                        wide.append(WideCharacter(offset: UInt32(clamping: index), width: UInt8(width)))
                        nextLead = index + width
                    }
                }
                index += 1
            }
        }
        lineStarts = starts
        byteCount = bytes.count
        crlfLines = crlf.isEmpty ? .none : crlf.count == starts.count - 1 ? .all : .some(crlf)
        wideCharacters = wide
    }

    @_spi(Scenery) public var lineCount: Int { lineStarts.count }

    /// The byte offset where `line` starts (clamped to the lines there are).
    @_spi(Scenery) public func start(ofLine line: Int) -> Int { Int(lineStarts[min(max(0, line), lineStarts.count - 1)]) }

    /// The byte range of `line` without its line terminator; clamped to the last line.
    @_spi(Scenery) public func lineRange(_ line: Int) -> ByteRange {
        let line = min(max(0, line), lineStarts.count - 1)
        guard line + 1 < lineStarts.count else { return ByteRange(Int(lineStarts[line]), byteCount) }
        return ByteRange(Int(lineStarts[line]), Int(lineStarts[line + 1]) - (endsInCRLF(line) ? 2 : 1))
    }

    private func endsInCRLF(_ line: Int) -> Bool {
        switch crlfLines {
        case .none: false
        case .all: true
        case .some(let lines): lines.binarySearch(UInt32(line))
        }
    }

    /// The zero-based line that holds `offset` (clamped to the bytes).
    @_spi(Scenery) public func line(of offset: Int) -> Int {
        let offset = UInt32(clamping: min(max(0, offset), byteCount))
        // The last line starting at or before the offset (the first starts at 0).
        return lineStarts.partitionPoint { $0 > offset } - 1
    }

    /// The wide characters from `offset` on, up to `end`, in order.
    private func wideCharacters(from offset: Int, before end: Int) -> ArraySlice<WideCharacter> {
        let first = wideCharacters.partitionPoint { Int($0.offset) >= offset }
        let last = wideCharacters.partitionPoint { Int($0.offset) >= end }
        return wideCharacters[first..<max(first, last)]
    }

    /// The position of a byte offset. An offset inside a multi-byte character or inside a line
    /// terminator is moved back to the start of that character or to the end of the line.
    @_spi(Scenery) public func position(of offset: Int, in encoding: PositionEncoding = .utf16) -> LinePosition {
        let line = line(of: offset)
        let range = lineRange(line)
        let end = min(max(offset, range.lowerBound), range.upperBound)
        var character = 0
        var at = range.lowerBound
        for wide in wideCharacters(from: range.lowerBound, before: end) {
            let start = Int(wide.offset)
            character += start - at
            at = start
            if start + Int(wide.width) > end { return LinePosition(line: line, character: character) }
            character += wide.units(in: encoding)
            at += Int(wide.width)
        }
        return LinePosition(line: line, character: character + max(0, end - at))
    }

    /// The byte offset of a position. A line past the end clamps to the end of the bytes and a
    /// character past the end of its line clamps to the line's end (as LSP asks); a character
    /// inside a surrogate pair or a multi-byte sequence clamps to the start of that character.
    @_spi(Scenery) public func offset(of position: LinePosition, in encoding: PositionEncoding = .utf16) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return byteCount }
        let range = lineRange(position.line)
        var remaining = max(0, position.character)
        var at = range.lowerBound
        for wide in wideCharacters(from: range.lowerBound, before: range.upperBound) {
            let start = Int(wide.offset)
            if start - at >= remaining { return at + remaining }
            remaining -= start - at
            let units = wide.units(in: encoding)
            if units > remaining { return start }
            remaining -= units
            at = min(start + Int(wide.width), range.upperBound)
        }
        return min(at + remaining, range.upperBound)
    }

    /// One-based line and column, the column counted in UTF-8 bytes as `swiftc` and Xcode do.
    @_spi(Scenery) public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        let start = Int(lineStarts[line])
        return (line + 1, min(max(offset, start), byteCount) - start + 1)
    }

    static func scalarWidth(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF8: return 4
        default: return 1  // a stray continuation byte or invalid lead: one unit, never stuck
        }
    }
}

extension [UInt32] {
    /// Whether the ascending array holds `value`.
    fileprivate func binarySearch(_ value: UInt32) -> Bool {
        let position = partitionPoint { $0 >= value }
        return position < count && self[position] == value
    }
}
