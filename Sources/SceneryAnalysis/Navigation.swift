@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Navigation in editor terms: what is under the cursor, where it is defined and used, and the
/// app's navigation graph (who creates, pushes or presents whom, in code and through segues).
@_spi(Scenery) public struct NavigationEdge: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: String, Hashable, Sendable {
        /// A generated factory's call, or a screen made in code (`ProfileViewController(user: u)`),
        /// as the code pushes, presents or only creates it (`TypeCall.Use`).
        case create, push, present
        /// String-based instantiation: `instantiateViewController(withIdentifier:)` and the like.
        case instantiate
        /// A storyboard segue, through a storyboard reference too.
        case segue
    }

    /// The screen the transition starts from, when it happens inside one.
    @_spi(Scenery) public var from: String?
    /// Who makes the transition, for people to read: the type whose code holds the call (a
    /// screen or not), or the source scene's custom class (its element name when it has none);
    /// nil for top-level code.
    @_spi(Scenery) public var origin: String?
    @_spi(Scenery) public var to: String
    @_spi(Scenery) public var kind: Kind
    @_spi(Scenery) public var location: SourceLocation
}

@_spi(Scenery) public struct NavigationGraph: Hashable, Sendable {
    @_spi(Scenery) public var screens: [Screen]
    /// The SwiftUI views hosting controllers are made to show (`UIHostingController(rootView:
    /// SettingsView())`), by the name the code writes, in the order first opened: nodes of their own.
    @_spi(Scenery) public var hostedViews: [String]
    @_spi(Scenery) public var edges: [NavigationEdge]
}

/// A symbol of an Interface Builder file: a scene with its segues.
@_spi(Scenery) public struct InterfaceSymbol: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: Hashable, Sendable {
        case scene, segue
    }

    @_spi(Scenery) public var kind: Kind
    @_spi(Scenery) public var name: String
    @_spi(Scenery) public var detail: String?
    @_spi(Scenery) public var range: ByteRange
    @_spi(Scenery) public var children: [InterfaceSymbol]
}

extension Analysis {
    /// The screen the cursor is on: its class name, a factory call naming it, a scene's custom
    /// class, or — given the file's `text` — its name anywhere in Swift code (`as! X`,
    /// `extension X`, `X.self`).
    @_spi(Scenery) public func screen(at offset: Int, in path: String, text: SourceText? = nil) -> Screen? {
        if let screen = snapshot.screens.first(where: { $0.declaration.path == path && $0.declaration.range.touches(offset) }) {
            return screen
        }
        if let call = snapshot.swiftFile(at: path)?.callSites.first(where: { $0.kind != .initializerMethod && $0.nameRange.touches(offset) }) {
            return factoryScreens[call.name]
        }
        if let scene = snapshot.interfaceFile(at: path)?.scenes.first(where: { $0.customClass?.valueRange.touches(offset) == true }),
            let name = scene.customClass?.value
        {
            return snapshot.screens.first { $0.name == name }
        }
        guard let text, snapshot.swiftFile(at: path) != nil, let (name, _) = Self.typeName(at: offset, in: text) else { return nil }
        let named = snapshot.screens.filter { $0.name == name.last }
        return named.first { $0.qualifiedName == name.joined(separator: ".") } ?? (named.count == 1 ? named.first : nil)
    }

    /// The identifier under the cursor with the dotted names before it (`Outer.Inner` → ["Outer",
    /// "Inner"]), and the identifier's range, outside string literals; nil when the cursor is on none.
    static func typeName(at offset: Int, in text: SourceText) -> (names: [String], range: ByteRange)? {
        let bytes = text.bytes
        func isIdentifier(_ index: Int) -> Bool {
            guard index >= 0, index < bytes.count else { return false }
            let byte = bytes[index]
            return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        let cursor = min(max(offset, 0), bytes.count)
        var start = cursor
        while isIdentifier(start - 1) { start -= 1 }
        var end = cursor
        while isIdentifier(end) { end += 1 }
        guard start < end else { return nil }
        let lineStart = text.lineRange(text.line(of: start)).lowerBound
        if quotes(in: Array(bytes[lineStart..<start])).count % 2 == 1 { return nil }
        var names = [String(decoding: bytes[start..<end], as: UTF8.self)]
        var wordStart = start
        while wordStart - 1 > lineStart, bytes[wordStart - 1] == UInt8(ascii: "."), isIdentifier(wordStart - 2) {
            let wordEnd = wordStart - 1
            wordStart = wordEnd
            while isIdentifier(wordStart - 1) { wordStart -= 1 }
            names.insert(String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self), at: 0)
        }
        return (names, ByteRange(start, end))
    }

