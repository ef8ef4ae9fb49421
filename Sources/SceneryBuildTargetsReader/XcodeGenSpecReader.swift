import Foundation
@_spi(Scenery) import SceneryProjectModel
import Yams

/// The targets of an XcodeGen project spec (`project.yml`), read from its YAML.
///
/// For each entry of `targets:` (in the spec's order) it reads:
/// - `type`: the product type, `com.apple.product-type.` + the type (`application`,
///   `app-extension`, `framework`, `bundle.unit-test`…); empty when the target has none (it may come
///   from a template).
/// - `platform`: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`; `auto` (or an unknown name) gives no
///   platform, unless `supportedDestinations` lists some. A list of platforms makes one target per
///   platform, named `<name>_<platform>` (or `platformPrefix` + name + `platformSuffix` when
///   given), whose `$platform`/`${platform}` references are replaced, and whose `PRODUCT_NAME`
///   defaults to the unsuffixed name.
/// - `sources`: a path, a list of paths, or a list of `{path:, includes:, excludes:}` entries,
///   relative to the spec's folder. A path that is an indexed file is that file; any other path is
///   a folder, and stands for every indexed file under it, but those inside a bundle-like folder
///   (`.playground`, `.bundle`, `.xcassets`…). `includes`/`excludes` are globs relative to the
///   entry's path (`*`, `?`, `[…]`, `{a,b}`, `**` for any number of folders); a glob naming a
///   folder covers the files under it; excludes win over includes. Entries of `type: folder`
///   (folder references, copied, not compiled) and of `buildPhase: none` are skipped.
/// - `settings`: a flat map of build settings, or `{base:, configs:, groups:}` of which only `base`
///   is read: `SWIFT_MODULE_NAME`, else `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the
///   target's name gives the module, as a C99 identifier. `$(TARGET_NAME)`, `${TARGET_NAME}`,
///   `$(PRODUCT_NAME)`, `$(PRODUCT_MODULE_NAME)` and `$(PROJECT_NAME)` (the spec's `name`) are
///   resolved, optionally with `:c99extidentifier`, `:lower` or `:upper`; a value with any other
///   reference counts as unset.
///
/// YAML anchors, aliases and `<<` merge keys are followed. Out of scope: `include:` of other spec
/// files, `targetTemplates` (a target's `templates:`), `settingGroups`, `configFiles` (xcconfig),
/// project-level `settings` and `configs:` values, `aggregateTargets`.
@_spi(Scenery) public enum XcodeGenSpecReader {
    /// - specPath: absolute path of `project.yml`; text: its contents; indexedFiles: absolute sorted
    ///   paths of the project's Swift, storyboard and xib files (a target's sources are found among
    ///   them, no directory listing).
    ///
    /// Throws when the text is not YAML, or its top level is not a map. Anything else the reader
    /// does not understand (a key of the wrong kind, a target that is not a map) is skipped.
    @_spi(Scenery) public static func targets(specPath: String, text: String, indexedFiles: [String]) throws(BuildTargetsError) -> [BuildTarget] {
        let document: Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch {
            throw BuildTargetsError(path: specPath, message: describe(error, in: text))
        }
        guard let document else {
            throw BuildTargetsError(path: specPath, message: "line 1: expected a map of keys to values, found no YAML document")
        }
        guard case .map(let root) = SpecValue(document) else {
            throw BuildTargetsError(
                path: specPath, message: "line \(document.mark?.line ?? 1): expected a map of keys to values at the top level")
        }
        guard case .map(let targetsMap)? = root["targets"] else { return [] }
        let sources = SourceFiles(specDirectory: PathText.directory(of: specPath), indexedFiles: indexedFiles)
        let projectName = root["name"]?.text
        var targets: [BuildTarget] = []
        for (name, value) in targetsMap.entries where !name.isEmpty {
            guard case .map(let spec) = value else { continue }
            for variant in variants(of: name, spec) {
                let settings = buildSettings(variant.spec["settings"])
                targets.append(
                    BuildTarget(
                        name: variant.name,
                        module: module(
                            targetName: variant.name, settings: settings, defaultProductName: variant.defaultProductName,
                            projectName: projectName),
                        platforms: variant.platforms,
                        productType: productType(variant.spec["type"]?.text),
                        definedIn: specPath,
                        files: sources.files(of: variant.spec["sources"]),
                        folders: []
                    )
                )
            }
        }
        return targets
    }

