@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner

/// How the index scans a Swift file that nests deeper than `SwiftScanner.maximumNestingInProcess`:
/// SwiftParser may crash or hang on it, so a host that can parse it where a failure is contained
/// (a child process) says so here; the index itself does no IO. Most files are shallow and are
/// scanned in process whatever the choice (the measure is part of the pass `ParseBudget` makes).
@_spi(Scenery) public struct DeepFileScanning: Sendable {
    /// Parses a deep file: its path, bytes, the scan options, and how deep it nests and where.
    @_spi(Scenery) public typealias Parse =
        @Sendable (_ path: String, _ bytes: [UInt8], _ options: SwiftScanOptions, _ depth: Int, _ offset: Int) -> SwiftFileFacts

    private let parse: Parse?

    /// Every file in this process, however deep: what a scan always was, pure, and what tests,
    /// fuzzers and the parsing child itself use.
    @_spi(Scenery) public static let inProcess = DeepFileScanning(parse: nil)

    /// A deep file is not parsed: it is recorded as unparsed, with the reason (for a process that
    /// has nowhere to contain a failure).
    @_spi(Scenery) public static let refused = DeepFileScanning { path, bytes, _, depth, offset in
        unparsed(
            path: path, bytes: bytes, depth: depth, offset: offset,
            outcome: "deeper than Scenery parses in its own process (\(SwiftScanner.maximumNestingInProcess))")
    }

    /// Deep files through `parse`, which must never fail: it returns `unparsed(…)` when its parse does.
    @_spi(Scenery) public init(parse: Parse?) {
        self.parse = parse
    }

    func scan(path: String, bytes: [UInt8], options: SwiftScanOptions) -> SwiftFileFacts {
        guard let parse else { return SwiftScanner.scan(path: path, bytes: bytes, options: options) }
        switch SwiftScanner.scan(path: path, bytes: bytes, options: options, maximumNesting: SwiftScanner.maximumNestingInProcess) {
        case .scanned(let facts): return facts
        case .tooDeep(let depth, let offset, let calledTypeNames):
            // The child needs to know only the classes this file calls.
            var options = options
            options.screenTypeNames.formIntersection(calledTypeNames)
            return parse(path, bytes, options, depth, offset)
        }
    }

    /// The scan a contained parse makes (in the child): the file whatever its depth.
    @_spi(Scenery) public static func scanInProcess(path: String, bytes: [UInt8], options: SwiftScanOptions) -> SwiftFileFacts {
        SwiftScanner.scan(path: path, bytes: bytes, options: options)
    }

    /// The facts of a deep file whose parse ended as `outcome` says, its error where it nests deepest.
    @_spi(Scenery) public static func unparsed(path: String, bytes: [UInt8], depth: Int, offset: Int, outcome: String) -> SwiftFileFacts {
        SwiftScanner.unparsed(path: path, bytes: bytes, reason: "nested \(depth) levels deep, \(outcome)", at: offset)
    }
}
