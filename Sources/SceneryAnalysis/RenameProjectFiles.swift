@_spi(Scenery) import ScenerySourceText

/// What a rename reads beside the index, through the host: folder listings and the files the index
/// does not hold (Xcode projects, `Info.plist` files); nil when one cannot be read.
@_spi(Scenery) public struct ProjectFileAccess {
    @_spi(Scenery) public var entries: (String) -> [String]?
    @_spi(Scenery) public var read: (String) -> [UInt8]?
    /// Whether a file of the project (path, root) is a link that leads out of it.
    @_spi(Scenery) public var leadsOutOfProject: (String, String) -> Bool

    @_spi(Scenery) public init(
        entries: @escaping (String) -> [String]?, read: @escaping (String) -> [UInt8]?,
        leadsOutOfProject: @escaping (String, String) -> Bool = { _, _ in false }
    ) {
        self.entries = entries
        self.read = read
        self.leadsOutOfProject = leadsOutOfProject
    }

    /// Nothing beside the index.
    @_spi(Scenery) public static var none: ProjectFileAccess { ProjectFileAccess(entries: { _ in nil }, read: { _ in nil }) }
}

extension Analysis {
    /// The `Info.plist` keys whose value names a storyboard or xib the system loads for the app.
    static let infoPlistKeys = ["UIMainStoryboardFile", "UILaunchStoryboardName", "UISceneStoryboardFile", "NSMainStoryboardFile", "NSMainNibFile"]

    /// Keeps the Xcode projects in the folders above the moved files naming them, as Xcode's own
    /// rename does (file references, variant groups, membership exceptions and their comments), and
    /// the storyboard or xib `name` the app starts with, in their build settings (`INFOPLIST_KEY_…`)
    /// and in the `Info.plist` files they name (`INFOPLIST_FILE`).
    func renameInXcodeProjects(
        _ moves: [RenameEdit.FileMove], _ name: String, to newName: String, files: ProjectFileAccess, into result: inout RenameEdit
    ) {
        var plists: Set<String> = []
        for project in xcodeProjects(above: moves.map(\.from), files: files) {
            let path = project + "/project.pbxproj"
            guard let bytes = files.read(path) else { continue }
            result.linesRead[path] = LineIndex(bytes)
            for move in moves {
                for range in Self.fileNames(Self.lastComponent(of: move.from), in: bytes) {
                    result.replace(range, in: path, with: Self.lastComponent(of: move.to))
                }
            }
            for (range, value) in Self.settings(Self.infoPlistKeys.map { "INFOPLIST_KEY_" + $0 }, in: bytes) where value == name {
                result.replace(range, in: path, with: newName)
            }
            for (_, value) in Self.settings(["INFOPLIST_FILE"], in: bytes) {
                if let plist = Self.resolve(value, inProjectFolder: Self.folder(of: project)) { plists.insert(plist) }
            }
        }
        for path in plists.sorted() {
            guard let bytes = files.read(path) else { continue }
            result.linesRead[path] = LineIndex(bytes)
            for (range, value) in Self.plistStrings(Self.infoPlistKeys, in: bytes) where value == name {
                result.replace(range, in: path, with: newName)
            }
        }
    }

    /// The `.xcodeproj` folders in the folders holding `paths` and above them, up to the root.
    private func xcodeProjects(above paths: [String], files: ProjectFileAccess) -> [String] {
        var folders: Set<String> = []
        for path in paths {
            var folder = Self.folder(of: path)
            while folder.hasPrefix(configuration.root), folders.insert(folder).inserted, folder != configuration.root {
                folder = Self.folder(of: folder)
            }
        }
        return folders.sorted().flatMap { folder in
            (files.entries(folder) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder + "/" + $0 }
        }
    }

    static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Where a project file names `fileName` as a whole path component (`Main.storyboard`,
    /// `Base.lproj/Main.storyboard`, `/* Main.storyboard in Resources */`), not within a longer name.
    static func fileNames(_ fileName: String, in bytes: [UInt8]) -> [ByteRange] {
        let needle = Array(fileName.utf8)
        let separators = Array("/ \t\r\n\"=(),;".utf8)
        var found: [ByteRange] = []
        var start = 0
        while let index = bytes.firstIndex(of: needle, from: start) {
            let end = index + needle.count
            if index == 0 || separators.contains(bytes[index - 1]), end == bytes.count || separators.contains(bytes[end]) {
                found.append(ByteRange(index, end))
            }
            start = index + 1
        }
        return found
    }

    /// The values of build settings (`KEY = value;`, `KEY = "value";`) among `keys`, each with the
    /// range of the value (inside its quotes).
    static func settings(_ keys: [String], in bytes: [UInt8]) -> [(range: ByteRange, value: String)] {
        keys.flatMap { key -> [(range: ByteRange, value: String)] in
            let needle = Array(key.utf8)
            var found: [(range: ByteRange, value: String)] = []
            var start = 0
            while let index = bytes.firstIndex(of: needle, from: start) {
                start = index + 1
                var at = index + needle.count
                guard index == 0 || !SwiftBytes.isIdentifierByte(bytes[index - 1]) else { continue }
                while at < bytes.count, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\t") { at += 1 }
                guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { continue }
                at += 1
                while at < bytes.count, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\t") { at += 1 }
                guard let semicolon = bytes.firstIndex(of: UInt8(ascii: ";"), from: at) else { continue }
                var value = ByteRange(at, semicolon)
                if semicolon - at >= 2, bytes[at] == UInt8(ascii: "\""), bytes[semicolon - 1] == UInt8(ascii: "\"") {
                    value = ByteRange(at + 1, semicolon - 1)
                }
                found.append((value, String(decoding: bytes[value.lowerBound..<value.upperBound], as: UTF8.self)))
            }
            return found
        }
    }

    /// `<key>K</key> <string>value</string>` of an XML property list, for each key of `keys`, with the range of the value.
    static func plistStrings(_ keys: [String], in bytes: [UInt8]) -> [(range: ByteRange, value: String)] {
        let open = Array("<string>".utf8)
        let close = Array("</string>".utf8)
        return keys.flatMap { key -> [(range: ByteRange, value: String)] in
            let needle = Array("<key>\(key)</key>".utf8)
            var found: [(range: ByteRange, value: String)] = []
            var start = 0
            while let index = bytes.firstIndex(of: needle, from: start) {
                start = index + 1
                var at = index + needle.count
                while at < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[at]) {
                    at += 1
                }
                guard at + open.count <= bytes.count, bytes[at..<(at + open.count)].elementsEqual(open),
                    let end = bytes.firstIndex(of: close, from: at + open.count)
                else { continue }
                let value = ByteRange(at + open.count, end)
                found.append((value, String(decoding: bytes[value.lowerBound..<value.upperBound], as: UTF8.self)))
            }
            return found
        }
    }

    /// An `INFOPLIST_FILE` value as a path: relative to the project's folder (`$(SRCROOT)`), or
    /// absolute; nil for one built of other settings.
    static func resolve(_ value: String, inProjectFolder folder: String) -> String? {
        var path = value
        for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(root) {
            path = String(path.dropFirst(root.count))
        }
        guard !path.isEmpty, !path.contains("$") else { return nil }
        return path.hasPrefix("/") ? path : folder + "/" + path
    }
}
