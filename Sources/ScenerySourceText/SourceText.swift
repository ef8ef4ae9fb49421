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

/// The bytes of one file with their `LineIndex`, which owns every offset <-> position conversion.
///
/// Lines end in `\n`, `\r\n` or `\r`. Conversions work on UTF-8 bytes, never on `Character`s
/// (`"\r\n"` is a single `Character`, so `split(separator: "\n")` would leave CRLF lines joined).
@_spi(Scenery) public struct SourceText: Sendable, Hashable {
    @_spi(Scenery) public let bytes: [UInt8]
    @_spi(Scenery) public let lineIndex: LineIndex

    @_spi(Scenery) public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    @_spi(Scenery) public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineIndex = LineIndex(bytes)
    }

    @_spi(Scenery) public var text: String { String(decoding: bytes, as: UTF8.self) }
    @_spi(Scenery) public var lineCount: Int { lineIndex.lineCount }

    /// The text of `range`, clamped to the file.
    @_spi(Scenery) public subscript(range: ByteRange) -> String {
        let lower = min(max(0, range.lowerBound), bytes.count)
        let upper = min(max(lower, range.upperBound), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The byte range of `line` without its line terminator; clamped to the last line.
    @_spi(Scenery) public func lineRange(_ line: Int) -> ByteRange { lineIndex.lineRange(line) }

    /// The zero-based line that holds `offset` (clamped to the file).
    @_spi(Scenery) public func line(of offset: Int) -> Int { lineIndex.line(of: offset) }

    /// The position of a byte offset (`LineIndex.position(of:in:)`).
    @_spi(Scenery) public func position(of offset: Int, in encoding: PositionEncoding = .utf16) -> LinePosition {
        lineIndex.position(of: offset, in: encoding)
    }

    /// The byte offset of a position (`LineIndex.offset(of:in:)`).
    @_spi(Scenery) public func offset(of position: LinePosition, in encoding: PositionEncoding = .utf16) -> Int {
        lineIndex.offset(of: position, in: encoding)
    }

    /// The offset of a position as libxml2 (Foundation's `XMLParser`) reports it: a 1-based line
    /// that only `\n` ends (to libxml2 a lone `\r` is a character of its line) and a 1-based
    /// column in Unicode scalars; a line past the end gives the end of the file, a column past the
    /// end of its line that line's end.
    @_spi(Scenery) public func offset(ofLibxml2Line line: Int, column: Int) -> Int {
        guard line > 1 else { return offset(ofLibxml2Column: column, lineStart: 0) }
        // The lines that start after a `\n` (a `\r\n` ends in one) are libxml2's too.
        var remaining = line - 1
        var start = 0
        var found: Int?
        lineIndex.forEachLineLength { length in
            start += length
            guard found == nil, bytes[start - 1] == UInt8(ascii: "\n") else { return }
            remaining -= 1
            if remaining == 0 { found = start }
        }
        return found.map { offset(ofLibxml2Column: column, lineStart: $0) } ?? bytes.count
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
    @_spi(Scenery) public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) { lineIndex.lineAndColumn(of: offset) }

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

    @_spi(Scenery) public static func contentHash(of bytes: ArraySlice<UInt8>) -> String {
        let hex = String(bytes.withUnsafeBytes(hashValue), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `hashValue(of:)` of a string's UTF-8.
    @_spi(Scenery) public static func hashValue(of text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hashValue(of: UnsafeRawBufferPointer($0)) }
    }

    /// `contentHash` as a number, of any bytes in memory. Four independent lanes of eight bytes:
    /// each step's multiply waits only on its own lane, so the processor runs the four at once
    /// (a cold index hashes every file).
    @_spi(Scenery) public static func hashValue(of raw: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let seed: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(raw.count) &* multiplier)
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (seed, seed ^ 1, seed ^ 2, seed ^ 3)
        func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 { ((lane ^ word) &* multiplier).rotatedLeft(by: 31) }
        func word(at offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var offset = 0
        while offset + 32 <= raw.count {
            lanes.0 = mix(lanes.0, word(at: offset))
            lanes.1 = mix(lanes.1, word(at: offset + 8))
            lanes.2 = mix(lanes.2, word(at: offset + 16))
            lanes.3 = mix(lanes.3, word(at: offset + 24))
            offset += 32
        }
        var hash = mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
        while offset + 8 <= raw.count {
            hash = mix(hash, word(at: offset))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        hash = mix(hash, tail)
        // Final avalanche (SplitMix64's), so that every input bit reaches every output bit.
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return hash
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
