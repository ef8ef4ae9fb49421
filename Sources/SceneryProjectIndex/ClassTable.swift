@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner

/// The protocol each convention's classes adopt, and where modules come from: what the joins
/// need from the configuration.
@_spi(Scenery) public struct JoinOptions: Hashable, Sendable {
    /// The references' protocol names.
    @_spi(Scenery) public static let referenceProtocols: [Convention: String] = [
        .namespaced: "StoryboardInstantiatable",
        .storyboardInitializable: "StoryboardInitializable",
        .storyboardable: "Storyboardable",
        .ibConstructible: "IBConstructible",
        .storyboardIdentifiable: "StoryboardIdentifiable",
        .reusableStoryboardBased: "StoryboardBased",
        .reusableStoryboardSceneBased: "StoryboardSceneBased",
        .reusableNibLoadable: "NibLoadable",
        .reusableNibOwnerLoadable: "NibOwnerLoadable",
    ]

    @_spi(Scenery) public var protocols: [Convention: String]
    @_spi(Scenery) public var modules: ModuleMap?
    /// View controller classes that are not screens (`screens: exclude:`).
    @_spi(Scenery) public var excludedScreens: ScreenExclusions?
    /// The classes of `Pods/` and `Carthage/`, which project classes may inherit from.
    @_spi(Scenery) public var vendoredClasses: VendoredClasses

    @_spi(Scenery) public init(
        protocols: [Convention: String] = JoinOptions.referenceProtocols, modules: ModuleMap? = nil, excludedScreens: ScreenExclusions? = nil,
        vendoredClasses: VendoredClasses = VendoredClasses()
    ) {
        self.protocols = Self.referenceProtocols.merging(protocols) { _, configured in configured }
        self.modules = modules
        self.excludedScreens = excludedScreens
        self.vendoredClasses = vendoredClasses
    }

    /// The namespaced convention's protocol (`StoryboardInstantiatable`).
    @_spi(Scenery) public var protocolName: String { protocols[.namespaced] ?? "StoryboardInstantiatable" }
}

/// What a project class is at heart, by the SDK class its superclass chain reaches.
@_spi(Scenery) public enum ClassRoot: Hashable, Sendable {
    case viewController, windowController, view, other

    /// Whether a class of this kind can be the custom class of an Interface Builder element: a
    /// view controller for a scene's controller, a window controller for a window's, a view
    /// (cells and controls too) for the rest; any class for an object or placeholder.
    @_spi(Scenery) public func canBeCustomClass(of elementName: String) -> Bool {
        switch elementName {
        case "customObject", "placeholder", "object": return true
        case _ where elementName.hasSuffix("windowController"), _ where elementName.hasSuffix("WindowController"): return self == .windowController
        case _ where elementName.hasSuffix("Controller"): return self == .viewController
        default: return self == .view
        }
    }
}

/// Classes of the project with their members joined from extensions and their superclass chains.
/// Classes live in one array and refer to each other by position (their id); chains and lineages
/// are computed once per class, so a join of thousands of screens copies no class twice. A whole
/// project's table holds its classes sorted by qualified name; a change keeps every id (a class
/// no file declares any more keeps its slot, unreachable by name; a new one is appended).
struct ClassTable: Sendable {
    /// Reusable's conventions: a project may declare protocols of their names for other ends.
    static let reusableConventions: Set<Convention> = [
        .reusableStoryboardBased, .reusableStoryboardSceneBased, .reusableNibLoadable, .reusableNibOwnerLoadable,
    ]

    struct Class: Sendable, Equatable {
        var declaration: TypeDecl
        var path: String
        /// Members of the body, then of every extension.
        var members: Members
        /// The file each of `members.properties` is written in.
        var propertyPaths: [String]
        var conformances: [String]
        /// The first inherited type, when it names a class (of the project or of the SDK); a project
        /// class by its name alone, its generic arguments in `superclassArguments`.
        var superclass: String?
        /// What a generic project superclass is specialised with (`BaseList<Item>` → `["Item"]`).
        var superclassArguments: [String] = []
    }

