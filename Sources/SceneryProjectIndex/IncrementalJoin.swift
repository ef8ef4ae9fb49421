@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import ScenerySwiftScanner

/// What a change of the snapshot needs beyond the join itself: where each class is declared and
/// extended, and what each unit read.
struct IncrementalJoin: Sendable {
    var sources: ClassSources
    var dependencies = Dependencies<JoinUnit, JoinKey>()
}

/// The class declarations and extensions of the user's files, by name, in file order: what a
/// class as joined (`ClassTable.Class`) is made of.
struct ClassSources: Sendable {
    /// Per qualified name, its class declarations: the first speaks for the class.
    private(set) var declarations: [String: [(path: String, type: TypeDecl)]] = [:]
    /// Per name written after `extension`, its extensions, in file order, then as written.
    private(set) var extensions: [String: [(path: String, position: Int, ext: ExtensionDecl)]] = [:]

    init(userFiles: [SwiftFileFacts]) {
        var ignored: Set<JoinKey> = []
        for index in userFiles.indices { _ = replace(nil, with: userFiles[index], touching: &ignored) }
    }

    /// Takes a user file's `new` facts in place of `old` (nil: new, or gone, or not user code);
    /// returns the qualified names whose declarations changed.
    mutating func replace(_ old: SwiftFileFacts?, with new: SwiftFileFacts?, touching touched: inout Set<JoinKey>) -> Set<String> {
        guard let path = (old ?? new)?.path else { return [] }
        var changed: Set<String> = []
        let oldClasses = Self.classes(of: old)
        let newClasses = Self.classes(of: new)
        if !oldClasses.elementsEqual(newClasses) {
            for name in Set(oldClasses.map(\.qualifiedName)).union(newClasses.map(\.qualifiedName)) {
                let before = declarations[name] ?? []
                var after = before.filter { $0.path != path }
                let added = newClasses.filter { $0.qualifiedName == name }.map { (path: path, type: $0) }
                after.insert(contentsOf: added, at: after.partitionPoint { $0.path > path })
                guard !before.elementsEqual(after, by: { $0.path == $1.path && $0.type == $1.type }) else { continue }
                declarations[name] = after.isEmpty ? nil : after
                changed.insert(name)
                touched.insert(.declarations(name))
                // Whether the name is a class's at all: what a name written so resolves to.
                if before.isEmpty != after.isEmpty, let simpleName = (before.first ?? after.first)?.type.name {
                    touched.insert(.className(name))
                    touched.insert(.className(simpleName))
                }
            }
        }
        let oldExtensions = old?.extensions ?? []
        let newExtensions = new?.extensions ?? []
        if oldExtensions != newExtensions {
            for name in Set(oldExtensions.map(\.extendedType)).union(newExtensions.map(\.extendedType)) {
                var list = extensions[name, default: []].filter { $0.path != path }
                let added = newExtensions.indices.filter { newExtensions[$0].extendedType == name }.map {
                    (path: path, position: $0, ext: newExtensions[$0])
                }
                list.insert(contentsOf: added, at: list.partitionPoint { $0.path > path })
                extensions[name] = list.isEmpty ? nil : list
                touched.insert(.extensions(name))
            }
        }
        return changed
    }

    private static func classes(of file: SwiftFileFacts?) -> [TypeDecl] { file?.types.filter { $0.kind == .class } ?? [] }
}

/// What a change did to the join, for the features that answer from it.
@_spi(Scenery) public struct JoinChange: Sendable {
    /// The files whose facts changed (appeared, changed, or went).
    @_spi(Scenery) public var paths: Set<String> = []
    /// Screens as they were and as they are, for every screen that changed, appeared or went.
    @_spi(Scenery) public var screens: [(before: Screen?, after: Screen?)] = []
    /// The simple names of the classes whose superclass chain changed, appeared or went (`superclassChains`).
    @_spi(Scenery) public var classNames: Set<String> = []
    /// The simple names of the view controller classes that changed, appeared or went.
    @_spi(Scenery) public var viewControllerNames: Set<String> = []
    /// Expectations that went and that came.
    @_spi(Scenery) public var expectations: (removed: [InterfaceExpectation], added: [InterfaceExpectation]) = ([], [])
    /// The kinds of the storyboards or xibs that appeared or went (names that may now load nothing, or something).
    @_spi(Scenery) public var interfaceFilesCameOrWent: Set<InterfaceFileFacts.Kind> = []
    /// Swift files appeared or went.
    @_spi(Scenery) public var swiftFilesCameOrWent = false
    /// The files of the storyboard-names enums that changed, as they were and as they are (`StoryboardNames.paths`).
    @_spi(Scenery) public var storyboardNameEnumPaths: Set<String> = []
    /// The storyboard-names enums changed.
    @_spi(Scenery) public var storyboardNameEnums: Bool { !storyboardNameEnumPaths.isEmpty }
    /// The simple names of the types the changed Swift files (generated ones too) declared or declare (where they are declared changed).
    @_spi(Scenery) public var typeNames: Set<String> = []
    /// The string literals (their hashes) that the changed Swift files wrote and write no more, or now write.
    @_spi(Scenery) public var writtenStrings: Set<UInt64> = []
    /// What code generated from the join holds may have changed. Every join of a change says so;
    /// what generates the code lowers it when it can tell (the join cannot: it does not know
    /// which of the files' declarations a generator reads).
    @_spi(Scenery) public var generatedCode = false
    /// The keys of what is derived above the join (what generation reads and writes) that the
    /// change altered: the join cannot tell, what derives them (`Analysis`) notes them.
    @_spi(Scenery) public var derivedKeys: Set<SnapshotKey> = []

