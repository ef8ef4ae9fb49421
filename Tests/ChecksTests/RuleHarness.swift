@_spi(Scenery) import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport

/// Indexes a fixture and runs rules on it, with `Scenery.generated.swift` as the output path.
struct RuleHarness {
    var files: [String: [UInt8]]
    var root = "/project"

    init(fixture: Fixture) {
        files = Dictionary(uniqueKeysWithValues: fixture.files.map { ($0.path, $0.bytes) })
    }

    var outputPath: String { root + "/Scenery.generated.swift" }

    /// The fixture's files indexed.
    var index: ProjectIndex {
        var index = ProjectIndex()
        for (path, bytes) in files where ProjectIndex.isIndexable(path: path) { index.update(path: path, bytes: bytes) }
        // Helpers of any name: their callers are scanned again, as a host does.
        _ = index.settleHelpers { [files] path in Result<[UInt8], Never>.success(files[path] ?? []) }
        return index
    }

    func context(focus: String? = nil) -> CheckContext {
        let index = index
        // The fixture's Xcode projects and package manifests, as the workspace reads them from disk.
        let model = BuildModelReader.read(
            descriptions: BuildModelReader.descriptions(among: Array(files.keys)), indexedFiles: index.paths.sorted(), readFile: { files[$0] }
        )
        let snapshot = index.snapshot(options: JoinOptions(modules: ModuleMap(root: root, isSwiftPackage: true, targets: model.targets)))
        let input = snapshot.generatorInput(options: GeneratorOptions())
        let generated = FactoryGenerator.generate(input)
        let factoryNames = Dictionary(generated.factories.map { ($0.screen.qualifiedName, $0.functionName) }, uniquingKeysWith: { first, _ in first })
        return CheckContext(
            snapshot: snapshot, index: index, generatedFile: (outputPath, generated.contents), factoryName: { factoryNames[$0.qualifiedName] },
            makesFromStoryboard: { FactoryGenerator.makesFromStoryboard($0, for: input) }, generatedFilePath: outputPath, focus: focus)
    }

    func run(_ rule: any Rule.Type) -> [Diagnostic] { Checks.run(context(), rules: [rule]) }

    func applying(_ fix: Fix) -> RuleHarness {
        var copy = self
        for path in Set(fix.edits.map(\.path)) {
            let edits = fix.edits.filter { $0.path == path }.map(\.edit)
            copy.files[path] = SourceText(bytes: files[path] ?? []).applying(edits).bytes
        }
        return copy
    }
}
