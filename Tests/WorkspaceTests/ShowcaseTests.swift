import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// Examples/Showcase, end to end through the library: its planted problems, its generated file,
/// and that its sources with the generated code compile against the UIKit stand-in.
@Suite struct ShowcaseTests {
    static let root = packageRoot + "/Examples/Showcase"

    static func load() throws -> ProjectHost { try ProjectHost.load(path: root) }

    @Test func checkReportsExactlyThePlantedProblems() throws {
        let project = try Self.load()
        #expect(project.configurationIssues.isEmpty)
        #expect(project.fileErrors.isEmpty)
        let reported = project.reported()
        // The two problems listed in Examples/Showcase/README.md, and nothing else.
        #expect(
            reported == [
                "Resources/Profile.storyboard:54:55 scene-not-found",
                "Sources/Support/UIStoryboard+Name.swift:10:14 storyboard-not-found",
            ])
    }

    @Test func theCommittedGeneratedFileIsUpToDate() throws {
        let project = try Self.load()
        let committed = try String(contentsOfFile: project.analysis.configuration.outputPath, encoding: .utf8)
        #expect(committed == project.analysis.generatedFile().contents)
        // The seven screens of its README and their base class, a view controller too.
        #expect(project.analysis.generatedFile().factories.count == 8)
        #expect(project.analysis.generatedFile().skipped.isEmpty)
    }

    @Test(arguments: [5, 6]) func sourcesAndGeneratedCodeTypeCheck(swiftVersion: Int) throws {
        let sources = try FileManager.default.subpathsOfDirectory(atPath: Self.root + "/Sources")
            .filter { $0.hasSuffix(".swift") }
            .reduce(into: [String: String]()) { sources, path in
                sources[path] = try String(contentsOfFile: Self.root + "/Sources/" + path, encoding: .utf8)
            }
        #expect(sources.keys.contains("Generated/Scenery.generated.swift"))
        let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }
}
