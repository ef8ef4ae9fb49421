/// The editor-neutral façade over one project: the index, the configuration, and every feature
/// (diagnostics, completion, code actions, generation) as plain values. No IO and no LSP here:
/// hosts hand it bytes and turn its answers into their own terms.
public struct Analysis: Sendable {
    public let configuration: ProjectConfiguration
    public private(set) var index: ProjectIndex
    public private(set) var snapshot: ProjectSnapshot

    public init(configuration: ProjectConfiguration) {
        self.configuration = configuration
        self.index = ProjectIndex(scanOptions: configuration.scanOptions)
        self.snapshot = index.snapshot(protocolName: configuration.generator.protocolName)
    }

    /// Hand the index new bytes for `path`; the joins are recomputed only when facts changed.
    public mutating func update(path: String, bytes: [UInt8]) {
        if index.update(path: path, bytes: bytes) { rejoin() }
    }

    /// Update many files and join once (a project load).
    public mutating func update(files: [(path: String, bytes: [UInt8])]) {
        if index.update(files: files) { rejoin() }
    }

    public mutating func remove(path: String) {
        let before = index.revision
        index.remove(path: path)
        if index.revision != before { rejoin() }
    }

    private mutating func rejoin() {
        snapshot = index.snapshot(protocolName: configuration.generator.protocolName)
    }

    // MARK: Generation

    public var generatorInput: GeneratorInput { snapshot.generatorInput(options: configuration.generator) }

    /// The generated file as it should be now.
    public func generatedFile() -> GeneratedFile { FactoryGenerator.generate(generatorInput) }

    // MARK: Diagnostics

    /// Every diagnostic of the project, sorted by file and position.
    public func diagnostics() -> [Diagnostic] {
        let context = CheckContext(
            snapshot: snapshot, index: index, generatedFile: (configuration.outputPath, generatedFile().contents)
        )
        return Checks.run(context, severities: configuration.severities)
    }
}
