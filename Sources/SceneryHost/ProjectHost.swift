@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace
import Foundation

/// One project as a face serves it, in editor-neutral terms: its configuration (reloaded on
/// demand), the index and `Analysis`, the texts open in an editor (or handed over by a tool), the
/// stamps of the files read from disk, the texts positions are computed from, and the diagnostics
/// last published. The language server, the CLI and `SceneryKit` load, update and locate through
/// it; each only converts its answers into its own terms.
///
/// A value: a copy keeps answering for the files as they were when it was made.
@_spi(Scenery) public struct ProjectHost: Sendable {
    @_spi(Scenery) public internal(set) var analysis: Analysis
    /// What is wrong with the configuration file and the editor's settings, each on its line.
    @_spi(Scenery) public private(set) var configurationIssues: [ConfigurationIssue]
    /// The configuration file named on the command line; nil: the root's own `.scenery.yml`.
    @_spi(Scenery) public let configurationFile: String?
    /// What the last index could not read, and why the facts cache could not be saved.
    @_spi(Scenery) public private(set) var fileErrors: [WorkspaceError] = []
    @_spi(Scenery) public private(set) var cacheError: WorkspaceError?

    /// The editor's settings, JSON laid over the configuration file (JSON is YAML: one loader reads both).
    private var editorSettings: String?
    /// Folders inside the root that are projects of their own (an editor's other workspace
    /// folders): left out as `exclude` leaves files out.
    @_spi(Scenery) public private(set) var nestedProjectRoots: [String] = []
    /// The configuration file's bytes as read (its issues' lines are theirs) and its stamp then.
    var configurationText: SourceText?
    private var configurationStamp: FileStamp?
    /// The stamps of the files the build model was read from (nil: missing) when the project was indexed.
    private var buildModelStamps: [String: FileStamp?] = [:]
    /// Texts that are the truth for their paths: an editor's open documents, a tool's unsaved contents.
    var buffers: [String: SourceText] = [:]
    /// Buffers whose latest text waits for `indexPendingBuffers()`.
    private var pendingBuffers: Set<String> = []
    /// Buffers too large to index, each reported once.
    private var oversizedBuffers: Set<String> = []
    /// The stamps of the files read from disk, to notice later changes when nobody reports them.
    var stamps: [String: FileStamp] = [:]
    /// What each file was last published with.
    @_spi(Scenery) public internal(set) var published = PublishedDiagnostics()
    /// The project's diagnostics file by file, kept up to date change by change; nil until the
    /// first publication after an index checks the whole project.
    var kept: ProjectDiagnostics?
    /// What the changes since the last publication did to the join: what it checks again.
    var unpublished = JoinChange()
    /// The diagnostics of the file published first, from a run focused on it, for the publication
    /// that follows, with the index revision they were computed at.
    var focused: (revision: Int, files: [String: CheckedFile])?
    /// The facts cache the project was indexed with, and while its facts file holds the facts
    /// indexed, that file's checksum with the index revision then and when the index began taking
    /// `stamps`: what `SavedResults` are kept with.
    var cache: FactsCache?
    var factsInCache: (checksum: String, revision: Int, stampedAt: Int)?
    /// The results read from the cache (nil inside: none that could be read), once asked for.
    var savedResults: SavedResults??

    /// The project at `root`, configured by `configurationFile` (default: the root's `.scenery.yml`)
    /// with the editor's `editorSettings` (JSON) on top; nothing is indexed until `index`.
    @_spi(Scenery) public init(root: String, configurationFile: String? = nil, editorSettings: String? = nil) {
        self.configurationFile = configurationFile
        self.editorSettings = editorSettings
        let loaded = Self.configuration(root: root, file: configurationFile, editorSettings: editorSettings)
        analysis = Analysis(
            configuration: loaded.configuration,
            index: ProjectIndex(scanOptions: loaded.configuration.scanOptions, deepFiles: ContainedParse.deepFiles))
        configurationIssues = loaded.issues
        configurationText = loaded.text
        configurationStamp = loaded.stamp
    }

