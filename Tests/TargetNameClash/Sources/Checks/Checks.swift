import Analysis
import SceneryKit

/// The user's own module named `Checks`, which uses Scenery next to its siblings.
public func screenCount(in path: String) throws -> Int {
    try SceneryProject.load(path: projectFolder(path).path).screens.count
}
