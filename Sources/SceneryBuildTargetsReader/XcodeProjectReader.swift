import Foundation
@_spi(Scenery) import SceneryProjectModel

/// What an Xcode project says about its targets.
@_spi(Scenery) public struct XcodeProjectReading: Hashable, Sendable {
    /// The native targets, in the project's order.
    @_spi(Scenery) public var targets: [BuildTarget]
    /// Absolute paths of every .xcconfig the settings came from (a change to one changes the model),
    /// sorted; including those found missing, whose creation changes it too.
    @_spi(Scenery) public var configurationFiles: [String]
    /// What could not be read but did not stop the reading (a missing .xcconfig, module names that
    /// differ between configurations…), one sentence each.
    @_spi(Scenery) public var warnings: [String]
}

/// Reads a `project.pbxproj` (and the `.xcconfig` files its configurations are based on) into
/// build targets. Pure: every file comes from the caller.
@_spi(Scenery) public enum XcodeProjectReader {
    /// - projectPath: absolute path of the `X.xcodeproj` folder (the project dir is its parent; PROJECT_NAME is X).
    /// - pbxproj: the bytes of `X.xcodeproj/project.pbxproj`.
    /// - indexedFiles: absolute paths (sorted) of the project's Swift, storyboard and xib files; the
    ///   members of synchronized folders are found among them (no directory listing).
    /// - readFile: the bytes of a file by absolute path (used for .xcconfig files, including #include), nil when missing.
    @_spi(Scenery) public static func read(
        projectPath: String, pbxproj: [UInt8], indexedFiles: [String], readFile: (String) -> [UInt8]?
    ) throws(BuildTargetsError) -> XcodeProjectReading {
        let pbxprojPath = projectPath + "/project.pbxproj"
        let root = try propertyList(pbxproj, path: pbxprojPath)
        guard let objects = root["objects"] as? [AnyHashable: Any] else {
            throw BuildTargetsError(path: pbxprojPath, message: "no `objects` dictionary")
        }
        let projectID = root["rootObject"] as? String ?? ""
        let project = XcodeProjectObjects(objects: objects, projectPath: projectPath, projectID: projectID)
        guard project.object(projectID, isa: "PBXProject") != nil else {
            throw BuildTargetsError(path: pbxprojPath, message: "`rootObject` names no PBXProject")
        }
        let fileName = lastComponent(of: projectPath)
        let projectName = fileName.hasSuffix(".xcodeproj") ? String(fileName.dropLast(".xcodeproj".count)) : String(fileName)
        return withoutActuallyEscaping(readFile) { readFile in
            var reader = TargetsReader(
                project: project, projectID: projectID, projectPath: projectPath, projectName: projectName, indexedFiles: IndexedPaths(indexedFiles),
                configurationFiles: XcodeConfigurationFiles(readFile: readFile)
            )
            return reader.read()
        }
    }

    /// The file's top-level dictionary, in any property list format (Xcode writes OpenStep's).
    private static func propertyList(_ bytes: [UInt8], path: String) throws(BuildTargetsError) -> [String: Any] {
        guard !bytes.isEmpty else { throw BuildTargetsError(path: path, message: "the file is empty") }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw BuildTargetsError(path: path, message: parsingFailure(error))
        }
        guard let dictionary = value as? [String: Any] else {
            throw BuildTargetsError(path: path, message: "not a property list dictionary")
        }
        return dictionary
    }

    /// The parser tries XML first and reports that attempt (`Unexpected character / at line 1`); the
    /// OpenStep parser's message, with the real line, is nested under this key.
    private static func parsingFailure(_ error: any Error) -> String {
        let error = error as NSError
        guard let nested = error.userInfo["kCFPropertyListOldStyleParsingError"] else {
            return error.userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        }
        if let nested = nested as? NSError {
            return nested.userInfo[NSDebugDescriptionErrorKey] as? String ?? nested.localizedDescription
        }
        // On Linux the nested error is a CFError that does not bridge: its description quotes the message,
        // `Error Domain=… Code=3840 "Expected terminating '}' for dictionary at line 8" UserInfo={…}`.
        let description = String(describing: nested)
        guard let open = description.firstIndex(of: "\""), let close = description.range(of: "\" UserInfo=", options: .backwards),
            open < close.lowerBound
        else { return description }
        return String(description[description.index(after: open)..<close.lowerBound])
    }
}

private func lastComponent(of path: String) -> Substring { path.split(separator: "/").last ?? "" }

/// One reading of a parsed project: its targets' settings and files.
private struct TargetsReader {
    var project: XcodeProjectObjects
    let projectID: String
    let projectPath: String
    let projectName: String
    let indexedFiles: IndexedPaths
    var configurationFiles: XcodeConfigurationFiles
    var warnings: [String] = []

