@_spi(Scenery) import ScenerySourceText

/// Which Swift module a file of the project belongs to: configured globs first (`modules:` in
/// `.scenery.yml`), then the build targets that build it (Xcode projects, XcodeGen specs, package
/// manifests), then, in a Swift package, its layout (`Sources/<Module>/…`, `Tests/<Module>/…`),
/// then the configured default; nil when nothing says.
@_spi(Scenery) public struct ModuleMap: Hashable, Sendable {
    @_spi(Scenery) public struct Rule: Hashable, Sendable {
        @_spi(Scenery) public var glob: String
        @_spi(Scenery) public var module: String

        @_spi(Scenery) public init(glob: String, module: String) {
            self.glob = glob
            self.module = module
        }
    }

    /// The project root the globs and the layout are relative to.
    @_spi(Scenery) public var root: String
    @_spi(Scenery) public var rules: [Rule]
    @_spi(Scenery) public var defaultModule: String?
    @_spi(Scenery) public var isSwiftPackage: Bool
    @_spi(Scenery) public var targets: BuildTargets

    @_spi(Scenery) public init(
        root: String, rules: [Rule] = [], defaultModule: String? = nil, isSwiftPackage: Bool = false, targets: BuildTargets = BuildTargets([])
    ) {
        self.root = root
        self.rules = rules
        self.defaultModule = defaultModule
        self.isSwiftPackage = isSwiftPackage
        self.targets = targets
    }

    /// Every module a file is compiled into: the configured glob's, else each target's that builds
    /// it (a file shared by an app and its extensions is in all three), else `module(ofPath:)`'s.
    @_spi(Scenery) public func modules(ofPath path: String) -> [String] {
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        if let rule = rules.first(where: { Glob.matches($0.glob, relative) }) { return [rule.module] }
        let building = targets.targets(building: path).map { targets.targets[$0].module }
        if !building.isEmpty { return building }
        return module(ofPath: path).map { [$0] } ?? []
    }

    @_spi(Scenery) public func module(ofPath path: String) -> String? {
        // Asked for every screen of every join: nothing to compute when only the default says.
        guard !rules.isEmpty || isSwiftPackage || !targets.isEmpty else { return defaultModule }
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        if let rule = rules.first(where: { Glob.matches($0.glob, relative) }) { return rule.module }
        if let module = targets.module(ofPath: path) { return module }
        let components = relative.split(separator: "/")
        if isSwiftPackage, let index = components.firstIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 2 < components.count {
            return String(components[index + 1])
        }
        return defaultModule
    }
}
