import Foundation
@_spi(Scenery) @testable import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import Testing

/// `PlainXMLReader` reads only well-formed documents, and reads them as `XMLParser` does; anything
/// else it leaves to `XMLParser`.
@Suite struct PlainXMLReaderTests {
    /// True when the plain reader read the whole document.
    static func readsPlainly(_ text: String) -> Bool {
        PlainXMLReader.read(Array(text.utf8), onStart: { _ in }, onEnd: { _ in })
    }

    static func scan(_ path: String, _ bytes: [UInt8], _ reading: InterfaceBuilderScanner.Reading) -> InterfaceFileFacts {
        InterfaceBuilderScanner.scan(path: path, bytes: bytes, reading: reading)
    }

    static let fixtures = [
        ("/project/Main.storyboard", InterfaceBuilderScannerTests.realisticStoryboard),
        ("/project/ProfileHeaderView.xib", InterfaceBuilderScannerTests.realisticUIKitXib),
        ("/project/InspectorView.xib", InterfaceBuilderScannerTests.realisticAppKitXib),
    ].map { ($0, Array(MarkedText($1).text.utf8)) }

    /// Every Interface Builder file of the example apps, as Xcode writes them.
    static let exampleFiles: [(String, [UInt8])] = {
        let root = packageRoot + "/Examples"
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        return paths.compactMap { path in FileManager.default.contents(atPath: root + "/" + path).map { (path, Array($0)) } }
    }()

    @Test func readsWhatXcodeWritesAsXMLParserDoes() {
        // One example has merge-conflict markers on purpose: screening refuses it before any reader.
        let wellFormed = (Self.fixtures + Self.exampleFiles).filter { Self.scan($0, $1, .parserOnly).problems.isEmpty }
        #expect(wellFormed.count > 10)
        for (path, bytes) in wellFormed {
            let readPlainly = PlainXMLReader.read(bytes, onStart: { _ in }, onEnd: { _ in })
            #expect(readPlainly, "\(path)")
            let plain = Self.scan(path, bytes, .plainFirst)
            #expect(!plain.classReferences.isEmpty, "\(path)")
            #expect(plain == Self.scan(path, bytes, .parserOnly), "\(path)")
        }
    }

    /// Well-formed XML that Xcode does not write: `XMLParser` reads it.
    @Test(arguments: [
        "<?xml version='1.0'?><a/>",
        #"<?xml version="1.0" encoding="ISO-8859-1"?><a/>"#,
        "\u{FEFF}<a/>",
        "<a><?note x?></a>",
        "<a><![CDATA[text]]></a>",
        #"<a xmlns="urn:x"/>"#,
        #"<a xml:space="preserve"/>"#,
        #"<x:a xmlns:x="urn:x"/>"#,
        "<café/>",
        "<a b\u{00E9}='1'/>",
    ])
    func leavesOtherWellFormedXMLToXMLParser(_ document: String) {
        #expect(!Self.readsPlainly(document))
        #expect(Self.scan("/p/Main.storyboard", Array(document.utf8), .parserOnly).problems.isEmpty)
    }

    /// Malformed documents: the plain reader gives up, and `XMLParser` (which must agree they are
    /// malformed, or the case is wrong) reports the error.
    @Test(arguments: [
        "", "   ", "<a>", "<a></b>", "<a/><b/>", "<a/>text", "text<a/>", "</a>", "<a b='1'c='2'/>", "<a b='1' b='2'/>",
        "<a b=1/>", "<a b='1/>", "<a b='<'/>", "<a b/>", "<a>&nbsp;</a>", "<a>&amp</a>", "<a>& b</a>", "<a>&#0;</a>",
        "<a>&#xD800;</a>", "<a>&#x110000;</a>", "<a>&#123456789;</a>", "<a>&#;</a>", "<a>&#x;</a>", "<a>\u{01}</a>",
        "<a b='\u{1F}'/>", "<a>]]></a>", "<a><!-- a -- b --></a>", "<a><!-- a ---></a>", "<a><!-- open</a>", "<a><!x></a>",
        "<a></a >x", "< a/>", "<a / >", "<1a/>", "<a>\u{FFFE}</a>", "<a>\u{FFFF}</a>", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<!-- only a comment -->", String(repeating: "<v>", count: 513) + String(repeating: "</v>", count: 513),
    ])
    func givesUpOnMalformedXML(_ document: String) {
        #expect(!Self.readsPlainly(document))
        #expect(Self.scan("/p/Main.storyboard", Array(document.utf8), .plainFirst).problems.map(\.kind) == [.malformedXML])
    }

