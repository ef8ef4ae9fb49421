import Foundation
import Yams

@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel

/// A problem in `.scenery.yml`, with its 1-based line. The key or value it concerns keeps its default.
@_spi(Scenery) public struct ConfigurationIssue: Hashable, Sendable, CustomStringConvertible {
    @_spi(Scenery) public var path: String
    @_spi(Scenery) public var line: Int
    @_spi(Scenery) public var message: String
    /// The setting it concerns; nil when it concerns the whole file (not YAML, not readable).
    @_spi(Scenery) public var key: String?

    @_spi(Scenery) public init(path: String, line: Int, message: String, key: String? = nil) {
        self.path = path
        self.line = line
        self.message = message
        self.key = key
    }

    /// The file says where generated code goes, and says it wrongly (or cannot be read): writing
    /// to the default places instead could overwrite what the user meant to keep.
    @_spi(Scenery) public var concernsOutputs: Bool { key == nil || key == "output" || key == "testsOutput" }

    @_spi(Scenery) public var description: String { "\(path):\(line): \(message)" }
}

/// Reads `.scenery.yml`. Unknown keys and bad values are reported with their line; everything
/// else still applies, and a file that is not YAML at all leaves the defaults in force.
@_spi(Scenery) public enum ConfigurationLoader {
    /// The keys Scenery understands, with what each holds (Documentation/Configuration.md documents the same list).
    @_spi(Scenery) public static let keys: [String: String] = [
        "output": "path of the generated file, relative to the project root",
        "testsOutput": "path of the generated resource consistency tests (XCTest); absent: not generated",
        "include": "globs of files to index (default: everything)",
        "exclude": "globs of files to skip",
        "styles": "what to generate: namespaced, makeFromStoryboard, storyboardable, ibConstructible, storyboardIdentifiable",
        "initializerMethod": "the method screens declare for their parameters (default: initialize)",
        "protocols":
            "convention -> protocol name (storyboardInstantiatable, storyboardInitializable, storyboardable, ibConstructible, storyboardIdentifiable)",
        "protocolName": "the namespaced style's protocol, as protocols.storyboardInstantiatable (default: StoryboardInstantiatable)",
        "namespaces": "create, push and present -> the names of the namespaced style's namespaces",
        "parameterLabels": "keep (default) or unlabeled",
        "accessLevel": "internal or public (default: public where a screen and its initializer are)",
        "storyboardNamesEnum":
            "true: generate UIStoryboard.Name from the storyboards when the project declares none, also without the namespaced style",
        "platform": "uikit or appkit (default: AppKit when most screens derive from NS classes)",
        "module": "the module of files neither modules nor the SwiftPM layout place (an Xcode target's name)",
        "modules": "glob -> module name, before the SwiftPM layout",
        "testedModule": "the module the generated tests @testable import",
        "rules": "rule id -> error | warning | info | hint | off, or severity: and exclude: (globs of paths where its findings are not reported)",
        "screens": "exclude: globs of class names or file paths of view controllers that are not screens",
        "generateOnSave": "true: the language server writes the generated files after each save that changes them",
        "editor": "inlayHints: and codeLens: true to have the language server show them (default: off)",
    ]

    /// The keys under `protocols:`, each naming the protocol of one convention.
    @_spi(Scenery) public static let protocolKeys: [String: Convention] = [
        "storyboardInstantiatable": .namespaced,
        "storyboardInitializable": .storyboardInitializable,
        "storyboardable": .storyboardable,
        "ibConstructible": .ibConstructible,
        "storyboardIdentifiable": .storyboardIdentifiable,
    ]

    /// Apply the settings in `text` (YAML, or JSON, which is YAML too) on top of `base`
    /// (the defaults for `root` when nil): the editor's initialization options override the file.
    @_spi(Scenery) public static func load(
        root: String, text: String, path: String, base: ProjectConfiguration? = nil
    ) -> (ProjectConfiguration, [ConfigurationIssue]) {
        var reader = Reader(configuration: base ?? ProjectConfiguration(root: root), path: path, lines: YAMLLines(text))
        let document: Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch {
            reader.issues.append(
                ConfigurationIssue(
                    path: path, line: reader.lines.fileLine(Self.line(of: error)), message: "not valid YAML: \(Self.problem(of: error))")
            )
            return (reader.configuration, reader.issues)
        }
        guard let document else { return (reader.configuration, reader.issues) }
        guard let mapping = document.mapping else {
            reader.issue(document, "expected a mapping of keys to values")
            return (reader.configuration, reader.issues)
        }
        for (keyNode, value) in mapping {
            reader.apply(key: keyNode, value: value)
        }
        return (reader.configuration, reader.issues)
    }

