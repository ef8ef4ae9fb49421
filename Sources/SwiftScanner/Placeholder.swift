import ProjectModel
// Placeholder so dependants build until the real scanner is merged.
public enum SwiftScanner {
    public static func scan(path: String, bytes: [UInt8], options: SwiftScanOptions = SwiftScanOptions()) -> SwiftFileFacts {
        SwiftFileFacts(path: path)
    }
}
