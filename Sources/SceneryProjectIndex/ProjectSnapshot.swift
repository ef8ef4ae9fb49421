import Foundation
@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import ScenerySwiftScanner

/// The project's facts joined across files: classes with their members from every extension,
/// superclass chains at any depth, screens with their conventions and storyboard bindings,
/// storyboards and nibs by name, and what every piece of code expects of the Interface Builder
/// files (`expectations`).
///
/// A whole project is joined at once (`ProjectIndex.snapshot`); a change of some files is joined
/// in place (`update`), deriving again only what read something the change touched.
@_spi(Scenery) public struct ProjectSnapshot: Sendable {
    /// Sorted by path.
    @_spi(Scenery) public internal(set) var swiftFiles: ChunkedArray<SwiftFileFacts>
    /// Sorted by path.
    @_spi(Scenery) public internal(set) var interfaceFiles: ChunkedArray<InterfaceFileFacts>
    /// User-code view controller classes (and the classes that follow a convention), sorted by qualified name.
    @_spi(Scenery) public internal(set) var screens: ChunkedArray<Screen>
    /// Every view controller class of the project (screens or not), with members from all its
    /// extensions, sorted by qualified name.
    @_spi(Scenery) public internal(set) var viewControllers: ChunkedArray<ViewControllerClass>
    /// The project's `UIStoryboard.Name` (or `NSStoryboard.Name`) enum, merged from all its declarations and extensions.
    @_spi(Scenery) public var storyboardNames: StoryboardNames? { names.preferredEnum }
    /// Every storyboard-names enum (`UIStoryboard.Name`, `UIStoryboard.Storyboard`…), by qualified name.
    @_spi(Scenery) public var storyboardNameEnums: [StoryboardNames] { names.storyboardNameEnums }
    /// Storyboards by the name `UIStoryboard(name:)` takes. With several files of one name
    /// (localised copies, or one per target), the first by path; `interfaceFile(_:named:from:)`
    /// picks among them by target.
    @_spi(Scenery) public internal(set) var storyboardsByName: [String: InterfaceFileFacts] {
        _read {
            if let madeStoryboards {
                yield madeStoryboards
            } else {
                yield lazyStoryboards.value { Self.files(of: .storyboard, names, interfaceFiles) }
            }
        }
        _modify {
            // Taken out while it changes, so that changing it copies nothing.
            var value = madeStoryboards ?? storyboardsByName
            madeStoryboards = nil
            defer { madeStoryboards = value }
            yield &value
        }
    }
    /// The names of `storyboardsByName`, sorted (the cases of generated names), sorted once until a name comes or goes.
    @_spi(Scenery) public var storyboardFileNames: [String] { sortedStoryboardNames.value { storyboardsByName.keys.sorted() } }
    var sortedStoryboardNames = Memo<[String]>()
    /// Xibs by the name `UINib(nibName:)` takes.
    @_spi(Scenery) public internal(set) var nibsByName: [String: InterfaceFileFacts] {
        _read { if let madeNibs { yield madeNibs } else { yield lazyNibs.value { Self.files(of: .xib, names, interfaceFiles) } } }
        _modify {
            var value = madeNibs ?? nibsByName
            madeNibs = nil
            defer { madeNibs = value }
            yield &value
        }
    }
    /// Where each type the project declares (classes, structs, enums…; user code only) is
    /// declared, by simple name.
    @_spi(Scenery) public var typeDeclarations: [String: [SourceLocation]] { names.typeDeclarations }
    @_spi(Scenery) public var declaredTypeNames: Dictionary<String, [SourceLocation]>.Keys { typeDeclarations.keys }
    /// What each piece of code (and each storyboard reference) expects of the IB files, by where it comes from.
    var expectationStore: ExpectationStore
    /// Superclass chains (nearest first, ending at the SDK class) of the project's classes, by simple name.
    @_spi(Scenery) public internal(set) var superclassChains: [String: [String]]
    @_spi(Scenery) public let options: JoinOptions
    let initializerMethodName: String
    var lookups: Lookups
    /// The name tables, and from them the files by name: a snapshot made from a saved join (a warm
    /// start) makes them when first read (`lazyNames`…), and keeps them in place from its first
    /// change on (`materializeTables`), after which a read takes no lock; a join from scratch makes them at once.
    var names: NameTables {
        _read {
            if let madeNames { yield madeNames } else { yield lazyNames.value { NameTables(swiftFiles: swiftFiles, interfaceFiles: interfaceFiles) } }
        }
        _modify {
            var value = madeNames ?? names
            madeNames = nil
            defer { madeNames = value }
            yield &value
        }
    }
    private var madeNames: NameTables?
    private var madeStoryboards: [String: InterfaceFileFacts]?
    private var madeNibs: [String: InterfaceFileFacts]?
    private let lazyNames = Memo<NameTables>()
    private let lazyStoryboards = Memo<[String: InterfaceFileFacts]>()
    private let lazyNibs = Memo<[String: InterfaceFileFacts]>()
    /// The whole project's class table; nil when the join was taken from the facts cache, until a change needs it.
    var classes: ClassTable?
    /// What a change needs beyond the join itself: the classes' sources, and what each unit read.
    /// Made by the first change (it reads every unit once).
    var incremental: IncrementalJoin?
    /// `expectations` in one array, made when first asked for after a change.
    var flattened = Memo<[InterfaceExpectation]>()

