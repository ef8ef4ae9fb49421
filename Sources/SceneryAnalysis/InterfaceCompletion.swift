@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Completion inside storyboards and xibs, in the attribute values people edit by hand: a custom
/// class (the project's classes of the element's kind), a scene's Storyboard ID (its class name
/// first, then the IDs code looks up in this storyboard that no scene has) and a segue's
/// destination (the file's scenes, by class and Storyboard ID).
extension Analysis {
    /// Whether `path` is read as Interface Builder XML.
    static func isInterfaceFile(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    func interfaceCompletions(in text: SourceText, at offset: Int, path: String, limit: Int) -> CompletionCandidates {
        guard let place = InterfaceAttributePlace(offset: offset, in: text.bytes) else { return .none }
        let names: [InterfaceNames.Name]
        let kind: CompletionCandidate.Kind
        switch (place.elementName, place.attribute) {
        case (_, "customClass"):
            (kind, names) = (.customClass, customClassNames(for: place.elementName))
        case ("segue", "destination"):
            (kind, names) = (.sceneObject, destinations(in: path))
        case (_, "storyboardIdentifier"):
            (kind, names) = (.sceneIdentifier, storyboardIdentifiers(for: place, in: path))
        default:
            return .none
        }
        let isIncomplete = names.count > limit
        let listed = isIncomplete ? Self.bestMatches(of: Self.lowercased(text, place.typedRange), in: names, limit: limit) { $0.lowercased } : names
        let candidates = listed.map { name in
            CompletionCandidate(
                kind: kind, label: name.label, detail: name.detail, documentation: name.documentation,
                snippet: CallText.escapeSnippet(name.value), plainText: name.value, replacing: place.typedRange,
                // A scene is looked for by what people know of it (its class, its ID), not its object ID.
                filterText: name.label == name.value ? name.value : name.label + " " + name.value
            )
        }
        return CompletionCandidates(candidates: candidates, isIncomplete: isIncomplete)
    }

    /// The project's classes that can be this element's custom class, by name.
    private func customClassNames(for elementName: String) -> [InterfaceNames.Name] {
        snapshot.superclassChains.keys.sorted().compactMap { name in
            guard snapshot.root(ofClass: name)?.canBeCustomClass(of: elementName) == true, let chain = snapshot.superclassChains[name] else {
                return nil
            }
            let declared = snapshot.typeDeclarations[name]?.first.map { " Declared in \(configuration.relativePath($0.path))." } ?? ""
            return InterfaceNames.Name(name, detail: chain.joined(separator: " → "), documentation: "The class \(name)." + declared)
        }
    }

    /// The scenes of the storyboard, labelled by class and Storyboard ID; each inserts its object ID.
    private func destinations(in path: String) -> [InterfaceNames.Name] {
        guard let file = snapshot.interfaceFile(at: path), file.kind == .storyboard else { return [] }
        return file.scenes.map { scene in
            let owner = scene.customClass?.value ?? scene.elementName
            let label = scene.referencedStoryboardName.map { "\(owner) → \($0.value).storyboard" } ?? owner
            let identifier = scene.storyboardIdentifier.map { "Storyboard ID '\($0.value)' · " } ?? ""
            return InterfaceNames.Name(
                scene.objectID, label: label, detail: identifier + "id \(scene.objectID)", documentation: "The scene of \(owner).")
        }
    }

    /// The scene's class name (the ID factories look for), then the IDs code looks up in this
    /// storyboard that no scene of it has yet.
    private func storyboardIdentifiers(for place: InterfaceAttributePlace, in path: String) -> [InterfaceNames.Name] {
        guard let file = snapshot.interfaceFile(at: path), file.kind == .storyboard else { return [] }
        var names: [InterfaceNames.Name] = []
        if let className = place.attributes["customClass"], !className.isEmpty {
            names.append(
                InterfaceNames.Name(
                    className, detail: "the scene's class", documentation: "Factories look for the scene whose Storyboard ID is its class name."))
        }
        let existing = Set(file.scenes.compactMap(\.storyboardIdentifier?.value))
        var missing: [String: SourceLocation] = [:]
        for expectation in snapshot.expectations where expectation.files.contains(file.name) {
            guard case .scene(let identifier) = expectation.kind, !existing.contains(identifier), missing[identifier] == nil else { continue }
            missing[identifier] = expectation.location
        }
        for (identifier, location) in missing.sorted(by: { $0.key < $1.key }) where identifier != place.attributes["customClass"] {
            names.append(
                InterfaceNames.Name(
                    identifier, detail: "looked up in \(configuration.relativePath(location.path))",
                    documentation: "Code looks for a scene with this Storyboard ID in \(file.name).storyboard, and none has it."
                ))
        }
        return names
    }
}
