@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// What a rename renames, as found under the cursor, with the name written there.
@_spi(Scenery) public struct RenameTarget: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: Hashable, Sendable {
        /// A Storyboard ID, in the storyboards (by name) it is looked up in; nil when the code does not say which.
        case storyboardIdentifier(storyboards: [String]?)
        /// A segue ID, on the segues leaving `source`.
        case segueIdentifier(leaving: SegueSource)
        /// The name of a storyboard or xib: its file name without extension.
        case interfaceFile(InterfaceFileFacts.Kind)
        /// The raw value of a storyboard-names enum's case declared in `path`, `fileName` being the storyboard it maps to.
        case storyboardNameRawValue(fileName: String, mapping: FileNameMapping, path: String)
        /// A project class Interface Builder files name (`customClass`), renamed in Swift by the Swift
        /// server: Scenery renames only those attributes.
        case customClass
    }

    /// Where the segues a segue ID is renamed on leave from.
    @_spi(Scenery) public enum SegueSource: Hashable, Sendable, CustomStringConvertible {
        /// Every scene of this custom class (simple name), in every storyboard: code in that class names its segues.
        case scenesOf(String)
        /// One scene without a custom class, which no code can name.
        case scene(path: String, objectID: String)

        @_spi(Scenery) public var description: String {
            switch self {
            case .scenesOf(let customClass): customClass
            case .scene(let path, let objectID): "the scene \(objectID) of \(path.split(separator: "/").last.map(String.init) ?? path)"
            }
        }
    }

    /// What a rename by name (`Analysis.renameTarget(named:kind:storyboard:sourceClass:)`) names.
    @_spi(Scenery) public enum NamedKind: String, Hashable, Sendable, CaseIterable {
        case storyboardIdentifier, segueIdentifier, storyboard, xib
    }

    @_spi(Scenery) public var kind: Kind
    /// The name as the cursor's place writes it (a literal's contents, an attribute's value, an identifier).
    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var range: ByteRange

    /// Scenery offers the rename (`prepareRename`): all but a class's, which the Swift server
    /// offers and Scenery joins. A client that asks every server for the rename once per server that
    /// offers it (Neovim 0.7) would otherwise apply both servers' edits twice.
    @_spi(Scenery) public var isOffered: Bool { kind != .customClass }
}

/// What a rename changes: text edits, then files moved (the edits name the files' old paths).
@_spi(Scenery) public struct RenameEdit: Hashable, Sendable {
    @_spi(Scenery) public struct FileMove: Hashable, Sendable {
        @_spi(Scenery) public var from: String
        @_spi(Scenery) public var to: String
    }

    @_spi(Scenery) public var edits: [Fix.FileEdit] = []
    @_spi(Scenery) public var moves: [FileMove] = []
    /// The lines of the files read beside the index (Xcode projects, `Info.plist` files), as read:
    /// their edits' ranges are in those bytes.
    @_spi(Scenery) public var linesRead: [String: LineIndex] = [:]

    /// One edit per place: several expectations may be written by one literal.
    mutating func replace(_ range: ByteRange, in path: String, with text: String) {
        let edit = Fix.FileEdit(path: path, edit: TextEdit(range: range, newText: text))
        if !edits.contains(edit) { edits.append(edit) }
    }
}

/// Why a rename would leave the project broken, for the user.
@_spi(Scenery) public struct RenameRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    @_spi(Scenery) public var description: String

    @_spi(Scenery) public init(description: String) { self.description = description }
}

