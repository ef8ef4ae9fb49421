@_spi(Scenery) import ScenerySourceText

/// The facts' binary form, for the facts cache: every value writes its fields in declaration
/// order and reads them back in the same order, with nothing between them (no keys, no type
/// information). Written by hand for each type because a warm start decodes a large app's facts
/// in tens of milliseconds this way, where `Codable`'s generic containers take hundreds.
///
/// Two things keep the hand-written code honest. Reading initialises the value field by field,
/// so the compiler refuses a reader that leaves one out; and a writer that leaves one out shifts
/// every later field, which the round-trip tests over every scanner fixture notice. Counts and
/// lengths are checked against the bytes left, so damaged input throws and never traps.
@_spi(Scenery) public protocol Archivable {
    func archive(into writer: inout ArchiveWriter)
    init(from reader: inout ArchiveReader) throws
}

@_spi(Scenery) public struct ArchiveError: Error, CustomStringConvertible {
    @_spi(Scenery) public var description: String

    @_spi(Scenery) public init(description: String) {
        self.description = description
    }
}

@_spi(Scenery) public struct ArchiveWriter {
    @_spi(Scenery) public internal(set) var bytes: [UInt8] = []
    /// With a string table, a string of `sharedLength` bytes or more is written once, into
    /// `strings`, and referred to by its position there: a large app's facts name the same
    /// paths and types thousands of times, and the reader then keeps one copy of each.
    private let sharesStrings: Bool
    @_spi(Scenery) public private(set) var strings: [String] = []
    private var positions: [String: Int] = [:]
    /// Shorter strings are stored inside the `String` value itself: nothing to share.
    static let sharedLength = 16

    @_spi(Scenery) public init(sharingStrings: Bool = false) {
        sharesStrings = sharingStrings
    }

    @_spi(Scenery) public mutating func write(_ value: some Archivable) { value.archive(into: &self) }

    /// Bytes as they are (a file's header or trailer).
    @_spi(Scenery) public mutating func raw(_ raw: [UInt8]) { bytes += raw }

    /// The strings shared so far, as plain strings (for `ArchiveReader.stringTable()`).
    @_spi(Scenery) public mutating func stringTable() {
        varint(UInt64(strings.count))
        for string in strings { plainString(string) }
    }

    mutating func string(_ value: String) {
        guard sharesStrings, value.utf8.count >= Self.sharedLength else { return plainString(value) }
        let position: Int
        if let known = positions[value] {
            position = known
        } else {
            position = strings.count
            positions[value] = position
            strings.append(value)
        }
        varint(UInt64(position) << 1 | 1)
    }

    /// The length (shifted: the low bit tells a shared string's position), then the UTF-8 bytes.
    private mutating func plainString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count) << 1)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// An enum's case or an optional's presence.
    @_spi(Scenery) public mutating func tag(_ tag: UInt8) { bytes.append(tag) }

    /// The count, then every element's archive preceded by its length, so that a reader can take
    /// the list apart without decoding it, and decode the elements on every core (`ArchiveReader.parts()`).
    @_spi(Scenery) public mutating func framedElements(_ elements: [some Archivable]) {
        varint(UInt64(elements.count))
        var length = ArchiveWriter()
        for element in elements {
            let start = bytes.count
            write(element)
            length.bytes.removeAll(keepingCapacity: true)
            length.varint(UInt64(bytes.count - start))
            // Only the element, at the end, moves.
            bytes.insert(contentsOf: length.bytes, at: start)
        }
    }
}

