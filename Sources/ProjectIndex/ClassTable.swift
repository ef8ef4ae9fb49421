/// The protocol each convention's classes adopt, and where modules come from: what the joins
/// need from the configuration.
public struct JoinOptions: Hashable, Sendable {
    /// The references' protocol names.
    public static let referenceProtocols: [Convention: String] = [
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

    public var protocols: [Convention: String]
    public var modules: ModuleMap?

    public init(protocols: [Convention: String] = JoinOptions.referenceProtocols, modules: ModuleMap? = nil) {
        self.protocols = Self.referenceProtocols.merging(protocols) { _, configured in configured }
        self.modules = modules
    }

    /// The namespaced convention's protocol (`StoryboardInstantiatable`).
    public var protocolName: String { protocols[.namespaced] ?? "StoryboardInstantiatable" }
}

/// Classes of the project with their members joined from extensions and their superclass chains.
struct ClassTable {
    struct Class {
        var declaration: TypeDecl
        var path: String
        var members: Members
        /// Properties from the body and every extension, with the file each is written in.
        var properties: [Located<PropertyDecl>]
        var conformances: [String]
        /// The first inherited type, when it names a class (of the project or of the SDK).
        var superclass: String?
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

    /// Where a project class's superclass chain ends when it is not a view controller's.
    enum Root { case viewController, windowController, view, other }

    private(set) var classes: [String: Class] = [:]
    /// Simple name -> qualified names, to resolve an unqualified superclass or extension.
    private var qualifiedNamesBySimpleName: [String: [String]] = [:]

    init(files: [SwiftFileFacts]) {
        for file in files {
            for type in file.types where type.kind == .class {
                let name = type.qualifiedName
                guard classes[name] == nil else { continue }
                classes[name] = Class(
                    declaration: type, path: file.path, members: type.members,
                    properties: type.members.properties.map { Located($0, in: file.path) }, conformances: [], superclass: nil
                )
                qualifiedNamesBySimpleName[type.name, default: []].append(name)
            }
        }
        for name in classes.keys {
            guard var entry = classes[name] else { continue }
            let inherited = entry.declaration.inheritedTypes
            // The first inherited type is the superclass when it is a class: a project class, or
            // (by their prefixes) one of the SDK's. Anything else is a protocol.
            if let first = inherited.first, resolve(first) != nil || Self.isPlatformClassName(first) {
                entry.superclass = first
                entry.conformances = Array(inherited.dropFirst())
            } else {
                entry.conformances = inherited
            }
            classes[name] = entry
        }
        for file in files {
            for ext in file.extensions {
                guard let name = resolve(ext.extendedType), var entry = classes[name] else { continue }
                entry.members = entry.members + ext.members
                entry.properties += ext.members.properties.map { Located($0, in: file.path) }
                entry.conformances += ext.conformances
                classes[name] = entry
            }
        }
    }

    static func isPlatformClassName(_ name: String) -> Bool {
        platformViewControllers.contains(name) || name.hasPrefix("UI") || name.hasPrefix("NS")
    }

