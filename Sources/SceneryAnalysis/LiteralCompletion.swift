@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// The names string literals can hold, derived once per snapshot (`Analysis.interfaceNames`) so
/// that a completion request only looks up and filters.
struct InterfaceNames: Equatable, Sendable {
    /// A name with what the editor shows of it.
    struct Name: Equatable, Sendable {
        /// What is inserted.
        var value: String
        /// What the editor lists: the value, unless it means nothing to people (a scene's object ID).
        var label: String
        /// The label, as `Analysis.bestMatches` compares it.
        var lowercased: [UInt8]
        var detail: String
        var documentation: String

        init(_ value: String, label: String? = nil, detail: String, documentation: String) {
            self.value = value
            self.label = label ?? value
            self.lowercased = Array(self.label.lowercased().utf8)
            self.detail = detail
            self.documentation = documentation
        }
    }

    /// Storyboards and xibs by name, sorted.
    var storyboards: [Name] = []
    var nibs: [Name] = []
    /// Every Storyboard ID, sorted, with its storyboard in the detail; the same per storyboard.
    var scenes: [Name] = []
    var scenesByStoryboard: [String: [Name]] = [:]
    /// The storyboards holding a scene of each custom class (simple name), sorted.
    var storyboardsHoldingScene: [String: [String]] = [:]
    /// The identified segues leaving the scenes of each custom class.
    var seguesLeaving: [String: [Name]] = [:]
    /// The project's instantiation helpers, by name: what a literal given to one names.
    var helpers: [String: [InstantiationHelper]] = [:]
    /// The storyboards static properties hold (`UIStoryboard.settings`), by qualified path.
    var storyboardProperties: [String: String] = [:]

    init(_ snapshot: ProjectSnapshot, relativePath: (String) -> String) {
        for (name, file) in snapshot.storyboardsByName.sorted(by: { $0.key < $1.key }) {
            let classes = file.scenes.map { $0.customClass?.value ?? $0.elementName }
            storyboards.append(
                Name(
                    name, detail: relativePath(file.path),
                    documentation: "\(classes.count) scene\(classes.count == 1 ? "" : "s"): " + classes.joined(separator: ", ")
                ))
            let scenesByID = Dictionary(grouping: file.scenes.filter { !$0.isStoryboardReference }) { $0.storyboardIdentifier?.value ?? "" }
            scenesByStoryboard[name] = scenesByID.keys.filter { !$0.isEmpty }.sorted().compactMap { identifier in
                scenesByID[identifier]?.first.map { scene in
                    let owner = scene.customClass?.value ?? scene.elementName
                    return Name(
                        identifier, detail: "\(name).storyboard · \(owner)", documentation: "The scene of \(owner) in \(relativePath(file.path)).")
                }
            }
            for customClass in Set(file.scenes.compactMap(\.customClass?.value)) { storyboardsHoldingScene[customClass, default: []].append(name) }
            addSegues(of: file, named: name)
        }
        for file in snapshot.swiftFiles {
            for helper in file.instantiationHelpers { helpers[helper.name, default: []].append(helper) }
            for type in file.types { addStoryboardProperties(type.members.properties, of: type.qualifiedName) }
            for type in file.extensions { addStoryboardProperties(type.members.properties, of: type.extendedType) }
        }
        scenes = scenesByStoryboard.values.joined().sorted { ($0.value, $0.detail) < ($1.value, $1.detail) }
        nibs = snapshot.nibsByName.sorted(by: { $0.key < $1.key }).map { name, file in
            let owner = file.filesOwner?.customClass.map { "File's Owner \($0.value)" }
            let first = file.firstTopLevelObject.map { "first object \($0.customClass?.value ?? $0.elementName)" }
            return Name(name, detail: relativePath(file.path), documentation: [owner, first].compactMap { $0 }.joined(separator: "; "))
        }
    }

    private mutating func addStoryboardProperties(_ properties: [PropertyDecl], of owner: String) {
        for property in properties {
            if let name = Self.storyboardName(heldBy: property) { storyboardProperties[owner + "." + property.name] = name }
        }
    }