@_spi(Scenery) public struct ArchiveReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0
    /// The table shared strings refer to (`ArchiveWriter(sharingStrings:)`).
    private let strings: SharedStrings?

    private init(_ bytes: UnsafeRawBufferPointer, strings: SharedStrings?) {
        self.bytes = bytes
        self.strings = strings
    }

    /// Read `bytes` through `body`, which must consume them all; shared strings come from `strings`.
    @_spi(Scenery) public static func read<Value>(
        _ bytes: ArraySlice<UInt8>, strings: SharedStrings? = nil, _ body: (inout ArchiveReader) throws -> Value
    ) throws -> Value {
        try bytes.withUnsafeBytes { buffer in
            var reader = ArchiveReader(buffer, strings: strings)
            let value = try body(&reader)
            guard reader.offset == buffer.count else { throw ArchiveError(description: "\(buffer.count - reader.offset) bytes after the value") }
            return value
        }
    }

    @_spi(Scenery) public static func value<Value: Archivable>(
        _ type: Value.Type, from bytes: ArraySlice<UInt8>, strings: SharedStrings? = nil
    ) throws -> Value {
        try read(bytes, strings: strings) { try $0.read() }
    }

    @_spi(Scenery) public mutating func read<Value: Archivable>(_ type: Value.Type = Value.self) throws -> Value { try Value(from: &self) }

    /// Where each element of a list that `ArchiveWriter.framedElements` wrote is, relative to the
    /// start of the bytes being read; the reader skips them.
    @_spi(Scenery) public mutating func parts() throws -> [Range<Int>] {
        let count = try count()
        var parts: [Range<Int>] = []
        parts.reserveCapacity(count)
        for _ in 0..<count {
            let length = try self.count()
            parts.append(offset..<(offset + length))
            offset += length
        }
        return parts
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw ArchiveError(description: "truncated") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try self.byte()
            guard shift < 64 else { throw ArchiveError(description: "a number too long") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A count or a length: never more than the bytes left (every element takes one at least).
    mutating func count() throws -> Int {
        let count = try varint()
        guard count <= UInt64(bytes.count - offset) else {
            throw ArchiveError(description: "a count of \(count) with \(bytes.count - offset) bytes left")
        }
        return Int(count)
    }

    mutating func string() throws -> String {
        let raw = try varint()
        guard raw & 1 == 1 else { return try plainString(length: raw >> 1) }
        guard let strings else { throw ArchiveError(description: "a shared string without a string table") }
        return try strings.string(at: raw >> 1)
    }

    private mutating func plainString(length: UInt64) throws -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[try plainStringRange(length: length)]), as: UTF8.self)
    }

    /// The bytes of a string whose (shifted) length was just read; the reader skips them.
    fileprivate mutating func plainStringRange(length: UInt64) throws -> Range<Int> {
        guard length <= UInt64(bytes.count - offset) else {
            throw ArchiveError(description: "a string of \(length) bytes with \(bytes.count - offset) left")
        }
        defer { offset += Int(length) }
        return offset..<(offset + Int(length))
    }

    /// Where each string of a table that `ArchiveWriter.stringTable()` wrote is.
    fileprivate mutating func stringTableRanges() throws -> [Range<Int>] {
        let count = try count()
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count)
        for _ in 0..<count {
            let raw = try varint()
            guard raw & 1 == 0 else { throw ArchiveError(description: "a shared string inside the string table") }
            ranges.append(try plainStringRange(length: raw >> 1))
        }
        return ranges
    }

    @_spi(Scenery) public mutating func tag(below limit: UInt8) throws -> UInt8 {
        let tag = try byte()
        guard tag < limit else { throw ArchiveError(description: "tag \(tag) where fewer than \(limit) exist") }
        return tag
    }
}

/// A string table (`ArchiveWriter.stringTable()`), each string made on first use. Readers that
/// share one table share its strings; a table serves one thread at a time, because strings shared
/// across threads would have every reader contend for their reference counts. Threads that read
/// at once each get their own (`copy()`).
@_spi(Scenery) public final class SharedStrings: @unchecked Sendable {
    private let table: ArraySlice<UInt8>
    private let ranges: [Range<Int>]
    // One thread at a time (see above): no dynamic exclusivity checks on every string read.
    @exclusivity(unchecked) private var made: [String?]

    /// The table in `table`, which must hold it and nothing else.
    @_spi(Scenery) public init(table: ArraySlice<UInt8>) throws {
        self.table = table
        ranges = try ArchiveReader.read(table) { try $0.stringTableRanges() }
        made = Array(repeating: nil, count: ranges.count)
    }

    private init(table: ArraySlice<UInt8>, ranges: [Range<Int>]) {
        self.table = table
        self.ranges = ranges
        made = Array(repeating: nil, count: ranges.count)
    }

    @_spi(Scenery) public var count: Int { ranges.count }

    /// The same table, with strings of its own.
    @_spi(Scenery) public func copy() -> SharedStrings { SharedStrings(table: table, ranges: ranges) }

    func string(at position: UInt64) throws -> String {
        guard position < UInt64(ranges.count) else { throw ArchiveError(description: "string \(position) of a table of \(ranges.count)") }
        let position = Int(position)
        if let string = made[position] { return string }
        let range = ranges[position]
        let string = String(decoding: table[(table.startIndex + range.lowerBound)..<(table.startIndex + range.upperBound)], as: UTF8.self)
        made[position] = string
        return string
    }
}

// MARK: Standard types

@_spi(Scenery) extension String: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) { writer.string(self) }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws { self = try reader.string() }
}

@_spi(Scenery) extension Int: Archivable {
    // Zigzag: small negative numbers stay short.
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) { writer.varint(UInt64(bitPattern: Int64((self << 1) ^ (self >> 63)))) }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        let raw = try reader.varint()
        self = Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }
}

@_spi(Scenery) extension UInt64: Archivable {
    // Eight bytes, little-endian: a hash is as long as a varint could make it, and longer.
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        for shift in stride(from: 0, to: 64, by: 8) { writer.tag(UInt8(truncatingIfNeeded: self >> UInt64(shift))) }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(try reader.byte()) << UInt64(shift) }
        self = value
    }
}

@_spi(Scenery) extension Bool: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) { writer.tag(self ? 1 : 0) }
    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws { self = try reader.tag(below: 2) == 1 }
}

@_spi(Scenery) extension Optional: Archivable where Wrapped: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        guard let self else { return writer.tag(0) }
        writer.tag(1)
        writer.write(self)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        self = try reader.tag(below: 2) == 1 ? try reader.read(Wrapped.self) : nil
    }
}