    /// What each piece of code (and each storyboard reference) expects of the IB files.
    @_spi(Scenery) public var expectations: [InterfaceExpectation] { flattened.value { expectationStore.all } }

    /// Every Storyboard ID some code names exactly (`.scene` expectations).
    @_spi(Scenery) public var sceneIdentifiersNamedInCode: Dictionary<String, Int>.Keys { lookups.sceneIdentifierCounts.keys }

    /// Some Swift file writes a string literal whose text has this hash (`SwiftFileFacts.writtenStrings`).
    /// Asked rarely (of a Storyboard ID a fix would change): a search of every file, with no table to keep.
    @_spi(Scenery) public func isWritten(hash: UInt64) -> Bool {
        swiftFiles.indices.contains { swiftFiles[$0].isWritten(hash: hash) }
    }

    /// The join of these facts; with `joined` (made under `options` from the same facts, as the
    /// facts cache keeps it), only its cheap part is computed.
    init(
        swiftFiles: ChunkedArray<SwiftFileFacts>, interfaceFiles: ChunkedArray<InterfaceFileFacts>, scanOptions: SwiftScanOptions,
        options: JoinOptions,
        joined: JoinedFacts? = nil
    ) {
        self.swiftFiles = swiftFiles
        self.interfaceFiles = interfaceFiles
        self.options = options
        self.initializerMethodName = scanOptions.initializerMethodName
        if let saved = joined.flatMap({ $0.options == options ? $0 : nil }) {
            // Only the lookups: the saved join holds the rest, and the name tables wait for a reader.
            let (screens, viewControllers) = (ChunkedArray(saved.screens), ChunkedArray(saved.viewControllers))
            lookups = Lookups(screens: screens, viewControllers: viewControllers, expectations: saved.expectations)
            classes = nil
            self.screens = screens
            self.viewControllers = viewControllers
            superclassChains = saved.superclassChains
            expectationStore = saved.expectations
        } else {
            // Not side by side: made at once, the two tables raised the peak memory by a fifth (malloc arenas).
            let names = NameTables(swiftFiles: swiftFiles, interfaceFiles: interfaceFiles)
            madeNames = names
            (madeStoryboards, madeNibs) = (Self.files(of: .storyboard, names, interfaceFiles), Self.files(of: .xib, names, interfaceFiles))
            let userFiles = swiftFiles.filter { !$0.isGenerated }
            let classes = ClassTable(files: userFiles, vendored: options.vendoredClasses)
            let context = ClassTable.ScreenContext(initializerMethodName: initializerMethodName, options: options, names: names)
            let screens = classes.screens(context)
            // What does not depend on the expectations is worked out beside them.
            let (expectations, (chunkedScreens, viewControllers, superclassChains)) = concurrently(
                {
                    ExpectationBuilder.expectations(
                        screens: screens, userFiles: userFiles, interfaceFiles: interfaceFiles, classes: classes, names: names,
                        protocols: options.protocols
                    )
                }, { (ChunkedArray(screens), ChunkedArray(classes.viewControllers()), classes.chainsBySimpleName()) })
            self.classes = classes
            self.screens = chunkedScreens
            self.viewControllers = viewControllers
            self.superclassChains = superclassChains
            self.expectationStore = expectations
            lookups = Lookups(screens: chunkedScreens, viewControllers: viewControllers, expectations: expectations)
        }
    }

