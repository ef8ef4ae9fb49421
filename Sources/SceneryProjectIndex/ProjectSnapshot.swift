@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import Foundation

/// The project's facts joined across files: classes with their members from every extension,
/// superclass chains at any depth, screens with their conventions and storyboard bindings,
/// storyboards and nibs by name, and what every piece of code expects of the Interface Builder
/// files (`expectations`).
@_spi(Scenery) public struct ProjectSnapshot: Sendable {
    @_spi(Scenery) public let swiftFiles: [SwiftFileFacts]
    @_spi(Scenery) public let interfaceFiles: [InterfaceFileFacts]
    /// User-code view controller classes (and the classes that follow a convention), sorted by qualified name.
    @_spi(Scenery) public let screens: [Screen]
    /// Every view controller class of the project (screens or not), with members from all its extensions.
    @_spi(Scenery) public let viewControllers: [ViewControllerClass]
    /// The project's `UIStoryboard.Name` (or `NSStoryboard.Name`) enum, merged from all its declarations and extensions.
    @_spi(Scenery) public let storyboardNames: StoryboardNames?
    /// Every storyboard-names enum (`UIStoryboard.Name`, `UIStoryboard.Storyboard`…), by qualified name.
    @_spi(Scenery) public let storyboardNameEnums: [StoryboardNames]
    /// Storyboards by the name `UIStoryboard(name:)` takes. With several files of one name
    /// (localised copies, or one per target), the first by path; `interfaceFile(_:named:from:)`
    /// picks among them by target.
    @_spi(Scenery) public let storyboardsByName: [String: InterfaceFileFacts]
    /// Xibs by the name `UINib(nibName:)` takes.
    @_spi(Scenery) public let nibsByName: [String: InterfaceFileFacts]
    /// Where each type the project declares (classes, structs, enums…; user code only) is
    /// declared, by simple name.
    @_spi(Scenery) public let typeDeclarations: [String: [SourceLocation]]
    @_spi(Scenery) public var declaredTypeNames: Dictionary<String, [SourceLocation]>.Keys { typeDeclarations.keys }
    /// What each piece of code (and each storyboard reference) expects of the IB files.
    @_spi(Scenery) public let expectations: [InterfaceExpectation]
    /// Superclass chains (nearest first, ending at the SDK class) of the project's classes, by simple name.
    @_spi(Scenery) public let superclassChains: [String: [String]]
    @_spi(Scenery) public let options: JoinOptions
    /// Every Storyboard ID some code names exactly (`.scene` expectations).
    @_spi(Scenery) public let sceneIdentifiersNamedInCode: Set<String>
    private let lookups: Lookups
    /// Positions in `interfaceFiles` of every file a name can load, by path: the files of that
    /// name, then its device variants (`Cell~iphone`, `Cell~ipad` for `Cell`).
    private let interfaceFilesByName: [InterfaceFileKey: [Int]]

    /// The join of these facts; with `joined` (made under `options` from the same facts, as the
    /// facts cache keeps it), only its cheap part is computed.
    init(
        swiftFiles: [SwiftFileFacts], interfaceFiles: [InterfaceFileFacts], scanOptions: SwiftScanOptions, options: JoinOptions,
        joined: JoinedFacts? = nil
    ) {
        self.swiftFiles = swiftFiles
        self.interfaceFiles = interfaceFiles
        self.options = options
        let userFiles = swiftFiles.filter { !$0.isGenerated }
        // A generated names enum is as good as a written one: its cases name real storyboards.
        let enums = StoryboardNames.all(in: swiftFiles)
        self.storyboardNameEnums = enums
        let storyboardNames = StoryboardNames.preferredFirst(enums).first
        self.storyboardNames = storyboardNames
        let filesByName = Self.interfaceFilesByName(interfaceFiles)
        let storyboards = Self.files(of: .storyboard, filesByName, interfaceFiles)
        self.storyboardsByName = storyboards
        let join: JoinedFacts
        if let saved = joined.flatMap({ $0.options == options ? $0 : nil }) {
            join = saved
            self.typeDeclarations = Self.typeDeclarations(in: userFiles)
        } else {
            // What does not depend on the screens is worked out beside them.
            let ((classes, screens), typeDeclarations) = concurrently({
                Self.screens(userFiles: userFiles, interfaceFiles: interfaceFiles, scanOptions: scanOptions, options: options, storyboardNames: storyboardNames)
            }, { Self.typeDeclarations(in: userFiles) })
            self.typeDeclarations = typeDeclarations
            let (expectations, (viewControllers, superclassChains)) = concurrently({
                ExpectationBuilder(
                    userFiles: userFiles, interfaceFiles: interfaceFiles, classes: classes, screens: screens, enums: enums, storyboards: storyboards,
                    protocols: options.protocols
                ).expectations()
            }, { (classes.viewControllers(), classes.chainsBySimpleName()) })
            join = JoinedFacts(
                options: options, screens: screens, viewControllers: viewControllers, expectations: expectations, superclassChains: superclassChains
            )
        }
        self.interfaceFilesByName = filesByName
        self.nibsByName = Self.files(of: .xib, filesByName, interfaceFiles)
        self.screens = join.screens
        self.viewControllers = join.viewControllers
        self.superclassChains = join.superclassChains
        self.expectations = join.expectations
        let lookups = Lookups(
            swiftFiles: swiftFiles, interfaceFiles: interfaceFiles, screens: join.screens, viewControllers: join.viewControllers,
            expectations: join.expectations
        )
        self.lookups = lookups
        self.sceneIdentifiersNamedInCode = lookups.sceneIdentifiersNamedInCode
    }