@_spi(Scenery) extension Array: Archivable where Element: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.varint(UInt64(count))
        for element in self { writer.write(element) }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        let count = try reader.count()
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(try reader.read(Element.self)) }
    }
}

@_spi(Scenery) extension ByteRange: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(lowerBound)
        writer.write(upperBound)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws { self.init(try reader.read(), try reader.read()) }
}

@_spi(Scenery) extension TextEdit: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(range)
        writer.write(newText)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws { self.init(range: try reader.read(), newText: try reader.read()) }
}

/// Each line's length and each wide character's distance from the one before, as varints: about a
/// byte a line, where the offsets themselves take four.
@_spi(Scenery) extension LineIndex: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(byteCount)
        writer.varint(UInt64(lineCount - 1))
        forEachLineLength { writer.varint(UInt64($0)) }
        switch crlfLines {
        case .none: writer.tag(0)
        case .all: writer.tag(1)
        case .some(let lines):
            writer.tag(2)
            writer.write(lines.map(Int.init))
        }
        writer.varint(UInt64(wideCharacters.count))
        var previous: UInt32 = 0
        for character in wideCharacters {
            writer.varint(UInt64(character.offset - previous))
            writer.tag(character.width)
            previous = character.offset
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        let byteCount: Int = try reader.read()
        guard (0...Int(UInt32.max)).contains(byteCount) else { throw ArchiveError(description: "a file of \(byteCount) bytes") }
        var lengths: [Int] = []
        let lines = try reader.count()
        lengths.reserveCapacity(lines)
        var end: UInt32 = 0
        for _ in 0..<lines {
            let next = try Self.offset(end, plus: reader.varint(), within: byteCount)
            lengths.append(Int(next - end))
            end = next
        }
        let crlfLines: CRLFLines
        switch try reader.tag(below: 3) {
        case 0: crlfLines = .none
        case 1: crlfLines = .all
        default: crlfLines = .some(try reader.read([Int].self).map { UInt32(clamping: $0) })
        }
        var wide: [WideCharacter] = []
        var previous: UInt32 = 0
        for _ in 0..<(try reader.count()) {
            previous = try Self.offset(previous, plus: reader.varint(), within: byteCount)
            wide.append(WideCharacter(offset: previous, width: try reader.byte()))
        }
        self.init(lineLengths: lengths, byteCount: byteCount, crlfLines: crlfLines, wideCharacters: wide)
    }

    /// `base + distance`, refused past the bytes: damaged input throws, never traps.
    private static func offset(_ base: UInt32, plus distance: UInt64, within byteCount: Int) throws -> UInt32 {
        guard distance <= UInt64(byteCount), UInt64(base) + distance <= UInt64(byteCount) else {
            throw ArchiveError(description: "a line or character past the \(byteCount) bytes")
        }
        return base + UInt32(distance)
    }
}

@_spi(Scenery) extension TextPoint: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(line)
        writer.write(byteColumn)
        writer.write(utf16Column)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        self.init(line: try reader.read(), byteColumn: try reader.read(), utf16Column: try reader.read())
    }
}

/// Enums with raw values archive their raw value; an unknown one is damage.
extension Archivable where Self: RawRepresentable, RawValue: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) { writer.write(rawValue) }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        let raw = try reader.read(RawValue.self)
        guard let value = Self(rawValue: raw) else { throw ArchiveError(description: "no \(Self.self) is \(raw)") }
        self = value
    }
}

// MARK: Swift facts

@_spi(Scenery) extension AccessLevel: Archivable {}
@_spi(Scenery) extension TypeKind: Archivable {}
@_spi(Scenery) extension CallKind: Archivable {}
@_spi(Scenery) extension TypeCall.Use: Archivable {}

@_spi(Scenery) extension SwiftScanOptions: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(initializerMethodName)
        writer.write(helperNames)
        writer.write(screenTypeNames.sorted())
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        initializerMethodName = try reader.read()
        helperNames = try reader.read()
        screenTypeNames = Set(try reader.read() as [String])
    }
}

@_spi(Scenery) extension SwiftFileFacts: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(path)
        writer.write(isGenerated)
        writer.write(types)
        writer.write(extensions)
        writer.write(storyboardNameEnums)
        writer.write(callSites)
        writer.write(typeCalls)
        writer.write(calledTypeNames)
        writer.write(stringInstantiations)
        writer.write(interfaceUses)
        writer.write(instantiationHelpers)
        writer.write(helperCalls)
        writer.write(segueComparisons)
        writer.write(suppressions)
        writer.write(hasSyntaxErrors)
        writer.write(firstSyntaxError)
        writer.write(unparsedReason)
        writer.write(imports)
        writer.write(writtenStrings)
        writer.write(lineIndex)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        path = try reader.read()
        isGenerated = try reader.read()
        types = try reader.read()
        extensions = try reader.read()
        storyboardNameEnums = try reader.read()
        callSites = try reader.read()
        typeCalls = try reader.read()
        calledTypeNames = try reader.read()
        stringInstantiations = try reader.read()
        interfaceUses = try reader.read()
        instantiationHelpers = try reader.read()
        helperCalls = try reader.read()
        segueComparisons = try reader.read()
        suppressions = try reader.read()
        hasSyntaxErrors = try reader.read()
        firstSyntaxError = try reader.read()
        unparsedReason = try reader.read()
        imports = try reader.read()
        writtenStrings = try reader.read()
        lineIndex = try reader.read()
    }
}

