@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryWorkspace

/// What a command line run answers from the facts cache: the project's diagnostics, located, and
/// the summary of the generated files (`SavedResults`), taken while the cache's facts file holds
/// the facts indexed and the configuration is the one they were made under, and made and kept
/// there otherwise, so that the next run finds them.
extension ProjectHost {
    /// `make`'s answer from the project's diagnostics (`Analysis.diagnostics()`), located in the
    /// bytes indexed, and the texts for anything else it reads of the files (a baseline's lines).
    /// The diagnostics come from the facts cache when it keeps them for these facts under this
    /// configuration; otherwise they are checked and located here (reading every file with a
    /// finding), and kept there.
    @_spi(Scenery) public mutating func withLocatedDiagnostics<Answer>(_ make: ([LocatedDiagnostic], IndexedTexts) throws -> Answer) rethrows -> Answer {
        let saved = savedResultsThatHold()?.diagnostics
        let revision = analysis.index.revision
        var made: [LocatedDiagnostic]?
        let answer = try answer { analysis, texts in
            // A file changed on disk since it was indexed is indexed again, and the answer made
            // again: the saved diagnostics are then no longer those of the facts.
            if let saved, analysis.index.revision == revision { return try make(saved, texts) }
            let located = analysis.diagnostics().map { LocatedDiagnostic($0, text: texts.text(of:)) }
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

    /// Keeps what was made from the facts indexed, with what the cache holds for them already.
    private mutating func keep(diagnostics: [LocatedDiagnostic]? = nil, generated: GeneratedSummary? = nil) {
        guard let cache, let facts = factsInCache, facts.revision == analysis.index.revision else { return }
        var results = savedResultsThatHold() ?? SavedResults(facts: facts.checksum, configuration: configuration)
        if let diagnostics { results.diagnostics = diagnostics }
        if let generated { results.generated = generated }
        savedResults = .some(results)
        // A results file that cannot be written costs the next run its shortcut, nothing else (the
        // facts file, saved at the index, reported any trouble with the folder).
        try? cache.saveResults(results, root: configuration.root)
    }
}
