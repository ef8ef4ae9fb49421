/// A half-open range of UTF-8 byte offsets into a file's bytes.
///
/// Every range Scenery stores is in bytes: positions in other units (UTF-16 for LSP, 1-based
/// columns for the command line) are derived from a `SourceText` when they are shown.
package struct ByteRange: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    package var lowerBound: Int
    package var upperBound: Int

    package init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    package static func empty(at offset: Int) -> ByteRange { ByteRange(offset, offset) }

    package var count: Int { upperBound - lowerBound }
    package var isEmpty: Bool { lowerBound == upperBound }

    package func contains(_ offset: Int) -> Bool { offset >= lowerBound && offset < upperBound }

    /// True when `offset` lies inside the range or at its end, as a cursor after the last character does.
    package func touches(_ offset: Int) -> Bool { offset >= lowerBound && offset <= upperBound }

    package func overlaps(_ other: ByteRange) -> Bool {
        lowerBound < other.upperBound && other.lowerBound < upperBound
            || (isEmpty && other.touches(lowerBound)) || (other.isEmpty && touches(other.lowerBound))
    }

    package static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.lowerBound, lhs.upperBound) < (rhs.lowerBound, rhs.upperBound)
    }

    package var description: String { "\(lowerBound)..<\(upperBound)" }
}

/// Replace the bytes of `range` with `newText`. Edits of one batch must not overlap.
package struct TextEdit: Hashable, Sendable, Codable {
    package var range: ByteRange
    package var newText: String

    package init(range: ByteRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
