import ProjectModel
// Placeholder so dependants build until the real scanner is merged.
public enum InterfaceBuilderScanner {
    public static func scan(path: String, bytes: [UInt8]) -> InterfaceFileFacts {
        InterfaceFileFacts(path: path, kind: .storyboard)
    }
}