    /// View controller base classes of UIKit and AppKit: a chain that reaches one is a screen's.
    static let platformViewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIImagePickerController", "UIDocumentPickerViewController", "UIInputViewController",
        "UIActivityViewController", "UIReferenceLibraryViewController", "UIVideoEditorController", "UIHostingController",
        "NSViewController", "NSTabViewController", "NSSplitViewController", "NSPageController",
        "NSTitlebarAccessoryViewController", "NSCollectionViewItem", "NSHostingController",
    ]
    static let platformWindowControllers: Set<String> = ["NSWindowController"]

    /// Where the units derived now note what they read (nil: nobody is listening).
    var reads: Reads<JoinKey>?
    private(set) var classes: [Class] = []
    private var indexByQualifiedName: [String: Int] = [:]
    /// Simple name -> indices, to resolve an unqualified superclass or extension.
    private var indicesBySimpleName: [String: [Int]] = [:]
    /// Per class: superclasses nearest first, ending at a platform class; nil when the chain does
    /// not reach one (or loops).
    private var chains: [[String]?] = []
    /// Per class: itself and its project ancestors, nearest first.
    private var lineages: [[Int]] = []

    /// The classes of the dependencies Scenery does not index, through which a chain reaches the SDK.
    let vendored: VendoredClasses

    init(files: [SwiftFileFacts], vendored: VendoredClasses) {
        self.vendored = vendored
        // The first declaration of each name, by position: classes are copied once, when sorted.
        // Read by position throughout: a `for` over files or types copies each, every field retained.
        var declared: [String: (file: Int, type: Int)] = [:]
        for fileIndex in files.indices {
            let types = files[fileIndex].types
            for typeIndex in types.indices where types[typeIndex].kind == .class && declared[types[typeIndex].qualifiedName] == nil {
                declared[types[typeIndex].qualifiedName] = (fileIndex, typeIndex)
            }
        }
        classes = declared.sorted { $0.key < $1.key }.map { _, position in
            Self.declared(files[position.file].types[position.type], in: files[position.file].path)
        }
        indexByQualifiedName.reserveCapacity(classes.count)
        indicesBySimpleName.reserveCapacity(classes.count)
        for index in classes.indices {
            indexByQualifiedName[classes[index].declaration.qualifiedName] = index
            indicesBySimpleName[classes[index].declaration.name, default: []].append(index)
        }
        for index in classes.indices { classes[index] = resolvingSuperclass(classes[index]) }
        for fileIndex in files.indices {
            let extensions = files[fileIndex].extensions
            for position in extensions.indices {
                guard let index = resolve(extensions[position].extendedType) else { continue }
                Self.attach(extensions[position], from: files[fileIndex].path, to: &classes[index])
            }
        }
        var chains: [[String]?] = []
        var lineages: [[Int]] = []
        for index in classes.indices {
            let (chain, ancestors) = walkChain(from: index)
            chains.append(chain)
            lineages.append([index] + ancestors)
        }
        self.chains = chains
        self.lineages = lineages
    }

    // MARK: Changes

    /// Makes a newly declared class name resolvable (its entry, lineage and screen are derived next).
    mutating func declare(_ type: TypeDecl, in path: String) {
        let id = classes.count
        classes.append(Self.declared(type, in: path))
        chains.append(nil)
        lineages.append([id])
        indexByQualifiedName[type.qualifiedName] = id
        indicesBySimpleName[type.name, default: []].append(id)
    }

    /// Makes a class name no file declares any more unresolvable; returns its simple name.
    mutating func retire(_ qualifiedName: String) -> String? {
        guard let id = indexByQualifiedName.removeValue(forKey: qualifiedName) else { return nil }
        let simpleName = classes[id].declaration.name
        indicesBySimpleName[simpleName]?.removeAll { $0 == id }
        if indicesBySimpleName[simpleName]?.isEmpty == true { indicesBySimpleName[simpleName] = nil }
        chains[id] = nil
        lineages[id] = [id]
        return simpleName
    }

    /// The class `id` as its sources say now: its first declaration, its superclass resolved, and
    /// every extension written with its qualified or simple name that resolves to it (in file
    /// order, then as written, as a whole project's table attaches them).
    func derivedEntry(of id: Int, from sources: ClassSources) -> Class {
        let name = classes[id].declaration.qualifiedName
        reads?.note(.declarations(name))
        guard let first = sources.declarations[name]?.first else { return classes[id] }
        var entry = resolvingSuperclass(Self.declared(first.type, in: first.path))
        var attached: [(path: String, position: Int, ext: ExtensionDecl)] = []
        for written in Set([name, first.type.name]) {
            reads?.note(.extensions(written))
            if let extensions = sources.extensions[written], resolve(written) == id { attached += extensions }
        }
        for ext in attached.sorted(by: { ($0.path, $0.position) < ($1.path, $1.position) }) { Self.attach(ext.ext, from: ext.path, to: &entry) }
        return entry
    }

    mutating func setEntry(_ entry: Class, at id: Int) { classes[id] = entry }

    /// Walks the class's chain again; returns whether its chain or lineage changed.
    mutating func deriveLineage(of id: Int) -> Bool {
        let (chain, ancestors) = walkChain(from: id)
        let lineage = [id] + ancestors
        guard chain != chains[id] || lineage != lineages[id] else { return false }
        chains[id] = chain
        lineages[id] = lineage
        return true
    }

    /// A class as its declaration alone says.
    private static func declared(_ type: TypeDecl, in path: String) -> Class {
        Class(
            declaration: type, path: path, members: type.members, propertyPaths: Array(repeating: path, count: type.members.properties.count),
            conformances: [], superclass: nil
        )
    }

    /// The first inherited type is the superclass when it is a class: a project class, or (by
    /// their prefixes) one of the SDK's. Anything else is a protocol.
    private func resolvingSuperclass(_ entry: Class) -> Class {
        var entry = entry
        let inherited = entry.declaration.inheritedTypes
        entry.superclass = nil
        entry.superclassArguments = []
        entry.conformances = inherited
        guard let first = inherited.first else { return entry }
        // `BaseList<Item>`: a specialised generic class of the project.
        let (name, arguments) = TypeArguments.split(first)
        if resolve(name) != nil {
            (entry.superclass, entry.superclassArguments) = (name, arguments)
        } else if Self.isPlatformClassName(first) || vendored.superclasses[name] != nil {
            entry.superclass = Self.isPlatformClassName(first) ? first : name
        } else {
            return entry
        }
        entry.conformances = Array(inherited.dropFirst())
        return entry
    }

    /// An extension's members and conformances, after those the class has so far.
    private static func attach(_ ext: ExtensionDecl, from path: String, to entry: inout Class) {
        entry.members.append(ext.members)
        entry.propertyPaths += repeatElement(path, count: ext.members.properties.count)
        entry.conformances += ext.conformances
    }

    /// The superclass chain from a class, and the project classes on it.
    private func walkChain(from index: Int) -> (chain: [String]?, ancestors: [Int]) {
        var chain: [String] = []
        var ancestors: [Int] = []
        reads?.note(.classEntry(classes[index].declaration.qualifiedName))
        var current = classes[index].superclass
        while let superclass = current {
            chain.append(superclass)
            // An SDK class ends the chain, even when a stand-in module of the project declares it.
            if Self.isPlatformClassName(superclass) { return (chain, ancestors) }
            // A loop: chains are a few classes long, so the ancestors so far are the visited set.
            guard let resolved = resolve(superclass), resolved != index, !ancestors.contains(resolved) else {
                // A dependency's class (`FormViewController` of `Pods/`): its own chain to the SDK.
                guard let vendoredChain = vendored.chain(from: superclass, isPlatform: Self.isPlatformClassName) else { return (nil, ancestors) }
                return (chain + vendoredChain.dropFirst(), ancestors)
            }
            ancestors.append(resolved)
            reads?.note(.classEntry(classes[resolved].declaration.qualifiedName))
            current = classes[resolved].superclass
        }
        return (nil, ancestors)
    }

    static func isPlatformClassName(_ name: String) -> Bool {
        platformViewControllers.contains(name) || name.hasPrefix("UI") || name.hasPrefix("NS")
    }

    /// The index of a project class written as `name` (qualified, or unique simple name).
    func resolve(_ name: String) -> Int? {
        reads?.note(.className(name))
        if let index = indexByQualifiedName[name] { return index }
        let candidates = indicesBySimpleName[name] ?? []
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The id of the class of this qualified name.
    func id(of qualifiedName: String) -> Int? { indexByQualifiedName[qualifiedName] }

    /// The qualified name of a project class written as `name`.
    func qualifiedName(_ name: String) -> String? { resolve(name).map { classes[$0].declaration.qualifiedName } }

    /// Whether the project class written as `name` is the one written as `ancestor` or inherits from it.
    func isKind(_ name: String, of ancestor: String) -> Bool {
        guard let index = resolve(name), let ancestorIndex = resolve(ancestor) else { return false }
        return lineage(of: index).contains(ancestorIndex)
    }

    /// Itself and its project ancestors, nearest first.
    func lineage(of index: Int) -> [Int] {
        reads?.note(.lineage(classes[index].declaration.qualifiedName))
        return lineages[index]
    }

    /// Its superclass chain, ending at the SDK class; nil when it reaches none.
    func chain(of index: Int) -> [String]? {
        reads?.note(.lineage(classes[index].declaration.qualifiedName))
        return chains[index]
    }

    /// A class of the lineage, read by a unit that may depend on any of its fields.
    private func entry(_ index: Int) -> Class {
        reads?.note(.classEntry(classes[index].declaration.qualifiedName))
        return classes[index]
    }

    func chainsBySimpleName() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for index in classes.indices {
            if let chain = chains[index] { result[classes[index].declaration.name] = chain.map(Identifiers.simpleName) }
        }
        return result
    }

    /// The chain (of simple names) that `superclassChains` holds for a simple name: the last class
    /// of that name by qualified name that has one.
    func chain(bySimpleName name: String) -> [String]? {
        let candidates = (indicesBySimpleName[name] ?? []).sorted { classes[$0].declaration.qualifiedName < classes[$1].declaration.qualifiedName }
        return candidates.last { chains[$0] != nil }.flatMap { chains[$0] }?.map(Identifiers.simpleName)
    }

    static func root(of chain: [String]) -> ClassRoot {
        // The nearest SDK class decides (a `UITableViewController` subclass is a view controller).
        guard let platform = chain.first(where: isPlatformClassName) ?? chain.last else { return .other }
        if platformViewControllers.contains(platform) || platform.hasSuffix("ViewController") { return .viewController }
        if platformWindowControllers.contains(platform) || platform.hasSuffix("WindowController") { return .windowController }
        if platform.hasSuffix("View") || platform.hasSuffix("Cell") || platform.hasSuffix("Button") || platform.hasSuffix("Control")
            || platform.hasSuffix("Label")
        {
            return .view
        }
        return .other
    }

    /// A static (or instance) property of the class (by qualified name) or of a project ancestor
    /// (the nearest declaration wins).
    func property(_ propertyName: String, of name: String, isStatic: Bool = true) -> Located<PropertyDecl>? {
        reads?.note(.className(name))
        guard let index = indexByQualifiedName[name] else { return nil }
        for ancestor in lineage(of: index) {
            let properties = entry(ancestor).members.properties
            if let found = properties.firstIndex(where: { $0.isStatic == isStatic && $0.name == propertyName }) {
                return Located(properties[found], in: classes[ancestor].propertyPaths[found])
            }
        }
        return nil
    }

    /// The view controller class written as `name` when `X()` makes it load the xib named after
    /// the class: none of its lineage chooses its nib (`Members.choosesNib`) and it is no hosting
    /// controller; with whether it is AppKit's and whether its lineage declares outlets.
    func implicitNibLoader(written name: String) -> (name: String, isAppKit: Bool, hasOutlets: Bool)? {
        guard let index = resolve(name), let chain = chain(of: index), Self.root(of: chain) == .viewController,
            !chain.contains(where: { $0 == "UIHostingController" || $0 == "NSHostingController" })
        else { return nil }
        var hasOutlets = false
        for ancestor in lineage(of: index) {
            let members = entry(ancestor).members
            if members.choosesNib { return nil }
            hasOutlets = hasOutlets || members.properties.contains(where: \.isIBOutlet)
        }
        return (classes[index].declaration.name, chain.contains { $0.hasPrefix("NS") }, hasOutlets)
    }

    func viewControllers() -> [ViewControllerClass] { classes.indices.compactMap(viewController(at:)) }

    /// The class as a view controller or window controller, when its chain reaches one.
    func viewController(at index: Int) -> ViewControllerClass? {
        guard let chain = chains[index], Self.root(of: chain) == .viewController || Self.root(of: chain) == .windowController else { return nil }
        let entry = classes[index]
        return ViewControllerClass(
            declaration: entry.declaration, path: entry.path, members: entry.members, conformances: entry.conformances, superclassChain: chain)
    }

    /// What the screens are made under: the configuration and the project-wide tables.
    struct ScreenContext {
        var initializerMethodName: String
        var options: JoinOptions
        var names: NameTables
    }

    /// Every view controller and window controller class that is not generic, private or excluded,
    /// and every class that follows a convention (for the nib conventions, views too).
    func screens(_ context: ScreenContext) -> [Screen] {
        classes.indices.concurrentCompactMap { screen(at: $0, context) }
    }

    /// The class's screen, if it is one.
    func screen(at index: Int, _ context: ScreenContext) -> Screen? {
        guard let chain = chain(of: index) else { return nil }
        let kind: Screen.Kind
        switch Self.root(of: chain) {
        case .viewController: kind = .viewController
        case .windowController: kind = .windowController
        case .view: kind = .view
        case .other: return nil
        }
        let options = context.options
        // Read in place: a copy of the class would retain every field of its declaration and members.
        let declaration = classes[index].declaration
        let path = classes[index].path
        if options.excludedScreens?.excludes(name: declaration.name, qualifiedName: declaration.qualifiedName, path: path) == true { return nil }
        // A project's stand-in of an SDK class (`UINavigationController` in a test module) is no screen of the app.
        if declaration.nestingPath.isEmpty, Self.isPlatformClassName(declaration.name) { return nil }
        let lineage = lineage(of: index)
        for ancestor in lineage { reads?.note(.classEntry(classes[ancestor].declaration.qualifiedName)) }
        let conformances = lineage.flatMap { classes[$0].conformances }
        var conventions = options.protocols.compactMap { convention, protocolName in
            conformances.contains { Identifiers.names($0, protocolName) } ? convention : nil
        }
        // A protocol of a Reusable protocol's name that the project declares otherwise is its own
        // (Loop's `NibLoadable` with `static func nib()`): its classes follow no Reusable convention.
        conventions.removeAll { convention in
            guard Self.reusableConventions.contains(convention), let name = options.protocols[convention],
                name == JoinOptions.referenceProtocols[convention]
            else { return false }
            return context.names.declaresProtocolUnlikeReusable(name)
        }
        // A private or fileprivate method of that name is the class's own helper (`initialize(select:)`
        // called from `viewDidLoad`): no factory could call it.
        let specialised = specialisations(along: lineage)
        let initializer = lineage.indices.lazy.compactMap { position in
            let ancestor = lineage[position]
            return classes[ancestor].members.methods.first { method in
                !method.isStatic && method.name == context.initializerMethodName && (method.access ?? .internal) >= .internal
            }.map { Located(specialised[position].apply(to: $0), in: classes[ancestor].path) }
        }.first
        if kind == .viewController {
            if initializer != nil, !conventions.contains(.namespaced) { conventions.append(.namespaced) }
            let root = chain.contains { $0.hasPrefix("NS") } ? "NSViewController" : "UIViewController"
            let identifiable = options.protocols[.storyboardIdentifiable] ?? "StoryboardIdentifiable"
            // `extension UIViewController: StoryboardIdentifiable {}` makes every UIKit controller one (not AppKit's).
            if context.names.isIdentifiable(root, conformingTo: identifiable), !conventions.contains(.storyboardIdentifiable) {
                conventions.append(.storyboardIdentifiable)
            }
        } else {
            // Views follow the nib conventions only; a window controller, the storyboard ones.
            let allowed: Set<Convention> =
                kind == .view
                ? [.ibConstructible, .reusableNibLoadable, .reusableNibOwnerLoadable]
                : [.storyboardable, .ibConstructible, .storyboardIdentifiable, .reusableStoryboardBased, .reusableStoryboardSceneBased]
            conventions = conventions.filter(allowed.contains)
        }
        // A controller is a screen as it is; a generic or private one no factory could name.
        if conventions.isEmpty, kind == .view || !declaration.genericParameters.isEmpty || declaration.access < .internal { return nil }
        let instantiatable = conformances.contains { Identifiers.names($0, options.protocolName) }
        let placement = context.names.placement(ofClass: declaration.name)
        return Screen(
            name: declaration.name,
            qualifiedName: declaration.qualifiedName,
            declaration: SourceLocation(path: path, range: declaration.nameRange),
            access: declaration.access,
            genericParameters: declaration.genericParameters,
            superclassChain: chain,
            conformances: conformances,
            initializer: initializer,
            storyboard: instantiatable ? binding(of: declaration, in: path, storyboardNames: context.names.preferredStoryboardNames) : nil,
            placement: placement,
            creation: instantiatable
                ? .storyboardName : creation(of: declaration.name, placement: placement, lineage: lineage, specialised: specialised),
            conventions: conventions.sorted(),
            kind: kind,
            dependencies: zip(lineage, specialised).reversed().flatMap { ancestor, specialisation in
                let properties = classes[ancestor].members.properties
                return properties.indices.lazy.filter { ViewControllerClass.isDependency(properties[$0]) }
                    .map { Located(specialisation.apply(to: properties[$0]), in: classes[ancestor].propertyPaths[$0]) }
            },
            module: options.modules?.module(ofPath: path),
            nestedTypeNames: lineage.contains { !classes[$0].members.typeNames.isEmpty }
                ? Array(Set(lineage.flatMap { classes[$0].members.typeNames })).sorted() : []
        )
    }

    /// How a factory creates a class that does not adopt `StoryboardInstantiatable`: from its
    /// scene, else through the xib it owns, else in code.
    private func creation(of name: String, placement: InterfacePlacement, lineage: [Int], specialised: [TypeArguments]) -> Creation {
        if !placement.scenes.isEmpty {
            // `instantiateViewController(identifier:creator:)` hands the coder to the class's own initializer.
            let creator = lineage.first.flatMap { index in
                classes[index].members.initializers.first { initializer in
                    initializer.creatorCoderIndex != nil && !initializer.isGeneric && !initializer.isThrowing
                        && !initializer.isAsync && (initializer.access ?? .internal) >= .internal
                }
            }
            return Self.storyboardCreation(of: name, scenes: placement.scenes, creator: creator)
        }
        // A dependency's class on the way to the SDK's: what initializers it leaves is not known.
        if let first = lineage.first, let chain = chains[first], chain.contains(where: { vendored.superclasses[$0] != nil }) {
            return .unavailable(.vendoredSuperclass)
        }
        if let nib = placement.nibs.first(where: \.isFilesOwner), lineage.allSatisfy({ Self.inheritsNibInitializer(classes[$0].members) }) {
            return .nib(name: nib.name)
        }
        if lineage.allSatisfy({ Self.inheritsOrDeclaresParameterlessInit(classes[$0].members) }) { return .code(initializer: nil) }
        // The initializers of the class, or of the nearest ancestor it inherits them from.
        var candidates: [InitializerDecl] = []
        for (ancestor, specialisation) in zip(lineage, specialised) {
            let declared = classes[ancestor].members.initializers
            candidates += declared.filter { !$0.isPlatformInitializer }.map(specialisation.apply)
            if declared.contains(where: { !$0.isConvenience }) { break }
        }
        let usable = candidates.filter { !$0.isFailable && !$0.isGeneric && ($0.access ?? .internal) >= .internal }
        guard let chosen = usable.first(where: { !$0.isConvenience }) ?? usable.first else { return .unavailable(.noUsableInitializer) }
        return .code(initializer: chosen)
    }

    /// For each class of `lineage` (nearest first), what its generic parameters stand for in the
    /// first: `final class Inbox: BaseList<Message>` makes `BaseList`'s `T` a `Message`, so that
    /// what Inbox inherits is written as Inbox sees it.
    private func specialisations(along lineage: [Int]) -> [TypeArguments] {
        var result: [TypeArguments] = []
        for (position, ancestor) in lineage.enumerated() {
            guard position > 0 else {
                result.append(TypeArguments())
                continue
            }
            let child = classes[lineage[position - 1]]
            let parameters = classes[ancestor].declaration.genericParameters
            let arguments = child.superclassArguments.map(result[position - 1].apply(to:))
            result.append(TypeArguments(Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })))
        }
        return result
    }

    /// The scene a factory instantiates: the one with a Storyboard ID (the one whose ID is the
    /// type name, when there are several), else the initial scene of its storyboard.
    static func storyboardCreation(of name: String, scenes: [PlacedScene], creator: InitializerDecl?) -> Creation {
        var identified: [(storyboard: String, identifier: String)] = []
        for scene in scenes {
            guard let identifier = scene.identifier, !identifier.isEmpty, !identified.contains(where: { $0 == (scene.storyboard, identifier) }) else {
                continue
            }
            identified.append((scene.storyboard, identifier))
        }
        let named = identified.filter { $0.identifier == name }
        if let only = identified.count == 1 ? identified.first : named.count == 1 ? named.first : nil {
            return .scene(storyboard: only.storyboard, identifier: only.identifier, creator: creator)
        }
        guard identified.isEmpty else { return .unavailable(.severalScenes) }
        let initial = Set(scenes.filter(\.isInitial).map(\.storyboard))
        if initial.count == 1, let storyboard = initial.first { return .initialScene(storyboard: storyboard, creator: creator) }
        return .unavailable(initial.isEmpty ? .sceneWithoutIdentifier : .severalScenes)
    }

    /// `static var storyboardName: UIStoryboard.Name { .profile }` resolved to a case and a file name.
    private func binding(of declaration: TypeDecl, in path: String, storyboardNames: StoryboardNames?) -> StoryboardBinding {
        guard let property = property("storyboardName", of: declaration.qualifiedName), let expression = property.value.valueExpression else {
            return StoryboardBinding(expression: "", location: SourceLocation(path: path, range: declaration.nameRange))
        }
        let range = property.value.valueExpressionRange ?? property.value.nameRange
        var caseName: String?
        if case .enumCase(let found)? = property.value.constant { caseName = found }
        let fileName = caseName.flatMap { storyboardNames?.case(named: $0)?.fileName }
        return StoryboardBinding(
            expression: expression, location: SourceLocation(path: property.path, range: range), caseName: caseName, fileName: fileName
        )
    }

    /// `X()` compiles when the class inherits UIKit's convenience `init()`: Swift inherits
    /// initializers only when a class declares no designated initializer, or overrides all of
    /// the superclass's (`init(nibName:bundle:)` and `init(coder:)`); or when it declares `init()`.
    static func inheritsOrDeclaresParameterlessInit(_ members: Members) -> Bool {
        let designated = members.initializers.filter { !$0.isConvenience }
        if designated.isEmpty || members.initializers.contains(where: { $0.parameters.isEmpty }) { return true }
        let labels = Set(designated.map { $0.parameters.map { $0.label ?? "_" } })
        return labels.contains(["nibName", "bundle"]) && labels.contains(["coder"])
    }

    /// `X(nibName:bundle:)` compiles when the class declares no designated initializer or declares that one.
    static func inheritsNibInitializer(_ members: Members) -> Bool {
        members.initializers.allSatisfy(\.isConvenience)
            || members.initializers.contains { !$0.isConvenience && $0.parameters.map(\.label) == ["nibName", "bundle"] }
    }
}

