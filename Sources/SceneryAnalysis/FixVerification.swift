@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// What checking a fix against the whole project found: offer it (as made, or with the generated
/// files brought up to date in the same edit), or not, and why.
@_spi(Scenery) public enum FixVerdict: Hashable, Sendable {
    case offered(Fix)
    case refused(title: String, reason: String)

    @_spi(Scenery) public var offered: Fix? {
        if case .offered(let fix) = self { fix } else { nil }
    }
}

extension Analysis {
    /// Each fix of `diagnostic`, applied to a copy of this analysis through the incremental join:
    /// offered only when the finding goes away and no finding (but hints: a call that works may be
    /// written shorter; a finding only reworded is none) appears anywhere the change can reach — another call of the same ID, a
    /// helper's other callers, a storyboard that references the scene. A fix that changes only what
    /// generation writes is offered with the generated files' new text as part of it.
    /// `diagnostics` are this analysis's (what the findings were before); `text` gives the bytes the
    /// fix was made on (nil: the file changed since, and the fix is refused).
    @_spi(Scenery) public func verdicts(
        on diagnostic: Diagnostic, among diagnostics: ProjectDiagnostics, text: (String) -> SourceText?
    ) -> [FixVerdict] {
        diagnostic.fixes.map { verdict(on: $0, resolving: diagnostic, among: diagnostics, text: text) }
    }

    /// `fix` applied to a copy: offered when it resolves `diagnostic` (if any) and adds no finding;
    /// with the generated files brought up to date when that is all it would add.
    @_spi(Scenery) public func verdict(
        on fix: Fix, resolving diagnostic: Diagnostic?, among diagnostics: ProjectDiagnostics, text: (String) -> SourceText?
    ) -> FixVerdict {
        guard let fix = madeWhenOffered(fix, resolving: diagnostic) else {
            return .refused(title: fix.title, reason: "it no longer applies: the code it rewrites or the generated file it regenerates changed since")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in Set(fix.edits.map(\.path)).sorted() {
            guard let original = text(path) else {
                return .refused(title: fix.title, reason: "\(configuration.relativePath(path)) changed since Scenery read it")
            }
            files.append((path, original.applying(fix.edits.filter { $0.path == path }.map(\.edit)).bytes))
        }
        var fixed = self
        let change = fixed.update(files: files)
        let refreshed = diagnostics.refreshed(after: change, in: fixed).changed
        if let diagnostic {
            let own = Finding(diagnostic)
            if (refreshed[diagnostic.location.path] ?? diagnostics.byPath[diagnostic.location.path] ?? []).contains(where: { Finding($0) == own }) {
                return .refused(title: fix.title, reason: "it would leave the finding as it is")
            }
        }
        // A finding that was there and now reads otherwise (its message names what the fix
        // changed) is no new problem: a file gains one when a rule finds more there than before.
        var added: [Diagnostic] = []
        for (path, after) in refreshed.sorted(by: { $0.key < $1.key }) {
            let before = (diagnostics.byPath[path] ?? []).filter { $0.severity != .hint }
            let known = Set(before.map(Finding.init))
            for (rule, found) in Dictionary(grouping: after.filter { $0.severity != .hint }, by: \.rule).sorted(by: { $0.key < $1.key })
            where found.count > before.filter({ $0.rule == rule }).count {
                added += found.filter { !known.contains(Finding($0)) }
            }
        }
        // Their paths only: generating them costs a join's worth, paid only for a fix that makes them stale.
        let outputs = Set([configuration.outputPath] + (configuration.testsOutputPath.map { [$0] } ?? []))
        let staleOutputs = added.filter { $0.rule == StaleGeneratedCode.id && outputs.contains($0.location.path) }
        if let first = added.first(where: { !staleOutputs.contains($0) }) {
            return .refused(
                title: fix.title, reason: "it would add '\(first.message)' [\(first.rule)] in \(configuration.relativePath(first.location.path))")
        }
        guard !staleOutputs.isEmpty else { return .offered(fix) }
        // Written from the fixed project, the generated files hold what generation makes of it: nothing is stale.
        var regenerated = fix
        for output in fixed.generatedOutputs() where staleOutputs.contains(where: { $0.location.path == output.path }) {
            guard let current = text(output.path) else {
                return .refused(title: fix.title, reason: "\(configuration.relativePath(output.path)) changed since Scenery read it")
            }
            regenerated.edits.append(
                Fix.FileEdit(path: output.path, edit: TextEdit(range: ByteRange(0, current.bytes.count), newText: output.file.contents)))
        }
        regenerated.title +=
            "\(regenerated.title.isEmpty ? "Update" : " and update") \(Set(staleOutputs.map { configuration.relativePath($0.location.path) }).sorted().joined(separator: ", "))"
        return .offered(regenerated)
    }

    /// A finding as a fix can move it: its rule, file and message, not where in the file it is.
    private struct Finding: Hashable {
        var rule: String
        var path: String
        var message: String

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule
            path = diagnostic.location.path
            message = diagnostic.message
        }
    }
}
