@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// A fix is offered only when, applied to the project through the incremental join, its finding
/// goes away and no other appears (`Analysis.verdicts(on:among:text:)`): each problem planted at
/// `↓` offers the fixes `offered` and refuses the others with their reasons, in `refused`.
@Suite struct VerifiedFixTests {
    /// The verdicts on the fixes of every diagnostic of `fixture`, as "title" (offered) or "title: reason".
    static func verdicts(_ fixture: Fixture) -> [String] {
        let files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        let analysis = Analysis(fixture)
        let diagnostics = analysis.diagnostics()
        let whole = ProjectDiagnostics(diagnostics)
        return diagnostics.flatMap { diagnostic in
            analysis.verdicts(on: diagnostic, among: whole, text: { files[$0].map { SourceText(bytes: $0) } }).map { verdict in
                switch verdict {
                case .offered(let fix): fix.title
                case .refused(let title, let reason): "\(title): \(reason)"
                }
            }
        }
    }

    func check(_ literal: String, expect expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(Self.verdicts(Fixture(literal)) == expected, sourceLocation: sourceLocation)
    }

    /// A wrong ID given to a helper is fixed at the call: the scene's ID, which the helper's other
    /// call names, is not offered for a change.
    @Test func aHelpersCallIsFixedAtItsLiteralWhenAnotherCallNamesTheScene() {
        check(
            """
            -- Coordinator.swift --
            extension UIStoryboard {
                static func instantiate(storyboard name: String, id: String) -> UIViewController {
                    UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: id)
                }
            }
            final class AboutViewController: UIViewController {}
            func show() {
                _ = UIStoryboard.instantiate(storyboard: "Settings", id: "About") as! AboutViewController
                _ = UIStoryboard.instantiate(storyboard: "Settings", id: "Abuot") as! AboutViewController
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            expect: ["Use 'About'"]
        )
    }

    /// The helper's only call may have the scene's ID changed too.
    @Test func aHelpersOnlyCallIsOfferedTheStoryboardFix() {
        check(
            """
            -- Coordinator.swift --
            extension UIStoryboard {
                static func instantiate(storyboard name: String, id: String) -> UIViewController {
                    UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: id)
                }
            }
            final class AboutViewController: UIViewController {}
            func show() {
                _ = UIStoryboard.instantiate(storyboard: "Settings", id: "Abuot") as! AboutViewController
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            expect: ["Use 'About'", "Set Storyboard ID to 'Abuot'"]
        )
    }

    @Test func aStoryboardFixForOneCallIsRefusedWhenItBreaksAnother() {
        check(
            SharedFixtures.storyboardFixThatBreaksAnotherCall,
            expect: [
                "Set Storyboard ID to 'AboutViewController': it would add 'Settings.storyboard has no scene with Storyboard ID 'About'; "
                    + "its AboutViewController scene has Storyboard ID 'AboutViewController'' [scene-not-found] in Coordinator.swift"
            ])
    }

