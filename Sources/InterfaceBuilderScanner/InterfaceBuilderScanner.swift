import ProjectModel

/// Reads a `.storyboard` or `.xib` into `InterfaceFileFacts`: a pure function of the file's bytes
/// that never fails; what it cannot read becomes `problems`.
///
/// Hostile input is refused before any XML parsing (size, binary data, merge-conflict markers,
/// DOCTYPE); the rest goes through Foundation's `XMLParser` with external entities off.
public enum InterfaceBuilderScanner {
    /// Files larger than this are not parsed (the largest real Interface Builder files are well under 1 MiB).
    public static let maximumFileSize = 16 * 1024 * 1024

    /// The facts of one Interface Builder file. The kind comes from the extension (`.xib`, otherwise storyboard).
    /// `maximumFileSize` exists so tests can exercise the limit without allocating 16 MiB.
    public static func scan(path: String, bytes: [UInt8], maximumFileSize: Int = InterfaceBuilderScanner.maximumFileSize) -> InterfaceFileFacts {
        var facts = InterfaceFileFacts(path: path, kind: kind(ofPath: path))
        if let refusal = InputScreening.refusal(of: bytes, maximumFileSize: maximumFileSize) {
            facts.problems = [refusal]
            return facts
        }
        let failure: XMLReadFailure?
        switch facts.kind {
        case .storyboard:
            var builder = StoryboardFactsBuilder()
            failure = XMLElementReader.read(bytes, onStart: { builder.start($0) }, onEnd: { builder.end() })
            builder.finish()
            facts.initialViewControllerID = builder.initialViewControllerID
            facts.scenes = builder.scenes
            facts.segues = builder.segues
        case .xib:
            // Xib facts are not modelled yet; reading still validates the XML.
            failure = XMLElementReader.read(bytes, onStart: { _ in }, onEnd: {})
        }
        if let failure {
            facts.problems = [failure.problem(in: bytes)]
        }
        return facts
    }

    static func kind(ofPath path: String) -> InterfaceFileFacts.Kind {
        path.lowercased().hasSuffix(".xib") ? .xib : .storyboard
    }
}
