import ArgumentParser
import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@testable import SceneryCLI
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The table of exit codes (Documentation/CommandLine.md), command by command.
@Suite struct ExitCodeTests {
    /// Only a warning: `theme` is an `uninjected-dependency`.
    static let warningsOnly = """
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            var user: User!
            var theme: Theme!
            func initialize(user: User) {
                self.user = user
            }
        }
        """

    @Test func theUsageCodeIsTheArgumentParsersOwn() throws {
        #expect(ExitStatus.usage.code == ExitCode.validationFailure)
        let run = try CLITests.run(["check", "--reporter", "nope"])
        #expect(run.status == ExitStatus.usage.rawValue)
        #expect(run.stderr.contains("--reporter"), "\(run.stderr)")
    }

    @Test func aCleanProjectExitsZeroAndWarningsFailOnlyWhenStrict() throws {
        let root = try CLITests.project(Self.warningsOnly)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lenient = try CLITests.run(["check", root, "--no-cache"])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stdout.hasPrefix("Profile.swift:3:9: warning: ProfileViewController depends on 'theme'"), "\(lenient.stdout)")
        #expect(!lenient.stdout.contains("error:"))
        let strict = try CLITests.run(["check", root, "--no-cache", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout == lenient.stdout)
    }

    @Test func aConfigurationProblemIsAUsageErrorEvenWithFindings() throws {
        let root = try CLITests.project(CLITests.broken.replacingOccurrences(of: "output: Generated", with: "outptu: x\noutput: Generated"))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = try CLITests.run(["check", root, "--no-cache"])
        #expect(check.status == 64)
        // The findings are still reported, under the defaults for what is wrong.
        #expect(check.stdout.contains("[scene-not-found]"))
        // generate writes (the outputs are configured right), then says the configuration is wrong.
        let generate = try CLITests.run(["generate", root, "--no-cache"])
        #expect(generate.status == 64)
        #expect(FileManager.default.fileExists(atPath: root + "/Generated/Scenery.generated.swift"))
        #expect(try CLITests.run(["screens", root, "--no-cache"]).status == 64)
    }

    @Test func aFileThatCannotBeWrittenIsAFailureToRun() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.run(["generate", root, "--no-cache", "--output-file-list", root + "/no/such/folder/outputs.xcfilelist"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: cannot write \(root)/no/such/folder/outputs.xcfilelist"), "\(run.stderr)")
    }

    @Test func staleGeneratedCodeIsAFindingOfGenerateCheck() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try CLITests.run(["generate", root, "--check", "--no-cache"]).status == 1)
        #expect(try CLITests.run(["generate", root, "--no-cache"]).status == 0)
        #expect(try CLITests.run(["generate", root, "--check", "--no-cache"]).status == 0)
    }
}

