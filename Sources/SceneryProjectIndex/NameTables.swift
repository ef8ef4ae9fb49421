@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// The project-wide tables the join resolves names through: storyboards and xibs by name, the
/// scenes and xibs that name each class, the storyboard-names enums, the static constants, the
/// instantiation helpers, the types by name. Each is built from every file's contribution and
/// changed in place when one file's facts change (`add`/`remove`), telling which `JoinKey`s it
/// touched: only a change a reader could see counts (a constant's value, not where it is written).
/// Readers note what they read into `reads`, when it is set.
struct NameTables: Sendable {
    /// Where the units derived now note what they read (nil: nobody is listening).
    var reads: Reads<JoinKey>?

    // MARK: Swift files

    /// Every storyboard-names enum, merged from its declarations (generated files' included), by qualified name.
    private(set) var storyboardNameEnums: [StoryboardNames] = []
    /// The one of them code most likely means.
    private(set) var preferredEnum: StoryboardNames?
    /// The enums' declarations by path, in file order: what `storyboardNameEnums` is made of.
    private var enumDeclarations: [String: [StoryboardNameEnum]] = [:]
    private var constants = StringConstants()
    /// By name, in file order.
    private var helpers: [String: [(path: String, helper: InstantiationHelper)]] = [:]
    /// `extension UIViewController: StoryboardIdentifiable {}`: the roots so extended, with how many files do it.
    private var identifiableRootCounts: [String: Int] = [:]
    /// The protocols the user's files declare under a Reusable protocol's name but without its
    /// requirement (a project's own `NibLoadable` with `static func nib()`), with how many files do.
    private var unlikeReusableCounts: [String: Int] = [:]
    /// Where each type the user's files declare is declared, by simple name, in file order.
    private(set) var typeDeclarations: [String: [SourceLocation]] = [:]
    /// The user files that declare SwiftGen's scenes.
    private var swiftGenPaths: Set<String> = []

    // MARK: Interface Builder files

    /// The paths of the files of each name (sorted), and of each device-independent name of variants.
    private var exactPaths: [InterfaceFileKey: [String]] = [:]
    private var variantPaths: [InterfaceFileKey: [String]] = [:]
    /// Per class (simple name): what each file places of it, in file order (`Placements`).
    private var placementSources: [String: [(path: String, placement: InterfacePlacement)]] = [:]
    /// Per class (simple name): the storyboards (by the name they are loaded with) some file of
    /// which holds a scene of the class, each with how many files of that name do. Any file counts,
    /// not only the first of its name: two targets may each have their own `Main.storyboard`, and
    /// the checks pick the one of the calling file's target.
    private var holdingNames: [String: [String: Int]] = [:]
    /// Every storyboard's name, sorted, and the names SwiftGen and R.swift give them.
    private(set) var storyboardNameList: [String] = []
    /// Made when first read: most projects use neither, and a whole project's load would name
    /// every storyboard twice for nothing. A new list gets a new memo.
    private var storyboardsByGeneratedName = Memo<[GeneratedNaming: [String: [String]]]>()

    /// The tables of `swiftFiles` and `interfaceFiles` (sorted by path).
    init(swiftFiles: ChunkedArray<SwiftFileFacts>, interfaceFiles: ChunkedArray<InterfaceFileFacts>) {
        var ignored: Set<JoinKey>?
        for index in swiftFiles.indices { replace(nil, with: swiftFiles[index], touching: &ignored) }
        for index in interfaceFiles.indices { replace(nil, with: interfaceFiles[index], touching: &ignored) }
        refreshStoryboardList()
    }

    /// Lists the storyboards' names again; returns whether the list changed.
    @discardableResult
    private mutating func refreshStoryboardList() -> Bool {
        let list = Set(firstPaths(of: .storyboard).keys).sorted()
        guard list != storyboardNameList else { return false }
        storyboardNameList = list
        storyboardsByGeneratedName = Memo()
        return true
    }

    // MARK: Reading

    private func note(_ key: JoinKey) { reads?.note(key) }

    /// The storyboard-names enum code most likely means (`StoryboardNames.preferredFirst`).
    var preferredStoryboardNames: StoryboardNames? {
        note(.storyboardNameEnums)
        return preferredEnum
    }

