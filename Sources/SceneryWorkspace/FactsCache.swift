@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import Dispatch
import Foundation

/// Per-file facts saved between runs, so that a start on an unchanged project rescans nothing.
///
/// One file per project root, outside the project (`$SCENERY_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/scenery`, else `~/.cache/scenery`). Entries are keyed by path and content
/// hash, the file by Scenery's version and the scan options: facts from another version are
/// never read. A cache is written to a unique temporary file and renamed into place, so
/// concurrent writers leave one whole file; a file that is truncated, altered or unreadable fails
/// its checksum or its decoding and is discarded, never trusted. Each file's facts are kept with
/// its stamp, so that a start keeps the facts of a file whose stamp vouches for it unread.
@_spi(Scenery) public struct FactsCache: Sendable {
    @_spi(Scenery) public let directory: String

    @_spi(Scenery) public init(directory: String) {
        self.directory = directory
    }

    /// The user's cache folder for Scenery; nil when there is no home to put it in.
    @_spi(Scenery) public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> FactsCache? {
        if let folder = environment["SCENERY_CACHE_DIR"], !folder.isEmpty { return FactsCache(directory: folder) }
        if let folder = environment["XDG_CACHE_HOME"], !folder.isEmpty { return FactsCache(directory: folder + "/scenery") }
        if let home = environment["HOME"], !home.isEmpty { return FactsCache(directory: home + "/.cache/scenery") }
        return nil
    }

    /// The format of the files this version writes (the facts, the join saved with them and the
    /// results beside them); it changes too when a scan makes other facts of the same file or the
    /// join another join of the same facts, so no cache keeps stale ones.
    @_spi(Scenery) public static let format = 47

    /// First line of every facts file: the format and the version that wrote it.
    static let header = stamp(of: "facts") + "\n"

    /// First line of every results file (`SavedResults`).
    static let resultsHeader = stamp(of: "results") + "\n"

    /// What a file of `kind` says of the build that wrote it: the format, the version and the build flavor.
    static func stamp(of kind: String, flavor: String = buildFlavor) -> String {
        "scenery-\(kind) \(format) \(SceneryVersion.current)\(flavor)"
    }

    /// A debug build's SwiftParser gives up at 20 levels of nesting, a release build's at 256: the
    /// two read a deeply nested file differently (one finds a syntax error), so neither reads the
    /// other's facts.
    #if DEBUG
        static let buildFlavor = " debug"
    #else
        static let buildFlavor = ""
    #endif

