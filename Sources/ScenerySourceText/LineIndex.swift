/// Where the lines of some bytes start, and where those lines hold characters wider than one byte:
/// all that converting between byte offsets and positions needs, without the bytes. The scanners
/// make one from the bytes they read and the facts keep it, so a position is computed from the
/// very bytes the facts were made from, and no file is read again to report a place in it.
///
/// Lines end in `\n`, `\r\n` or `\r`. A character is what a walk from the start of its line finds
/// by lead bytes (a stray continuation byte or an invalid lead is one byte wide), so that invalid
/// UTF-8 is counted the same way whatever is asked.
@_spi(Scenery) public struct LineIndex: Sendable, Hashable {
    /// Each line's length in bytes, its terminator included, but the last line's: about a byte a
    /// line (an index of every line of a large app is kept in memory), `UInt8.max` for a line that
    /// long or longer, whose length is in `longLines`.
    private let lengths: [UInt8]
    /// Where every `checkpointSpacing`-th line starts: a line's start is a checkpoint plus fewer
    /// than that many lengths.
    private let checkpoints: [UInt32]
    /// The lines of `UInt8.max` bytes or more, ascending, with their lengths.
    private let longLines: [(line: UInt32, length: UInt32)]
    @_spi(Scenery) public let byteCount: Int
    /// Which lines end in the two bytes `\r\n` (the others in one byte, the last in none).
    @_spi(Scenery) public let crlfLines: CRLFLines
    /// Every character of more than one byte, by offset: rare in Swift and XML, so kept apart
    /// rather than per line.
    @_spi(Scenery) public let wideCharacters: [WideCharacter]

    private static let checkpointSpacing = 64

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

    /// The lines of `byteCount` bytes whose lines but the last are `lengths` long (terminators
    /// included); lengths past the bytes are cut to them.
    /// An array, not any sequence: a warm start decodes a million lines through here, from another
    /// module, where a generic sequence would not be specialised.
    @_spi(Scenery) public init(lineLengths: [Int], byteCount: Int, crlfLines: CRLFLines, wideCharacters: [WideCharacter]) {
        var lengths: [UInt8] = []
        // Exactly: appended one by one, an array keeps up to twice its bytes, and every file's index stays in memory.
        lengths.reserveCapacity(lineLengths.count)
        var checkpoints: [UInt32] = [0]
        checkpoints.reserveCapacity(lineLengths.count / Self.checkpointSpacing + 1)
        var longLines: [(line: UInt32, length: UInt32)] = []
        var start = 0
        for length in lineLengths {
            let length = min(max(0, length), byteCount - start)
            if length >= Int(UInt8.max) { longLines.append((UInt32(lengths.count), UInt32(clamping: length))) }
            lengths.append(UInt8(clamping: length))
            start += length
            if lengths.count % Self.checkpointSpacing == 0 { checkpoints.append(UInt32(clamping: start)) }
        }
        self.lengths = lengths
        self.checkpoints = checkpoints
        self.longLines = longLines
        self.byteCount = byteCount
        self.crlfLines = crlfLines
        self.wideCharacters = wideCharacters
    }

    /// One pass over `bytes`. Files this large are never read (the index stops at 16 MiB), so
    /// offsets fit in 32 bits; past that the index clamps, never traps.
    @_spi(Scenery) public init(_ bytes: [UInt8]) {
        var lengths: [Int] = []
        var crlf: [UInt32] = []
        var wide: [WideCharacter] = []
        bytes.withUnsafeBufferPointer { bytes in
            var lineStart = 0
            // The next byte a walk from the line's start reads as a lead byte.
            var nextLead = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                        crlf.append(UInt32(lengths.count))
                        index += 1
                    }
                    index += 1
                    lengths.append(index - lineStart)
                    lineStart = index
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
        self.init(
            lineLengths: lengths, byteCount: bytes.count, crlfLines: crlf.isEmpty ? .none : crlf.count == lengths.count ? .all : .some(crlf),
            wideCharacters: wide
        )
    }

    @_spi(Scenery) public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.lengths == rhs.lengths && lhs.longLines.elementsEqual(rhs.longLines, by: ==) && lhs.byteCount == rhs.byteCount
            && lhs.crlfLines == rhs.crlfLines && lhs.wideCharacters == rhs.wideCharacters
    }

    @_spi(Scenery) public func hash(into hasher: inout Hasher) {
        hasher.combine(lengths)
        hasher.combine(byteCount)
        hasher.combine(wideCharacters)
    }

    /// The length of each line but the last, its terminator included, in order (a closure, not a
    /// sequence, for the same reason as `init(lineLengths:…)`).
    @_spi(Scenery) public func forEachLineLength(_ body: (Int) -> Void) {
        for line in lengths.indices { body(length(ofLine: line)) }
    }

    private func length(ofLine line: Int) -> Int {
        let length = lengths[line]
        guard length == UInt8.max else { return Int(length) }
        let position = longLines.partitionPoint { $0.line >= UInt32(line) }
        return position < longLines.count ? Int(longLines[position].length) : Int(length)
    }

    @_spi(Scenery) public var lineCount: Int { lengths.count + 1 }

    /// The byte offset where `line` starts (clamped to the lines there are).
    @_spi(Scenery) public func start(ofLine line: Int) -> Int {
        let line = min(max(0, line), lengths.count)
        let block = line / Self.checkpointSpacing
        var start = Int(checkpoints[block])
        for earlier in (block * Self.checkpointSpacing)..<line { start += length(ofLine: earlier) }
        return start
    }

    /// The byte range of `line` without its line terminator; clamped to the last line.
    @_spi(Scenery) public func lineRange(_ line: Int) -> ByteRange {
        let line = min(max(0, line), lengths.count)
        let start = start(ofLine: line)
        guard line < lengths.count else { return ByteRange(start, byteCount) }
        let terminator = min(length(ofLine: line), endsInCRLF(line) ? 2 : 1)
        return ByteRange(start, start + length(ofLine: line) - terminator)
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
        let offset = min(max(0, offset), byteCount)
        // The last line starting at or before the offset (the first starts at 0).
        let block = checkpoints.partitionPoint { Int($0) > offset } - 1
        var line = block * Self.checkpointSpacing
        var start = Int(checkpoints[block])
        while line < lengths.count {
            let next = start + length(ofLine: line)
            guard next <= offset else { break }
            (line, start) = (line + 1, next)
        }
        return line
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
        if position.line >= lineCount { return byteCount }
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
        let start = start(ofLine: line)
        return (line + 1, min(max(offset, start), byteCount) - start + 1)
    }

    static func scalarWidth(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF8: return 4
        default: return 1 // a stray continuation byte or invalid lead: one unit, never stuck
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
