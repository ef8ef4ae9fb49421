@_spi(Scenery) import SceneryProjectModel

// The generation settings in the facts cache's form (`FactsArchive`): part of the configuration a
// report and the generated files were made under, which the cache keeps with them.

@_spi(Scenery) extension GeneratorOptions.ParameterLabels: Archivable {}
@_spi(Scenery) extension GeneratorOptions.Style: Archivable {}
@_spi(Scenery) extension GeneratorOptions.Platform: Archivable {}

@_spi(Scenery) extension GeneratorOptions: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(parameterLabels)
        writer.write(styles)
        writer.write(protocolNames)
        writer.write(namespaces)
        writer.write(initializerMethodName)
        writer.write(accessLevel)
        writer.write(storyboardNamesEnum)
        writer.write(platform)
        writer.write(testedModule)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        parameterLabels = try reader.read()
        styles = try reader.read()
        protocolNames = try reader.read()
        namespaces = try reader.read()
        initializerMethodName = try reader.read()
        accessLevel = try reader.read()
        storyboardNamesEnum = try reader.read()
        platform = try reader.read()
        testedModule = try reader.read()
    }
}

@_spi(Scenery) extension GeneratorOptions.ProtocolNames: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(storyboardInstantiatable)
        writer.write(storyboardInitializable)
        writer.write(storyboardable)
        writer.write(ibConstructible)
        writer.write(storyboardIdentifiable)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        storyboardInstantiatable = try reader.read()
        storyboardInitializable = try reader.read()
        storyboardable = try reader.read()
        ibConstructible = try reader.read()
        storyboardIdentifiable = try reader.read()
    }
}

@_spi(Scenery) extension GeneratorOptions.NamespaceNames: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(create)
        writer.write(push)
        writer.write(present)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        create = try reader.read()
        push = try reader.read()
        present = try reader.read()
    }
}
