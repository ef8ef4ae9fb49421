@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// What a reader of the joined project can depend on: each lookup of `SnapshotReader` notes the
/// key of what it read, and a change names the keys whose values it may have changed
/// (`JoinChange.changedKeys(in:)`), so that whatever read one of them is computed again.
@_spi(Scenery) public enum SnapshotKey: Hashable, Sendable {
    /// A file's facts (and its bytes).
    case file(String)
    /// The storyboards or xibs a name loads (by the name code writes, or a device variant's).
    case interfaceName(InterfaceFileFacts.Kind, String)
    /// Which names of storyboards or xibs the project has.
    case interfaceList(InterfaceFileFacts.Kind)
    /// Which Swift files the project has (their paths).
    case swiftFileList
    /// The expectations whose problems can be reported in a file.
    case expectationsReportable(in: String)
    /// Every expectation.
    case allExpectations
    /// Whether some code names a Storyboard ID exactly.
    case sceneIdentifierNamedInCode(String)
    /// Whether some Swift file writes a string literal of this text (`SourceText.hashValue` of it).
    case stringWritten(UInt64)
    /// What the project declares of a type (by simple name): its screen, view controller, superclass chain, declarations.
    case type(String)
    /// The view controller screens whose factories lower-camel-case alike (`Lookups.nameKey`).
    case screensNamedAlike(Int)
    /// The screens with a dependency declared in a file.
    case screensWithDependencies(in: String)
    /// The screens whose initializer method takes these argument labels.
    case screensInitialized(labels: [String?])
    /// Every screen.
    case allScreens
    /// Which classes the project declares (their simple names).
    case allClasses
    /// The storyboard-names enums with a declaration, a case or their mapping in a file.
    case storyboardNameEnums(in: String)
    /// Every storyboard-names enum.
    case allStoryboardNameEnums
    /// What generation makes of the project (the generated file's text, every factory).
    case generation
    /// What decides a screen's factory's name besides the screens: the settings of generation,
    /// the declarations and storyboard names it reads.
    case generationSettings
    /// Whether the generated file is written (it exists, as generated).
    case generatedFileWritten
}

extension JoinChange {
    /// The keys whose values this change may have altered, from the project as it is after it
    /// (`snapshot`): one reader of each is computed again. A key's readers need not know what
    /// changed under it; only this says which keys a change reaches.
    @_spi(Scenery) public func changedKeys(in snapshot: ProjectSnapshot) -> Set<SnapshotKey> {
        var keys: Set<SnapshotKey> = []
        for path in paths {
            keys.insert(.file(path))
            keys.insert(.expectationsReportable(in: path))
            guard ProjectIndex.FileKind(path: path) == .interfaceBuilder else { continue }
            let file = InterfaceFileFacts(path: path, kind: path.hasSuffix(".xib") ? .xib : .storyboard)
            for name in Set([file.name, file.deviceIndependentName]) { keys.insert(.interfaceName(file.kind, name)) }
        }
        for kind in interfaceFilesCameOrWent { keys.insert(.interfaceList(kind)) }
        if swiftFilesCameOrWent { keys.insert(.swiftFileList) }
        let changedExpectations = expectations.removed + expectations.added
        if !changedExpectations.isEmpty { keys.insert(.allExpectations) }
        for expectation in changedExpectations {
            keys.insert(.expectationsReportable(in: expectation.location.path))
            if let named = expectation.fileNameLocation?.path { keys.insert(.expectationsReportable(in: named)) }
            for name in expectation.files {
                for path in snapshot.interfacePaths(expectation.fileKind, named: name) { keys.insert(.expectationsReportable(in: path)) }
            }
            if case .scene(let identifier) = expectation.kind { keys.insert(.sceneIdentifierNamedInCode(identifier)) }
        }
        for hash in writtenStrings { keys.insert(.stringWritten(hash)) }
        for name in classNames.union(viewControllerNames).union(typeNames) { keys.insert(.type(name)) }
        if !classNames.isEmpty { keys.insert(.allClasses) }
        if !screens.isEmpty { keys.insert(.allScreens) }
        for screen in screens.flatMap({ [$0.before, $0.after].compactMap { $0 } }) {
            keys.insert(.type(screen.name))
            keys.insert(.screensNamedAlike(Lookups.nameKey(screen.qualifiedName)))
            for dependency in screen.dependencies { keys.insert(.screensWithDependencies(in: dependency.path)) }
            if let method = screen.initializer?.value { keys.insert(.screensInitialized(labels: method.parameters.map(\.label))) }
        }
        if !storyboardNameEnumPaths.isEmpty { keys.insert(.allStoryboardNameEnums) }
        for path in storyboardNameEnumPaths { keys.insert(.storyboardNameEnums(in: path)) }
        if generatedCode { keys.insert(.generation) }
        return keys.union(derivedKeys)
    }
}

