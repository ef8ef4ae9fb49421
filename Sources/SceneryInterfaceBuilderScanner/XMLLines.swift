/// Lines as libxml2 numbers them: 1-based and ended by `\n` (so `\r\n` too, but not a lone `\r`). Every line number
/// this module reports uses this numbering, so the parser's lines and ours agree.
enum XMLLines {
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes.prefix(max(0, offset)).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The offset where a 1-based line starts; a line past the end gives the end of the file.
    static func startOfLine(_ line: Int, in bytes: [UInt8]) -> Int {
        var remaining = line - 1
        var offset = 0
        while remaining > 0, let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) {
            offset = newline + 1
            remaining -= 1
        }
        return remaining > 0 ? bytes.count : offset
    }

    /// The offset of a parser position: a 1-based line and a 1-based column counted in Unicode
    /// scalars; clamped to the end of the line's text.
    static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        var offset = startOfLine(line, in: bytes)
        var remaining = column - 1
        while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            // Continuation bytes (10xxxxxx) belong to the scalar already counted.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }
}
