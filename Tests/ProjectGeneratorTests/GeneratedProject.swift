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

/// A scene of a generated storyboard, read from its text.
struct GeneratedScene {
    var storyboard: String
    var objectID: String
    var className: String
    var identifier: String?
    var isInitial: Bool
    var segues: [(identifier: String, destination: String)]

    static func all(in files: [ProjectGenerator.File]) -> [GeneratedScene] {
        storyboards(in: files).flatMap { storyboard, text in
            let initial = text.firstMatch(of: #/initialViewController="([^"]+)"/#).map { String($0.1) }
            return text.components(separatedBy: "<scene ").dropFirst().compactMap { scene -> GeneratedScene? in
                guard let controller = scene.firstMatch(of: #/<viewController (?:storyboardIdentifier="([^"]*)" )?id="([^"]+)" customClass="(\w+)"/#)
                else {
                    return nil
                }
                let segues = scene.matches(of: #/<segue destination="([^"]+)" kind="\w+" identifier="(\w+)"/#).map { (String($0.2), String($0.1)) }
                return GeneratedScene(
                    storyboard: storyboard, objectID: String(controller.2), className: String(controller.3),
                    identifier: controller.1.map(String.init),
                    isInitial: initial == String(controller.2), segues: segues
                )
            }
        }
    }

    /// Each storyboard's name and text.
    static func storyboards(in files: [ProjectGenerator.File]) -> [(name: String, text: String)] {
        files.filter { $0.path.hasSuffix(".storyboard") }.map { file in
            (String(file.path.split(separator: "/").last?.dropLast(".storyboard".count) ?? ""), file.contents)
        }
    }
}

/// A storyboard reference of a generated storyboard: the scene of another storyboard it stands for.
struct GeneratedReference {
    var storyboard: String
    var objectID: String
    var referencedStoryboard: String
    /// nil: the referenced storyboard's initial scene.
    var referencedIdentifier: String?

    static func all(in files: [ProjectGenerator.File]) -> [GeneratedReference] {
        GeneratedScene.storyboards(in: files).flatMap { storyboard, text in
            text.matches(of: #/<viewControllerPlaceholder storyboardName="(\w+)"(?: referencedIdentifier="([^"]+)")? id="([^"]+)"/#).map {
                GeneratedReference(
                    storyboard: storyboard, objectID: String($0.3), referencedStoryboard: String($0.1), referencedIdentifier: $0.2.map(String.init))
            }
        }
    }
}

extension ProjectHost {
    /// "path rule text": where a diagnostic is reported, by its rule, and the text it is reported at.
    func described(_ diagnostic: Diagnostic, in files: [ProjectGenerator.File]) -> String {
        let path = analysis.configuration.relativePath(diagnostic.location.path)
        let range = diagnostic.location.range
        let text =
            files.first { $0.path == path }.map { String(decoding: Array($0.contents.utf8)[range.lowerBound..<range.upperBound], as: UTF8.self) }
            ?? ""
        return "\(path) \(diagnostic.rule) \(text)"
    }
}

extension ProjectGenerator.PlantedProblem {
    /// As `ProjectHost.described` describes its diagnostic.
    var described: String { "\(path) \(rule) \(text)" }
}

extension ProjectGenerator {
    /// What Scenery loads from the project, written to a temporary folder for the time of `body`.
    func withLoadedProject<Result>(_ body: (ProjectHost) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenery-generated-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(to: folder)
        return try body(ProjectHost.load(path: folder))
    }

    func swiftFiles() -> [File] { files().filter { $0.path.hasSuffix(".swift") } }

    /// Type-checks the project's Swift files, with `more` (path → text) beside them.
    func typeCheck(swiftVersion: Int, with more: [String: String] = [:]) -> TypeCheck.Result {
        let sources = Dictionary(uniqueKeysWithValues: swiftFiles().map { ($0.path, $0.contents) })
        return TypeCheck.run(sources: sources.merging(more) { $1 }, swiftVersion: swiftVersion)
    }

    /// Type-checks the project's Swift files with the factories Scenery generates for it beside
    /// them; and how many factories it generates.
    func typeCheckWithGeneratedFactories(swiftVersion: Int) throws -> (result: TypeCheck.Result, factories: Int) {
        let generated = try withLoadedProject { $0.analysis.generatedFile() }
        return (typeCheck(swiftVersion: swiftVersion, with: ["Generated/Scenery.generated.swift": generated.contents]), generated.factories.count)
    }
}
