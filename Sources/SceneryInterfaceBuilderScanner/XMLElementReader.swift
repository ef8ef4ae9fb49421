import Foundation
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element as the scanner sees it: its name, the byte ranges of its raw start tag, and the
/// decoded values of its attributes. Made for one `onStart` call: keeping it keeps a copy of its tag.
struct ParsedElement {
    var name: String
    var tag: StartTag
    /// The names of the elements it is in, outermost first.
    var ancestors: [String]
    /// The file the tag's ranges are in.
    var bytes: [UInt8]
    /// The values `XMLParser` decoded, when it read the element (it may have transcoded them from
    /// another encoding); nil when `PlainXMLReader` read it, and values are decoded from the UTF-8 on demand.
    var parsedValues: [String: String]?

    /// The decoded value and the range of its raw text, when the element has the attribute.
    func attribute(_ name: String) -> AttributeValue? {
        // Most elements lack the attributes Scenery reads: the raw tag says so without hashing.
        guard let raw = tag.attributes.first(where: { bytes.spell(name, in: $0.name) }) else { return nil }
        if let parsedValues {
            return parsedValues[name].map { AttributeValue(value: $0, valueRange: raw.value) }
        }
        return AttributeValue(value: PlainXMLReader.decodedValue(in: bytes, range: raw.value), valueRange: raw.value)
    }

    /// The decoded value of the attribute, when the element has it.
    func value(of name: String) -> String? {
        attribute(name)?.value
    }

    /// The element as an Interface Builder object: what every object may carry, with the storyboard
    /// and placeholder facts left for the caller.
    func object() -> Scene {
        Scene(
            elementName: name,
            objectID: value(of: "id") ?? "",
            customClass: attribute("customClass"),
            customModule: attribute("customModule"),
            customModuleProvider: attribute("customModuleProvider"),
            startTagRange: tag.range,
            attributeInsertionOffset: tag.nameEnd
        )
    }

    /// Set when the element names a custom class.
    var classReference: ClassReference? {
        guard let customClass = attribute("customClass") else { return nil }
        return ClassReference(
            elementName: name,
            customClass: customClass,
            customModule: attribute("customModule"),
            customModuleProvider: attribute("customModuleProvider"),
            startTagRange: tag.range,
            attributeInsertionOffset: tag.nameEnd
        )
    }
}

/// Why reading stopped: the first error, where the parser (or the tag tokenizer) was.
struct XMLReadFailure: Hashable {
    /// Where, as a byte offset; the start of its line when only the line is known (`knowsColumn` false).
    var offset: Int
    var knowsColumn: Bool
    var reason: String

    /// The problem, at the start of its line, saying where (lines and columns as `SourceText` counts them).
    func problem(in bytes: [UInt8]) -> ScanProblem {
        let text = SourceText(bytes: bytes)
        let (line, column) = text.lineAndColumn(of: offset)
        let position = knowsColumn ? "line \(line), column \(column)" : "line \(line)"
        return ScanProblem(
            kind: .malformedXML, message: "malformed XML at \(position): \(reason)", range: .empty(at: text.lineRange(line - 1).lowerBound))
    }
}

/// Streams the elements of a document through `XMLParser`, pairing the i-th start element with
/// the i-th start tag of `StartTagTokenizer`. Reading stops at the first error, so the callbacks
/// see exactly the well-formed part of the file before it.
enum XMLElementReader {
    /// Deeper nesting is refused: real Interface Builder files stay far below it, and a hostile file
    /// must not make the scanner hold an unbounded element stack.
    static let maximumDepth = 512

    /// `onEnd` is given the depth of the element that ended (0 for the root).
    static func read(_ bytes: [UInt8], onStart: @escaping (ParsedElement) -> Void, onEnd: @escaping (Int) -> Void) -> XMLReadFailure? {
        let parser = XMLParser(data: Data(bytes))
        // Both are the defaults; set anyway so a change of default cannot open the door to XXE.
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        let delegate = ReaderDelegate(bytes: bytes, onStart: onStart, onEnd: onEnd)
        parser.delegate = delegate
        // Errors arrive through the delegate; `parse()`'s result says no more (it is even true after some).
        _ = parser.parse()
        if delegate.failure == nil, !delegate.sawElement {
            return XMLReadFailure(offset: 0, knowsColumn: true, reason: "the file has no root element")
        }
        return delegate.failure
    }
}

private final class ReaderDelegate: NSObject, XMLParserDelegate {
    /// libxml2 warnings (`XML_WAR_*` in xmlerror.h): reported through the same callback, yet the document is fine.
    private static let libxml2WarningCodes: Set<Int> = [27, 93, 97, 98, 99, 100, 102, 106, 107]