    /// Keeps in place the tables a snapshot from a saved join makes when first read: before the
    /// files' facts change, as they are made from the facts and then changed with them.
    mutating func materializeTables() {
        if madeNames == nil { madeNames = names }
        if madeStoryboards == nil { madeStoryboards = storyboardsByName }
        if madeNibs == nil { madeNibs = nibsByName }
    }

    /// The costly part of this join, for the facts cache.
    @_spi(Scenery) public var joined: JoinedFacts {
        JoinedFacts(
            options: options, screens: Array(screens), viewControllers: Array(viewControllers), expectations: expectationStore,
            superclassChains: superclassChains
        )
    }

    @_spi(Scenery) public func screen(named qualifiedName: String) -> Screen? {
        Self.position(of: qualifiedName, in: screens, { $0.qualifiedName }).map { screens[$0] }
    }

    /// The screens of this simple name (usually one; several in different namespaces), in `screens`' order.
    @_spi(Scenery) public func screens(simpleName: String) -> [Screen] {
        lookups.screensBySimpleName[simpleName, default: []].compactMap(screen(named:))
    }

    /// The screens with a dependency declared in `path`, in `screens`' order.
    @_spi(Scenery) public func screens(withDependenciesIn path: String) -> [Screen] {
        lookups.screensByDependencyPath[path, default: []].compactMap(screen(named:))
    }

    /// The view controller screens whose factories lower-camel-case alike with this one's (itself included), in `screens`' order.
    @_spi(Scenery) public func screensNamedAlike(_ screen: Screen) -> [Screen] {
        screens(nameKey: Lookups.nameKey(screen.qualifiedName))
    }

    /// The view controller screens that a factory of this name may be made for, their names
    /// joined and lower-camel-cased (`urlPreviewViewController`: `URLPreviewViewController`;
    /// `settingsDetailViewController`: `Settings.DetailViewController`) or, made unique, a nested
    /// one's (`detailViewControllerInSettings`), in `screens`' order.
    @_spi(Scenery) public func screens(nameKey: Int) -> [Screen] {
        lookups.screensByNameKey[nameKey, default: []].compactMap(screen(named:))
    }

    /// `literal` as it is, or with the value of the project's static constant it names (nil when that value is unknown).
    @_spi(Scenery) public func constantValue(of literal: Literal) -> Literal? { names.constantValue(of: literal) }

    /// The first view controller class of this simple name.
    @_spi(Scenery) public func viewController(simpleName: String) -> ViewControllerClass? {
        lookups.viewControllersBySimpleName[simpleName]?.first.flatMap(viewController(named:))
    }

    @_spi(Scenery) public func viewController(named qualifiedName: String) -> ViewControllerClass? {
        Self.position(of: qualifiedName, in: viewControllers, { $0.qualifiedName }).map { viewControllers[$0] }
    }

    @_spi(Scenery) public func swiftFile(at path: String) -> SwiftFileFacts? {
        Self.position(of: path, in: swiftFiles, { $0.path }).map { swiftFiles[$0] }
    }
    @_spi(Scenery) public func interfaceFile(at path: String) -> InterfaceFileFacts? {
        Self.position(of: path, in: interfaceFiles, { $0.path }).map { interfaceFiles[$0] }
    }

    /// The expectations whose problems can be reported in `path`: written there, naming their
    /// file there, or expecting something of the IB file at `path` (or of a same-named copy). In `expectations`' order.
    @_spi(Scenery) public func expectations(reportableIn path: String) -> [InterfaceExpectation] {
        var references = lookups.expectationsByPath[path, default: []]
        if let file = interfaceFile(at: path) {
            references += lookups.expectationsByFile[InterfaceFileKey(kind: file.kind, name: file.name), default: []]
            if file.deviceIndependentName != file.name {
                references += lookups.expectationsByFile[InterfaceFileKey(kind: file.kind, name: file.deviceIndependentName), default: []]
            }
        }
        return Set(references).sorted().compactMap(expectationStore.expectation)
    }

