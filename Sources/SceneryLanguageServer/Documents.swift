@_spi(Scenery) import SceneryLSPTypes
@_spi(Scenery) import SceneryWorkspace

/// The editor's view of the files it has open: their current text and version. Files that are
/// not open are read from disk.
struct Documents {
    struct Document {
        var uri: DocumentURI
        var version: Int
        var text: SourceText
    }

    private(set) var open: [String: Document] = [:]

    mutating func open(path: String, uri: DocumentURI, version: Int, text: String) {
        open[path] = Document(uri: uri, version: version, text: SourceText(text))
    }

    mutating func close(path: String) {
        open.removeValue(forKey: path)
    }

    /// Apply `didChange` events in order. A change without a range replaces the whole text; a
    /// range past the end is clamped (editors have sent such ranges), never trusted blindly.
    mutating func change(path: String, version: Int, changes: [TextDocumentContentChangeEvent], encoding: PositionEncoding) -> Bool {
        guard var document = open[path] else { return false }
        for change in changes {
            if let range = change.range {
                let lower = document.text.offset(of: LinePosition(range.start), in: encoding)
                let upper = document.text.offset(of: LinePosition(range.end), in: encoding)
                document.text = document.text.applying([TextEdit(range: ByteRange(min(lower, upper), max(lower, upper)), newText: change.text)])
            } else {
                document.text = SourceText(change.text)
            }
        }
        document.version = version
        open[path] = document
        return true
    }

    /// The current text of `path`: the editor's if open, else the disk's (nil when unreadable).
    func text(of path: String) -> SourceText? {
        if let document = open[path] { return document.text }
        return (try? Workspace.read(path).get()).map { SourceText(bytes: $0) }
    }
}

extension LinePosition {
    init(_ position: Position) {
        self.init(line: position.line, character: position.character)
    }
}