    /// Every storyboard-names enum, for the units that resolve a case through them.
    var enumsRead: [StoryboardNames] {
        note(.storyboardNameEnums)
        return storyboardNameEnums
    }

    func constantValue(of literal: Literal) -> Literal? {
        guard let path = literal.constantPath, path.hasPrefix(".") else {
            if let path = literal.constantPath { note(.constant(StringConstants.tail(path))) }
            return constants.value(of: literal)
        }
        // `.settings` where the platform takes a name: a static member of `String` or of one of
        // the platform's aliases of it, which are one type.
        for type in Self.stringNameTypes {
            var member = literal
            member.constantPath = type + path
            note(.constant(StringConstants.tail(type + path)))
            if let value = constants.value(of: member) { return value }
        }
        return nil
    }

    /// `String` and the platform's name types, which are aliases of it.
    static let stringNameTypes = [
        "String", "NSStoryboard.Name", "NSStoryboard.SceneIdentifier", "NSStoryboardSegue.Identifier", "NSNib.Name",
    ]

    func helpers(named name: String) -> [InstantiationHelper] {
        note(.helper(name))
        return helpers[name, default: []].map(\.helper)
    }

    /// The helpers of this name, with the file each is declared in.
    func locatedHelpers(named name: String) -> [(path: String, helper: InstantiationHelper)] {
        note(.helper(name))
        return helpers[name, default: []]
    }

    var swiftGenIsDeclared: Bool {
        note(.swiftGenDeclarations)
        return !swiftGenPaths.isEmpty
    }

    /// Where the project's storyboards and xibs place the class of this simple name.
    func placement(ofClass name: String) -> InterfacePlacement {
        note(.placement(name))
        return Self.merged(placementSources[name, default: []])
    }

    /// The storyboards holding a scene of this class (simple name), sorted.
    func storyboards(holdingSceneOf className: String) -> [String] {
        note(.holding(className))
        return holdingNames[className].map { $0.keys.sorted() } ?? []
    }

    /// Every storyboard's name, sorted: what code that does not say which storyboard may mean.
    var storyboardNames: [String] {
        note(.storyboardList)
        return storyboardNameList
    }

    func storyboards(named name: String, by naming: GeneratedNaming) -> [String] {
        note(.storyboardList)
        let list = storyboardNameList
        let byName = storyboardsByGeneratedName.value {
            Dictionary(
                uniqueKeysWithValues: [GeneratedNaming.swiftGen, .rSwift].map { naming in
                    (naming, Dictionary(grouping: list, by: naming.storyboardName))
                })
        }
        return byName[naming]?[name] ?? []
    }

    /// The paths of the files a name loads: the files of that name, else its device variants.
    func paths(named key: InterfaceFileKey) -> [String]? { exactPaths[key] ?? variantPaths[key] }

    /// Whether a file of that name, or variants of it, is in the project.
    func hasFile(named key: InterfaceFileKey) -> Bool {
        note(.interfaceFile(key))
        return paths(named: key) != nil
    }

    /// The files of that name and its device variants, whichever a name loads.
    func allPaths(named key: InterfaceFileKey) -> Set<String> { Set((exactPaths[key] ?? []) + (variantPaths[key] ?? [])) }

    /// Every name a file of this kind is loaded by, each with its first file's path.
    func firstPaths(of kind: InterfaceFileFacts.Kind) -> [String: String] {
        var first: [String: String] = [:]
        for (key, paths) in variantPaths where key.kind == kind { first[key.name] = paths[0] }
        for (key, paths) in exactPaths where key.kind == kind { first[key.name] = paths[0] }
        return first
    }

    // MARK: Swift contributions