@_spi(Scenery) extension TypeDecl: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(kind)
        writer.write(name)
        writer.write(nestingPath)
        writer.write(genericParameters)
        writer.write(access)
        writer.write(inheritedTypes)
        writer.write(members)
        writer.write(nameRange)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        kind = try reader.read()
        name = try reader.read()
        nestingPath = try reader.read()
        genericParameters = try reader.read()
        access = try reader.read()
        inheritedTypes = try reader.read()
        members = try reader.read()
        nameRange = try reader.read()
        range = try reader.read()
    }
}

@_spi(Scenery) extension ExtensionDecl: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(extendedType)
        writer.write(conformances)
        writer.write(members)
        writer.write(access)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        extendedType = try reader.read()
        conformances = try reader.read()
        members = try reader.read()
        access = try reader.read()
        range = try reader.read()
    }
}

@_spi(Scenery) extension Members: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(methods)
        writer.write(properties)
        writer.write(initializers)
        writer.write(typeNames)
        writer.write(choosesNib)
        writer.write(factoryNames)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        methods = try reader.read()
        properties = try reader.read()
        initializers = try reader.read()
        typeNames = try reader.read()
        choosesNib = try reader.read()
        factoryNames = try reader.read()
    }
}

@_spi(Scenery) extension MethodDecl: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(parameters)
        writer.write(isStatic)
        writer.write(access)
        writer.write(isThrowing)
        writer.write(isAsync)
        writer.write(attributes)
        writer.write(genericParameters)
        writer.write(assignments)
        writer.write(nameRange)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        parameters = try reader.read()
        isStatic = try reader.read()
        access = try reader.read()
        isThrowing = try reader.read()
        isAsync = try reader.read()
        attributes = try reader.read()
        genericParameters = try reader.read()
        assignments = try reader.read()
        nameRange = try reader.read()
        range = try reader.read()
    }
}

@_spi(Scenery) extension PropertyAssignment: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(property)
        writer.write(value)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        property = try reader.read()
        value = try reader.read()
    }
}

@_spi(Scenery) extension InitializerDecl: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(parameters)
        writer.write(isFailable)
        writer.write(isConvenience)
        writer.write(access)
        writer.write(isThrowing)
        writer.write(isAsync)
        writer.write(isGeneric)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        parameters = try reader.read()
        isFailable = try reader.read()
        isConvenience = try reader.read()
        access = try reader.read()
        isThrowing = try reader.read()
        isAsync = try reader.read()
        isGeneric = try reader.read()
        range = try reader.read()
    }
}

@_spi(Scenery) extension Parameter: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(label)
        writer.write(name)
        writer.write(type)
        writer.write(defaultValue)
        writer.write(isVariadic)
        writer.write(isInout)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        label = try reader.read()
        name = try reader.read()
        type = try reader.read()
        defaultValue = try reader.read()
        isVariadic = try reader.read()
        isInout = try reader.read()
    }
}

@_spi(Scenery) extension PropertyDecl: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(type)
        writer.write(isStatic)
        writer.write(isConstant)
        writer.write(isStored)
        writer.write(isImplicitlyUnwrapped)
        writer.write(isSetByItsFile)
        writer.write(isIBOutlet)
        writer.write(access)
        writer.write(setterAccess)
        writer.write(valueExpression)
        writer.write(valueExpressionRange)
        writer.write(constant)
        writer.write(nameRange)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        type = try reader.read()
        isStatic = try reader.read()
        isConstant = try reader.read()
        isStored = try reader.read()
        isImplicitlyUnwrapped = try reader.read()
        isSetByItsFile = try reader.read()
        isIBOutlet = try reader.read()
        access = try reader.read()
        setterAccess = try reader.read()
        valueExpression = try reader.read()
        valueExpressionRange = try reader.read()
        constant = try reader.read()
        nameRange = try reader.read()
        range = try reader.read()
    }
}

@_spi(Scenery) extension StoryboardNameEnum: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(qualifiedName)
        writer.write(cases)
        writer.write(fileNameMapping)
        writer.write(fileNameProperty)
        writer.write(access)
        writer.write(nameRange)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        qualifiedName = try reader.read()
        cases = try reader.read()
        fileNameMapping = try reader.read()
        fileNameProperty = try reader.read()
        access = try reader.read()
        nameRange = try reader.read()
        range = try reader.read()
    }
}