    /// The costly part of this join, for the facts cache.
    @_spi(Scenery) public var joined: JoinedFacts {
        JoinedFacts(
            options: options, screens: screens, viewControllers: viewControllers, expectations: expectations, superclassChains: superclassChains
        )
    }

    @_spi(Scenery) public func screen(named qualifiedName: String) -> Screen? {
        screens.first { $0.qualifiedName == qualifiedName }
    }

    /// The screens of this simple name (usually one; several in different namespaces), in `screens`' order.
    @_spi(Scenery) public func screens(simpleName: String) -> [Screen] { lookups.screensBySimpleName[simpleName, default: []].map { screens[$0] } }

    /// The screens with a dependency declared in `path`, in `screens`' order.
    @_spi(Scenery) public func screens(withDependenciesIn path: String) -> [Screen] { lookups.screensByDependencyPath[path, default: []].map { screens[$0] } }

    /// The first view controller class of this simple name.
    @_spi(Scenery) public func viewController(simpleName: String) -> ViewControllerClass? { lookups.viewControllerBySimpleName[simpleName].map { viewControllers[$0] } }

    @_spi(Scenery) public func swiftFile(at path: String) -> SwiftFileFacts? { lookups.swiftFileByPath[path].map { swiftFiles[$0] } }
    @_spi(Scenery) public func interfaceFile(at path: String) -> InterfaceFileFacts? { lookups.interfaceFileByPath[path].map { interfaceFiles[$0] } }

    /// The expectations whose problems can be reported in `path`: written there, naming their
    /// file there, or expecting something of the IB file at `path` (or of a same-named copy). In `expectations`' order.
    @_spi(Scenery) public func expectations(reportableIn path: String) -> [InterfaceExpectation] {
        var indices = lookups.expectationsByPath[path, default: []]
        if let file = interfaceFile(at: path) {
            indices += lookups.expectationsByFile[InterfaceFileKey(kind: file.kind, name: file.name), default: []]
            if file.deviceIndependentName != file.name {
                indices += lookups.expectationsByFile[InterfaceFileKey(kind: file.kind, name: file.deviceIndependentName), default: []]
            }
        }
        return Set(indices).sorted().map { expectations[$0] }
    }

