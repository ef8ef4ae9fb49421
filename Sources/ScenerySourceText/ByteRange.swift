/// A half-open range of UTF-8 byte offsets into a file's bytes.
///
/// Every range Scenery stores is in bytes: positions in other units (UTF-16 for LSP, 1-based
/// columns for the command line) are derived from a `SourceText` when they are shown.
public struct ByteRange: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var lowerBound: Int
    public var upperBound: Int

    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    public static func empty(at offset: Int) -> ByteRange { ByteRange(offset, offset) }

    public var count: Int { upperBound - lowerBound }
    public var isEmpty: Bool { lowerBound == upperBound }

    public func contains(_ offset: Int) -> Bool { offset >= lowerBound && offset < upperBound }

    /// True when `offset` lies inside the range or at its end, as a cursor after the last character does.
    public func touches(_ offset: Int) -> Bool { offset >= lowerBound && offset <= upperBound }

    public func overlaps(_ other: ByteRange) -> Bool {
        lowerBound < other.upperBound && other.lowerBound < upperBound
            || (isEmpty && other.touches(lowerBound)) || (other.isEmpty && touches(other.lowerBound))
    }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.lowerBound, lhs.upperBound) < (rhs.lowerBound, rhs.upperBound)
    }

    public var description: String { "\(lowerBound)..<\(upperBound)" }
}

/// Replace the bytes of `range` with `newText`. Edits of one batch must not overlap.
public struct TextEdit: Hashable, Sendable, Codable {
    public var range: ByteRange
    public var newText: String

    public init(range: ByteRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
