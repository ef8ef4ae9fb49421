@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

extension Analysis {
    /// The longest file name, in UTF-8 bytes, that the users' file systems take.
    static let maximumFileNameLength = 255

    /// Moves the storyboard or xib `name` — with its device variants (`Cell~ipad.xib`), its
    /// localized copies in the `.lproj` folders beside its own and, in those, the `.strings` files
    /// named after it — and renames it in every literal, storyboard reference, storyboard-names enum
    /// case and Xcode project that names it (`renameInXcodeProjects`). A case without a raw value gets one, as renaming the case would
    /// change Swift code that Scenery does not rename; `rawValue` gives a case's new raw value when
    /// it is not the one the enum's mapping needs (the case under the cursor, as typed).
    func renameInterfaceFile(
        _ kind: InterfaceFileFacts.Kind, _ name: String, to newName: String, place: (SourceLocation) -> String,
        files: ProjectFileAccess, rawValue: (StoryboardNames.Case) -> String? = { _ in nil }
    ) -> Result<RenameEdit, RenameRefusal> {
        if let refusal = Self.refusal(newName, as: .fileName) { return .failure(refusal) }
        let fileExtension = kind.rawValue
        let renamed = snapshot.interfaceFiles.filter { $0.kind == kind && $0.deviceIndependentName == name }.sorted { $0.path < $1.path }
        guard !renamed.isEmpty else { return .failure(RenameRefusal(description: "No \(fileExtension) of the project is named '\(name)'")) }
        guard newName != name else { return .success(RenameEdit()) }
        guard newName.lowercased() != name.lowercased() else {
            return .failure(
                RenameRefusal(
                    description:
                        "'\(newName)' differs from '\(name)' only by case, which a volume that ignores case (macOS's default) and editors take for the same file"
                ))
        }
        let homes = Set(renamed.map { Self.home(of: $0.path) })
        guard homes.count == 1, let home = homes.first else {
            let paths = renamed.map { configuration.relativePath($0.path) }.joined(separator: ", ")
            return .failure(
                RenameRefusal(description: "Several files are named \(name).\(fileExtension) (\(paths)): Scenery cannot tell which one code means"))
        }
        if let existing = snapshot.interfaceFiles.first(where: { $0.kind == kind && $0.deviceIndependentName == newName }) {
            return .failure(RenameRefusal(description: "\(configuration.relativePath(existing.path)) is named '\(newName)' already"))
        }
        var result = RenameEdit()
        func move(_ path: String, to fileName: String) -> RenameRefusal? {
            let folder = Self.folder(of: path)
            let target = folder + "/" + fileName
            // Every file system the users have (APFS, HFS+, ext4) takes at most 255 bytes a name.
            guard fileName.utf8.count <= Self.maximumFileNameLength else {
                return RenameRefusal(
                    description:
                        "\(configuration.relativePath(target)) would be a name of \(fileName.utf8.count) bytes, over the \(Self.maximumFileNameLength) a file system takes"
                )
            }
            // macOS volumes ignore case by default: a name another file has in another case is that file.
            let moved = Self.lastComponent(of: path).lowercased()
            if let existing = files.entries(folder)?.first(where: { $0.lowercased() == fileName.lowercased() && $0.lowercased() != moved }) {
                let what =
                    existing == fileName
                    ? "exists already" : "would be \(existing), which exists already on a volume that ignores case (macOS's default)"
                return RenameRefusal(description: "\(configuration.relativePath(target)) \(what)")
            }
            result.moves.append(RenameEdit.FileMove(from: path, to: target))
            return nil
        }
        for file in renamed {
            // `Cell~ipad` → `Account~ipad`.
            if let refusal = move(file.path, to: newName + file.name.dropFirst(name.count) + "." + fileExtension) { return .failure(refusal) }
        }
        // Base internationalization: each language's strings are a file named after the storyboard or xib.
        if renamed.contains(where: { Self.folder(of: $0.path) != home }) {
            for folder in (files.entries(home) ?? []).filter({ $0.hasSuffix(".lproj") }).sorted()
            where files.entries(home + "/" + folder)?.contains(name + ".strings") == true {
                if let refusal = move(home + "/" + folder + "/" + name + ".strings", to: newName + ".strings") { return .failure(refusal) }
            }
        }
        for file in snapshot.interfaceFiles where kind == .storyboard && file.kind == .storyboard {
            for reference in file.scenes.compactMap(\.referencedStoryboardName) where reference.value == name {
                result.replace(reference.valueRange, in: file.path, with: newName)
            }
        }
        for expectation in snapshot.expectations where expectation.fileKind == kind && expectation.files.contains(name) {
            // Code that names no file (`self.storyboard`, an enum case, any storyboard) has no name to change.
            guard let location = expectation.fileNameLocation else { continue }
            guard expectation.fileNameIsLiteral else {
                return .failure(Self.namedOtherwise(at: place(location), by: expectation.origin, "\(name).\(fileExtension)"))
            }
            result.replace(location.range, in: location.path, with: newName)
        }
        renameInXcodeProjects(result.moves, name, to: newName, files: files, into: &result)
        guard kind == .storyboard else { return .success(result) }
        for names in snapshot.storyboardNameEnums {
            for entry in names.cases where entry.fileName == name {
                let declaration = SourceLocation(path: entry.path, range: entry.declaration.nameRange)
                let caseName = names.qualifiedName + "." + entry.declaration.name
                guard snapshot.swiftFile(at: entry.path)?.isGenerated != true else {
                    return .failure(
                        RenameRefusal(
                            description:
                                "\(place(declaration)): \(caseName) is generated after \(name).storyboard, and renaming it would break the code that uses it"
                        ))
                }
                guard let value = rawValue(entry) ?? Self.rawValue(naming: newName, under: names.fileNameMapping) else {
                    return .failure(
                        RenameRefusal(
                            description: "\(place(declaration)): no raw value of \(caseName) maps to '\(newName)' (its fileName changes the case)"))
                }
                if let range = entry.declaration.rawValueRange {
                    result.replace(range, in: entry.path, with: value)
                } else {
                    result.replace(.empty(at: entry.declaration.nameRange.upperBound), in: entry.path, with: " = \"\(value)\"")
                }
            }
        }
        return .success(result)
    }

    /// A raw value the enum's file name mapping turns into `fileName`: with the case's usual first
    /// letter in lower case when the mapping gives it back.
    static func rawValue(naming fileName: String, under mapping: FileNameMapping) -> String? {
        let lowerFirst = fileName.prefix(1).lowercased() + fileName.dropFirst()
        return [lowerFirst, fileName.lowercased(), fileName].first { mapping.fileName(for: $0) == fileName }
    }

    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// The folder of a file, or for a localized one (in `Base.lproj`, `fr.lproj`…) the folder of its `.lproj`.
    static func home(of path: String) -> String {
        let folder = folder(of: path)
        return folder.hasSuffix(".lproj") ? self.folder(of: folder) : folder
    }
}
