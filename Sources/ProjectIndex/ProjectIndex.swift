@_exported import InterfaceBuilderScanner
@_exported import ProjectModel
@_exported import SwiftScanner

/// Per-file facts of a project, each kept with the content hash it was computed from.
///
/// The index is a value: the host (CLI or language server) hands it file bytes, it never reads
/// the disk. Updating a file whose bytes hash the same as before does no work; updating one file
/// rescans that file only. Joins across files are computed by `snapshot()`.
public struct ProjectIndex: Sendable {
    public struct Entry<Facts: Sendable>: Sendable {
        public var contentHash: String
        public var byteCount: Int
        public var facts: Facts
    }

    public private(set) var swiftFiles: [String: Entry<SwiftFileFacts>] = [:]
    public private(set) var interfaceFiles: [String: Entry<InterfaceFileFacts>] = [:]
    public let scanOptions: SwiftScanOptions
    /// Increases with every change of facts, so callers can memoise what they derive.
    public private(set) var revision = 0

    public init(scanOptions: SwiftScanOptions = SwiftScanOptions()) {
        self.scanOptions = scanOptions
    }

    public enum FileKind: Sendable {
        case swift, interfaceBuilder

        public init?(path: String) {
            if path.hasSuffix(".swift") {
                self = .swift
            } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                self = .interfaceBuilder
            } else {
                return nil
            }
        }
    }

    public static func isIndexable(path: String) -> Bool { FileKind(path: path) != nil }

    /// Scan `bytes` as the new content of `path` unless they hash as before. Returns whether the
    /// facts were rescanned. Paths of other kinds are ignored.
    @discardableResult
    public mutating func update(path: String, bytes: [UInt8]) -> Bool {
        guard let kind = FileKind(path: path) else { return false }
        let hash = SourceText.contentHash(of: bytes)
        switch kind {
        case .swift:
            if swiftFiles[path]?.contentHash == hash { return false }
            swiftFiles[path] = Entry(contentHash: hash, byteCount: bytes.count, facts: SwiftScanner.scan(path: path, bytes: bytes, options: scanOptions))
        case .interfaceBuilder:
            if interfaceFiles[path]?.contentHash == hash { return false }
            interfaceFiles[path] = Entry(contentHash: hash, byteCount: bytes.count, facts: InterfaceBuilderScanner.scan(path: path, bytes: bytes))
        }
        revision += 1
        return true
    }

    public mutating func remove(path: String) {
        if swiftFiles.removeValue(forKey: path) != nil || interfaceFiles.removeValue(forKey: path) != nil {
            revision += 1
        }
    }

    public var paths: [String] { (Array(swiftFiles.keys) + Array(interfaceFiles.keys)).sorted() }

    public func contentHash(of path: String) -> String? {
        swiftFiles[path]?.contentHash ?? interfaceFiles[path]?.contentHash
    }

    /// The cross-file joins of the current facts.
    public func snapshot(protocolName: String = "StoryboardInstantiatable") -> ProjectSnapshot {
        ProjectSnapshot(
            swiftFiles: swiftFiles.values.map(\.facts).sorted { $0.path < $1.path },
            interfaceFiles: interfaceFiles.values.map(\.facts).sorted { $0.path < $1.path },
            scanOptions: scanOptions,
            protocolName: protocolName
        )
    }
}
