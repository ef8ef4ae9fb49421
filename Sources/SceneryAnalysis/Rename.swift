@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A Storyboard ID under the cursor, as rename sees it: written as a literal in Swift, or as a
/// scene's `storyboardIdentifier` in a storyboard.
@_spi(Scenery) public struct RenameableStoryboardID: Hashable, Sendable {
    @_spi(Scenery) public var identifier: String
    /// What the cursor is on: the literal's contents or the attribute's value.
    @_spi(Scenery) public var range: ByteRange
    /// The storyboards (by name) it is renamed in; nil when the code does not say which.
    @_spi(Scenery) public var storyboards: [String]?
}

/// Why a rename would leave the project broken, for the user.
@_spi(Scenery) public struct RenameRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    @_spi(Scenery) public var description: String
}

extension Analysis {
    /// The Storyboard ID at `offset` in `path` (`text`: the editor's text of a Swift file).
    @_spi(Scenery) public func renameableStoryboardID(at offset: Int, in path: String, text: SourceText? = nil) -> RenameableStoryboardID? {
        if let file = snapshot.interfaceFile(at: path) {
            guard file.kind == .storyboard,
                let attribute = file.scenes.compactMap(\.storyboardIdentifier).first(where: { $0.valueRange.touches(offset) })
            else { return nil }
            return RenameableStoryboardID(identifier: attribute.value, range: attribute.valueRange, storyboards: [file.name])
        }
        guard let text, let literal = interfaceLiteral(at: offset, in: text), literal.isClosed, !literal.isHelperArgument,
            case .sceneIdentifier(let source) = literal.kind
        else { return nil }
        return RenameableStoryboardID(
            identifier: text[literal.contents], range: literal.contents,
            storyboards: interfaceNames.storyboards(of: source, enclosingType: literal.enclosingType)
        )
    }

    /// The edits that rename the Storyboard ID everywhere it is written: each scene that has it in
    /// the storyboards, and each literal in code that names it there. Refused when some code names
    /// it in a way a rename cannot follow (a constant, a convention, a helper), when a storyboard
    /// already has a scene with the new ID, or when the new ID would need escaping. `place` names a
    /// location for people (`Sources/Coordinator.swift:12`).
    @_spi(Scenery) public func rename(
        _ target: RenameableStoryboardID, to newIdentifier: String, place: (SourceLocation) -> String
    ) -> Result<[Fix.FileEdit], RenameRefusal> {
        let unsafe = newIdentifier.unicodeScalars.first { "\"\\<>&".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
        guard !newIdentifier.isEmpty, unsafe == nil else {
            return .failure(RenameRefusal(description: "'\(newIdentifier)' cannot be a Storyboard ID here: use letters, digits and punctuation other than quotes, backslashes, '<', '>' and '&'"))
        }
        func isRenamed(_ storyboard: String) -> Bool { target.storyboards?.contains(storyboard) ?? true }
        var edits: [Fix.FileEdit] = []
        for file in snapshot.interfaceFiles where file.kind == .storyboard && isRenamed(file.name) {
            let identifiers = file.scenes.compactMap(\.storyboardIdentifier)
            if newIdentifier != target.identifier, identifiers.contains(where: { $0.value == newIdentifier }) {
                return .failure(RenameRefusal(description: "\(file.name).storyboard already has a scene with the Storyboard ID '\(newIdentifier)'"))
            }
            for attribute in identifiers where attribute.value == target.identifier {
                edits.append(Fix.FileEdit(path: file.path, edit: TextEdit(range: attribute.valueRange, newText: newIdentifier)))
            }
        }
        guard !edits.isEmpty else {
            return .failure(RenameRefusal(description: "No storyboard has a scene with the Storyboard ID '\(target.identifier)'"))
        }
        for expectation in snapshot.expectations where expectation.kind == .scene(identifier: target.identifier)
            && (target.storyboards == nil || expectation.files.contains(where: isRenamed))
        {
            guard expectation.isLiteral else {
                return .failure(RenameRefusal(
                    description: "\(place(expectation.location)) (\(expectation.origin)) names the Storyboard ID '\(target.identifier)' otherwise than by a string literal; change it there first"
                ))
            }
            let edit = Fix.FileEdit(path: expectation.location.path, edit: TextEdit(range: expectation.location.range, newText: newIdentifier))
            // One call may expect several things of the one literal.
            if !edits.contains(edit) { edits.append(edit) }
        }
        return .success(edits)
    }
}
