import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace
import Testing

/// `Rule.offersFixes` (what `scenery rules` lists) against what each rule does on its own triggering
/// examples, loaded from disk as `scenery check` loads a project (targets included): a rule that
/// says it offers fixes attaches one to some finding, and a rule that says it does not attaches none.
/// Each example has its generated file written, as `scenery generate` writes it, unless it has one.
@Suite struct RuleFixTests {
    @Test(arguments: Checks.allRules.map { $0.id }) func offersFixesSaysWhatTheExamplesDo(_ id: String) throws {
        let rule = try #require(Checks.rule(id: id))
        var findings: [Diagnostic] = []
        for example in rule.triggeringExamples {
            let root = try Fixture.written(example.fixture, prefix: "scenery-rule-fix")
            defer { try? FileManager.default.removeItem(atPath: root) }
            // Where the examples put the generated file (see ChecksTests' RuleHarness).
            let configuration = root + "/rule-fix.scenery.yml"
            try Data("output: Scenery.generated.swift\n".utf8).write(to: URL(fileURLWithPath: configuration))
            var loaded = try ProjectHost.load(path: root, configurationFile: configuration)
            #expect(loaded.configurationIssues.isEmpty)
            // A project that calls generated factories has them written (the rewrite into such a call is offered only then).
            if loaded.analysis.index.swiftFiles[loaded.configuration.outputPath] == nil { try loaded.writeGeneratedOutputs() }
            findings += loaded.analysis.diagnostics().filter { $0.rule == id }
        }
        #expect(!findings.isEmpty)
        #expect(findings.contains { !$0.fixes.isEmpty } == rule.offersFixes, "\(findings.map { "\($0.message): \($0.fixes.map(\.title))" })")
        // Documentation/Rules.md says what the fix does.
        #expect(rule.fixSummary.isEmpty != rule.offersFixes, "\(id): a rule with fixes says what they do in its fixSummary")
    }
}