    /// Takes `new` in place of `old` (nil: the file is new, or gone); with `touched`, notes the
    /// keys whose readers would see a change.
    mutating func replace(_ old: SwiftFileFacts?, with new: SwiftFileFacts?, touching touched: inout Set<JoinKey>?) {
        guard let path = (old ?? new)?.path else { return }
        let oldEnums = old?.storyboardNameEnums ?? []
        let newEnums = new?.storyboardNameEnums ?? []
        if oldEnums != newEnums {
            let before = touched != nil ? Self.signature(storyboardNameEnums) : []
            enumDeclarations[path] = newEnums.isEmpty ? nil : newEnums
            storyboardNameEnums = StoryboardNames.all(
                in: enumDeclarations.sorted { $0.key < $1.key }.flatMap { path, enums in enums.map { (path, $0) } })
            preferredEnum = StoryboardNames.preferredFirst(storyboardNameEnums).first
            if touched != nil, Self.signature(storyboardNameEnums) != before { touched?.insert(.storyboardNameEnums) }
        }
        // Generated files name storyboards in their enums, nothing else.
        let old = old?.isGenerated == false ? old : nil
        let new = new?.isGenerated == false ? new : nil
        guard old != nil || new != nil else { return }

        let (oldConstants, newConstants) = (old.map(StringConstants.contributions) ?? [], new.map(StringConstants.contributions) ?? [])
        if !oldConstants.elementsEqual(newConstants, by: { $0 == $1 }) {
            for (constantPath, _) in oldConstants {
                constants.remove(constantPath, from: path)
                touched?.insert(.constant(StringConstants.tail(constantPath)))
            }
            for (constantPath, value) in newConstants {
                constants.add(constantPath, value: value, from: path)
                touched?.insert(.constant(StringConstants.tail(constantPath)))
            }
        }

        let (oldHelpers, newHelpers) = (old?.instantiationHelpers ?? [], new?.instantiationHelpers ?? [])
        if oldHelpers != newHelpers {
            for name in Set(oldHelpers.map(\.name)) {
                helpers[name]?.removeAll { $0.path == path }
                if helpers[name]?.isEmpty == true { helpers[name] = nil }
                touched?.insert(.helper(name))
            }
            for helper in newHelpers {
                Self.insert((path, helper), into: &helpers[helper.name, default: []], by: \.path)
                touched?.insert(.helper(helper.name))
            }
        }

        let (oldRoots, newRoots) = (old.map(Self.identifiableRoots) ?? [], new.map(Self.identifiableRoots) ?? [])
        if oldRoots != newRoots {
            Self.recount(&identifiableRootCounts, removing: oldRoots, adding: newRoots)
            touched?.insert(.identifiableRoots)
        }

        let (oldUnlike, newUnlike) = (old.map(Self.protocolsUnlikeReusable) ?? [], new.map(Self.protocolsUnlikeReusable) ?? [])
        if oldUnlike != newUnlike {
            Self.recount(&unlikeReusableCounts, removing: oldUnlike, adding: newUnlike)
            touched?.insert(.protocolsUnlikeReusable)
        }

        // Read by the rules, not by the units: no key to touch.
        for name in Set(old?.types.map(\.name) ?? []) {
            typeDeclarations[name]?.removeAll { $0.path == path }
            if typeDeclarations[name]?.isEmpty == true { typeDeclarations[name] = nil }
        }
        for type in new?.types ?? [] {
            Self.insert(SourceLocation(path: path, range: type.nameRange), into: &typeDeclarations[type.name, default: []], by: \.path)
        }

        let declaresSwiftGen = new.map { !ExpectationBuilder.swiftGenDeclarations(in: $0).isEmpty } ?? false
        if declaresSwiftGen != swiftGenPaths.contains(path) {
            if declaresSwiftGen { swiftGenPaths.insert(path) } else { swiftGenPaths.remove(path) }
            touched?.insert(.swiftGenDeclarations)
        }
    }

    /// Counts `removed` out of `counts` (a name gone at zero) and `added` in: how many files contribute each name.
    private static func recount(_ counts: inout [String: Int], removing removed: [String], adding added: [String]) {
        for name in removed { counts[name] = counts[name].flatMap { $0 > 1 ? $0 - 1 : nil } }
        for name in added { counts[name, default: 0] += 1 }
    }

    /// What the units read of the enums: each enum's cases and the files they map to (not where they are written).
    private static func signature(_ enums: [StoryboardNames]) -> [[String?]] {
        enums.map { names in [names.qualifiedName] + names.cases.flatMap { [$0.declaration.name, $0.fileName] } }
    }

