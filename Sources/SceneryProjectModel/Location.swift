@_exported import ScenerySourceText

/// A byte range in one file of the project. `path` is the file's absolute, standardized path.
package struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    package var path: String
    package var range: ByteRange

    package init(path: String, range: ByteRange) {
        self.path = path
        self.range = range
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.range) < (rhs.path, rhs.range)
    }
}

/// Something a scanner could not read. Scanners never fail: they return facts plus problems.
package struct ScanProblem: Hashable, Sendable, Codable {
    package enum Kind: String, Sendable, Codable {
        case malformedXML
        case doctype
        case mergeConflictMarkers
        case tooLarge
        case binary
    }

    package var kind: Kind
    package var message: String
    /// Where the problem is; an empty range at the start of the offending line when only the line is known.
    package var range: ByteRange

    package init(kind: Kind, message: String, range: ByteRange) {
        self.kind = kind
        self.message = message
        self.range = range
    }
}