    /// The offsets of the `"` in `line` that no backslash escapes.
    static func quotes(in line: [UInt8]) -> [Int] {
        line.indices.filter { line[$0] == UInt8(ascii: "\"") && ($0 == 0 || line[$0 - 1] != UInt8(ascii: "\\")) }
    }

    /// A storyboard named through the project's `UIStoryboard.Name` enum under the cursor: a
    /// screen's `storyboardName` value (`{ .profile }`) or the case's own declaration.
    @_spi(Scenery) public func storyboardCase(at offset: Int, in path: String) -> StoryboardNames.Case? {
        let binding = snapshot.screens.lazy.compactMap(\.storyboard).first {
            !$0.expression.isEmpty && $0.location.path == path && $0.location.range.touches(offset)
        }
        if let binding { return binding.caseName.flatMap { snapshot.storyboardNames?.case(named: $0) } }
        return snapshot.storyboardNames?.cases.first { $0.path == path && $0.declaration.nameRange.touches(offset) }
    }

    /// `UIStoryboard.Name.profile` (the enum's name as the project declares it).
    func qualifiedName(of entry: StoryboardNames.Case) -> String {
        let enumName = snapshot.swiftFile(at: entry.path)?.storyboardNameEnums.first { $0.cases.contains(entry.declaration) }?.qualifiedName
        return (enumName ?? "UIStoryboard.Name") + "." + entry.declaration.name
    }