/// The joined project as a rule or a feature reads it: every lookup notes the key of what it
/// read into `reads` (when given), so that what it computes is computed again exactly when one
/// of those keys changes (`Dependencies`). There is no other way in: what is read is recorded.
@_spi(Scenery) public struct SnapshotReader: Sendable {
    private let snapshot: ProjectSnapshot
    private let reads: Reads<SnapshotKey>?

    @_spi(Scenery) public init(_ snapshot: ProjectSnapshot, noting reads: Reads<SnapshotKey>? = nil) {
        self.snapshot = snapshot
        self.reads = reads
    }

    @_spi(Scenery) public func note(_ key: SnapshotKey) { reads?.note(key) }

    // MARK: Files

    @_spi(Scenery) public func swiftFile(at path: String) -> SwiftFileFacts? {
        note(.file(path))
        return snapshot.swiftFile(at: path)
    }

    @_spi(Scenery) public func interfaceFile(at path: String) -> InterfaceFileFacts? {
        note(.file(path))
        return snapshot.interfaceFile(at: path)
    }

    /// Every Swift file (a whole run's: each file's facts are read).
    @_spi(Scenery) public var swiftFiles: ChunkedArray<SwiftFileFacts> {
        note(.swiftFileList)
        if reads != nil { for file in snapshot.swiftFiles { note(.file(file.path)) } }
        return snapshot.swiftFiles
    }

    /// Every storyboard and xib (a whole run's: each file's facts are read).
    @_spi(Scenery) public var interfaceFiles: ChunkedArray<InterfaceFileFacts> {
        note(.interfaceList(.storyboard))
        note(.interfaceList(.xib))
        if reads != nil { for file in snapshot.interfaceFiles { note(.file(file.path)) } }
        return snapshot.interfaceFiles
    }

    /// The paths of every Swift file, without their facts.
    @_spi(Scenery) public var swiftFilePaths: [String] {
        note(.swiftFileList)
        return snapshot.swiftFiles.map(\.path)
    }

    // MARK: Storyboards and xibs by name

    /// The storyboard or xib `name`, written in `path`, loads (`ProjectSnapshot.interfaceFile(_:named:from:)`).
    @_spi(Scenery) public func interfaceFile(_ kind: InterfaceFileFacts.Kind, named name: String, from path: String) -> InterfaceFileFacts? {
        note(.interfaceName(kind, name))
        return snapshot.interfaceFile(kind, named: name, from: path)
    }

    /// The first storyboard of a name, by path (`ProjectSnapshot.storyboardsByName`).
    @_spi(Scenery) public func storyboard(named name: String) -> InterfaceFileFacts? {
        note(.interfaceName(.storyboard, name))
        return snapshot.storyboardsByName[name]
    }

    /// The names of the project's storyboards, sorted.
    @_spi(Scenery) public var storyboardFileNames: [String] {
        note(.interfaceList(.storyboard))
        return snapshot.storyboardFileNames
    }

    /// The names of the project's xibs, sorted.
    @_spi(Scenery) public var nibFileNames: [String] {
        note(.interfaceList(.xib))
        return snapshot.nibsByName.keys.sorted()
    }

    // MARK: Expectations

    @_spi(Scenery) public var expectations: [InterfaceExpectation] {
        note(.allExpectations)
        return snapshot.expectations
    }

    @_spi(Scenery) public func expectations(reportableIn path: String) -> [InterfaceExpectation] {
        note(.expectationsReportable(in: path))
        return snapshot.expectations(reportableIn: path)
    }

    /// Some code names this Storyboard ID exactly: a lookup of it, or a string literal of it
    /// anywhere in the project's Swift (a name passed on through code Scenery does not follow).
    @_spi(Scenery) public func isNamedInCode(sceneIdentifier identifier: String) -> Bool {
        note(.sceneIdentifierNamedInCode(identifier))
        if snapshot.sceneIdentifiersNamedInCode.contains(identifier) { return true }
        let hash = SourceText.hashValue(of: identifier)
        note(.stringWritten(hash))
        return snapshot.isWritten(hash: hash)
    }