    /// The storyboard a static property holds (`static let settings = UIStoryboard(name: "Settings", …)`).
    private static func storyboardName(heldBy property: PropertyDecl) -> String? {
        guard property.isStatic, case .storyboard(.literal(let name))? = property.constant, name.isQuoted else { return nil }
        return name.value
    }

    /// Whether these names read anything of `file` (its helpers, its static storyboard
    /// properties): a change of a Swift file that has none keeps them.
    static func read(_ file: SwiftFileFacts) -> Bool {
        !file.instantiationHelpers.isEmpty
            || file.types.contains { $0.members.properties.contains { storyboardName(heldBy: $0) != nil } }
            || file.extensions.contains { $0.members.properties.contains { storyboardName(heldBy: $0) != nil } }
    }

    private mutating func addSegues(of file: InterfaceFileFacts, named name: String) {
        let scenes = Dictionary(file.scenes.map { ($0.objectID, $0) }, uniquingKeysWith: { first, _ in first })
        for segue in file.segues {
            guard let identifier = segue.identifier?.value, !identifier.isEmpty, let source = scenes[segue.sourceID]?.customClass?.value else {
                continue
            }
            let destination = scenes[segue.destinationID].map { $0.customClass?.value ?? $0.elementName } ?? segue.destinationID
            seguesLeaving[source, default: []].append(
                Name(
                    identifier, detail: "\(name).storyboard · \(segue.kind) → \(destination)",
                    documentation: "A \(segue.kind) segue from \(source) to \(destination) in \(name).storyboard."
                ))
        }
    }

    /// The storyboards a Storyboard ID is looked up in: the one the code names, the ones holding
    /// the enclosing class's scene; nil when the code does not say (any storyboard).
    func storyboards(of source: InterfaceLiteral.StoryboardSource, enclosingType: String?) -> [String]? {
        switch source {
        case .named(let name): [name]
        case .enclosingScene: enclosingType.flatMap { storyboardsHoldingScene[$0] }
        case .property(let path): storyboardProperties[path].map { [$0] }
        case .unknown: nil
        }
    }
}

extension Analysis {
    /// The literal at `offset` that names something of an Interface Builder file. The lexer reads
    /// from the start of the text: only when the line has a quote before the offset.
    func interfaceLiteral(at offset: Int, in text: SourceText) -> InterfaceLiteral? {
        let offset = min(max(0, offset), text.bytes.count)
        let lineStart = text.lineRange(text.line(of: offset)).lowerBound
        guard text.bytes[lineStart..<offset].contains(UInt8(ascii: "\"")) else { return nil }
        switch CursorPlace(offset: offset, in: text) {
        case .literal(let literal?): return literal
        case .callArgument(let argument): return helperKind(of: argument).map(argument.literal)
        case .literal(nil), .code, .elsewhere: return nil
        }
    }

