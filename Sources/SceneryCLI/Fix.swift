import ArgumentParser
import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// `scenery fix`: applies the fixes the editor would offer as the preferred quick fix.
package struct FixCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply every fix that is the only one its finding offers (the editor's preferred quick fix).",
        discussion: "A finding with several fixes is left for you to choose; one whose edits overlap a fix already taken is left for the next run; "
            + "stale generated files are `scenery generate`'s to write. Each fix applied is printed; run `scenery check` afterwards. "
            + ExitStatus.summary
    )

    @OptionGroup package var project: ProjectOptions
    @Option(help: ArgumentHelp("Only fix findings of this rule (repeatable).", valueName: "rule-id")) package var rule: [String] = []
    @Flag(help: "Print what would be fixed; write nothing.") package var dryRun = false

    package init() {}

    package func validate() throws {
        if let unknown = rule.first(where: { Checks.rule(id: $0) == nil }) {
            throw ValidationError("unknown rule '\(unknown)'; `scenery rules` lists them")
        }
    }

    package func run() throws {
        let loaded = try project.load()
        let configuration = loaded.configuration
        let (plan, lines, originals) = loaded.answer { analysis, texts in
            let whole = analysis.diagnostics()
            // Each fix is checked against the whole project first, on the bytes it was made on.
            let fixes = loaded.fixChecker(whole: whole)
            let plan = FixPlan(whole.filter { rule.isEmpty || rule.contains($0.rule) }, verdicts: fixes.verdicts(on:))
            func line(_ diagnostic: Diagnostic, _ what: String) -> String {
                let at = TextPoint(diagnostic.location.range.lowerBound, in: texts.lineIndex(of: diagnostic.location.path)).lineAndColumn
                return "\(configuration.relativePath(diagnostic.location.path)):\(at.line):\(at.column): \(what) [\(diagnostic.rule)]"
            }
            let lines =
                plan.applied.map { line($0.diagnostic, "\(dryRun ? "would fix" : "fixed"): \($0.fix.title)") }
                + plan.refused.map { line($0.diagnostic, "not fixed: \($0.title): \($0.reason)") }
            return (plan, lines, plan.edits.keys.reduce(into: [String: SourceText]()) { $0[$1] = fixes.text(of: $1) })
        }
        for line in lines { print(line) }
        for (reason, count) in plan.leftCounts where count > 0 {
            standardError("note: \(count) finding(s) left: \(reason.description)")
        }
        var outcome = ExitStatus.clean
        if !dryRun {
            for error in applyEdits(plan.edits, to: originals, root: configuration.root).failures {
                standardError("error: \(error)")
                outcome = .failure
            }
        }
        loaded.exitStatus(outcome).exit()
    }
}

/// Writes `edits` into the files they were made on, file by file in path order, each only when it
/// still holds its `originals` text (`Workspace.rewrite`: inside `root`, no link followed); a file
/// whose original is not known is not written. Returns the files written and why others were not.
package func applyEdits(_ edits: [String: [TextEdit]], to originals: [String: SourceText], root: String) -> (written: [String], failures: [Error]) {
    var written: [String] = []
    var failures: [Error] = []
    for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
        guard let original = originals[path] else { continue }
        do {
            _ = try Workspace.rewrite(path, from: original.bytes, to: original.applying(fileEdits).bytes, root: root)
            written.append(path)
        } catch {
            failures.append(error)
        }
    }
    return (written, failures)
}

/// Which fixes one run applies: each finding's only fix, in report order, unless one of its edits
/// overlaps an edit already taken (applying both would garble the text) or falls in a file that
/// changed since it was indexed.
struct FixPlan {
    enum Left: CaseIterable, CustomStringConvertible {
        case severalFixes, overlapping, refused, generatedFile

        var description: String {
            switch self {
            case .severalFixes: "several fixes to choose from (the editor offers each)"
            case .overlapping: "their fix overlaps another one applied in this run (run `scenery fix` again)"
            case .refused: "their fix would not resolve them or would break something else (each named above)"
            case .generatedFile: "a generated file is out of date (run `scenery generate`)"
            }
        }
    }

    private(set) var applied: [(diagnostic: Diagnostic, fix: Fix)] = []
    private(set) var refused: [(diagnostic: Diagnostic, title: String, reason: String)] = []
    private(set) var edits: [String: [TextEdit]] = [:]
    private(set) var left: [Left: Int] = [:]

    /// The fix of each finding that has exactly one that `verdicts` offer.
    init(_ findings: [Diagnostic], verdicts: (Diagnostic) -> [FixVerdict]) {
        for diagnostic in findings where !diagnostic.fixes.isEmpty {
            if diagnostic.rule == StaleGeneratedCode.id {
                left[.generatedFile, default: 0] += 1
                continue
            }
            let verdicts = verdicts(diagnostic)
            let offered = verdicts.compactMap(\.offered)
            guard offered.count == 1, let fix = offered.first else {
                if offered.isEmpty {
                    left[.refused, default: 0] += 1
                    for case .refused(let title, let reason) in verdicts { refused.append((diagnostic, title, reason)) }
                } else {
                    left[.severalFixes, default: 0] += 1
                }
                continue
            }
            // Edits that meet at a point count as overlapping too: two insertions there have no order.
            let clashes = fix.edits.contains { edit in
                edits[edit.path, default: []].contains { taken in
                    taken.range.overlaps(edit.edit.range) || taken.range.touches(edit.edit.range.lowerBound)
                        || edit.edit.range.touches(taken.range.lowerBound)
                }
            }
            if clashes {
                left[.overlapping, default: 0] += 1
                continue
            }
            for edit in fix.edits { edits[edit.path, default: []].append(edit.edit) }
            applied.append((diagnostic, fix))
        }
    }

    /// How many findings were left for each reason, in `Left`'s order.
    var leftCounts: [(Left, Int)] { Left.allCases.map { ($0, left[$0] ?? 0) } }
}