    /// Screens by the name of their factory (`profileViewController`).
    var factoryScreens: [String: Screen] {
        Dictionary(
            factories.map { ($0.functionName, $0.screen) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// Scenes (in every storyboard) whose custom class is the screen.
    @_spi(Scenery) public func scenes(of screen: Screen) -> [(file: InterfaceFileFacts, scene: Scene)] {
        snapshot.interfaceFiles.flatMap { file in
            file.scenes.filter { $0.customClass?.value == screen.name }.map { (file, $0) }
        }
    }

    /// The class, then the scenes that show it; for a storyboard-name or Storyboard-ID literal in
    /// `text`, the storyboard or the scenes it names; for a `UIStoryboard.Name` case, the case,
    /// then its storyboard; for a helper's call, what its name or argument names.
    @_spi(Scenery) public func definition(at offset: Int, in path: String, text: SourceText? = nil) -> [SourceLocation] {
        if let reference = text.flatMap({ literalReference(at: offset, in: $0) }) { return literalTargets(reference) }
        if let entry = storyboardCase(at: offset, in: path) {
            let storyboard = entry.fileName.flatMap { snapshot.interfaceFile(.storyboard, named: $0, from: path) }.map {
                SourceLocation(path: $0.path, range: .empty(at: 0))
            }
            return [SourceLocation(path: entry.path, range: entry.declaration.nameRange)] + (storyboard.map { [$0] } ?? [])
        }
        guard let screen = screen(at: offset, in: path, text: text) else {
            if let reference = helperCallReference(at: offset, in: path) { return literalTargets(reference) }
            return customClass(at: offset, in: path).flatMap { snapshot.typeDeclarations[$0.customClass.value] } ?? []
        }
        return [screen.declaration] + scenes(of: screen).map { SourceLocation(path: $0.file.path, range: $0.scene.startTagRange) }
    }

    /// The `customClass` value under the cursor in a storyboard or xib, of any element.
    func customClass(at offset: Int, in path: String) -> ClassReference? {
        snapshot.interfaceFile(at: path)?.classReferences.first { $0.customClass.valueRange.touches(offset) }
    }

    /// A project class that is no screen (a view, a cell, a controller no factory creates), named
    /// by a `customClass`: its superclasses and where it is declared.
    private func customClassHover(_ reference: ClassReference, place: (SourceLocation) -> String) -> String? {
        let name = reference.customClass.value
        guard let chain = snapshot.superclassChains[name] else { return nil }
        let declared = snapshot.typeDeclarations[name]?.map { "Declared at \(place($0))." } ?? []
        return (["**\(name)** : " + chain.joined(separator: " → "), "The custom class of this `\(reference.elementName)`."] + declared)
            .joined(separator: "\n\n")
    }

    /// Each storyboard reference's storyboard name, linked to that storyboard's file.
    @_spi(Scenery) public func documentLinks(in path: String) -> [(range: ByteRange, target: String)] {
        guard let file = snapshot.interfaceFile(at: path), file.kind == .storyboard else { return [] }
        return file.scenes.compactMap { scene in
            guard let name = scene.referencedStoryboardName, let target = snapshot.interfaceFile(.storyboard, named: name.value, from: path) else {
                return nil
            }
            return (name.valueRange, target.path)
        }
    }

    /// Every call that opens the screen (its factory, string-based instantiation, its type's name
    /// called), every segue that leads to it and every scene of it; with the declaration if asked.
    @_spi(Scenery) public func references(at offset: Int, in path: String, text: SourceText? = nil, includeDeclaration: Bool) -> [SourceLocation] {
        guard let screen = screen(at: offset, in: path, text: text) else {
            // A SwiftUI view hosting controllers show: where they are made to.
            guard let view = hostedView(at: offset, in: path) else { return [] }
            return (includeDeclaration ? [SourceLocation(path: path, range: view.nameRange)] : [])
                + navigationEdges().filter { $0.to == view.name && $0.kind != .segue }.map(\.location)
        }
        let calls = navigationEdges().filter { $0.to == screen.qualifiedName }.map(\.location)
        let sceneLocations = scenes(of: screen).compactMap { entry in
            entry.scene.customClass.map { SourceLocation(path: entry.file.path, range: $0.valueRange) }
        }
        return (includeDeclaration ? [screen.declaration] : []) + calls + sceneLocations
    }

    /// Hover text (Markdown) for what is under the cursor: a screen, a storyboard-name or
    /// Storyboard-ID literal, a `UIStoryboard.Name` case, or a helper's call (its name or argument).
    /// `place` names a location for people (`Sources/Coordinator.swift:12`): the host knows the files' lines.
    @_spi(Scenery) public func hover(at offset: Int, in path: String, text: SourceText? = nil, place: (SourceLocation) -> String) -> String? {
        if let reference = text.flatMap({ literalReference(at: offset, in: $0) }) { return literalHover(reference, place: place) }
        if let entry = storyboardCase(at: offset, in: path) {
            let title = "`\(qualifiedName(of: entry))`"
            guard let fileName = entry.fileName else { return title + ": its file name cannot be evaluated" }
            return title + " → " + storyboardHover(fileName)
        }
        guard let screen = screen(at: offset, in: path, text: text) else {
            if let reference = helperCallReference(at: offset, in: path) { return literalHover(reference, place: place) }
            return customClass(at: offset, in: path).flatMap { customClassHover($0, place: place) }
        }
        let lines = ["**\(screen.qualifiedName)** : " + screen.superclassChain.joined(separator: " → "), creationHover(screen)]
        return (lines + details(of: screen, place: place)).joined(separator: "\n\n")
    }

    /// How the screen is created: its storyboard and Storyboard ID, its xib or its initializer,
    /// or why no factory can create it.
    func creationHover(_ screen: Screen) -> String {
        let type = screen.qualifiedName
        switch screen.creation {
        case .storyboardName:
            let storyboard =
                screen.storyboard.flatMap { binding in
                    binding.fileName.map { "\($0).storyboard" } ?? "storyboard `\(binding.expression)` (not resolved)"
                } ?? "storyboard (not resolved)"
            return "Storyboard: \(storyboard), Storyboard ID `\(screen.name)`"
        case .scene(let storyboard, let identifier, let creator):
            return "Storyboard: \(storyboard).storyboard, Storyboard ID `\(identifier)`" + creatorHover(creator, of: type)
        case .initialScene(let storyboard, let creator):
            return "Storyboard: \(storyboard).storyboard, its initial scene (no Storyboard ID)" + creatorHover(creator, of: type)
        case .nib(let name):
            return "From \(name).xib, created with `\(type)(nibName: \"\(name)\", bundle: nil)`"
        case .code(let initializer):
            return "Code-only screen, created with `\(initializer.map { Self.call(of: $0, on: type) } ?? "\(type)()")`"
        case .unavailable:
            return "No factory: " + (namespaced.skipped.first { $0.screen.qualifiedName == type }?.reason ?? screen.origin)
        }
    }

    /// `X(coder:note:)`
    private static func call(of initializer: InitializerDecl, on type: String) -> String {
        "\(type)(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    private func creatorHover(_ creator: InitializerDecl?, of type: String) -> String {
        creator.map { ", through `\(Self.call(of: $0, on: type))`" } ?? ""
    }

    /// What a screen needs (its factory's parameters) and where it is opened from, as hover paragraphs.
    func details(of screen: Screen, place: (SourceLocation) -> String) -> [String] {
        let parameters = factories.first { $0.screen.qualifiedName == screen.qualifiedName }?.parameters ?? screen.initializer?.value.parameters ?? []
        var lines = [parameters.isEmpty ? "Parameters: none" : "Parameters: " + parameters.map { "`\($0.name): \($0.type)`" }.joined(separator: ", ")]
        let incoming = navigationEdges().filter { $0.to == screen.qualifiedName }
        if !incoming.isEmpty {
            lines.append(
                "Opened from:\n"
                    + incoming.map { "- \($0.kind.rawValue) in \($0.origin ?? "top-level code") (\(place($0.location)))" }
                    .joined(separator: "\n")
            )
        }
        return lines
    }

    /// Create/push/present calls of the factories and string-based instantiations in code (calls of
    /// the project's helpers too), from the type that makes them; segues between scenes whose
    /// classes are screens, through storyboard references too; screens made in code by their
    /// type's name.
    @_spi(Scenery) public func navigationEdges() -> [NavigationEdge] {
        let screens = factoryScreens
        let names = Set(snapshot.screens.map(\.qualifiedName))
        // IB files and casts name classes by their simple names.
        let bySimpleName = Dictionary(snapshot.screens.map { ($0.name, $0.qualifiedName) }, uniquingKeysWith: { first, _ in first })
        let screenName = { (className: String) in names.contains(className) ? className : bySimpleName[Identifiers.simpleName(className)] }
        let calls = snapshot.swiftFiles.filter { !$0.isGenerated }.flatMap { file in
            file.callSites.compactMap { call -> NavigationEdge? in
                guard let kind = NavigationEdge.Kind(rawValue: call.kind.rawValue), let screen = screens[call.name] else { return nil }
                let from = call.enclosingType.flatMap { names.contains($0) ? $0 : nil }
                return NavigationEdge(
                    from: from, origin: call.enclosingType, to: screen.qualifiedName, kind: kind,
                    location: SourceLocation(path: file.path, range: call.nameRange)
                )
            }
        }
        let instantiations = snapshot.expectations.compactMap { expectation -> NavigationEdge? in
            guard let caller = expectation.enclosingType, let className = sceneClass(expected: expectation), let destination = screenName(className)
            else { return nil }
            switch expectation.kind {
            case .scene, .initialScene, .sceneMember: break
            case .storyboard, .segue, .nibFirstObject, .nibOwner: return nil
            }
            // A helper's call is where its name is, as a factory's call is.
            let location = expectation.nameRanges.first.map { SourceLocation(path: expectation.location.path, range: $0) } ?? expectation.location
            let from = names.contains(caller) ? caller : nil
            // A screen's own factory (`static func instantiateFromStoryboard() -> Self`) makes it; it does not open itself.
            guard from != destination else { return nil }
            return NavigationEdge(from: from, origin: caller, to: destination, kind: .instantiate, location: location)
        }
        // In the order the code reads (a file's calls of the platform and of helpers are expected apart).
        .sorted { ($0.location.path, $0.location.range.lowerBound) < ($1.location.path, $1.location.range.lowerBound) }
        let segues = snapshot.interfaceFiles.flatMap { file in
            let scenes = Dictionary(file.scenes.map { ($0.objectID, $0) }, uniquingKeysWith: { first, _ in first })
            return file.segues.compactMap { segue -> NavigationEdge? in
                // A segue to a navigation controller without a class of its own opens its root screen.
                guard let scene = scenes[segue.destinationID],
                    let className = sceneClass(scene, in: file) ?? navigationRoot(of: scene, in: file, scenes: scenes),
                    let destination = screenName(className)
                else { return nil }
                let sourceScene = scenes[segue.sourceID]
                let sourceClass = sourceScene?.customClass?.value
                let unnamed = sourceScene.map { navigationName(of: $0, in: file, scenes: scenes) ?? $0.elementName }
                return NavigationEdge(
                    from: sourceClass.flatMap(screenName), origin: sourceClass ?? unnamed, to: destination,
                    kind: .segue, location: SourceLocation(path: file.path, range: segue.startTagRange)
                )
            }
        }
        return calls + instantiations + segues + creations(besides: instantiations, screens: names)
    }

    /// Screens made in code (`ProfileViewController(user:)`, `ProfileViewController.instantiate()`),
    /// pushed, presented or only created as the code says (`TypeCall.use`), but those inside the
    /// screen itself (its own factory makes it, and no screen opens itself so) and those already
    /// an edge through a helper the call is (the `instantiate` edge at the helper's name).
    private func creations(besides instantiations: [NavigationEdge], screens names: Set<String>) -> [NavigationEdge] {
        let helperEdges = Dictionary(grouping: instantiations, by: \.location.path)
        return snapshot.swiftFiles.filter { !$0.isGenerated && !$0.typeCalls.isEmpty }.flatMap { file in
            file.typeCalls.compactMap { call -> NavigationEdge? in
                // A SwiftUI view a hosting controller shows is a node by the name the code writes.
                guard
                    let screen = screenName(written: call.typeName, in: call.enclosingType, screens: names)
                        ?? (call.isHostedView ? call.typeName : nil)
                else { return nil }
                let from = call.enclosingType.flatMap { names.contains($0) ? $0 : nil }
                guard from != screen else { return nil }
                let throughHelper = helperEdges[file.path]?.contains { edge in
                    edge.to == screen && call.range.lowerBound <= edge.location.range.lowerBound
                        && edge.location.range.upperBound <= call.range.upperBound
                }
                guard throughHelper != true else { return nil }
                let kind: NavigationEdge.Kind =
                    switch call.use {
                    case .create: .create
                    case .push: .push
                    case .present: .present
                    }
                return NavigationEdge(
                    from: from, origin: call.enclosingType, to: screen, kind: kind, location: SourceLocation(path: file.path, range: call.nameRange))
            }
        }
    }

    /// The screen a type name written in code names, looked up as Swift does: nested in the
    /// enclosing type and the types around it, innermost first, then at the top.
    private func screenName(written name: String, in enclosingType: String?, screens: Set<String>) -> String? {
        var scope = enclosingType.map { $0.split(separator: ".").map(String.init) } ?? []
        while !scope.isEmpty {
            let candidate = (scope + [name]).joined(separator: ".")
            if screens.contains(candidate) { return candidate }
            scope.removeLast()
        }
        return screens.contains(name) ? name : nil
    }

    /// A navigation controller without a class of its own, named for people by its root screen
    /// (`Navigation (Profile)` for `ProfileViewController`): an app has many, each otherwise one
    /// `navigationController`. Its relationship segue is its root's, the only one it has.
    private func navigationName(of scene: Scene, in file: InterfaceFileFacts, scenes: [String: Scene]) -> String? {
        guard let rootClass = navigationRoot(of: scene, in: file, scenes: scenes) else { return nil }
        var name = Identifiers.simpleName(rootClass)
        for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return "Navigation (\(name))"
    }

    /// The class of the root scene of a navigation controller without a class of its own.
    private func navigationRoot(of scene: Scene, in file: InterfaceFileFacts, scenes: [String: Scene]) -> String? {
        guard scene.customClass == nil, scene.elementName == "navigationController",
            let root = file.segues.first(where: { $0.sourceID == scene.objectID && $0.kind == "relationship" }),
            let rootScene = scenes[root.destinationID]
        else { return nil }
        return sceneClass(rootScene, in: file)
    }

    /// The custom class of the scene code expects (by Storyboard ID, or its storyboard's initial
    /// scene), else the class the code expects it to be.
    private func sceneClass(expected expectation: InterfaceExpectation) -> String? {
        let storyboards = expectation.files.compactMap { snapshot.interfaceFile(.storyboard, named: $0, from: expectation.location.path) }
        let scene: String? =
            switch expectation.kind {
            case .scene(let identifier):
                storyboards.lazy.compactMap { file in file.scenes.first { $0.storyboardIdentifier?.value == identifier }?.customClass?.value }.first
            case .initialScene: storyboards.lazy.compactMap { $0.initialScene?.customClass?.value }.first
            default: nil
            }
        return scene ?? expectation.expectedClass
    }

    /// A scene's custom class; for a storyboard reference, the class of the scene it opens.
    private func sceneClass(_ scene: Scene, in file: InterfaceFileFacts) -> String? {
        guard scene.isStoryboardReference else { return scene.customClass?.value }
        guard let target = scene.referencedStoryboardName.map({ snapshot.storyboardsByName[$0.value] }) ?? file else { return nil }
        let opened =
            scene.referencedIdentifier.map { identifier in target.scenes.first { $0.storyboardIdentifier?.value == identifier.value } }
            ?? target.initialScene
        return opened?.customClass?.value
    }

    /// A line over each screen declared in `path`: how many places open it (calls, segues,
    /// storyboard references) and the Interface Builder files that hold it, in the declaration order.
    @_spi(Scenery) public func openingLenses(in path: String) -> [(range: ByteRange, title: String)] {
        let declared = snapshot.screens.filter { $0.declaration.path == path }
        let views = swiftUIViews(in: path)
        guard !declared.isEmpty || !views.isEmpty else { return [] }
        var counts: [String: Int] = [:]
        for edge in navigationEdges() { counts[edge.to, default: 0] += 1 }
        func opened(_ count: Int) -> String {
            count == 0 ? "opened from nowhere in the project" : "opened from \(count) place\(count == 1 ? "" : "s")"
        }
        // A SwiftUI view is a screen only where a hosting controller shows it.
        let hosted = views.compactMap { view in counts[view.name].map { (view.nameRange, opened($0) + " · in a hosting controller") } }
        return hosted
            + declared.sorted { $0.declaration.range.lowerBound < $1.declaration.range.lowerBound }.map { screen in
                let opened = opened(counts[screen.qualifiedName, default: 0])
                let storyboards = Set(screen.placement.scenes.map(\.storyboard)).sorted().map { "\($0).storyboard" }
                let nibs = Set(screen.placement.nibs.map(\.name)).sorted().map { "\($0).xib" }
                let held =
                    storyboards.isEmpty
                    ? nibs.isEmpty ? "" : " · " + nibs.joined(separator: ", ")
                    : " · scene in " + storyboards.joined(separator: ", ")
                return (screen.declaration.range, opened + held)
            }
    }

    @_spi(Scenery) public func navigationGraph() -> NavigationGraph {
        let screens = Array(snapshot.screens)
        let edges = navigationEdges()
        let names = Set(screens.map(\.qualifiedName))
        var hostedViews: [String] = []
        for edge in edges where !names.contains(edge.to) && !hostedViews.contains(edge.to) { hostedViews.append(edge.to) }
        return NavigationGraph(screens: screens, hostedViews: hostedViews, edges: edges)
    }

    /// The SwiftUI view declared at `offset` that a hosting controller is made to show.
    private func hostedView(at offset: Int, in path: String) -> TypeDecl? {
        guard let view = swiftUIViews(in: path).first(where: { $0.nameRange.touches(offset) }) else { return nil }
        return navigationEdges().contains { $0.to == view.name } ? view : nil
    }

    /// The structs declared in `path` that say they are SwiftUI views (`View`, `SwiftUI.View`): a
    /// file without one asks nothing of the whole project's edges.
    private func swiftUIViews(in path: String) -> [TypeDecl] {
        snapshot.swiftFile(at: path)?.types.filter { type in
            type.kind == .struct && type.inheritedTypes.contains { $0 == "View" || $0 == "SwiftUI.View" }
        } ?? []
    }

    /// The scenes of an Interface Builder file, each with its segues.
    @_spi(Scenery) public func interfaceSymbols(in path: String) -> [InterfaceSymbol] {
        guard let file = snapshot.interfaceFile(at: path) else { return [] }
        return file.scenes.map { scene in
            let segues = file.segues.filter { $0.sourceID == scene.objectID }.map { segue in
                InterfaceSymbol(
                    kind: .segue, name: segue.identifier.map { "segue \($0.value)" } ?? "\(segue.kind) segue", detail: segue.kind,
                    range: segue.startTagRange, children: []
                )
            }
            return InterfaceSymbol(
                kind: .scene, name: scene.customClass?.value ?? scene.elementName,
                detail: scene.storyboardIdentifier.map { "Storyboard ID \($0.value)" }, range: scene.startTagRange, children: segues
            )
        }
    }

    /// Screens whose name contains `query` (any case).
    @_spi(Scenery) public func screens(matching query: String) -> [Screen] {
        query.isEmpty ? Array(snapshot.screens) : snapshot.screens.filter { $0.qualifiedName.lowercased().contains(query.lowercased()) }
    }
}

/// A string literal that names a storyboard (`UIStoryboard(name: "Profile", …)`) or a Storyboard
/// ID (`instantiateViewController(withIdentifier: "ProfileViewController")`).
@_spi(Scenery) public enum LiteralReference: Hashable, Sendable {
    case storyboard(String)
    /// The ID, and the storyboards it is looked up in when the code says (see `InterfaceLiteral.StoryboardSource`).
    case sceneIdentifier(String, storyboards: [String]?)
    /// The segue ID, and the storyboards holding the enclosing class's scene (nil when unknown).
    case segueIdentifier(String, storyboards: [String]?)
    case nib(String)
}

extension Analysis {
    /// The literal under the cursor, read from the editor's current text.
    @_spi(Scenery) public func literalReference(at offset: Int, in text: SourceText) -> LiteralReference? {
        guard let literal = interfaceLiteral(at: offset, in: text), literal.isClosed else { return nil }
        let value = text[literal.contents]
        switch literal.kind {
        case .storyboardName: return .storyboard(value)
        case .sceneIdentifier(let source):
            return .sceneIdentifier(value, storyboards: interfaceNames.storyboards(of: source, enclosingType: literal.enclosingType))
        case .segueIdentifier:
            return .segueIdentifier(value, storyboards: interfaceNames.storyboards(of: .enclosingScene, enclosingType: literal.enclosingType))
        case .nibName: return .nib(value)
        }
    }

    /// What a call of one of the project's helpers names at `offset` (its name, the argument that
    /// gives a storyboard, a Storyboard ID, a segue or a nib: `InterfaceExpectation.nameRanges`),
    /// as the literal of the UIKit call it makes would name it.
    /// So does a constant a call of the platform is given (`SceneName.settings.rawValue`, `.accounts`).
    func helperCallReference(at offset: Int, in path: String) -> LiteralReference? {
        // An Interface Builder file's own expectations are many, and none is a call.
        guard let file = snapshot.swiftFile(at: path) else { return nil }
        let constants = Self.constantRanges(touching: offset, in: file)
        func namesHere(_ location: SourceLocation?) -> Bool { location.map { $0.path == path && constants.contains($0.range) } ?? false }
        for expectation in snapshot.expectations(reportableIn: path) where expectation.location.path == path {
            if expectation.fileNameRange?.touches(offset) == true || namesHere(expectation.fileNameLocation), let file = expectation.files.first {
                return .storyboard(file)
            }
            guard expectation.nameRanges.contains(where: { $0.touches(offset) }) || namesHere(expectation.location) else { continue }
            switch expectation.kind {
            case .scene(let identifier): return .sceneIdentifier(identifier, storyboards: expectation.files)
            case .segue(let identifier): return .segueIdentifier(identifier, storyboards: expectation.files)
            case .initialScene, .storyboard: return expectation.files.first.map { .storyboard($0) }
            case .nibFirstObject, .nibOwner: return expectation.files.first.map { .nib($0) }
            case .sceneMember: return nil
            }
        }
        return nil
    }

    /// Where the file's calls of the platform name a constant, at `offset`.
    private static func constantRanges(touching offset: Int, in file: SwiftFileFacts) -> Set<ByteRange> {
        var found: Set<ByteRange> = []
        for use in file.interfaceUses where use.range.touches(offset) {
            _ = use.target.mapNames { name in
                if name.constantPath != nil, name.range.touches(offset) { found.insert(name.range) }
                return name
            }
        }
        return found
    }

    /// Scenes a literal names: the storyboard's file, or the scenes with that Storyboard ID.
    func literalTargets(_ reference: LiteralReference) -> [SourceLocation] {
        switch reference {
        case .storyboard(let name):
            return snapshot.storyboardsByName[name].map { [SourceLocation(path: $0.path, range: .empty(at: 0))] } ?? []
        case .sceneIdentifier(let identifier, let storyboards):
            return snapshot.interfaceFiles.filter { storyboards?.contains($0.name) ?? true }.flatMap { file in
                file.scenes.filter { $0.storyboardIdentifier?.value == identifier }.map { SourceLocation(path: file.path, range: $0.startTagRange) }
            }
        case .segueIdentifier(let identifier, let storyboards):
            return segues(identifier, in: storyboards).map { file, segue in SourceLocation(path: file.path, range: segue.startTagRange) }
        case .nib(let name):
            return snapshot.nibsByName[name].map { [SourceLocation(path: $0.path, range: .empty(at: 0))] } ?? []
        }
    }

    /// " in A.storyboard or B.storyboard", or nothing when the code does not say which storyboards.
    private func inStoryboards(_ storyboards: [String]?) -> String {
        storyboards.map { " in " + $0.map { "\($0).storyboard" }.joined(separator: " or ") } ?? ""
    }

    /// The segues with this ID in these storyboards (every storyboard when nil), with their files.
    private func segues(_ identifier: String, in storyboards: [String]?) -> [(file: InterfaceFileFacts, segue: Segue)] {
        snapshot.interfaceFiles.filter { $0.kind == .storyboard && storyboards?.contains($0.name) ?? true }.flatMap { file in
            file.segues.filter { $0.identifier?.value == identifier }.map { (file, $0) }
        }
    }

    /// A storyboard's scenes, or that it is missing.
    func storyboardHover(_ name: String) -> String {
        guard let file = snapshot.storyboardsByName[name] else { return "**\(name).storyboard** is not in the project" }
        let scenes = file.scenes.map { scene in
            "- " + (scene.customClass?.value ?? scene.elementName) + (scene.storyboardIdentifier.map { " (Storyboard ID `\($0.value)`)" } ?? "")
        }
        return (["**\(name).storyboard** — \(file.scenes.count) scene\(file.scenes.count == 1 ? "" : "s")"] + scenes).joined(separator: "\n")
    }

    /// A storyboard literal: its scenes. A Storyboard-ID literal: the scenes it names and, for a
    /// screen's scene, what the screen needs and where it is opened from.
    func literalHover(_ reference: LiteralReference, place: (SourceLocation) -> String) -> String? {
        switch reference {
        case .storyboard(let name):
            return storyboardHover(name)
        case .sceneIdentifier(let identifier, let storyboards):
            let matches = snapshot.interfaceFiles.filter { storyboards?.contains($0.name) ?? true }.flatMap { file in
                file.scenes.filter { $0.storyboardIdentifier?.value == identifier }.map { (file, $0) }
            }
            guard !matches.isEmpty else {
                return "No scene has Storyboard ID `\(identifier)`" + inStoryboards(storyboards)
            }
            return matches.map { file, scene in
                let title =
                    "Scene `\(identifier)` in \(file.name).storyboard — custom class "
                    + (scene.customClass.map { "`\($0.value)`" } ?? "none (\(scene.elementName))")
                let screen = scene.customClass.flatMap { customClass in snapshot.screens.first { $0.name == customClass.value } }
                return ([title] + (screen.map { details(of: $0, place: place) } ?? [])).joined(separator: "\n\n")
            }.joined(separator: "\n\n")
        case .segueIdentifier(let identifier, let storyboards):
            let matches = segues(identifier, in: storyboards)
            guard !matches.isEmpty else {
                return "No segue has the identifier `\(identifier)`" + inStoryboards(storyboards)
            }
            return matches.map { file, segue in
                func controller(_ objectID: String) -> String {
                    guard let scene = file.scenes.first(where: { $0.objectID == objectID }) else { return "an unknown scene" }
                    return scene.customClass.map { "`\($0.value)`" } ?? scene.elementName
                }
                return
                    "Segue `\(identifier)` (\(segue.kind)) in \(file.name).storyboard: \(controller(segue.sourceID)) → \(controller(segue.destinationID))"
            }.joined(separator: "\n\n")
        case .nib(let name):
            guard let file = snapshot.nibsByName[name] else { return "**\(name).xib** is not in the project" }
            let owner = file.topLevelObjects.first { $0.placeholderIdentifier == "IBFilesOwner" }
            let objects = file.topLevelObjects.filter { $0.placeholderIdentifier == nil }.map { object in
                "- " + (object.customClass.map { "`\($0.value)`" } ?? object.elementName) + " (\(object.elementName))"
            }
            let title = "**\(name).xib** — File's Owner " + (owner?.customClass.map { "`\($0.value)`" } ?? "without a class")
            return ([title] + objects).joined(separator: "\n")
        }
    }
}