    static func resolve(_ path: String, in root: String) -> String {
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func line(of error: Error) -> Int {
        switch error as? YamlError {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        // Of several duplicated keys Yams points at one picked in an arbitrary order (keys that are
        // not strings compare equal); one key's first use is a line to show.
        case .duplicatedKeysInMapping(let duplicates, let context) where duplicates.count == 1: context.mark.line
        default: 1
        }
    }

    private static func problem(of error: Error) -> String {
        switch error as? YamlError {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .reader(let problem, _, _, _): problem
        // Yams's own text quotes the file around the key it picked: not the same from one load to the next.
        case .duplicatedKeysInMapping(let duplicates, _): "duplicated keys " + duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
        default: String(describing: error)
        }
    }
}

/// One pass over the top-level keys: each value read as its key's type, or an issue at its line
/// (and the setting left as it was).
private struct Reader {
    var configuration: ProjectConfiguration
    let path: String
    let lines: YAMLLines
    var issues: [ConfigurationIssue] = []
    /// The top-level key being read, for its issues.
    var key: String?

    init(configuration: ProjectConfiguration, path: String, lines: YAMLLines) {
        self.configuration = configuration
        self.path = path
        self.lines = lines
    }

    mutating func issue(_ node: Node?, _ message: String) {
        issues.append(ConfigurationIssue(path: path, line: lines.fileLine(node?.mark?.line ?? 1), message: message, key: key))
    }

    mutating func apply(key keyNode: Node, value: Node) {
        let key = keyNode.string ?? ""
        self.key = key
        defer { self.key = nil }
        // `key:` with no value (or JSON's null, from an editor) leaves the setting as it is.
        if value.null != nil, ConfigurationLoader.keys[key] != nil { return }
        // A setting is the configuration's once its whole value applied; until then Scenery may detect it.
        let issuesBefore = issues.count
        defer { if issues.count == issuesBefore { configuration.detectedKeys.remove(key) } }
        switch key {
        case "output":
            if let output = outputPath(value, key: key) { configuration.outputPath = output }
        case "testsOutput":
            if let output = outputPath(value, key: key) { configuration.testsOutputPath = output }
        case "include":
            if let globs = globs(value, key: key) { configuration.include = globs }
        case "exclude":
            if let globs = globs(value, key: key) { configuration.exclude = globs }
        case "styles":
            styles(value)
        case "initializerMethod":
            if let name = identifier(value, key: key) { configuration.generator.initializerMethodName = name }
        case "protocolName":
            if let name = identifier(value, key: key) { configuration.generator.protocolName = name }
        case "protocols":
            protocols(value)
        case "namespaces":
            namespaces(value)
        case "parameterLabels":
            if let labels = choice(value, key: key, GeneratorOptions.ParameterLabels.allCases.map { ($0.rawValue, $0) }) {
                configuration.generator.parameterLabels = labels
            }
        case "accessLevel":
            if let level = choice(value, key: key, [AccessLevel.internal, .public].map { ($0.description, $0) }) {
                configuration.generator.accessLevel = level
            }
        case "storyboardNamesEnum":
            if let flag = bool(value, key: key) { configuration.generator.storyboardNamesEnum = flag }
        case "platform":
            if let platform = choice(value, key: key, GeneratorOptions.Platform.allCases.map { ($0.rawValue, $0) }) {
                configuration.generator.platform = platform
            }
        case "module":
            if let name = identifier(value, key: key) { configuration.defaultModule = name }
        case "modules":
            modules(value)
        case "testedModule":
            if let name = identifier(value, key: key) { configuration.generator.testedModule = name }
        case "rules":
            rules(value)
        case "screens":
            screens(value)
        case "generateOnSave":
            if let flag = bool(value, key: key) { configuration.generateOnSave = flag }
        case "editor":
            editor(value)
        default:
            issue(keyNode, "unknown key '\(key)' (known: \(ConfigurationLoader.keys.keys.sorted().joined(separator: ", ")))")
        }
    }

    // MARK: Values

    /// A path inside the project, made absolute.
    mutating func outputPath(_ value: Node, key: String) -> String? {
        guard let output = value.scalar?.string, !output.isEmpty else {
            issue(value, "'\(key)' must be a path")
            return nil
        }
        // No file name holds a NUL (a URL would write it percent-encoded, as another name).
        guard !output.utf8.contains(0) else {
            issue(value, "'\(key)' must be a path, without a NUL character")
            return nil
        }
        let resolved = ConfigurationLoader.resolve(output, in: configuration.root)
        guard resolved.hasPrefix(configuration.root + "/") else {
            issue(value, "'\(key)' must lie inside the project (\(output))")
            return nil
        }
        return resolved
    }