    /// `extension UIViewController: StoryboardIdentifiable {}` makes every UIKit controller one
    /// (not AppKit's). The protocol's name is the configured one; any conformance counts here,
    /// and the screens ask for the configured name.
    private static func identifiableRoots(of file: SwiftFileFacts) -> [String] {
        file.extensions.filter { ["UIViewController", "NSViewController"].contains($0.extendedType) && !$0.conformances.isEmpty }
            .flatMap { ext in ext.conformances.map { ext.extendedType + ":" + $0 } }
    }

    /// Reusable's protocols, each with the static property it requires.
    private static let reusableRequirements = [
        "NibLoadable": "nib", "NibOwnerLoadable": "nib", "StoryboardBased": "sceneStoryboard", "StoryboardSceneBased": "sceneStoryboard",
    ]

    /// The file's top-level protocols named as Reusable's that do not require what Reusable's does.
    private static func protocolsUnlikeReusable(of file: SwiftFileFacts) -> [String] {
        file.types.compactMap { type in
            guard type.kind == .protocol, type.nestingPath.isEmpty, let required = reusableRequirements[type.name] else { return nil }
            return type.members.properties.contains { $0.isStatic && $0.name == required } ? nil : type.name
        }
    }

    /// Whether the project declares its own protocol of this Reusable protocol's name, unlike Reusable's.
    func declaresProtocolUnlikeReusable(_ name: String) -> Bool {
        note(.protocolsUnlikeReusable)
        return !unlikeReusableCounts.isEmpty && unlikeReusableCounts[name] != nil
    }

    /// Whether an extension makes every view controller of `root` conform to `protocolName`.
    func isIdentifiable(_ root: String, conformingTo protocolName: String) -> Bool {
        note(.identifiableRoots)
        return !identifiableRootCounts.isEmpty && identifiableRootCounts[root + ":" + protocolName] != nil
    }

    // MARK: Interface Builder contributions

    /// Takes `new` in place of `old` (nil: the file is new, or gone); with `touched`, notes the
    /// keys whose readers would see a change.
    mutating func replace(_ old: InterfaceFileFacts?, with new: InterfaceFileFacts?, touching touched: inout Set<JoinKey>?) {
        guard let file = old ?? new else { return }
        let path = file.path
        let exact = InterfaceFileKey(kind: file.kind, name: file.name)
        let independent = file.deviceIndependentName
        var keys = [exact]
        if independent != file.name { keys.append(InterfaceFileKey(kind: file.kind, name: independent)) }
        if old == nil || new == nil {
            for key in keys { touched?.insert(.interfaceFile(key)) }
        }
        if old == nil {
            Self.insert(path, into: &exactPaths[exact, default: []], by: \.self)
            if keys.count > 1 { Self.insert(path, into: &variantPaths[keys[1], default: []], by: \.self) }
        } else if new == nil {
            exactPaths[exact]?.removeAll { $0 == path }
            if exactPaths[exact]?.isEmpty == true { exactPaths[exact] = nil }
            if keys.count > 1 {
                variantPaths[keys[1]]?.removeAll { $0 == path }
                if variantPaths[keys[1]]?.isEmpty == true { variantPaths[keys[1]] = nil }
            }
        }
        if file.kind == .storyboard {
            let (held, holds) = (Self.sceneClasses(of: old), Self.sceneClasses(of: new))
            for key in keys {
                for className in held.subtracting(holds) {
                    let count = (holdingNames[className]?[key.name] ?? 1) - 1
                    holdingNames[className]?[key.name] = count > 0 ? count : nil
                    if holdingNames[className]?.isEmpty == true { holdingNames[className] = nil }
                    if count == 0 { touched?.insert(.holding(className)) }
                }
                for className in holds.subtracting(held) {
                    holdingNames[className, default: [:]][key.name, default: 0] += 1
                    if holdingNames[className]?[key.name] == 1 { touched?.insert(.holding(className)) }
                }
            }
            // A whole project's load lists the names once, at its end.
            if old == nil || new == nil, touched != nil, refreshStoryboardList() { touched?.insert(.storyboardList) }
        }
        let oldPlacements = old.map(Self.placements) ?? [:]
        let newPlacements = new.map(Self.placements) ?? [:]
        // The new classes, then the old ones no longer placed: no set of both to build (a whole project's load has no old ones).
        for className in Array(newPlacements.keys) + oldPlacements.keys.filter({ newPlacements[$0] == nil })
        where oldPlacements[className] != newPlacements[className] {
            if oldPlacements[className] != nil {
                placementSources[className]?.removeAll { $0.path == path }
                if placementSources[className]?.isEmpty == true { placementSources[className] = nil }
            }
            if let placement = newPlacements[className] {
                Self.insert((path, placement), into: &placementSources[className, default: []], by: \.path)
            }
            touched?.insert(.placement(className))
        }
    }

