@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner

/// Differential: for valid Swift, the facts of the skeleton `BodyElision` cuts are the facts of the
/// whole file. (Broken Swift is recovered from differently around a cut, so only inputs that the
/// whole-file parse finds no error in are compared.) Any input may find an out-of-bounds read in the
/// lexer, which AddressSanitizer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let cut = SwiftScanner.scan(path: "/project/Screen.swift", bytes: bytes)
    var whole = SwiftScanner.scan(path: "/project/Screen.swift", bytes: bytes, elidingBodies: false)
    guard !whole.hasSyntaxErrors else { return 0 }
    // The skeleton's syntax errors speak of the skeleton only.
    whole.hasSyntaxErrors = cut.hasSyntaxErrors
    whole.firstSyntaxError = cut.firstSyntaxError
    guard cut == whole else {
        fatalError("The skeleton's facts differ from the whole file's:\n\(cut)\n\(whole)")
    }
    return 0
}
