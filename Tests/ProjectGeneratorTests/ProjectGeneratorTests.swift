import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
import SceneryProjectGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace
import Testing

/// The benchmark project is a real app: the same bytes for the same seed, every screen found,
/// exactly the planted problems reported, and its sources with the generated factories compile.
@Suite struct ProjectGeneratorTests {
    /// 24 screens: two storyboards of ten scenes, four code-only screens, one planted problem.
    static let generator = ProjectGenerator(screens: 24, storyboards: 2, seed: 7)

    @Test func theSameSeedGivesTheSameBytes() {
        #expect(Self.generator.files() == ProjectGenerator(screens: 24, storyboards: 2, seed: 7).files())
        #expect(Self.generator.files() != ProjectGenerator(screens: 24, storyboards: 2, seed: 8).files())
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
        let root = try Self.generator.writtenToTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try ProjectHost.load(path: root)
        #expect(project.configurationIssues.isEmpty)
        #expect(project.fileErrors.isEmpty)
        let screens = project.analysis.snapshot.screens
        // Every view controller class: the 24 screens and their three base classes.
        #expect(screens.count == 27)
        #expect(screens.filter(\.isStoryboardBased).count == 20)
        let problems = project.analysis.diagnostics().map { "\(project.analysis.configuration.relativePath($0.location.path)) \($0.rule)" }
        #expect(Self.generator.plantedProblems == [5])
        #expect(Self.generator.plantedProblemSites.map { "\($0.path) \($0.identifier)" } == ["Resources/Feature0000.storyboard Screen0005ViewControllerOld"])
        #expect(problems == ["Resources/Feature0000.storyboard scene-not-found"])
    }

    @Test func sourcesAndGeneratedFactoriesTypeCheck() throws {
        let root = try Self.generator.writtenToTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try ProjectHost.load(path: root)
        var sources: [String: String] = [:]
        for file in Self.generator.files() where file.path.hasSuffix(".swift") {
            sources[file.path] = file.contents
        }
        sources["Generated/Scenery.generated.swift"] = project.analysis.generatedFile().contents
        let result = TypeCheck.run(sources: sources, swiftVersion: 6)
        #expect(result.succeeded, "\(result.output)")
    }
}

extension ProjectGenerator {
    /// Writes the project to a new folder under the temporary directory; the caller removes it.
    func writtenToTemporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenery-generated-\(UUID().uuidString)").path
        try write(to: folder)
        return folder
    }
}
