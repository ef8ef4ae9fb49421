@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// What an answer's byte ranges are converted against: for each file, the lines of the very bytes
/// the analysis was computed from — an open buffer's, the configuration file's as read, else the
/// facts' own `LineIndex` — and the text of the files a face may read (buffers and the
/// configuration file). Nothing here reads the disk: a file changed on disk since it was indexed
/// is placed as it was indexed until it is indexed again. Made for one answer.
@_spi(Scenery) public struct IndexedTexts {
    private let index: ProjectIndex
    private let buffers: [String: SourceText]
    /// The configuration file as it was read: its issues' lines are lines of these bytes.
    private let configuration: (path: String, text: SourceText?)
    /// A path as the project names it (relative to its root).
    @_spi(Scenery) public let relativePath: (String) -> String

    init(
        index: ProjectIndex, buffers: [String: SourceText], configuration: (path: String, text: SourceText?),
        relativePath: @escaping (String) -> String
    ) {
        self.index = index
        self.buffers = buffers
        self.configuration = configuration
        self.relativePath = relativePath
    }

    /// The text a face holds of `path`: the configuration file as read, or an open buffer; nil for
    /// any other file (the index keeps no file's bytes).
    @_spi(Scenery) public func text(of path: String) -> SourceText? {
        path == configuration.path ? configuration.text : buffers[path]
    }

    /// The lines positions in `path` refer to: those of its text (`text(of:)`), else of the bytes
    /// its facts were made from; nil for a file neither open nor indexed.
    @_spi(Scenery) public func lineIndex(of path: String) -> LineIndex? {
        text(of: path)?.lineIndex ?? index.lineIndex(of: path)
    }

    /// One-based line and UTF-8 byte column of `offset`, as `swiftc` reports them; 1:1 when the
    /// file's lines are not known.
    @_spi(Scenery) public func lineAndColumn(_ offset: Int, in path: String) -> (line: Int, column: Int) {
        lineIndex(of: path)?.lineAndColumn(of: offset) ?? (1, 1)
    }

    /// `Sources/Coordinator.swift:12`: project-relative, with the one-based line when the lines are known.
    @_spi(Scenery) public func place(_ location: SourceLocation) -> String {
        let line = lineIndex(of: location.path).map { ":\($0.lineAndColumn(of: location.range.lowerBound).line)" } ?? ""
        return relativePath(location.path) + line
    }
}

/// The indexed files read again from disk, each once, for a face that rewrites or quotes them
/// (`scenery fix`, a baseline's lines, an agent's rename): a file is taken only while it hashes as
/// indexed, or, for a file a rename read beside the index, while it has the lines it was read with.
/// Answers never read a file (`IndexedTexts`).
@_spi(Scenery) public final class IndexedFileReader {
    private let index: ProjectIndex
    private let linesRead: [String: LineIndex]
    private var read: [String: SourceText?] = [:]

    @_spi(Scenery) public init(index: ProjectIndex, linesRead: [String: LineIndex] = [:]) {
        self.index = index
        self.linesRead = linesRead
    }

    /// The bytes `path`'s facts (or its `linesRead`) were made from, as the disk holds them now;
    /// nil when it holds others (the file changed since), cannot be read, or was never read.
    @_spi(Scenery) public func text(of path: String) -> SourceText? {
        if let known = read[path] { return known }
        let text = (try? Workspace.read(path).get()).flatMap { bytes -> SourceText? in
            if let hash = index.contentHash(of: path) { return SourceText.contentHash(of: bytes) == hash ? SourceText(bytes: bytes) : nil }
            let text = SourceText(bytes: bytes)
            return linesRead[path] == text.lineIndex ? text : nil
        }
        read[path] = text
        return text
    }
}
