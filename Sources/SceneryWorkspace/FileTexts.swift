@_spi(Scenery) import SceneryAnalysis

/// Each file's text, read on first use and kept: thousands of findings in one storyboard read it once.
@_spi(Scenery) public final class FileTexts {
    private let read: (String) -> SourceText?
    private var texts: [String: SourceText?] = [:]

    /// Texts from `read` (nil: the file cannot be read).
    @_spi(Scenery) public init(read: @escaping (String) -> SourceText? = FileTexts.fromDisk) { self.read = read }

    /// A file's bytes as they are on disk now.
    @_spi(Scenery) public static func fromDisk(_ path: String) -> SourceText? {
        (try? Workspace.read(path).get()).map { SourceText(bytes: $0) }
    }

    @_spi(Scenery) public func text(of path: String) -> SourceText? {
        if let known = texts[path] { return known }
        let text = read(path)
        texts[path] = text
        return text
    }

    /// One-based line and UTF-8 byte column of `offset` in `path`, as `swiftc` reports them; 1:1 when unreadable.
    @_spi(Scenery) public func lineAndColumn(_ offset: Int, in path: String) -> (line: Int, column: Int) {
        text(of: path)?.lineAndColumn(of: offset) ?? (1, 1)
    }
}