/// `--config`, `--quiet`.
@Suite struct ProjectOptionTests {
    @Test func configReplacesTheProjectsOwnConfiguration() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let elsewhere = root + "/ci.scenery.yml"
        try Data("output: CI/Factories.swift\nrules:\n  scene-not-found: warning\n".utf8).write(to: URL(fileURLWithPath: elsewhere))
        let check = try CLITests.run(["check", root, "--no-cache", "--config", elsewhere, "--reporter", "xcode"])
        #expect(check.stdout.contains("warning: The ProfileViewController scene"), "\(check.stdout)")
        #expect(check.stdout.contains("error: UIStoryboard.Name.missing"))
        // Paths in the file are the project's.
        let generate = try CLITests.run(["generate", root, "--no-cache", "--config", elsewhere, "--input-file-list", root + "/inputs.xcfilelist"])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/CI/Factories.swift"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Generated/Scenery.generated.swift"))
        // The build phase reruns when the configuration in force changes.
        let inputs = try String(contentsOfFile: root + "/inputs.xcfilelist", encoding: .utf8)
        #expect(inputs.contains("$(SRCROOT)/ci.scenery.yml\n"))
        #expect(!inputs.contains("$(SRCROOT)/.scenery.yml\n"))
    }

    @Test func aMissingOrInvalidConfigIsAUsageError() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for command in ["check", "generate", "screens", "graph"] {
            let run = try CLITests.run([command, root, "--no-cache", "--config", root + "/none.yml"])
            #expect(run.status == 64)
            #expect(run.stderr == "error: \(root)/none.yml: no such file or folder\n")
        }
        try Data("rules: [".utf8).write(to: URL(fileURLWithPath: root + "/bad.yml"))
        let run = try CLITests.run(["check", root, "--no-cache", "--config", root + "/bad.yml"])
        #expect(run.status == 64)
        // Yams finds the end of the input on a line 2 the file does not have: the problem is on its last line.
        #expect(run.stderr.contains("error: \(root)/bad.yml:1: not valid YAML"), "\(run.stderr)")
    }

    @Test func quietPrintsOnlyTheFindings() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loud = try CLITests.run(["check", root, "--no-cache"])
        let quiet = try CLITests.run(["check", root, "--no-cache", "--quiet"])
        #expect(loud.stderr.contains("read 1 view controllers"))
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout == loud.stdout)
        #expect(quiet.status == 1)
        let generate = try CLITests.run(["generate", root, "--no-cache", "--quiet"])
        #expect(generate.status == 0)
        #expect(generate.stderr.isEmpty, "\(generate.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/Generated/Scenery.generated.swift"))
    }
}

/// `scenery rules`, from the rule types.
@Suite struct RulesCommandTests {
    @Test func listsEveryRule() throws {
        let run = try CLITests.run(["rules"])
        #expect(run.status == 0)
        #expect(compareWithGolden(run.stdout, path: ReporterGoldenTests.goldens + "rules.txt") == nil)
        #expect(run.stdout.split(separator: "\n").count == Checks.allRules.count + 1)
    }

