/// Where a byte offset is, in every numbering a report prints: the zero-based line, the column in
/// UTF-8 bytes (`swiftc`'s, from `lineAndColumn(of:)`) and in UTF-16 code units (SARIF's and
/// LSP's, from `position(of:in:)`), each zero-based. Computed once from the bytes, it is all a
/// report needs of a file, so a report can be printed again without reading the file.
@_spi(Scenery) public struct TextPoint: Hashable, Sendable {
    @_spi(Scenery) public var line: Int
    @_spi(Scenery) public var byteColumn: Int
    @_spi(Scenery) public var utf16Column: Int

    @_spi(Scenery) public init(line: Int, byteColumn: Int, utf16Column: Int) {
        self.line = line
        self.byteColumn = byteColumn
        self.utf16Column = utf16Column
    }

    /// The start of the file: where a place in a file whose text is not known is reported.
    @_spi(Scenery) public static let start = TextPoint(line: 0, byteColumn: 0, utf16Column: 0)

    /// `offset` in the lines of some bytes; `start` when they are not known.
    @_spi(Scenery) public init(_ offset: Int, in lines: LineIndex?) {
        guard let lines else {
            self = .start
            return
        }
        let (line, column) = lines.lineAndColumn(of: offset)
        let utf16 = lines.position(of: offset, in: .utf16)
        self.init(line: line - 1, byteColumn: column - 1, utf16Column: utf16.character)
    }

    /// One-based line and UTF-8 byte column, as `swiftc` and Xcode report them.
    @_spi(Scenery) public var lineAndColumn: (line: Int, column: Int) { (line + 1, byteColumn + 1) }

    /// One-based line and UTF-16 column (SARIF's default column kind).
    @_spi(Scenery) public var lineAndUTF16Column: (line: Int, column: Int) { (line + 1, utf16Column + 1) }
}