    private let bytes: [UInt8]
    /// The line table, made when an error needs a position.
    private lazy var text = SourceText(bytes: bytes)
    private var tokenizer: StartTagTokenizer
    private let onStart: (ParsedElement) -> Void
    private let onEnd: (Int) -> Void
    private var openElements: [String] = []
    private(set) var sawElement = false
    private(set) var failure: XMLReadFailure?

    init(bytes: [UInt8], onStart: @escaping (ParsedElement) -> Void, onEnd: @escaping (Int) -> Void) {
        self.bytes = bytes
        self.tokenizer = StartTagTokenizer(bytes)
        self.onStart = onStart
        self.onEnd = onEnd
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        sawElement = true
        guard let tag = tokenizer.next(), bytes.spell(elementName, in: tag.name) else {
            // libxml2 reports a start tag cut off by the end of the file as if it were complete.
            // Otherwise the tokenizer and the parser disagree: better no ranges than wrong ones.
            let reason: String
            if isAtEndOfInput(parser) {
                reason = "the file ends inside the start tag of <\(elementName)>"
            } else {
                reason = "the start tag of <\(elementName)> could not be read exactly"
            }
            stop(parser, XMLReadFailure(offset: text.offset(ofLibxml2Line: parser.lineNumber, column: 1), knowsColumn: false, reason: reason))
            return
        }
        guard openElements.count < XMLElementReader.maximumDepth else {
            let reason = "elements are nested more than \(XMLElementReader.maximumDepth) deep"
            stop(parser, XMLReadFailure(offset: tag.range.lowerBound, knowsColumn: false, reason: reason))
            return
        }
        // Appended after the call, so that the element's ancestors are not copied.
        onStart(ParsedElement(name: elementName, tag: tag, ancestors: openElements, bytes: bytes, parsedValues: attributes))
        openElements.append(elementName)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        _ = openElements.popLast()
        onEnd(openElements.count)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        guard failure == nil, !Self.libxml2WarningCodes.contains(code) else { return }
        stop(parser, XMLReadFailure(offset: offset(of: parser), knowsColumn: true, reason: reason(forLibxml2Code: code, at: parser)))
    }

    /// True when nothing but whitespace follows the parser's position.
    private func isAtEndOfInput(_ parser: XMLParser) -> Bool {
        bytes[offset(of: parser)...].allSatisfy(\.isXMLWhitespace)
    }

    /// The parser's position as a byte offset (its lines are libxml2's: only `\n` ends one).
    private func offset(of parser: XMLParser) -> Int {
        text.offset(ofLibxml2Line: parser.lineNumber, column: parser.columnNumber)
    }

    /// Aborting (not starting a new parse) is safe from inside a callback.
    private func stop(_ parser: XMLParser, _ failure: XMLReadFailure) {
        self.failure = failure
        parser.abortParsing()
    }

    /// Linux's `XMLParser` reports only libxml2's error code (xmlerror.h), not its message; these are
    /// the codes damaged Interface Builder files produce (measured with libxml2 2.9).
    private func reason(forLibxml2Code code: Int, at parser: XMLParser) -> String {
        // A truncated file makes libxml2 complain about whatever construct the end cut short.
        if let innermost = openElements.last, isAtEndOfInput(parser) {
            return "the file ends before <\(innermost)> is closed"
        }
        switch code {
        case 5, 77:
            // libxml2 reports a truncated file and trailing content with the same code.
            if let innermost = openElements.last { return "the file ends before <\(innermost)> is closed" }
            return sawElement ? "content after the end of the root element" : "the file has no root element"
        case 4: return "the file has no root element"
        case 86: return "content after the end of the root element"
        case 9: return "invalid character (the file must be UTF-8 text)"
        case 23: return "an entity reference is missing its ';'"
        case 26: return "undefined entity (only &lt; &gt; &amp; &quot; &apos; and character references exist)"
        case 38: return "'<' inside an attribute value"
        case 39: return "an attribute value must be in quotes"
        case 40: return "an attribute value is missing its closing quote"
        case 41: return "an attribute has no value"
        case 42: return "an attribute appears twice in one start tag"
        case 45: return "a comment is not closed"
        case 47: return "a processing instruction is not closed"
        case 65: return "a start tag is malformed (attributes are name=\"value\" pairs separated by whitespace)"
        case 68: return "a name is expected after '<' or '&'"
        case 73: return "a start tag is missing its '>'"
        case 76: return openElements.last.map { "an end tag does not match <\($0)>" } ?? "an end tag matches no start tag"
        case 80: return "'--' inside a comment"
        default: return "XML error \(code)"
        }
    }
}
