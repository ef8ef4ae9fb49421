@_spi(Scenery) import SceneryProjectModel

/// The project's build model from every description in its tree: each `.xcodeproj`, each
/// XcodeGen `project.yml` in a folder without one, and each `Package.swift`.
@_spi(Scenery) public struct BuildModelReading: Sendable {
    @_spi(Scenery) public var targets: BuildTargets
    /// Descriptions that could not be read (their targets are missing; the rest still apply).
    @_spi(Scenery) public var problems: [BuildTargetsError]
    /// What was read with something left out, one sentence each.
    @_spi(Scenery) public var warnings: [String]
    /// Every file the model came from (`project.pbxproj`, `.xcconfig`, `project.yml`,
    /// `Package.swift`): a change to one changes the model.
    @_spi(Scenery) public var inputs: [String]

    /// No description read: no targets.
    @_spi(Scenery) public static let empty = BuildModelReading(targets: BuildTargets([]), problems: [], warnings: [], inputs: [])
}

@_spi(Scenery) public enum BuildModelReader {
    /// - descriptions: absolute paths of the `X.xcodeproj` folders, `project.yml` and `Package.swift`
    ///   files of the project's tree.
    /// - indexedFiles: the project's Swift, storyboard and xib files (absolute, sorted).
    /// - readFile: a file's bytes, nil when it cannot be read.
    @_spi(Scenery) public static func read(descriptions: [String], indexedFiles: [String], readFile: (String) -> [UInt8]?) -> BuildModelReading {
        var xcodeTargets: [BuildTarget] = []
        var packageTargets: [BuildTarget] = []
        var unplacedFolders: [String] = []
        var problems: [BuildTargetsError] = []
        var warnings: [String] = []
        var inputs: [String] = []
        var namesPlugin = false
        /// The description's bytes, noting whether they name Scenery's build-tool plugin.
        func read(_ path: String) throws -> [UInt8] {
            guard let bytes = readFile(path) else { throw BuildTargetsError(path: path, message: "cannot be read") }
            namesPlugin = namesPlugin || bytes.firstRange(of: Array(buildToolPluginName.utf8)) != nil
            return bytes
        }
        let projects = descriptions.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        let projectFolders = Set(projects.map(PathText.directory(of:)))
        for description in descriptions.sorted() {
            let folder = PathText.directory(of: description)
            do {
                if description.hasSuffix(".xcodeproj") {
                    let pbxproj = description + "/project.pbxproj"
                    inputs.append(pbxproj)
                    let bytes = try read(pbxproj)
                    let reading = try XcodeProjectReader.read(
                        projectPath: description, pbxproj: bytes, indexedFiles: indexedFiles, readFile: readFile)
                    xcodeTargets += reading.targets
                    inputs += reading.configurationFiles
                    warnings += reading.warnings
                } else if description.hasSuffix("/project.yml") {
                    // A committed `.xcodeproj` is what Xcode builds; the spec only made it.
                    guard !projectFolders.contains(folder) else { continue }
                    inputs.append(description)
                    let bytes = try read(description)
                    xcodeTargets += try XcodeGenSpecReader.targets(
                        specPath: description, text: String(decoding: bytes, as: UTF8.self), indexedFiles: indexedFiles
                    )
                } else if description.hasSuffix("/Package.swift") {
                    inputs.append(description)
                    unplacedFolders.append(folder)
                    let bytes = try read(description)
                    packageTargets += PackageManifestReader.targets(manifestPath: description, text: String(decoding: bytes, as: UTF8.self))
                }
            } catch {
                problems.append(error as? BuildTargetsError ?? BuildTargetsError(path: description, message: "\(error)"))
                // Nothing is known of what it builds: none of its files is outside the targets.
                unplacedFolders.append(folder)
            }
        }
        // Xcode's targets first: a file both list (a package inside an app's synchronized
        // folder) belongs to the module the app compiles it into.
        var targets = BuildTargets(xcodeTargets + packageTargets, unplacedFolders: Array(Set(unplacedFolders)).sorted())
        targets.generatesFactoriesAtBuild = namesPlugin
        return BuildModelReading(targets: targets, problems: problems, warnings: warnings, inputs: inputs)
    }

    /// The name a project gives Scenery's build-tool plugin to apply it (`.plugin(name:)`, Xcode's `plugin:` product reference).
    static let buildToolPluginName = "SceneryBuildTool"

    /// Whether a file or folder of this name describes targets (`X.xcodeproj`, `project.yml`, `Package.swift`).
    @_spi(Scenery) public static func isDescription(name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name == "project.yml" || name == "Package.swift"
    }

    /// The descriptions among a list of file paths (a project's files as a test writes them):
    /// the `.xcodeproj` folder of each `project.pbxproj`, and each `project.yml` and `Package.swift`.
    @_spi(Scenery) public static func descriptions(among paths: [String]) -> [String] {
        paths.compactMap { path in
            if path.hasSuffix(".xcodeproj/project.pbxproj") { return PathText.directory(of: path) }
            return isDescription(name: String(path.split(separator: "/").last ?? "")) ? path : nil
        }
    }
}
