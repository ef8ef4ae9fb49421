/// The user's own module named `Workspace`.
public struct Folder {
    public let path: String
    public init(path: String) { self.path = path }
}
