/// How a client counts the characters of a line (LSP `PositionEncodingKind`).
@_spi(Scenery) public enum PositionEncoding: String, Sendable, Hashable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// A zero-based line and a character offset in that line, counted in some `PositionEncoding`.
@_spi(Scenery) public struct LinePosition: Hashable, Sendable, CustomStringConvertible {
    @_spi(Scenery) public var line: Int
    @_spi(Scenery) public var character: Int

    @_spi(Scenery) public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    @_spi(Scenery) public var description: String { "\(line):\(character)" }
}

/// The bytes of one file with its line table. All offset <-> position conversion lives here.
///
/// Lines end in `\n`, `\r\n` or `\r`. Conversions work on UTF-8 bytes, never on `Character`s
/// (`"\r\n"` is a single `Character`, so `split(separator: "\n")` would leave CRLF lines joined).
@_spi(Scenery) public struct SourceText: Sendable, Hashable {
    @_spi(Scenery) public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; always starts with 0.
    @_spi(Scenery) public let lineStarts: [Int]

    @_spi(Scenery) public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    @_spi(Scenery) public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                starts.append(index + 1)
            }
            index += 1
        }
        self.lineStarts = starts
    }

    @_spi(Scenery) public var text: String { String(decoding: bytes, as: UTF8.self) }
    @_spi(Scenery) public var lineCount: Int { lineStarts.count }

    /// The text of `range`, clamped to the file.
    @_spi(Scenery) public subscript(range: ByteRange) -> String {
        let lower = min(max(0, range.lowerBound), bytes.count)
        let upper = min(max(lower, range.upperBound), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The byte range of `line` without its line terminator; clamped to the last line.
    @_spi(Scenery) public func lineRange(_ line: Int) -> ByteRange {
        let line = min(max(0, line), lineStarts.count - 1)
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return ByteRange(start, end)
    }

    /// The zero-based line that holds `offset` (clamped to the file).
    @_spi(Scenery) public func line(of offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        // The last line starting at or before the offset (the first starts at 0).
        return lineStarts.partitionPoint { $0 > offset } - 1
    }

    /// The position of a byte offset. An offset inside a multi-byte character or inside a line
    /// terminator is moved back to the start of that character or to the end of the line.
    @_spi(Scenery) public func position(of offset: Int, in encoding: PositionEncoding = .utf16) -> LinePosition {
        let line = line(of: offset)
        let lineRange = lineRange(line)
        let end = min(max(offset, lineRange.lowerBound), lineRange.upperBound)
        var character = 0
        var index = lineRange.lowerBound
        while index < end {
            let width = Self.scalarWidth(leadByte: bytes[index])
            if index + width > end { break }
            character += encoding == .utf8 ? width : (width == 4 ? 2 : 1)
            index += width
        }
        return LinePosition(line: line, character: character)
    }

    /// The byte offset of a position. A line past the end clamps to the end of the file and a
    /// character past the end of its line clamps to the line's end (as LSP asks); a character
    /// inside a surrogate pair or a multi-byte sequence clamps to the start of that character.
    @_spi(Scenery) public func offset(of position: LinePosition, in encoding: PositionEncoding = .utf16) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let lineRange = lineRange(position.line)
        var remaining = max(0, position.character)
        var index = lineRange.lowerBound
        while index < lineRange.upperBound, remaining > 0 {
            let width = Self.scalarWidth(leadByte: bytes[index])
            let units = encoding == .utf8 ? width : (width == 4 ? 2 : 1)
            if units > remaining { break }
            remaining -= units
            index = min(index + width, lineRange.upperBound)
        }
        return index
    }

    /// The offset of a position as libxml2 (Foundation's `XMLParser`) reports it: a 1-based line
    /// that only `\n` ends (to libxml2 a lone `\r` is a character of its line) and a 1-based
    /// column in Unicode scalars; a line past the end gives the end of the file, a column past the
    /// end of its line that line's end.
    @_spi(Scenery) public func offset(ofLibxml2Line line: Int, column: Int) -> Int {
        guard line > 1 else { return offset(ofLibxml2Column: column, lineStart: 0) }
        // The lines that start after a `\n` (a `\r\n` ends in one) are libxml2's too.
        var remaining = line - 1
        for start in lineStarts.dropFirst() where bytes[start - 1] == UInt8(ascii: "\n") {
            remaining -= 1
            if remaining == 0 { return offset(ofLibxml2Column: column, lineStart: start) }
        }
        return bytes.count
    }

    private func offset(ofLibxml2Column column: Int, lineStart: Int) -> Int {
        var offset = lineStart
        var remaining = column - 1
        while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            // Continuation bytes (10xxxxxx) belong to the scalar already counted.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// One-based line and column, the column counted in UTF-8 bytes as `swiftc` and Xcode do.
    @_spi(Scenery) public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line + 1, min(max(offset, lineStarts[line]), bytes.count) - lineStarts[line] + 1)
    }

    /// Apply non-overlapping edits, all expressed against this text.
    @_spi(Scenery) public func applying(_ edits: [TextEdit]) -> SourceText {
        var result = bytes
        for edit in edits.sorted(by: { $0.range > $1.range }) {
            let lower = min(max(0, edit.range.lowerBound), result.count)
            let upper = min(max(lower, edit.range.upperBound), result.count)
            result.replaceSubrange(lower..<upper, with: Array(edit.newText.utf8))
        }
        return SourceText(bytes: result)
    }

    /// A stable 64-bit hash of the bytes, as 16 hex digits: the key of per-file facts.
    @_spi(Scenery) public var contentHash: String { Self.contentHash(of: bytes) }

    /// A 64-bit hash of the bytes, to notice changed files (not a defence against crafted
    /// collisions).
    @_spi(Scenery) public static func contentHash(of bytes: [UInt8]) -> String { contentHash(of: bytes[...]) }

    /// Four independent lanes of eight bytes: each step's multiply waits only on its
    /// own lane, so the processor runs the four at once (a cold index hashes every file).
    @_spi(Scenery) public static func contentHash(of bytes: ArraySlice<UInt8>) -> String {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let seed: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(bytes.count) &* multiplier)
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (seed, seed ^ 1, seed ^ 2, seed ^ 3)
        func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 { ((lane ^ word) &* multiplier).rotatedLeft(by: 31) }
        var hash: UInt64 = 0
        bytes.withUnsafeBytes { raw in
            func word(at offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            var offset = 0
            while offset + 32 <= raw.count {
                lanes.0 = mix(lanes.0, word(at: offset))
                lanes.1 = mix(lanes.1, word(at: offset + 8))
                lanes.2 = mix(lanes.2, word(at: offset + 16))
                lanes.3 = mix(lanes.3, word(at: offset + 24))
                offset += 32
            }
            hash = mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
            while offset + 8 <= raw.count {
                hash = mix(hash, word(at: offset))
                offset += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            hash = mix(hash, tail)
        }
        // Final avalanche (SplitMix64's), so that every input bit reaches every output bit.
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func scalarWidth(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF8: return 4
        default: return 1  // a stray continuation byte or invalid lead: one unit, never stuck
        }
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
