@_spi(Scenery) import ScenerySourceText

/// A report as it is printed: UTF-8 bytes appended to one buffer, written out at once.
struct ReportText {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ number: Int) { append(String(number)) }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// `path:line:column`, one-based, the column in UTF-8 bytes (as `swiftc` prints a place).
    mutating func place(_ path: String, _ point: TextPoint) {
        let (line, column) = point.lineAndColumn
        append(path)
        append(byte: UInt8(ascii: ":"))
        append(line)
        append(byte: UInt8(ascii: ":"))
        append(column)
    }
}

/// JSON as Foundation's `JSONSerialization` writes it with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (swift-corelibs-foundation's, which the reporters used before they
/// wrote it themselves, at a tenth of a second per megabyte): two spaces of indentation,
/// `"key" : value`, an empty container's brackets on lines of their own with an empty line
/// between, only `"`, `\` and control characters escaped. Written in one pass, depth-first; keys
/// come in the order they are given, which the reporters give sorted.
final class JSONWriter {
    private var text: ReportText
    /// For each open container, innermost last: whether it is an array, and whether it has a member yet.
    private var open: [(isArray: Bool, hasMembers: Bool)] = []

    init(_ text: ReportText) {
        self.text = text
    }

    /// What was written, and the line break that ends the report.
    func finished() -> ReportText {
        text.append(byte: UInt8(ascii: "\n"))
        return text
    }

    func array(_ members: () -> Void) { container(isArray: true, opening: "[", closing: "]", members) }

    func object(_ members: () -> Void) { container(isArray: false, opening: "{", closing: "}", members) }

    /// A string element of the array being written.
    func string(_ value: String) {
        startValue()
        quoted(value)
    }

    func key(_ name: String, _ value: String) {
        key(name)
        quoted(value)
    }

    func key(_ name: String, _ value: Int) {
        key(name)
        text.append(value)
    }

    /// A member whose value `value` writes (one array or object).
    func key(_ name: String, _ value: () -> Void) {
        key(name)
        value()
    }

    private func key(_ name: String) {
        newMember()
        quoted(name)
        text.append(" : ")
    }

    private func container(isArray: Bool, opening: Unicode.Scalar, closing: Unicode.Scalar, _ members: () -> Void) {
        startValue()
        text.append(byte: UInt8(ascii: opening))
        open.append((isArray, false))
        members()
        let closed = open.removeLast()
        if !closed.hasMembers { text.append(byte: UInt8(ascii: "\n")) }
        lineBreak()
        text.append(byte: UInt8(ascii: closing))
    }

    /// Before a value: in an array, it is a member of its own; in an object, its key came first.
    private func startValue() {
        if open.last?.isArray == true { newMember() }
    }

    /// The comma after the member before, and the new member's line.
    private func newMember() {
        guard let last = open.indices.last else { return }
        if open[last].hasMembers { text.append(byte: UInt8(ascii: ",")) }
        open[last].hasMembers = true
        lineBreak()
    }

    private func lineBreak() {
        text.append(byte: UInt8(ascii: "\n"))
        for _ in 0..<(2 * open.count) { text.append(byte: UInt8(ascii: " ")) }
    }

    private func quoted(_ value: String) {
        text.append(byte: UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var plainFrom = 0
            for (position, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                text.bytesAppend(utf8[plainFrom..<position])
                plainFrom = position + 1
                switch byte {
                case UInt8(ascii: "\""): text.append("\\\"")
                case UInt8(ascii: "\\"): text.append("\\\\")
                case UInt8(ascii: "\n"): text.append("\\n")
                case UInt8(ascii: "\r"): text.append("\\r")
                case UInt8(ascii: "\t"): text.append("\\t")
                case 0x08: text.append("\\b")
                case 0x0C: text.append("\\f")
                default:
                    let hex = String(byte, radix: 16)
                    text.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                }
            }
            text.bytesAppend(utf8[plainFrom...])
        }
        text.append(byte: UInt8(ascii: "\""))
    }
}

extension ReportText {
    /// Bytes as they are (a run of a string that needs no escape).
    fileprivate mutating func bytesAppend(_ run: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !run.isEmpty else { return }
        bytes.append(contentsOf: run)
    }
}