/// A view controller class joined across files: what refactors need to edit it.
@_spi(Scenery) public struct ViewControllerClass: Hashable, Sendable {
    @_spi(Scenery) public var declaration: TypeDecl
    @_spi(Scenery) public var path: String
    /// Members of the body and of every extension.
    @_spi(Scenery) public var members: Members
    @_spi(Scenery) public var conformances: [String]
    @_spi(Scenery) public var superclassChain: [String]

    @_spi(Scenery) public init(declaration: TypeDecl, path: String, members: Members, conformances: [String], superclassChain: [String]) {
        self.declaration = declaration
        self.path = path
        self.members = members
        self.conformances = conformances
        self.superclassChain = superclassChain
    }

    @_spi(Scenery) public var qualifiedName: String { declaration.qualifiedName }

    /// Dependencies in the references' sense: implicitly unwrapped stored `var`s that are not
    /// outlets, that code outside the class may set and that its own file does not set itself.
    @_spi(Scenery) public var dependencies: [PropertyDecl] { members.properties.filter(Self.isDependency) }

    static func isDependency(_ property: PropertyDecl) -> Bool {
        property.isImplicitlyUnwrapped && property.isStored && !property.isConstant && !property.isStatic && !property.isIBOutlet
            && !property.isSetByItsFile && (property.setterAccess ?? property.access ?? .internal) >= .internal
    }
}