    /// Find and index the project that holds `path` (a folder or a file in it), starting from the
    /// facts saved in `cache` and saving them back. With a `configurationFile`, no `.scenery.yml` is
    /// searched for: the project is the folder of `path` itself, configured by that file (which
    /// must exist).
    @_spi(Scenery) public static func load(path: String, configurationFile: String? = nil, cache: FactsCache? = nil) throws -> ProjectHost {
        let (root, configurationFile) = try locate(path: path, configurationFile: configurationFile)
        var host = ProjectHost(root: root, configurationFile: configurationFile)
        host.index(cache: cache)
        return host
    }

    /// The root of the project that holds `path`, and the path of `configurationFile`, as `load`
    /// finds them.
    static func locate(path: String, configurationFile: String?) throws -> (root: String, configurationFile: String?) {
        guard let configurationFile else { return (try Workspace.root(for: path), nil) }
        let root = try Workspace.folder(of: path)
        guard FileManager.default.fileExists(atPath: configurationFile) else { throw WorkspaceError.notFound(configurationFile) }
        return (root, URL(fileURLWithPath: configurationFile).standardizedFileURL.path)
    }

    @_spi(Scenery) public var configuration: ProjectConfiguration { analysis.configuration }

    /// The configuration file in force, whether or not it exists.
    @_spi(Scenery) public var configurationPath: String { configurationFile ?? configuration.root + "/" + ProjectConfiguration.fileName }

    /// The files indexed, sorted.
    @_spi(Scenery) public var paths: [String] { analysis.index.paths }

    /// Whether a file is indexed at `path`.
    @_spi(Scenery) public func holdsFile(_ path: String) -> Bool { analysis.index.holds(path) }

    /// The files indexed below any of `folders`, sorted (`ProjectIndex.paths(under:)`).
    @_spi(Scenery) public func paths(under folders: [String]) -> [String] { analysis.index.paths(under: folders) }

    // MARK: Configuration and indexing

    /// The configuration of the project at `root`, read from `file` (nil: its `.scenery.yml`) with
    /// `editorSettings` laid over it and `nestedProjectRoots` left out; with its issues, the bytes
    /// read and the file's stamp.
    static func configuration(
        root: String, file: String?, editorSettings: String?, nestedProjectRoots: [String] = []
    ) -> (configuration: ProjectConfiguration, issues: [ConfigurationIssue], text: SourceText?, stamp: FileStamp?) {
        let stamp = Workspace.stamp(file ?? root + "/" + ProjectConfiguration.fileName)
        var (configuration, issues, bytes) = Workspace.configuration(root: root, file: file)
        if let editorSettings {
            let (withSettings, settingsIssues) = ConfigurationLoader.load(
                root: root, text: editorSettings, path: "editor settings", base: configuration)
            configuration = withSettings
            issues += settingsIssues
        }
        configuration.exclude += nestedProjectRoots.map { configuration.relativePath($0) + "/**" }
        return (configuration, issues, bytes.map { SourceText(bytes: $0) }, stamp)
    }