extension Analysis {
    /// What can be renamed at `offset` in `path` (`text`: the editor's text of a Swift file): in
    /// Swift, a literal that names a Storyboard ID, a segue, a storyboard or a xib (not one given
    /// to a helper: its call is where the join places what the call expects), a segue ID compared
    /// in `prepare(for:sender:)` or `shouldPerformSegue(withIdentifier:sender:)`, a storyboard-names
    /// enum's raw value, a class an Interface Builder file names; in a storyboard, a Storyboard ID, a
    /// segue's identifier, a storyboard reference's storyboard name.
    @_spi(Scenery) public func renameTarget(at offset: Int, in path: String, text: SourceText? = nil) -> RenameTarget? {
        if let file = snapshot.interfaceFile(at: path) { return renameTarget(at: offset, in: file) }
        guard let text else { return nil }
        if let literal = interfaceLiteral(at: offset, in: text), literal.isClosed, !literal.isHelperArgument {
            let kind: RenameTarget.Kind
            switch literal.kind {
            case .sceneIdentifier(let source):
                kind = .storyboardIdentifier(storyboards: interfaceNames.storyboards(of: source, enclosingType: literal.enclosingType))
            case .segueIdentifier:
                guard let type = literal.enclosingType else { return nil }
                kind = .segueIdentifier(leaving: .scenesOf(type))
            case .storyboardName: kind = .interfaceFile(.storyboard)
            case .nibName: kind = .interfaceFile(.xib)
            }
            return RenameTarget(kind: kind, name: text[literal.contents], range: literal.contents)
        }
        let file = snapshot.swiftFile(at: path)
        if let comparison = file?.segueComparisons.first(where: { $0.identifier.isPlainLiteral && $0.identifier.range.touches(offset) }) {
            let source = RenameTarget.SegueSource.scenesOf(Identifiers.simpleName(comparison.enclosingType))
            return RenameTarget(kind: .segueIdentifier(leaving: source), name: comparison.identifier.value, range: comparison.identifier.range)
        }
        for names in snapshot.storyboardNameEnums where names.path == path && file?.isGenerated == false {
            guard let entry = names.cases.first(where: { $0.declaration.rawValueRange?.touches(offset) == true }),
                let range = entry.declaration.rawValueRange, let fileName = entry.fileName
            else { continue }
            let kind = RenameTarget.Kind.storyboardNameRawValue(fileName: fileName, mapping: names.fileNameMapping, path: path)
            return RenameTarget(kind: kind, name: entry.declaration.rawValue, range: range)
        }
        guard let (names, range) = Self.typeName(at: offset, in: text), let name = names.last, snapshot.typeDeclarations[name] != nil,
            snapshot.interfaceFiles.contains(where: { $0.classReferences.contains { $0.customClass.value == name } })
        else { return nil }
        return RenameTarget(kind: .customClass, name: name, range: range)
    }

    private func renameTarget(at offset: Int, in file: InterfaceFileFacts) -> RenameTarget? {
        func target(_ kind: RenameTarget.Kind, _ attribute: AttributeValue) -> RenameTarget {
            RenameTarget(kind: kind, name: attribute.value, range: attribute.valueRange)
        }
        guard file.kind == .storyboard else { return nil }
        if let identifier = file.scenes.compactMap(\.storyboardIdentifier).first(where: { $0.valueRange.touches(offset) }) {
            return target(.storyboardIdentifier(storyboards: [file.name]), identifier)
        }
        if let segue = file.segues.first(where: { $0.identifier?.valueRange.touches(offset) == true }), let identifier = segue.identifier {
            let sourceClass = file.scenes.first { $0.objectID == segue.sourceID }?.customClass?.value
            return target(
                .segueIdentifier(leaving: sourceClass.map { .scenesOf($0) } ?? .scene(path: file.path, objectID: segue.sourceID)), identifier)
        }
        if let name = file.scenes.compactMap(\.referencedStoryboardName).first(where: { $0.valueRange.touches(offset) }) {
            return target(.interfaceFile(.storyboard), name)
        }
        return nil
    }