    /// The qualified name of a project class written as `name` (qualified, or unique simple name).
    func resolve(_ name: String) -> String? {
        if classes[name] != nil { return name }
        let candidates = qualifiedNamesBySimpleName[name] ?? []
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Superclasses nearest first, ending at a platform class; nil when the chain does not reach
    /// one (or loops).
    func chain(of name: String) -> [String]? {
        var chain: [String] = []
        var visited: Set<String> = [name]
        var current = classes[name]?.superclass
        while let superclass = current {
            chain.append(superclass)
            // An SDK class ends the chain, even when a stand-in module of the project declares it.
            if Self.isPlatformClassName(superclass) { return chain }
            guard let resolved = resolve(superclass) else { return nil }
            guard visited.insert(resolved).inserted else { return nil }
            current = classes[resolved]?.superclass
        }
        return nil
    }

    func chainsBySimpleName() -> [String: [String]] {
        var chains: [String: [String]] = [:]
        for (name, entry) in classes {
            if let chain = chain(of: name) { chains[entry.declaration.name] = chain.map(Identifiers.simpleName) }
        }
        return chains
    }

    /// The chain, when it reaches a platform view controller (the screens' chains).
    func viewControllerChain(of name: String) -> [String]? {
        guard let chain = chain(of: name), Self.root(of: chain) == .viewController || Self.root(of: chain) == .windowController else { return nil }
        return chain
    }

    static func root(of chain: [String]) -> Root {
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

    /// The class and its project ancestors, nearest first.
    func lineage(of name: String) -> [Class] {
        guard let entry = classes[name] else { return [] }
        return [entry] + (chain(of: name) ?? []).compactMap { resolve($0) }.compactMap { classes[$0] }
    }

    /// A static property of the class or of a project ancestor (the nearest declaration wins).
    func staticProperty(_ propertyName: String, of name: String) -> Located<PropertyDecl>? {
        lineage(of: name).lazy.compactMap { ancestor in
            ancestor.properties.first { $0.value.isStatic && $0.value.name == propertyName }
        }.first
    }

    func viewControllers() -> [ViewControllerClass] {
        classes.keys.sorted().compactMap { name in
            guard let entry = classes[name], let chain = viewControllerChain(of: name) else { return nil }
            return ViewControllerClass(
                declaration: entry.declaration, path: entry.path, members: entry.members, conformances: entry.conformances, superclassChain: chain
            )
        }
    }

    /// Every class that follows a convention, view controllers and (for the nib conventions) views.
    func screens(
        initializerMethodName: String, options: JoinOptions, storyboardNames: StoryboardNames?, identifiableRoots: Set<String>
    ) -> [Screen] {
        classes.keys.sorted().compactMap { name -> Screen? in
            guard let entry = classes[name], let chain = chain(of: name) else { return nil }
            let kind: Screen.Kind
            switch Self.root(of: chain) {
            case .viewController: kind = .viewController
            case .windowController: kind = .windowController
            case .view: kind = .view
            case .other: return nil
            }
            let lineage = lineage(of: name)
            let conformances = lineage.flatMap(\.conformances)
            var conventions = options.protocols.compactMap { convention, protocolName in
                conformances.contains { $0 == protocolName || $0.hasSuffix("." + protocolName) } ? convention : nil
            }
            let initializer = lineage.lazy.compactMap { ancestor in
                ancestor.members.methods.first { !$0.isStatic && $0.name == initializerMethodName }.map { Located($0, in: ancestor.path) }
            }.first
            if kind == .viewController {
                if initializer != nil, !conventions.contains(.namespaced) { conventions.append(.namespaced) }
                let root = chain.contains { $0.hasPrefix("NS") } ? "NSViewController" : "UIViewController"
                if identifiableRoots.contains(root), !conventions.contains(.storyboardIdentifiable) { conventions.append(.storyboardIdentifiable) }
            } else {
                // Views follow the nib conventions only; a window controller, the storyboard ones.
                let allowed: Set<Convention> = kind == .view
                    ? [.ibConstructible, .reusableNibLoadable, .reusableNibOwnerLoadable]
                    : [.storyboardable, .ibConstructible, .storyboardIdentifiable, .reusableStoryboardBased, .reusableStoryboardSceneBased]
                conventions = conventions.filter(allowed.contains)
            }
            guard !conventions.isEmpty else { return nil }
            let instantiatable = conformances.contains { $0 == options.protocolName || $0.hasSuffix("." + options.protocolName) }
            return Screen(
                name: entry.declaration.name,
                qualifiedName: name,
                declaration: SourceLocation(path: entry.path, range: entry.declaration.nameRange),
                access: entry.declaration.access,
                genericParameters: entry.declaration.genericParameters,
                superclassChain: chain,
                conformances: conformances,
                initializer: initializer,
                storyboard: instantiatable ? binding(of: name, storyboardNames: storyboardNames) : nil,
                hasParameterlessInit: lineage.allSatisfy(Self.inheritsOrDeclaresParameterlessInit),
                conventions: conventions.sorted(),
                kind: kind,
                dependencies: lineage.reversed().flatMap { ancestor in ancestor.properties.filter { ViewControllerClass.isDependency($0.value) } },
                module: options.modules?.module(ofPath: entry.path)
            )
        }
    }

    /// `static var storyboardName: UIStoryboard.Name { .profile }` resolved to a case and a file name.
    private func binding(of name: String, storyboardNames: StoryboardNames?) -> StoryboardBinding {
        guard let property = staticProperty("storyboardName", of: name), let expression = property.value.valueExpression else {
            let entry = classes[name]
            return StoryboardBinding(expression: "", location: SourceLocation(path: entry?.path ?? "", range: entry?.declaration.nameRange ?? .empty(at: 0)))
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
    static func inheritsOrDeclaresParameterlessInit(_ entry: Class) -> Bool {
        let designated = entry.members.initializers.filter { !$0.isConvenience }
        if designated.isEmpty || entry.members.initializers.contains(where: { $0.parameters.isEmpty }) { return true }
        let labels = Set(designated.map { $0.parameters.map { $0.label ?? "_" } })
        return labels.contains(["nibName", "bundle"]) && labels.contains(["coder"])
    }
}

/// A view controller class joined across files: what refactors need to edit it.
public struct ViewControllerClass: Hashable, Sendable {
    public var declaration: TypeDecl
    public var path: String
    /// Members of the body and of every extension.
    public var members: Members
    public var conformances: [String]
    public var superclassChain: [String]

    public var qualifiedName: String { declaration.qualifiedName }

    /// Dependencies in the references' sense: implicitly unwrapped stored `var`s that are not
    /// outlets and that code outside the class may set.
    public var dependencies: [PropertyDecl] { members.properties.filter(Self.isDependency) }

    static func isDependency(_ property: PropertyDecl) -> Bool {
        property.isImplicitlyUnwrapped && property.isStored && !property.isConstant && !property.isStatic && !property.isIBOutlet
            && (property.setterAccess ?? property.access ?? .internal) >= .internal
    }
}
