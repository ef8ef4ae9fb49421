/// Byte-level pieces of Swift text that Scenery's light lexers share (body elision, suppression
/// comments, the completion cursor), which read the bytes as typed, without parsing them.
public enum SwiftBytes {
    /// The offset of the line's terminator (`\n`, or the `\r` of `\r\n`) from `offset`, or the end of the bytes.
    @inlinable
    public static func lineEnd<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from offset: Int) -> Int where Bytes.Index == Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }

    /// The offset after the `*/` that closes the block comment opening at `offset` (block
    /// comments nest in Swift); nil when the bytes end first. Inlinable, so that the body-elision
    /// lexer's buffer gets a specialized copy.
    @inlinable
    public static func blockCommentEnd<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, from offset: Int) -> Int? where Bytes.Index == Int {
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
}

extension Array where Element == Int {
    /// In ascending offsets, how many come before the first one that `isPast` holds for (which
    /// holds for all after it): a binary search.
    public func partitionPoint(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
