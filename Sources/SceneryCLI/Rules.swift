import ArgumentParser
import Foundation
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryWorkspace

/// `scenery rules`: every rule Scenery runs, as the rule types describe themselves.
package struct Rules: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "List every rule: its id, default severity, whether it offers a fix, and what it reports.",
        discussion: "Re-grade or switch off a rule with `rules:` in .scenery.yml. " + ExitStatus.summary
    )

    @Flag(help: "Print JSON.") package var json = false
    @Flag(help: "Print a Markdown table (Documentation/Rules.md holds it).") package var markdown = false

    package init() {}

    package func validate() throws {
        if json && markdown { throw ValidationError("--json and --markdown exclude each other.") }
    }

    package func run() throws {
        print(json ? Self.json() : markdown ? Self.markdown() : Self.table(), terminator: "")
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

    static func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings and booleans always encode.
        let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