@_spi(Scenery) extension StoryboardNameCase: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(rawValue)
        writer.write(nameRange)
        writer.write(rawValueRange)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        rawValue = try reader.read()
        nameRange = try reader.read()
        rawValueRange = try reader.read()
    }
}

@_spi(Scenery) extension FileNameMapping: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .rawValue: writer.tag(0)
        case .capitalized: writer.tag(1)
        case .uppercasedFirstLetter: writer.tag(2)
        case .unevaluable(let expression):
            writer.tag(3)
            writer.write(expression)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 4) {
        case 0: self = .rawValue
        case 1: self = .capitalized
        case 2: self = .uppercasedFirstLetter
        default: self = .unevaluable(expression: try reader.read())
        }
    }
}

@_spi(Scenery) extension CallSite: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(kind)
        writer.write(name)
        writer.write(argumentLabels)
        writer.write(nameRange)
        writer.write(range)
        writer.write(enclosingType)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        kind = try reader.read()
        name = try reader.read()
        argumentLabels = try reader.read()
        nameRange = try reader.read()
        range = try reader.read()
        enclosingType = try reader.read()
    }
}

@_spi(Scenery) extension TypeCall: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(typeName)
        writer.write(member)
        writer.write(argumentLabels)
        writer.write(use)
        writer.write(nameRange)
        writer.write(range)
        writer.write(enclosingType)
        writer.write(isHostedView)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        typeName = try reader.read()
        member = try reader.read()
        argumentLabels = try reader.read()
        use = try reader.read()
        nameRange = try reader.read()
        range = try reader.read()
        enclosingType = try reader.read()
        isHostedView = try reader.read()
    }
}

@_spi(Scenery) extension StringInstantiation: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(storyboardName)
        writer.write(identifier)
        writer.write(castType)
        writer.write(variable)
        writer.write(bindingSpecifier)
        writer.write(initializerArguments)
        writer.write(propertyAssignments)
        writer.write(transition)
        writer.write(range)
        writer.write(indentation)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        storyboardName = try reader.read()
        identifier = try reader.read()
        castType = try reader.read()
        variable = try reader.read()
        bindingSpecifier = try reader.read()
        initializerArguments = try reader.read()
        propertyAssignments = try reader.read()
        transition = try reader.read()
        range = try reader.read()
        indentation = try reader.read()
    }
}

@_spi(Scenery) extension StringInstantiation.Argument: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(label)
        writer.write(expression)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        label = try reader.read()
        expression = try reader.read()
    }
}

@_spi(Scenery) extension StringInstantiation.Transition: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .push(let navigation, let animated):
            writer.tag(0)
            writer.write(navigation)
            writer.write(animated)
        case .present(let presenter, let animated):
            writer.tag(1)
            writer.write(presenter)
            writer.write(animated)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 2) {
        case 0: self = .push(navigation: try reader.read(), animated: try reader.read())
        default: self = .present(presenter: try reader.read(), animated: try reader.read())
        }
    }
}

// MARK: Interface uses

@_spi(Scenery) extension Literal: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(value)
        writer.write(range)
        writer.write(isQuoted)
        writer.write(constantPath)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        value = try reader.read()
        range = try reader.read()
        isQuoted = try reader.read()
        constantPath = try reader.read()
    }
}

@_spi(Scenery) extension StoryboardReference: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .literal(let literal):
            writer.tag(0)
            writer.write(literal)
        case .enumCase(let name, let range):
            writer.tag(1)
            writer.write(name)
            writer.write(range)
        case .enclosingScene:
            writer.tag(2)
        case .swiftGen(let enumName, let range):
            writer.tag(3)
            writer.write(enumName)
            writer.write(range)
        case .rSwift(let identifier, let range):
            writer.tag(4)
            writer.write(identifier)
            writer.write(range)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 5) {
        case 0: self = .literal(try reader.read())
        case 1: self = .enumCase(name: try reader.read(), range: try reader.read())
        case 2: self = .enclosingScene
        case 3: self = .swiftGen(enumName: try reader.read(), range: try reader.read())
        default: self = .rSwift(identifier: try reader.read(), range: try reader.read())
        }
    }
}

@_spi(Scenery) extension SegueComparison: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(identifier)
        writer.write(enclosingType)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        identifier = try reader.read()
        enclosingType = try reader.read()
    }
}

@_spi(Scenery) extension InterfaceUse: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(target)
        writer.write(expectedType)
        writer.write(enclosingType)
        writer.write(enclosingFunction)
        writer.write(range)
        writer.write(nameRange)
        writer.write(isAppKit)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        target = try reader.read()
        expectedType = try reader.read()
        enclosingType = try reader.read()
        enclosingFunction = try reader.read()
        range = try reader.read()
        nameRange = try reader.read()
        isAppKit = try reader.read()
    }
}

