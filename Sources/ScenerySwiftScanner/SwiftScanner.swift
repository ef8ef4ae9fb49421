@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SwiftParser
import SwiftSyntax

/// Swift source bytes -> `SwiftFileFacts`, in one pass over swift-syntax's tree.
@_spi(Scenery) public enum SwiftScanner {
    /// Scans one file. Does no IO and never fails: broken Swift yields what swift-syntax
    /// recovered, with `hasSyntaxErrors` set. Every range is a UTF-8 byte offset into `bytes`.
    ///
    /// Brackets and string interpolations nested deeper than SwiftParser reads in reasonable time
    /// and memory are blanked first (`BodyElision.maximumBracketDepth`,
    /// `maximumInterpolationDepth`), and so are what it would recurse on past its stack: prefix
    /// keywords past `maximumPrefixKeywordRun` in a row, `#if`s past `maximumConditionalDepth`
    /// (`BodyElision`), and runaway generics and function arrows, on one line or over many
    /// (`ParseBudget`). Unless `elidingBodies` is false, function bodies that
    /// name nothing Scenery records are cut before parsing (`BodyElision`), plain stored properties
    /// are read from the bytes and cut too (`PlainPropertyReader`), and declarations that name
    /// nothing are not walked: the facts are the same, the scan much cheaper, and `hasSyntaxErrors`
    /// then speaks of the rest of the file only.
    @_spi(Scenery) public static func scan(
        path: String, bytes: [UInt8], options: SwiftScanOptions = SwiftScanOptions(), elidingBodies: Bool = true
    ) -> SwiftFileFacts {
        let (skeleton, _) = prepare(bytes, options: options, elidingBodies: elidingBodies)
        return parse(path: path, bytes: bytes, skeleton: skeleton, options: options, elidingBodies: elidingBodies)
    }

    /// How deeply a file may nest (`ParseBudget.Nesting`: brackets, braces, interpolations,
    /// generic arguments and pending ternaries together, in the bytes SwiftParser would read) to be
    /// parsed where a crash or a hang would take the process down. Far below where SwiftParser
    /// fails (nested ternaries overflowed a debug build's stack at 1,000; 200 unclosed `\(` kept a
    /// release build's recovery 0.9 s), and above what code is written with: the deepest of the
    /// example apps, Scenery's sources and tests and the packages it builds with (1,310 files)
    /// nests 24 deep (a test of swift-syntax's).
    @_spi(Scenery) public static let maximumNestingInProcess = 40

    /// A scan that parses only a file shown shallow enough to parse in this process.
    @_spi(Scenery) public enum ShallowScan: Sendable {
        case scanned(SwiftFileFacts)
        /// Nested `depth` deep, first at `offset` of the file: to be parsed where it may fail (`unparsed` if not),
        /// with the names it calls as types may be (`SwiftFileFacts.calledTypeNames`).
        case tooDeep(depth: Int, offset: Int, calledTypeNames: [String])
    }

    /// `scan(path:bytes:options:)` when the file nests at most `maximumNesting` deep, measured in
    /// the same pass that `ParseBudget` makes anyway.
    @_spi(Scenery) public static func scan(
        path: String, bytes: [UInt8], options: SwiftScanOptions = SwiftScanOptions(), maximumNesting: Int
    ) -> ShallowScan {
        let (skeleton, nesting) = prepare(bytes, options: options, elidingBodies: true)
        guard nesting.depth <= maximumNesting else {
            return .tooDeep(depth: nesting.depth, offset: skeleton.offsets.fileOffset(nesting.offset), calledTypeNames: skeleton.calledTypeNames)
        }
        return .scanned(parse(path: path, bytes: bytes, skeleton: skeleton, options: options, elidingBodies: true))
    }

