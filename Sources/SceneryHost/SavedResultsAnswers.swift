@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryWorkspace

/// What a command line run answers from the facts cache: the project's diagnostics, located, and
/// the summary of the generated files (`SavedResults`), taken while the cache's facts file holds
/// the facts indexed and the configuration is the one they were made under, and made and kept
/// there otherwise, so that the next run finds them; or, before any index, when every file is as
/// it was (`SavedProject`).
extension ProjectHost {
    /// `make`'s answer from the project's diagnostics (`Analysis.diagnostics()`), located in the
    /// bytes indexed, and the texts of the answer. The diagnostics come from the facts cache when it
    /// keeps them for these facts under this configuration; otherwise they are checked and located
    /// here (in the lines the facts keep), and kept there.
    @_spi(Scenery) public mutating func withLocatedDiagnostics<Answer>(
        _ make: ([LocatedDiagnostic], IndexedTexts) throws -> Answer
    ) rethrows -> Answer {
        let saved = savedResultsThatHold()?.diagnostics
        var made: [LocatedDiagnostic]?
        let answer = try answer { analysis, texts in
            if let saved { return try make(saved, texts) }
            let located = analysis.diagnostics().map { LocatedDiagnostic($0, lines: texts.lineIndex(of:)) }
            made = located
            return try make(located, texts)
        }
        if let made { keep(diagnostics: made) }
        return answer
    }

    /// What `Analysis.generatedOutputs()` makes, from the facts cache when it keeps it for these
    /// facts under this configuration, otherwise generated here and kept there.
    @_spi(Scenery) public mutating func generatedSummary() -> GeneratedSummary {
        if let saved = savedResultsThatHold()?.generated { return saved }
        let summary = GeneratedSummary(analysis.generatedOutputs())
        keep(generated: summary)
        return summary
    }

    /// The results in the cache, when they were made from the facts indexed (the cache's facts
    /// file still holds them, and no change was indexed since) under this configuration.
    private mutating func savedResultsThatHold() -> SavedResults? {
        guard let cache, let facts = factsInCache, facts.revision == analysis.index.revision else { return nil }
        if savedResults == nil { savedResults = .some(cache.loadResults(root: configuration.root)) }
        guard let saved = savedResults ?? nil, saved.hold(forFacts: facts.checksum, configuration: configuration) else { return nil }
        return saved
    }

    /// Keeps what was made from the facts indexed, with what the cache holds for them already and
    /// the files indexed as they were read.
    private mutating func keep(diagnostics: [LocatedDiagnostic]? = nil, generated: GeneratedSummary? = nil) {
        guard let cache, let facts = factsInCache, facts.revision == analysis.index.revision else { return }
        let saved = savedResultsThatHold()
        let paths = analysis.index.paths
        // A file indexed from a buffer was not indexed with the bytes its stamp vouches for.
        var results = SavedResults(
            facts: facts.checksum, configuration: configuration, paths: paths, stamps: paths.map { buffers[$0] == nil ? stamps[$0] : nil },
            stampedAt: facts.stampedAt,
            inventory: analysis.inventory, diagnostics: saved?.diagnostics, generated: saved?.generated
        )
        if let diagnostics { results.diagnostics = diagnostics }
        if let generated { results.generated = generated }
        savedResults = .some(results)
        // A results file that cannot be written costs the next run its shortcut, nothing else (the
        // facts file, saved at the index, reported any trouble with the folder).
        try? cache.saveResults(results, root: configuration.root)
    }
}

/// A project as a command line run answers from the results saved for it (`SavedResults`), without
/// reading its facts: found and configured as `ProjectHost.load` does, and taken only when the
/// results hold for every file as it is on disk (`Workspace.savedResults`). A warm run of `check`
/// or `generate --check` then costs the listing of the files and the reading of the results.
@_spi(Scenery) public struct SavedProject: Sendable {
    @_spi(Scenery) public let configuration: ProjectConfiguration
    /// What is wrong with the configuration file, each on its line.
    @_spi(Scenery) public let configurationIssues: [ConfigurationIssue]
    /// The configuration file named on the command line; nil: the root's own `.scenery.yml`.
    @_spi(Scenery) public let configurationFile: String?
    /// What listing the files and reading the build model found wrong (no file failed to be
    /// read: the results would not hold).
    @_spi(Scenery) public let fileErrors: [WorkspaceError]
    @_spi(Scenery) public let results: SavedResults

    /// The project that holds `path`, as `ProjectHost.load(path:configurationFile:cache:)` finds
    /// and configures it, when the results `cache` keeps for it hold for its files as they are;
    /// nil when they do not (it must be indexed).
    @_spi(Scenery) public static func load(path: String, configurationFile: String? = nil, cache: FactsCache) throws -> SavedProject? {
        let (root, configurationFile) = try ProjectHost.locate(path: path, configurationFile: configurationFile)
        let loaded = ProjectHost.configuration(root: root, file: configurationFile, editorSettings: nil)
        guard let saved = Workspace.savedResults(loaded.configuration, cache: cache) else { return nil }
        return SavedProject(
            configuration: saved.configuration, configurationIssues: loaded.issues, configurationFile: configurationFile,
            fileErrors: saved.fileErrors, results: saved.results
        )
    }
}