    // MARK: Targets and platforms

    /// One Xcode target generated from a spec target: the spec itself, or one per listed platform.
    struct Variant {
        var name: String
        var spec: SpecMap
        var platforms: [BuildTarget.Platform]
        /// What `PRODUCT_NAME` is when the settings do not say.
        var defaultProductName: String?
    }

    static let platformNames: [String: BuildTarget.Platform] = [
        "ios": .iOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "visionos": .visionOS,
    ]

    static func platform(_ name: String?) -> BuildTarget.Platform? { name.flatMap { platformNames[$0.lowercased()] } }

    static func variants(of name: String, _ spec: SpecMap) -> [Variant] {
        guard case .list(let platforms)? = spec["platform"] else {
            var platforms = platform(spec["platform"]?.text).map { [$0] } ?? []
            if case .list(let destinations)? = spec["supportedDestinations"] {
                let listed = destinations.compactMap { platform($0.text) }
                if !listed.isEmpty { platforms = listed.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
            }
            return [Variant(name: name, spec: spec, platforms: platforms, defaultProductName: nil)]
        }
        return platforms.compactMap { value -> Variant? in
            guard let platformName = value.text, !platformName.isEmpty else { return nil }
            let expanded = spec.replacingPlatform(with: platformName)
            let prefix = expanded["platformPrefix"]?.text ?? ""
            let suffix = expanded["platformSuffix"]?.text ?? "_" + platformName
            return Variant(
                name: prefix + name + suffix, spec: expanded, platforms: platform(platformName).map { [$0] } ?? [],
                defaultProductName: name)
        }
    }

    /// Xcode's product type identifier for an XcodeGen `type`.
    static func productType(_ type: String?) -> String {
        guard let type, !type.isEmpty else { return "" }
        return type.hasPrefix("com.apple.") ? type : "com.apple.product-type." + type
    }

    // MARK: Settings and module

    /// The string settings of a target's `settings:`: the flat map, or its `base`.
    static func buildSettings(_ value: SpecValue?) -> [String: String] {
        guard case .map(let settings)? = value else { return [:] }
        let isStructured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
        let flat: SpecMap
        if isStructured {
            guard case .map(let base)? = settings["base"] else { return [:] }
            flat = base
        } else {
            flat = settings
        }
        var result: [String: String] = [:]
        for (key, value) in flat.entries {
            if let text = value.text { result[key] = text }
        }
        return result
    }

    /// The module name of a target: `SWIFT_MODULE_NAME`, else `PRODUCT_MODULE_NAME`, else
    /// `PRODUCT_NAME` (by default the target's name, or the unsuffixed name of a multi-platform
    /// target), as a C99 identifier; evaluated as Xcode evaluates build settings.
    static func module(targetName: String, settings: [String: String], defaultProductName: String?, projectName: String?) -> String {
        var names = ["TARGET_NAME": targetName, "PRODUCT_NAME": defaultProductName ?? targetName]
        if let projectName { names["PROJECT_NAME"] = projectName }
        let assignments = settings.keys.sorted().compactMap { key in settings[key].flatMap { BuildSettingAssignment(key: key[...], value: $0) } }
        var evaluation = BuildSettingsEvaluation(
            levels: [BuildSettingsEvaluation.builtins(names), assignments], conditions: BuildSettingsConditions(configuration: "Release")
        )
        return evaluation.moduleName(targetName: targetName)
    }

    // MARK: Errors

    static func describe(_ error: any Error, in text: String) -> String {
        switch error as? YamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return "line \(mark.line): not valid YAML: \(problem)"
        case .reader(let problem, let offset, _, _):
            guard let offset else { return "not valid YAML: \(problem)" }
            let line = 1 + text.utf8.prefix(offset).lazy.filter { $0 == UInt8(ascii: "\n") }.count
            return "line \(line): not valid YAML: \(problem)"
        case .duplicatedKeysInMapping(let duplicates, let context):
            return "line \(context.mark.line): not valid YAML: duplicated keys \(duplicates.sorted().joined(separator: ", "))"
        default:
            return "not valid YAML: \(error)"
        }
    }
}

// MARK: - Sources

