import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// The texts an answer's byte ranges are converted against: for each file, the very bytes the
/// analysis was computed from. The index drops a file's bytes once scanned (a large app is tens of
/// megabytes of text), so a file that is not open is read again when a position in it is needed,
/// and taken only when it hashes as the index says; a file whose bytes changed on disk since is
/// noted (`stale`) instead, and `ProjectHost.answer` indexes it and asks again. Made for one answer.
@_spi(Scenery) public final class IndexedTexts {
    private let index: ProjectIndex
    private let buffers: [String: SourceText]
    /// The configuration file as it was read: its issues' lines are lines of these bytes.
    private let configuration: (path: String, text: SourceText?)
    /// A path as the project names it (relative to its root).
    @_spi(Scenery) public let relativePath: (String) -> String
    private let lineTables: LineTables
    /// Indexed files whose bytes on disk are not those indexed.
    private(set) var stale: Set<String> = []
    /// What each file asked about gave: an answer asks about one file many times.
    private var known: [String: SourceText?] = [:]

    init(
        index: ProjectIndex, buffers: [String: SourceText], configuration: (path: String, text: SourceText?),
        relativePath: @escaping (String) -> String, lineTables: LineTables
    ) {
        self.index = index
        self.buffers = buffers
        self.configuration = configuration
        self.relativePath = relativePath
        self.lineTables = lineTables
    }

    /// The text of `path` that positions in it refer to: the configuration file as read, an open
    /// buffer, an indexed file's bytes as indexed, or a file's bytes as `projectFiles` read them; nil
    /// for any other file, and for an indexed file that cannot be read or changed since it was indexed.
    @_spi(Scenery) public func text(of path: String) -> SourceText? {
        if path == configuration.path { return configuration.text }
        if let buffer = buffers[path] { return buffer }
        if let text = known[path] { return text }
        let text = indexedText(of: path)
        known[path] = text
        return text
    }

    private func indexedText(of path: String) -> SourceText? {
        guard let hash = index.contentHash(of: path) else { return nil }
        if let kept = lineTables.text(of: path, hash: hash) { return kept }
        guard let bytes = try? Workspace.read(path).get() else { return nil }
        guard SourceText.contentHash(of: bytes) == hash else {
            stale.insert(path)
            return nil
        }
        let text = SourceText(bytes: bytes)
        lineTables.keep(text, of: path, hash: hash)
        return text
    }

    /// The project's files on disk, for a rename that moves files and edits the descriptions beside
    /// them (Xcode projects, `Info.plist`), which the index does not hold: a file it reads is then
    /// the text positions in it come from, so that its edits are converted and written against the
    /// bytes they were made on.
    @_spi(Scenery) public var projectFiles: ProjectFileAccess {
        ProjectFileAccess(entries: Workspace.folderEntries) { [self] path in
            if let text = text(of: path) { return text.bytes }
            guard let bytes = try? Workspace.read(path).get() else { return nil }
            known[path] = SourceText(bytes: bytes)
            return bytes
        }
    }

    /// One-based line and UTF-8 byte column of `offset`, as `swiftc` reports them; 1:1 when the
    /// file's text is not known.
    @_spi(Scenery) public func lineAndColumn(_ offset: Int, in path: String) -> (line: Int, column: Int) {
        text(of: path)?.lineAndColumn(of: offset) ?? (1, 1)
    }

    /// `Sources/Coordinator.swift:12`: project-relative, with the one-based line when the text is known.
    @_spi(Scenery) public func place(_ location: SourceLocation) -> String {
        let line = text(of: location.path).map { ":\($0.lineAndColumn(of: location.range.lowerBound).line)" } ?? ""
        return relativePath(location.path) + line
    }
}

/// The texts of files read for positions, each kept under the content hash it was read with, so
/// that a file is read once while the index holds those bytes. Shared by copies of a host (a text
/// under its hash is the same whoever asks), and bounded: the oldest go first.
final class LineTables: @unchecked Sendable {
    /// Far more than the files one answer points into; a small part of a large app's text.
    static let budget = 32 * 1024 * 1024

    // Guards the rest: copies of a host may answer on several threads.
    private let lock = NSLock()
    private var texts: [String: (hash: String, text: SourceText)] = [:]
    /// The paths kept, oldest first.
    private var order: [String] = []
    private var byteCount = 0

    func text(of path: String, hash: String) -> SourceText? {
        lock.withLock { texts[path].flatMap { $0.hash == hash ? $0.text : nil } }
    }

    func keep(_ text: SourceText, of path: String, hash: String) {
        lock.withLock {
            if let replaced = texts.updateValue((hash, text), forKey: path) {
                byteCount -= replaced.text.bytes.count
                order.removeAll { $0 == path }
            }
            order.append(path)
            byteCount += text.bytes.count
            while byteCount > Self.budget, order.count > 1 {
                byteCount -= texts.removeValue(forKey: order.removeFirst())?.text.bytes.count ?? 0
            }
        }
    }
}
