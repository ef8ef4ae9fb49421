import Foundation

/// The project's facts joined across files: classes with their members from every extension,
/// superclass chains at any depth, screens with their storyboard bindings, storyboards by name.
public struct ProjectSnapshot: Sendable {
    public let swiftFiles: [SwiftFileFacts]
    public let interfaceFiles: [InterfaceFileFacts]
    /// User-code screens, sorted by qualified name.
    public let screens: [Screen]
    /// Every view controller class of the project (screens or not), with members from all its extensions.
    public let viewControllers: [ViewControllerClass]
    /// The project's `UIStoryboard.Name` enum, merged from all its declarations and extensions.
    public let storyboardNames: StoryboardNames?
    /// Storyboards by the name `UIStoryboard(name:)` takes. With several files of one name
    /// (localised copies), the first by path.
    public let storyboardsByName: [String: InterfaceFileFacts]
    /// The project declares the screens' protocol itself (so generated code must not).
    public let declaresInstantiatableProtocol: Bool
    /// The project declares a static `instantiate` in an extension of `UIViewController`.
    public let declaresInstantiateHelper: Bool

    init(swiftFiles: [SwiftFileFacts], interfaceFiles: [InterfaceFileFacts], scanOptions: SwiftScanOptions, protocolName: String) {
        self.swiftFiles = swiftFiles
        self.interfaceFiles = interfaceFiles
        let userFiles = swiftFiles.filter { !$0.isGenerated }
        let storyboardNames = StoryboardNames(files: userFiles)
        self.storyboardNames = storyboardNames
        var byName: [String: InterfaceFileFacts] = [:]
        for file in interfaceFiles where file.kind == .storyboard && byName[file.name] == nil {
            byName[file.name] = file
        }
        self.storyboardsByName = byName
        let classes = ClassTable(files: userFiles)
        self.screens = classes.screens(initializerMethodName: scanOptions.initializerMethodName, protocolName: protocolName, storyboardNames: storyboardNames)
        self.viewControllers = classes.viewControllers()
        self.declaresInstantiatableProtocol = userFiles.contains { file in
            file.types.contains { $0.kind == .protocol && $0.name == protocolName && $0.nestingPath.isEmpty }
        }
        self.declaresInstantiateHelper = userFiles.contains { file in
            file.extensions.contains { ext in
                ext.extendedType == "UIViewController" && ext.members.methods.contains { $0.isStatic && $0.name == "instantiate" }
            }
        }
    }

    public func screen(named qualifiedName: String) -> Screen? {
        screens.first { $0.qualifiedName == qualifiedName }
    }

    public func swiftFile(at path: String) -> SwiftFileFacts? { swiftFiles.first { $0.path == path } }
    public func interfaceFile(at path: String) -> InterfaceFileFacts? { interfaceFiles.first { $0.path == path } }
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
    public var dependencies: [PropertyDecl] {
        members.properties.filter { property in
            property.isImplicitlyUnwrapped && property.isStored && !property.isConstant && !property.isStatic && !property.isIBOutlet
                && (property.setterAccess ?? property.access ?? .internal) >= .internal
        }
    }
}

/// The merged `UIStoryboard.Name` enum.
public struct StoryboardNames: Sendable, Hashable {
    public struct Case: Sendable, Hashable {
        public var declaration: StoryboardNameCase
        public var path: String
        /// The storyboard file name (no extension); nil when the mapping cannot be evaluated.
        public var fileName: String?
    }

    public let cases: [Case]
    public let fileNameMapping: FileNameMapping
    /// `fileName`/`filename` when the enum declares such a property, nil when it maps with `rawValue`.
    public let fileNameProperty: String?
    public var declaresFileName: Bool { fileNameProperty != nil }
    /// Where the mapping is written (the enum, or the `fileName` property's file).
    public let path: String

    init?(files: [SwiftFileFacts]) {
        let declarations = files.flatMap { file in file.storyboardNameEnums.map { (file.path, $0) } }
        guard let first = declarations.first else { return nil }
        // The enum's cases may be in one file and its `fileName` in another: the mapping comes
        // from whichever declaration implements `fileName`.
        let mappingSource = declarations.first { $0.1.declaresFileName } ?? first
        self.fileNameMapping = mappingSource.1.fileNameMapping
        self.fileNameProperty = mappingSource.1.fileNameProperty
        self.path = mappingSource.0
        let mapping = mappingSource.1.fileNameMapping
        self.cases = declarations.flatMap { path, declaration in
            declaration.cases.map { Case(declaration: $0, path: path, fileName: mapping.fileName(for: $0.rawValue)) }
        }
    }

