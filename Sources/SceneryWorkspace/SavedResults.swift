@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel

/// What checking and generating made of a project, kept in the facts cache beside its facts
/// (`FactsCache.saveResults`): the project's diagnostics located in lines and columns, and the
/// summary of the generated files. They hold for the facts of one facts file (`facts`, its
/// checksum) under one configuration (`configuration`, compared whole), so a run that finds the
/// project's facts and configuration as they were prints its report, or compares the generated
/// files, without checking, reading a file with findings, or generating again. They also keep the
/// files indexed with their stamps, and what a report reads of the index, so that a run that finds
/// every file as it was answers from them without reading the facts (`Workspace.savedResults`).
@_spi(Scenery) public struct SavedResults: Sendable {
    /// The checksum of the facts file whose facts they were made from (`SavedFacts.checksum`).
    @_spi(Scenery) public var facts: String
    /// The configuration they were made under, build targets included.
    @_spi(Scenery) public var configuration: ProjectConfiguration
    /// The files indexed, sorted.
    @_spi(Scenery) public var paths: [String]
    /// The stamp of each of `paths` when it was read from disk (nil: not read from disk, as an
    /// editor's buffer), taken after `stampedAt` (nanoseconds since 1970).
    @_spi(Scenery) public var stamps: [FileStamp?]
    @_spi(Scenery) public var stampedAt: Int
    /// What the project holds, for `check`'s summary.
    @_spi(Scenery) public var inventory: ProjectInventory
    /// `Analysis.diagnostics()`, located in the bytes indexed; nil: not kept.
    @_spi(Scenery) public var diagnostics: [LocatedDiagnostic]?
    /// What `Analysis.generatedOutputs()` makes; nil: not kept.
    @_spi(Scenery) public var generated: GeneratedSummary?

    @_spi(Scenery) public init(
        facts: String, configuration: ProjectConfiguration, paths: [String], stamps: [FileStamp?], stampedAt: Int, inventory: ProjectInventory,
        diagnostics: [LocatedDiagnostic]? = nil, generated: GeneratedSummary? = nil
    ) {
        self.facts = facts
        self.configuration = configuration
        self.paths = paths
        self.stamps = stamps
        self.stampedAt = stampedAt
        self.inventory = inventory
        self.diagnostics = diagnostics
        self.generated = generated
    }

    /// Whether they were made from the facts named `facts` under `configuration`.
    @_spi(Scenery) public func hold(forFacts facts: String, configuration: ProjectConfiguration) -> Bool {
        self.facts == facts && self.configuration == configuration
    }

    /// Whether they hold, facts unread, for the project whose files are `files` now (sorted by
    /// path, as discovery lists them) under `configuration`: it is the configuration they were made
    /// under, and the files are exactly those indexed, each with the stamp it was read with, which
    /// vouches for the bytes it had then (`FileStamp.vouches(takenAt:)`). An index would then read
    /// no file and make the same facts.
    func hold(forFiles files: [(path: String, stamp: FileStamp)], configuration: ProjectConfiguration) -> Bool {
        guard self.configuration == configuration, files.count == paths.count else { return false }
        return zip(files, zip(paths, stamps)).allSatisfy { file, saved in
            file.path == saved.0 && file.stamp == saved.1 && file.stamp.vouches(takenAt: stampedAt)
        }
    }
}

@_spi(Scenery) extension SavedResults: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(facts)
        writer.write(configuration)
        writer.write(paths)
        writer.write(stamps)
        writer.write(stampedAt)
        writer.write(inventory)
        writer.write(diagnostics)
        writer.write(generated)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        facts = try reader.read()
        configuration = try reader.read()
        paths = try reader.read()
        stamps = try reader.read()
        guard stamps.count == paths.count else { throw ArchiveError(description: "\(stamps.count) stamps for \(paths.count) files") }
        stampedAt = try reader.read()
        inventory = try reader.read()
        diagnostics = try reader.read()
        generated = try reader.read()
    }
}
