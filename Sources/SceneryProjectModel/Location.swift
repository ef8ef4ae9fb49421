@_spi(Scenery) import ScenerySourceText

/// A byte range in one file of the project. `path` is the file's absolute, standardized path.
@_spi(Scenery) public struct SourceLocation: Hashable, Sendable, Comparable {
    @_spi(Scenery) public var path: String
    @_spi(Scenery) public var range: ByteRange

    @_spi(Scenery) public init(path: String, range: ByteRange) {
        self.path = path
        self.range = range
    }

    @_spi(Scenery) public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.range) < (rhs.path, rhs.range)
    }
}

/// Something a scanner could not read. Scanners never fail: they return facts plus problems.
@_spi(Scenery) public struct ScanProblem: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: String, Sendable {
        case malformedXML
        case doctype
        case mergeConflictMarkers
        case tooLarge
        case binary
    }

    @_spi(Scenery) public var kind: Kind
    @_spi(Scenery) public var message: String
    /// Where the problem is; an empty range at the start of the offending line when only the line is known.
    @_spi(Scenery) public var range: ByteRange

    @_spi(Scenery) public init(kind: Kind, message: String, range: ByteRange) {
        self.kind = kind
        self.message = message
        self.range = range
    }
}