    /// The storyboard or xib that `name`, written in `path`, loads: among the files of that name
    /// (and its device variants), the first that a target building `path` also builds; when no
    /// target says (no project model, or a file no target builds), the first by path of the
    /// framework `path` uses, else the first by path.
    @_spi(Scenery) public func interfaceFile(_ kind: InterfaceFileFacts.Kind, named name: String, from path: String) -> InterfaceFileFacts? {
        guard let paths = names.paths(named: InterfaceFileKey(kind: kind, name: name)) else { return nil }
        guard paths.count > 1 else { return interfaceFile(at: paths[0]) }
        let targets = buildTargets
        if !targets.isEmpty {
            let building = Set(targets.targets(building: path))
            if let own = paths.first(where: { !building.isDisjoint(with: targets.targets(building: $0)) }) { return interfaceFile(at: own) }
        }
        // No target says: the framework does (`iOS/Inspector.storyboard` for UIKit's code, `Mac/…` for AppKit's).
        if let framework = framework(ofFileAt: path), let same = paths.first(where: { interfaceFile(at: $0)?.framework == framework }) {
            return interfaceFile(at: same)
        }
        return interfaceFile(at: paths[0])
    }

    /// The framework a file's names are loaded by: an Interface Builder file's `targetRuntime`; for
    /// Swift, the one of UIKit and AppKit (or Cocoa) it imports, nil for both or neither.
    private func framework(ofFileAt path: String) -> InterfaceFileFacts.Framework? {
        if let file = interfaceFile(at: path) { return file.framework }
        guard let imports = swiftFile(at: path)?.imports else { return nil }
        let appKit = imports.contains("AppKit") || imports.contains("Cocoa")
        return appKit == imports.contains("UIKit") ? nil : appKit ? .appKit : .uiKit
    }

    /// The project's build targets (empty without an Xcode project, XcodeGen spec or package manifest).
    @_spi(Scenery) public var buildTargets: BuildTargets { options.modules?.targets ?? BuildTargets([]) }

    /// The application target that builds the most screens, else any target that does (the first
    /// of equals), with how many; nil when no target builds one.
    @_spi(Scenery) public var mainTarget: (target: BuildTarget, screens: Int)? {
        guard !buildTargets.isEmpty else { return nil }
        let counts = screenCountsByTarget()
        let targets = buildTargets.targets
        // An application with screens first, then the most screens, then the first listed.
        let rank = { (position: Int) in counts[position] > 0 && targets[position].productType.hasSuffix(".application") ? 1 : 0 }
        guard let best = counts.indices.max(by: { (rank($0), counts[$0], $1) < (rank($1), counts[$1], $0) }), counts[best] > 0
        else { return nil }
        return (targets[best], counts[best])
    }

    /// How many screens each of `buildTargets.targets` builds, by position.
    @_spi(Scenery) public func screenCountsByTarget() -> [Int] {
        let targets = buildTargets
        var counts = [Int](repeating: 0, count: targets.targets.count)
        for screen in screens {
            for position in targets.targets(building: screen.declaration.path) { counts[position] += 1 }
        }
        return counts
    }

    /// A file of an Xcode project that none of its targets builds (dead code, a file dropped from
    /// the target); its problems are not reported.
    @_spi(Scenery) public func isOutsideTargets(_ path: String) -> Bool { options.modules?.targets.isOutsideTargets(path) ?? false }

    /// The first file of each name of this kind.
    private static func files(
        of kind: InterfaceFileFacts.Kind, _ names: NameTables, _ interfaceFiles: ChunkedArray<InterfaceFileFacts>
    ) -> [String: InterfaceFileFacts] {
        names.firstPaths(of: kind).compactMapValues { path in position(of: path, in: interfaceFiles, { $0.path }).map { interfaceFiles[$0] } }
    }

    /// The position of the element whose `key` is `value` in elements sorted by that key.
    /// (`key` is a function, not a key path: a key path is read through the runtime, on every step of every search.)
    static func position<Element>(of value: String, in elements: ChunkedArray<Element>, _ key: (Element) -> String) -> Int? {
        let position = elements.partitionPoint { key($0) >= value }
        return position < elements.count && key(elements[position]) == value ? position : nil
    }