    /// What a rename by name renames, for a tool that names the thing rather than points at it:
    /// a Storyboard ID (in `storyboard` only, when given), a segue ID (on the segues leaving scenes
    /// of `sourceClass`, which must be given when segues of that ID leave several classes' scenes),
    /// a storyboard or a xib (by file name, without extension); as the rename from an Interface
    /// Builder file would find it. Refused when no file holds it.
    @_spi(Scenery) public func renameTarget(
        named name: String, kind: RenameTarget.NamedKind, storyboard: String? = nil, sourceClass: String? = nil
    ) -> Result<RenameTarget, RenameRefusal> {
        let storyboards = snapshot.interfaceFiles.filter { $0.kind == .storyboard }
        switch kind {
        case .storyboardIdentifier:
            let holding = storyboards.filter { file in
                (storyboard == nil || file.name == storyboard) && file.scenes.contains { $0.storyboardIdentifier?.value == name }
            }
            guard let first = holding.first, let attribute = first.scenes.lazy.compactMap(\.storyboardIdentifier).first(where: { $0.value == name })
            else {
                return .failure(
                    RenameRefusal(description: "No storyboard\(storyboard.map { " named \($0)" } ?? "") has a scene with the Storyboard ID '\(name)'")
                )
            }
            return .success(RenameTarget(kind: .storyboardIdentifier(storyboards: storyboard.map { [$0] }), name: name, range: attribute.valueRange))
        case .segueIdentifier:
            var sources: [RenameTarget.SegueSource: ByteRange] = [:]
            for file in storyboards {
                for segue in file.segues {
                    guard let identifier = segue.identifier, identifier.value == name else { continue }
                    let source = file.scenes.first { $0.objectID == segue.sourceID }?.customClass?.value
                    guard sourceClass == nil || source == sourceClass else { continue }
                    sources[source.map { .scenesOf($0) } ?? .scene(path: file.path, objectID: segue.sourceID)] = identifier.valueRange
                }
            }
            guard sources.count == 1, let (source, range) = sources.first else {
                let leaving = sourceClass.map { " leaves a scene of \($0)" } ?? " exists"
                return .failure(
                    RenameRefusal(
                        description: sources.isEmpty
                            ? "No segue with the identifier '\(name)'\(leaving)"
                            : "Segues with the identifier '\(name)' leave scenes of several classes (\(sources.keys.map(\.description).sorted().joined(separator: ", "))): name the class they leave"
                    ))
            }
            return .success(RenameTarget(kind: .segueIdentifier(leaving: source), name: name, range: range))
        case .storyboard, .xib:
            let fileKind: InterfaceFileFacts.Kind = kind == .storyboard ? .storyboard : .xib
            guard snapshot.interfaceFiles.contains(where: { $0.kind == fileKind && $0.name == name }) else {
                return .failure(RenameRefusal(description: "The project has no \(name).\(fileKind == .storyboard ? "storyboard" : "xib")"))
            }
            return .success(RenameTarget(kind: .interfaceFile(fileKind), name: name, range: ByteRange(0, 0)))
        }
    }

    /// The edits that rename `target` to `newName` everywhere it is written, or why that would break
    /// the project. A rename is complete or not made: it is refused when some code names the thing
    /// in a way it cannot follow (a constant, a convention, a helper). `place` names a location for
    /// people (`Sources/Coordinator.swift:12`); `files` lists folders and reads the files the index
    /// does not hold, for a storyboard's or xib's rename (the files it moves, the Xcode projects).
    ///
    /// A file the edits reach through a symbolic link out of the project refuses it too, as
    /// `scenery fix` does: an editor applying the edit would change a file outside.
    @_spi(Scenery) public func rename(
        _ target: RenameTarget, to newName: String, place: (SourceLocation) -> String, files: ProjectFileAccess = .none
    ) -> Result<RenameEdit, RenameRefusal> {
        renameEdits(target, to: newName, place: place, files: files).flatMap { renaming in
            let reached = renaming.edits.map(\.path) + renaming.moves.map(\.from)
            guard let outside = reached.first(where: { files.leadsOutOfProject($0, configuration.root) }) else { return .success(renaming) }
            return .failure(
                RenameRefusal(
                    description:
                        "\(configuration.relativePath(outside)) is a symbolic link to a file outside the project, which Scenery does not change"
                ))
        }
    }

