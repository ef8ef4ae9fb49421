import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
import SceneryProjectGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing
@_spi(Scenery) import SceneryWorkspace
import Testing

/// The plain project is an app as it is written without Scenery: no convention anywhere, screens
/// created by strings that name what the storyboards really have, from the xibs they own or with
/// initializers, and its sources compile.
@Suite struct PlainProjectGeneratorTests {
    /// 24 screens: two storyboards of nine scenes (the first screen of each storyboard's ten owns
    /// a xib instead), screens 20 to 23 in code (20 owns a xib), one planted problem.
    static let generator = ProjectGenerator(screens: 24, storyboards: 2, seed: 7, shape: .plain)

    @Test func noFileFollowsAConvention() {
        let files = Self.generator.files()
        #expect(!files.contains { $0.path.hasSuffix(".scenery.yml") })
        let conventions = [
            "initialize(", "StoryboardInstantiatable", "UIStoryboard.Name", "storyboardName", ".create.", "push.", "present.", "Scenery",
        ]
        for file in Self.generator.swiftFiles() {
            for convention in conventions {
                #expect(!file.contents.contains(convention), "\(file.path) has \(convention)")
            }
        }
    }

    @Test func storyboardsAreShapedLikeARealApp() throws {
        let files = Self.generator.files()
        let screen = try #require(files.first { $0.path.hasSuffix("/Screen0003ViewController.swift") })
        let lines = screen.contents.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect((150...260).contains(lines), "\(lines) lines")
        let scenes = GeneratedScene.all(in: files)
        #expect(scenes.count == 18)
        // About half the Storyboard IDs are the class name; a few scenes have none.
        #expect(scenes.filter { $0.identifier == $0.className }.count == 7)
        #expect(scenes.filter { $0.identifier != nil && $0.identifier != $0.className }.count == 7)
        let withoutIdentifier = scenes.filter { $0.identifier == nil }
        #expect(withoutIdentifier.map(\.className) == [4, 12, 16, 19].map(Self.className))
        // A segue shows each of them.
        let destinations = Set(scenes.flatMap { $0.segues.map(\.destination) })
        #expect(withoutIdentifier.allSatisfy { destinations.contains($0.objectID) })
        // Each storyboard's initial scene is created in code.
        let code = Self.generator.swiftFiles().map(\.contents).joined()
        let initials = scenes.filter(\.isInitial)
        #expect(initials.count == 2)
        for initial in initials {
            #expect(
                code.contains(
                    "UIStoryboard(name: \"\(initial.storyboard)\", bundle: nil).instantiateInitialViewController() as? \(initial.className)"))
        }
    }

    /// Every Storyboard ID the code names is a scene of the storyboard it names, of the class it
    /// casts to, but the planted misspelling; every segue it performs leaves the scene of its class.
    @Test func codeNamesWhatTheStoryboardsHave() throws {
        let scenes = GeneratedScene.all(in: Self.generator.files())
        let instantiation =
            #/UIStoryboard\(name: "(\w+)", bundle: nil\)(?:\n *(?:let|guard let) controller = storyboard)?\.instantiateViewController\(withIdentifier: "([^"]+)"\) as[!?] (\w+)/#
        var missing: [String] = []
        var segues = 0
        for file in Self.generator.swiftFiles() {
            let uses = file.contents.matches(of: instantiation)
            #expect(uses.count == file.contents.components(separatedBy: "instantiateViewController(").count - 1, "\(file.path)")
            for use in uses where !scenes.contains(where: { $0.storyboard == use.1 && $0.identifier == String(use.2) && $0.className == use.3 }) {
                missing.append("\(file.path) \(use.2)")
            }
            let className = String(file.path.split(separator: "/").last?.dropLast(".swift".count) ?? "")
            let leaving = scenes.first { $0.className == className }?.segues ?? []
            for performed in file.contents.matches(of: #/performSegue\(withIdentifier: "(\w+)"/#) {
                segues += 1
                #expect(leaving.contains { $0.identifier == performed.1 }, "\(file.path) performs \(performed.1)")
            }
            for prepared in file.contents.matches(of: #/segue\.destination as\? (\w+)/#) {
                #expect(
                    leaving.contains { segue in scenes.contains { $0.objectID == segue.destination && $0.className == prepared.1 } }, "\(file.path)")
            }
        }
        #expect(segues == 16)
        #expect(missing == Self.generator.plantedProblemSites.map { "\($0.path) \($0.text)" })
        #expect(missing == ["Sources/Features/Feature0000/Screen0004ViewController.swift Sceren0005ViewController"])
    }

    @Test func someScreensOwnAXibOrHaveTheirOwnInitializer() throws {
        let files = Self.generator.files()
        let code = Self.generator.swiftFiles().map(\.contents).joined()
        let owned = files.filter { $0.path.hasSuffix("ViewController.xib") }
        #expect(owned.map(\.path) == [0, 10, 20].map { "Sources/Features/Feature0000/\(Self.className($0)).xib" })
        for xib in owned {
            let className = String(xib.path.split(separator: "/").last?.dropLast(".xib".count) ?? "")
            #expect(xib.contents.contains("placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"\(className)\""))
            #expect(xib.contents.contains("<outlet property=\"view\" destination="))
            #expect(code.contains("\(className)(nibName: \"\(className)\", bundle: nil)"))
        }
        // The cell xibs of the conventions shape are there too.
        #expect(files.filter { $0.path.hasPrefix("Resources/Cells/") }.count == 3)
        // Code-only screens: two with `init(item:)`, one created with `init()`.
        let designated = Self.generator.swiftFiles().filter { $0.contents.contains("super.init(nibName: nil, bundle: nil)") }
        #expect(designated.map(\.path) == [22, 23].map { "Sources/Features/Feature0000/\(Self.className($0)).swift" })
        #expect(designated.allSatisfy { $0.contents.contains("required init?(coder: NSCoder) {") })
        #expect(code.contains("\(Self.className(22))(item: Model22(id: 22, title: \"\"))"))
        #expect(code.contains("let controller = \(Self.className(21))()"))
    }

    @Test(arguments: [5, 6]) func sourcesTypeCheck(swiftVersion: Int) {
        let result = Self.generator.typeCheck(swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    static func className(_ screen: Int) -> String { "Screen" + String(format: "%04d", screen) + "ViewController" }
}

/// What Scenery makes of the plain project: every view controller class is a screen, and `scenery
/// check` reports exactly the planted problems, beside a hint at each string Storyboard ID of a
/// screen that now has a factory.
@Suite struct PlainProjectIndexTests {
    @Test func checkFindsExactlyThePlantedProblems() throws {
        let generator = PlainProjectGeneratorTests.generator
        try generator.withLoadedProject { project in
            #expect(project.configurationIssues.isEmpty)
            #expect(project.fileErrors.isEmpty)
            let diagnostics = project.analysis.diagnostics()
            let described = { (diagnostic: Diagnostic) in project.described(diagnostic, in: generator.files()) }
            #expect(diagnostics.filter { $0.severity != .hint }.map(described) == generator.plantedProblemSites.map(\.described))
            // The hints: string-based instantiation of a screen by a Storyboard ID its scene has.
            let identifiers = Set(GeneratedScene.all(in: generator.files()).compactMap(\.identifier))
            let hints = diagnostics.filter { $0.severity == .hint }
            #expect(!hints.isEmpty)
            for hint in hints {
                let words = described(hint).split(separator: " ")
                #expect(words[1] == "string-instantiation" && identifiers.contains(String(words[2])), "\(described(hint))")
            }
        }
    }

    /// With no configuration, the factories generated for the plain app compile with its sources.
    @Test(arguments: [5, 6]) func sourcesAndZeroConfigurationFactoriesTypeCheck(swiftVersion: Int) throws {
        let generator = PlainProjectGeneratorTests.generator
        let typeCheck = try generator.typeCheckWithGeneratedFactories(swiftVersion: swiftVersion)
        #expect(typeCheck.factories > 20)
        #expect(typeCheck.result.succeeded, "\(typeCheck.result.output)")
    }

    @Test func everyViewControllerIsAScreen() throws {
        let generator = PlainProjectGeneratorTests.generator
        let screens = try generator.withLoadedProject { $0.analysis.snapshot.screens }
        // The generated screens and their three base classes, view controllers too.
        let baseClasses = ["BaseViewController", "DetailViewController", "ListViewController"]
        #expect(screens.count == generator.screens + baseClasses.count)
        #expect(Set(screens.map(\.name)) == Set((0..<generator.screens).map(PlainProjectGeneratorTests.className) + baseClasses))
    }
}
