@_spi(Scenery) import ScenerySourceText

/// A target of the project's build: an Xcode native target (from a `.xcodeproj` or XcodeGen's
/// `project.yml`) or a Swift package's target. What it builds decides the module of its Swift files
/// and which Interface Builder files their names resolve among.
@_spi(Scenery) public struct BuildTarget: Hashable, Sendable {
    @_spi(Scenery) public enum Platform: String, Hashable, Sendable, CaseIterable {
        case iOS, macOS, tvOS, watchOS, visionOS
    }

    /// The target's name (Xcode's `TARGET_NAME`, or the package target's).
    @_spi(Scenery) public var name: String
    /// The Swift module its files are compiled into.
    @_spi(Scenery) public var module: String
    /// The platforms it builds for; empty when nothing says (a package target, an unset `SDKROOT`).
    @_spi(Scenery) public var platforms: [Platform]
    /// Xcode's product type (`com.apple.product-type.application`, `….app-extension`…); for a package
    /// target, `package`.
    @_spi(Scenery) public var productType: String
    /// The file it was read from (`…/App.xcodeproj`, `…/project.yml`, `…/Package.swift`).
    @_spi(Scenery) public var definedIn: String
    /// Absolute paths of the Swift, storyboard and xib files it builds, sorted.
    @_spi(Scenery) public var files: [String]
    /// Absolute paths of folders every file under which it builds (a package target's sources).
    @_spi(Scenery) public var folders: [String]

    @_spi(Scenery) public init(
        name: String, module: String, platforms: [Platform] = [], productType: String, definedIn: String, files: [String] = [],
        folders: [String] = []
    ) {
        self.name = name
        self.module = module
        self.platforms = platforms
        self.productType = productType
        self.definedIn = definedIn
        self.files = files
        self.folders = folders
    }

    @_spi(Scenery) public static let packageProductType = "package"

    /// The name of the file it was read from (`App.xcodeproj`, `project.yml`, `Package.swift`), for messages.
    @_spi(Scenery) public var definedInName: String { definedIn.split(separator: "/").last.map(String.init) ?? definedIn }
}

/// The project's build targets, and which of them build each file.
@_spi(Scenery) public struct BuildTargets: Hashable, Sendable {
    @_spi(Scenery) public let targets: [BuildTarget]
    /// Folders whose files the targets cannot place (packages, projects that could not be read):
    /// none of their files is outside the targets.
    @_spi(Scenery) public let unplacedFolders: [String]
    /// The files each target lists, by path: the positions of the targets that build it, ascending.
    private let targetsByFile: [String: [Int]]
    /// The folders of the Xcode projects (and XcodeGen specs) the targets come from.
    private let projectFolders: [String]
    /// A description names Scenery's build-tool plugin (`SceneryBuildTool`): its targets generate
    /// their factories at build time, into the build's folders, not into the project.
    @_spi(Scenery) public var generatesFactoriesAtBuild = false

    @_spi(Scenery) public init(_ targets: [BuildTarget], unplacedFolders: [String] = []) {
        self.targets = targets
        self.unplacedFolders = unplacedFolders
        projectFolders = Array(Set(targets.filter { $0.productType != BuildTarget.packageProductType }.map { Self.folder(of: $0.definedIn) }))
            .sorted()
        var byFile: [String: [Int]] = [:]
        for position in targets.indices {
            for path in targets[position].files where byFile[path]?.last != position { byFile[path, default: []].append(position) }
        }
        self.targetsByFile = byFile
    }

    @_spi(Scenery) public var isEmpty: Bool { targets.isEmpty }

    /// The positions in `targets` of the targets that build `path`, ascending (an app before its
    /// extensions when the project lists them so).
    @_spi(Scenery) public func targets(building path: String) -> [Int] {
        var found = targetsByFile[path] ?? []
        for position in targets.indices where !found.contains(position) {
            if targets[position].folders.contains(where: { path.hasPrefix($0 + "/") }) { found.append(position) }
        }
        return found.sorted()
    }

    /// The module of the first target that builds `path`.
    @_spi(Scenery) public func module(ofPath path: String) -> String? { targets(building: path).first.map { targets[$0].module } }

    /// Whether a target of the project builds `path`.
    @_spi(Scenery) public func builds(_ path: String) -> Bool { !targets(building: path).isEmpty }

    /// A file in the folder of an Xcode project that none of the project's targets builds (and
    /// no package or unread project claims).
    @_spi(Scenery) public func isOutsideTargets(_ path: String) -> Bool {
        let isIn = { (folder: String) in path.hasPrefix(folder + "/") }
        return projectFolders.contains(where: isIn) && !unplacedFolders.contains(where: isIn) && !builds(path)
    }

    /// A target of the Xcode project (or XcodeGen spec) whose folder holds `path`, the nearest when nested.
    @_spi(Scenery) public func enclosingProject(of path: String) -> BuildTarget? {
        targets.filter { $0.productType != BuildTarget.packageProductType && path.hasPrefix(Self.folder(of: $0.definedIn) + "/") }
            .max { $0.definedIn.count < $1.definedIn.count }
    }

    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    @_spi(Scenery) public static func == (lhs: BuildTargets, rhs: BuildTargets) -> Bool {
        lhs.targets == rhs.targets && lhs.unplacedFolders == rhs.unplacedFolders
    }
    @_spi(Scenery) public func hash(into hasher: inout Hasher) {
        hasher.combine(targets)
        hasher.combine(unplacedFolders)
    }
}