    @_spi(Scenery) public var isEmpty: Bool { paths.isEmpty }

    @_spi(Scenery) public init() {}

    /// What this change and `other` did together (a later change's affected files are found from
    /// the project as it is then, so joining what two changes did is what both did).
    @_spi(Scenery) public mutating func formUnion(_ other: JoinChange) {
        paths.formUnion(other.paths)
        screens += other.screens
        classNames.formUnion(other.classNames)
        viewControllerNames.formUnion(other.viewControllerNames)
        expectations.removed += other.expectations.removed
        expectations.added += other.expectations.added
        interfaceFilesCameOrWent.formUnion(other.interfaceFilesCameOrWent)
        swiftFilesCameOrWent = swiftFilesCameOrWent || other.swiftFilesCameOrWent
        storyboardNameEnumPaths.formUnion(other.storyboardNameEnumPaths)
        typeNames.formUnion(other.typeNames)
        writtenStrings.formUnion(other.writtenStrings)
        generatedCode = generatedCode || other.generatedCode
        derivedKeys.formUnion(other.derivedKeys)
    }
}

extension ProjectSnapshot {
    /// Joins, in place, a change of some files: each path with its new facts (nil: the file is
    /// gone). Derives again only the units that read something the change touched, layer by layer
    /// (`JoinUnit.layer`); the result is the join of the new facts from scratch.
    @_spi(Scenery) public mutating func update(
        swiftFiles changedSwift: [String: SwiftFileFacts?], interfaceFiles changedInterface: [String: InterfaceFileFacts?]
    ) -> JoinChange {
        materializeTables()
        if incremental == nil { prepareIncremental() }
        // Taken out while it changes, so that changing it copies nothing.
        var classes = self.classes ?? ClassTable(files: [], vendored: options.vendoredClasses)
        self.classes = nil
        var change = JoinChange()
        change.generatedCode = true
        var touched: Set<JoinKey>? = []
        var pending: Set<JoinUnit> = []

        for path in changedSwift.keys.sorted() {
            let old = swiftFile(at: path)
            let new = changedSwift[path] ?? nil
            guard old != new else { continue }
            change.paths.insert(path)
            if old == nil || new == nil { change.swiftFilesCameOrWent = true }
            Self.replace(path, with: new, in: &swiftFiles, \.path)
            let enumsBefore = names.storyboardNameEnums
            names.replace(old, with: new, touching: &touched)
            if names.storyboardNameEnums != enumsBefore {
                let after = Set(names.storyboardNameEnums)
                let before = Set(enumsBefore)
                for enumeration in before.symmetricDifference(after) { change.storyboardNameEnumPaths.formUnion(enumeration.paths) }
            }
            change.typeNames.formUnion((old?.types ?? []).map(\.name) + (new?.types ?? []).map(\.name))
            change.writtenStrings.formUnion(Set(old?.writtenStrings ?? []).symmetricDifference(new?.writtenStrings ?? []))
            let (oldUser, newUser) = (old?.isGenerated == false ? old : nil, new?.isGenerated == false ? new : nil)
            guard oldUser != nil || newUser != nil else { continue }
            var keys: Set<JoinKey> = []
            for name in incremental?.sources.replace(oldUser, with: newUser, touching: &keys) ?? [] {
                pending.insert(.classEntry(name))
                // A name that is a class's now (or no more) resolves so before any entry is derived again.
                let declarations = incremental?.sources.declarations[name]
                if declarations == nil, let simpleName = classes.retire(name) {
                    superclassChains[simpleName] = classes.chain(bySimpleName: simpleName)
                    change.classNames.insert(simpleName)
                } else if classes.id(of: name) == nil, let first = declarations?.first {
                    classes.declare(first.type, in: first.path)
                    pending.formUnion([.lineage(name), .screen(name)])
                }
            }
            touched?.formUnion(keys)
            pending.insert(.code(path))
        }
        for path in changedInterface.keys.sorted() {
            let old = interfaceFile(at: path)
            let new = changedInterface[path] ?? nil
            guard old != new, let file = old ?? new else { continue }
            change.paths.insert(path)
            Self.replace(path, with: new, in: &interfaceFiles, \.path)
            names.replace(old, with: new, touching: &touched)
            if old == nil || new == nil { change.interfaceFilesCameOrWent.insert(file.kind) }
            for name in Set([file.name, file.deviceIndependentName]) {
                let first = names.paths(named: InterfaceFileKey(kind: file.kind, name: name))?.first.flatMap(interfaceFile(at:))
                guard file.kind == .storyboard else {
                    nibsByName[name] = first
                    continue
                }
                if (storyboardsByName[name] == nil) != (first == nil) { sortedStoryboardNames = Memo() }
                storyboardsByName[name] = first
            }
            pending.insert(.references(path))
        }
        if !change.paths.isEmpty {
            for key in touched ?? [] { pending.formUnion(incremental?.dependencies.readers(of: key) ?? []) }
            flattened = Memo()
            for layer in 0...3 {
                let units = pending.filter { $0.layer == layer }
                pending.subtract(units)
                for unit in units.sorted() {
                    for key in derive(unit, classes: &classes, change: &change, pending: &pending) {
                        pending.formUnion(incremental?.dependencies.readers(of: key) ?? [])
                    }
                }
            }
        }
        self.classes = classes
        return change
    }

