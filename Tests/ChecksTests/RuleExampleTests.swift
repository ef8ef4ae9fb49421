@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Every rule's own triggering and non-triggering examples, each also with CRLF line endings:
/// diagnostics must start exactly at the `↓` markers, one to one, and every fix must resolve
/// the diagnostic it is attached to.
@Suite struct RuleExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: any Rule.Type
        var example: RuleExample
        var triggering: Bool
        var crlf: Bool

        var testDescription: String {
            "\(rule.id) \(triggering ? "triggering" : "non-triggering") example at line \(example.line)\(crlf ? " (CRLF)" : "")"
        }
    }

    static let cases: [Case] = Checks.allRules.flatMap { rule in
        [false, true].flatMap { crlf in
            rule.triggeringExamples.map { Case(rule: rule, example: $0, triggering: true, crlf: crlf) }
                + rule.nonTriggeringExamples.map { Case(rule: rule, example: $0, triggering: false, crlf: crlf) }
        }
    }

    @Test(arguments: cases) func example(_ testCase: Case) {
        let literal = testCase.crlf ? crlfFiles(testCase.example.fixture) : testCase.example.fixture
        let fixture = Fixture(literal)
        let location = SourceLocation(fileID: "Checks/\(testCase.rule.id)", filePath: testCase.example.file, line: testCase.example.line, column: 1)
        if !testCase.triggering {
            #expect(fixture.files.allSatisfy { $0.marked.arrows.isEmpty }, "a non-triggering example has no ↓", sourceLocation: location)
        } else {
            #expect(fixture.files.contains { !$0.marked.arrows.isEmpty }, "a triggering example needs a ↓", sourceLocation: location)
        }
        let diagnostics = RuleHarness(fixture: fixture).run(testCase.rule)
        let expected = fixture.files.flatMap { file in file.marked.arrows.map { "\(file.name)@\($0)" } }.sorted()
        let actual = diagnostics.map { "\(fixture.name(of: $0.location.path))@\($0.location.range.lowerBound)" }.sorted()
        #expect(actual == expected, "\(diagnostics.map(\.message))", sourceLocation: location)
        #expect(diagnostics.allSatisfy { $0.rule == testCase.rule.id }, sourceLocation: location)
    }

    @Test(arguments: cases.filter { $0.triggering && !$0.crlf }) func fixesResolveTheirDiagnostic(_ testCase: Case) {
        let harness = RuleHarness(fixture: Fixture(testCase.example.fixture))
        let diagnostics = harness.run(testCase.rule)
        for diagnostic in diagnostics {
            // `Analysis` makes the edits of a fix made when offered: `EveryOfferedFixTests` applies those.
            for fix in diagnostic.fixes where !fix.isMadeWhenOffered {
                let fixed = harness.applying(fix).run(testCase.rule)
                #expect(!fixed.contains { $0.location.path == diagnostic.location.path && $0.message == diagnostic.message }, "\(fix.title)")
                #expect(fixed.count < diagnostics.count, "\(fix.title) leaves \(fixed.map(\.message))")
            }
        }
    }

    /// A run focused on one file (what a save publishes first) finds exactly the full run's
    /// diagnostics in that file, for every rule's example and every file of it.
    @Test(arguments: cases.filter { !$0.crlf }) func aFocusedRunFindsTheFullRunsDiagnosticsOfItsFile(_ testCase: Case) {
        let harness = RuleHarness(fixture: Fixture(testCase.example.fixture))
        let full = Checks.run(harness.context())
        for path in harness.files.keys.sorted() + [harness.outputPath] {
            #expect(Checks.run(harness.context(focus: path)) == full.filter { $0.location.path == path }, "\(path)")
        }
    }

    /// The files of a fixture with CRLF line endings (headers stay as they are).
    private func crlfFiles(_ literal: String) -> String {
        literal.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("-- ") ? String($0) + "\n" : String($0) + "\r\n" }
            .joined()
    }
}