    mutating func read() -> XcodeProjectReading {
        let projectObject = project[projectID]
        let projectConfigurations = configurations(of: projectObject)
        let synchronizedFolders = XcodeSynchronizedFolders(objects: &project, indexedFiles: indexedFiles)
        var targets: [BuildTarget] = []
        for id in XcodeProjectObjects.strings(projectObject, "targets") {
            guard let object = project.object(id, isa: "PBXNativeTarget"), let name = XcodeProjectObjects.string(object, "name") else { continue }
            let settings = self.settings(ofTarget: name, configurations: configurations(of: object), projectConfigurations: projectConfigurations)
            let listed = XcodeProjectObjects.strings(object, "fileSystemSynchronizedGroups")
            let files = buildPhaseFiles(of: object) + synchronizedFolders.files(ofTarget: id, listing: listed)
            targets.append(
                BuildTarget(
                    name: name, module: settings.module, platforms: settings.platforms,
                    productType: XcodeProjectObjects.string(object, "productType") ?? "", definedIn: projectPath,
                    files: Set(files).sorted()
                )
            )
        }
        var seen: Set<String> = []
        return XcodeProjectReading(
            targets: targets, configurationFiles: configurationFiles.paths.sorted(),
            warnings: warnings.filter { seen.insert($0).inserted }
        )
    }

    // MARK: Files

    /// The `.swift`, `.storyboard` and `.xib` files of the Sources and Resources phases, localized ones
    /// through their variant group.
    private mutating func buildPhaseFiles(of target: XcodeProjectObjects.Object) -> [String] {
        var files: [String] = []
        for phaseID in XcodeProjectObjects.strings(target, "buildPhases") {
            let phase = project[phaseID]
            guard let isa = XcodeProjectObjects.string(phase, "isa"), isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else {
                continue
            }
            for buildFileID in XcodeProjectObjects.strings(phase, "files") {
                guard let reference = XcodeProjectObjects.string(project[buildFileID], "fileRef") else { continue }
                let variantGroup = project.object(reference, isa: "PBXVariantGroup")
                let references = variantGroup.map { XcodeProjectObjects.strings($0, "children") } ?? [reference]
                files += references.compactMap { builtFilePath($0) }
            }
        }
        return files
    }

    /// The path of a file reference to a Swift, storyboard or xib file.
    private mutating func builtFilePath(_ id: String) -> String? {
        // By extension: `lastKnownFileType` is whatever Xcode last guessed.
        guard project.object(id, isa: "PBXFileReference") != nil, let path = project.path(of: id),
            [".swift", ".storyboard", ".xib"].contains(where: path.hasSuffix)
        else { return nil }
        return indexedFiles.file(path)
    }

    // MARK: Settings

    private struct Configurations {
        /// In the list's order.
        var named: [(name: String, object: XcodeProjectObjects.Object)] = []
        var defaultName: String?

        func object(named name: String) -> XcodeProjectObjects.Object? { named.first { $0.name == name }?.object }
    }

    private func configurations(of object: XcodeProjectObjects.Object?) -> Configurations {
        let list = XcodeProjectObjects.string(object, "buildConfigurationList").flatMap { project.object($0, isa: "XCConfigurationList") }
        var configurations = Configurations(defaultName: XcodeProjectObjects.string(list, "defaultConfigurationName"))
        for id in XcodeProjectObjects.strings(list, "buildConfigurations") {
            guard let object = project.object(id, isa: "XCBuildConfiguration"), let name = XcodeProjectObjects.string(object, "name") else {
                continue
            }
            configurations.named.append((name, object))
        }
        return configurations
    }

    /// The module and platforms of the configuration Xcode builds by default (the list's default,
    /// else Release, else the first); a warning when another configuration names another module.
    private mutating func settings(
        ofTarget name: String, configurations: Configurations, projectConfigurations: Configurations
    ) -> (module: String, platforms: [BuildTarget.Platform]) {
        let listed = configurations.named.isEmpty ? projectConfigurations : configurations
        let names = listed.named.isEmpty ? ["Release"] : listed.named.map(\.name)
        let chosen = [listed.defaultName, "Release"].lazy.compactMap { $0.flatMap(names.firstIndex(of:)) }.first ?? 0
        var evaluated: [(module: String, platforms: [BuildTarget.Platform])] = []
        for configuration in names {
            let levels =
                [builtins(target: name, configuration: configuration)]
                + self.levels(of: projectConfigurations.object(named: configuration), context: "the project's \(configuration) configuration")
                + self.levels(of: configurations.object(named: configuration), context: "target \(name)'s \(configuration) configuration")
            evaluated.append(Self.evaluate(levels, configuration: configuration, targetName: name))
        }
        if Set(evaluated.map(\.module)).count > 1 {
            let list = zip(names, evaluated).map { "\($0.1.module) in \($0.0)" }.joined(separator: ", ")
            warnings.append("Target \(name) names different modules by configuration (\(list)); \(evaluated[chosen].module) is used.")
        }
        return evaluated[chosen]
    }