/// Finds a target's files among the indexed ones.
struct SourceFiles {
    static let buildableExtensions = [".swift", ".storyboard", ".xib"]
    /// Folders XcodeGen adds as one file reference: their contents are not built one by one.
    static let opaqueFolderExtensions = [
        ".playground", ".bundle", ".framework", ".xcframework", ".app", ".appex", ".xcodeproj", ".xcworkspace", ".xcassets",
        ".docc", ".xcdatamodeld", ".scnassets",
    ]

    let specDirectory: String
    let indexedFiles: [String]
    let indexedSet: Set<String>

    init(specDirectory: String, indexedFiles: [String]) {
        self.specDirectory = specDirectory
        self.indexedFiles = indexedFiles
        self.indexedSet = Set(indexedFiles)
    }

    /// One entry of `sources:`.
    struct Entry: Equatable {
        var path: String
        var includes: [String] = []
        var excludes: [String] = []
    }

    static func entries(_ value: SpecValue?) -> [Entry] {
        switch value {
        case .scalar(let path)?: [Entry(path: path)]
        case .map(let map)?: entry(map).map { [$0] } ?? []
        case .list(let items)?:
            items.compactMap { item -> Entry? in
                switch item {
                case .scalar(let path): Entry(path: path)
                case .map(let map): entry(map)
                default: nil
                }
            }
        default: []
        }
    }

    static func entry(_ map: SpecMap) -> Entry? {
        guard let path = map["path"]?.text, !path.isEmpty else { return nil }
        if map["type"]?.text == "folder" || map["buildPhase"]?.text == "none" { return nil }
        return Entry(path: path, includes: globs(map["includes"]), excludes: globs(map["excludes"]))
    }

    static func globs(_ value: SpecValue?) -> [String] {
        switch value {
        case .scalar(let glob)?: [glob]
        case .list(let items)?: items.compactMap(\.text)
        default: []
        }
    }

    /// The buildable files `sources` stands for: sorted, each once.
    func files(of sources: SpecValue?) -> [String] {
        var found: Set<String> = []
        for entry in Self.entries(sources) {
            let root = PathText.resolve(entry.path, in: specDirectory)
            if indexedSet.contains(root) {
                found.insert(root)
                continue
            }
            let prefix = root == "/" ? "/" : root + "/"
            let includes = entry.includes.map(XcodeGenGlob.init)
            let excludes = entry.excludes.map(XcodeGenGlob.init)
            for file in indexedFiles where file.hasPrefix(prefix) {
                let relative = file.dropFirst(prefix.count).split(separator: "/").map(String.init)
                if relative.dropLast().contains(where: { folder in Self.opaqueFolderExtensions.contains { folder.hasSuffix($0) } }) {
                    continue
                }
                if !includes.isEmpty, !includes.contains(where: { $0.matchesItselfOrFolder(of: relative) }) { continue }
                if excludes.contains(where: { $0.matchesItselfOrFolder(of: relative) }) { continue }
                found.insert(file)
            }
        }
        return found.filter { file in Self.buildableExtensions.contains { file.hasSuffix($0) } }.sorted()
    }
}

/// A path glob, relative to a source folder: `*` and `?` within one path component, `[abc]`,
/// `[a-z]`, `[!abc]`, `{a,b}` alternatives, and a `**` component for any number of folders. Not
/// `ProjectModel.Glob`: XcodeGen's patterns have classes and alternatives, and a pattern without a
/// slash is not matched at any depth.
struct XcodeGenGlob {
    /// One pattern per brace alternative, each split into components.
    let alternatives: [[String]]

    init(_ pattern: String) {
        alternatives = Self.expandBraces(pattern).map { alternative in
            alternative.split(separator: "/").map(String.init).filter { $0 != "." }
        }
    }

    /// Whether the glob matches `components` (a relative path), or one of the folders holding it.
    func matchesItselfOrFolder(of components: [String]) -> Bool {
        guard !components.isEmpty else { return false }
        return (1...components.count).contains { length in matches(components[0..<length]) }
    }