    private static func sceneClasses(of file: InterfaceFileFacts?) -> Set<String> {
        Set(file?.scenes.compactMap { $0.customClass?.value } ?? [])
    }

    /// What one file places of each class: the scenes whose controller is of that class (not
    /// storyboard references), and the xibs whose File's Owner or top-level object is.
    private static func placements(of file: InterfaceFileFacts) -> [String: InterfacePlacement] {
        let at = { (range: ByteRange) in SourceLocation(path: file.path, range: range) }
        let fileName = file.name
        var byClass: [String: InterfacePlacement] = [:]
        switch file.kind {
        case .storyboard:
            let initial = file.initialViewControllerID?.value
            for scene in file.scenes where !scene.isStoryboardReference {
                guard let className = scene.customClass?.value else { continue }
                byClass[className, default: InterfacePlacement()].scenes.append(
                    PlacedScene(
                        storyboard: fileName, identifier: scene.storyboardIdentifier?.value, isInitial: scene.objectID == initial,
                        location: at(scene.startTagRange)
                    )
                )
            }
        case .xib:
            for object in file.topLevelObjects {
                guard let className = object.customClass?.value else { continue }
                let isFilesOwner = object.placeholderIdentifier == "IBFilesOwner"
                guard isFilesOwner || object.placeholderIdentifier == nil else { continue }
                byClass[className, default: InterfacePlacement()].nibs.append(
                    PlacedNib(name: fileName, isFilesOwner: isFilesOwner, location: at(object.startTagRange)))
            }
        }
        return byClass
    }

    /// The files' placements of one class, in file order. Localised copies of a storyboard hold
    /// the same scene: the first by path speaks for all; a xib names a class once per role.
    private static func merged(_ sources: [(path: String, placement: InterfacePlacement)]) -> InterfacePlacement {
        guard sources.count > 1 || sources.first.map({ Self.hasRepeats($0.placement) }) == true else {
            return sources.first?.placement ?? InterfacePlacement()
        }
        var merged = InterfacePlacement()
        for source in sources {
            for scene in source.placement.scenes
            where !merged.scenes.contains(where: { $0.storyboard == scene.storyboard && $0.identifier == scene.identifier }) {
                merged.scenes.append(scene)
            }
            for nib in source.placement.nibs where !merged.nibs.contains(where: { $0.name == nib.name && $0.isFilesOwner == nib.isFilesOwner }) {
                merged.nibs.append(nib)
            }
        }
        return merged
    }

    /// Two scenes of one class with one Storyboard ID in one file, or a xib naming a class twice in one role.
    private static func hasRepeats(_ placement: InterfacePlacement) -> Bool {
        Set(placement.scenes.map { [$0.storyboard, $0.identifier] }).count != placement.scenes.count
            || Set(placement.nibs.map { [$0.name, $0.isFilesOwner ? "owner" : "object"] }).count != placement.nibs.count
    }

    /// Inserts `element` after the elements whose key is not greater: in file order, appending
    /// when files come in order (a whole project's load).
    private static func insert<Element>(_ element: Element, into elements: inout [Element], by key: (Element) -> String) {
        let value = key(element)
        if let last = elements.last, key(last) > value {
            elements.insert(element, at: elements.partitionPoint { key($0) > value })
        } else {
            elements.append(element)
        }
    }
}