    /// A list of strings, or one string; items that are not strings are reported and left out.
    mutating func strings(_ value: Node, key: String, noun: String) -> [String]? {
        if let single = value.scalar?.string { return [single] }
        guard let items = value.sequence else {
            issue(value, "'\(key)' must be a list of \(noun)")
            return nil
        }
        return items.compactMap { item in
            guard let string = item.scalar?.string else {
                issue(item, "'\(key)' must be a list of \(noun)")
                return nil
            }
            return string
        }
    }

    /// A list of globs of project-relative paths, or one; a glob that can match no path is reported and left out.
    mutating func globs(_ value: Node, key: String) -> [String]? {
        guard let items = value.sequence.map(Array.init) ?? value.scalar.map({ _ in [value] }) else {
            issue(value, "'\(key)' must be a list of globs")
            return nil
        }
        return items.compactMap { item in
            guard let glob = item.scalar?.string else {
                issue(item, "'\(key)' must be a list of globs")
                return nil
            }
            if let problem = Glob.problem(glob) {
                issue(item, "'\(glob)' in '\(key)' \(problem)")
                return nil
            }
            return glob
        }
    }

    mutating func identifier(_ value: Node, key: String) -> String? {
        guard let name = value.scalar?.string, ConfigurationLoader.isIdentifier(name) else {
            issue(value, "'\(key)' must be a Swift identifier")
            return nil
        }
        return name
    }

    mutating func bool(_ value: Node, key: String) -> Bool? {
        guard let flag = value.bool else {
            issue(value, "'\(key)' must be true or false")
            return nil
        }
        return flag
    }

    /// One of `options`, by its spelling in the file (`keep`, `public`, `appkit`).
    mutating func choice<Option>(_ value: Node, key: String, _ options: [(name: String, option: Option)]) -> Option? {
        guard let match = options.first(where: { $0.name == value.scalar?.string }) else {
            issue(value, "'\(key)' must be \(options.map(\.name).joined(separator: " or "))")
            return nil
        }
        return match.option
    }

