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
public struct FactsCache: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The user's cache folder for Scenery; nil when there is no home to put it in.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> FactsCache? {
        if let folder = environment["SCENERY_CACHE_DIR"], !folder.isEmpty { return FactsCache(directory: folder) }
        if let folder = environment["XDG_CACHE_HOME"], !folder.isEmpty { return FactsCache(directory: folder + "/scenery") }
        if let home = environment["HOME"], !home.isEmpty { return FactsCache(directory: home + "/.cache/scenery") }
        return nil
    }

    /// First line of every cache file: the format and the version that wrote it.
    static let header = "scenery-facts 6 \(SceneryVersion.current)\n"

    /// The cache file of the project at `root`.
    public func path(forRoot root: String) -> String {
        let name = (root as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return directory + "/" + name + "-" + SourceText.contentHash(of: Array(root.utf8)) + ".facts"
    }

    /// The saved facts of the project at `root`; nil when there are none or they cannot be trusted.
    public func load(root: String) -> SavedFacts? {
        // Read straight into one buffer: the cache of a large app is megabytes, and every copy of
        // it adds to a warm start's peak memory.
        guard case .success(let bytes) = Workspace.read(path(forRoot: root), maximumSize: Int.max) else { return nil }
        return Self.decode(bytes)
    }

    /// Save `facts` for the project at `root`.
    public func save(_ facts: SavedFacts, root: String) throws {
        let target = path(forRoot: root)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
            try Data(Self.encode(facts)).write(to: URL(fileURLWithPath: temporary))
            // rename(2) replaces the target atomically: readers see the old file or the new one.
            guard rename(temporary, target) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw WorkspaceError.writeFailed(target, reason: reason)
            }
        } catch let error as WorkspaceError {
            throw error
        } catch {
            throw WorkspaceError.writeFailed(target, reason: error.localizedDescription)
        }
    }

    /// One file's entry with its stamp, if it was read from disk.
    private struct CachedFile<Facts: Archivable & Sendable>: Archivable, Sendable {
        var entry: ProjectIndex.Entry<Facts>
        var stamp: FileStamp?

        init(_ entry: ProjectIndex.Entry<Facts>, stamp: FileStamp?) {
            self.entry = entry
            self.stamp = stamp
        }

        func archive(into writer: inout ArchiveWriter) {
            writer.write(entry)
            writer.write(stamp)
        }

        init(from reader: inout ArchiveReader) throws {
            entry = try reader.read()
            stamp = try reader.read()
        }
    }

    /// Header line, checksum line (the payload's content hash), then the payload (`FactsArchive`):
    /// the scan options, when the stamps were taken, the number of Swift files, then every file's
    /// entry and stamp framed on its own, so that a warm start decodes them on every core.
    static func encode(_ facts: SavedFacts) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.write(facts.index.scanOptions)
        writer.write(facts.stampedAt)
        let swift = facts.index.swiftEntries
        writer.write(swift.count)
        for entry in swift { writer.framed(CachedFile(entry, stamp: facts.stamps[entry.facts.path])) }
        for entry in facts.index.interfaceEntries { writer.framed(CachedFile(entry, stamp: facts.stamps[entry.facts.path])) }
        return Array((header + SourceText.contentHash(of: writer.bytes) + "\n").utf8) + writer.bytes
    }

    static func decode(_ bytes: [UInt8]) -> SavedFacts? {
        let header = Array(Self.header.utf8)
        let checksumLength = 17
        guard bytes.count > header.count + checksumLength, bytes.starts(with: header) else { return nil }
        let checksum = String(decoding: bytes[header.count..<(header.count + checksumLength - 1)], as: UTF8.self)
        let payload = bytes[(header.count + checksumLength)...]
        guard SourceText.contentHash(of: payload) == checksum,
            let (scanOptions, stampedAt, swiftParts, interfaceParts) = try? ArchiveReader.read(payload, { reader in
                let scanOptions = try reader.read(SwiftScanOptions.self)
                let stampedAt = try reader.read(Int.self)
                let swiftCount = try reader.read(Int.self)
                var parts: [Range<Int>] = []
                while !reader.isAtEnd { parts.append(try reader.part()) }
                guard (0...parts.count).contains(swiftCount) else { throw ArchiveError(description: "\(swiftCount) Swift files of \(parts.count)") }
                return (scanOptions, stampedAt, parts[..<swiftCount], parts[swiftCount...])
            }),
            let swift = try? decodeConcurrently(CachedFile<SwiftFileFacts>.self, from: payload, parts: swiftParts),
            let interface = try? decodeConcurrently(CachedFile<InterfaceFileFacts>.self, from: payload, parts: interfaceParts)
        else { return nil }
        var stamps: [String: FileStamp] = [:]
        for file in swift { stamps[file.entry.facts.path] = file.stamp }
        for file in interface { stamps[file.entry.facts.path] = file.stamp }
        let index = ProjectIndex.Stored(scanOptions: scanOptions, swiftEntries: swift.map(\.entry), interfaceEntries: interface.map(\.entry))
        return SavedFacts(index: index, stamps: stamps, stampedAt: stampedAt)
    }

    /// One value from each part of `payload` (ranges relative to its start), decoded on every core.
    private static func decodeConcurrently<Value: Archivable & Sendable>(
        _ type: Value.Type, from payload: ArraySlice<UInt8>, parts: ArraySlice<Range<Int>>
    ) throws -> [Value] {
        let parts = Array(parts)
        var decoded = [Result<Value, any Error>?](repeating: nil, count: parts.count)
        decoded.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: parts.count) { position in
                let part = parts[position]
                slots[position] = Result {
                    try ArchiveReader.value(Value.self, from: payload[(payload.startIndex + part.lowerBound)..<(payload.startIndex + part.upperBound)])
                }
            }
        }
        return try decoded.map { try ($0 ?? .failure(ArchiveError(description: "a part was not decoded"))).get() }
    }
}

/// What the facts cache holds for a project: the index, and the stamps of the files whose facts
/// were read from disk, taken at `stampedAt` (nanoseconds since 1970), so that a start can keep a
/// file's facts without reading it (`FileStamp.vouches(for:takenAt:)`).
public struct SavedFacts: Sendable {
    public var index: ProjectIndex.Stored
    public var stamps: [String: FileStamp]
    public var stampedAt: Int

    public init(index: ProjectIndex.Stored, stamps: [String: FileStamp] = [:], stampedAt: Int = 0) {
        self.index = index
        self.stamps = stamps
        self.stampedAt = stampedAt
    }
}
