@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel

/// What checking and generating made of a project, kept in the facts cache beside its facts
/// (`FactsCache.saveResults`): the project's diagnostics located in lines and columns, and the
/// summary of the generated files. They hold for the facts of one facts file (`facts`, its
/// checksum) under one configuration (`configuration`, compared whole), so a run that finds the
/// project's facts and configuration as they were prints its report, or compares the generated
/// files, without checking, reading a file with findings, or generating again.
@_spi(Scenery) public struct SavedResults: Sendable {
    /// The checksum of the facts file whose facts they were made from (`SavedFacts.checksum`).
    @_spi(Scenery) public var facts: String
    /// The configuration they were made under, build targets included.
    @_spi(Scenery) public var configuration: ProjectConfiguration
    /// `Analysis.diagnostics()`, located in the bytes indexed; nil: not kept.
    @_spi(Scenery) public var diagnostics: [LocatedDiagnostic]?
    /// What `Analysis.generatedOutputs()` makes; nil: not kept.
    @_spi(Scenery) public var generated: GeneratedSummary?

    @_spi(Scenery) public init(facts: String, configuration: ProjectConfiguration, diagnostics: [LocatedDiagnostic]? = nil, generated: GeneratedSummary? = nil) {
        self.facts = facts
        self.configuration = configuration
        self.diagnostics = diagnostics
        self.generated = generated
    }

    /// Whether they were made from the facts named `facts` under `configuration`.
    @_spi(Scenery) public func hold(forFacts facts: String, configuration: ProjectConfiguration) -> Bool {
        self.facts == facts && self.configuration == configuration
    }
}

@_spi(Scenery) extension SavedResults: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(facts)
        writer.write(configuration)
        writer.write(diagnostics)
        writer.write(generated)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        facts = try reader.read()
        configuration = try reader.read()
        diagnostics = try reader.read()
        generated = try reader.read()
    }
}
