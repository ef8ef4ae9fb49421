import Workspace

/// The user's own module named `Analysis`.
public func projectFolder(_ path: String) -> Folder { Folder(path: path) }
