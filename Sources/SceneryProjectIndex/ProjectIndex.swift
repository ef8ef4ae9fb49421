import Dispatch
@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import ScenerySwiftScanner

/// Per-file facts of a project, each kept with the content hash it was computed from.
///
/// The index is a value: the host (CLI or language server) hands it file bytes, it never reads
/// the disk. Updating a file whose bytes hash the same as before does no work; updating one file
/// rescans that file only. Joins across files are computed by `snapshot()`.
@_spi(Scenery) public struct ProjectIndex: Sendable {
    @_spi(Scenery) public struct Entry<Facts: Sendable & Archivable>: Sendable {
        @_spi(Scenery) public var contentHash: String
        @_spi(Scenery) public var byteCount: Int
        @_spi(Scenery) public var facts: Facts
    }

    // Sharded: a fix is checked on a copy of the index, whose first write would otherwise copy every entry.
    @_spi(Scenery) public private(set) var swiftFiles = ShardedDictionary<String, Entry<SwiftFileFacts>>()
    @_spi(Scenery) public private(set) var interfaceFiles = ShardedDictionary<String, Entry<InterfaceFileFacts>>()
    /// The configured options, with the helper names `settleHelpers(read:)` found.
    @_spi(Scenery) public private(set) var scanOptions: SwiftScanOptions
    /// Increases with every change of facts, so callers can memoise what they derive.
    @_spi(Scenery) public private(set) var revision = 0
    /// How many user files declare a helper of each name (`SwiftScanner.helperNames`): kept as
    /// files change, so that a save finds whether a helper came or went without reading every file's facts.
    private var helperNameCounts: [String: Int] = [:]
    /// How many classes of each name declare each superclass (simple names; "" for none): what
    /// decides which of them may be view controllers (`viewControllerCandidates`).
    private var superclassCounts: [String: [String: Int]] = [:]
    /// The classes with their superclass (`name:superclass`) that came or went since
    /// `settleHelpers(read:)` last compared the candidates with `SwiftScanOptions.screenTypeNames`:
    /// a file scanned again drops its classes and counts them again, which cancels out.
    private var movedClasses: Set<String> = []
    /// Before any scan, every guessed name is to be compared.
    private var guessedClasses = false
    /// How a Swift file that nests too deeply to parse safely here is parsed (the host's choice).
    @_spi(Scenery) public var deepFiles: DeepFileScanning

    @_spi(Scenery) public init(scanOptions: SwiftScanOptions = SwiftScanOptions(), deepFiles: DeepFileScanning = .inProcess) {
        self.scanOptions = scanOptions
        self.deepFiles = deepFiles
    }

    @_spi(Scenery) public enum FileKind: Sendable {
        case swift, interfaceBuilder