    /// What a literal given to one of the project's helpers names: what the helper passes the
    /// argument on as (a storyboard's name, a Storyboard ID, a segue, a nib), with the storyboard
    /// it instantiates from as far as the text says; nil when no helper of that name and those
    /// labels (one declared in a project class being a method of it and its subclasses only)
    /// passes it on, or helpers of that name disagree.
    func helperKind(of argument: CallArgument) -> InterfaceLiteral.Kind? {
        let typed = argument.labels.count - 1
        let kinds = interfaceNames.helpers[argument.callee, default: []].compactMap { declared -> InterfaceLiteral.Kind? in
            // The parameter the literal is given for, some before it perhaps left out for their defaults.
            guard let positions = declared.argumentPositions(forCallLabels: argument.labels, complete: false),
                let position = positions.firstIndex(where: { $0 == typed }), let helper = resolvedHelper(declared)
            else { return nil }
            let given = InstantiationHelper.Name.argument(position)
            // An instance of a type the text does not say may be the class's (the index checks the call).
            if let owner = helper.ownerType.map(Identifiers.simpleName), snapshot.superclassChains[owner] != nil, !argument.isCalledOnInstance {
                guard let receiver = argument.receiverType, snapshot.isClass(receiver, kindOf: owner) else { return nil }
            }
            if helper.storyboard == given { return .storyboardName }
            if helper.nib == given { return .nibName }
            if helper.segue == given { return .segueIdentifier }
            guard helper.identifier == given else { return nil }
            switch helper.storyboard {
            case .literal(let name)?: return .sceneIdentifier(.named(name))
            case .argument(let earlier)? where earlier < positions.count:
                guard let index = positions[earlier] else {
                    // Left out: the helper's default names the storyboard.
                    guard earlier < helper.defaults.count, case .literal(let name)? = helper.defaults[earlier] else {
                        return .sceneIdentifier(.unknown)
                    }
                    return .sceneIdentifier(.named(name))
                }
                guard index < argument.strings.count else { return .sceneIdentifier(.unknown) }
                return .sceneIdentifier(argument.strings[index].map { .named($0) } ?? .unknown)
            case .receiverTypeName?: return .sceneIdentifier(argument.receiverType.map { .named($0) } ?? .unknown)
            case .storyboardArgument(let later)? where later > position:
                // Given after the literal (`inspector("…", storyboard)`), with no argument left out between.
                let after = later - position - 1
                return .sceneIdentifier(after < argument.laterStoryboards.count ? argument.laterStoryboards[after] : .unknown)
            case nil where helper.storyboardIsReceiver: return .sceneIdentifier(argument.receiver)
            default: return .sceneIdentifier(.unknown)
            }
        }
        guard let kind = kinds.first, kinds.allSatisfy({ $0 == kind }) else { return nil }
        return kind
    }

    /// `helper` with the helpers it forwards to followed (the only one of each name and labels), as
    /// the join follows them for its calls.
    private func resolvedHelper(_ helper: InstantiationHelper, depth: Int = 0) -> InstantiationHelper? {
        guard let forwarded = helper.forwarded else { return helper }
        guard depth < 8 else { return nil }
        let inner = interfaceNames.helpers[forwarded.name, default: []].filter { $0.argumentPositions(forCallLabels: forwarded.labels) != nil }
        guard inner.count == 1, let next = inner.first.flatMap({ resolvedHelper($0, depth: depth + 1) }) else { return nil }
        return helper.resolved(through: next)
    }

    /// The names the literal can hold, replacing what was typed after its opening quote and
    /// closing it when it is not closed yet.
    func literalCompletions(_ literal: InterfaceLiteral, in text: SourceText, at offset: Int, limit: Int) -> CompletionCandidates {
        let names = interfaceNames
        let kind: CompletionCandidate.Kind
        let values: [InterfaceNames.Name]
        switch literal.kind {
        case .storyboardName: (kind, values) = (.storyboard, names.storyboards)
        case .nibName: (kind, values) = (.nib, names.nibs)
        case .segueIdentifier: (kind, values) = (.segueIdentifier, literal.enclosingType.flatMap { names.seguesLeaving[$0] } ?? [])
        case .sceneIdentifier(let source):
            let storyboards = names.storyboards(of: source, enclosingType: literal.enclosingType)
            (kind, values) = (.sceneIdentifier, storyboards.map { $0.flatMap { names.scenesByStoryboard[$0] ?? [] } } ?? names.scenes)
        }
        let typedRange = ByteRange(literal.contents.lowerBound, offset)
        let isIncomplete = values.count > limit
        let listed = isIncomplete ? Self.bestMatches(of: Self.lowercased(text, typedRange), in: values, limit: limit) { $0.lowercased } : values
        let closingQuote = literal.isClosed ? "" : "\""
        let candidates = listed.map { name in
            CompletionCandidate(
                kind: kind, label: name.value, detail: name.detail, documentation: name.documentation,
                snippet: CallText.escapeSnippet(name.value) + closingQuote, plainText: name.value + closingQuote,
                replacing: typedRange, filterText: name.value
            )
        }
        return CompletionCandidates(candidates: candidates, isIncomplete: isIncomplete)
    }
}
