@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// What generation makes of a project, without the files' text: where each generated file goes
/// and the content hash of what it should hold, how many screens get a factory, and which do not
/// with why. All that `generate --check` reports, so the facts cache keeps it beside the report.
@_spi(Scenery) public struct GeneratedSummary: Hashable, Sendable {
    @_spi(Scenery) public struct Output: Hashable, Sendable {
        @_spi(Scenery) public var path: String
        @_spi(Scenery) public var contentHash: String

        @_spi(Scenery) public init(path: String, contentHash: String) {
            self.path = path
            self.contentHash = contentHash
        }
    }

    @_spi(Scenery) public struct Skipped: Hashable, Sendable {
        /// The screen's qualified name.
        @_spi(Scenery) public var screen: String
        @_spi(Scenery) public var reason: String

        @_spi(Scenery) public init(screen: String, reason: String) {
            self.screen = screen
            self.reason = reason
        }
    }

    /// The factories first, as `Analysis.generatedOutputs()` lists them.
    @_spi(Scenery) public var outputs: [Output]
    /// The screens that get a factory in the first output.
    @_spi(Scenery) public var factoryCount: Int
    /// The screens the first output skips.
    @_spi(Scenery) public var skipped: [Skipped]

    @_spi(Scenery) public init(outputs: [Output], factoryCount: Int, skipped: [Skipped]) {
        self.outputs = outputs
        self.factoryCount = factoryCount
        self.skipped = skipped
    }

    /// The summary of `outputs`, the factories first.
    @_spi(Scenery) public init(_ outputs: [Analysis.GeneratedOutput]) {
        self.init(
            outputs: outputs.map { Output(path: $0.path, contentHash: SourceText.contentHash(of: Array($0.file.contents.utf8))) },
            factoryCount: outputs.first?.file.factories.count ?? 0,
            skipped: outputs.first?.file.skipped.map { Skipped(screen: $0.screen.qualifiedName, reason: $0.reason) } ?? []
        )
    }
}

// MARK: The facts cache's form (`FactsArchive`)

@_spi(Scenery) extension GeneratedSummary: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(outputs)
        writer.write(factoryCount)
        writer.write(skipped)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        outputs = try reader.read()
        factoryCount = try reader.read()
        skipped = try reader.read()
    }
}

@_spi(Scenery) extension GeneratedSummary.Output: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(path)
        writer.write(contentHash)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        path = try reader.read()
        contentHash = try reader.read()
    }
}

@_spi(Scenery) extension GeneratedSummary.Skipped: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(screen)
        writer.write(reason)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        screen = try reader.read()
        reason = try reader.read()
    }
}