        @_spi(Scenery) public init?(path: String) {
            if path.hasSuffix(".swift") {
                self = .swift
            } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                self = .interfaceBuilder
            } else {
                return nil
            }
        }
    }

    @_spi(Scenery) public static func isIndexable(path: String) -> Bool { FileKind(path: path) != nil }

    /// Scan `bytes` as the new content of `path` unless they hash as before. Returns whether the
    /// facts were rescanned. Paths of other kinds are ignored.
    @discardableResult
    @_spi(Scenery) public mutating func update(path: String, bytes: [UInt8]) -> Bool {
        guard let scanned = scanIfChanged(path: path, bytes: bytes) else { return false }
        store(scanned)
        return true
    }

    /// Update many files, scanning the changed ones on every core. Returns the paths whose facts changed.
    @discardableResult
    @_spi(Scenery) public mutating func update(files: [(path: String, bytes: [UInt8])]) -> Set<String> {
        let bytes = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        guessClassNames(from: bytes.keys)
        return update(paths: Array(bytes.keys)) { path in Result<[UInt8], Never>.success(bytes[path] ?? []) }.changed
    }

    /// Read (through `read`, which may be called from any thread), hash and, when changed, scan
    /// every path, on every core; each file's bytes are dropped as soon as it is scanned, so a
    /// large project never sits in memory as text. A path that cannot be read is dropped. Returns
    /// the paths whose facts changed (or went), and what could not be read.
    @_spi(Scenery) public mutating func update<Failure: Error>(
        paths: [String], read: @Sendable (String) -> Result<[UInt8], Failure>
    ) -> (changed: Set<String>, failures: [Failure]) {
        let outcomes = Self.scan(paths: paths, read: read) { [self] path, bytes in scanIfChanged(path: path, bytes: bytes) }
        return store(outcomes, of: paths)
    }

    /// Reads every path and makes what `scan` makes of its bytes, on every core. Static, so that
    /// the copy of the index `scan` reads is gone before the outcomes are stored: alive, it
    /// would make the first store copy every entry.
    private static func scan<Failure: Error>(
        paths: [String], read: @Sendable (String) -> Result<[UInt8], Failure>, _ scan: @Sendable (String, [UInt8]) -> Scanned?
    ) -> [Result<Scanned?, Failure>?] {
        var outcomes = [Result<Scanned?, Failure>?](repeating: nil, count: paths.count)
        outcomes.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: paths.count) { position in
                let path = paths[position]
                slots[position] = read(path).map { scan(path, $0) }
            }
        }
        return outcomes
    }

    /// Stores each path's outcome; a path that could not be read is dropped when `dropsUnreadable`.
    private mutating func store<Failure: Error>(
        _ outcomes: [Result<Scanned?, Failure>?], of paths: [String], dropsUnreadable: Bool = true
    ) -> (changed: Set<String>, failures: [Failure]) {
        var changed: Set<String> = []
        var failures: [Failure] = []
        for (path, outcome) in zip(paths, outcomes) {
            switch outcome {
            case .success(let scanned?)?:
                store(scanned)
                changed.insert(path)
            case .failure(let failure)?:
                failures.append(failure)
                if dropsUnreadable, remove(path: path) { changed.insert(path) }
            case .success(nil)?, nil:
                break
            }
        }
        return (changed, failures)
    }

    /// A project load: drop the indexed files that are not among `paths`, keep those in
    /// `unchanged` (the host knows them unchanged, say by their stamps) as they are, and read,
    /// hash and, when changed, scan the rest (`update(paths:read:)`), in twentieths so that
    /// `progress` hears of each. Returns what could not be read.
    @_spi(Scenery) public mutating func load<Failure: Error>(
        paths: [String], unchanged: Set<String> = [], read: @Sendable (String) -> Result<[UInt8], Failure>,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> [Failure] {
        let kept = Set(paths)
        guessClassNames(from: paths)
        // Unsorted (`paths` sorts): a large app's paths share long prefixes, costly to compare.
        for path in Array(swiftFiles.keys) + Array(interfaceFiles.keys) where !kept.contains(path) { remove(path: path) }
        // A path the host vouches for is still read when there are no facts to keep.
        let reading = paths.filter { !unchanged.contains($0) || contentHash(of: $0) == nil }
        var failures: [Failure] = []
        let chunkSize = max(1, reading.count / 20)
        for start in stride(from: 0, to: reading.count, by: chunkSize) {
            let end = min(start + chunkSize, reading.count)
            failures += update(paths: Array(reading[start..<end]), read: read).failures
            progress?(paths.count - reading.count + end, paths.count)
        }
        if reading.isEmpty { progress?(paths.count, paths.count) }
        return failures
    }

    /// Before the first scan of a project, its view controllers are guessed from its Swift files'
    /// names (most of an app's files are named after the class they declare, and its view
    /// controllers' names say so: `ProfileViewController.swift`), so that most files are scanned
    /// once under the names `settleHelpers(read:)` then finds: it scans again only the files that
    /// call a name guessed wrong.
    private mutating func guessClassNames(from paths: some Collection<String>) {
        guard swiftFiles.isEmpty, scanOptions.screenTypeNames.isEmpty else { return }
        for path in paths where path.hasSuffix(".swift") {
            let name = String((path.split(separator: "/").last ?? "").dropLast(".swift".count))
            guard name.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true,
                name.utf8.allSatisfy(SwiftBytes.isIdentifierByte), Self.isNamedLikeAViewController(name)
            else { continue }
            scanOptions.screenTypeNames.insert(name)
        }
        guessedClasses = true
    }

    /// Scans again, with `read`'s bytes, the files whose facts change with the project's helpers
    /// and classes: a file's facts depend on the helpers it calls (its calls of them are facts only
    /// when their bodies are parsed) and on which of the types it calls are classes (`TypeCall`), so
    /// when a helper or a class appears or disappears, the files that call it are scanned again, and
    /// the rest keep their facts. For a helper, every Swift file is read to find them (a byte
    /// search), only then; for a class, the facts say (`SwiftFileFacts.calledTypeNames`). A helper
    /// that calls another helper is one only once the scan knows the other's name (its body is
    /// parsed for it), so each level of helpers calling helpers takes a round, until the names
    /// settle (`maximumHelperRounds`: a deeper chain is not followed). Returns the paths whose facts
    /// changed, and what could not be read (such a file keeps its facts: its host reports it when it
    /// reads it itself).
    @_spi(Scenery) public mutating func settleHelpers<Failure: Error>(
        read: @Sendable (String) -> Result<[UInt8], Failure>
    ) -> (changed: Set<String>, failures: [Failure]) {
        var changedPaths: Set<String> = []
        var failures: [Failure] = []
        for _ in 0..<Self.maximumHelperRounds {
            let found = helperNameCounts.keys.sorted()
            let moved = guessedClasses || !movedClasses.isEmpty
            let changedClasses = moved ? viewControllerCandidates().symmetricDifference(scanOptions.screenTypeNames) : []
            (guessedClasses, movedClasses) = (false, [])
            guard found != scanOptions.helperNames || !changedClasses.isEmpty else { break }
            let changed = Set(found).symmetricDifference(scanOptions.helperNames)
            scanOptions.helperNames = found
            scanOptions.screenTypeNames.formSymmetricDifference(changedClasses)
            // Helpers' callers are found in the bytes of every file, classes' in the facts.
            let paths =
                changed.isEmpty
                ? swiftFiles.compactMap { $0.value.facts.calledTypeNames.contains(where: changedClasses.contains) ? $0.key : nil }
                : Array(swiftFiles.keys)
            let outcomes = Self.scan(paths: paths, read: read) { [self] path, bytes in
                let callsChanged =
                    swiftFiles[path]?.facts.calledTypeNames.contains(where: changedClasses.contains) != false
                    || SwiftScanner.calls(anyOf: changed, in: bytes)
                // A file whose bytes changed since it was scanned is scanned too, as `update` would.
                return callsChanged ? scan(path: path, bytes: bytes) : scanIfChanged(path: path, bytes: bytes)
            }
            let stored = store(outcomes, of: paths, dropsUnreadable: false)
            changedPaths.formUnion(stored.changed)
            // A file that cannot be read now will not be read in the next round either.
            if failures.isEmpty { failures = stored.failures }
            // The options changed: what was derived from the index under the old ones is not its now.
            revision += 1
        }
        return (changedPaths, failures)
    }

    /// The project's classes that may be view controllers, whose calls may make a screen: those
    /// whose superclass chain through the project's classes reaches a platform view controller or
    /// a class of elsewhere named like one (`…Controller`, `…VC`: a dependency's, which the join
    /// may know), loops aside. More than the join's screens (it knows the dependencies' classes),
    /// never fewer: a name left out would leave its calls unrecorded.
    private func viewControllerCandidates() -> Set<String> {
        var known: [String: Bool] = [:]
        func isCandidate(_ name: String, depth: Int) -> Bool {
            if let answer = known[name] { return answer }
            guard let superclasses = superclassCounts[name] else {
                return ClassTable.platformViewControllers.contains(name) || Self.isNamedLikeAViewController(name)
            }
            // A loop, or a chain deeper than any app's, is no view controller's.
            guard depth < 64 else { return false }
            known[name] = false
            let answer = superclasses.keys.contains { !$0.isEmpty && $0 != name && isCandidate($0, depth: depth + 1) }
            known[name] = answer
            return answer
        }
        return Set(superclassCounts.keys.filter { isCandidate($0, depth: 0) })
    }

    /// `ProfileViewController`, `WindowController`, `HomeVC`.
    private static func isNamedLikeAViewController(_ name: String) -> Bool { name.hasSuffix("Controller") || name.hasSuffix("VC") }

    /// How many rounds `settleHelpers(read:)` takes at most: one per level of helpers that call helpers.
    static let maximumHelperRounds = 6

    /// The facts of one file, fresh from its scanner.
    private enum Scanned: Sendable {
        case swift(String, Entry<SwiftFileFacts>)
        case interfaceBuilder(String, Entry<InterfaceFileFacts>)
    }

    /// Pure: reads the index, scans `bytes` unless they hash as the stored entry's.
    private func scanIfChanged(path: String, bytes: [UInt8]) -> Scanned? {
        guard let kind = FileKind(path: path) else { return nil }
        let hash = SourceText.contentHash(of: bytes)
        switch kind {
        case .swift:
            if swiftFiles[path]?.contentHash == hash { return nil }
        case .interfaceBuilder:
            if interfaceFiles[path]?.contentHash == hash { return nil }
        }
        return scan(path: path, bytes: bytes, hash: hash)
    }

    /// Pure: the facts of `bytes`, whatever the index holds.
    private func scan(path: String, bytes: [UInt8], hash: String? = nil) -> Scanned? {
        guard let kind = FileKind(path: path) else { return nil }
        let hash = hash ?? SourceText.contentHash(of: bytes)
        switch kind {
        case .swift:
            let facts = deepFiles.scan(path: path, bytes: bytes, options: scanOptions)
            return .swift(path, Entry(contentHash: hash, byteCount: bytes.count, facts: facts))
        case .interfaceBuilder:
            let facts = InterfaceBuilderScanner.scan(path: path, bytes: bytes)
            return .interfaceBuilder(path, Entry(contentHash: hash, byteCount: bytes.count, facts: facts))
        }
    }

    private mutating func store(_ scanned: Scanned) {
        switch scanned {
        case .swift(let path, let entry):
            countNames(of: swiftFiles.updateValue(entry, forKey: path)?.facts, by: -1)
            countNames(of: entry.facts, by: 1)
        case .interfaceBuilder(let path, let entry): interfaceFiles[path] = entry
        }
        revision += 1
    }

    /// Drops the file's facts; returns whether it had any.
    @discardableResult
    @_spi(Scenery) public mutating func remove(path: String) -> Bool {
        if let removed = swiftFiles.removeValue(forKey: path) {
            countNames(of: removed.facts, by: -1)
        } else if interfaceFiles.removeValue(forKey: path) == nil {
            return false
        }
        revision += 1
        return true
    }

    private mutating func countNames(of facts: SwiftFileFacts?, by step: Int) {
        guard let facts else { return }
        for type in facts.types where type.kind == .class {
            let superclass = type.inheritedTypes.first.map { Identifiers.simpleName(String($0.prefix { $0 != "<" })) } ?? ""
            let count = superclassCounts[type.name]?[superclass, default: 0] ?? 0
            superclassCounts[type.name, default: [:]][superclass] = count + step > 0 ? count + step : nil
            if superclassCounts[type.name]?.isEmpty == true { superclassCounts[type.name] = nil }
            if count == 0 || count + step == 0 {
                let key = type.name + ":" + superclass
                if movedClasses.remove(key) == nil { movedClasses.insert(key) }
            }
        }
        guard !facts.instantiationHelpers.isEmpty else { return }
        for name in SwiftScanner.helperNames(in: [facts]) {
            let count = helperNameCounts[name, default: 0] + step
            helperNameCounts[name] = count > 0 ? count : nil
        }
    }

    /// The index as plain data, to be saved between runs and restored with `init(restoring:)`.
    @_spi(Scenery) public struct Stored: Sendable {
        @_spi(Scenery) public var scanOptions: SwiftScanOptions
        // Sharded as the index's are, so that restoring an index takes them as they are.
        @_spi(Scenery) public var swiftFiles: ShardedDictionary<String, Entry<SwiftFileFacts>>
        @_spi(Scenery) public var interfaceFiles: ShardedDictionary<String, Entry<InterfaceFileFacts>>

        init(
            scanOptions: SwiftScanOptions, swiftFiles: ShardedDictionary<String, Entry<SwiftFileFacts>>,
            interfaceFiles: ShardedDictionary<String, Entry<InterfaceFileFacts>>
        ) {
            self.scanOptions = scanOptions
            self.swiftFiles = swiftFiles
            self.interfaceFiles = interfaceFiles
        }

        /// From entries as `swiftEntries` and `interfaceEntries` list them (facts know their path).
        @_spi(Scenery) public init(
            scanOptions: SwiftScanOptions, swiftEntries: [Entry<SwiftFileFacts>], interfaceEntries: [Entry<InterfaceFileFacts>]
        ) {
            self.scanOptions = scanOptions
            swiftFiles = ShardedDictionary(minimumCapacity: swiftEntries.count)
            for entry in swiftEntries { swiftFiles[entry.facts.path] = entry }
            interfaceFiles = ShardedDictionary(minimumCapacity: interfaceEntries.count)
            for entry in interfaceEntries { interfaceFiles[entry.facts.path] = entry }
        }

        // Sorted by path: the same index always saves to the same bytes.
        @_spi(Scenery) public var swiftEntries: [Entry<SwiftFileFacts>] { swiftFiles.sorted { $0.key < $1.key }.map(\.value) }
        @_spi(Scenery) public var interfaceEntries: [Entry<InterfaceFileFacts>] { interfaceFiles.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// Leaves out the files that were not parsed (`SwiftFileFacts.unparsedReason`): why depends on
    /// the process (a time-out under load, no executable to parse apart in), so the next run tries again.
    @_spi(Scenery) public var stored: Stored {
        var parsed = swiftFiles
        for path in unparsedPaths { parsed.removeValue(forKey: path) }
        return Stored(scanOptions: scanOptions, swiftFiles: parsed, interfaceFiles: interfaceFiles)
    }

    /// The files whose parse failed or was not risked (`stored` leaves them out).
    @_spi(Scenery) public var unparsedPaths: [String] { swiftFiles.compactMap { $0.value.facts.unparsedReason == nil ? nil : $0.key } }

    /// An index holding saved facts; nil when they were scanned under other configured options.
    /// The helper names they were scanned with are kept (`settleHelpers(read:)` brings them up to date).
    @_spi(Scenery) public init?(restoring stored: Stored, scanOptions: SwiftScanOptions, deepFiles: DeepFileScanning = .inProcess) {
        guard stored.scanOptions.configured == scanOptions.configured else { return nil }
        self.deepFiles = deepFiles
        self.scanOptions = stored.scanOptions
        swiftFiles = stored.swiftFiles
        interfaceFiles = stored.interfaceFiles
        for entry in swiftFiles.values { countNames(of: entry.facts, by: 1) }
        // Saved with the names they were scanned under; compared again at the next settle all the same.
        (guessedClasses, movedClasses) = (true, [])
        revision = 1
    }

    @_spi(Scenery) public var paths: [String] { (Array(swiftFiles.keys) + Array(interfaceFiles.keys)).sorted() }

    /// Whether a file is indexed at `path`.
    @_spi(Scenery) public func holds(_ path: String) -> Bool { swiftFiles[path] != nil || interfaceFiles[path] != nil }

    /// The files indexed below any of `folders`, sorted: one pass over the paths, and only those
    /// found are sorted (sorting them all, as `paths` does, takes milliseconds on a large project).
    @_spi(Scenery) public func paths(under folders: [String]) -> [String] {
        let prefixes = folders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        func isBelow(_ path: String) -> Bool { prefixes.contains { path.hasPrefix($0) } }
        return (swiftFiles.keys.filter(isBelow) + interfaceFiles.keys.filter(isBelow)).sorted()
    }

    @_spi(Scenery) public func contentHash(of path: String) -> String? {
        swiftFiles[path]?.contentHash ?? interfaceFiles[path]?.contentHash
    }

    /// The lines of the bytes `path`'s facts were made from.
    @_spi(Scenery) public func lineIndex(of path: String) -> LineIndex? {
        swiftFiles[path]?.facts.lineIndex ?? interfaceFiles[path]?.facts.lineIndex
    }

    /// `facts` sorted by path, in chunks: positions are sorted, not the facts (over a hundred
    /// bytes each), which are copied once, into place.
    private static func sortedByPath<Facts>(_ facts: [Facts], _ path: (Facts) -> String) -> ChunkedArray<Facts> {
        let paths = facts.map(path)
        return ChunkedArray(paths.indices.sorted { paths[$0] < paths[$1] }.lazy.map { facts[$0] })
    }

    /// The cross-file joins of the current facts; `joined` is the costly part of a join of these
    /// very facts, kept from an earlier run (see `ProjectSnapshot.joined`), taken when made under `options`.
    @_spi(Scenery) public func snapshot(options: JoinOptions = JoinOptions(), joined: JoinedFacts? = nil) -> ProjectSnapshot {
        ProjectSnapshot(
            swiftFiles: Self.sortedByPath(swiftFiles.values.map(\.facts)) { $0.path },
            interfaceFiles: Self.sortedByPath(interfaceFiles.values.map(\.facts)) { $0.path },
            scanOptions: scanOptions,
            options: options,
            joined: joined
        )
    }
}

extension ProjectSnapshot {
    /// Joins, in place, what `index` now holds for `paths` (those whose facts it changed).
    @discardableResult
    @_spi(Scenery) public mutating func update(from index: ProjectIndex, paths: Set<String>) -> JoinChange {
        var swift: [String: SwiftFileFacts?] = [:]
        var interface: [String: InterfaceFileFacts?] = [:]
        for path in paths {
            switch ProjectIndex.FileKind(path: path) {
            case .swift?: swift.updateValue(index.swiftFiles[path]?.facts, forKey: path)
            case .interfaceBuilder?: interface.updateValue(index.interfaceFiles[path]?.facts, forKey: path)
            case nil: continue
            }
        }
        return update(swiftFiles: swift, interfaceFiles: interface)
    }
}

@_spi(Scenery) extension ProjectIndex.Entry: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(contentHash)
        writer.write(byteCount)
        writer.write(facts)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        contentHash = try reader.read()
        byteCount = try reader.read()
        facts = try reader.read()
    }
}
