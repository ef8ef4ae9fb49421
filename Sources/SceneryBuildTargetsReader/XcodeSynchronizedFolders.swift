/// The files Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`) give each
/// target. The project names only the folder: its members are found among the indexed files.
struct XcodeSynchronizedFolders {
    /// Each root's members: the indexed files under its folder, outside hidden folders and its
    /// explicit folders (opaque resources); sorted.
    private var members: [String: [String]] = [:]
    /// By target, then by root: the absolute paths the target's exception sets name (files or folders).
    private var exceptions: [String: [String: [String]]] = [:]

    init(objects: inout XcodeProjectObjects, indexedFiles: IndexedPaths) {
        for (id, root) in objects.objects(isa: "PBXFileSystemSynchronizedRootGroup") {
            guard let written = objects.path(of: id) else { continue }
            let directory = indexedFiles.folder(written)
            let explicitFolders = XcodeProjectObjects.strings(root, "explicitFolders").map { PathText.resolve($0, in: directory) + "/" }
            members[id] = Self.paths(at: directory, in: indexedFiles.sorted).filter { path in
                let relative = path.dropFirst(directory.count)
                return !relative.contains("/.") && !explicitFolders.contains { path.hasPrefix($0) }
            }
            for setID in XcodeProjectObjects.strings(root, "exceptions") {
                let set = objects.object(setID, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet")
                guard let target = XcodeProjectObjects.string(set, "target") else { continue }
                let named = XcodeProjectObjects.strings(set, "membershipExceptions").flatMap { entry in
                    Self.localizedFile(entry).map { Self.localizations(of: $0, in: directory, among: members[id] ?? []) } ?? [
                        PathText.resolve(entry, in: directory)
                    ]
                }
                exceptions[target, default: [:]][id, default: []] += named
            }
        }
    }

    /// `/Localized/Content/Main.storyboard` or `/Localized: Content/Main.storyboard`: how an
    /// exception set names a localized file (its variant group) → `Content/Main.storyboard`.
    private static func localizedFile(_ entry: String) -> String? {
        ["/Localized/", "/Localized: "].first { entry.hasPrefix($0) }.map { String(entry.dropFirst($0.count)) }
    }

    /// The copies of the localized file `relative` among a root's members: `Content/Base.lproj/Main.storyboard`
    /// and `Content/en.lproj/Main.storyboard` for `Content/Main.storyboard`.
    private static func localizations(of relative: String, in directory: String, among members: [String]) -> [String] {
        var folder = relative.split(separator: "/")
        guard let name = folder.popLast() else { return [] }
        return members.filter { path in
            var components = path.dropFirst(directory.count).split(separator: "/")
            guard components.popLast() == name, let localization = components.popLast() else { return false }
            return localization.hasSuffix(".lproj") && components == folder
        }
    }

    /// An exception set flips membership for its target: the members of the roots the target lists
    /// but those its sets name, and of the other roots only those its sets name (a file shared
    /// with another target, such as an extension). Unsorted.
    func files(ofTarget target: String, listing listed: [String]) -> [String] {
        let named = exceptions[target] ?? [:]
        var files: [String] = []
        for root in Set(listed) {
            guard let rootMembers = members[root] else { continue }
            let excluded = Set((named[root] ?? []).flatMap { Self.paths(at: $0, in: rootMembers) })
            files += rootMembers.filter { !excluded.contains($0) }
        }
        for (root, paths) in named where !listed.contains(root) {
            guard let rootMembers = members[root] else { continue }
            files += paths.flatMap { Self.paths(at: $0, in: rootMembers) }
        }
        return files
    }

    /// The paths of `sorted` that are `path` or under it, by binary search.
    private static func paths(at path: String, in sorted: [String]) -> [String] {
        let folder = path.hasSuffix("/") ? path : path + "/"
        let start = IndexedPaths.lowerBound(of: folder, in: sorted)
        let end = sorted[start...].firstIndex { !$0.hasPrefix(folder) } ?? sorted.endIndex
        // Names such as `path.swift` sort between `path` and `path/…`, so the file itself is found apart.
        let exact = IndexedPaths.lowerBound(of: path, in: sorted)
        return (exact < sorted.endIndex && sorted[exact] == path ? [path] : []) + sorted[start..<end]
    }
}
