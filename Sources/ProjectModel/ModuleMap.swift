/// Which Swift module a file of the project belongs to: configured globs first (`modules:` in
/// `.scenery.yml`), then, in a Swift package, its layout (`Sources/<Module>/…`, `Tests/<Module>/…`),
/// then the configured default (an Xcode app target's name); nil when nothing says.
public struct ModuleMap: Hashable, Sendable {
    public struct Rule: Hashable, Sendable {
        public var glob: String
        public var module: String

        public init(glob: String, module: String) {
            self.glob = glob
            self.module = module
        }
    }

    /// The project root the globs and the layout are relative to.
    public var root: String
    public var rules: [Rule]
    public var defaultModule: String?
    public var isSwiftPackage: Bool

    public init(root: String, rules: [Rule] = [], defaultModule: String? = nil, isSwiftPackage: Bool = false) {
        self.root = root
        self.rules = rules
        self.defaultModule = defaultModule
        self.isSwiftPackage = isSwiftPackage
    }

    public func module(ofPath path: String) -> String? {
        // Asked for every screen of every join: nothing to compute when only the default says.
        guard !rules.isEmpty || isSwiftPackage else { return defaultModule }
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        if let rule = rules.first(where: { Glob.matches($0.glob, relative) }) { return rule.module }
        let components = relative.split(separator: "/")
        if isSwiftPackage, let index = components.firstIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 2 < components.count {
            return String(components[index + 1])
        }
        return defaultModule
    }
}