    func matches(_ components: ArraySlice<String>) -> Bool {
        alternatives.contains { !$0.isEmpty && Self.match($0[...], components) }
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (0...path.count).contains { skipped in match(rest, path.dropFirst(skipped)) }
        }
        guard let component = path.first, matchComponent(Array(first), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*`, `?` and `[…]` within one component.
    private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
        // matched[j]: whether the pattern so far matches the first j characters of name.
        var matched = Array(repeating: false, count: name.count + 1)
        matched[0] = true
        var index = 0
        while index < pattern.count {
            var next = Array(repeating: false, count: name.count + 1)
            switch pattern[index] {
            case "*":
                var any = false
                for j in 0...name.count {
                    any = any || matched[j]
                    next[j] = any
                }
                index += 1
            case "?":
                for j in 0..<name.count where matched[j] { next[j + 1] = true }
                index += 1
            case "[":
                if let (set, end) = characterSet(pattern, from: index) {
                    for j in 0..<name.count where matched[j] && set(name[j]) { next[j + 1] = true }
                    index = end
                } else {
                    for j in 0..<name.count where matched[j] && name[j] == "[" { next[j + 1] = true }
                    index += 1
                }
            case "\\" where index + 1 < pattern.count:
                for j in 0..<name.count where matched[j] && name[j] == pattern[index + 1] { next[j + 1] = true }
                index += 2
            case let literal:
                for j in 0..<name.count where matched[j] && name[j] == literal { next[j + 1] = true }
                index += 1
            }
            matched = next
        }
        return matched[name.count]
    }

    /// The bracket expression opening at `start`: its test, and the position after its `]`.
    private static func characterSet(_ pattern: [Character], from start: Int) -> ((Character) -> Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < pattern.count, pattern[index] != "]" || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]", low <= pattern[index + 2] {
                ranges.append(low...pattern[index + 2])
                index += 3
            } else {
                ranges.append(low...low)
                index += 1
            }
        }
        guard index < pattern.count else { return nil }
        let test: (Character) -> Bool = { character in ranges.contains { $0.contains(character) } != negated }
        return (test, index + 1)
    }

    /// `a{b,c}d` → `abd`, `acd`; nested braces too. An unbalanced brace is literal.
    static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var commas: [Int] = []
        var close: Int?
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let head = String(characters[..<open])
        let tail = String(characters[(close + 1)...])
        let bounds = [open] + commas + [close]
        var result: [String] = []
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            let choice = String(characters[(start + 1)..<end])
            result += expandBraces(head + choice + tail)
        }
        return result
    }
}

// MARK: - YAML values

/// A YAML node reduced to what a spec needs: scalars as text, null, lists, and maps with string
/// keys in the document's order (with `<<` merge keys applied).
enum SpecValue {
    case null
    case scalar(String)
    case list([SpecValue])
    case map(SpecMap)

    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]
            self = scalar.style == .plain && nulls.contains(scalar.string) ? .null : .scalar(scalar.string)
        case .sequence(let sequence):
            self = .list(sequence.map(SpecValue.init))
        case .mapping(let mapping):
            var entries: [(key: String, value: SpecValue)] = []
            var merged: [(key: String, value: SpecValue)] = []
            for (keyNode, valueNode) in mapping {
                guard case .scalar(let key) = keyNode else { continue }
                if key.string == "<<", key.style == .plain {
                    let sources = valueNode.sequence.map { Array($0) } ?? [valueNode]
                    for source in sources {
                        if case .map(let map) = SpecValue(source) { merged += map.entries }
                    }
                } else {
                    entries.append((key.string, SpecValue(valueNode)))
                }
            }
            for entry in merged where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
            self = .map(SpecMap(entries: entries))
        case .alias:
            self = .null
        }
    }

    /// The text of a scalar.
    var text: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// This value with `$platform` and `${platform}` replaced by `platform` in every string.
    func replacingPlatform(with platform: String) -> SpecValue {
        switch self {
        case .null: .null
        case .scalar(let text):
            .scalar(text.replacingOccurrences(of: "${platform}", with: platform).replacingOccurrences(of: "$platform", with: platform))
        case .list(let items): .list(items.map { $0.replacingPlatform(with: platform) })
        case .map(let map): .map(map.replacingPlatform(with: platform))
        }
    }
}

/// A YAML map with string keys, in order.
struct SpecMap {
    var entries: [(key: String, value: SpecValue)]

    subscript(key: String) -> SpecValue? { entries.last { $0.key == key }?.value }

    func replacingPlatform(with platform: String) -> SpecMap {
        SpecMap(entries: entries.map { ($0.key, $0.value.replacingPlatform(with: platform)) })
    }
}