@_spi(Scenery) extension InterfaceUse.Target: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .storyboard(let storyboard):
            writer.tag(0)
            writer.write(storyboard)
        case .scene(let storyboard, let identifier):
            writer.tag(1)
            writer.write(storyboard)
            writer.write(identifier)
        case .sceneMember(let storyboard, let member, let range):
            writer.tag(2)
            writer.write(storyboard)
            writer.write(member)
            writer.write(range)
        case .sceneOfExpectedType(let storyboard):
            writer.tag(3)
            writer.write(storyboard)
        case .initialScene(let storyboard):
            writer.tag(4)
            writer.write(storyboard)
        case .segue(let identifier):
            writer.tag(5)
            writer.write(identifier)
        case .nib(let name):
            writer.tag(6)
            writer.write(name)
        case .ownedNib(let name):
            writer.tag(7)
            writer.write(name)
        case .loadedNib(let name, let ownerIsKnown):
            writer.tag(8)
            writer.write(name)
            writer.write(ownerIsKnown)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 9) {
        case 0: self = .storyboard(try reader.read())
        case 1: self = .scene(try reader.read(), identifier: try reader.read())
        case 2: self = .sceneMember(try reader.read(), member: try reader.read(), range: try reader.read())
        case 3: self = .sceneOfExpectedType(try reader.read())
        case 4: self = .initialScene(try reader.read())
        case 5: self = .segue(identifier: try reader.read())
        case 6: self = .nib(try reader.read())
        case 7: self = .ownedNib(try reader.read())
        default: self = .loadedNib(try reader.read(), ownerIsKnown: try reader.read())
        }
    }
}

@_spi(Scenery) extension ConstantValue: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .string(let literal):
            writer.tag(0)
            writer.write(literal)
        case .typeName:
            writer.tag(1)
        case .enumCase(let name):
            writer.tag(2)
            writer.write(name)
        case .storyboard(let storyboard):
            writer.tag(3)
            writer.write(storyboard)
        case .nib(let name):
            writer.tag(4)
            writer.write(name)
        case .swiftGenScene(let type, let identifier):
            writer.tag(5)
            writer.write(type)
            writer.write(identifier)
        case .swiftGenInitialScene(let type):
            writer.tag(6)
            writer.write(type)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 7) {
        case 0: self = .string(try reader.read())
        case 1: self = .typeName
        case 2: self = .enumCase(try reader.read())
        case 3: self = .storyboard(try reader.read())
        case 4: self = .nib(try reader.read())
        case 5: self = .swiftGenScene(type: try reader.read(), identifier: try reader.read())
        default: self = .swiftGenInitialScene(type: try reader.read())
        }
    }
}

@_spi(Scenery) extension Suppression: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(range)
        writer.write(rules)
        writer.write(ruleRanges)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        // Declared in ScenerySourceText: an initializer from another module assigns through `self.init`.
        self.init(range: try reader.read(), rules: try reader.read(), ruleRanges: try reader.read())
    }
}

// MARK: Interface Builder facts

@_spi(Scenery) extension InterfaceFileFacts.Kind: Archivable {}
@_spi(Scenery) extension InterfaceFileFacts.Framework: Archivable {}
@_spi(Scenery) extension ScanProblem.Kind: Archivable {}

@_spi(Scenery) extension InterfaceFileFacts: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(path)
        writer.write(kind)
        writer.write(framework)
        writer.write(initialViewControllerID)
        writer.write(documentAttributeInsertionOffset)
        writer.write(scenes)
        writer.write(segues)
        writer.write(topLevelObjects)
        writer.write(classReferences)
        writer.write(suppressions)
        writer.write(problems)
        writer.write(lineIndex)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        path = try reader.read()
        kind = try reader.read()
        framework = try reader.read()
        initialViewControllerID = try reader.read()
        documentAttributeInsertionOffset = try reader.read()
        scenes = try reader.read()
        segues = try reader.read()
        topLevelObjects = try reader.read()
        classReferences = try reader.read()
        suppressions = try reader.read()
        problems = try reader.read()
        lineIndex = try reader.read()
    }
}

@_spi(Scenery) extension ClassReference: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(elementName)
        writer.write(customClass)
        writer.write(customModule)
        writer.write(customModuleProvider)
        writer.write(startTagRange)
        writer.write(attributeInsertionOffset)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        elementName = try reader.read()
        customClass = try reader.read()
        customModule = try reader.read()
        customModuleProvider = try reader.read()
        startTagRange = try reader.read()
        attributeInsertionOffset = try reader.read()
    }
}

@_spi(Scenery) extension AttributeValue: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(value)
        writer.write(valueRange)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        value = try reader.read()
        valueRange = try reader.read()
    }
}

@_spi(Scenery) extension Scene: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(elementName)
        writer.write(objectID)
        writer.write(customClass)
        writer.write(customModule)
        writer.write(customModuleProvider)
        writer.write(storyboardIdentifier)
        writer.write(referencedStoryboardName)
        writer.write(referencedIdentifier)
        writer.write(referencedBundleIdentifier)
        writer.write(placeholderIdentifier)
        writer.write(startTagRange)
        writer.write(attributeInsertionOffset)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        elementName = try reader.read()
        objectID = try reader.read()
        customClass = try reader.read()
        customModule = try reader.read()
        customModuleProvider = try reader.read()
        storyboardIdentifier = try reader.read()
        referencedStoryboardName = try reader.read()
        referencedIdentifier = try reader.read()
        referencedBundleIdentifier = try reader.read()
        placeholderIdentifier = try reader.read()
        startTagRange = try reader.read()
        attributeInsertionOffset = try reader.read()
    }
}

