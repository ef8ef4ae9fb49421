@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// A file's diagnostics are checked again when a key they read changes, whatever rule read it:
/// a rule declares nothing of what it reads (`ProjectDiagnostics`, `SnapshotReader`).
@Suite struct RecordedReadsTests {
    /// A rule no other code knows of, which reads, for one file, a screen and a storyboard that
    /// other files declare.
    enum ProfileIsLoadable: Rule {
        static let id = "profile-is-loadable"
        static let defaultSeverity = Severity.warning
        static let summary = "Caller.swift can load ProfileViewController from Profile.storyboard."
        static let offersFixes = false
        static let triggeringExamples: [RuleExample] = []
        static let nonTriggeringExamples: [RuleExample] = []

        static func check(_ context: CheckContext) -> [Diagnostic] {
            context.swiftFilesInFocus.filter { $0.path == "/p/Caller.swift" }.compactMap { file in
                let missing = [
                    context.snapshot.screens(simpleName: "ProfileViewController").isEmpty ? "the screen" : nil,
                    context.snapshot.storyboard(named: "Profile") == nil ? "the storyboard" : nil,
                ].compactMap { $0 }
                guard !missing.isEmpty else { return nil }
                return Diagnostic(
                    rule: id, severity: defaultSeverity, message: "missing \(missing.joined(separator: " and "))",
                    location: SourceLocation(path: file.path, range: ByteRange(0, 0)))
            }
        }
    }

    /// No step edits Caller.swift: only what its diagnostics read brings them up to date. Kept
    /// from the start, or from a whole run's diagnostics, whose reads the first change records.
    @Test(arguments: [true, false]) func aRuleIsCheckedAgainWhenWhatItReadChangesElsewhere(recordedFromTheStart: Bool) {
        let storyboard = ProjectEdits.storyboard(initial: "a", scenes: [("a", "ProfileViewController", "Profile")], segue: nil)
        let steps: [(path: String, text: String?, expected: [String])] = [
            ("/p/Profile.swift", "final class ProfileViewController: UIViewController {}", ["missing the storyboard"]),
            ("/p/Profile.storyboard", storyboard, []),
            ("/p/Profile.swift", nil, ["missing the screen"]),
            ("/p/Profile.storyboard", nil, ["missing the screen and the storyboard"]),
        ]
        var project = KeptDiagnostics(["/p/Caller.swift": "func run() {}"], rules: [ProfileIsLoadable.self], recorded: recordedFromTheStart)
        #expect(project.diagnostics.all.map(\.message) == ["missing the screen and the storyboard"])
        for step in steps {
            let change = project.change(step.path, to: step.text)
            #expect(!change.paths.contains("/p/Caller.swift"))
            #expect(project.diagnostics.all.map(\.message) == step.expected, "after \(step.path)")
        }
    }

    /// `segue-skips-injection` follows a storyboard reference into another storyboard: an edit of
    /// that storyboard alone changes the referring storyboard's finding.
    @Test func aSegueThroughAReferenceIsCheckedAgainWhenTheReferencedSceneChanges() {
        let main = """
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
            <connections><segue destination="r" kind="show" id="x"/></connections>
            </viewController>
            <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="profile" id="r" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let profile = { (className: String) in
            ProjectEdits.storyboard(initial: nil, scenes: [("b", className, "profile")], segue: nil)
        }
        let screens = """
            final class HomeViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            final class ProfileViewController: UIViewController {
                func initialize(user: User) {}
            }
            """
        var project = KeptDiagnostics([
            "/p/Screens.swift": screens, "/p/Main.storyboard": main, "/p/Profile.storyboard": profile("AboutViewController"),
        ])
        let skips = { project.diagnostics.all.filter { $0.rule == SegueSkipsInjection.id && $0.location.path == "/p/Main.storyboard" } }
        #expect(skips().isEmpty)
        for (className, expected) in [("ProfileViewController", 1), ("AboutViewController", 0), ("ProfileViewController", 1)] {
            project.change("/p/Profile.storyboard", to: profile(className))
            #expect(skips().count == expected, "with \(className)")
        }
    }

    /// What a focused run read is what its rules looked up: the file itself and each key asked.
    @Test func aFocusedRunRecordsTheKeysItsRulesRead() {
        var analysis = Analysis(configuration: ProjectConfiguration(root: "/p", outputPath: "/p/Generated.swift"))
        analysis.update(files: [("/p/Caller.swift", Array("func run() {}".utf8))])
        let reads = Set(analysis.checkedFile("/p/Caller.swift", rules: [ProfileIsLoadable.self]).reads)
        #expect(reads.isSuperset(of: [.file("/p/Caller.swift"), .type("ProfileViewController"), .interfaceName(.storyboard, "Profile")]))
        #expect(!reads.contains(.allScreens))
    }
}
