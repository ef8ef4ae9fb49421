@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// What every completion test checks, each feature's `check` passing its own fixture and
/// configuration: the candidates at `1️⃣` in `coordinator` (as `label — detail`), what they
/// insert and what they replace. `coordinator` is the editor's text of `Coordinator.swift`; it is
/// indexed too unless `indexed` is false (text the index has never seen, as typed). The generated
/// file is written, as `scenery generate` writes it, unless `generated` is false.
func checkCompletion(
    in project: String, coordinator: String, indexed: Bool = true, generated: Bool = true,
    configure: (inout ProjectConfiguration) -> Void = { _ in },
    limit: Int = Analysis.completionLimit, expect expected: [String], incomplete: Bool = false, snippets: [String]? = nil,
    plainTexts: [String]? = nil, replacing: String? = nil, sourceLocation: Testing.SourceLocation
) {
    let fixture = Fixture(project + (indexed ? "\n-- Coordinator.swift --\n" + coordinator : ""))
    var configuration = ProjectConfiguration(root: fixture.root)
    configure(&configuration)
    var analysis = Analysis(fixture, configuration: configuration)
    if generated { analysis.update(path: configuration.outputPath, bytes: Array(analysis.generatedFile().contents.utf8)) }
    let marked = MarkedText(coordinator)
    let completions = analysis.completions(in: marked.source, at: marked.offset("1️⃣"), limit: limit)
    #expect(completions.isIncomplete == incomplete, sourceLocation: sourceLocation)
    let candidates = completions.candidates
    #expect(candidates.map { "\($0.label) — \($0.detail)" } == expected, sourceLocation: sourceLocation)
    if let snippets { #expect(candidates.map(\.snippet) == snippets, sourceLocation: sourceLocation) }
    if let plainTexts { #expect(candidates.map(\.plainText) == plainTexts, sourceLocation: sourceLocation) }
    if let replacing { #expect(candidates.allSatisfy { marked.source[$0.replacing] == replacing }, sourceLocation: sourceLocation) }
}