    // MARK: Types, classes and screens

    @_spi(Scenery) public var screens: ChunkedArray<Screen> {
        note(.allScreens)
        return snapshot.screens
    }

    @_spi(Scenery) public func screens(simpleName: String) -> [Screen] {
        note(.type(simpleName))
        return snapshot.screens(simpleName: simpleName)
    }

    @_spi(Scenery) public func screens(withDependenciesIn path: String) -> [Screen] {
        note(.screensWithDependencies(in: path))
        return snapshot.screens(withDependenciesIn: path)
    }

    /// The screens whose initializer method takes these argument labels, in `screens`' order.
    @_spi(Scenery) public func screens(initializedWith labels: [String?]) -> [Screen] {
        note(.screensInitialized(labels: labels))
        return snapshot.screens.filter { $0.initializer?.value.parameters.map(\.label) == labels }
    }

    @_spi(Scenery) public func screensNamedAlike(_ screen: Screen) -> [Screen] {
        note(.screensNamedAlike(Lookups.nameKey(screen.qualifiedName)))
        return snapshot.screensNamedAlike(screen)
    }

    /// The view controller screens a factory of this name may be made for (`ProjectSnapshot.screens(nameKey:)`).
    @_spi(Scenery) public func screens(factoryNamed name: String) -> [Screen] {
        Lookups.nameKeys(ofFactoryNamed: name).flatMap { key in
            note(.screensNamedAlike(key))
            return snapshot.screens(nameKey: key)
        }
    }

    @_spi(Scenery) public func viewController(simpleName: String) -> ViewControllerClass? {
        note(.type(simpleName))
        return snapshot.viewController(simpleName: simpleName)
    }

    /// The view controller class of this qualified name, its members joined from every extension.
    @_spi(Scenery) public func viewController(named qualifiedName: String) -> ViewControllerClass? {
        note(.type(qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName))
        return snapshot.viewController(named: qualifiedName)
    }

    /// Where the project declares a type of this simple name (user code only; nil: nowhere).
    @_spi(Scenery) public func declarations(ofType name: String) -> [SourceLocation]? {
        note(.type(name))
        return snapshot.typeDeclarations[name]
    }

    /// A class's superclass chain (by simple name; nil: no project class of that name).
    @_spi(Scenery) public func superclassChain(of name: String) -> [String]? {
        note(.type(name))
        return snapshot.superclassChains[name]
    }

    /// The simple names of every class the project declares, sorted.
    @_spi(Scenery) public var classNames: [String] {
        note(.allClasses)
        return snapshot.superclassChains.keys.sorted()
    }

    @_spi(Scenery) public func root(ofClass name: String) -> ClassRoot? {
        note(.type(name))
        return snapshot.root(ofClass: name)
    }

    @_spi(Scenery) public func isClass(_ className: String, kindOf ancestor: String) -> Bool {
        note(.type(className))
        return snapshot.isClass(className, kindOf: ancestor)
    }

    // MARK: Storyboard-names enums

    /// Every storyboard-names enum.
    @_spi(Scenery) public var storyboardNameEnums: [StoryboardNames] {
        note(.allStoryboardNameEnums)
        return snapshot.storyboardNameEnums
    }

    /// The storyboard-names enums with a declaration, a case or their mapping in `path`.
    @_spi(Scenery) public func storyboardNameEnums(in path: String) -> [StoryboardNames] {
        note(.storyboardNameEnums(in: path))
        // Asked by every file a check reads: no set of each enum's 500 cases' paths for it.
        return snapshot.storyboardNameEnums.filter { names in names.path == path || names.cases.contains { $0.path == path } }
    }

    // MARK: What the project's targets say (fixed for a snapshot: its options)

    @_spi(Scenery) public var buildTargets: BuildTargets { snapshot.buildTargets }
    @_spi(Scenery) public func isOutsideTargets(_ path: String) -> Bool { snapshot.isOutsideTargets(path) }
    @_spi(Scenery) public func module(ofPath path: String) -> String? { snapshot.module(ofPath: path) }
    @_spi(Scenery) public func modules(ofPath path: String) -> [String] { snapshot.modules(ofPath: path) }
}

extension StoryboardNames {
    /// Every file that holds part of the enum: where its mapping is written and its cases' files.
    @_spi(Scenery) public var paths: Set<String> { Set([path] + cases.map(\.path)) }
}
