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

    /// Renders `diagnostics` as the bytes to print, each at the lines and columns it was located
    /// at (`LocatedDiagnostic`): no file is read here, so a report kept in the facts cache prints
    /// as the run that made it printed it.
    package func render(_ diagnostics: [LocatedDiagnostic], configuration: ProjectConfiguration) -> [UInt8] {
        let paths = ReportPaths(configuration: configuration)
        var report = ReportText()
        switch self {
        case .text, .xcode: Self.compiler(diagnostics, paths: paths, absolute: self == .xcode, into: &report)
        case .json: Self.json(diagnostics, paths: paths, into: &report)
        case .github: Self.github(diagnostics, paths: paths, into: &report)
        case .sarif: Self.sarif(diagnostics, paths: paths, into: &report)
        case .checkstyle: Self.checkstyle(diagnostics, paths: paths, into: &report)
        case .junit: Self.junit(diagnostics, paths: paths, into: &report)
        }
        return report.bytes
    }

    /// How a file is named in each format.
    struct ReportPaths {
        var configuration: ProjectConfiguration
        /// The current folder, for paths relative to it.
        let folder = FileManager.default.currentDirectoryPath

        func path(_ location: SourceLocation, absolute: Bool = false) -> String {
            absolute ? location.path : configuration.relativePath(location.path)
        }

        /// Relative to the current folder (a CI job's checkout) when the file is inside it.
        func workspacePath(_ location: SourceLocation) -> String {
            location.path.hasPrefix(folder + "/") ? String(location.path.dropFirst(folder.count + 1)) : location.path
        }
    }

    /// `path:line:col: severity: message [rule]`, then each related place as a note.
    private static func compiler(_ diagnostics: [LocatedDiagnostic], paths: ReportPaths, absolute: Bool, into report: inout ReportText) {
        for located in diagnostics {
            let diagnostic = located.diagnostic
            report.place(paths.path(diagnostic.location, absolute: absolute), located.location.start)
            report.append(": ")
            report.append(xcodeSeverity(diagnostic.severity))
            report.append(": ")
            report.append(diagnostic.message)
            report.append(" [")
            report.append(diagnostic.rule)
            report.append("]\n")
            for (related, span) in zip(diagnostic.related, located.related) {
                if !absolute { report.append("    ") }
                report.place(paths.path(related.location, absolute: absolute), span.start)
                report.append(": note: ")
                report.append(related.message)
                report.append("\n")
            }
        }
    }

    /// An array of objects, keys sorted, in the layout of Foundation's pretty-printed JSON.
    private static func json(_ diagnostics: [LocatedDiagnostic], paths: ReportPaths, into report: inout ReportText) {
        let json = JSONWriter(report)
        json.array {
            for located in diagnostics {
                let diagnostic = located.diagnostic
                let at = located.location.start.lineAndColumn
                json.object {
                    json.key("column", at.column)
                    json.key("file", paths.path(diagnostic.location))
                    json.key("fixes") { json.array { for fix in diagnostic.fixes { json.string(fix.title) } } }
                    json.key("line", at.line)
                    json.key("message", diagnostic.message)
                    json.key("related") {
                        json.array {
                            for (related, span) in zip(diagnostic.related, located.related) {
                                let there = span.start.lineAndColumn
                                json.object {
                                    json.key("column", there.column)
                                    json.key("file", paths.path(related.location))
                                    json.key("line", there.line)
                                    json.key("message", related.message)
                                }
                            }
                        }
                    }
                    json.key("rule", diagnostic.rule)
                    json.key("severity", diagnostic.severity.rawValue)
                }
            }
        }
        report = json.finished()
    }

    /// `::error file=Sources/A.swift,line=3,col=5,title=scene-not-found::message`
    private static func github(_ diagnostics: [LocatedDiagnostic], paths: ReportPaths, into report: inout ReportText) {
        for located in diagnostics {
            let diagnostic = located.diagnostic
            let at = located.location.start.lineAndColumn
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .info, .hint: "notice"
                }
            report.append("::\(command) file=\(escapeProperty(paths.workspacePath(diagnostic.location))),line=\(at.line),col=\(at.column),")
            report.append("title=\(escapeProperty(diagnostic.rule))::\(escapeData(diagnostic.message))\n")
        }
    }

    /// Workflow-command escaping: data escapes `%`, CR and LF; properties also `:` and `,`.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// SARIF 2.1.0, keys sorted, in the layout of Foundation's pretty-printed JSON.
    private static func sarif(_ diagnostics: [LocatedDiagnostic], paths: ReportPaths, into report: inout ReportText) {
        let rules = Checks.allRules
        let ruleIndexes = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let json = JSONWriter(report)
        func physicalLocation(_ location: SourceLocation, _ span: LocatedDiagnostic.Span) {
            let (start, end) = (span.start.lineAndUTF16Column, span.end.lineAndUTF16Column)
            json.key("physicalLocation") {
                json.object {
                    json.key("artifactLocation") {
                        json.object {
                            json.key("uri", paths.path(location))
                            json.key("uriBaseId", "%SRCROOT%")
                        }
                    }
                    json.key("region") {
                        json.object {
                            json.key("endColumn", end.column)
                            json.key("endLine", end.line)
                            json.key("startColumn", start.column)
                            json.key("startLine", start.line)
                        }
                    }
                }
            }
        }
        func message(_ text: String) { json.key("message") { json.object { json.key("text", text) } } }
        json.object {
            json.key("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
            json.key("runs") {
                json.array {
                    json.object {
                        json.key("columnKind", "utf16CodeUnits")
                        // Locations are relative to %SRCROOT%; code scanning maps them to the repository
                        // through this (a folder URI ends with a slash).
                        json.key("originalUriBaseIds") {
                            json.object {
                                json.key("%SRCROOT%") {
                                    json.object { json.key("uri", URL(fileURLWithPath: paths.configuration.root, isDirectory: true).absoluteString) }
                                }
                            }
                        }
                        json.key("results") {
                            json.array {
                                for located in diagnostics {
                                    let diagnostic = located.diagnostic
                                    json.object {
                                        json.key("level", sarifLevel(diagnostic.severity))
                                        json.key("locations") {
                                            json.array { json.object { physicalLocation(diagnostic.location, located.location) } }
                                        }
                                        message(diagnostic.message)
                                        if !diagnostic.related.isEmpty {
                                            json.key("relatedLocations") {
                                                json.array {
                                                    for (index, (related, span)) in zip(diagnostic.related, located.related).enumerated() {
                                                        json.object {
                                                            json.key("id", index)
                                                            message(related.message)
                                                            physicalLocation(related.location, span)
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        json.key("ruleId", diagnostic.rule)
                                        if let index = ruleIndexes[diagnostic.rule] { json.key("ruleIndex", index) }
                                    }
                                }
                            }
                        }
                        json.key("tool") {
                            json.object {
                                json.key("driver") {
                                    json.object {
                                        json.key("name", "Scenery")
                                        json.key("rules") {
                                            json.array {
                                                for rule in rules {
                                                    json.object {
                                                        json.key("defaultConfiguration") {
                                                            json.object { json.key("level", sarifLevel(rule.defaultSeverity)) }
                                                        }
                                                        json.key("id", rule.id)
                                                        json.key("shortDescription") { json.object { json.key("text", rule.summary) } }
                                                    }
                                                }
                                            }
                                        }
                                        json.key("version", SceneryVersion.current)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            json.key("version", "2.1.0")
        }
        report = json.finished()
    }

    /// `<checkstyle>` with a `<file>` per file (in report order) and an `<error>` per finding;
    /// paths as the github reporter's, relative to the current folder.
    private static func checkstyle(_ diagnostics: [LocatedDiagnostic], paths: ReportPaths, into report: inout ReportText) {
        report.append(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<checkstyle version="4.3">"# + "\n")
        for findings in groupedByFile(diagnostics) {
            report.append("  <file name=\"\(XMLText.escaped(paths.workspacePath(findings[0].diagnostic.location)))\">\n")
            for located in findings {
                let diagnostic = located.diagnostic
                let at = located.location.start.lineAndColumn
                let attributes = [
                    ("line", "\(at.line)"), ("column", "\(at.column)"), ("severity", checkstyleSeverity(diagnostic.severity)),
                    ("message", diagnostic.message), ("source", "scenery.\(diagnostic.rule)"),
                ]
                report.append("    <error \(XMLText.attributes(attributes))/>\n")
            }
            report.append("  </file>\n")
        }
        report.append("</checkstyle>\n")
    }

    /// `<testsuites>` with a `<testsuite>` per file and a failed `<testcase>` per finding, named by
    /// its rule and place; the failure's text is the finding as the text reporter prints it.
    private static func junit(_ diagnostics: [LocatedDiagnostic], paths: ReportPaths, into report: inout ReportText) {
        let count = "\(diagnostics.count)"
        report.append(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        report.append("<testsuites \(XMLText.attributes([("name", "scenery"), ("tests", count), ("failures", count), ("errors", "0")]))>\n")
        for findings in groupedByFile(diagnostics) {
            let file = paths.workspacePath(findings[0].diagnostic.location)
            let suite = [("name", file), ("tests", "\(findings.count)"), ("failures", "\(findings.count)"), ("errors", "0")]
            report.append("  <testsuite \(XMLText.attributes(suite))>\n")
            for located in findings {
                let diagnostic = located.diagnostic
                let at = located.location.start.lineAndColumn
                let testCase = [("classname", file), ("name", "\(diagnostic.rule) at \(at.line):\(at.column)")]
                let failure = [("type", diagnostic.severity.rawValue), ("message", diagnostic.message)]
                var text = ReportText()
                compiler([located], paths: paths, absolute: false, into: &text)
                report.append("    <testcase \(XMLText.attributes(testCase))>\n")
                report.append(
                    "      <failure \(XMLText.attributes(failure))>\(XMLText.escaped(String(decoding: text.bytes, as: UTF8.self), inAttribute: false))</failure>\n"
                )
                report.append("    </testcase>\n")
            }
            report.append("  </testsuite>\n")
        }
        report.append("</testsuites>\n")
    }

    /// The findings of each file, files in order of their first finding (diagnostics come sorted by file).
    private static func groupedByFile(_ diagnostics: [LocatedDiagnostic]) -> [[LocatedDiagnostic]] {
        var groups: [[LocatedDiagnostic]] = []
        var positions: [String: Int] = [:]
        for located in diagnostics {
            let path = located.diagnostic.location.path
            if let position = positions[path] {
                groups[position].append(located)
            } else {
                positions[path] = groups.count
                groups.append([located])
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
