@_spi(Scenery) import SceneryProjectModel

/// Differential: every input `PlainXMLReader` reads must be read by `XMLParser` with no problem and
/// to the same facts, as a storyboard and as a xib. A difference traps, and libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard PlainXMLReader.read(bytes, onStart: { _ in }, onEnd: { _ in }) else { return 0 }
    for path in ["/project/Main.storyboard", "/project/View.xib"] {
        let plain = InterfaceBuilderScanner.scan(path: path, bytes: bytes, reading: .plainFirst)
        let parsed = InterfaceBuilderScanner.scan(path: path, bytes: bytes, reading: .parserOnly)
        guard plain == parsed, parsed.problems.isEmpty else {
            fatalError("PlainXMLReader and XMLParser disagree on \(path):\n\(plain)\n\(parsed)")
        }
    }
    return 0
}
