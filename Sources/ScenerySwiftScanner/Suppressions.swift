@_spi(Scenery) import SceneryProjectModel

/// `// scenery:disable-next-line rule-id …` comments, found by a byte search of the whole file
/// (bodies included: elision cuts them from what is parsed, not from this).
enum Suppressions {
    private static let marker = Array("scenery:disable-next-line".utf8)

    static func find(in bytes: [UInt8]) -> [Suppression] {
        var found: [Suppression] = []
        var index = 0
        while let start = bytes.firstIndex(of: marker, from: index) {
            index = start + marker.count
            let lineStart = lineStart(in: bytes, before: start)
            // Only in a line comment: `//` before the marker on its line, after nothing but spaces.
            guard isLineComment(bytes[lineStart..<start]) else { continue }
            let commentEnd = SwiftBytes.lineEnd(in: bytes, from: index)
            let rules = String(decoding: bytes[index..<commentEnd], as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }).map(String.init)
            guard commentEnd < bytes.count else { continue }
            let crlf = bytes[commentEnd] == UInt8(ascii: "\r") && commentEnd + 1 < bytes.count && bytes[commentEnd + 1] == UInt8(ascii: "\n")
            let nextStart = commentEnd + (crlf ? 2 : 1)
            found.append(Suppression(line: ByteRange(nextStart, SwiftBytes.lineEnd(in: bytes, from: nextStart)), rules: rules))
        }
        return found
    }

    private static func lineStart(in bytes: [UInt8], before offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n"), bytes[index - 1] != UInt8(ascii: "\r") { index -= 1 }
        return index
    }

    private static func isLineComment(_ prefix: ArraySlice<UInt8>) -> Bool {
        let trimmed = prefix.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard trimmed.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { return false }
        return trimmed.dropFirst(2).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "/") }
    }
}
