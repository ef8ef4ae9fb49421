@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

@Suite struct SourceTextTests {
    @Test func linesEndInLFCRLFOrCR() {
        let text = SourceText("a\nb\r\nc\rd")
        #expect(text.lineCount == 4)
        #expect(text[text.lineRange(1)] == "b")
        #expect(text[text.lineRange(2)] == "c")
        #expect(text[text.lineRange(3)] == "d")
    }

    @Test func partitionPointFindsTheFirstOffsetPast() {
        let offsets = [2, 4, 4, 9]
        #expect([0, 2, 3, 4, 8, 9, 10].map { value in offsets.partitionPoint { $0 > value } } == [0, 1, 1, 3, 3, 4, 4])
        #expect([Int]().partitionPoint { $0 > 0 } == 0)
    }

    @Test func blockCommentsNestAndLinesEndAtEitherTerminator() {
        let bytes = Array("/* a /* b */ c */ d /* open".utf8)
        #expect(SwiftBytes.blockCommentEnd(in: bytes, from: 0) == 17)
        #expect(SwiftBytes.blockCommentEnd(in: bytes, from: 20) == nil)
        let lines = Array("ab\r\ncd\nef".utf8)
        #expect([0, 4, 8].map { SwiftBytes.lineEnd(in: lines, from: $0) } == [2, 6, 9])
    }

    @Test func utf16PositionsCountSurrogatePairsAsTwo() {
        let marked = MarkedText("let s = \"😀é1️⃣x\"\n")
        let text = marked.source
        let offset = marked.offset("1️⃣")
        #expect(text.position(of: offset, in: .utf16) == LinePosition(line: 0, character: 12))
        #expect(text.position(of: offset, in: .utf8) == LinePosition(line: 0, character: 15))
        #expect(text.offset(of: LinePosition(line: 0, character: 12), in: .utf16) == offset)
        #expect(text.offset(of: LinePosition(line: 0, character: 15), in: .utf8) == offset)
    }

    @Test func positionsPastTheEndClamp() {
        let text = SourceText("ab\r\ncd")
        #expect(text.offset(of: LinePosition(line: 0, character: 99)) == 2)
        #expect(text.offset(of: LinePosition(line: 9, character: 0)) == 6)
        #expect(text.offset(of: LinePosition(line: -1, character: 3)) == 0)
        // Inside a surrogate pair: clamp back to the start of the character.
        let emoji = SourceText("😀x")
        #expect(emoji.offset(of: LinePosition(line: 0, character: 1)) == 0)
        // An offset inside "\r\n" is the end of the line.
        #expect(text.position(of: 3) == LinePosition(line: 0, character: 2))
    }

    @Test func editsApplyAgainstTheOriginalText() {
        let text = SourceText("hello world")
        let edited = text.applying([
            TextEdit(range: ByteRange(0, 5), newText: "goodbye"),
            TextEdit(range: ByteRange(6, 11), newText: "moon"),
        ])
        #expect(edited.text == "goodbye moon")
    }

    /// libxml2 (Foundation's `XMLParser`) ends lines at `\n` only and counts columns in scalars:
    /// its positions are read as it means them, whatever ends the file's lines.
    @Test func libxml2PositionsAreReadInItsOwnNumbering() {
        let text = SourceText("a\rb\r\nc\né😀d\n")
        #expect(text.offset(ofLibxml2Line: 1, column: 1) == 0)
        // The lone `\r` is a character of libxml2's first line, which `\r\n` ends.
        #expect(text.offset(ofLibxml2Line: 1, column: 3) == 2)
        #expect(text.offset(ofLibxml2Line: 1, column: 99) == 4)
        #expect(text.offset(ofLibxml2Line: 2, column: 1) == 5)
        #expect(text.offset(ofLibxml2Line: 3, column: 3) == 13)
        #expect(text.offset(ofLibxml2Line: 4, column: 1) == text.bytes.count)
        #expect(text.offset(ofLibxml2Line: 9, column: 1) == text.bytes.count)
    }

    @Test func oneBasedColumnsAreUTF8Bytes() {
        let text = SourceText("é = 1\nx")
        #expect(text.lineAndColumn(of: 3) == (1, 4))
        #expect(text.lineAndColumn(of: 7) == (2, 1))
    }

    @Test func contentHashIsStableAndSeesEveryByte() {
        #expect(SourceText("").contentHash.count == 16)
        #expect(SourceText("storyboard").contentHash == SourceText("storyboard").contentHash)
        let text = Array("final class ProfileViewController: UIViewController { func initialize(user: User) {} }".utf8)
        var hashes: Set<String> = [SourceText.contentHash(of: text)]
        for offset in text.indices {
            var changed = text
            changed[offset] ^= 0x01
            hashes.insert(SourceText.contentHash(of: changed))
        }
        // Every prefix length too: the tail after the last full eight bytes counts.
        for length in 0..<text.count { hashes.insert(SourceText.contentHash(of: Array(text[..<length]))) }
        #expect(hashes.count == 1 + 2 * text.count)
        // The four lanes are seeded apart: the same words in other lanes are another text.
        let swapped = Array(text[8..<16] + text[0..<8] + text[16...])
        #expect(SourceText.contentHash(of: swapped) != SourceText.contentHash(of: text))
    }

    @Test func fixturesSplitFilesAndTakeMarkersOut() {
        let fixture = Fixture(
            """
            -- A.swift --
            let ⏩x⏪ = 1️⃣1
            -- Main.storyboard --
            <a ↓b="c"/>
            """)
        #expect(fixture.files.map(\.name) == ["A.swift", "Main.storyboard"])
        #expect(fixture["A.swift"].text == "let x = 1\n")
        #expect(fixture["A.swift"].marked.ranges == [ByteRange(4, 5)])
        #expect(fixture["A.swift"].marked.offset("1️⃣") == 8)
        #expect(fixture["Main.storyboard"].marked.arrows == [3])
        #expect(fixture["Main.storyboard"].path == "/project/Main.storyboard")
    }
}

/// The byte searches, against the plain definition: the first offset from `start` where the needle's bytes follow.
@Suite struct ByteSearchTests {
    static func naive(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0 else { return nil }
        return (start..<max(start, bytes.count - needle.count + 1)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    @Test(arguments: ["scenery:disable-next-line", "-->", "]]>", "?>", "<", "abc", "a:a", "::"])
    func findsWhatTheNaiveSearchFinds(_ needle: String) {
        let needle = Array(needle.utf8)
        let texts = [
            "", "x", "// scenery:disable-next-line rule", "scenery:disable-next-lin", "a:a:a::a", "<!-- a --> b ]]> ?> <",
            "abcabc abc", "::::", "scenery:disable-next-line",
        ]
        for text in texts.map({ Array($0.utf8) }) {
            for start in -1...(text.count + 1) {
                #expect(text.firstIndex(of: needle, from: start) == Self.naive(needle, in: text, from: start), "\(text) from \(start)")
            }
        }
    }
}
