@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Reads a `.storyboard` or `.xib` into `InterfaceFileFacts`: a pure function of the file's bytes
/// that never fails; what it cannot read becomes `problems`.
///
/// Hostile input is refused before any XML parsing (size, binary data, merge-conflict markers,
/// DOCTYPE). The rest is read by `PlainXMLReader` when it is the plain XML Xcode writes, and
/// otherwise by Foundation's `XMLParser` with external entities off.
@_spi(Scenery) public enum InterfaceBuilderScanner {
    /// Files larger than this are not parsed (the largest real Interface Builder files are well under 1 MiB).
    @_spi(Scenery) public static let maximumFileSize = 16 * 1024 * 1024

    /// The facts of one Interface Builder file. The kind comes from the extension (`.xib`, otherwise storyboard).
    /// `maximumFileSize` exists so tests can exercise the limit without allocating 16 MiB.
    @_spi(Scenery) public static func scan(
        path: String, bytes: [UInt8], maximumFileSize: Int = InterfaceBuilderScanner.maximumFileSize
    ) -> InterfaceFileFacts {
        scan(path: path, bytes: bytes, maximumFileSize: maximumFileSize, reading: .plainFirst)
    }

    static func scan(
        path: String, bytes: [UInt8], maximumFileSize: Int = InterfaceBuilderScanner.maximumFileSize, reading: Reading
    ) -> InterfaceFileFacts {
        var facts = InterfaceFileFacts(path: path, kind: kind(ofPath: path), lineIndex: LineIndex(bytes))
        // Before the screening: a comment can silence what the screening reports (conflict markers).
        if bytes.count <= maximumFileSize { facts.suppressions = Suppression.find(in: bytes, syntax: .xml) }
        if let refusal = InputScreening.refusal(of: bytes, maximumFileSize: maximumFileSize) {
            facts.problems = [refusal]
            return facts
        }
        let failure: XMLReadFailure?
        switch facts.kind {
        case .storyboard: failure = read(bytes, into: &facts, with: StoryboardFactsBuilder(), reading: reading)
        case .xib: failure = read(bytes, into: &facts, with: XibFactsBuilder(), reading: reading)
        }
        if let failure {
            facts.problems = [failure.problem(in: bytes)]
        }
        return facts
    }

    static func kind(ofPath path: String) -> InterfaceFileFacts.Kind {
        path.lowercased().hasSuffix(".xib") ? .xib : .storyboard
    }

    /// How the elements are read. Tests compare the two.
    enum Reading {
        /// `PlainXMLReader`, then `XMLParser` when the file is outside its subset.
        case plainFirst
        case parserOnly
    }

    /// One pass over the elements: the builder takes what is particular to the kind of file, the
    /// class references are collected here as every kind has them.
    private static func read(
        _ bytes: [UInt8], into facts: inout InterfaceFileFacts, with initialBuilder: some InterfaceFactsBuilder, reading: Reading
    ) -> XMLReadFailure? {
        var builder = initialBuilder
        var classReferences: [ClassReference] = []
        var framework: InterfaceFileFacts.Framework?
        let onStart = { (element: ParsedElement) in
            builder.start(element)
            if element.ancestors.isEmpty, element.name == "document", let runtime = element.value(of: "targetRuntime") {
                framework = runtime.hasPrefix("MacOSX") ? .appKit : .uiKit
            }
            if let reference = element.classReference { classReferences.append(reference) }
        }
        let onEnd = { (depth: Int) in builder.end(depth: depth) }
        var failure: XMLReadFailure?
        if reading == .parserOnly || !PlainXMLReader.read(bytes, onStart: onStart, onEnd: onEnd) {
            // Builders are values: starting again from the initial one discards what the plain reader reported.
            builder = initialBuilder
            classReferences = []
            framework = nil
            failure = XMLElementReader.read(bytes, onStart: onStart, onEnd: onEnd)
        }
        builder.finish(into: &facts)
        facts.classReferences = classReferences
        facts.framework = framework
        return failure
    }
}

/// Turns the element stream of one kind of Interface Builder file into the facts particular to it.
protocol InterfaceFactsBuilder {
    mutating func start(_ element: ParsedElement)
    /// `depth` is the ended element's (0 for the root).
    mutating func end(depth: Int)
    /// Writes what was read into `facts`, also when the input ended early.
    mutating func finish(into facts: inout InterfaceFileFacts)
}