    /// Makes now what the first change would otherwise make (the name tables a snapshot from a
    /// saved join has not made yet, `materializeTables`; `prepareIncremental`): a host that has a
    /// moment after a load (a language server, once it has published) spares the first keystroke
    /// the cost of a whole join.
    @_spi(Scenery) public mutating func prepareForChanges() {
        materializeTables()
        if incremental == nil { prepareIncremental() }
    }

    /// The classes' sources and every unit's reads, made the first time a
    /// change needs them: every unit is derived once more, noting what it reads.
    private mutating func prepareIncremental() {
        let userFiles = swiftFiles.filter { !$0.isGenerated }
        let state = IncrementalJoin(sources: ClassSources(userFiles: userFiles))
        incremental = state
        var classes = self.classes ?? ClassTable(files: userFiles, vendored: options.vendoredClasses)
        self.classes = nil
        // Derived as a change derives them, the results replacing the whole join's: equal, unless
        // the join came from a cache made by another version.
        var change = JoinChange()
        var ignored: Set<JoinUnit> = []
        let qualifiedNames = state.sources.declarations.keys.sorted()
        let units =
            qualifiedNames.map(JoinUnit.classEntry) + qualifiedNames.map(JoinUnit.lineage) + qualifiedNames.map(JoinUnit.screen)
            + userFiles.map { JoinUnit.code($0.path) } + interfaceFiles.map { JoinUnit.references($0.path) }
        for unit in units { _ = derive(unit, classes: &classes, change: &change, pending: &ignored) }
        self.classes = classes
        flattened = Memo()
    }