    /// The lowest level: what Xcode defines before any setting, and the defaults the module name follows.
    private func builtins(target: String, configuration: String) -> [BuildSettingAssignment] {
        BuildSettingsEvaluation.builtins([
            "TARGET_NAME": target, "PROJECT_NAME": projectName, "CONFIGURATION": configuration, "SRCROOT": project.projectDirectory,
            "PROJECT_DIR": project.projectDirectory,
        ])
    }

    /// A configuration's two levels: the `.xcconfig` it is based on, then its `buildSettings`.
    private mutating func levels(of configuration: XcodeProjectObjects.Object?, context: String) -> [[BuildSettingAssignment]] {
        guard let configuration else { return [] }
        var fileLevel: [BuildSettingAssignment] = []
        if let path = baseConfigurationPath(of: configuration) {
            if let assignments = configurationFiles.assignments(ofFile: path, warnings: &warnings) {
                fileLevel = assignments
            } else {
                warnings.append("The configuration file \(path) (the base of \(context)) is missing.")
            }
        }
        var settingsLevel: [BuildSettingAssignment] = []
        let buildSettings = configuration["buildSettings"] as? [String: Any] ?? [:]
        // Sorted keys put `NAME` before `NAME[sdk=…]`, so the conditional one wins where it applies.
        for key in buildSettings.keys.sorted() {
            let written = buildSettings[key]
            guard let value = written as? String ?? (written as? [Any])?.compactMap({ $0 as? String }).joined(separator: " "),
                let assignment = BuildSettingAssignment(key: key[...], value: value)
            else { continue }
            settingsLevel.append(assignment)
        }
        return [fileLevel, settingsLevel]
    }

    /// A file reference, or a path in a synchronized folder (Xcode 16).
    private mutating func baseConfigurationPath(of configuration: XcodeProjectObjects.Object) -> String? {
        if let reference = XcodeProjectObjects.string(configuration, "baseConfigurationReference") {
            return project.path(of: reference)
        }
        guard let anchor = XcodeProjectObjects.string(configuration, "baseConfigurationReferenceAnchor"),
            let relativePath = XcodeProjectObjects.string(configuration, "baseConfigurationReferenceRelativePath"),
            let folder = project.path(of: anchor)
        else { return nil }
        return PathText.resolve(relativePath, in: folder)
    }

    /// Two passes: `SDKROOT` without the assignments conditioned on the SDK, then everything else for that SDK.
    private static func evaluate(
        _ levels: [[BuildSettingAssignment]], configuration: String, targetName: String
    ) -> (module: String, platforms: [BuildTarget.Platform]) {
        var sdkless = BuildSettingsEvaluation(levels: levels, conditions: BuildSettingsConditions(configuration: configuration))
        let sdkRoot = sdkless.value(of: "SDKROOT")
        let sdk = sdkRoot.isEmpty ? nil : sdkName(sdkRoot)
        var settings = BuildSettingsEvaluation(levels: levels, conditions: BuildSettingsConditions(configuration: configuration, sdk: sdk))
        let module = settings.moduleName(targetName: targetName)
        // `auto`: a multiplatform target, built for each SDK it lists.
        let sdks =
            sdk == "auto" ? settings.value(of: "SUPPORTED_PLATFORMS").split(whereSeparator: \.isWhitespace).map(String.init) : sdk.map { [$0] } ?? []
        let found = Set(sdks.compactMap(platform))
        return (module, BuildTarget.Platform.allCases.filter(found.contains))
    }

    /// `iphoneos`, `macosx14.0`, or the SDK's folder's name without `.sdk`, lowercased.
    private static func sdkName(_ sdkRoot: String) -> String {
        let name = lastComponent(of: sdkRoot).lowercased()
        return name.hasSuffix(".sdk") ? String(name.dropLast(".sdk".count)) : name
    }

    /// A platform by SDK name, versioned or not; simulators count as their platform.
    private static func platform(_ sdk: String) -> BuildTarget.Platform? {
        let prefixes: [(String, BuildTarget.Platform)] = [
            ("iphone", .iOS), ("macosx", .macOS), ("appletv", .tvOS), ("watch", .watchOS), ("xr", .visionOS),
        ]
        return prefixes.first { sdk.lowercased().hasPrefix($0.0) }?.1
    }
}
