@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

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

/// Every suppression form drops the diagnostic it covers, in Swift and in a storyboard, and only
/// for the rules it names.
@Suite struct SuppressionFormTests {
    static let project = """
        -- Coordinator.swift --
        func show() {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            _ = storyboard.instantiateViewController(withIdentifier: "A") as! DetailViewController
            _ = storyboard.instantiateViewController(withIdentifier: "B") as! DetailViewController
            _ = storyboard.instantiateViewController(withIdentifier: "C") as! DetailViewController
            _ = storyboard.instantiateViewController(withIdentifier: "D") as! DetailViewController
            _ = storyboard.instantiateViewController(withIdentifier: "E") as! DetailViewController
            // scenery:disable:next scene-not-found
            _ = storyboard.instantiateViewController(withIdentifier: "Next")
            _ = storyboard.instantiateViewController(withIdentifier: "This") // scenery:disable:this scene-not-found
            // scenery:disable:next scene-class-mismatch
            _ = storyboard.instantiateViewController(withIdentifier: "↓OtherRule")
            // scenery:disable scene-not-found
            _ = storyboard.instantiateViewController(withIdentifier: "InRange")
            // scenery:enable scene-not-found
            _ = storyboard.instantiateViewController(withIdentifier: "↓AfterRange")
            // scenery:disable
            _ = storyboard.instantiateViewController(withIdentifier: "ToTheEnd")
        }
        final class DetailViewController: UIViewController {}
        -- Main.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects>
        <!-- scenery:disable:next scene-class-mismatch -->
        <viewController id="a" customClass="HomeViewController" storyboardIdentifier="A" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <!-- scenery:disable:next scene-not-found -->
        <viewController id="b" customClass="↓HomeViewController" storyboardIdentifier="B" sceneMemberID="viewController"/>
        </objects></scene>
        <!-- scenery:disable scene-class-mismatch -->
        <scene sceneID="s3"><objects>
        <viewController id="c" customClass="HomeViewController" storyboardIdentifier="C" sceneMemberID="viewController"/>
        </objects></scene>
        <!-- scenery:enable -->
        <scene sceneID="s4"><objects>
        <viewController id="d" customClass="↓HomeViewController" storyboardIdentifier="D" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s5"><objects>
        <viewController id="e" customClass="HomeViewController" storyboardIdentifier="E" sceneMemberID="viewController"/><!-- scenery:disable:this -->
        </objects></scene>
        </scenes></document>
        """

    @Test func eachFormSilencesOnlyTheRulesItNamesOnTheLinesItCovers() {
        let fixture = Fixture(Self.project)
        let diagnostics = Checks.run(RuleHarness(fixture: fixture).context(), rules: [SceneNotFound.self, SceneClassMismatch.self])
        let notFound = diagnostics.filter { $0.rule == SceneNotFound.id }
        #expect(notFound.map(\.location.range.lowerBound) == fixture["Coordinator.swift"].marked.arrows)
        #expect(notFound.allSatisfy { $0.location.path.hasSuffix("Coordinator.swift") })
        let mismatches = diagnostics.filter { $0.rule == SceneClassMismatch.id }
        #expect(mismatches.map(\.location.range.lowerBound) == fixture["Main.storyboard"].marked.arrows)
        #expect(mismatches.allSatisfy { $0.location.path.hasSuffix("Main.storyboard") })
    }

    /// Run focused on the storyboard, as the language server does on a save: its comments still apply.
    @Test func aFocusedRunReadsTheFocusedFilesComments() {
        let fixture = Fixture(Self.project)
        let storyboard = fixture["Main.storyboard"]
        let diagnostics = Checks.run(RuleHarness(fixture: fixture).context(focus: storyboard.path), rules: [SceneClassMismatch.self])
        #expect(diagnostics.map(\.location.range.lowerBound) == storyboard.marked.arrows)
    }
}