    /// The facts of a file that was not parsed, for `reason`: what the bytes alone say (the
    /// generated header, the suppressions) and the syntax error at `offset` that the
    /// `invalid-swift-file` rule reports with the reason.
    @_spi(Scenery) public static func unparsed(path: String, bytes: [UInt8], reason: String, at offset: Int) -> SwiftFileFacts {
        let start = min(max(0, offset), bytes.count)
        return SwiftFileFacts(
            path: path, isGenerated: GeneratedFileHeader.isPresent(in: bytes), suppressions: Suppression.find(in: bytes, syntax: .swift),
            hasSyntaxErrors: true, firstSyntaxError: ByteRange(start, min(start + 1, bytes.count)), unparsedReason: reason,
            lineIndex: LineIndex(bytes)
        )
    }

    /// The skeleton SwiftParser reads, with the nesting `ParseBudget` measured in it.
    private static func prepare(
        _ bytes: [UInt8], options: SwiftScanOptions, elidingBodies: Bool
    ) -> (skeleton: BodyElision.Skeleton, nesting: ParseBudget.Nesting) {
        var skeleton = BodyElision.elide(bytes, triggers: .of(options), cuttingBodies: elidingBodies)
        let nesting = ParseBudget.blankRunaways(in: &skeleton.bytes)
        return (skeleton, nesting)
    }

    private static func parse(
        path: String, bytes: [UInt8], skeleton: BodyElision.Skeleton, options: SwiftScanOptions, elidingBodies: Bool
    ) -> SwiftFileFacts {
        let source = SourceBytes(bytes: bytes, offsets: skeleton.offsets)
        let tree = skeleton.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = FactCollector(
            source: source, options: options, triggerOffsets: elidingBodies ? skeleton.triggerOffsets : nil, cutProperties: skeleton.cutProperties
        )
        collector.walk(tree)
        let isGenerated = GeneratedFileHeader.isPresent(in: bytes)
        func markingStateSetHere(_ members: inout Members) {
            for index in members.properties.indices where members.properties[index].isImplicitlyUnwrapped {
                members.properties[index].isSetByItsFile = skeleton.assignedNames.contains(members.properties[index].name)
            }
        }
        var types = collector.types
        var extensions = collector.extensions
        if !skeleton.assignedNames.isEmpty {
            for index in types.indices { markingStateSetHere(&types[index].members) }
            for index in extensions.indices { markingStateSetHere(&extensions[index].members) }
        }
        return SwiftFileFacts(
            path: path,
            isGenerated: isGenerated,
            types: types,
            extensions: extensions,
            storyboardNameEnums: collector.storyboardNameEnums,
            callSites: collector.callSites,
            typeCalls: collector.typeCalls,
            calledTypeNames: skeleton.calledTypeNames,
            stringInstantiations: collector.stringInstantiations,
            interfaceUses: collector.interfaceUses,
            instantiationHelpers: collector.instantiationHelpers,
            helperCalls: collector.helperCalls,
            segueComparisons: collector.segueComparisons,
            suppressions: Suppression.find(in: bytes, syntax: .swift),
            hasSyntaxErrors: tree.hasError,
            firstSyntaxError: tree.hasError ? firstError(in: tree, source: source) : nil,
            imports: imports(of: tree),
            // Scenery's own output copies the IDs the storyboards have: no sign that code names them.
            writtenStrings: isGenerated ? [] : skeleton.writtenStrings,
            lineIndex: LineIndex(bytes)
        )
    }

    /// The modules of the file's top-level imports; those under `#if` may not be there to import.
    private static func imports(of tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }

    /// The names of the helpers among `files`' (not generated ones) that a scan must be told of
    /// (`SwiftScanOptions.helperNames`), sorted: all but those named `instantiate…`, whose calls
    /// every scan reads.
    @_spi(Scenery) public static func helperNames(in files: some Sequence<SwiftFileFacts>) -> [String] {
        var names: Set<String> = []
        for file in files where !file.isGenerated {
            for helper in file.instantiationHelpers where !helper.name.hasPrefix("instantiate") { names.insert(helper.name) }
        }
        return names.sorted()
    }