    /// What the project class `name` (a simple name) is: a view controller, a window controller, a
    /// view (cells and controls included) or another class; nil when the project declares no class
    /// of that name (a struct, an enum, a protocol, or nothing).
    @_spi(Scenery) public func root(ofClass name: String) -> ClassRoot? { superclassChains[name].map(ClassTable.root(of:)) }

    /// `className` is `ancestor` or inherits from it (by simple names; SDK classes only by name).
    @_spi(Scenery) public func isClass(_ className: String, kindOf ancestor: String) -> Bool {
        className == ancestor || superclassChains[className]?.contains(ancestor) == true
    }

    /// The module a file belongs to, when the layout or configuration says.
    @_spi(Scenery) public func module(ofPath path: String) -> String? { options.modules?.module(ofPath: path) }

    /// Every module a file is compiled into (several when several targets build it).
    @_spi(Scenery) public func modules(ofPath path: String) -> [String] { options.modules?.modules(ofPath: path) ?? [] }
}

/// A storyboard or xib by the name code loads it with.
struct InterfaceFileKey: Hashable, Sendable {
    var kind: InterfaceFileFacts.Kind
    var name: String
}

/// Where things are in the snapshot, by what a run focused on one file looks them up by, so
/// that it reads what concerns the file instead of filtering the whole project. Screens and view
/// controllers are found by qualified name, expectations by where they come from: a change keeps
/// what it does not touch.
struct Lookups: Sendable {
    /// Qualified names, sorted.
    var screensBySimpleName: [String: [String]] = [:]
    var screensByDependencyPath: [String: [String]] = [:]
    /// The view controller screens by `Lookups.nameKey` of their qualified names.
    var screensByNameKey: [Int: [String]] = [:]
    var viewControllersBySimpleName: [String: [String]] = [:]
    /// By the path of where each expectation is written and of where it names its file.
    var expectationsByPath: [String: [ExpectationReference]] = [:]
    /// By each candidate file.
    var expectationsByFile: [InterfaceFileKey: [ExpectationReference]] = [:]
    /// How many `.scene` expectations name each Storyboard ID: its keys are every ID some code names exactly.
    private(set) var sceneIdentifierCounts: [String: Int] = [:]

    init(screens: ChunkedArray<Screen>, viewControllers: ChunkedArray<ViewControllerClass>, expectations: ExpectationStore) {
        // The screens' tables and the expectations' share no field: made side by side.
        let (named, expected) = concurrently({ Lookups(screens: screens, viewControllers: viewControllers) }, { Lookups(expectations: expectations) })
        self = named
        (expectationsByPath, expectationsByFile, sceneIdentifierCounts) = (
            expected.expectationsByPath, expected.expectationsByFile, expected.sceneIdentifierCounts
        )
    }

    private init(screens: ChunkedArray<Screen>, viewControllers: ChunkedArray<ViewControllerClass>) {
        // By position: iterating would copy each whole screen for the few names read of it.
        screensBySimpleName.reserveCapacity(screens.count)
        for index in screens.indices { add(screens[index]) }
        viewControllersBySimpleName.reserveCapacity(viewControllers.count)
        for index in viewControllers.indices { add(viewControllers[index]) }
    }

    private init(expectations: ExpectationStore) {
        expectationsByPath.reserveCapacity(expectations.sources.count)
        for source in expectations.sources { add(expectations[source], from: source) }
    }

    // Names arrive in order when a whole project is joined, so sorted insertion appends.
    mutating func add(_ screen: Screen) {
        Self.insert(screen.qualifiedName, into: &screensBySimpleName[screen.name, default: []])
        if screen.kind == .viewController {
            Self.insert(screen.qualifiedName, into: &screensByNameKey[Self.nameKey(screen.qualifiedName), default: []])
        }
        // A screen's dependencies are mostly declared in one file: its path once per run of them.
        for index in screen.dependencies.indices where index == 0 || screen.dependencies[index - 1].path != screen.dependencies[index].path {
            Self.insert(screen.qualifiedName, into: &screensByDependencyPath[screen.dependencies[index].path, default: []])
        }
    }