    @Test func aStoryboardFixForTheOnlyCallerIsOffered() {
        check(
            """
            -- Coordinator.swift --
            final class AboutViewController: UIViewController {}
            func show() {
                _ = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Abuot") as! AboutViewController
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            expect: ["Use 'About'", "Set Storyboard ID to 'Abuot'"]
        )
    }

    /// A fix of a Storyboard ID that the generated factories name brings the generated file up to date in the same edit.
    @Test func aFixThatChangesWhatGenerationWritesUpdatesTheGeneratedFile() throws {
        let source = """
            -- About.swift --
            final class AboutViewController: UIViewController {}
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About " sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let fixture = Fixture(source)
        let configuration = ProjectConfiguration(root: fixture.root)
        func analyzed(_ files: [String: [UInt8]]) -> Analysis {
            var analysis = Analysis(configuration: configuration)
            analysis.update(files: files.map { ($0.key, $0.value) }, read: { files[$0] })
            return analysis
        }
        var files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        // The generated file as generation wrote it, from the project before the fix.
        files[configuration.outputPath] = Array(analyzed(files).generatedFile().contents.utf8)
        let analysis = analyzed(files)
        let diagnostics = analysis.diagnostics()
        let finding = try #require(diagnostics.first { $0.rule == SuspiciousStoryboardID.id })
        let verdicts = analysis.verdicts(on: finding, among: ProjectDiagnostics(diagnostics), text: { files[$0].map { SourceText(bytes: $0) } })
        let fix = try #require(verdicts.first?.offered)
        #expect(fix.title == "Set Storyboard ID to 'About' and update Generated/Scenery.generated.swift")
        #expect(Set(fix.edits.map(\.path)) == [fixture.root + "/Settings.storyboard", configuration.outputPath])
        // Applied as an editor applies it, the project has nothing left to report.
        var fixed = files
        for path in Set(fix.edits.map(\.path)) {
            fixed[path] = SourceText(bytes: files[path] ?? []).applying(fix.edits.filter { $0.path == path }.map(\.edit)).bytes
        }
        #expect(analyzed(fixed).diagnostics().filter { $0.severity != .hint }.map(\.message) == [])
    }
}

/// Over every rule's triggering examples: each fix offered, applied and the project analysed
/// again from scratch, removes its finding and adds none (hints aside); and the fixes refused are
/// exactly those known to break something, so a fix made harmful shows here as a new refusal.
@Suite struct EveryOfferedFixTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var example: RuleExample
        var testDescription: String { "\(rule) triggering example at line \(example.line)" }
    }

    static let cases = Checks.allRules.flatMap { rule in rule.triggeringExamples.map { Case(rule: rule.id, example: $0) } }

    /// The fixes refused in the rules' own examples (rule and fix title), each for the reason given.
    static let knownRefusals = [
        // The reference's storyboard then has no initial scene: the rule's fix moves the problem on.
        "storyboard-not-found: Use storyboard 'Profile'":
            "it would add 'Profile.storyboard has no initial view controller (storyboard reference)' [initial-scene-missing] in Settings.storyboard"
    ]

    static func findings(_ diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.filter { $0.severity != .hint }.map { "\($0.rule) \($0.location.path) \($0.message)" })
    }

    /// Every verdict on the fixes of the example's diagnostics, with the files they were made on.
    static func verdicts(_ testCase: Case) -> (files: [String: [UInt8]], analysis: Analysis, [(Diagnostic, FixVerdict)]) {
        let fixture = Fixture(testCase.example.fixture)
        let files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        let analysis = Analysis(fixture)
        let diagnostics = analysis.diagnostics()
        let whole = ProjectDiagnostics(diagnostics)
        let verdicts = diagnostics.flatMap { diagnostic in
            analysis.verdicts(on: diagnostic, among: whole, text: { files[$0].map { SourceText(bytes: $0) } }).map { (diagnostic, $0) }
        }
        return (files, analysis, verdicts)
    }

    @Test func theFixesRefusedAreTheKnownOnes() {
        var refused: [String: String] = [:]
        for testCase in Self.cases {
            for case (let diagnostic, .refused(let title, let reason)) in Self.verdicts(testCase).2 {
                refused["\(diagnostic.rule): \(title)"] = reason
            }
        }
        #expect(refused == Self.knownRefusals)
    }

    @Test(arguments: cases) func offeredFixesResolveTheirFindingAndAddNone(_ testCase: Case) {
        let (files, analysis, verdicts) = Self.verdicts(testCase)
        let before = Self.findings(analysis.diagnostics())
        for case (let diagnostic, .offered(let fix)) in verdicts {
            var fixed = files
            for path in Set(fix.edits.map(\.path)) {
                fixed[path] = SourceText(bytes: files[path] ?? []).applying(fix.edits.filter { $0.path == path }.map(\.edit)).bytes
            }
            let fixedFiles = fixed
            var again = Analysis(configuration: analysis.configuration)
            again.update(files: fixedFiles.map { ($0.key, $0.value) }, read: { fixedFiles[$0] })
            let after = Self.findings(again.diagnostics())
            let own = "\(diagnostic.rule) \(diagnostic.location.path) \(diagnostic.message)"
            #expect(diagnostic.severity == .hint || !after.contains(own), "\(fix.title) leaves \(own)")
            #expect(after.subtracting(before).isEmpty, "\(fix.title) adds \(after.subtracting(before).sorted())")
        }
    }
}
