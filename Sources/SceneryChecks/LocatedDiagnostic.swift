@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A diagnostic with its places as lines and columns, computed from the bytes it was made from:
/// all a report prints of it, so that the facts cache can keep a report's diagnostics and a later
/// run print them again without reading a file.
@_spi(Scenery) public struct LocatedDiagnostic: Hashable, Sendable {
    /// Where a place starts and ends.
    @_spi(Scenery) public struct Span: Hashable, Sendable {
        @_spi(Scenery) public var start: TextPoint
        @_spi(Scenery) public var end: TextPoint

        @_spi(Scenery) public init(start: TextPoint, end: TextPoint) {
            self.start = start
            self.end = end
        }

        init(_ location: SourceLocation, lines: (String) -> LineIndex?) {
            let lines = lines(location.path)
            self.init(start: TextPoint(location.range.lowerBound, in: lines), end: TextPoint(location.range.upperBound, in: lines))
        }
    }

    @_spi(Scenery) public var diagnostic: Diagnostic
    /// Where `diagnostic.location` is.
    @_spi(Scenery) public var location: Span
    /// Where each of `diagnostic.related` is, in its order.
    @_spi(Scenery) public var related: [Span]

    @_spi(Scenery) public init(diagnostic: Diagnostic, location: Span, related: [Span]) {
        self.diagnostic = diagnostic
        self.location = location
        self.related = related
    }

    /// `diagnostic` located in the lines `lines` gives (of the bytes it was computed from; nil for
    /// a file whose lines are not known, whose places are then at its start).
    @_spi(Scenery) public init(_ diagnostic: Diagnostic, lines: (String) -> LineIndex?) {
        self.init(
            diagnostic: diagnostic, location: Span(diagnostic.location, lines: lines),
            related: diagnostic.related.map { Span($0.location, lines: lines) }
        )
    }
}

// MARK: The facts cache's form (`FactsArchive`)

@_spi(Scenery) extension Severity: Archivable {}

@_spi(Scenery) extension Diagnostic: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(rule)
        writer.write(severity)
        writer.write(message)
        writer.write(location)
        writer.write(related)
        writer.write(fixes)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        rule = try reader.read()
        severity = try reader.read()
        message = try reader.read()
        location = try reader.read()
        related = try reader.read()
        fixes = try reader.read()
    }
}

@_spi(Scenery) extension Diagnostic.Related: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(location)
        writer.write(message)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        location = try reader.read()
        message = try reader.read()
    }
}

@_spi(Scenery) extension Fix: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(title)
        writer.write(edits)
        writer.write(isMadeWhenOffered)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        title = try reader.read()
        edits = try reader.read()
        isMadeWhenOffered = try reader.read()
    }
}

@_spi(Scenery) extension Fix.FileEdit: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(path)
        writer.write(edit)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        path = try reader.read()
        edit = try reader.read()
    }
}

@_spi(Scenery) extension LocatedDiagnostic: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(diagnostic)
        writer.write(location)
        writer.write(related)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        diagnostic = try reader.read()
        location = try reader.read()
        related = try reader.read()
        guard related.count == diagnostic.related.count else {
            throw ArchiveError(description: "\(related.count) places for \(diagnostic.related.count) related")
        }
    }
}

@_spi(Scenery) extension LocatedDiagnostic.Span: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(start)
        writer.write(end)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        start = try reader.read()
        end = try reader.read()
    }
}
