import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
import SceneryProjectGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace
import Testing

/// The homegrown project is shaped unlike the other two: screens adopt the app's own protocols,
/// take their dependencies in `configure(with:)` or properties and spread over several files, some
/// with long layout code; their scenes have several segues, some into the other storyboard through
/// references. Its code names what its storyboards have, but for the planted problems.
@Suite struct HomegrownProjectGeneratorTests {
    /// 24 screens: two storyboards of ten scenes, screens 20 to 23 in code, three planted problems.
    static let generator = ProjectGenerator(screens: 24, storyboards: 2, seed: 7, shape: .homegrown)

    /// The class a file of the app is of: `Screen0003ViewController+TableView.swift`'s is `Screen0003ViewController`.
    static func className(of file: ProjectGenerator.File) -> String {
        String(file.path.split(separator: "/").last?.prefix { $0 != "+" && $0 != "." } ?? "")
    }

    /// At the benchmarks' size, each of the ten problem storyboards has its four.
    @Test func everyProblemStoryboardPlantsFourProblems() {
        let sites = ProjectGenerator(screens: 5_000, storyboards: 500, shape: .homegrown).plantedProblemSites
        #expect(Dictionary(grouping: sites, by: \.rule).mapValues(\.count) == ["segue-not-found": 10, "scene-not-found": 30])
        #expect(Set(sites.map(\.path)).count == 40)
    }

    /// Nothing of Scenery's conventions nor of the plain shape's: only the two protocols' helpers
    /// and the app's `ScreenFactory` call the storyboard.
    @Test func screensAreCreatedOnlyThroughTheAppsProtocols() {
        let files = Self.generator.swiftFiles()
        #expect(!Self.generator.files().contains { $0.path.hasSuffix(".scenery.yml") })
        let others = ["initialize(", "StoryboardInstantiatable", "UIStoryboard.Name", ".create.", "push.", "present.", "Scenery", "nibName: nil"]
        for file in files {
            for other in others {
                #expect(!file.contents.contains(other), "\(file.path) has \(other)")
            }
        }
        #expect(
            files.filter { $0.contents.contains("UIStoryboard(") }.map(\.path) == [
                "Sources/Support/Instantiable.swift", "Sources/Support/ScreenFactory.swift", "Sources/Support/Storyboarded.swift",
            ])
        // Each screen's two actions and each coordinator create a screen: 42 of scenes (an
        // `Instantiable` one presented through `ScreenFactory`, bound to its type), 8 in code.
        let code = files.map(\.contents).joined()
        #expect(code.components(separatedBy: ".instantiate(from: .").count - 1 == 30)
        #expect(code.components(separatedBy: ".instantiate()").count - 1 == 7)
        #expect(code.components(separatedBy: " = ScreenFactory.make(storyboard: \"").count - 1 == 5)
        // Of the screens that take dependencies, 13 in `configure(with:)`, 5 as properties.
        let screens = files.filter { $0.path.hasSuffix("ViewController.swift") }
        #expect(screens.filter { $0.contents.contains("    func configure(with ") }.count == 13)
        #expect(screens.filter { $0.contents.contains(#/\n    var (item|service|onDone): /#) }.count == 5)
    }

    /// Every class has its table view extension in a file of its own, a scene's class its
    /// conformance, some their layout code: hundreds of lines that name nothing Scenery
    /// looks for.
    @Test func classesAreSpreadOverFilesSomeWithLongBodies() {
        let files = Self.generator.swiftFiles().filter { $0.path.hasPrefix("Sources/Features/") }
        let classes = Dictionary(grouping: files, by: Self.className)
        #expect(Set(classes.keys) == Set((0..<24).map(PlainProjectGeneratorTests.className)))
        #expect(Dictionary(grouping: classes.values.map(\.count)) { $0 }.mapValues(\.count) == [2: 2, 3: 18, 4: 4])
        #expect(files.filter { $0.path.hasSuffix("+Storyboarded.swift") }.count == 15)
        #expect(files.filter { $0.path.hasSuffix("+Instantiable.swift") }.count == 5)
        let layouts = files.filter { $0.path.hasSuffix("+Layout.swift") }
        #expect(layouts.count == 6)
        for layout in layouts {
            let lines = layout.contents.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect((250...450).contains(lines), "\(layout.path): \(lines) lines")
            for trigger in ["create", "push", "present", "Storyboard", "storyboard", "Segue", "segue", "Nib", "nibName", "instantiate", "initialize"]
            {
                #expect(!layout.contents.contains(trigger), "\(layout.path) has \(trigger)")
            }
        }
    }

    /// Each scene has a Storyboard ID and one to four segues; each storyboard refers to the other's
    /// initial scene and to its middle scene by Storyboard ID.
    @Test func scenesHaveSeveralSeguesSomeThroughReferences() {
        let files = Self.generator.files()
        let scenes = GeneratedScene.all(in: files)
        #expect(scenes.count == 20)
        #expect(scenes.allSatisfy { $0.identifier != nil })
        #expect(scenes.map(\.segues.count) == [4, 4, 4, 4, 4, 4, 3, 2, 1, 1, 4, 4, 4, 4, 4, 4, 3, 2, 1, 1])
        let references = GeneratedReference.all(in: files)
        #expect(
            references.map { "\($0.storyboard) → \($0.referencedStoryboard) \($0.referencedIdentifier ?? "(initial)")" } == [
                "Feature0000 → Feature0001 (initial)", "Feature0000 → Feature0001 Sceren0015ViewController",
                "Feature0001 → Feature0000 (initial)", "Feature0001 → Feature0000 Screen0005ViewController",
            ])
        let destinations = Set(scenes.flatMap { $0.segues.map(\.destination) })
        #expect(references.allSatisfy { destinations.contains($0.objectID) })
    }

    /// Every scene the code instantiates is in the storyboard it names, with the Storyboard ID it
    /// names and of its class; every segue it performs or prepares for leaves the scene of its
    /// class, to a scene of the class it casts to; but the planted problems.
    @Test func codeNamesWhatTheStoryboardsHave() throws {
        let files = Self.generator.files()
        let scenes = GeneratedScene.all(in: files)
        let references = GeneratedReference.all(in: files)
        let swiftFiles = Self.generator.swiftFiles()
        func scene(in storyboard: String, identifier: String?) -> GeneratedScene? {
            scenes.first { scene in scene.storyboard == storyboard && (identifier.map { scene.identifier == $0 } ?? scene.isInitial) }
        }
        /// The scene a segue shows: its destination's, or the one its reference stands for.
        func shown(by objectID: String) -> GeneratedScene? {
            scenes.first { $0.objectID == objectID }
                ?? references.first { $0.objectID == objectID }.flatMap { scene(in: $0.referencedStoryboard, identifier: $0.referencedIdentifier) }
        }
        var missing: [String] = []
        for file in swiftFiles {
            for use in file.contents.matches(of: #/(\w+)\.instantiate\(from: \.(\w+)\)/#) {
                let storyboard = use.2.prefix(1).uppercased() + use.2.dropFirst()
                if scene(in: storyboard, identifier: String(use.1))?.className != String(use.1) {
                    missing.append("\(file.path) \(use.1) in \(storyboard)")
                }
            }
            for use in file.contents.matches(of: #/(\w+)\.instantiate\(\)/#) {
                let conformance = try #require(swiftFiles.first { $0.path.hasSuffix("/\(use.1)+Instantiable.swift") })
                let storyboard = try #require(conformance.contents.firstMatch(of: #/storyboardName: String \{ "(\w+)" \}/#)?.1)
                let identifier = try #require(conformance.contents.firstMatch(of: #/sceneIdentifier: String \{ "([^"]+)" \}/#)?.1)
                if scene(in: String(storyboard), identifier: String(identifier))?.className != String(use.1) {
                    missing.append("\(file.path) \(use.1)")
                }
            }
            let className = Self.className(of: file)
            let leaving = scenes.first { $0.className == className }?.segues ?? []
            for performed in file.contents.matches(of: #/performSegue\(withIdentifier: "(\w+)"/#)
            where !leaving.contains(where: { $0.identifier == performed.1 }) {
                missing.append("\(file.path) \(performed.1)")
            }
            for prepared in file.contents.matches(of: #/case "(\w+)":\n +guard let destination = segue\.destination as\? (\w+)/#) {
                let segue = leaving.first { $0.identifier == prepared.1 }
                if segue.flatMap({ shown(by: $0.destination) })?.className != String(prepared.2) {
                    missing.append("\(file.path) \(prepared.1) to \(prepared.2)")
                }
            }
        }
        #expect(
            missing == [
                "Sources/Features/Feature0000/Screen0000ViewController.swift shwoScreen0001",
                "Sources/Features/Feature0000/Screen0004ViewController.swift Screen0005ViewController in Feature0001",
                "Sources/Features/Feature0000/Screen0005ViewController.swift showScreen0015 to Screen0015ViewController",
            ])
        // A `Storyboarded` scene's Storyboard ID is its class name.
        for conformance in swiftFiles where conformance.path.hasSuffix("+Storyboarded.swift") {
            let className = Self.className(of: conformance)
            #expect(scenes.first { $0.className == className }?.identifier == className)
        }
    }
}

