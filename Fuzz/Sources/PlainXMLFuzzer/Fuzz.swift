@_spi(Scenery) import SceneryProjectModel

/// Differential: every input `PlainXMLReader` reads must be read by `XMLParser` as well-formed and
/// to the same facts, as a storyboard and as a xib. A difference traps, and libFuzzer keeps the input.
/// Both refuse the same inputs before reading (merge conflict markers, a DOCTYPE): equal facts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard PlainXMLReader.read(bytes, onStart: { _ in }, onEnd: { _ in }) else { return 0 }
    for path in ["/project/Main.storyboard", "/project/View.xib"] {
        let plain = InterfaceBuilderScanner.scan(path: path, bytes: bytes, reading: .plainFirst)
        let parsed = InterfaceBuilderScanner.scan(path: path, bytes: bytes, reading: .parserOnly)
        guard plain == parsed, !parsed.problems.contains(where: { $0.kind == .malformedXML }) else {
            fatalError("PlainXMLReader and XMLParser disagree on \(path):\n\(plain)\n\(parsed)")
        }
    }
    return 0
}