    private func renameEdits(
        _ target: RenameTarget, to newName: String, place: (SourceLocation) -> String, files: ProjectFileAccess
    ) -> Result<RenameEdit, RenameRefusal> {
        switch target.kind {
        case .storyboardIdentifier(let storyboards):
            return renameStoryboardIdentifier(target.name, in: storyboards, to: newName, place: place)
        case .segueIdentifier(let source):
            return renameSegue(target.name, leaving: source, to: newName, place: place)
        case .interfaceFile(let kind):
            return renameInterfaceFile(kind, target.name, to: newName, place: place, files: files)
        case .storyboardNameRawValue(let fileName, let mapping, let path):
            if let refusal = Self.refusal(newName, as: .fileName) { return .failure(refusal) }
            guard let newFileName = mapping.fileName(for: newName) else {
                return .failure(
                    RenameRefusal(
                        description:
                            "The storyboard-names enum's file names cannot be evaluated, so Scenery cannot tell which storyboard '\(newName)' names"))
            }
            return renameInterfaceFile(.storyboard, fileName, to: newFileName, place: place, files: files) { entry in
                // The case under the cursor takes the raw value as typed.
                entry.path == path && entry.declaration.rawValueRange == target.range ? newName : nil
            }
        case .customClass:
            return renameCustomClass(target.name, to: newName)
        }
    }

    // MARK: Names

    /// What a new name is for, which decides the characters it may hold.
    enum NameRole {
        case identifier(of: String), fileName, className

        var noun: String {
            switch self {
            case .identifier(let thing): thing
            case .fileName: "a storyboard or xib name"
            case .className: "a class name"
            }
        }
    }

