import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// Examples/PlainUIKit, an app as it is (no convention, no configuration), end to end: every view
/// controller is a screen bound to its scene or xib, each gets a factory where one can create it,
/// completion lists them all, and the code generated with zero configuration compiles with the app.
@Suite struct PlainUIKitTests {
    static let root = packageRoot + "/Examples/PlainUIKit"

    static func load() throws -> ProjectHost { try ProjectHost.load(path: root, cache: nil) }

    /// The README's table: origin, Storyboard ID, factory and parameters (or why there is none).
    @Test func everyViewControllerIsAScreenBoundToItsSceneOrXib() throws {
        let project = try Self.load()
        #expect(project.configurationIssues.isEmpty)
        #expect(project.fileErrors.isEmpty)
        let rows = project.analysis.screenSummaries().map { summary in
            let screen = summary.screen
            let binding = summary.origin + (screen.sceneIdentifier.map { " '\($0)'" } ?? "")
            let factory = summary.factory.map {
                "\($0.functionName)(\($0.parameters.map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ")))"
            }
            return "\(screen.name) — \(binding) — \(factory ?? "none: " + (summary.skipped ?? ""))"
        }
        #expect(
            rows == [
                "AboutViewController — code-only — aboutViewController()",
                "BaseViewController — code-only — baseViewController(store: NoteStore)",
                "DocumentViewController — Settings.storyboard (2 scenes) — none: it has several scenes (Settings.storyboard 'privacyPolicy', "
                    + "Settings.storyboard 'termsOfService') and none has the Storyboard ID 'DocumentViewController', so which one to create is not clear",
                "FoldersViewController — Main.storyboard 'FoldersViewController' — foldersViewController(store: NoteStore)",
                "NoteDetailViewController — Notes.storyboard 'noteDetail' — noteDetailViewController(note: Note, store: NoteStore)",
                "NoteEditorViewController — Notes.storyboard (no Storyboard ID) — none: its scene in Notes.storyboard has no Storyboard ID, "
                    + "so code cannot instantiate it; give it the Storyboard ID 'NoteEditorViewController'",
                "NoteExportViewController — code-only — noteExportViewController(note: Note, onShare: @escaping (Note) -> Void)",
                "NoteInfoViewController — Notes.storyboard 'NoteInfoViewController' — noteInfoViewController(note: Note)",
                "NotebookNavigationController — Main.storyboard (no Storyboard ID) — none: its scene in Main.storyboard has no Storyboard ID, "
                    + "so code cannot instantiate it; give it the Storyboard ID 'NotebookNavigationController'",
                "NotesListViewController — Notes.storyboard 'NotesListViewController' — notesListViewController(folder: String, store: NoteStore)",
                "RecentNotesViewController — Main.storyboard (no Storyboard ID) — none: its scene in Main.storyboard has no Storyboard ID, "
                    + "so code cannot instantiate it; give it the Storyboard ID 'RecentNotesViewController'",
                "RootTabBarController — Main.storyboard (initial scene) — rootTabBarController(store: NoteStore)",
                "SettingsViewController — Settings.storyboard (initial scene) — settingsViewController(store: NoteStore)",
                "ShareSheetViewController — ShareSheet.xib — shareSheetViewController()",
                "TagPickerViewController — TagPickerViewController.xib — tagPickerViewController()",
            ])
        // The private and the generic view controller are view controllers, not screens.
        #expect(
            project.analysis.snapshot.viewControllers.map(\.declaration.name).sorted().filter { name in
                !project.analysis.snapshot.screens.contains { $0.name == name }
            } == ["LicensesViewController", "ListPickerViewController"])
    }

    @Test func checkReportsOnlyTheHintsAtTheStringIdentifiersOfScreensWithFactories() throws {
        #expect(
            try Self.load().reported(withText: true) == [
                "Sources/Screens/FoldersViewController.swift:31:109 string-instantiation NotesListViewController",
                "Sources/Screens/NoteDetailViewController.swift:45:70 string-instantiation NoteInfoViewController",
                "Sources/Screens/NotesListViewController.swift:43:83 string-instantiation noteDetail",
                "Sources/Screens/RecentNotesViewController.swift:29:106 string-instantiation noteDetail",
            ])
    }

    /// `navigationController?.push.` in one of the app's files lists every factory, with its storyboard
    /// (the app has no generated file yet: each says so).
    @Test func pushCompletesEveryScreenThatHasAFactory() throws {
        let project = try Self.load()
        let path = Self.root + "/Sources/Screens/AboutViewController.swift"
        let source =
            try String(contentsOfFile: path, encoding: .utf8)
            + "\nfunc go(_ navigationController: UINavigationController?) {\n    navigationController?.push."
        let completions = project.analysis.completions(in: SourceText(bytes: Array(source.utf8)), at: source.utf8.count)
        #expect(
            completions.candidates.map { "\($0.label) — \($0.detail)" } == [
                "aboutViewController(animated:) — code-only · (animated: Bool = true) · not generated yet",
                "baseViewController(store:animated:) — code-only · (store: NoteStore, animated: Bool = true) · not generated yet",
                "foldersViewController(store:animated:) — Main.storyboard · (store: NoteStore, animated: Bool = true) · not generated yet",
                "noteDetailViewController(note:store:animated:) — Notes.storyboard · (note: Note, store: NoteStore, animated: Bool = true) · not generated yet",
                "noteExportViewController(note:onShare:animated:) — code-only · (note: Note, onShare: @escaping (Note) -> Void, animated: Bool = true) · not generated yet",
                "noteInfoViewController(note:animated:) — Notes.storyboard · (note: Note, animated: Bool = true) · not generated yet",
                "notesListViewController(folder:store:animated:) — Notes.storyboard · (folder: String, store: NoteStore, animated: Bool = true) · not generated yet",
                "rootTabBarController(store:animated:) — Main.storyboard (initial scene) · (store: NoteStore, animated: Bool = true) · not generated yet",
                "settingsViewController(store:animated:) — Settings.storyboard (initial scene) · (store: NoteStore, animated: Bool = true) · not generated yet",
                "shareSheetViewController(animated:) — ShareSheet.xib · (animated: Bool = true) · not generated yet",
                "tagPickerViewController(animated:) — TagPickerViewController.xib · (animated: Bool = true) · not generated yet",
            ])
        // Not generated yet: each item says how to make the factories, and the line offers that action.
        #expect(completions.candidates.allSatisfy { $0.documentation.contains("Generate all factories") })
        let text = SourceText(bytes: Array(source.utf8))
        let actions = project.analysis.codeActions(in: path, range: .empty(at: source.utf8.count), diagnostics: [], text: text) { _ in [] }
        #expect(actions.contains { $0.title == "Generate all factories" && $0.command == .generateFactories })
    }

    /// With no `.scenery.yml`, the generated file declares the storyboard names it uses, and the
    /// app's sources compile with it.
    @Test(arguments: [5, 6]) func theCodeGeneratedWithZeroConfigurationTypeChecks(swiftVersion: Int) throws {
        let project = try Self.load()
        let generated = project.analysis.generatedFile()
        #expect(
            generated.contents.contains(
                "    enum Name: String {\n        case main = \"Main\"\n        case notes = \"Notes\"\n        case settings = \"Settings\"\n    }\n"
            ))
        var sources = try FileManager.default.subpathsOfDirectory(atPath: Self.root + "/Sources")
            .filter { $0.hasSuffix(".swift") }
            .reduce(into: [String: String]()) { sources, path in
                sources[path] = try String(contentsOfFile: Self.root + "/Sources/" + path, encoding: .utf8)
            }
        sources["Generated/Scenery.generated.swift"] = generated.contents
        let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }
}
