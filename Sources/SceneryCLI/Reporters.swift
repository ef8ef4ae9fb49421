import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// How `scenery check` prints diagnostics.
package enum Reporter: String, CaseIterable, Sendable {
    /// `path:line:col: error: message [rule-id]`, project-relative paths, related notes indented.
    case text
    /// What an Xcode Run Script phase shows inline: absolute paths, `error`/`warning`/`note`.
    case xcode
    /// A JSON array of diagnostics, for other tools.
    case json
    /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations.
    case github
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
    /// Checkstyle XML, which Jenkins, Danger and code-review bots read: one `<file>` per file.
    case checkstyle
    /// JUnit XML, which CI systems show as a test report: one failed test case per finding.
    case junit

    /// Renders `diagnostics`, their positions in the texts `text` gives (the bytes indexed, each
    /// read once however many findings it holds: `IndexedTexts.text(of:)`).
    package func render(_ diagnostics: [Diagnostic], configuration: ProjectConfiguration, text: @escaping (String) -> SourceText?) -> String {
        let places = Places(configuration: configuration, text: text)
        switch self {
        case .text, .xcode: return Self.compiler(diagnostics, places: places, absolute: self == .xcode)
        case .json: return Self.json(diagnostics, places: places)
        case .github: return Self.github(diagnostics, places: places)
        case .sarif: return Self.sarif(diagnostics, places: places)
        case .checkstyle: return Self.checkstyle(diagnostics, places: places)
        case .junit: return Self.junit(diagnostics, places: places)
        }
    }

    /// Where a location is, in the units each format wants.
    struct Places {
        var configuration: ProjectConfiguration
        var text: (String) -> SourceText?

        func path(_ location: SourceLocation, absolute: Bool = false) -> String {
            absolute ? location.path : configuration.relativePath(location.path)
        }

        /// Relative to the current folder (a CI job's checkout) when the file is inside it.
        func workspacePath(_ location: SourceLocation) -> String {
            let folder = FileManager.default.currentDirectoryPath
            return location.path.hasPrefix(folder + "/") ? String(location.path.dropFirst(folder.count + 1)) : location.path
        }

        /// One-based line and UTF-8 byte column, as `swiftc` reports them.
        func lineAndColumn(_ offset: Int, in path: String) -> (line: Int, column: Int) {
            text(path)?.lineAndColumn(of: offset) ?? (1, 1)
        }

        /// One-based line and UTF-16 column (SARIF's default column kind).
        func utf16(_ offset: Int, in path: String) -> (line: Int, column: Int) {
            guard let position = text(path)?.position(of: offset, in: .utf16) else { return (1, 1) }
            return (position.line + 1, position.character + 1)
        }
    }

    private static func compiler(_ diagnostics: [Diagnostic], places: Places, absolute: Bool) -> String {
        diagnostics.map { diagnostic in
            let at = places.lineAndColumn(diagnostic.location.range.lowerBound, in: diagnostic.location.path)
            var lines = ["\(places.path(diagnostic.location, absolute: absolute)):\(at.line):\(at.column): \(xcodeSeverity(diagnostic.severity)): \(diagnostic.message) [\(diagnostic.rule)]"]
            for related in diagnostic.related {
                let there = places.lineAndColumn(related.location.range.lowerBound, in: related.location.path)
                lines.append("\(absolute ? "" : "    ")\(places.path(related.location, absolute: absolute)):\(there.line):\(there.column): note: \(related.message)")
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined()
    }

    private static func json(_ diagnostics: [Diagnostic], places: Places) -> String {
        let objects: [[String: Any]] = diagnostics.map { diagnostic in
            let at = places.lineAndColumn(diagnostic.location.range.lowerBound, in: diagnostic.location.path)
            return [
                "rule": diagnostic.rule, "severity": diagnostic.severity.rawValue, "message": diagnostic.message,
                "file": places.path(diagnostic.location), "line": at.line, "column": at.column,
                "related": diagnostic.related.map { related in
                    let there = places.lineAndColumn(related.location.range.lowerBound, in: related.location.path)
                    return ["file": places.path(related.location), "line": there.line, "column": there.column, "message": related.message] as [String: Any]
                },
                "fixes": diagnostic.fixes.map(\.title),
            ]
        }
        return serialize(objects)
    }

    /// `::error file=Sources/A.swift,line=3,col=5,title=scene-not-found::message`
    private static func github(_ diagnostics: [Diagnostic], places: Places) -> String {
        diagnostics.map { diagnostic in
            let at = places.lineAndColumn(diagnostic.location.range.lowerBound, in: diagnostic.location.path)
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .info, .hint: "notice"
            }
            let properties = [
                "file=\(escapeProperty(places.workspacePath(diagnostic.location)))", "line=\(at.line)", "col=\(at.column)",
                "title=\(escapeProperty(diagnostic.rule))",
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
        }.joined()
    }

    /// Workflow-command escaping: data escapes `%`, CR and LF; properties also `:` and `,`.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func sarif(_ diagnostics: [Diagnostic], places: Places) -> String {
        let rules = Checks.allRules
        func location(_ location: SourceLocation) -> [String: Any] {
            let start = places.utf16(location.range.lowerBound, in: location.path)
            let end = places.utf16(location.range.upperBound, in: location.path)
            return [
                "physicalLocation": [
                    "artifactLocation": ["uri": places.path(location), "uriBaseId": "%SRCROOT%"],
                    "region": ["startLine": start.line, "startColumn": start.column, "endLine": end.line, "endColumn": end.column],
                ]
            ]
        }
        let results: [[String: Any]] = diagnostics.map { diagnostic in
            var result: [String: Any] = [
                "ruleId": diagnostic.rule,
                "level": sarifLevel(diagnostic.severity),
                "message": ["text": diagnostic.message],
                "locations": [location(diagnostic.location)],
            ]
            if let index = rules.firstIndex(where: { $0.id == diagnostic.rule }) { result["ruleIndex"] = index }
            if !diagnostic.related.isEmpty {
                result["relatedLocations"] = diagnostic.related.enumerated().map { index, related in
                    location(related.location).merging(["id": index, "message": ["text": related.message]]) { first, _ in first }
                }
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "Scenery",
                    "version": SceneryVersion.current,
                    "rules": rules.map { rule in
                        [
                            "id": rule.id, "shortDescription": ["text": rule.summary],
                            "defaultConfiguration": ["level": sarifLevel(rule.defaultSeverity)],
                        ] as [String: Any]
                    },
                ]],
                "columnKind": "utf16CodeUnits",
                // Locations are relative to %SRCROOT%; code scanning maps them to the repository
                // through this (a folder URI ends with a slash).
                "originalUriBaseIds": [
                    "%SRCROOT%": ["uri": URL(fileURLWithPath: places.configuration.root, isDirectory: true).absoluteString]
                ],
                "results": results,
            ]],
        ]
        return serialize(log)
    }

    /// `<checkstyle>` with a `<file>` per file (in report order) and an `<error>` per finding;
    /// paths as the github reporter's, relative to the current folder.
    private static func checkstyle(_ diagnostics: [Diagnostic], places: Places) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
        for (path, findings) in groupedByFile(diagnostics) {
            lines.append("  <file name=\"\(XMLText.escaped(places.workspacePath(findings[0].location)))\">")
            for diagnostic in findings {
                let at = places.lineAndColumn(diagnostic.location.range.lowerBound, in: path)
                let attributes = [
                    ("line", "\(at.line)"), ("column", "\(at.column)"), ("severity", checkstyleSeverity(diagnostic.severity)),
                    ("message", diagnostic.message), ("source", "scenery.\(diagnostic.rule)"),
                ]
                lines.append("    <error \(XMLText.attributes(attributes))/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<testsuites>` with a `<testsuite>` per file and a failed `<testcase>` per finding, named by
    /// its rule and place; the failure's text is the finding as the text reporter prints it.
    private static func junit(_ diagnostics: [Diagnostic], places: Places) -> String {
        let files = groupedByFile(diagnostics)
        let count = "\(diagnostics.count)"
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites \(XMLText.attributes([("name", "scenery"), ("tests", count), ("failures", count), ("errors", "0")]))>",
        ]
        for (path, findings) in files {
            let file = places.workspacePath(findings[0].location)
            let suite = [("name", file), ("tests", "\(findings.count)"), ("failures", "\(findings.count)"), ("errors", "0")]
            lines.append("  <testsuite \(XMLText.attributes(suite))>")
            for diagnostic in findings {
                let at = places.lineAndColumn(diagnostic.location.range.lowerBound, in: path)
                let testCase = [("classname", file), ("name", "\(diagnostic.rule) at \(at.line):\(at.column)")]
                let failure = [("type", diagnostic.severity.rawValue), ("message", diagnostic.message)]
                let text = compiler([diagnostic], places: places, absolute: false)
                lines.append("    <testcase \(XMLText.attributes(testCase))>")
                lines.append("      <failure \(XMLText.attributes(failure))>\(XMLText.escaped(text, inAttribute: false))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The findings of each file, files in order of their first finding (diagnostics come sorted by file).
    private static func groupedByFile(_ diagnostics: [Diagnostic]) -> [(path: String, findings: [Diagnostic])] {
        var groups: [(path: String, findings: [Diagnostic])] = []
        var positions: [String: Int] = [:]
        for diagnostic in diagnostics {
            let path = diagnostic.location.path
            if let position = positions[path] {
                groups[position].findings.append(diagnostic)
            } else {
                positions[path] = groups.count
                groups.append((path, [diagnostic]))
            }
        }
        return groups
    }

    /// Checkstyle's severities: error, warning, info.
    static func checkstyleSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .hint: "info"
        }
    }

    static func sarifLevel(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .hint: "note"
        }
    }

    /// Xcode understands error, warning and note.
    static func xcodeSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .hint: "note"
        }
    }

    private static func serialize(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// Text and attribute values for hand-written XML.
enum XMLText {
    /// `text` with `&`, `<` and `>` as entities (in an attribute, quotes too) and what XML 1.0
    /// cannot hold at all (control characters, U+FFFE, U+FFFF) as U+FFFD. In an attribute, line
    /// breaks and tabs become character references: a parser would turn them into spaces otherwise.
    static func escaped(_ text: String, inAttribute: Bool = true) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "'" where inAttribute: escaped += "&apos;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t" where inAttribute: escaped += "&#9;"
            default:
                escaped.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }

    /// XML 1.0's Char production.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF, 0x9, 0xA, 0xD: true
        default: false
        }
    }

    /// `name="value" …`, values escaped, in the order given.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)=\"\(escaped($0.1))\"" }.joined(separator: " ")
    }
}