    mutating func remove(_ screen: Screen) {
        Self.remove(screen.qualifiedName, from: &screensBySimpleName, at: screen.name)
        if screen.kind == .viewController {
            let key = Self.nameKey(screen.qualifiedName)
            screensByNameKey[key]?.removeAll { $0 == screen.qualifiedName }
            if screensByNameKey[key]?.isEmpty == true { screensByNameKey[key] = nil }
        }
        for dependency in screen.dependencies { Self.remove(screen.qualifiedName, from: &screensByDependencyPath, at: dependency.path) }
    }

    mutating func add(_ viewController: ViewControllerClass) {
        Self.insert(viewController.qualifiedName, into: &viewControllersBySimpleName[viewController.declaration.name, default: []])
    }

    mutating func remove(_ viewController: ViewControllerClass) {
        Self.remove(viewController.qualifiedName, from: &viewControllersBySimpleName, at: viewController.declaration.name)
    }

    mutating func add(_ expectations: [InterfaceExpectation], from source: ExpectationStore.Source) {
        // A source's expectations are mostly written in one file: each run of them joins its path's list at once.
        var run: (path: String, references: [ExpectationReference])?
        func flush() { if let run { expectationsByPath[run.path, default: []].append(contentsOf: run.references) } }
        func append(_ reference: ExpectationReference, to path: String) {
            if run?.path == path { run?.references.append(reference); return }
            flush()
            run = (path, [reference])
        }
        defer { flush() }
        for index in expectations.indices {
            let reference = ExpectationReference(source: source, index: index)
            if case .scene(let identifier) = expectations[index].kind { sceneIdentifierCounts[identifier, default: 0] += 1 }
            let path = expectations[index].location.path
            append(reference, to: path)
            if let named = expectations[index].fileNameLocation?.path, named != path { append(reference, to: named) }
            for name in expectations[index].files {
                let key = InterfaceFileKey(kind: expectations[index].fileKind, name: name)
                if expectationsByFile[key]?.last != reference { expectationsByFile[key, default: []].append(reference) }
            }
        }
    }

    mutating func remove(_ expectations: [InterfaceExpectation], from source: ExpectationStore.Source) {
        for index in expectations.indices {
            if case .scene(let identifier) = expectations[index].kind {
                let count = sceneIdentifierCounts[identifier, default: 0] - 1
                sceneIdentifierCounts[identifier] = count > 0 ? count : nil
            }
            let paths = [expectations[index].location.path] + (expectations[index].fileNameLocation.map { [$0.path] } ?? [])
            for path in Set(paths) {
                expectationsByPath[path]?.removeAll { $0.source == source }
                if expectationsByPath[path]?.isEmpty == true { expectationsByPath[path] = nil }
            }
            for name in expectations[index].files {
                let key = InterfaceFileKey(kind: expectations[index].fileKind, name: name)
                expectationsByFile[key]?.removeAll { $0.source == source }
                if expectationsByFile[key]?.isEmpty == true { expectationsByFile[key] = nil }
            }
        }
    }

    /// A hash of a qualified name without its dots and with its ASCII letters lower-cased: names
    /// that lower-camel-case alike (`FactoryGenerator.functionName`) have the same key, so the
    /// screens whose factories must be told apart are found without building strings.
    static func nameKey(_ qualifiedName: String) -> Int {
        var hasher = Hasher()
        for byte in qualifiedName.utf8 where byte != UInt8(ascii: ".") {
            hasher.combine(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return hasher.finalize()
    }

    /// The name keys of the screens a factory of this name may be made for: the name itself, and
    /// for each `In` followed by a capital, what comes after it put first (`functionName`'s unique form).
    static func nameKeys(ofFactoryNamed name: String) -> [Int] {
        let bytes = Array(name.utf8)
        var keys = [nameKey(name)]
        for index in bytes.indices.dropFirst().dropLast(2)
        where bytes[index] == UInt8(ascii: "I") && bytes[index + 1] == UInt8(ascii: "n")
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index + 2])
        {
            keys.append(nameKey(String(decoding: bytes[(index + 2)...] + bytes[..<index], as: UTF8.self)))
        }
        return keys
    }

