@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// What a project holds, counted, for the summary `scenery check` prints.
@_spi(Scenery) public struct ProjectInventory: Hashable, Sendable {
    @_spi(Scenery) public var viewControllers: Int
    @_spi(Scenery) public var screens: Int
    /// Scenes of storyboards, storyboard references left out.
    @_spi(Scenery) public var scenes: Int
    @_spi(Scenery) public var storyboards: Int
    @_spi(Scenery) public var xibs: Int
}

extension Analysis {
    @_spi(Scenery) public var inventory: ProjectInventory {
        let storyboards = snapshot.interfaceFiles.filter { $0.kind == .storyboard }
        return ProjectInventory(
            viewControllers: snapshot.viewControllers.count, screens: snapshot.screens.count,
            scenes: storyboards.reduce(0) { count, file in count + file.scenes.filter { !$0.isStoryboardReference }.count },
            storyboards: storyboards.count, xibs: snapshot.interfaceFiles.count - storyboards.count
        )
    }

    /// The modules and names of the project's build targets, sorted: what `generatedFile(forModule:)` knows.
    @_spi(Scenery) public var buildTargetNames: [String] {
        Set(snapshot.buildTargets.targets.flatMap { [$0.module, $0.name] }).sorted()
    }
}

// MARK: The facts cache's form (`FactsArchive`): kept with the results, for a summary printed from them.

@_spi(Scenery) extension ProjectInventory: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(viewControllers)
        writer.write(screens)
        writer.write(scenes)
        writer.write(storyboards)
        writer.write(xibs)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        viewControllers = try reader.read()
        screens = try reader.read()
        scenes = try reader.read()
        storyboards = try reader.read()
        xibs = try reader.read()
    }
}
