import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// Examples/Bookshelf, an app that mixes every convention (and has a macOS target): each planted
/// problem reported once, where it is, and nothing else; its generated files up to date; its sources
/// with every style's generated code compile.
@Suite struct BookshelfTests {
    static let root = packageRoot + "/Examples/Bookshelf"

    static func load() throws -> ProjectHost { try ProjectHost.load(path: root) }

    @Test func checkReportsEveryPlantedProblemOnceAndNothingElse() throws {
        let project = try Self.load()
        #expect(project.configurationIssues.isEmpty)
        #expect(project.fileErrors.isEmpty)
        let reported = project.reported()
        // The table of Examples/Bookshelf/README.md.
        #expect(
            reported == [
                "MacApp/Preferences.storyboard:28:109 stale-custom-module",
                "Resources/Legacy.storyboard:9:1 invalid-interface-file",
                "Resources/Library.storyboard:37:101 scene-class-mismatch",
                "Resources/Library.storyboard:60:25 segue-skips-injection",
                "Resources/Main.storyboard:109:55 duplicate-storyboard-id",
                "Resources/Main.storyboard:139:61 scene-without-identifier",
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

    static func swiftFiles(in folder: String, of root: String = root) throws -> [String: String] {
        try FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder).filter { $0.hasSuffix(".swift") }
            .reduce(into: [String: String]()) { sources, path in
                sources[path] = try String(contentsOfFile: root + "/" + folder + "/" + path, encoding: .utf8)
            }
    }

    /// Bookshelf with neither `.scenery.yml` nor generated files, and with its own storyboard-names
    /// enum `UIStoryboard.Storyboard` only (no `UIStoryboard.Name`): zero configuration lists every
    /// view controller with its storyboard and Storyboard ID, completes each after `push.`, and
    /// generates code (named with the project's enum) that compiles with the app.
    @Test func withoutConfigurationAndWithItsOwnNamesEnum() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scenery-bookshelf-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.root, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        for removed in [".scenery.yml", "Sources/Generated/Scenery.generated.swift", "Tests", "Sources/Support/UIStoryboard+Name.swift"] {
            try FileManager.default.removeItem(atPath: copy + "/" + removed)
        }
        func edit(_ path: String, _ old: String, _ new: String) throws {
            let text = try String(contentsOfFile: copy + "/" + path, encoding: .utf8)
            #expect(text.contains(old), "\(path)")
            try text.replacingOccurrences(of: old, with: new).write(toFile: copy + "/" + path, atomically: true, encoding: .utf8)
        }
        try edit("Sources/Support/UIStoryboard+Storyboard.swift", "        case readingList\n", "        case readingList\n        case library\n")
        try edit("Sources/Screens/BookViewController.swift", "UIStoryboard.Name { .library }", "UIStoryboard.Storyboard { .library }")
        try edit("Sources/Screens/LibraryViewController.swift", "UIStoryboard.Name { .main }", "UIStoryboard.Storyboard { .main }")
        let analysis = try ProjectHost.load(path: copy, cache: nil).analysis
        #expect(analysis.configuration.detectedKeys == ProjectConfiguration.detectableKeys)
        let rows = analysis.screenSummaries().filter { !$0.screen.isAppKit && $0.screen.kind == .viewController }.map { summary in
            "\(summary.screen.name) \(summary.origin)" + (summary.screen.sceneIdentifier.map { " '\($0)'" } ?? "") + " → "
                + (summary.factory?.functionName ?? "none")
        }
        #expect(
            rows == [
                "AboutViewController code-only → aboutViewController",
                "BookViewController Library.storyboard 'BookViewController' → bookViewController",
                "GiftCardViewController Main.storyboard (no Storyboard ID) → none",
                "LibraryViewController Main.storyboard 'LibraryViewController' → libraryViewController",
                "OnboardingViewController OnboardingViewController.storyboard (no Storyboard ID) → none",
                "ProfileViewController Profile.storyboard 'ProfileViewController' → profileViewController",
                "ReaderViewController Reader.storyboard 'readerViewController' → readerViewController",
                "ReadingListViewController ReadingList.storyboard 'ReadingListViewController ' → readingListViewController",
                "SearchViewController Main.storyboard 'SearchViewController' → searchViewController",
                "SettingsViewController Main.storyboard 'Settings' → settingsViewController",
                "ShelfEditorViewController code-only → shelfEditorViewController",
                "StoreViewController Main.storyboard 'StoreViewController' → storeViewController",
            ])
        let coordinator =
            try String(contentsOfFile: copy + "/Sources/App/AppCoordinator.swift", encoding: .utf8) + "\nlet x = UINavigationController().push."
        let completed = analysis.completions(in: SourceText(bytes: Array(coordinator.utf8)), at: coordinator.utf8.count).candidates
        #expect(
            completed.map { $0.filterText } == rows.compactMap { row in row.hasSuffix("→ none") ? nil : String(row.split(separator: " ").last ?? "") }
        )
        let generated = analysis.generatedFile().contents
        #expect(generated.contains("static var storyboardName: UIStoryboard.Storyboard { get }"))
        #expect(!generated.contains("enum Name"))
        for swiftVersion in [5, 6] {
            var sources = try Self.swiftFiles(in: "Sources", of: copy)
            sources["R.generated.swift"] = Self.rSwiftStandIn
            sources["Generated/Scenery.generated.swift"] = generated
            let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion, arguments: ["-module-name", "Bookshelf"])
            #expect(result.succeeded, "Swift \(swiftVersion): \(result.output)")
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
