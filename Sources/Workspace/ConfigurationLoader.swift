import Foundation
import Yams

@_exported import Analysis

/// A problem in `.scenery.yml`, with its 1-based line. The key or value it concerns keeps its default.
public struct ConfigurationIssue: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String

    public var description: String { "\(path):\(line): \(message)" }
}

/// Reads `.scenery.yml`. Unknown keys and bad values are reported with their line; everything
/// else still applies, and a file that is not YAML at all leaves the defaults in force.
public enum ConfigurationLoader {
    /// The keys Scenery understands, with what each holds (README documents the same list).
    public static let keys: [String: String] = [
        "output": "path of the generated file, relative to the project root",
        "include": "globs of files to index (default: everything)",
        "exclude": "globs of files to skip",
        "parameterLabels": "keep (default) or unlabeled",
        "initializerMethod": "the method screens declare for their parameters (default: initialize)",
        "protocolName": "the storyboard protocol (default: StoryboardInstantiatable)",
        "rules": "rule id -> error | warning | info | hint | off",
    ]

    /// Apply the settings in `text` (YAML, or JSON, which is YAML too) on top of `base`
    /// (the defaults for `root` when nil): the editor's initialization options override the file.
    public static func load(
        root: String, text: String, path: String, base: ProjectConfiguration? = nil
    ) -> (ProjectConfiguration, [ConfigurationIssue]) {
        var configuration = base ?? ProjectConfiguration(root: root)
        var issues: [ConfigurationIssue] = []
        func issue(_ node: Node?, _ message: String) {
            issues.append(ConfigurationIssue(path: path, line: node?.mark?.line ?? 1, message: message))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            issues.append(ConfigurationIssue(path: path, line: Self.line(of: error), message: "not valid YAML: \(Self.problem(of: error))"))
            return (configuration, issues)
        }
        guard let root else { return (configuration, issues) }
        guard let mapping = root.mapping else {
            issue(root, "expected a mapping of keys to values")
            return (configuration, issues)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "output":
                guard let output = value.string, !output.isEmpty else {
                    issue(value, "'output' must be a path")
                    continue
                }
                let resolved = Self.resolve(output, in: configuration.root)
                guard resolved.hasPrefix(configuration.root + "/") else {
                    issue(value, "'output' must lie inside the project (\(output))")
                    continue
                }
                configuration.outputPath = resolved
            case "include", "exclude":
                guard let globs = value.sequence?.compactMap(\.string) ?? value.string.map({ [$0] }) else {
                    issue(value, "'\(key)' must be a list of globs")
                    continue
                }
                if key == "include" { configuration.include = globs } else { configuration.exclude = globs }
            case "parameterLabels":
                guard let labels = value.string.flatMap(GeneratorOptions.ParameterLabels.init(rawValue:)) else {
                    issue(value, "'parameterLabels' must be keep or unlabeled")
                    continue
                }
                configuration.generator.parameterLabels = labels
            case "initializerMethod", "protocolName":
                guard let name = value.string, Self.isIdentifier(name) else {
                    issue(value, "'\(key)' must be a Swift identifier")
                    continue
                }
                if key == "initializerMethod" { configuration.generator.initializerMethodName = name } else { configuration.generator.protocolName = name }
            case "rules":
                guard let rules = value.mapping else {
                    issue(value, "'rules' must map rule ids to error, warning, info, hint or off")
                    continue
                }
                for (ruleNode, severityNode) in rules {
                    let rule = ruleNode.string ?? ""
                    guard Checks.rule(id: rule) != nil else {
                        issue(ruleNode, "unknown rule '\(rule)'")
                        continue
                    }
                    let text = severityNode.string ?? ""
                    if text == "off" {
                        configuration.severities[rule] = .some(nil)
                    } else if let severity = Severity(rawValue: text) {
                        configuration.severities[rule] = severity
                    } else {
                        issue(severityNode, "'\(text)' is not a severity (error, warning, info, hint or off)")
                    }
                }
            default:
                issue(keyNode, "unknown key '\(key)' (known: \(keys.keys.sorted().joined(separator: ", ")))")
            }
        }
        return (configuration, issues)
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
        default: 1
        }
    }

    private static func problem(of error: Error) -> String {
        switch error as? YamlError {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .reader(let problem, _, _, _): problem
        default: String(describing: error)
        }
    }
}
