import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@testable import SceneryCLI
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// Runs the built `scenery` binary, as an Xcode build phase or CI would.
@Suite struct CLITests {
    static var binary: String {
        URL(fileURLWithPath: packageRoot).appendingPathComponent(".build/debug/scenery").path
    }

    struct Run: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary with `arguments`, in `directory`, with `environment` over the tests' own.
    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Writes a fixture to a fresh temporary folder and returns its path.
    static func project(_ literal: String) throws -> String { try Fixture.written(literal, prefix: "scenery-cli") }

    static let broken = """
        -- .scenery.yml --
        output: Generated/Scenery.generated.swift
        -- Names.swift --
        extension UIStoryboard {
            enum Name: String {
                case profile = "Profile"
                case missing = "Missing"
            }
        }
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            func initialize(user: String) {}
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    /// The version lives in `SceneryVersion.current` alone; the release script and the archives it
    /// names take it from this output.
    @Test func versionPrintsTheOneVersion() throws {
        let run = try Self.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "\(SceneryVersion.current)\n")
        #expect(run.stderr.isEmpty)
        #expect(SceneryVersion.current.split(separator: ".").count == 3)
    }

    /// The folder defaults to the current one when the command runs; `--help` does not print
    /// whichever folder it was run in as that default.
    @Test func helpNamesNoFolderAsTheDefaultPathAndTheCurrentFolderIsUsed() throws {
        for command in ["check", "generate", "screens", "init", "fix", "graph"] {
            let help = try Self.run([command, "--help"], in: NSTemporaryDirectory())
            #expect(help.status == 0)
            // The parser wraps its lines: compared with single spaces.
            let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("Default: the current folder."), "\(command)")
            #expect(!text.contains("(default: /"), "\(command)")
        }
        let root = try Self.project(Self.broken)
        let run = try Self.run(["screens"], in: root)
        #expect(run.status == 0)
        #expect(run.stdout.contains("ProfileViewController"))
    }

    /// The shell completion commands of Documentation/CommandLine.md: a script per shell that knows the commands.
    @Test func completionScriptsForEachShell() throws {
        for shell in ["zsh", "bash", "fish"] {
            let run = try Self.run(["--generate-completion-script", shell])
            #expect(run.status == 0, "\(shell)")
            for command in ["check", "generate", "screens", "graph", "rules", "init", "lsp", "mcp"] {
                #expect(run.stdout.contains(command), "\(shell) \(command)")
            }
        }
    }

    @Test func checkReportsEveryProblemInXcodeFormatAndFails() throws {
        let root = try Self.project(Self.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try Self.run(["check", root, "--reporter", "xcode"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                \(root)/Names.swift:4:14: error: UIStoryboard.Name.missing maps to 'Missing.storyboard', which is not in the project [storyboard-not-found]
                \(root)/Profile.storyboard:2:82: error: The ProfileViewController scene in Profile.storyboard has Storyboard ID 'Profile'; ProfileViewController is instantiated with 'ProfileViewController' [scene-not-found]
                \(root)/Profile.swift:5:52: note: ProfileViewController is instantiated from Profile.storyboard here

                """)
    }

    @Test func checkJSONReporter() throws {
        let root = try Self.project(Self.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try Self.run(["check", root, "--reporter", "json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["rule"] as? String } == ["storyboard-not-found", "scene-not-found"])
        #expect(objects.map { $0["file"] as? String } == ["Names.swift", "Profile.storyboard"])
        #expect(objects[1]["fixes"] as? [String] == ["Set Storyboard ID to 'ProfileViewController'"])
    }

    @Test func generateWritesThenCheckModeAgrees() throws {
        let root = try Self.project(Self.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Self.run(["generate", root, "--check"]).status == 1)
        let generate = try Self.run(["generate", root])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.contains("Generated/Scenery.generated.swift: written"))
        let output = try String(contentsOfFile: root + "/Generated/Scenery.generated.swift", encoding: .utf8)
        #expect(output.hasPrefix("// Generated by Scenery — do not edit.\n"))
        #expect(try Self.run(["generate", root, "--check"]).status == 0)
        #expect(try Self.run(["generate", root]).stderr.contains("unchanged"))
    }

    @Test func generateRefusesToOverwriteAHandWrittenFile() throws {
        let root = try Self.project(Self.broken + "\n-- Generated/Scenery.generated.swift --\nimport UIKit // mine\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try Self.run(["generate", root])
        #expect(run.status == 2)
        #expect(run.stderr.contains("was not generated by Scenery"))
        #expect(try String(contentsOfFile: root + "/Generated/Scenery.generated.swift", encoding: .utf8) == "import UIKit // mine\n")
    }

    @Test func screensListsScreensWithTheirStoryboard() throws {
        let root = try Self.project(Self.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try Self.run(["screens", root, "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == ["ProfileViewController"])
        #expect(rows.first?["storyboard"] as? String == "Profile.storyboard")
        #expect(rows.first?["parameters"] as? [String] == ["user: String"])
    }

    @Test func aMissingProjectIsAOneLineErrorNotTheUsage() throws {
        for command in ["check", "generate", "screens"] {
            let run = try Self.run([command, "/no/such/project"])
            #expect(run.status == 64)
            #expect(run.stderr == "error: /no/such/project: no such file or folder\n")
            #expect(run.stdout.isEmpty)
        }
    }

    /// Tests run as root, where permissions do not stop a read: a folder named like a storyboard
    /// and a FIFO are what cannot be read. A FIFO must not block the run either.
    @Test func unreadableFilesAreClearWarnings() throws {
        let root = try Self.project(Self.broken)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Folder.storyboard", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/Pipe.xib", 0o644) == 0)
        let run = try Self.run(["check", root, "--no-cache"])
        #expect(run.stderr.contains("warning: \(root)/Folder.storyboard: cannot be read (a folder, not a regular file)\n"))
        #expect(run.stderr.contains("warning: \(root)/Pipe.xib: cannot be read (a FIFO or other special file, not a regular file)\n"))
        // The rest of the project is checked as usual.
        #expect(run.stdout.contains("[scene-not-found]"))
    }

    @Test func configurationErrorsAreReportedWithTheirLine() throws {
        let root = try Self.project(Self.broken.replacingOccurrences(of: "output: Generated", with: "outptu: x\noutput: Generated"))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try Self.run(["check", root])
        #expect(run.stderr.contains("error: \(root)/.scenery.yml:1: unknown key 'outptu'"))
        #expect(run.status == 64)
    }
}

/// Both generated outputs, and `scenery init`.
@Suite struct ConfigurationCommandTests {
    static let withTests = CLITests.broken.replacingOccurrences(
        of: "output: Generated/Scenery.generated.swift",
        with: "output: Generated/Scenery.generated.swift\ntestsOutput: Tests/Resources.generated.swift"
    )

    func read(_ root: String, _ name: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func generateWritesAndChecksTheTestsFileToo() throws {
        let root = try CLITests.project(Self.withTests)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = try CLITests.run(["generate", root, "--check"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("error: Tests/Resources.generated.swift is missing"))
        let generate = try CLITests.run([
            "generate", root, "--output-file-list", root + "/outputs.xcfilelist", "--input-file-list", root + "/inputs.xcfilelist",
        ])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.contains("Generated/Scenery.generated.swift: written, 1 screens\n"))
        #expect(generate.stderr.contains("Tests/Resources.generated.swift: written\n"))
        #expect(read(root, "Tests/Resources.generated.swift")?.contains("final class NamespacedInstantiationTests: XCTestCase") == true)
        #expect(read(root, "outputs.xcfilelist") == "$(SRCROOT)/Generated/Scenery.generated.swift\n$(SRCROOT)/Tests/Resources.generated.swift\n")
        #expect(read(root, "inputs.xcfilelist")?.contains("Resources.generated.swift") == false)
        #expect(try CLITests.run(["generate", root, "--check"]).status == 0)

        // A stale tests file fails the check and is reported by `check` too.
        try Data((GeneratedFileHeader.firstLine + "\nimport XCTest\n").utf8).write(
            to: URL(fileURLWithPath: root + "/Tests/Resources.generated.swift"))
        let stale = try CLITests.run(["generate", root, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("Generated/Scenery.generated.swift is up to date"))
        #expect(stale.stderr.contains("error: Tests/Resources.generated.swift is stale"))
        let check = try CLITests.run(["check", root, "--reporter", "xcode"])
        #expect(check.stdout.contains("\(root)/Tests/Resources.generated.swift:1:1: warning: Resources.generated.swift is out of date"))
    }

    @Test func theTestsFileIsNeverOverwrittenWithoutItsHeader() throws {
        let root = try CLITests.project(Self.withTests + "\n-- Tests/Resources.generated.swift --\nimport XCTest // mine\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.run(["generate", root])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Generated/Scenery.generated.swift: written"))
        #expect(run.stderr.contains("Resources.generated.swift exists and was not generated by Scenery"))
        #expect(read(root, "Tests/Resources.generated.swift") == "import XCTest // mine\n")
    }

    /// A build tool names the one file it compiles with the target: the tests are not written.
    @Test func anExplicitOutputWritesOnlyTheFactories() throws {
        let root = try CLITests.project(Self.withTests)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let work = NSTemporaryDirectory() + "scenery-work-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: work) }
        let run = try CLITests.run(["generate", root, "--output", work + "/Scenery.generated.swift"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: work + "/Scenery.generated.swift"))
        #expect(read(root, "Tests/Resources.generated.swift") == nil)
    }

    /// A module that no build target builds is a usage error, not an empty file.
    @Test func anUnknownModuleIsAUsageError() throws {
        let work = NSTemporaryDirectory() + "scenery-work-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: work) }
        let run = try CLITests.run(
            ["generate", "Examples/Storefront", "--no-cache", "--module", "Nowhere", "--output", work + "/Scenery.generated.swift"], in: packageRoot
        )
        #expect(run.status == 64)
        #expect(run.stderr.contains("no build target of the project builds module 'Nowhere'"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work + "/Scenery.generated.swift"))
        let shop = try CLITests.run(
            ["generate", "Examples/Storefront", "--no-cache", "--module", "Storefront", "--output", work + "/Scenery.generated.swift"],
            in: packageRoot
        )
        #expect(shop.status == 0, "\(shop.stderr)")
    }

    /// A project mixing conventions in the SwiftPM layout.
    static let mixed = """
        -- Package.swift --
        // swift-tools-version: 5.9
        -- Sources/App/Names.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile", main = "Main" } }
        protocol StoryboardInstantiatable {}
        -- Sources/App/Profile.swift --
        final class ProfileViewController: UIViewController, StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
            func initialize(user: String) {}
        }
        final class HomeViewController: UIViewController {
            func initialize() {}
        }
        -- Sources/App/Settings.swift --
        final class SettingsViewController: UIViewController, Storyboardable {}
        final class AboutViewController: UIViewController, StoryboardInitializable {
            var version: String!
        }
        final class BannerView: UIView, IBConstructible {}
        final class LegacyViewController: UIViewController, StoryboardBased {}
        -- Sources/App/Profile.storyboard --
        <document><scenes></scenes></document>
        -- Sources/App/Main.storyboard --
        <document><scenes></scenes></document>
        -- Sources/App/BannerView.xib --
        <document><objects></objects></document>
        """

    @Test func initWritesTheDetectedConventionsAndTheFileLoadsBackClean() throws {
        let root = try CLITests.project(Self.mixed)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.run(["init", root, "--no-cache"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                Detected:
                  6 screens, 2 storyboards, 1 xib; UIKit screens
                  styles: namespaced (5 screens), makeFromStoryboard (1 screen), storyboardable (1 screen), ibConstructible (1 screen)
                  1 screen follows only conventions Scenery generates nothing for (Reusable's)
                  initializer method: initialize(...) in 2 screens
                  protocols: StoryboardInstantiatable (declared in the project), StoryboardInitializable (generated), Storyboardable (generated), IBConstructible (generated)
                  module: App (the SwiftPM layout)
                Wrote \(root)/.scenery.yml

                """)
        let written = try #require(read(root, ".scenery.yml"))
        #expect(compareWithGolden(written, path: ReporterGoldenTests.goldens + "init-mixed.scenery.yml") == nil)
        let (configuration, issues) = ConfigurationLoader.load(root: root, text: written, path: root + "/.scenery.yml")
        #expect(issues.isEmpty)
        #expect(configuration.generator.styles == [.namespaced, .makeFromStoryboard, .storyboardable, .ibConstructible])
        #expect(configuration.defaultModule == "App")
        #expect(try CLITests.run(["check", root]).stderr.contains("error:") == false)
    }

    @Test func initRefusesToReplaceAConfigurationUnlessForced() throws {
        let root = try CLITests.project(
            "-- .scenery.yml --\noutput: Mine.swift\n-- App.xcodeproj/project.pbxproj --\n// {}\n-- A.swift --\nfinal class A: UIViewController {}\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let refused = try CLITests.run(["init", root])
        #expect(refused.status == 64)
        #expect(refused.stderr == "error: \(root)/.scenery.yml already exists; it is left untouched; pass --force to replace it\n")
        #expect(read(root, ".scenery.yml") == "output: Mine.swift\n")
        let forced = try CLITests.run(["init", root, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        // The project file is no property list: a warning names it, and the rest is read without it.
        #expect(forced.stderr.contains("warning: \(root)/App.xcodeproj/project.pbxproj: "), "\(forced.stderr)")
        let written = try #require(read(root, ".scenery.yml"))
        // A view controller of no convention: the namespaced style gives it a factory, and (no target
        // read) the module is named after the Xcode project.
        #expect(written.contains("\nstyles:\n  - namespaced  # 1 screen\n"))
        #expect(written.contains("\n# initializerMethod: initialize\n"))
        #expect(written.contains("\nmodule: App\ntestedModule: App\n"))
        #expect(ConfigurationLoader.load(root: root, text: written, path: root + "/.scenery.yml").1.isEmpty)
    }
}

/// The README's first command, as a user runs it.
@Suite struct ShowcaseCommandTests {
    @Test func checkOnTheShowcaseReportsThePlantedProblemsAndFails() throws {
        let run = try CLITests.run(["check", "Examples/Showcase"], in: packageRoot)
        #expect(run.status == 1)
        let errors = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            errors == [
                "Resources/Profile.storyboard:54:55: error: The EditProfileViewController scene in Profile.storyboard has Storyboard ID 'EditProfile'; EditProfileViewController is instantiated with 'EditProfileViewController' [scene-not-found]",
                "Sources/Support/UIStoryboard+Name.swift:10:14: error: UIStoryboard.Name.onboarding maps to 'Onboarding.storyboard', which is not in the project [storyboard-not-found]",
            ])
        #expect(try CLITests.run(["generate", "Examples/Showcase", "--check"], in: packageRoot).status == 0)
    }

    /// The summary says what was read, and comes after the findings even when stdout and stderr
    /// are one pipe (a build log): findings are flushed before it is written.
    @Test func theSummaryComesLastAndCountsWhatWasRead() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLITests.binary)
        process.arguments = ["check", "Examples/PlainUIKit", "--no-cache"]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n")
        #expect(lines.count == 5, "\(output)")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("[string-instantiation]") }, "\(output)")
        #expect(lines.last == "0 error(s), 4 other diagnostic(s); read 17 view controllers (15 screens), 12 scenes in 3 storyboards, 2 xibs")
    }
}

/// The CI reporters, on the Showcase, against goldens (`UPDATE_GOLDENS=1` refreshes them).
@Suite struct ReporterGoldenTests {
    static let goldens = packageRoot + "/Tests/SceneryCLITests/Goldens/"

    @Test func githubWorkflowCommands() throws {
        let run = try CLITests.run(["check", "Examples/Showcase", "--reporter", "github"], in: packageRoot)
        #expect(run.status == 1)
        #expect(compareWithGolden(run.stdout, path: Self.goldens + "showcase.github.txt") == nil)
    }

    @Test func sarif() throws {
        let run = try CLITests.run(["check", "Examples/Showcase", "--reporter", "sarif"], in: packageRoot)
        // The project root's URI depends on the checkout: the golden has a placeholder.
        let rootURI = URL(fileURLWithPath: packageRoot + "/Examples/Showcase", isDirectory: true).resolvingSymlinksInPath().absoluteString
        #expect(
            compareWithGolden(run.stdout.replacingOccurrences(of: rootURI, with: "${SRCROOT_URI}"), path: Self.goldens + "showcase.sarif.json") == nil
        )
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        // Code scanning resolves the relative `uri`s against %SRCROOT%: the root's file URI, ending with a slash.
        let baseIDs = try #require(runs.first?["originalUriBaseIds"] as? [String: [String: String]])
        #expect(baseIDs["%SRCROOT%"]?["uri"] == rootURI)
        #expect(rootURI.hasPrefix("file:///") && rootURI.hasSuffix("/Examples/Showcase/"))
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let rules = try #require(((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        // Every result points at its rule by id and index, as code-scanning tools expect.
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func workflowCommandEscaping() {
        #expect(Reporter.escapeData("50%\nnext") == "50%25%0Anext")
        #expect(Reporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }
}

/// A configuration that says wrongly where generated code goes (or cannot be read) stops
/// `generate` before it writes anything.
@Suite struct BadConfigurationTests {
    static let screen = "-- A.swift --\nfinal class AViewController: UIViewController {}\n"

    @Test(arguments: [
        "output: ../Outside.swift", "output: [a, b]", "testsOutput: /elsewhere/Tests.swift", "output: Generated/X.swift\n  bad: [indent",
    ])
    func anInvalidOutputWritesNothing(_ configuration: String) throws {
        let root = try CLITests.project("-- .scenery.yml --\n\(configuration)\n" + Self.screen)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.run(["generate", root, "--no-cache"])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("error: nothing written"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Generated"))
    }

    @Test func anUnreadableConfigurationIsAnError() throws {
        let root = try CLITests.project(Self.screen)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.scenery.yml", withIntermediateDirectories: true)
        let check = try CLITests.run(["check", root, "--no-cache"])
        #expect(check.status == 64)
        #expect(check.stderr.contains("error: \(root)/.scenery.yml:1: cannot be read (a folder, not a regular file)"), "\(check.stderr)")
        #expect(try CLITests.run(["generate", root, "--no-cache"]).status == 64)
    }
}