    private static func insert(_ name: String, into names: inout [String]) {
        if let last = names.last, last > name {
            let position = names.partitionPoint { $0 >= name }
            if position < names.count, names[position] == name { return }
            names.insert(name, at: position)
        } else if names.last != name {
            names.append(name)
        }
    }

    private static func remove(_ name: String, from table: inout [String: [String]], at key: String) {
        table[key]?.removeAll { $0 == name }
        if table[key]?.isEmpty == true { table[key] = nil }
    }
}

/// An expectation by where it comes from and its position among those.
struct ExpectationReference: Hashable, Comparable, Sendable {
    var source: ExpectationStore.Source
    var index: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.source, lhs.index) < (rhs.source, rhs.index) }
}

/// The expectations by where they come from: a screen's conventions, a file's uses, its helpers'
/// calls, a storyboard's references, a file's SwiftGen scenes. `expectations` lists them in the
/// order of their sources, which is that order of kinds, each by qualified name or path.
@_spi(Scenery) public struct ExpectationStore: Sendable, Hashable {
    enum Source: Hashable, Comparable, Sendable {
        case conventions(String), uses(String), helpers(String), references(String), swiftGen(String)

        /// The kinds in the order their expectations are listed.
        var kind: Int {
            switch self {
            case .conventions: 0
            case .uses: 1
            case .helpers: 2
            case .references: 3
            case .swiftGen: 4
            }
        }

        init?(kind: Int, key: String) {
            switch kind {
            case 0: self = .conventions(key)
            case 1: self = .uses(key)
            case 2: self = .helpers(key)
            case 3: self = .references(key)
            case 4: self = .swiftGen(key)
            default: return nil
            }
        }

        var key: String {
            switch self {
            case .conventions(let key), .uses(let key), .helpers(let key), .references(let key), .swiftGen(let key): key
            }
        }

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.key < rhs.key }
    }

    /// Only sources with expectations.
    private(set) var bySource: [Source: [InterfaceExpectation]] = [:]
    /// Sorted.
    private(set) var sources: [Source] = []

    @_spi(Scenery) public init() {}

    subscript(source: Source) -> [InterfaceExpectation] { bySource[source] ?? [] }

    func expectation(_ reference: ExpectationReference) -> InterfaceExpectation? {
        bySource[reference.source].flatMap { reference.index < $0.count ? $0[reference.index] : nil }
    }

    @_spi(Scenery) public var all: [InterfaceExpectation] {
        var all: [InterfaceExpectation] = []
        all.reserveCapacity(bySource.values.reduce(0) { $0 + $1.count })
        for source in sources { all += bySource[source] ?? [] }
        return all
    }

    /// Adds a source's expectations after all others (a whole project's join, in order).
    mutating func append(_ expectations: [InterfaceExpectation], from source: Source) {
        guard !expectations.isEmpty else { return }
        bySource[source] = expectations
        sources.append(source)
    }

    /// Takes `expectations` as the source's; returns what it had.
    @discardableResult
    mutating func replace(_ source: Source, with expectations: [InterfaceExpectation]) -> [InterfaceExpectation] {
        let old = bySource[source] ?? []
        if expectations.isEmpty {
            if bySource.removeValue(forKey: source) != nil, let position = sources.firstIndex(of: source) { sources.remove(at: position) }
        } else {
            if bySource.updateValue(expectations, forKey: source) == nil { sources.insert(source, at: sources.partitionPoint { $0 > source }) }
        }
        return old
    }
}

/// A value computed once, on first use, by whichever thread asks first; copies of its holder
/// share it until one of them changes (and starts a new one).
@_spi(Scenery) public final class Memo<Value: Sendable>: @unchecked Sendable {
    // Guards `stored`: a snapshot or an analysis may be read from several threads.
    private let lock = NSLock()
    private var stored: Value?

    @_spi(Scenery) public init() {}

    /// A memo that holds `value` already.
    @_spi(Scenery) public init(_ value: Value) { stored = value }

    /// The value, when it was computed.
    @_spi(Scenery) public var computed: Value? { lock.withLock { stored } }

    @_spi(Scenery) public func value(_ compute: () -> Value) -> Value {
        lock.withLock {
            if let stored { return stored }
            let computed = compute()
            stored = computed
            return computed
        }
    }
}