    /// Index the project, starting from and saving back to `cache`: buffers as they are, the rest
    /// from disk; `progress` hears how many files are done. What could not be read is in `fileErrors`.
    @_spi(Scenery) public mutating func index(cache: FactsCache?, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) {
        let indexed = Workspace.index(configuration, cache: cache, editorBuffers: buffers.mapValues(\.bytes), progress: progress)
        analysis = indexed.analysis
        forgetDiagnostics()
        fileErrors = indexed.fileErrors
        cacheError = indexed.cacheError
        stamps = indexed.stamps
        pendingBuffers = []
        self.cache = cache
        factsInCache = indexed.factsChecksum.map { ($0, analysis.index.revision, indexed.stampedAt) }
        savedResults = nil
        buildModelStamps = Dictionary(indexed.buildModelInputs.map { ($0, Workspace.stamp($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Read the configuration again, with the editor's new `editorSettings` (nil: the ones it had);
    /// the index starts empty under it until `index`.
    @_spi(Scenery) public mutating func reloadConfiguration(editorSettings newSettings: String? = nil) {
        if let newSettings { editorSettings = newSettings }
        let loaded = Self.configuration(
            root: configuration.root, file: configurationFile, editorSettings: editorSettings, nestedProjectRoots: nestedProjectRoots)
        analysis = Analysis(
            configuration: loaded.configuration,
            index: ProjectIndex(scanOptions: loaded.configuration.scanOptions, deepFiles: ContainedParse.deepFiles))
        forgetDiagnostics()
        configurationIssues = loaded.issues
        configurationText = loaded.text
        configurationStamp = loaded.stamp
        stamps = [:]
        factsInCache = nil
    }

    /// Leave out the folders inside the root that are projects of their own; the configuration is
    /// read again (and the index starts empty) when they change. Returns whether they did.
    @discardableResult
    @_spi(Scenery) public mutating func leaveOut(nestedProjectRoots roots: [String]) -> Bool {
        guard roots != nestedProjectRoots else { return false }
        nestedProjectRoots = roots
        reloadConfiguration()
        return true
    }

    /// Whether the configuration file or a file the build model was read from changed on disk
    /// since they were read (for when nobody reports changes).
    @_spi(Scenery) public var configurationChangedOnDisk: Bool {
        Workspace.stamp(configurationPath) != configurationStamp || buildModelStamps.contains { Workspace.stamp($0) != $1 }
    }

    /// Whether a change of `path` changes the configuration: the configuration file, or a file the
    /// build model is (or would be) read from.
    @_spi(Scenery) public func configures(_ path: String) -> Bool {
        path == configurationPath || buildModelStamps[path] != nil || Workspace.describesBuild(path)
    }

    // MARK: Buffers and files

    /// How soon a new text is indexed.
    @_spi(Scenery) public enum Indexing: Sendable {
        /// Now, and when it adds or removes a helper, the files that call it are scanned again
        /// (`Analysis.update(files:read:)`).
        case settlingHelpers
        /// Now, leaving helpers to a later `settlingHelpers` (a keystroke: a helper half typed would
        /// come and go with every key).
        case keystroke
        /// At `indexPendingBuffers()`: another change of the same file follows.
        case deferred
    }

    /// `text` is the truth for `path` until `closeBuffers`: an editor's open document, a tool's
    /// unsaved contents. Returns what kept it out of the index (it is too large).
    @discardableResult
    @_spi(Scenery) public mutating func setBuffer(_ path: String, to text: SourceText, indexing: Indexing = .settlingHelpers) -> [WorkspaceError] {
        buffers[path] = text
        switch indexing {
        case .settlingHelpers: return reindex([path])
        case .keystroke: return reindex([path], settlingHelpers: false)
        case .deferred:
            pendingBuffers.insert(path)
            return []
        }
    }

    /// The current text of a buffer; nil when `path` has none.
    @_spi(Scenery) public func buffer(_ path: String) -> SourceText? { buffers[path] }

    /// Index what `setBuffer(_:to:indexing: .deferred)` left, as keystrokes.
    @discardableResult
    @_spi(Scenery) public mutating func indexPendingBuffers() -> [WorkspaceError] {
        reindex(pendingBuffers.sorted(), settlingHelpers: false)
    }

    /// The disk is the truth again for `paths`: their buffers are dropped and they are read again.
    @discardableResult
    @_spi(Scenery) public mutating func closeBuffers(_ paths: [String]) -> [WorkspaceError] {
        for path in paths { buffers[path] = nil }
        return reindex(paths)
    }

    /// Index `paths` as they are now: a buffer's text, else the disk's. A file that is gone or
    /// cannot be read leaves the index; a path the configuration does not index is skipped.
    /// Returns why files could not be indexed (a missing file is no error).
    @discardableResult
    @_spi(Scenery) public mutating func reindex(_ paths: [String], settlingHelpers: Bool = true) -> [WorkspaceError] {
        var files: [(path: String, bytes: [UInt8])] = []
        var errors: [WorkspaceError] = []
        for path in paths {
            pendingBuffers.remove(path)
            guard Workspace.indexes(path, configuration) else { continue }
            if let buffer = buffers[path] {
                // A buffer larger than Scenery indexes is left out, as such a file is, and reported once.
                guard buffer.bytes.count <= Workspace.maximumFileSize else {
                    unpublished.formUnion(analysis.remove(path: path))
                    if oversizedBuffers.insert(path).inserted { errors.append(.tooLarge(path, bytes: buffer.bytes.count)) }
                    continue
                }
                oversizedBuffers.remove(path)
                files.append((path, buffer.bytes))
                continue
            }
            // Stamped before reading: a change made while reading shows as a new stamp next time.
            let stamp = Workspace.stamp(path)
            switch Workspace.read(path) {
            case .success(let bytes):
                files.append((path, bytes))
                stamps[path] = stamp
            case .failure(let error):
                unpublished.formUnion(analysis.remove(path: path))
                stamps[path] = nil
                if case .notFound = error { continue }
                errors.append(error)
            }
        }
        guard !files.isEmpty else { return errors }
        // The other files, as buffers hold them, else from disk.
        let buffers = buffers
        let read: @Sendable (String) -> [UInt8]? = { path in buffers[path]?.bytes ?? (try? Workspace.read(path).get()) }
        unpublished.formUnion(analysis.update(files: files, read: settlingHelpers ? read : nil))
        return errors
    }

    /// Notice the files created, changed or deleted on disk since they were read, for when nobody
    /// reports changes (buffers are left as they are). Returns what could not be read.
    @discardableResult
    @_spi(Scenery) public mutating func refreshFromDisk() -> [WorkspaceError] {
        let files = Workspace.discoverFiles(configuration)
        let listed = Set(files.map(\.path))
        for path in analysis.index.paths where !listed.contains(path) && buffers[path] == nil {
            unpublished.formUnion(analysis.remove(path: path))
            stamps[path] = nil
        }
        return reindex(files.filter { buffers[$0.path] == nil && $0.stamp != stamps[$0.path] }.map(\.path))
    }

    // MARK: Answers

    /// `make`'s answer from the analysis, its byte ranges converted with `texts`: the lines of the
    /// bytes the analysis was computed from (`IndexedTexts`), read from no disk.
    @_spi(Scenery) public func answer<Answer>(_ make: (Analysis, IndexedTexts) throws -> Answer) rethrows -> Answer {
        try make(
            analysis,
            IndexedTexts(
                index: analysis.index, buffers: buffers, configuration: (configurationPath, configurationText),
                relativePath: configuration.relativePath))
    }

    // MARK: Generation

    /// Write every generated file as `scenery generate` does, and index what was written (a buffer
    /// of a generated file stays the truth until it is closed). Stops at the first file that
    /// cannot be written; writes nothing when the configuration says wrongly where files go.
    /// Returns each file's path and whether it was written, in the order generated.
    @discardableResult
    @_spi(Scenery) public mutating func writeGeneratedOutputs() throws -> [(path: String, outcome: Workspace.WriteOutcome)] {
        if configurationIssues.contains(where: \.concernsOutputs) { throw WorkspaceError.invalidOutputs }
        var written: [(path: String, outcome: Workspace.WriteOutcome)] = []
        for output in analysis.generatedOutputs() {
            written.append((output.path, try Workspace.writeGenerated(output.file.contents, to: output.path, root: configuration.root)))
            if buffers[output.path] == nil { unpublished.formUnion(analysis.update(path: output.path, bytes: Array(output.file.contents.utf8))) }
        }
        return written
    }
}

extension ProjectFileAccess {
    /// The project's files as they are on disk, for a rename that moves files and edits the
    /// descriptions beside them (Xcode projects, `Info.plist`).
    @_spi(Scenery) public static var disk: ProjectFileAccess {
        ProjectFileAccess(
            entries: Workspace.folderEntries, read: { try? Workspace.read($0).get() }, leadsOutOfProject: { !Workspace.liesInside($0, root: $1) }
        )
    }
}
