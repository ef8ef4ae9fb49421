@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel

// The configuration in the facts cache's form (`FactsArchive`): a report and the generated files
// are kept with the whole configuration they were made under, and taken only under an equal one.
// Here, in the type's own module, the reader assigns every stored property itself: a setting added
// to `ProjectConfiguration` does not compile until it is archived too.

@_spi(Scenery) extension ProjectConfiguration: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(root)
        writer.write(outputPath)
        writer.write(testsOutputPath)
        writer.write(generator)
        // Sorted, so that the same configuration always writes the same bytes.
        let severities = severities.sorted { $0.key < $1.key }
        writer.write(severities.map(\.key))
        writer.write(severities.map(\.value))
        let exclusions = ruleExclusions.sorted { $0.key < $1.key }
        writer.write(exclusions.map(\.key))
        writer.write(exclusions.map(\.value))
        writer.write(include)
        writer.write(exclude)
        writer.write(modules)
        writer.write(defaultModule)
        writer.write(isSwiftPackage)
        writer.write(buildTargets.targets)
        writer.write(buildTargets.unplacedFolders)
        writer.write(vendoredClasses)
        writer.write(generateOnSave)
        writer.write(editor.inlayHints)
        writer.write(editor.codeLens)
        writer.write(excludedScreens)
        writer.write(detectedKeys.sorted())
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        root = try reader.read()
        outputPath = try reader.read()
        testsOutputPath = try reader.read()
        generator = try reader.read()
        severities = try Self.dictionary(keys: try reader.read(), values: try reader.read([Severity?].self))
        ruleExclusions = try Self.dictionary(keys: try reader.read(), values: try reader.read([[String]].self))
        include = try reader.read()
        exclude = try reader.read()
        modules = try reader.read()
        defaultModule = try reader.read()
        isSwiftPackage = try reader.read()
        let targets: [BuildTarget] = try reader.read()
        buildTargets = BuildTargets(targets, unplacedFolders: try reader.read())
        vendoredClasses = try reader.read()
        generateOnSave = try reader.read()
        editor = EditorFeatures(inlayHints: try reader.read(), codeLens: try reader.read())
        excludedScreens = try reader.read()
        detectedKeys = Set(try reader.read([String].self))
    }

    private static func dictionary<Value>(keys: [String], values: [Value]) throws -> [String: Value] {
        guard keys.count == values.count, Set(keys).count == keys.count else {
            throw ArchiveError(description: "\(keys.count) keys for \(values.count) values")
        }
        return Dictionary(uniqueKeysWithValues: zip(keys, values))
    }
}
