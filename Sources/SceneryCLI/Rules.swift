import ArgumentParser
import Foundation
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryWorkspace

/// `scenery rules`: every rule Scenery runs, as the rule types describe themselves; `scenery rules
/// RULE`: one rule in full, with the examples that hold it to what it says.
package struct Rules: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "List every rule: its id, default severity, whether it offers a fix, and what it reports; or describe one rule.",
        discussion: "Re-grade or switch off a rule with `rules:` in .scenery.yml. " + ExitStatus.summary
    )

    @Argument(help: "A rule's id: print its description, its fix and its examples.") package var rule: String?
    @Flag(help: "Print JSON.") package var json = false
    @Flag(help: "Print a Markdown table (Documentation/Rules.md holds it).") package var markdown = false

    package init() {}

    package func validate() throws {
        if json && markdown { throw ValidationError("--json and --markdown exclude each other.") }
        if let rule {
            if markdown { throw ValidationError("--markdown prints the table of every rule; drop it or the rule id.") }
            if Checks.rule(id: rule) == nil {
                throw ValidationError("no rule has the id '\(rule)'; `scenery rules` lists them.")
            }
        }
    }

    package func run() throws {
        if let rule, let type = Checks.rule(id: rule) {
            print(json ? Self.json(Detail(type)) : Self.detail(type), terminator: "")
            return
        }
        print(json ? Self.json() : markdown ? Self.markdown() : Self.table(), terminator: "")
    }

    /// One rule in full: what `scenery rules` lists, what its fix does, and its examples.
    struct Detail: Encodable {
        var id: String
        var defaultSeverity: String
        var summary: String
        var fix: String?
        /// Fixtures (`-- File --` headers) in which `↓` marks where each diagnostic starts.
        var triggeringExamples: [String]
        var nonTriggeringExamples: [String]

        init(_ rule: any Rule.Type) {
            id = rule.id
            defaultSeverity = rule.defaultSeverity.rawValue
            summary = rule.summary
            fix = rule.offersFixes ? rule.fixSummary : nil
            triggeringExamples = rule.triggeringExamples.map(\.fixture)
            nonTriggeringExamples = rule.nonTriggeringExamples.map(\.fixture)
        }
    }

    static func detail(_ rule: any Rule.Type) -> String {
        let detail = Detail(rule)
        func examples(_ title: String, _ fixtures: [String]) -> String {
            "\n\(title) (`↓` marks where a diagnostic starts):\n"
                + fixtures.map {
                    "\n" + $0.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
                }.joined()
        }
        return "\(detail.id) (\(detail.defaultSeverity))\n\(detail.summary)\n"
            + "\nFix: \(detail.fix ?? "none")\n"
            + examples("Reported", detail.triggeringExamples)
            + examples("Not reported", detail.nonTriggeringExamples)
    }

    /// One row per rule, in `Checks.allRules`' order.
    struct Row: Encodable {
        var id: String
        var defaultSeverity: String
        var offersFixes: Bool
        var summary: String
    }

    static var rows: [Row] {
        Checks.allRules.map { Row(id: $0.id, defaultSeverity: $0.defaultSeverity.rawValue, offersFixes: $0.offersFixes, summary: $0.summary) }
    }

    /// Aligned columns under a header.
    static func table() -> String {
        let cells =
            [["rule", "default", "fix", "description"]] + rows.map { [$0.id, $0.defaultSeverity, $0.offersFixes ? "yes" : "no", $0.summary] }
        let widths = (0..<3).map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") + "  " + row[3] + "\n"
        }.joined()
    }

    /// The table of Documentation/Rules.md, between its markers; a test holds the file to it.
    static func markdown() -> String {
        // A `|` inside a cell would end it.
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        return "| rule id | default | what it reports | its fix |\n|---|---|---|---|\n"
            + Checks.allRules.map {
                "| `\($0.id)` | \($0.defaultSeverity.rawValue) | \(cell($0.summary)) | \($0.offersFixes ? cell($0.fixSummary) : "none") |\n"
            }.joined()
    }

    static func json() -> String { json(rows) }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, booleans and arrays of them always encode.
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
