@_spi(Scenery) import SceneryChecks
import Testing
import SceneryTestSupport

/// What `Checks.run` does with the rules' diagnostics: suppression comments, configured
/// severities, and one diagnostic per problem however many places find it.
@Suite struct CheckRunTests {
    static let project = """
        -- Coordinator.swift --
        func show() {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            // scenery:disable-next-line scene-not-found
            _ = storyboard.instantiateViewController(withIdentifier: "Silenced")
            // scenery:disable-next-line storyboard-not-found
            _ = storyboard.instantiateViewController(withIdentifier: "↓OtherRule")
            _ = storyboard.instantiateViewController(withIdentifier: "Twice") as! DetailViewController
            _ = storyboard.instantiateViewController(withIdentifier: "Twice") as! DetailViewController
        }
        final class DetailViewController: UIViewController {}
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="↓HomeViewController" storyboardIdentifier="Twice" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    func run(severities: [String: Severity?] = [:]) -> (Fixture, [Diagnostic]) {
        let fixture = Fixture(Self.project)
        let context = RuleHarness(fixture: fixture).context()
        return (fixture, Checks.run(context, rules: [SceneNotFound.self, SceneClassMismatch.self], severities: severities))
    }

    @Test func aSuppressionSilencesItsRulesOnTheNextLineOnly() {
        let (fixture, diagnostics) = run()
        let notFound = diagnostics.filter { $0.rule == SceneNotFound.id }
        #expect(notFound.map(\.location.range.lowerBound) == fixture["Coordinator.swift"].marked.arrows)
    }

    @Test func oneProblemFoundTwiceIsOneDiagnosticWithBothPlaces() {
        let (fixture, diagnostics) = run()
        let mismatches = diagnostics.filter { $0.rule == SceneClassMismatch.id }
        #expect(mismatches.map(\.location.range.lowerBound) == fixture["Main.storyboard"].marked.arrows)
        #expect(mismatches.first?.related.count == 2)
    }

    @Test func configuredSeveritiesRegradeOrSwitchOffARule() {
        let off: Severity? = nil
        let (_, diagnostics) = run(severities: [SceneNotFound.id: .hint, SceneClassMismatch.id: off])
        #expect(diagnostics.map(\.rule) == [SceneNotFound.id])
        #expect(diagnostics.map(\.severity) == [Severity.hint])
    }
}