    /// Whether `bytes` call one of `names` (a whole identifier followed by `(`, as a helper is a
    /// trigger, `BodyElision.Triggers.calledHelpers`); comments and strings count too: a false
    /// "yes" costs a scan, never a fact.
    @_spi(Scenery) public static func calls(anyOf names: some Collection<String>, in bytes: [UInt8]) -> Bool {
        names.contains { name in
            let needle = Array(name.utf8)
            guard let first = needle.first else { return false }
            var index = 0
            while let found = bytes[index...].firstIndex(of: first) {
                let end = found + needle.count
                if end <= bytes.count, bytes[found..<end].elementsEqual(needle), found == 0 || !SwiftBytes.isIdentifierByte(bytes[found - 1]),
                    SwiftBytes.isCalled(bytes, at: end)
                {
                    return true
                }
                index = found + 1
            }
            return false
        }
    }

    /// The first token swift-syntax had to invent (missing) or could not place (unexpected).
    private static func firstError(in tree: SourceFileSyntax, source: SourceBytes) -> ByteRange? {
        for token in tree.tokens(viewMode: .all) {
            let isUnexpected = token.ancestorOrSelf { $0.is(UnexpectedNodesSyntax.self) ? $0 : nil } != nil
            guard token.presence == .missing || isUnexpected else { continue }
            let start = source.start(of: token)
            return ByteRange(start, max(start, source.end(of: token)))
        }
        return nil
    }
}

/// The scanned file's bytes: node ranges and their text, sliced from the bytes rather than
/// re-rendered from the tree, so a node's text costs one copy. The tree may be a skeleton's:
/// its offsets go through `offsets` to the file's.
struct SourceBytes {
    let bytes: [UInt8]
    var offsets = BodyElision.OffsetMap()

    func start(of node: some SyntaxProtocol) -> Int { offsets.fileOffset(node.positionAfterSkippingLeadingTrivia.utf8Offset) }

    func end(of node: some SyntaxProtocol) -> Int { offsets.fileOffset(node.endPositionBeforeTrailingTrivia.utf8Offset) }

    func range(of node: some SyntaxProtocol) -> ByteRange { ByteRange(start(of: node), end(of: node)) }

    /// The node's bytes with its trivia: cheaper than `range(of:)`, which must find the first and
    /// last tokens. Enough to ask where the file names a trigger (`BodyElision` notes none in comments).
    func extent(of node: some SyntaxProtocol) -> ByteRange {
        ByteRange(offsets.fileOffset(node.position.utf8Offset), offsets.fileOffset(node.endPosition.utf8Offset))
    }

    func range(from first: some SyntaxProtocol, through last: some SyntaxProtocol) -> ByteRange {
        ByteRange(start(of: first), end(of: last))
    }

    func text(of node: some SyntaxProtocol) -> String { text(in: range(of: node)) }

    func text(in range: ByteRange) -> String { String(decoding: bytes[clamped(range)], as: UTF8.self) }

    /// Whether `identifier` stands as a whole word in the node's bytes: comments and strings
    /// count too, so a caller may only use it where a false "yes" is the cautious answer. Far
    /// cheaper than walking the node's tokens.
    func mentions(_ identifier: String, in node: some SyntaxProtocol) -> Bool {
        let word = Array(identifier.utf8)
        guard let first = word.first else { return false }
        let range = clamped(range(of: node))
        var index = range.lowerBound
        while index + word.count <= range.upperBound {
            if bytes[index] == first, bytes[index..<(index + word.count)].elementsEqual(word),
                index == range.lowerBound || !SwiftBytes.isIdentifierByte(bytes[index - 1]),
                index + word.count == range.upperBound || !SwiftBytes.isIdentifierByte(bytes[index + word.count])
            {
                return true
            }
            index += 1
        }
        return false
    }

    private func clamped(_ range: ByteRange) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), bytes.count)
        return lower..<min(max(lower, range.upperBound), bytes.count)
    }
}