    /// The cache file of the project at `root`.
    @_spi(Scenery) public func path(forRoot root: String) -> String {
        let name = (root as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return directory + "/" + name + "-" + SourceText.contentHash(of: Array(root.utf8)) + ".facts"
    }

    /// The results file of the project at `root`, beside its facts.
    @_spi(Scenery) public func resultsPath(forRoot root: String) -> String {
        String(path(forRoot: root).dropLast(".facts".count)) + ".results"
    }

    /// The saved facts of the project at `root`; nil when there are none or they cannot be trusted.
    @_spi(Scenery) public func load(root: String) -> SavedFacts? {
        // Read straight into one buffer: the cache of a large app is megabytes, and every copy of
        // it adds to a warm start's peak memory.
        guard case .success(let bytes) = Workspace.read(path(forRoot: root), maximumSize: Self.maximumSize) else { return nil }
        return Self.decode(bytes)
    }

    /// The saved results of the project at `root`; nil when there are none or they cannot be
    /// trusted. Whether they hold for the project as it is now is the caller's to check
    /// (`SavedResults.hold(forFacts:configuration:)`, `hold(forFiles:configuration:)`).
    @_spi(Scenery) public func loadResults(root: String) -> SavedResults? {
        guard case .success(let bytes) = Workspace.read(resultsPath(forRoot: root), maximumSize: Self.maximumSize),
            let (body, table, _) = Self.unsealed(bytes, header: Self.resultsHeader)
        else { return nil }
        return try? ArchiveReader.read(body, strings: table) { try SavedResults(from: &$0) }
    }

    /// Save `results` for the project at `root`.
    @_spi(Scenery) public func saveResults(_ results: SavedResults, root: String) throws {
        var writer = ArchiveWriter(sharingStrings: true)
        writer.raw(Array(Self.resultsHeader.utf8))
        writer.write(results)
        try write(Self.sealed(&writer, header: Self.resultsHeader), to: resultsPath(forRoot: root))
    }

    /// A cache file larger than this is no cache Scenery wrote (a 5,000-screen app's is tens of
    /// megabytes): it is discarded by its size, unread.
    @_spi(Scenery) public static let maximumSize = 1 << 30

    /// A temporary file of a save this old was left by a save that was killed: no save takes an hour.
    static let abandonedAfter: TimeInterval = 3600

    /// Save `facts` for the project at `root`; returns the checksum of what was written, which
    /// results made from these facts are kept with (`SavedResults.facts`).
    @discardableResult
    @_spi(Scenery) public func save(_ facts: SavedFacts, root: String) throws -> String {
        let bytes = Self.encode(facts)
        try write(bytes, to: path(forRoot: root))
        return String(decoding: bytes.suffix(Self.checksumLength), as: UTF8.self)
    }

    /// Write `bytes` to a unique temporary file in the cache folder, then rename it to `target`.
    private func write(_ bytes: [UInt8], to target: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
            // Written from the encoder's buffer: a copy would add the cache's size to the peak memory.
            do {
                try bytes.withUnsafeBytes { buffer in
                    guard let start = buffer.baseAddress else { return }
                    try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: buffer.count, deallocator: .none)
                        .write(to: URL(fileURLWithPath: temporary))
                }
            } catch {
                // A write that ran out of space leaves what it wrote of the file.
                try? FileManager.default.removeItem(atPath: temporary)
                throw error
            }
            // rename(2) replaces the target atomically: readers see the old file or the new one.
            guard rename(temporary, target) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw WorkspaceError.writeFailed(target, reason: reason)
            }
            removeAbandonedTemporaries(of: target)
        } catch let error as WorkspaceError {
            throw error
        } catch {
            throw WorkspaceError.writeFailed(target, reason: error.localizedDescription)
        }
    }

    /// The temporary files of this cache file that killed saves left behind.
    private func removeAbandonedTemporaries(of target: String) {
        let prefix = (target as NSString).lastPathComponent + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = directory + "/" + name
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                modified.timeIntervalSinceNow < -Self.abandonedAfter
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Header line, the payload, then its content hash (16 hex digits). The payload is the body
    /// (`FactsArchive`, sharing strings), the string table, then where the table starts (8 bytes,
    /// little-endian, from the start of the payload): `sealed`. The body:
    /// the scan options, when the stamps were taken, the Swift files' and the IB files' entries,
    /// the files' stamps in the same order (nil for a file not read from disk), then, when kept, the
    /// costly part of the join: its options and superclass chains, its screens, view controllers and
    /// expectations. Lists are framed element by element (`framedElements`), so that a start decodes
    /// them on every core.
    static func encode(_ facts: SavedFacts) -> [UInt8] {
        var writer = ArchiveWriter(sharingStrings: true)
        let header = Array(Self.header.utf8)
        writer.raw(header)
        writer.write(facts.index.scanOptions)
        writer.write(facts.stampedAt)
        writer.framedElements(facts.index.swiftEntries)
        writer.framedElements(facts.index.interfaceEntries)
        writer.write(facts.index.swiftEntries.map { facts.stamps[$0.facts.path] } + facts.index.interfaceEntries.map { facts.stamps[$0.facts.path] })
        // A view controller is kept as where its class is declared in the facts, plus what its
        // extensions add: its declaration is not written twice. Every one or no join at all.
        let viewControllers = facts.joined?.viewControllers.compactMap { ArchivedViewController($0, facts: facts.index.swiftFiles[$0.path]?.facts) }
        if let joined = facts.joined, let viewControllers, viewControllers.count == joined.viewControllers.count {
            writer.tag(1)
            writer.write(joined.options)
            let chains = joined.superclassChains.sorted { $0.key < $1.key }
            writer.write(chains.map(\.key))
            writer.write(chains.map(\.value))
            writer.framedElements(joined.screens)
            writer.framedElements(viewControllers)
            let layout = joined.expectations.layout
            writer.write(layout.map(\.kind))
            writer.write(layout.map(\.key))
            writer.write(layout.map(\.count))
            writer.framedElements(joined.expectations.all)
        } else {
            writer.tag(0)
        }
        return sealed(&writer, header: Self.header)
    }

    /// The checksum's length: a content hash's 16 hex digits.
    static let checksumLength = 16

    /// A cache file from `writer`, which holds `header` then the body: the string table follows
    /// the body, then where the table starts (8 bytes, little-endian, from the end of the header),
    /// then the checksum of everything after the header.
    private static func sealed(_ writer: inout ArchiveWriter, header: String) -> [UInt8] {
        let headerLength = header.utf8.count
        let tableStart = writer.bytes.count - headerLength
        writer.stringTable()
        writer.raw((0..<8).map { UInt8(truncatingIfNeeded: tableStart >> (8 * $0)) })
        writer.raw(Array(SourceText.contentHash(of: writer.bytes[headerLength...]).utf8))
        return writer.bytes
    }

    /// The body and the string table of a file that `sealed` wrote under `header`, with its
    /// checksum; nil when the header, the checksum or the table is not as written.
    private static func unsealed(_ bytes: [UInt8], header: String) -> (body: ArraySlice<UInt8>, table: SharedStrings, checksum: String)? {
        let header = Array(header.utf8)
        guard bytes.count > header.count + checksumLength, bytes.starts(with: header) else { return nil }
        let payload = bytes[header.count..<(bytes.count - checksumLength)]
        let checksum = String(decoding: bytes[(bytes.count - checksumLength)...], as: UTF8.self)
        guard SourceText.contentHash(of: payload) == checksum, payload.count >= 8 else { return nil }
        let tableStart = payload.suffix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
        guard (0...(payload.count - 8)).contains(tableStart),
            let table = try? SharedStrings(table: payload[(payload.startIndex + tableStart)..<(payload.endIndex - 8)])
        else { return nil }
        return (payload[..<(payload.startIndex + tableStart)], table, checksum)
    }

    /// A view controller of the join as the cache keeps it: its declaration by position among
    /// the types of its file (whose facts the cache holds anyway), and the members its extensions
    /// add (`ClassTable` appends them after the declaration's own).
    private struct ArchivedViewController: Archivable, Sendable {
        var path: String
        var name: String
        var typeIndex: Int
        var extensionMembers: Members
        var conformances: [String]
        var superclassChain: [String]

        init?(_ viewController: ViewControllerClass, facts: SwiftFileFacts?) {
            let declaration = viewController.declaration
            guard let typeIndex = facts?.types.firstIndex(where: { $0.nameRange == declaration.nameRange && $0.name == declaration.name }),
                facts?.types[typeIndex] == declaration
            else { return nil }
            let own = declaration.members
            let members = viewController.members
            guard members.methods.starts(with: own.methods), members.properties.starts(with: own.properties),
                members.initializers.starts(with: own.initializers)
            else { return nil }
            path = viewController.path
            name = declaration.name
            self.typeIndex = typeIndex
            extensionMembers = Members(
                methods: Array(members.methods.dropFirst(own.methods.count)), properties: Array(members.properties.dropFirst(own.properties.count)),
                initializers: Array(members.initializers.dropFirst(own.initializers.count)), choosesNib: members.choosesNib
            )
            conformances = viewController.conformances
            superclassChain = viewController.superclassChain
        }

        /// The view controller, from the facts of its file, which must declare it there.
        func viewController(facts: SwiftFileFacts?) throws -> ViewControllerClass {
            guard let types = facts?.types, types.indices.contains(typeIndex), types[typeIndex].name == name else {
                throw ArchiveError(description: "\(path) does not declare \(name) as its type \(typeIndex)")
            }
            let declaration = types[typeIndex]
            var members = declaration.members
            members.append(extensionMembers)
            return ViewControllerClass(
                declaration: declaration, path: path, members: members, conformances: conformances, superclassChain: superclassChain
            )
        }

        func archive(into writer: inout ArchiveWriter) {
            writer.write(path)
            writer.write(name)
            writer.write(typeIndex)
            writer.write(extensionMembers)
            writer.write(conformances)
            writer.write(superclassChain)
        }

        init(from reader: inout ArchiveReader) throws {
            path = try reader.read()
            name = try reader.read()
            typeIndex = try reader.read()
            extensionMembers = try reader.read()
            conformances = try reader.read()
            superclassChain = try reader.read()
        }
    }

    /// Where the lists are in a payload, and what is read without them.
    private struct Layout {
        var scanOptions: SwiftScanOptions
        var stampedAt: Int
        var swiftFiles: [Range<Int>]
        var interfaceFiles: [Range<Int>]
        var stamps: [FileStamp?]
        var join:
            (
                options: JoinOptions, chains: [String: [String]], screens: [Range<Int>], viewControllers: [Range<Int>],
                sources: [(kind: Int, key: String, count: Int)], expectations: [Range<Int>]
            )?

        init(from reader: inout ArchiveReader) throws {
            scanOptions = try reader.read()
            stampedAt = try reader.read()
            swiftFiles = try reader.parts()
            interfaceFiles = try reader.parts()
            stamps = try reader.read()
            guard stamps.count == swiftFiles.count + interfaceFiles.count else {
                throw ArchiveError(description: "\(stamps.count) stamps for \(swiftFiles.count + interfaceFiles.count) files")
            }
            guard try reader.tag(below: 2) == 1 else { return }
            let options = try reader.read(JoinOptions.self)
            let names = try reader.read([String].self)
            let chains = try reader.read([[String]].self)
            guard names.count == chains.count else { throw ArchiveError(description: "\(names.count) classes with \(chains.count) chains") }
            let (screens, viewControllers) = (try reader.parts(), try reader.parts())
            let (kinds, keys, counts) = (try reader.read([Int].self), try reader.read([String].self), try reader.read([Int].self))
            guard kinds.count == keys.count, keys.count == counts.count else {
                throw ArchiveError(description: "\(kinds.count) expectation sources, \(keys.count) names, \(counts.count) counts")
            }
            let sources = kinds.indices.map { (kinds[$0], keys[$0], counts[$0]) }
            join = (
                options, Dictionary(zip(names, chains), uniquingKeysWith: { first, _ in first }), screens, viewControllers, sources,
                try reader.parts()
            )
        }
    }

    static func decode(_ bytes: [UInt8]) -> SavedFacts? {
        guard let (body, table, checksum) = unsealed(bytes, header: Self.header) else { return nil }
        // A table of its own for every thread that decodes at once (see `SharedStrings`).
        let strings = [table] + (1..<max(1, ProcessInfo.processInfo.activeProcessorCount)).map { _ in table.copy() }
        guard let layout = try? ArchiveReader.read(body, strings: table, { try Layout(from: &$0) }),
            let swift = try? decodeConcurrently(ProjectIndex.Entry<SwiftFileFacts>.self, from: body, strings: strings, parts: layout.swiftFiles),
            let interface = try? decodeConcurrently(
                ProjectIndex.Entry<InterfaceFileFacts>.self, from: body, strings: strings, parts: layout.interfaceFiles)
        else { return nil }
        var stamps: [String: FileStamp] = [:]
        stamps.reserveCapacity(layout.stamps.count)
        // By index: the facts are only borrowed for their path, not copied.
        for position in swift.indices { if let stamp = layout.stamps[position] { stamps[swift[position].facts.path] = stamp } }
        for position in interface.indices { if let stamp = layout.stamps[swift.count + position] { stamps[interface[position].facts.path] = stamp } }
        let index = ProjectIndex.Stored(scanOptions: layout.scanOptions, swiftEntries: swift, interfaceEntries: interface)
        // A join that cannot be read is only a join to make again.
        let joined = layout.join.flatMap { join -> JoinedFacts? in
            guard let screens = try? decodeConcurrently(Screen.self, from: body, strings: strings, parts: join.screens),
                let viewControllers = try? decodeConcurrently(
                    ArchivedViewController.self, from: body, strings: strings, parts: join.viewControllers,
                    then: {
                        try $0.viewController(facts: index.swiftFiles[$0.path]?.facts)
                    }),
                let all = try? decodeConcurrently(InterfaceExpectation.self, from: body, strings: strings, parts: join.expectations),
                let expectations = ExpectationStore(layout: join.sources, all: all)
            else { return nil }
            return JoinedFacts(
                options: join.options, screens: screens, viewControllers: viewControllers, expectations: expectations, superclassChains: join.chains
            )
        }
        var facts = SavedFacts(index: index, stamps: stamps, stampedAt: layout.stampedAt, joined: joined)
        facts.checksum = checksum
        return facts
    }

    /// One value from each part of `body` (ranges relative to its start), decoded on every core,
    /// and made into what `then` makes of it there. The parts are cut into one run per string
    /// table, each decoded by one thread. Values are decoded into the array's own storage: the
    /// facts of a large app are tens of thousands of objects, and copying them out of an array of
    /// results touched every one of them again.
    static func decodeConcurrently<Archived: Archivable & SendableMetatype, Value: Sendable>(
        _ type: Archived.Type, from body: ArraySlice<UInt8>, strings: [SharedStrings], parts: [Range<Int>],
        then: @Sendable (Archived) throws -> Value
    ) throws -> [Value] {
        let runs = strings.count
        @Sendable func positions(of run: Int) -> Range<Int> { (parts.count * run / runs)..<(parts.count * (run + 1) / runs) }
        // Per run: the error that stopped it, and how many values it made from the start of its positions.
        var errors = [(any Error)?](repeating: nil, count: runs)
        var made = [Int](repeating: 0, count: runs)
        let values = [Value](unsafeUninitializedCapacity: parts.count) { storage, count in
            count = 0
            guard let base = storage.baseAddress else { return }
            errors.withUnsafeMutableBufferPointer { errors in
                made.withUnsafeMutableBufferPointer { made in
                    // Each run writes its own positions and its own error and count only.
                    nonisolated(unsafe) let (base, errors, made) = (base, errors, made)
                    DispatchQueue.concurrentPerform(iterations: runs) { run in
                        do {
                            for position in positions(of: run) {
                                let bytes = body[(body.startIndex + parts[position].lowerBound)..<(body.startIndex + parts[position].upperBound)]
                                (base + position).initialize(to: try then(ArchiveReader.value(Archived.self, from: bytes, strings: strings[run])))
                                made[run] += 1
                            }
                        } catch {
                            errors[run] = error
                        }
                    }
                }
            }
            if errors.allSatisfy({ $0 == nil }) {
                count = parts.count
            } else {
                for run in 0..<runs { (base + positions(of: run).lowerBound).deinitialize(count: made[run]) }
            }
        }
        if let error = errors.lazy.compactMap({ $0 }).first { throw error }
        return values
    }

    private static func decodeConcurrently<Value: Archivable & Sendable>(
        _ type: Value.Type, from body: ArraySlice<UInt8>, strings: [SharedStrings], parts: [Range<Int>]
    ) throws -> [Value] {
        try decodeConcurrently(type, from: body, strings: strings, parts: parts, then: { $0 })
    }
}

/// What the facts cache holds for a project: the index; the stamps of the files whose facts were
/// read from disk, taken at `stampedAt` (nanoseconds since 1970), so that a start can keep a
/// file's facts without reading it (`FileStamp.vouches(takenAt:)`); and the costly part of the
/// join of these facts, for a start that finds every file unchanged.
@_spi(Scenery) public struct SavedFacts: Sendable {
    @_spi(Scenery) public var index: ProjectIndex.Stored
    @_spi(Scenery) public var stamps: [String: FileStamp]
    @_spi(Scenery) public var stampedAt: Int
    @_spi(Scenery) public var joined: JoinedFacts?
    /// The checksum of the file they were read from (nil: not read from a file), which names
    /// these facts for the results made from them (`SavedResults.facts`).
    @_spi(Scenery) public internal(set) var checksum: String?

    @_spi(Scenery) public init(index: ProjectIndex.Stored, stamps: [String: FileStamp] = [:], stampedAt: Int = 0, joined: JoinedFacts? = nil) {
        self.index = index
        self.stamps = stamps
        self.stampedAt = stampedAt
        self.joined = joined
    }
}