    /// Derives one unit again, with `classes` (taken out of the snapshot while it changes), and
    /// stores what it makes; returns the keys of its results that changed, whose readers are
    /// derived next.
    private mutating func derive(_ unit: JoinUnit, classes: inout ClassTable, change: inout JoinChange, pending: inout Set<JoinUnit>) -> [JoinKey] {
        let reads = Reads<JoinKey>()
        classes.reads = reads
        var names = self.names
        names.reads = reads
        defer { classes.reads = nil }
        switch unit {
        case .classEntry(let name):
            guard let id = classes.id(of: name), let sources = incremental?.sources else {
                // No file declares it any more: its screen and view controller go with it.
                for unit in [unit, .lineage(name), .screen(name)] { incremental?.dependencies.forget(unit) }
                store(screen: nil, viewController: nil, conventions: [], of: name, change: &change)
                return [.classEntry(name), .lineage(name)]
            }
            let entry = classes.derivedEntry(of: id, from: sources)
            incremental?.dependencies.record(unit, reads.keys)
            guard entry != classes.classes[id] else { return [] }
            classes.setEntry(entry, at: id)
            return [.classEntry(name)]
        case .lineage(let name):
            guard let id = classes.id(of: name) else { return [] }
            let changed = classes.deriveLineage(of: id)
            incremental?.dependencies.record(unit, reads.keys)
            guard changed else { return [] }
            let simpleName = classes.classes[id].declaration.name
            let chain = classes.chain(bySimpleName: simpleName)
            if superclassChains[simpleName] != chain {
                superclassChains[simpleName] = chain
                change.classNames.insert(simpleName)
            }
            return [.lineage(name)]
        case .screen(let name):
            guard let id = classes.id(of: name) else { return [] }
            // The view controller reads the class and its chain even where no screen is made of them.
            reads.note(.classEntry(name))
            reads.note(.lineage(name))
            let context = ClassTable.ScreenContext(initializerMethodName: initializerMethodName, options: options, names: names)
            let screen = classes.screen(at: id, context)
            let viewController = classes.viewController(at: id)
            let conventions =
                screen.map {
                    ExpectationBuilder(classes: classes, names: names, protocols: options.protocols).conventionExpectations($0)
                } ?? []
            incremental?.dependencies.record(unit, reads.keys)
            store(screen: screen, viewController: viewController, conventions: conventions, of: name, change: &change)
            return []
        case .code(let path):
            let file = swiftFile(at: path).flatMap { $0.isGenerated ? nil : $0 }
            let builder = ExpectationBuilder(classes: classes, names: names, protocols: options.protocols)
            let uses = file.map { builder.useExpectations(in: $0, swiftGenIsDeclared: names.swiftGenIsDeclared) } ?? []
            let helpers = file.map(builder.helperExpectations) ?? []
            let swiftGen = file.map(ExpectationBuilder.swiftGenDeclarations) ?? []
            if file == nil { incremental?.dependencies.forget(unit) } else { incremental?.dependencies.record(unit, reads.keys) }
            store(uses, from: .uses(path), change: &change)
            store(helpers, from: .helpers(path), change: &change)
            store(swiftGen, from: .swiftGen(path), change: &change)
            return []
        case .references(let path):
            store(interfaceFile(at: path).map(ExpectationBuilder.referenceExpectations) ?? [], from: .references(path), change: &change)
            return []
        }
    }

    /// Puts a class's screen, view controller and convention expectations in place (nil: it has none).
    private mutating func store(
        screen: Screen?, viewController: ViewControllerClass?, conventions: [InterfaceExpectation], of name: String, change: inout JoinChange
    ) {
        let oldScreen = Self.replace(name, with: screen, in: &screens, \.qualifiedName)
        if oldScreen != screen {
            if let oldScreen {
                lookups.remove(oldScreen)
            }
            if let screen {
                lookups.add(screen)
            }
            change.screens.append((oldScreen, screen))
        }
        let oldViewController = Self.replace(name, with: viewController, in: &viewControllers, \.qualifiedName)
        if oldViewController != viewController {
            if let oldViewController { lookups.remove(oldViewController) }
            if let viewController { lookups.add(viewController) }
            if let simpleName = viewController?.declaration.name ?? oldViewController?.declaration.name {
                change.viewControllerNames.insert(simpleName)
            }
        }
        store(conventions, from: .conventions(name), change: &change)
    }

    private mutating func store(_ expectations: [InterfaceExpectation], from source: ExpectationStore.Source, change: inout JoinChange) {
        guard expectationStore[source] != expectations else { return }
        let old = expectationStore.replace(source, with: expectations)
        lookups.remove(old, from: source)
        lookups.add(expectations, from: source)
        change.expectations.removed += old
        change.expectations.added += expectations
    }

    /// Puts `element` (nil: none) where `key` says in elements sorted by key; returns what was
    /// there. An equal element is left as it is: writing it would copy elements whose storage
    /// another value shares.
    @discardableResult
    static func replace<Element: Equatable>(
        _ key: String, with element: Element?, in elements: inout ChunkedArray<Element>, _ keyPath: KeyPath<Element, String>
    ) -> Element? {
        let position = elements.partitionPoint { $0[keyPath: keyPath] >= key }
        let found = position < elements.count && elements[position][keyPath: keyPath] == key
        let old = found ? elements[position] : nil
        guard old != element else { return old }
        switch (found, element) {
        case (true, let element?): elements[position] = element
        case (true, nil): elements.remove(at: position)
        case (false, let element?): elements.insert(element, at: position)
        case (false, nil): break
        }
        return old
    }

    // MARK: Names and the files they load

    /// The paths of the storyboards or xibs a name loads: the files of that name and its device variants.
    @_spi(Scenery) public func interfacePaths(_ kind: InterfaceFileFacts.Kind, named name: String) -> Set<String> {
        names.allPaths(named: InterfaceFileKey(kind: kind, name: name))
    }
}
