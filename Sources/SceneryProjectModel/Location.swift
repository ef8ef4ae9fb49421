@_exported import ScenerySourceText

/// A byte range in one file of the project. `path` is the file's absolute, standardized path.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var path: String
    public var range: ByteRange

    public init(path: String, range: ByteRange) {
        self.path = path
        self.range = range
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.range) < (rhs.path, rhs.range)
    }
}

/// Something a scanner could not read. Scanners never fail: they return facts plus problems.
public struct ScanProblem: Hashable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable {
        case malformedXML
        case doctype
        case mergeConflictMarkers
        case tooLarge
        case binary
    }

    public var kind: Kind
    public var message: String
    /// Where the problem is; an empty range at the start of the offending line when only the line is known.
    public var range: ByteRange

    public init(kind: Kind, message: String, range: ByteRange) {
        self.kind = kind
        self.message = message
        self.range = range
    }
}