    /// The storyboard or xib that `name`, written in `path`, loads: among the files of that name
    /// (and its device variants), the first that a target building `path` also builds; the first
    /// by path when no target says (no project model, or a file no target builds).
    @_spi(Scenery) public func interfaceFile(_ kind: InterfaceFileFacts.Kind, named name: String, from path: String) -> InterfaceFileFacts? {
        guard let positions = interfaceFilesByName[InterfaceFileKey(kind: kind, name: name)] else { return nil }
        let targets = buildTargets
        guard positions.count > 1, !targets.isEmpty else { return interfaceFiles[positions[0]] }
        let building = Set(targets.targets(building: path))
        let own = positions.first { !building.isDisjoint(with: targets.targets(building: interfaceFiles[$0].path)) }
        return interfaceFiles[own ?? positions[0]]
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

    /// Where each type the user's files declare is declared, by simple name.
    private static func typeDeclarations(in userFiles: [SwiftFileFacts]) -> [String: [SourceLocation]] {
        var declarations: [String: [SourceLocation]] = [:]
        for file in userFiles {
            for type in file.types { declarations[type.name, default: []].append(SourceLocation(path: file.path, range: type.nameRange)) }
        }
        return declarations
    }

    /// The first file of each name of this kind (`filesByName` lists a name's own files first).
    private static func files(
        of kind: InterfaceFileFacts.Kind, _ filesByName: [InterfaceFileKey: [Int]], _ interfaceFiles: [InterfaceFileFacts]
    ) -> [String: InterfaceFileFacts] {
        var files: [String: InterfaceFileFacts] = [:]
        for (key, positions) in filesByName where key.kind == kind { files[key.name] = interfaceFiles[positions[0]] }
        return files
    }

    /// The class table and the screens among its classes.
    private static func screens(
        userFiles: [SwiftFileFacts], interfaceFiles: [InterfaceFileFacts], scanOptions: SwiftScanOptions, options: JoinOptions,
        storyboardNames: StoryboardNames?
    ) -> (classes: ClassTable, screens: [Screen]) {
        let classes = ClassTable(files: userFiles)
        let identifiable = options.protocols[.storyboardIdentifiable] ?? "StoryboardIdentifiable"
        // `extension UIViewController: StoryboardIdentifiable {}` makes every UIKit controller one (not AppKit's).
        let identifiableRoots = Set(userFiles.flatMap { file in
            file.extensions.filter { ["UIViewController", "NSViewController"].contains($0.extendedType) && $0.conformances.contains(identifiable) }
                .map(\.extendedType)
        })
        let screens = classes.screens(
            initializerMethodName: scanOptions.initializerMethodName, options: options, storyboardNames: storyboardNames,
            identifiableRoots: identifiableRoots, placements: Placements(interfaceFiles: interfaceFiles)
        )
        return (classes, screens)
    }

    private static func interfaceFilesByName(_ files: [InterfaceFileFacts]) -> [InterfaceFileKey: [Int]] {
        var exact: [InterfaceFileKey: [Int]] = [:]
        var variants: [InterfaceFileKey: [Int]] = [:]
        for position in files.indices {
            let file = files[position]
            let name = file.name
            exact[InterfaceFileKey(kind: file.kind, name: name), default: []].append(position)
            let independent = file.deviceIndependentName
            if independent != name { variants[InterfaceFileKey(kind: file.kind, name: independent), default: []].append(position) }
        }
        return exact.merging(variants) { exact, _ in exact }
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

/// Positions in the snapshot's arrays by what a run focused on one file looks things up by, so
/// that it reads what concerns the file instead of filtering the whole project.
/// A storyboard or xib by the name code loads it with.
struct InterfaceFileKey: Hashable, Sendable {
    var kind: InterfaceFileFacts.Kind
    var name: String
}

private struct Lookups: Sendable {

    var swiftFileByPath: [String: Int] = [:]
    var interfaceFileByPath: [String: Int] = [:]
    var screensBySimpleName: [String: [Int]] = [:]
    var screensByDependencyPath: [String: [Int]] = [:]
    var viewControllerBySimpleName: [String: Int] = [:]
    /// By the path of where each expectation is written and of where it names its file.
    var expectationsByPath: [String: [Int]] = [:]
    /// By each candidate file.
    var expectationsByFile: [InterfaceFileKey: [Int]] = [:]

    /// Every Storyboard ID some code names exactly (`.scene` expectations).
    var sceneIdentifiersNamedInCode: Set<String> = []

    init(
        swiftFiles: [SwiftFileFacts], interfaceFiles: [InterfaceFileFacts], screens: [Screen], viewControllers: [ViewControllerClass],
        expectations: [InterfaceExpectation]
    ) {
        // The expectations' tables beside the others: the join's last step, on one core otherwise.
        let (expectationTables, files) = concurrently({ Self.expectationTables(expectations) }, {
            (Self.positions(swiftFiles, \.path), Self.positions(interfaceFiles, \.path))
        })
        (expectationsByPath, expectationsByFile, sceneIdentifiersNamedInCode) = expectationTables
        (swiftFileByPath, interfaceFileByPath) = files
        screensBySimpleName.reserveCapacity(screens.count)
        for position in screens.indices {
            screensBySimpleName[screens[position].name, default: []].append(position)
            for dependency in screens[position].dependencies where screensByDependencyPath[dependency.path]?.last != position {
                screensByDependencyPath[dependency.path, default: []].append(position)
            }
        }
        viewControllerBySimpleName.reserveCapacity(viewControllers.count)
        for position in viewControllers.indices where viewControllerBySimpleName[viewControllers[position].declaration.name] == nil {
            viewControllerBySimpleName[viewControllers[position].declaration.name] = position
        }
    }

    // By position, not by element: a `for` over the elements copies each, every field retained.
    private static func positions<Element>(_ elements: [Element], _ key: KeyPath<Element, String>) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(elements.count)
        for position in elements.indices { positions[elements[position][keyPath: key]] = position }
        return positions
    }

    private static func expectationTables(
        _ expectations: [InterfaceExpectation]
    ) -> (byPath: [String: [Int]], byFile: [InterfaceFileKey: [Int]], sceneIdentifiers: Set<String>) {
        var byPath: [String: [Int]] = [:]
        var byFile: [InterfaceFileKey: [Int]] = [:]
        var sceneIdentifiers: Set<String> = []
        for position in expectations.indices {
            if case .scene(let identifier) = expectations[position].kind { sceneIdentifiers.insert(identifier) }
            let path = expectations[position].location.path
            byPath[path, default: []].append(position)
            if let named = expectations[position].fileNameLocation?.path, named != path {
                byPath[named, default: []].append(position)
            }
            for name in expectations[position].files {
                let key = InterfaceFileKey(kind: expectations[position].fileKind, name: name)
                if byFile[key]?.last != position { byFile[key, default: []].append(position) }
            }
        }
        return (byPath, byFile, sceneIdentifiers)
    }
}

/// A merged storyboard-names enum (`UIStoryboard.Name`, `UIStoryboard.Storyboard`…).
@_spi(Scenery) public struct StoryboardNames: Sendable, Hashable {
    @_spi(Scenery) public struct Case: Sendable, Hashable {
        @_spi(Scenery) public var declaration: StoryboardNameCase
        @_spi(Scenery) public var path: String
        /// The storyboard file name (no extension); nil when the mapping cannot be evaluated.
        @_spi(Scenery) public var fileName: String?
    }

    @_spi(Scenery) public let qualifiedName: String
    @_spi(Scenery) public let cases: [Case]
    @_spi(Scenery) public let fileNameMapping: FileNameMapping
    /// `fileName`/`filename` when the enum declares such a property, nil when it maps with `rawValue`.
    @_spi(Scenery) public let fileNameProperty: String?
    @_spi(Scenery) public var declaresFileName: Bool { fileNameProperty != nil }
    /// Where the mapping is written (the enum, or the `fileName` property's file).
    @_spi(Scenery) public let path: String
    /// The declaration that sets the mapping (its name range, for messages about it).
    @_spi(Scenery) public let mappingDeclaration: StoryboardNameEnum
    private let caseIndexByName: [String: Int]

    /// Every enum of the files, each merged from all its declarations, sorted by qualified name.
    static func all(in files: [SwiftFileFacts]) -> [StoryboardNames] {
        let declarations = files.flatMap { file in file.storyboardNameEnums.map { (file.path, $0) } }
        return Dictionary(grouping: declarations, by: \.1.qualifiedName).keys.sorted().compactMap { name in
            StoryboardNames(qualifiedName: name, declarations: declarations.filter { $0.1.qualifiedName == name })
        }
    }

    private init?(qualifiedName: String, declarations: [(String, StoryboardNameEnum)]) {
        guard let first = declarations.first else { return nil }
        self.qualifiedName = qualifiedName
        // The enum's cases may be in one file and its `fileName` in another: the mapping comes
        // from whichever declaration implements `fileName`.
        let mappingSource = declarations.first { $0.1.declaresFileName } ?? first
        self.fileNameMapping = mappingSource.1.fileNameMapping
        self.fileNameProperty = mappingSource.1.fileNameProperty
        self.path = mappingSource.0
        self.mappingDeclaration = mappingSource.1
        let mapping = mappingSource.1.fileNameMapping
        let cases = declarations.flatMap { path, declaration in
            declaration.cases.map { Case(declaration: $0, path: path, fileName: mapping.fileName(for: $0.rawValue)) }
        }
        self.cases = cases
        // The first declaration of a name wins, as a linear search would find it.
        self.caseIndexByName = Dictionary(cases.enumerated().map { ($1.declaration.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @_spi(Scenery) public func `case`(named name: String) -> Case? { caseIndexByName[name].map { cases[$0] } }

    /// `enums` with the one code most likely means first: `UIStoryboard.Name` (UIKit's names first,
    /// as a project with an iOS and a macOS target may declare both), then another `….Name`, then
    /// the rest in order.
    @_spi(Scenery) public static func preferredFirst(_ enums: [StoryboardNames]) -> [StoryboardNames] {
        let rank = { (names: StoryboardNames) in names.qualifiedName == "UIStoryboard.Name" ? 0 : names.qualifiedName.hasSuffix(".Name") ? 1 : 2 }
        return enums.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}

