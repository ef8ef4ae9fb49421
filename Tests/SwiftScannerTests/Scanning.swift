@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// Scans a marked fixture's text (markers removed) as one file. Every fixture is also scanned
/// without body elision: the facts must be the same (syntax errors aside, which elided bodies hide).
/// The facts must also come back equal from their binary form (the facts cache's).
func scan(_ marked: MarkedText, options: SwiftScanOptions = SwiftScanOptions()) -> SwiftFileFacts {
    let bytes = Array(marked.text.utf8)
    let facts = SwiftScanner.scan(path: "/project/File.swift", bytes: bytes, options: options)
    var full = SwiftScanner.scan(path: "/project/File.swift", bytes: bytes, options: options, elidingBodies: false)
    full.hasSyntaxErrors = facts.hasSyntaxErrors
    full.firstSyntaxError = facts.firstSyntaxError
    #expect(facts == full, "body elision changed the facts of:\n\(marked.text)")
    var writer = ArchiveWriter()
    writer.write(facts)
    #expect((try? ArchiveReader.value(SwiftFileFacts.self, from: writer.bytes[...])) == facts, "the archive changed the facts of:\n\(marked.text)")
    return facts
}