@_spi(Scenery) extension Segue: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(objectID)
        writer.write(identifier)
        writer.write(kind)
        writer.write(destinationID)
        writer.write(sourceID)
        writer.write(startTagRange)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        objectID = try reader.read()
        identifier = try reader.read()
        kind = try reader.read()
        destinationID = try reader.read()
        sourceID = try reader.read()
        startTagRange = try reader.read()
    }
}

@_spi(Scenery) extension ScanProblem: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(kind)
        writer.write(message)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        kind = try reader.read()
        message = try reader.read()
        range = try reader.read()
    }
}

// MARK: Joined values (the facts cache keeps a join of unchanged facts)

@_spi(Scenery) extension Convention: Archivable {}
@_spi(Scenery) extension Screen.Kind: Archivable {}

@_spi(Scenery) extension SourceLocation: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(path)
        writer.write(range)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        path = try reader.read()
        range = try reader.read()
    }
}

@_spi(Scenery) extension Located: Archivable where Value: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(value)
        writer.write(path)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        value = try reader.read()
        path = try reader.read()
    }
}

@_spi(Scenery) extension StoryboardBinding: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(expression)
        writer.write(location)
        writer.write(caseName)
        writer.write(fileName)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        expression = try reader.read()
        location = try reader.read()
        caseName = try reader.read()
        fileName = try reader.read()
    }
}

@_spi(Scenery) extension Screen: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(qualifiedName)
        writer.write(declaration)
        writer.write(access)
        writer.write(genericParameters)
        writer.write(superclassChain)
        writer.write(conformances)
        writer.write(initializer)
        writer.write(storyboard)
        writer.write(placement)
        writer.write(creation)
        writer.write(conventions)
        writer.write(kind)
        writer.write(dependencies)
        writer.write(module)
        writer.write(nestedTypeNames)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        qualifiedName = try reader.read()
        declaration = try reader.read()
        access = try reader.read()
        genericParameters = try reader.read()
        superclassChain = try reader.read()
        conformances = try reader.read()
        initializer = try reader.read()
        storyboard = try reader.read()
        placement = try reader.read()
        creation = try reader.read()
        conventions = try reader.read()
        kind = try reader.read()
        dependencies = try reader.read()
        module = try reader.read()
        nestedTypeNames = try reader.read()
    }
}

@_spi(Scenery) extension CreationProblem: Archivable {}

@_spi(Scenery) extension Creation: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .storyboardName:
            writer.tag(0)
        case .scene(let storyboard, let identifier, let creator):
            writer.tag(1)
            writer.write(storyboard)
            writer.write(identifier)
            writer.write(creator)
        case .initialScene(let storyboard, let creator):
            writer.tag(2)
            writer.write(storyboard)
            writer.write(creator)
        case .nib(let name):
            writer.tag(3)
            writer.write(name)
        case .code(let initializer):
            writer.tag(4)
            writer.write(initializer)
        case .unavailable(let problem):
            writer.tag(5)
            writer.write(problem)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 6) {
        case 0: self = .storyboardName
        case 1: self = .scene(storyboard: try reader.read(), identifier: try reader.read(), creator: try reader.read())
        case 2: self = .initialScene(storyboard: try reader.read(), creator: try reader.read())
        case 3: self = .nib(name: try reader.read())
        case 4: self = .code(initializer: try reader.read())
        default: self = .unavailable(try reader.read())
        }
    }
}

@_spi(Scenery) extension InterfacePlacement: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(scenes)
        writer.write(nibs)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        scenes = try reader.read()
        nibs = try reader.read()
    }
}

@_spi(Scenery) extension PlacedScene: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(storyboard)
        writer.write(identifier)
        writer.write(isInitial)
        writer.write(location)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        storyboard = try reader.read()
        identifier = try reader.read()
        isInitial = try reader.read()
        location = try reader.read()
    }
}

@_spi(Scenery) extension PlacedNib: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(isFilesOwner)
        writer.write(location)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        isFilesOwner = try reader.read()
        location = try reader.read()
    }
}

@_spi(Scenery) extension ModuleMap: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(root)
        writer.write(rules)
        writer.write(defaultModule)
        writer.write(isSwiftPackage)
        writer.write(targets.targets)
        writer.write(targets.unplacedFolders)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        root = try reader.read()
        rules = try reader.read()
        defaultModule = try reader.read()
        isSwiftPackage = try reader.read()
        let buildTargets: [BuildTarget] = try reader.read()
        targets = BuildTargets(buildTargets, unplacedFolders: try reader.read())
    }
}

