@_spi(Scenery) @testable import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// `<!-- scenery:disable… -->` comments in storyboards and xibs: the lines each form covers, with
/// `\n` or `\r\n` line ends, whichever reader takes the file, and through the facts archive.
@Suite struct SuppressionCommentTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <!-- scenery:disable:next unknown-custom-class stale-custom-module -->
        ⏩                <viewController id="a" customClass="Gone" sceneMemberID="viewController"/>⏪
        ⏩                <viewController id="b" customClass="Gone" sceneMemberID="viewController"/><!--scenery:disable:this-->⏪
                        <viewController id="c" userLabel="scenery:disable:next x" sceneMemberID="viewController"/>
                        <!-- a note: scenery:disable:next x -->
                        <viewController id="d" sceneMemberID="viewController"/>
        ⏩                <!-- scenery:disable duplicate-storyboard-id -->
                        <viewController id="e" storyboardIdentifier="Twice" sceneMemberID="viewController"/>⏪
                        <!-- scenery:enable -->
                        <viewController id="f" storyboardIdentifier="Twice" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        ⏩    <!-- scenery:disable -->
        </document>⏪
        """

    @Test(arguments: [false, true])
    func eachFormCoversItsLines(crlf: Bool) throws {
        let text = crlf ? Self.storyboard.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") : Self.storyboard
        let marked = MarkedText(text)
        let bytes = Array(marked.text.utf8)
        let facts = InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: bytes)
        #expect(facts.problems.isEmpty)
        #expect(facts.suppressions.map(\.range) == marked.ranges)
        #expect(facts.suppressions.map(\.rules) == [["unknown-custom-class", "stale-custom-module"], [], ["duplicate-storyboard-id"], []])
        #expect(InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: bytes, reading: .parserOnly) == facts)
        var writer = ArchiveWriter()
        writer.write(facts)
        #expect(try ArchiveReader.value(InterfaceFileFacts.self, from: writer.bytes[...]) == facts)
    }

    /// A file the scanner refuses still has its comments read, so its `invalid-interface-file` can be silenced.
    @Test func aRefusedFileKeepsItsSuppressions() {
        let marked = MarkedText("<!-- scenery:disable:next invalid-interface-file -->\n⏩<<<<<<< HEAD⏪\n<document/>\n")
        let facts = InterfaceBuilderScanner.scan(path: "/project/Cell.xib", bytes: Array(marked.text.utf8))
        #expect(facts.problems.map(\.kind) == [.mergeConflictMarkers])
        #expect(facts.suppressions.map(\.range) == marked.ranges)
    }
}
