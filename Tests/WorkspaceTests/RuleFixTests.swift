import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace
import Testing

/// `Rule.offersFixes` (what `scenery rules` lists) against what each rule does on its own triggering
/// examples, loaded from disk as `scenery check` loads a project (targets included): a rule that
/// says it offers fixes attaches one to some finding, and a rule that says it does not attaches none.
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
            let loaded = try ProjectHost.load(path: root, configurationFile: configuration)
            #expect(loaded.configurationIssues.isEmpty)
            findings += loaded.analysis.diagnostics().filter { $0.rule == id }
        }
        #expect(!findings.isEmpty)
        #expect(findings.contains { !$0.fixes.isEmpty } == rule.offersFixes, "\(findings.map { "\($0.message): \($0.fixes.map(\.title))" })")
    }
}