    public func `case`(named name: String) -> Case? { cases.first { $0.declaration.name == name } }
}

/// Classes of the project with their members joined from extensions.
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
        "UIActivityViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
        "NSViewController", "NSWindowController", "NSTabViewController", "NSSplitViewController",
        "NSPageController", "NSTitlebarAccessoryViewController", "NSCollectionViewItem",
    ]

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
            if let first = inherited.first, Self.platformViewControllers.contains(first) || resolve(first) != nil
                || first.hasPrefix("UI") || first.hasPrefix("NS")
            {
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

    /// The qualified name of a project class written as `name` (qualified, or unique simple name).
    func resolve(_ name: String) -> String? {
        if classes[name] != nil { return name }
        let candidates = qualifiedNamesBySimpleName[name] ?? []
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Superclasses nearest first, ending at a platform class; nil when the chain does not reach
    /// a platform view controller (or loops).
    func viewControllerChain(of name: String) -> [String]? {
        var chain: [String] = []
        var visited: Set<String> = [name]
        var current = classes[name]?.superclass
        while let superclass = current {
            chain.append(superclass)
            if Self.platformViewControllers.contains(superclass) { return chain }
            guard let resolved = resolve(superclass), visited.insert(resolved).inserted else { return nil }
            current = classes[resolved]?.superclass
        }
        return nil
    }

    func viewControllers() -> [ViewControllerClass] {
        classes.keys.sorted().compactMap { name in
            guard let entry = classes[name], let chain = viewControllerChain(of: name) else { return nil }
            return ViewControllerClass(
                declaration: entry.declaration, path: entry.path, members: entry.members, conformances: entry.conformances, superclassChain: chain
            )
        }
    }

    func screens(initializerMethodName: String, protocolName: String, storyboardNames: StoryboardNames?) -> [Screen] {
        classes.keys.sorted().compactMap { name -> Screen? in
            guard let entry = classes[name], let chain = viewControllerChain(of: name) else { return nil }
            let projectAncestors = chain.compactMap { resolve($0) }.compactMap { classes[$0] }
            let initializer = ([entry] + projectAncestors).lazy.compactMap { ancestor in
                ancestor.members.methods.first { !$0.isStatic && $0.name == initializerMethodName }
                    .map { Located($0, in: ancestor.path) }
            }.first
            let conforms = entry.conformances.contains { $0 == protocolName || $0.hasSuffix("." + protocolName) }
            guard initializer != nil || conforms else { return nil }
            return Screen(
                name: entry.declaration.name,
                qualifiedName: name,
                declaration: SourceLocation(path: entry.path, range: entry.declaration.nameRange),
                access: entry.declaration.access,
                genericParameters: entry.declaration.genericParameters,
                superclassChain: chain,
                conformances: entry.conformances,
                initializer: initializer,
                storyboard: conforms ? binding(of: entry, storyboardNames: storyboardNames) : nil,
                hasParameterlessInit: ([entry] + projectAncestors).allSatisfy(Self.inheritsOrDeclaresParameterlessInit)
            )
        }
    }

    /// `static var storyboardName: UIStoryboard.Name { .profile }` resolved to a case and a file name.
    private func binding(of entry: Class, storyboardNames: StoryboardNames?) -> StoryboardBinding {
        guard let property = entry.properties.first(where: { $0.value.isStatic && $0.value.name == "storyboardName" }),
            let expression = property.value.valueExpression
        else {
            return StoryboardBinding(expression: "", location: SourceLocation(path: entry.path, range: entry.declaration.nameRange))
        }
        let range = property.value.valueExpressionRange ?? property.value.nameRange
        let caseName = Self.caseName(in: expression)
        let fileName = caseName.flatMap { storyboardNames?.case(named: $0)?.fileName }
        return StoryboardBinding(
            expression: expression, location: SourceLocation(path: property.path, range: range), caseName: caseName, fileName: fileName
        )
    }

    /// `.profile`, `UIStoryboard.Name.profile`, `Name.profile` -> `profile`.
    static func caseName(in expression: String) -> String? {
        let trimmed = expression.trimmingCharacters(in: .whitespaces)
        let prefixes = [".", "UIStoryboard.Name.", "Name.", "Self.", "NSStoryboard.Name."]
        for prefix in prefixes where trimmed.hasPrefix(prefix) {
            let name = trimmed.dropFirst(prefix.count)
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return String(name)
            }
        }
        return nil
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