    /// Bytes that are not UTF-8 of XML characters: overlong forms, a surrogate, past U+10FFFF, a lone continuation.
    @Test(arguments: [
        [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xC3], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ])
    func givesUpOnBadUTF8(_ sequence: [UInt8]) {
        let bytes = Array("<a b='".utf8) + sequence + Array("'>".utf8) + sequence + Array("</a>".utf8)
        #expect(!PlainXMLReader.read(bytes, onStart: { _ in }, onEnd: { _ in }))
        #expect(Self.scan("/p/Main.storyboard", bytes, .plainFirst).problems.map(\.kind) == [.malformedXML])
    }

    @Test func decodesValuesAsXMLParserDoes() {
        // References, and attribute-value normalization: tab, line feed, CR and CR LF each become one space.
        let value = "a&amp;b&lt;&gt;&quot;&apos; &#65;&#x42;&#x1F600;\tc\nd\re\r\nf&#10;g&#13;h é"
        let document = "<document initialViewController=\"\(value)\"/>"
        #expect(Self.readsPlainly(document))
        let plain = Self.scan("/p/Main.storyboard", Array(document.utf8), .plainFirst).initialViewControllerID
        #expect(plain?.value == "a&b<>\"' AB😀 c d e f\ng\rh é")
        #expect(plain == Self.scan("/p/Main.storyboard", Array(document.utf8), .parserOnly).initialViewControllerID)
    }

    /// Every one-byte deletion, insertion and replacement of a small storyboard that uses every
    /// construct of the subset: whenever the plain reader reads the mutant, `XMLParser` must read it
    /// without error and to the same facts.
    @Test func mutantsItReadsAreReadTheSameByXMLParser() {
        let storyboard = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!--Top-->
            <document initialViewController="vc-1">
                <scenes>
                    <!--Scene-->
                    <scene sceneID="s1">
                        <objects>
                            <viewController id='vc-1' customClass="A&amp;B" storyboardIdentifier="Ünï &#x41;" sceneMemberID="viewController">
                                <string key="text">x &lt; y</string>
                                <segue destination="vc-1" kind="show" identifier="again" id="sg"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8)
        let replacements: [UInt8] = Array("<>&\"'/= ;#]-x1".utf8) + [0x0A, 0x01, 0xC3, 0x80, 0xFF]
        var read = 0
        var leftToParser = 0
        for position in storyboard.indices {
            var mutants = [Array(storyboard[..<position] + storyboard[(position + 1)...])]
            for byte in replacements {
                var replaced = storyboard
                replaced[position] = byte
                mutants.append(replaced)
                var inserted = storyboard
                inserted.insert(byte, at: position)
                mutants.append(inserted)
            }
            for mutant in mutants {
                guard PlainXMLReader.read(mutant, onStart: { _ in }, onEnd: { _ in }) else {
                    leftToParser += 1
                    continue
                }
                read += 1
                let parsed = Self.scan("/p/Main.storyboard", mutant, .parserOnly)
                #expect(parsed.problems.isEmpty, "\(String(decoding: mutant, as: UTF8.self))")
                #expect(Self.scan("/p/Main.storyboard", mutant, .plainFirst) == parsed, "\(String(decoding: mutant, as: UTF8.self))")
            }
        }
        // Both sides must be well exercised, or the comparison proves little.
        #expect(read > 2_000 && leftToParser > 2_000, "read \(read), left \(leftToParser)")
    }
}
