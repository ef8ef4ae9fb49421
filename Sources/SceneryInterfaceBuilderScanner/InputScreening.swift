@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Checks made on the raw bytes before any XML parser sees them: input that is too big, binary,
/// half-merged or able to define entities is refused outright.
enum InputScreening {
    /// How much of the file is searched for a NUL byte (as `git` and `grep` do to spot binary files).
    static let binaryProbeLength = 8 * 1024

    static func refusal(of bytes: [UInt8], maximumFileSize: Int) -> ScanProblem? {
        if bytes.count > maximumFileSize {
            return ScanProblem(
                kind: .tooLarge,
                message: "the file is \(bytes.count) bytes, larger than the \(maximumFileSize) bytes Scenery reads; it was not parsed",
                range: .empty(at: 0)
            )
        }
        if let nul = bytes.prefix(binaryProbeLength).firstIndex(of: 0) {
            return ScanProblem(
                kind: .binary,
                message:
                    "the file holds binary data (a NUL byte at line \(SourceText(bytes: bytes).lineAndColumn(of: nul).line)), not Interface Builder XML",
                range: ByteRange(nul, nul + 1)
            )
        }
        if let marker = firstConflictMarker(in: bytes) {
            return ScanProblem(
                kind: .mergeConflictMarkers,
                message:
                    "merge conflict marker at line \(SourceText(bytes: bytes).lineAndColumn(of: marker.lowerBound).line); resolve the conflict first",
                range: marker
            )
        }
        if let doctype = firstDoctype(in: bytes) {
            return ScanProblem(
                kind: .doctype,
                message:
                    "DOCTYPE declaration at line \(SourceText(bytes: bytes).lineAndColumn(of: doctype.lowerBound).line): Interface Builder files never have one, "
                    + "and it could define entities that read other files or expand without bound; the file was not parsed",
                range: doctype
            )
        }
        return nil
    }

    private static let conflictStart = Array("<<<<<<< ".utf8)
    private static let conflictSeparator = Array("=======".utf8)
    private static let conflictEnd = Array(">>>>>>> ".utf8)

    /// The marker of the first line that is `<<<<<<< …`, `=======` or `>>>>>>> …`, as `git merge` writes them.
    static func firstConflictMarker(in bytes: [UInt8]) -> ByteRange? {
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n"), from: lineStart) ?? bytes.count
            // Every marker starts with one of these; checking it first keeps the scan of a large file short.
            if [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(bytes[lineStart]) {
                let line = bytes[lineStart..<lineEnd]
                let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
                if content.starts(with: conflictStart) || content.starts(with: conflictEnd) || content.elementsEqual(conflictSeparator) {
                    return ByteRange(lineStart, lineStart + conflictSeparator.count)
                }
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    private static let doctypeKeyword = Array("<!DOCTYPE".utf8)

    /// The `<!DOCTYPE` keyword, in any case and anywhere (even in a comment: refusing is the safe side).
    static func firstDoctype(in bytes: [UInt8]) -> ByteRange? {
        var start = 0
        while let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: start) {
            let end = open + doctypeKeyword.count
            if end <= bytes.count, bytes[open + 1] == UInt8(ascii: "!"),
                zip(bytes[open..<end], doctypeKeyword).allSatisfy({ asciiUppercased($0) == $1 })
            {
                return ByteRange(open, end)
            }
            start = open + 1
        }
        return nil
    }

    private static func asciiUppercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
    }
}