    @Test func jsonHasEveryRulesFields() throws {
        let run = try CLITests.run(["rules", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == Checks.allRules.map { $0.id })
        let notFound = try #require(rows.first)
        #expect(notFound["defaultSeverity"] as? String == "error")
        #expect(notFound["offersFixes"] as? Bool == true)
        #expect(notFound["summary"] as? String == StoryboardNotFound.summary)
    }

    /// Documentation/Rules.md's table is this command's output, between its markers
    /// (`UPDATE_GOLDENS=1` rewrites it there).
    @Test func theDocumentedTableIsTheMarkdownOutput() throws {
        let run = try CLITests.run(["rules", "--markdown"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == Checks.allRules.count + 2)
        let difference = compareWithGoldenSection(
            run.stdout, path: packageRoot + "/Documentation/Rules.md",
            begin: "<!-- scenery rules --markdown: begin -->", end: "<!-- scenery rules --markdown: end -->"
        )
        #expect(difference == nil, "\(difference ?? "")")
        #expect(try CLITests.run(["rules", "--markdown", "--json"]).status == 64)
    }

    /// One rule in full: its description, its fix and its own examples, as text or JSON.
    @Test func oneRuleIsDescribedWithItsExamples() throws {
        let run = try CLITests.run(["rules", GeneratedCodeMissing.id])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.prefix(4) == ["generated-code-missing (warning)", "\(GeneratedCodeMissing.summary)", "", "Fix: \(GeneratedCodeMissing.fixSummary)"])
        #expect(run.stdout.contains("    navigationController.push.↓profileViewController(name: \"Ada\")"))
        #expect(run.stdout.contains("Not reported (`↓` marks where a diagnostic starts):"))
        let json = try CLITests.run(["rules", StoryboardNotFound.id, "--json"])
        let detail = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(detail["id"] as? String == StoryboardNotFound.id)
        #expect((detail["triggeringExamples"] as? [String])?.count == StoryboardNotFound.triggeringExamples.count)
        #expect((detail["nonTriggeringExamples"] as? [String])?.count == StoryboardNotFound.nonTriggeringExamples.count)
        let unknown = try CLITests.run(["rules", "no-such-rule"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no rule has the id 'no-such-rule'; `scenery rules` lists them."))
        #expect(try CLITests.run(["rules", StoryboardNotFound.id, "--markdown"]).status == 64)
    }
}

/// Checkstyle and JUnit XML on an example project with every severity, against goldens, and read
/// back with Foundation's XML parser.
@Suite struct XMLReporterTests {
    /// Elements and their attributes, in document order; the text inside each `failure`.
    final class Reading: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var failureTexts: [String] = []
        private var text: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
            if name == "failure" { text = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "failure", let text { failureTexts.append(text) }
            text = nil
        }

        static func parse(_ xml: String) throws -> Reading {
            let reading = Reading()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = reading
            let parsed = parser.parse()
            #expect(parsed, "\(parser.parserError.map { "\($0)" } ?? "")")
            return reading
        }

        func attributes(of name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
    }

    /// The JSON reporter's findings on Bookshelf: what the XML must carry.
    static func findings() throws -> [[String: Any]] {
        let run = try CLITests.run(["check", "Examples/Bookshelf", "--reporter", "json"], in: packageRoot)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    @Test func checkstyle() throws {
        let run = try CLITests.run(["check", "Examples/Bookshelf", "--reporter", "checkstyle"], in: packageRoot)
        #expect(run.status == 1)
        #expect(compareWithGolden(run.stdout, path: ReporterGoldenTests.goldens + "bookshelf.checkstyle.xml") == nil)
        let reading = try Reading.parse(run.stdout)
        let findings = try Self.findings()
        let errors = reading.attributes(of: "error")
        #expect(errors.map { $0["message"] } == findings.map { $0["message"] as? String })
        #expect(errors.map { $0["source"] } == findings.map { ($0["rule"] as? String).map { "scenery." + $0 } })
        #expect(Set(errors.compactMap { $0["severity"] }) == ["error", "warning", "info"])
        #expect(reading.attributes(of: "file").allSatisfy { $0["name"]?.hasPrefix("Examples/Bookshelf/") == true })
    }

    @Test func junit() throws {
        let run = try CLITests.run(["check", "Examples/Bookshelf", "--reporter", "junit"], in: packageRoot)
        #expect(run.status == 1)
        #expect(compareWithGolden(run.stdout, path: ReporterGoldenTests.goldens + "bookshelf.junit.xml") == nil)
        let reading = try Reading.parse(run.stdout)
        let findings = try Self.findings()
        #expect(reading.attributes(of: "testsuites").first?["tests"] == "\(findings.count)")
        #expect(reading.attributes(of: "failure").map { $0["message"] } == findings.map { $0["message"] as? String })
        #expect(reading.attributes(of: "failure").map { $0["type"] } == findings.map { $0["severity"] as? String })
        let suites = reading.attributes(of: "testsuite")
        #expect(suites.compactMap { Int($0["tests"] ?? "") }.reduce(0, +) == findings.count)
        // Each failure reads as the text reporter's line.
        #expect(reading.failureTexts.allSatisfy { $0.contains(": ") && $0.hasSuffix("\n") })
    }

    /// Markup characters, line breaks and characters XML cannot hold, in a message and a path.
    @Test(arguments: [Reporter.checkstyle, .junit]) func escaping(_ reporter: Reporter) throws {
        let message = "a <b> & \"c\" 'd'\nnext\u{1}line\ttab"
        let path = "/project/A&B <1>.storyboard"
        let diagnostic = Diagnostic(
            rule: "scene-not-found", severity: .warning, message: message, location: SourceLocation(path: path, range: .empty(at: 0)))
        let located = LocatedDiagnostic(diagnostic, lines: { _ in LineIndex(Array("x\n".utf8)) })
        let xml = String(decoding: reporter.render([located], configuration: ProjectConfiguration(root: "/project")), as: UTF8.self)
        let reading = try Reading.parse(xml)
        let carried =
            reporter == .checkstyle ? reading.attributes(of: "error").first?["message"] : reading.attributes(of: "failure").first?["message"]
        #expect(carried == "a <b> & \"c\" 'd'\nnext\u{FFFD}line\ttab")
        let file = reporter == .checkstyle ? reading.attributes(of: "file").first?["name"] : reading.attributes(of: "testsuite").first?["name"]
        #expect(file == path)
    }

    @Test func noFindingsIsAnEmptyReport() throws {
        for reporter in [Reporter.checkstyle, .junit] {
            let xml = String(decoding: reporter.render([], configuration: ProjectConfiguration(root: "/project")), as: UTF8.self)
            let reading = try Reading.parse(xml)
            #expect(reading.elements.count == 1, "\(xml)")
        }
    }
}

/// `--write-baseline` and `--baseline`.
@Suite struct BaselineTests {
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aBaselinedFindingStaysSuppressedAcrossUnrelatedEditsAndANewOneIsReported() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let baseline = root + "/scenery-baseline.json"
        let written = try CLITests.run(["check", root, "--no-cache", "--write-baseline", baseline])
        // Writing the baseline reports as usual.
        #expect(written.status == 1)
        // Project-relative, sorted, no line numbers: the same findings always write the same file.
        #expect(compareWithGolden(try read(baseline), path: ReporterGoldenTests.goldens + "broken.baseline.json") == nil)

        let suppressed = try CLITests.run(["check", root, "--no-cache", "--baseline", baseline])
        #expect(suppressed.status == 0, "\(suppressed.stdout)")
        #expect(suppressed.stdout.isEmpty)
        #expect(suppressed.stderr.contains("0 error(s), 0 other diagnostic(s), 2 suppressed by the baseline"), "\(suppressed.stderr)")

        // Lines inserted above both findings move them; they stay suppressed.
        let names = root + "/Names.swift"
        try write("// A comment\n\n" + (try read(names)), to: names)
        let storyboard = root + "/Profile.storyboard"
        try write((try read(storyboard)).replacingOccurrences(of: "<scenes>", with: "<scenes>\n<!-- moved -->\n"), to: storyboard)
        let moved = try CLITests.run(["check", root, "--no-cache", "--baseline", baseline])
        #expect(moved.status == 0, "\(moved.stdout)")
        #expect(moved.stdout.isEmpty)

        // A new finding is reported, and fails the run.
        try write(
            (try read(names)).replacingOccurrences(
                of: "case missing = \"Missing\"", with: "case missing = \"Missing\"\n        case gone = \"Gone\""), to: names)
        let new = try CLITests.run(["check", root, "--no-cache", "--baseline", baseline, "--reporter", "json"])
        #expect(new.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(new.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["message"] as? String } == ["UIStoryboard.Name.gone maps to 'Gone.storyboard', which is not in the project"])
    }

    @Test func aMalformedOrMissingBaselineIsAClearUsageError() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases: [(contents: String?, message: String)] = [
            (nil, "error: \(root)/baseline.json: no such file or folder\n"),
            (
                "{ findings: ",
                "error: \(root)/baseline.json is not a Scenery baseline (not JSON); write one with `scenery check --write-baseline \(root)/baseline.json`\n"
            ),
            (
                #"{"version": 1}"#,
                "error: \(root)/baseline.json is not a Scenery baseline (missing \"findings\"); write one with `scenery check --write-baseline \(root)/baseline.json`\n"
            ),
            (
                #"{"version": 1, "findings": [{"rule": "scene-not-found"}]}"#,
                "error: \(root)/baseline.json is not a Scenery baseline (missing \"file\" at findings.[0]); write one with `scenery check --write-baseline \(root)/baseline.json`\n"
            ),
            (
                #"{"version": 7, "findings": []}"#,
                "error: \(root)/baseline.json is a baseline of format 7; this scenery reads format 1 (write it again with --write-baseline)\n"
            ),
        ]
        for (contents, message) in cases {
            try? FileManager.default.removeItem(atPath: root + "/baseline.json")
            if let contents { try write(contents, to: root + "/baseline.json") }
            let run = try CLITests.run(["check", root, "--no-cache", "--baseline", root + "/baseline.json"])
            #expect(run.status == 64)
            #expect(run.stderr == message)
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func aBaselineThatCannotBeWrittenIsAFailureToRun() throws {
        let root = try CLITests.project(CLITests.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.run(["check", root, "--no-cache", "--write-baseline", root + "/no/such/folder/baseline.json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: \(root)/no/such/folder/baseline.json cannot be written"), "\(run.stderr)")
    }

    /// Equal findings are counted: a baseline of one suppresses one of two.
    @Test func equalFindingsAreCounted() {
        let configuration = ProjectConfiguration(root: "/project")
        let text = { (_: String) in SourceText("    let a = \"x\"; let b = \"x\"\n") }
        func finding(at offset: Int) -> Diagnostic {
            Diagnostic(
                rule: "scene-not-found", severity: .error, message: "No scene 'x'",
                location: SourceLocation(path: "/project/A.swift", range: .empty(at: offset)))
        }
        let baseline = Baseline([finding(at: 12)], configuration: configuration, text: text)
        #expect(
            baseline.findings == [
                Baseline.Finding(rule: "scene-not-found", file: "A.swift", line: "let a = \"x\"; let b = \"x\"", message: "No scene 'x'")
            ])
        let (kept, suppressed) = baseline.filter(
            [finding(at: 12), finding(at: 25)].map { LocatedDiagnostic($0, lines: { path in text(path).lineIndex }) }, configuration: configuration,
            text: text)
        #expect(kept.map(\.diagnostic) == [finding(at: 25)])
        #expect(suppressed == 1)
    }
}

/// `scenery fix`.
@Suite struct FixCommandTests {
    /// A copy of the Showcase, to change.
    static func showcase() throws -> String {
        let copy = NSTemporaryDirectory() + "scenery-fix-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: packageRoot + "/Examples/Showcase", toPath: copy)
        return copy
    }

    static func contents(_ root: String) throws -> [String: Data] {
        let files = try #require(FileManager.default.subpaths(atPath: root))
        return Dictionary(
            uniqueKeysWithValues: files.compactMap { file in FileManager.default.contents(atPath: root + "/" + file).map { (file, $0) } })
    }

    @Test func appliesTheOnlyFixAndLeavesWhatHasNone() throws {
        let root = try Self.showcase()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Self.contents(root)
        let dryRun = try CLITests.run(["fix", root, "--no-cache", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(
            dryRun.stdout == "Resources/Profile.storyboard:54:55: would fix: Set Storyboard ID to 'EditProfileViewController' [scene-not-found]\n")
        #expect(try Self.contents(root) == before)

        // Another rule's findings only: nothing to do.
        let other = try CLITests.run(["fix", root, "--no-cache", "--rule", "storyboard-not-found"])
        #expect(other.status == 0)
        #expect(other.stdout.isEmpty)
        #expect(try Self.contents(root) == before)

        let fix = try CLITests.run(["fix", root, "--no-cache"])
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stdout == "Resources/Profile.storyboard:54:55: fixed: Set Storyboard ID to 'EditProfileViewController' [scene-not-found]\n")
        let after = try Self.contents(root)
        #expect(Set(after.keys) == Set(before.keys))
        #expect(after.filter { before[$0.key] != $0.value }.map(\.key) == ["Resources/Profile.storyboard"])
        let storyboard = String(decoding: after["Resources/Profile.storyboard"] ?? Data(), as: UTF8.self)
        #expect(storyboard.contains(#"<viewController storyboardIdentifier="EditProfileViewController" id="EDT-01-vc0""#))

        // What had no fix is still reported.
        let check = try CLITests.run(["check", root, "--no-cache", "--reporter", "json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["rule"] as? String } == ["storyboard-not-found"])
    }

    /// A fix that would break another caller of the same scene is not applied, and says why.
    @Test func aFixThatBreaksAnotherCallIsNotApplied() throws {
        let root = try CLITests.project(SharedFixtures.storyboardFixThatBreaksAnotherCall)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Self.contents(root)
        let run = try CLITests.run(["fix", root, "--no-cache"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout
                == "Settings.storyboard:2:80: not fixed: Set Storyboard ID to 'AboutViewController': it would add 'Settings.storyboard has no "
                + "scene with Storyboard ID 'About'; its AboutViewController scene has Storyboard ID 'AboutViewController'' [scene-not-found] "
                + "in Coordinator.swift [scene-not-found]\n")
        #expect(run.stderr == "note: 1 finding(s) left: their fix would not resolve them or would break something else (each named above)\n")
        #expect(try Self.contents(root) == before)
    }

    @Test func aFindingWithSeveralFixesIsLeftToChoose() throws {
        let root = try CLITests.project(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {}
            func show() -> ProfileViewController? {
                UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Profil") as? ProfileViewController
            }
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Self.contents(root)
        let run = try CLITests.run(["fix", root, "--no-cache"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "note: 1 finding(s) left: several fixes to choose from (the editor offers each)\n")
        #expect(try Self.contents(root) == before)
    }

    @Test func anUnknownRuleIsAUsageError() throws {
        let run = try CLITests.run(["fix", "--rule", "no-such-rule"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown rule 'no-such-rule'"))
    }

    static func finding(_ rule: String, at range: ByteRange, fixes: [[ByteRange]], path: String = "/p/A.swift") -> Diagnostic {
        Diagnostic(
            rule: rule, severity: .error, message: "\(rule) \(range)", location: SourceLocation(path: path, range: range),
            fixes: fixes.enumerated().map { index, ranges in
                Fix(title: "fix \(index)", edits: ranges.map { Fix.FileEdit(path: path, edit: TextEdit(range: $0, newText: "x")) })
            }
        )
    }

    /// Edits that overlap or meet one already taken wait for the next run; a fix the project
    /// refuses (here: one in a changed file) is named with why.
    @Test func thePlanTakesNoEditThatClashes() {
        let first = Self.finding("scene-not-found", at: ByteRange(0, 4), fixes: [[ByteRange(0, 4)]])
        let overlapping = Self.finding("nib-not-found", at: ByteRange(2, 6), fixes: [[ByteRange(2, 6)]])
        let meeting = Self.finding("segue-not-found", at: ByteRange(4, 8), fixes: [[ByteRange(4, 8)]])
        let apart = Self.finding("segue-not-found", at: ByteRange(10, 12), fixes: [[ByteRange(10, 12)]])
        let changed = Self.finding("segue-not-found", at: ByteRange(0, 1), fixes: [[ByteRange(0, 1)]], path: "/p/B.swift")
        let stale = Self.finding(StaleGeneratedCode.id, at: ByteRange(0, 1), fixes: [[ByteRange(0, 1)]], path: "/p/G.swift")
        let none = Self.finding("duplicate-storyboard-id", at: ByteRange(20, 22), fixes: [])
        let plan = FixPlan([first, overlapping, meeting, apart, changed, stale, none]) { diagnostic in
            diagnostic.fixes.map {
                $0.edits.contains { $0.path == "/p/B.swift" } ? .refused(title: $0.title, reason: "B.swift changed") : .offered($0)
            }
        }
        #expect(plan.applied.map(\.diagnostic) == [first, apart])
        #expect(plan.refused.map { "\($0.title): \($0.reason)" } == ["fix 0: B.swift changed"])
        #expect(plan.edits["/p/A.swift"]?.map(\.range) == [ByteRange(0, 4), ByteRange(10, 12)])
        #expect(plan.leftCounts.map { "\($0.0)" } == FixPlan.Left.allCases.map(\.description))
        #expect(plan.leftCounts.map(\.1) == [0, 2, 1, 1])
    }
}