    /// Why `name` cannot be written where the rename puts it: as it is (no escaping) in an XML
    /// attribute and a Swift literal, and in a file name, or as a Swift identifier.
    static func refusal(_ name: String, as role: NameRole) -> RenameRefusal? {
        let fits: Bool
        let allowed: String
        switch role {
        case .className:
            fits =
                name.first.map { !$0.isNumber } == true
                && name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
            allowed = "a Swift identifier"
        case .identifier, .fileName:
            let isFileName = if case .fileName = role { true } else { false }
            let forbidden = (isFileName ? "/:" : "") + "\"\\<>&"
            fits =
                !name.isEmpty && !(isFileName && name.hasPrefix("."))
                && !name.unicodeScalars.contains { forbidden.unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
            allowed = "letters, digits and punctuation other than " + (isFileName ? "'/', ':', " : "") + "quotes, backslashes, '<', '>' and '&'"
        }
        return fits ? nil : RenameRefusal(description: "'\(name)' cannot be \(role.noun) here: use \(allowed)")
    }

    /// Refused: some code names the thing otherwise than by a string literal.
    static func namedOtherwise(at place: String, by origin: String, _ thing: String) -> RenameRefusal {
        RenameRefusal(description: "\(place) (\(origin)) names \(thing) otherwise than by a string literal; change it there first")
    }

    // MARK: Storyboard IDs

    /// Each scene with the ID in `storyboards` (every one when nil), and each literal in code that names it there.
    private func renameStoryboardIdentifier(
        _ identifier: String, in storyboards: [String]?, to newIdentifier: String, place: (SourceLocation) -> String
    ) -> Result<RenameEdit, RenameRefusal> {
        if let refusal = Self.refusal(newIdentifier, as: .identifier(of: "a Storyboard ID")) { return .failure(refusal) }
        func isRenamed(_ storyboard: String) -> Bool { storyboards?.contains(storyboard) ?? true }
        var result = RenameEdit()
        for file in snapshot.interfaceFiles where file.kind == .storyboard && isRenamed(file.name) {
            let identifiers = file.scenes.compactMap(\.storyboardIdentifier)
            if newIdentifier != identifier, identifiers.contains(where: { $0.value == newIdentifier }) {
                return .failure(RenameRefusal(description: "\(file.name).storyboard already has a scene with the Storyboard ID '\(newIdentifier)'"))
            }
            for attribute in identifiers where attribute.value == identifier {
                result.replace(attribute.valueRange, in: file.path, with: newIdentifier)
            }
        }
        guard !result.edits.isEmpty else {
            return .failure(RenameRefusal(description: "No storyboard has a scene with the Storyboard ID '\(identifier)'"))
        }
        for expectation in snapshot.expectations
        where expectation.kind == .scene(identifier: identifier)
            && (storyboards == nil || expectation.files.contains(where: isRenamed))
        {
            guard expectation.isLiteral else {
                return .failure(Self.namedOtherwise(at: place(expectation.location), by: expectation.origin, "the Storyboard ID '\(identifier)'"))
            }
            result.replace(expectation.location.range, in: expectation.location.path, with: newIdentifier)
        }
        return .success(result)
    }

    // MARK: Segue IDs

    /// The identified segues leaving `source`'s scenes, with their files.
    private func segues(_ identifier: String, leaving source: RenameTarget.SegueSource) -> [(file: InterfaceFileFacts, segue: Segue)] {
        snapshot.interfaceFiles.filter { $0.kind == .storyboard }.flatMap { file in
            let sources: Set<String> =
                switch source {
                case .scenesOf(let customClass): Set(file.scenes.filter { $0.customClass?.value == customClass }.map(\.objectID))
                case .scene(let path, let objectID): path == file.path ? [objectID] : []
                }
            return file.segues.filter { $0.identifier?.value == identifier && sources.contains($0.sourceID) }.map { (file, $0) }
        }
    }

    /// Each segue with the ID leaving `source`'s scenes, each `performSegue` literal of the class's
    /// code that names it, and each comparison of the class's `prepare(for:sender:)` and
    /// `shouldPerformSegue(withIdentifier:sender:)` with it.
    private func renameSegue(
        _ identifier: String, leaving source: RenameTarget.SegueSource, to newIdentifier: String, place: (SourceLocation) -> String
    ) -> Result<RenameEdit, RenameRefusal> {
        if let refusal = Self.refusal(newIdentifier, as: .identifier(of: "a segue ID")) { return .failure(refusal) }
        let leaving: String =
            switch source {
            case .scenesOf(let customClass): "a scene of \(customClass)"
            case .scene: "this scene"
            }
        let renamed = segues(identifier, leaving: source)
        guard !renamed.isEmpty else { return .failure(RenameRefusal(description: "No segue with the identifier '\(identifier)' leaves \(leaving)")) }
        if newIdentifier != identifier, let (file, _) = segues(newIdentifier, leaving: source).first {
            return .failure(
                RenameRefusal(description: "A segue with the identifier '\(newIdentifier)' already leaves \(leaving) in \(file.name).storyboard"))
        }
        var result = RenameEdit()
        for (file, segue) in renamed {
            if let attribute = segue.identifier { result.replace(attribute.valueRange, in: file.path, with: newIdentifier) }
        }
        guard case .scenesOf(let customClass) = source else { return .success(result) }
        for expectation in snapshot.expectations where expectation.kind == .segue(identifier: identifier) && expectation.sourceClass == customClass {
            guard expectation.isLiteral else {
                return .failure(Self.namedOtherwise(at: place(expectation.location), by: expectation.origin, "the segue '\(identifier)'"))
            }
            result.replace(expectation.location.range, in: expectation.location.path, with: newIdentifier)
        }
        for file in snapshot.swiftFiles where !file.isGenerated {
            for comparison in file.segueComparisons where Identifiers.simpleName(comparison.enclosingType) == customClass {
                // A constant whose value is unknown may name anything: as the checks, it is left alone.
                guard let value = snapshot.constantValue(of: comparison.identifier), value.value == identifier else { continue }
                let location = SourceLocation(path: file.path, range: comparison.identifier.range)
                guard comparison.identifier.isPlainLiteral else {
                    return .failure(
                        Self.namedOtherwise(at: place(location), by: "a comparison with the segue's identifier", "the segue '\(identifier)'"))
                }
                result.replace(location.range, in: location.path, with: newIdentifier)
            }
        }
        return .success(result)
    }

    // MARK: Classes

    /// Every `customClass` attribute that names the class, in storyboards and xibs.
    private func renameCustomClass(_ name: String, to newName: String) -> Result<RenameEdit, RenameRefusal> {
        if let refusal = Self.refusal(newName, as: .className) { return .failure(refusal) }
        var result = RenameEdit()
        for file in snapshot.interfaceFiles {
            for reference in file.classReferences where reference.customClass.value == name {
                result.replace(reference.customClass.valueRange, in: file.path, with: newName)
            }
        }
        guard !result.edits.isEmpty else { return .failure(RenameRefusal(description: "No storyboard or xib names the class '\(name)'")) }
        return .success(result)
    }
}

extension Literal {
    /// A string literal as written, its contents its value: a rename may rewrite it.
    var isPlainLiteral: Bool { isQuoted && constantPath == nil }
}
