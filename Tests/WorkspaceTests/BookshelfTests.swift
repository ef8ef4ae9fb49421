import Foundation
import Testing
import TestSupport
import Workspace

/// Examples/Bookshelf, an app that mixes every convention (and has a macOS target): each planted
/// problem reported once, where it is, and nothing else; its generated files up to date; its sources
/// with every style's generated code compile.
@Suite struct BookshelfTests {
    static let root = packageRoot + "/Examples/Bookshelf"

    static func load() throws -> LoadedProject { try Workspace.load(path: root) }

    @Test func checkReportsEveryPlantedProblemOnceAndNothingElse() throws {
        let project = try Self.load()
        #expect(project.configurationIssues.isEmpty)
        #expect(project.fileErrors.isEmpty)
        let configuration = project.analysis.configuration
        let reported = project.analysis.diagnostics().map { diagnostic -> String in
            let text = SourceText(bytes: (try? Workspace.read(diagnostic.location.path).get()) ?? [])
            let (line, column) = text.lineAndColumn(of: diagnostic.location.range.lowerBound)
            return "\(configuration.relativePath(diagnostic.location.path)):\(line):\(column) \(diagnostic.rule)"
        }
        // The table of Examples/Bookshelf/README.md.
        #expect(reported == [
            "MacApp/Preferences.storyboard:28:109 stale-custom-module",
            "Resources/Legacy.storyboard:9:1 invalid-interface-file",
            "Resources/Library.storyboard:37:101 scene-class-mismatch",
            "Resources/Library.storyboard:60:25 segue-skips-injection",
            "Resources/Main.storyboard:109:55 duplicate-storyboard-id",
            "Resources/Profile.storyboard:17:140 unknown-custom-class",
            "Resources/RatingView.xib:10:71 nib-class-mismatch",
            "Resources/ReadingList.storyboard:12:60 suspicious-storyboard-id",
            "Sources/App/AppCoordinator.swift:22:84 string-instantiation",
            "Sources/Generated/Storyboards.swift:12:105 scene-not-found",
            "Sources/Screens/BookViewController.swift:8:9 uninjected-dependency",
            "Sources/Screens/OnboardingViewController.swift:4:13 initial-scene-missing",
            "Sources/Screens/SettingsViewController.swift:8:43 segue-not-found",
            "Sources/Screens/SettingsViewController.swift:11:19 manual-initialize-call",
            "Sources/Support/UIStoryboard+Storyboard.swift:8:14 storyboard-not-found",
            "Sources/Views/ShelfCell.swift:4:38 nib-not-found",
        ])
    }

    /// What a save publishes first, a run focused on the saved file, is what the full run finds there.
    @Test func aFocusedRunFindsTheFullRunsDiagnosticsOfEveryFile() throws {
        let analysis = try Self.load().analysis
        let full = analysis.diagnostics()
        for path in analysis.index.paths.sorted() {
            #expect(analysis.diagnostics(in: path) == full.filter { $0.location.path == path }, "\(path)")
        }
    }

    @Test func theCommittedGeneratedFilesAreUpToDate() throws {
        let project = try Self.load()
        for output in project.analysis.generatedOutputs() {
            #expect(try String(contentsOfFile: output.path, encoding: .utf8) == output.file.contents, "\(output.path)")
        }
        #expect(project.analysis.generatedOutputs().count == 2)
    }

    /// The iOS target: its sources, Scenery's generated code in every style and SwiftGen's file
    /// against the UIKit and Reusable stand-ins, plus R.swift's API as a stand-in; the resource
    /// tests against the app and XCTest.
    @Test(arguments: [5, 6]) func theAppAndItsGeneratedCodeTypeCheck(swiftVersion: Int) throws {
        var sources = try Self.swiftFiles(in: "Sources")
        sources["R.generated.swift"] = Self.rSwiftStandIn
        // SwiftGen names the app's classes with their module (`Bookshelf.SettingsViewController`).
        let app = TypeCheck.run(sources: sources, swiftVersion: swiftVersion, arguments: ["-module-name", "Bookshelf"])
        #expect(app.succeeded, "\(app.output)")
        let tests = try Self.swiftFiles(in: "Tests")
        #expect(!tests.isEmpty)
        let result = TypeCheck.runTests(appSources: sources, testSources: tests, swiftVersion: swiftVersion, appModule: "Bookshelf")
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(arguments: [5, 6]) func theMacTargetTypeChecks(swiftVersion: Int) throws {
        let result = TypeCheck.run(sources: try Self.swiftFiles(in: "MacApp"), swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    static func swiftFiles(in folder: String) throws -> [String: String] {
        try FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder).filter { $0.hasSuffix(".swift") }
            .reduce(into: [String: String]()) { sources, path in
                sources[path] = try String(contentsOfFile: root + "/" + folder + "/" + path, encoding: .utf8)
            }
    }

    /// What R.swift would generate for the one call the app makes (R's output lives in the build folder).
    static let rSwiftStandIn = """
        import UIKit

        enum R {
            enum storyboard {
                enum library {
                    @MainActor static func shelfEditor() -> UIViewController { UIViewController() }
                }
            }
        }
        """
}