/// What Scenery makes of the homegrown project: every view controller class is a screen, and
/// `scenery check` reports exactly the planted problems.
@Suite struct HomegrownProjectIndexTests {
    @Test func checkFindsEveryScreenAndExactlyThePlantedProblems() throws {
        let generator = HomegrownProjectGeneratorTests.generator
        #expect(
            generator.plantedProblemSites.map(\.described) == [
                "Sources/Features/Feature0000/Screen0000ViewController.swift segue-not-found shwoScreen0001",
                "Sources/Features/Feature0000/Screen0004ViewController.swift scene-not-found Screen0005ViewController.instantiate(from: .feature0001)",
                "Resources/Feature0000.storyboard scene-not-found Sceren0015ViewController",
                "Sources/Features/Feature0000/Screen0001ViewController.swift scene-not-found Sceren0008",
            ])
        try generator.withLoadedProject { project in
            #expect(project.configurationIssues.isEmpty)
            #expect(project.fileErrors.isEmpty)
            // The 24 screens, 20 of them in storyboards, and their three base classes.
            let screens = project.analysis.snapshot.screens
            let baseClasses = ["BaseViewController", "DetailViewController", "ListViewController"]
            #expect(Set(screens.map(\.name)) == Set((0..<generator.screens).map(PlainProjectGeneratorTests.className) + baseClasses))
            #expect(screens.filter(\.isStoryboardBased).count == 20)
            let diagnostics = project.analysis.diagnostics().map { project.described($0, in: generator.files()) }
            #expect(diagnostics.sorted() == generator.plantedProblemSites.map(\.described).sorted())
        }
    }

    /// Its sources compile, and with them the factories generated for it with no configuration
    /// (beside the app's own `instantiate(from:)` and `instantiate()`).
    @Test(arguments: [5, 6]) func sourcesAndZeroConfigurationFactoriesTypeCheck(swiftVersion: Int) throws {
        let generator = HomegrownProjectGeneratorTests.generator
        let typeCheck = try generator.typeCheckWithGeneratedFactories(swiftVersion: swiftVersion)
        #expect(typeCheck.factories > 20)
        #expect(typeCheck.result.succeeded, "\(typeCheck.result.output)")
    }
}
