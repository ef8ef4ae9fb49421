import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
import SceneryProjectGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import Testing
@_spi(Scenery) import SceneryWorkspace
import Testing

/// The benchmark project is a real app: the same bytes for the same seed, every screen found,
/// exactly the planted problems reported, and its sources with the generated factories compile.
@Suite struct ProjectGeneratorTests {
    /// 24 screens: two storyboards of ten scenes, four code-only screens, one planted problem.
    static let generator = ProjectGenerator(screens: 24, storyboards: 2, seed: 7)

    @Test(arguments: ProjectGenerator.Shape.allCases) func theSameSeedGivesTheSameBytes(shape: ProjectGenerator.Shape) {
        let generator = ProjectGenerator(screens: 24, storyboards: 2, seed: 7, shape: shape)
        #expect(generator.files() == ProjectGenerator(screens: 24, storyboards: 2, seed: 7, shape: shape).files())
        #expect(generator.files() != ProjectGenerator(screens: 24, storyboards: 2, seed: 8, shape: shape).files())
    }

    @Test func screensAreShapedLikeARealApp() throws {
        let files = Self.generator.files()
        let screen = try #require(files.first { $0.path.hasSuffix("/Screen0003ViewController.swift") })
        let lines = screen.contents.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect((150...260).contains(lines), "\(lines) lines")
        let storyboard = try #require(files.first { $0.path == "Resources/Feature0000.storyboard" })
        #expect(storyboard.contents.components(separatedBy: "<viewController ").count - 1 == 10)
        #expect(files.filter { $0.path.hasSuffix(".xib") }.count == 3)
    }

    @Test func checkFindsEveryScreenAndExactlyThePlantedProblems() throws {
        try Self.generator.withLoadedProject { project in
            #expect(project.configurationIssues.isEmpty)
            #expect(project.fileErrors.isEmpty)
            let screens = project.analysis.snapshot.screens
            // Every view controller class: the 24 screens and their three base classes.
            #expect(screens.count == 27)
            #expect(screens.filter(\.isStoryboardBased).count == 20)
            let problems = project.analysis.diagnostics().map { "\(project.analysis.configuration.relativePath($0.location.path)) \($0.rule)" }
            #expect(Self.generator.plantedProblems == [5])
            #expect(
                Self.generator.plantedProblemSites.map { "\($0.path) \($0.text)" } == ["Resources/Feature0000.storyboard Screen0005ViewControllerOld"]
            )
            // As written, the app has no generated file: each call of a factory is reported until generation writes it.
            let calls = project.analysis.snapshot.swiftFiles.flatMap(\.callSites).filter { $0.kind != .initializerMethod }
            let missing = problems.filter { $0.hasSuffix(" \(GeneratedCodeMissing.id)") }
            #expect(!calls.isEmpty && missing.count == calls.count)
            #expect(problems.filter { !missing.contains($0) } == ["Resources/Feature0000.storyboard scene-not-found"])
            var generated = project.analysis
            generated.update(path: generated.configuration.outputPath, bytes: Array(generated.generatedFile().contents.utf8))
            #expect(generated.diagnostics().map(\.rule) == [SceneNotFound.id])
        }
    }

    @Test func sourcesAndGeneratedFactoriesTypeCheck() throws {
        let result = try Self.generator.typeCheckWithGeneratedFactories(swiftVersion: 6).result
        #expect(result.succeeded, "\(result.output)")
    }
}