@_spi(Scenery) extension BuildTarget: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(module)
        writer.write(platforms.map(\.rawValue))
        writer.write(productType)
        writer.write(definedIn)
        writer.write(files)
        writer.write(folders)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        module = try reader.read()
        let platformNames: [String] = try reader.read()
        platforms = try platformNames.map { name in
            guard let platform = Platform(rawValue: name) else { throw ArchiveError(description: "unknown platform \(name)") }
            return platform
        }
        productType = try reader.read()
        definedIn = try reader.read()
        files = try reader.read()
        folders = try reader.read()
    }
}

@_spi(Scenery) extension ModuleMap.Rule: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(glob)
        writer.write(module)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        glob = try reader.read()
        module = try reader.read()
    }
}

@_spi(Scenery) extension InstantiationHelper: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(labels)
        writer.write(storyboard)
        writer.write(storyboardIsReceiver)
        writer.write(identifier)
        writer.write(returnedClass)
        writer.write(parameterTypes)
        writer.write(nib)
        writer.write(nibIsOwned)
        writer.write(segue)
        writer.write(ownerType)
        writer.write(defaults)
        writer.write(lookupRange)
        writer.write(forwarded)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        labels = try reader.read()
        storyboard = try reader.read()
        storyboardIsReceiver = try reader.read()
        identifier = try reader.read()
        returnedClass = try reader.read()
        parameterTypes = try reader.read()
        nib = try reader.read()
        nibIsOwned = try reader.read()
        segue = try reader.read()
        ownerType = try reader.read()
        defaults = try reader.read()
        lookupRange = try reader.read()
        forwarded = try reader.read()
    }
}

@_spi(Scenery) extension InstantiationHelper.Forwarding: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(labels)
        writer.write(arguments)
        writer.write(receiverType)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        labels = try reader.read()
        arguments = try reader.read()
        receiverType = try reader.read()
    }
}

@_spi(Scenery) extension InstantiationHelper.Name: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .literal(let value):
            writer.tag(0)
            writer.write(value)
        case .argument(let position):
            writer.tag(1)
            writer.write(position)
        case .receiverTypeName:
            writer.tag(2)
        case .typeArgument(let position):
            writer.tag(3)
            writer.write(position)
        case .constant(let path):
            writer.tag(4)
            writer.write(path)
        case .expectedType:
            writer.tag(5)
        case .receiverProperty(let property, let fallback):
            writer.tag(6)
            writer.write(property)
            writer.write(fallback)
        case .storyboardArgument(let position):
            writer.tag(7)
            writer.write(position)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 8) {
        case 0: self = .literal(try reader.read())
        case 1: self = .argument(try reader.read())
        case 2: self = .receiverTypeName
        case 3: self = .typeArgument(try reader.read())
        case 4: self = .constant(try reader.read())
        case 5: self = .expectedType
        case 6: self = .receiverProperty(try reader.read(), default: try reader.read())
        default: self = .storyboardArgument(try reader.read())
        }
    }
}

@_spi(Scenery) extension HelperCall: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(name)
        writer.write(labels)
        writer.write(arguments)
        writer.write(argumentRanges)
        writer.write(nameRange)
        writer.write(receiverType)
        writer.write(receiverStoryboard)
        writer.write(expectedType)
        writer.write(enclosingType)
        writer.write(range)
        writer.write(literalRanges)
        writer.write(receiverProperty)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        name = try reader.read()
        labels = try reader.read()
        arguments = try reader.read()
        argumentRanges = try reader.read()
        nameRange = try reader.read()
        receiverType = try reader.read()
        receiverStoryboard = try reader.read()
        expectedType = try reader.read()
        enclosingType = try reader.read()
        range = try reader.read()
        literalRanges = try reader.read()
        receiverProperty = try reader.read()
    }
}

@_spi(Scenery) extension HelperCall.Argument: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .string(let value):
            writer.tag(0)
            writer.write(value)
        case .type(let name):
            writer.tag(1)
            writer.write(name)
        case .other:
            writer.tag(2)
        case .constant(let path):
            writer.tag(3)
            writer.write(path)
        case .storyboard(let reference):
            writer.tag(4)
            writer.write(reference)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 5) {
        case 0: self = .string(try reader.read())
        case 1: self = .type(try reader.read())
        case 2: self = .other
        case 3: self = .constant(try reader.read())
        default: self = .storyboard(try reader.read())
        }
    }
}

@_spi(Scenery) extension VendoredClasses: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        // Sorted, so that the same classes always write the same bytes.
        let sorted = superclasses.sorted { $0.key < $1.key }
        writer.write(sorted.map(\.key))
        writer.write(sorted.map(\.value))
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        let names: [String] = try reader.read()
        let superclasses: [String] = try reader.read()
        guard names.count == superclasses.count, Set(names).count == names.count else {
            throw ArchiveError(description: "\(names.count) vendored classes for \(superclasses.count) superclasses")
        }
        self.init(superclasses: Dictionary(uniqueKeysWithValues: zip(names, superclasses)))
    }
}
