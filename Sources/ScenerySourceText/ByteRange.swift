/// A half-open range of UTF-8 byte offsets into a file's bytes.
///
/// Every range Scenery stores is in bytes: positions in other units (UTF-16 for LSP, 1-based
/// columns for the command line) are derived from a `SourceText` when they are shown.
@_spi(Scenery) public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    @_spi(Scenery) public var lowerBound: Int
    @_spi(Scenery) public var upperBound: Int

    @_spi(Scenery) public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    @_spi(Scenery) public static func empty(at offset: Int) -> ByteRange { ByteRange(offset, offset) }

    @_spi(Scenery) public var count: Int { upperBound - lowerBound }
    @_spi(Scenery) public var isEmpty: Bool { lowerBound == upperBound }

    @_spi(Scenery) public func contains(_ offset: Int) -> Bool { offset >= lowerBound && offset < upperBound }

    /// True when `offset` lies inside the range or at its end, as a cursor after the last character does.
    @_spi(Scenery) public func touches(_ offset: Int) -> Bool { offset >= lowerBound && offset <= upperBound }

    @_spi(Scenery) public func overlaps(_ other: ByteRange) -> Bool {
        lowerBound < other.upperBound && other.lowerBound < upperBound
            || (isEmpty && other.touches(lowerBound)) || (other.isEmpty && touches(other.lowerBound))
    }

    @_spi(Scenery) public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.lowerBound, lhs.upperBound) < (rhs.lowerBound, rhs.upperBound)
    }

    @_spi(Scenery) public var description: String { "\(lowerBound)..<\(upperBound)" }
}

/// Replace the bytes of `range` with `newText`. Edits of one batch must not overlap.
@_spi(Scenery) public struct TextEdit: Hashable, Sendable {
    @_spi(Scenery) public var range: ByteRange
    @_spi(Scenery) public var newText: String

    @_spi(Scenery) public init(range: ByteRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
