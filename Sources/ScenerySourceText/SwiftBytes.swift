/// Byte-level pieces of Swift text that Scenery's light lexers share (body elision, suppression
/// comments, the completion cursor), which read the bytes as typed, without parsing them.
@_spi(Scenery) public enum SwiftBytes {
    /// The offset of the line's terminator (`\n`, or the `\r` of `\r\n`) from `offset`, or the end of the bytes.
    @inlinable
    @_spi(Scenery) public static func lineEnd<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from offset: Int) -> Int
    where Bytes.Index == Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }

    /// The offset after the `*/` that closes the block comment opening at `offset` (block
    /// comments nest in Swift); nil when the bytes end first. Inlinable, so that the body-elision
    /// lexer's buffer gets a specialized copy.
    @inlinable
    @_spi(Scenery) public static func blockCommentEnd<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from offset: Int) -> Int?
    where Bytes.Index == Int {
        var depth = 0
        var index = offset
        while index < bytes.count {
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// A byte of an identifier as the light lexers read one: ASCII letters, digits, `_`, `$`, and
    /// every byte of a non-ASCII character.
    @inlinable
    @_spi(Scenery) public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            true
        default:
            false
        }
    }

    /// Whether a call's `(` follows `offset`, after spaces or tabs on the same line (`helper (`).
    @inlinable
    @_spi(Scenery) public static func isCalled<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> Bool
    where Bytes.Index == Int {
        var index = offset
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index < bytes.endIndex && bytes[index] == UInt8(ascii: "(")
    }

    /// The offset after the regex literal `/…/` that starts at `offset`, where Swift reads one: the
    /// `/` is in prefix position (after nothing it could follow: not an identifier, a closing
    /// bracket, a string or another `/`), no space follows it, and an unescaped `/` closes it on
    /// its line with no space before; nil for a `/` that divides.
    @inlinable
    @_spi(Scenery) public static func bareRegexEnd<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from offset: Int) -> Int?
    where Bytes.Index == Int {
        let isSpace = { (byte: UInt8) in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        if offset > 0 {
            let previous = bytes[offset - 1]
            let isOperand =
                isIdentifierByte(previous)
                || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "/")].contains(previous)
            if isOperand { return nil }
        }
        guard offset + 1 < bytes.count, !isSpace(bytes[offset + 1]) else { return nil }
        var end = offset + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "/") {
            if bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") { return nil }
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count, !isSpace(bytes[end - 1]) else { return nil }
        return end + 1
    }

    /// The offset after the extended regex literal `#/…/#` (with `hashes` `#`s, over lines too)
    /// whose first `#` is at `offset`; the end of the bytes when it is not closed.
    @inlinable
    @_spi(Scenery) public static func extendedRegexEnd<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from offset: Int, hashes: Int) -> Int
    where Bytes.Index == Int {
        var index = offset + hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == UInt8(ascii: "/"),
                (0..<hashes).allSatisfy({ index + 1 + $0 < bytes.count && bytes[index + 1 + $0] == UInt8(ascii: "#") })
            {
                return index + 1 + hashes
            } else {
                index += 1
            }
        }
        return bytes.count
    }
}

extension Array {
    /// In ascending order (offsets, paths), how many come before the first element that `isPast`
    /// holds for (which holds for all after it): a binary search.
    // Inlinable: a search of thousands of elements is called per lookup, and unspecialised its
    // every step looked up the element type's metadata.
    @inlinable @_spi(Scenery) public func partitionPoint(where isPast: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
