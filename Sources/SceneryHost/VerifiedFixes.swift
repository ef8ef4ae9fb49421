@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import ScenerySourceText

extension ProjectHost {
    /// Every fix a face offers (a quick fix, `scenery fix`, an agent's `check`) is checked here
    /// first, against the whole project (`Analysis.verdicts(on:among:text:)`): on the bytes it was
    /// made on — an open buffer's, else the disk's while it hashes as indexed —, and against the
    /// project's diagnostics as they are now (those kept since the last publication, brought up to
    /// date with the changes since; before the first, `whole`, the diagnostics of a run over the
    /// whole project now, or such a run).
    @_spi(Scenery) public func fixChecker(whole: [Diagnostic]? = nil) -> FixChecker {
        var diagnostics = kept ?? whole.map { ProjectDiagnostics($0) } ?? ProjectDiagnostics(analysis)
        if kept != nil { diagnostics.update(after: unpublished, in: analysis) }
        // Each fix is checked through what the project's diagnostics read: recorded once here when not yet.
        diagnostics.recordReads(in: analysis)
        return FixChecker(analysis: analysis, diagnostics: diagnostics, buffers: buffers)
    }
}

/// Checks fixes against one state of the project (`ProjectHost.fixChecker()`), reading each file
/// a fix edits at most once.
@_spi(Scenery) public struct FixChecker {
    let analysis: Analysis
    @_spi(Scenery) public let diagnostics: ProjectDiagnostics
    let buffers: [String: SourceText]
    private let files: IndexedFileReader

    init(analysis: Analysis, diagnostics: ProjectDiagnostics, buffers: [String: SourceText]) {
        var analysis = analysis
        // A fix is tried on a copy: the first change after an index would otherwise make the whole
        // join's dependencies for each copy anew.
        analysis.prepareForChanges()
        self.analysis = analysis
        self.diagnostics = diagnostics
        self.buffers = buffers
        files = IndexedFileReader(index: analysis.index)
    }

    /// What each fix of `diagnostic` comes to, in its order.
    @_spi(Scenery) public func verdicts(on diagnostic: Diagnostic) -> [FixVerdict] {
        analysis.verdicts(on: diagnostic, among: diagnostics, text: text(of:))
    }

    /// A rename's edits, checked as a fix is (`Analysis.verdict(on:resolving:among:text:)`) where
    /// they fall on indexed files: refused with why when they would add a finding, and with the
    /// generated files brought up to date when they would leave those stale. Taken as made: a
    /// rename that moves files (the check edits texts, it does not move files), and a class's,
    /// whose Swift declaration the Swift server renames beside it.
    @_spi(Scenery) public func checked(_ renaming: RenameEdit, of target: RenameTarget) -> Result<RenameEdit, RenameRefusal> {
        let indexed = renaming.edits.filter { analysis.index.contentHash(of: $0.path) != nil }
        guard renaming.moves.isEmpty, !indexed.isEmpty, target.kind != .customClass else { return .success(renaming) }
        switch analysis.verdict(on: Fix(title: "", edits: indexed), resolving: nil, among: diagnostics, text: text(of:)) {
        case .offered(let fix):
            var checked = renaming
            checked.edits += fix.edits.dropFirst(indexed.count)
            return .success(checked)
        case .refused(_, let reason):
            return .failure(RenameRefusal(description: "The rename is not made: \(reason)"))
        }
    }

    /// The bytes a fix was made on: nil once the file holds others.
    @_spi(Scenery) public func text(of path: String) -> SourceText? {
        // A buffer not indexed yet holds other bytes than the fix was made on.
        guard let buffer = buffers[path] else { return files.text(of: path) }
        return analysis.index.contentHash(of: path) == SourceText.contentHash(of: buffer.bytes) ? buffer : nil
    }
}
