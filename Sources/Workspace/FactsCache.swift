import Foundation

/// Per-file facts saved between runs, so that a start on an unchanged project rescans nothing.
///
/// One file per project root, outside the project (`$SCENERY_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/scenery`, else `~/.cache/scenery`). Entries are keyed by path and content
/// hash, the file by Scenery's version and the scan options: facts from another version are
/// never read. A cache is written to a unique temporary file and renamed into place, so
/// concurrent writers leave one whole file; a file that is truncated, altered or unreadable fails
/// its checksum or its decoding and is discarded, never trusted.
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
    static let header = "scenery-facts 5 \(SceneryVersion.current)\n"

    /// The cache file of the project at `root`.
    public func path(forRoot root: String) -> String {
        let name = (root as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return directory + "/" + name + "-" + SourceText.contentHash(of: Array(root.utf8)) + ".facts"
    }

    /// The saved facts of the project at `root`; nil when there are none or they cannot be trusted.
    public func load(root: String) -> ProjectIndex.Stored? {
        // Read straight into one buffer: the cache of a large app is tens of megabytes, and every
        // copy of it adds to a warm start's peak memory.
        guard case .success(let bytes) = Workspace.read(path(forRoot: root), maximumSize: Int.max) else { return nil }
        return Self.decode(bytes)
    }

    /// Save `index` for the project at `root`.
    public func save(_ index: ProjectIndex, root: String) throws {
        let target = path(forRoot: root)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
            try Data(Self.encode(index.stored)).write(to: URL(fileURLWithPath: temporary))
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

    /// Header line, checksum line (the payload's content hash), then the payload: the scan
    /// options, the number of Swift entries, then every entry on its own (`BinaryCoder.frame`),
    /// so that a warm start decodes them on every core.
    static func encode(_ stored: ProjectIndex.Stored) throws -> [UInt8] {
        let swift = try stored.swiftEntries.map(BinaryCoder.encode)
        let interface = try stored.interfaceEntries.map(BinaryCoder.encode)
        let payload = BinaryCoder.frame([try BinaryCoder.encode(stored.scanOptions), try BinaryCoder.encode(swift.count)] + swift + interface)
        return Array((header + SourceText.contentHash(of: payload) + "\n").utf8) + payload
    }

    static func decode(_ bytes: [UInt8]) -> ProjectIndex.Stored? {
        let header = Array(Self.header.utf8)
        let checksumLength = 17
        guard bytes.count > header.count + checksumLength, bytes.starts(with: header) else { return nil }
        let checksum = String(decoding: bytes[header.count..<(header.count + checksumLength - 1)], as: UTF8.self)
        let payload = bytes[(header.count + checksumLength)...]
        guard SourceText.contentHash(of: payload) == checksum,
            let parts = try? BinaryCoder.parts(of: payload), parts.count >= 2,
            let scanOptions = try? BinaryCoder.decode(SwiftScanOptions.self, from: parts[0]),
            let swiftCount = try? BinaryCoder.decode(Int.self, from: parts[1]), (0...(parts.count - 2)).contains(swiftCount),
            let swift = try? BinaryCoder.decodeConcurrently(ProjectIndex.Entry<SwiftFileFacts>.self, from: parts[2..<(2 + swiftCount)]),
            let interface = try? BinaryCoder.decodeConcurrently(ProjectIndex.Entry<InterfaceFileFacts>.self, from: parts[(2 + swiftCount)...])
        else { return nil }
        return ProjectIndex.Stored(scanOptions: scanOptions, swiftEntries: swift, interfaceEntries: interface)
    }
}
