import Foundation

/// One file, one path on a volume that ignores case (macOS's default APFS and HFS+): a path typed
/// in other case (`…/sources/home.swift`) names the file discovery listed as `…/Sources/Home.swift`,
/// so each of its names is given the case its folder lists. Whether a volume ignores case is found
/// once per device, portably: a name of it, its letters' case swapped, answers with the same file
/// (device and inode). On a volume that heeds case (Linux's) that costs one `lstat` per device and
/// process, and nothing after; on one that ignores it, each folder of the path is listed once and
/// then checked with one `stat` per request (its listing is kept while its modification time is).
@_spi(Scenery) public final class PathCase: @unchecked Sendable {
    /// What a path names, as `lstat` says (links not followed).
    struct Status: Hashable {
        var device: UInt64
        var inode: UInt64
        /// Nanoseconds; a folder's changes when an entry is added, removed or renamed.
        var modified: Int

        func isSameFile(as other: Status) -> Bool { device == other.device && inode == other.inode }
    }

    /// The file-system calls it makes, replaceable for tests.
    struct FileSystem {
        var status: (String) -> Status?
        /// The names in a folder; nil when it cannot be read.
        var entries: (String) -> [String]?
    }

    @_spi(Scenery) public static let system = PathCase(
        FileSystem(status: PathCase.lstatus, entries: { try? FileManager.default.contentsOfDirectory(atPath: $0) }))

    private let fileSystem: FileSystem
    private let lock = NSLock()
    /// Per device, whether it ignores case.
    private var ignoresCase: [UInt64: Bool] = [:]
    /// Folder listings, with the status they were listed at.
    private var listings: [String: (status: Status, entries: [String])] = [:]

    init(_ fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }

    /// `path` (absolute, standardized, links resolved: it is all names of folders and a file) in
    /// the case its folders list, on a volume that ignores case; as it is otherwise, and for the
    /// names of it that do not exist. `device`: the device of its deepest existing part, when the
    /// caller has it from a `stat` of its own.
    @_spi(Scenery) public func onDisk(_ path: String, device: UInt64? = nil) -> String {
        lock.lock()
        defer { lock.unlock() }
        var names = path.split(separator: "/").map(String.init)
        guard let device = device ?? deepestStatus(of: names)?.device, volumeIgnoresCase(device, names: names) else { return path }
        var folder = ""
        for index in names.indices {
            let name = names[index]
            let listed = listing(of: folder.isEmpty ? "/" : folder)
            if let listed, !listed.contains(name) {
                // The entry that is this very file: two names that differ by case are two files on a case-sensitive volume mounted below.
                let file = fileSystem.status(folder + "/" + name)
                if let file,
                    let match = listed.first(where: {
                        $0.lowercased() == name.lowercased() && fileSystem.status(folder + "/" + $0)?.isSameFile(as: file) == true
                    })
                {
                    names[index] = match
                }
            }
            folder += "/" + names[index]
        }
        return "/" + names.joined(separator: "/")
    }

    /// The status of the deepest existing path of `names`' prefixes.
    private func deepestStatus(of names: [String]) -> Status? {
        var count = names.count
        while count > 0 {
            if let status = fileSystem.status("/" + names.prefix(count).joined(separator: "/")) { return status }
            count -= 1
        }
        return nil
    }

    /// Found from the deepest name with ASCII letters on `device`, by the same file answering to it with the letters' case swapped.
    private func volumeIgnoresCase(_ device: UInt64, names: [String]) -> Bool {
        if let known = ignoresCase[device] { return known }
        for count in stride(from: names.count, through: 1, by: -1) {
            let name = names[count - 1]
            // ASCII letters only: another letter's other case may be two letters (`ß`, `SS`), which
            // a volume may fold otherwise.
            let swapped = String(
                decoding: name.utf8.map { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") ? $0 ^ 0x20 : $0 }, as: UTF8.self)
            guard swapped != name else { continue }
            let folder = "/" + names.prefix(count - 1).joined(separator: "/")
            guard let status = fileSystem.status(folder + "/" + name) else { continue }
            guard status.device == device else { return false }
            let answer = fileSystem.status(folder + "/" + swapped)?.isSameFile(as: status) ?? false
            ignoresCase[device] = answer
            return answer
        }
        return false
    }

    /// A folder's names, listed again when it changed.
    private func listing(of folder: String) -> [String]? {
        guard let status = fileSystem.status(folder) else { return nil }
        if let kept = listings[folder], kept.status == status { return kept.entries }
        guard let entries = fileSystem.entries(folder) else { return nil }
        listings[folder] = (status, entries)
        return entries
    }

    private static func lstatus(_ path: String) -> Status? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return Status(
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
            modified: Int(modified.tv_sec) * 1_000_000_000 + Int(modified.tv_nsec)
        )
    }
}