    /// The entries of a mapping, each with its key as a string; nil (reported) when `value` is not one.
    mutating func entries(_ value: Node, key: String, expected: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard let mapping = value.mapping else {
            issue(value, "'\(key)' must map \(expected)")
            return nil
        }
        return mapping.map { (key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    }

    // MARK: Keys with structure

    mutating func styles(_ value: Node) {
        let all = GeneratorOptions.Style.allCases.map(\.rawValue).joined(separator: ", ")
        guard let items = value.sequence.map(Array.init) ?? value.scalar.map({ _ in [value] }) else {
            issue(value, "'styles' must be a list of styles (\(all))")
            return
        }
        var styles: [GeneratorOptions.Style] = []
        for item in items {
            guard let name = item.scalar?.string else {
                issue(item, "'styles' must be a list of styles (\(all))")
                continue
            }
            guard let style = GeneratorOptions.Style(rawValue: name) else {
                issue(item, "'\(name)' is not a style (\(all))")
                continue
            }
            if !styles.contains(style) { styles.append(style) }
        }
        if items.isEmpty { issue(value, "'styles' must name at least one style (\(all))") }
        if !styles.isEmpty { configuration.generator.styles = styles }
    }

    mutating func protocols(_ value: Node) {
        let keys = ConfigurationLoader.protocolKeys.keys.sorted()
        guard let entries = entries(value, key: "protocols", expected: "conventions (\(keys.joined(separator: ", "))) to protocol names") else {
            return
        }
        var names = configuration.generator.protocolNames
        for entry in entries {
            guard let convention = ConfigurationLoader.protocolKeys[entry.key] else {
                issue(entry.keyNode, "unknown convention '\(entry.key)' (known: \(keys.joined(separator: ", ")))")
                continue
            }
            if let name = identifier(entry.value, key: "protocols.\(entry.key)") { names[convention] = name }
        }
        let conventions = GeneratorOptions.Style.allCases.map(\.convention)
        if let clash = firstDuplicate(conventions.compactMap { names[$0] }) {
            issue(value, "two conventions cannot share the protocol '\(clash)'")
            return
        }
        configuration.generator.protocolNames = names
    }

    mutating func namespaces(_ value: Node) {
        guard let entries = entries(value, key: "namespaces", expected: "create, push and present to names") else { return }
        var names = configuration.generator.namespaces
        for entry in entries {
            guard let name = identifier(entry.value, key: "namespaces.\(entry.key)") else { continue }
            switch entry.key {
            case "create": names.create = name
            case "push": names.push = name
            case "present": names.present = name
            default: issue(entry.keyNode, "unknown namespace '\(entry.key)' (known: create, push, present)")
            }
        }
        // Each namespace becomes a helper class named after it, and `push` is a member of a
        // subclass of the type `present` extends: equal names would not compile.
        if let clash = firstDuplicate([names.create, names.push, names.present]) {
            issue(value, "the create, push and present namespaces must have different names ('\(clash)' is used twice)")
            return
        }
        configuration.generator.namespaces = names
    }

    mutating func modules(_ value: Node) {
        guard let entries = entries(value, key: "modules", expected: "globs to module names") else { return }
        var rules: [ModuleMap.Rule] = []
        for entry in entries {
            if let module = identifier(entry.value, key: "modules.\(entry.key)") { rules.append(ModuleMap.Rule(glob: entry.key, module: module)) }
        }
        configuration.modules = rules
    }

    mutating func screens(_ value: Node) {
        guard let entries = entries(value, key: "screens", expected: "exclude: and a list of globs") else { return }
        for entry in entries {
            guard entry.key == "exclude" else {
                issue(entry.keyNode, "unknown key 'screens.\(entry.key)' (known: exclude)")
                continue
            }
            if let globs = strings(entry.value, key: "screens.exclude", noun: "globs") { configuration.excludedScreens = globs }
        }
    }

    mutating func editor(_ value: Node) {
        guard let entries = entries(value, key: "editor", expected: "inlayHints: and codeLens: to true or false") else { return }
        for entry in entries {
            let key = "editor.\(entry.key)"
            switch entry.key {
            case "inlayHints": if let flag = bool(entry.value, key: key) { configuration.editor.inlayHints = flag }
            case "codeLens": if let flag = bool(entry.value, key: key) { configuration.editor.codeLens = flag }
            default: issue(entry.keyNode, "unknown key '\(key)' (known: codeLens, inlayHints)")
            }
        }
    }

    /// `rule-id: severity`, or `rule-id:` with `severity:` and `exclude:` (globs of paths).
    mutating func rules(_ value: Node) {
        guard let entries = entries(value, key: "rules", expected: "rule ids to error, warning, info, hint or off, or to severity: and exclude:")
        else { return }
        for entry in entries {
            guard Checks.rule(id: entry.key) != nil else {
                issue(entry.keyNode, "unknown rule '\(entry.key)'")
                continue
            }
            guard entry.value.mapping != nil else {
                severity(entry.value, rule: entry.key)
                continue
            }
            guard let settings = self.entries(entry.value, key: "rules.\(entry.key)", expected: "severity: and exclude:") else { continue }
            for setting in settings {
                switch setting.key {
                case "severity":
                    severity(setting.value, rule: entry.key)
                case "exclude":
                    if let globs = globs(setting.value, key: "rules.\(entry.key).exclude") { configuration.ruleExclusions[entry.key] = globs }
                default:
                    issue(setting.keyNode, "unknown key 'rules.\(entry.key).\(setting.key)' (known: exclude, severity)")
                }
            }
        }
    }

    /// A rule's severity, or `off`.
    mutating func severity(_ value: Node, rule: String) {
        guard let text = value.scalar?.string else {
            issue(value, "'rules.\(rule)' must be error, warning, info, hint or off, or map severity: and exclude:")
            return
        }
        if text == "off" {
            configuration.severities[rule] = .some(nil)
        } else if let severity = Severity(rawValue: text) {
            configuration.severities[rule] = severity
        } else {
            issue(value, "'\(text)' is not a severity (error, warning, info, hint or off)")
        }
    }

    private func firstDuplicate(_ names: [String]) -> String? {
        var seen: Set<String> = []
        return names.first { !seen.insert($0).inserted }
    }
}

/// Yams numbers lines as YAML 1.1 does, where U+0085, U+2028 and U+2029 break lines too; the file's
/// lines, as editors and the line table count them, end at `\n`, `\r\n` or `\r` only.
private struct YAMLLines {
    /// The file's line of each of Yams's lines, from index 1.
    private var fileLines = [1, 1]

    init(_ text: String) {
        var line = 1
        var afterReturn = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where afterReturn:
                break
            case "\n", "\r":
                line += 1
                fileLines.append(line)
            case "\u{85}", "\u{2028}", "\u{2029}":
                fileLines.append(line)
            default:
                break
            }
            afterReturn = scalar == "\r"
        }
    }

    func fileLine(_ yamlLine: Int) -> Int { fileLines[min(max(yamlLine, 1), fileLines.count - 1)] }
}
