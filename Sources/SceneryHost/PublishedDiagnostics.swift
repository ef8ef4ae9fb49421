@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// One file's diagnostics to publish: the whole list, an empty one clearing what the file had.
@_spi(Scenery) public struct FileDiagnostics: Hashable, Sendable {
    @_spi(Scenery) public var path: String
    @_spi(Scenery) public var diagnostics: [Diagnostic]

    @_spi(Scenery) public init(path: String, diagnostics: [Diagnostic]) {
        self.path = path
        self.diagnostics = diagnostics
    }
}

/// What each file was last published with, to send only what changed.
@_spi(Scenery) public struct PublishedDiagnostics: Sendable {
    /// A file's list, with the content hash of the file then: its positions move with its bytes.
    struct File: Equatable, Sendable {
        var contentHash: String?
        var diagnostics: [Diagnostic]
    }

    /// The files with diagnostics.
    fileprivate(set) var files: [String: File] = [:]
    /// The storyboard and xib problems shown in Swift files (`Analysis.mirrors`), by the file they come from.
    fileprivate var mirrorsBySource: [String: [Diagnostic]] = [:]
    /// The content hash, when they were computed, of each file the diagnostics point into.
    fileprivate var pointedInto: [String: String] = [:]

    /// The files last published with diagnostics, sorted: what clearing the project's must empty.
    @_spi(Scenery) public var paths: [String] { files.keys.sorted() }

    fileprivate mutating func record(_ file: File, for path: String) {
        files[path] = file.diagnostics.isEmpty ? nil : file
    }

    /// What one publication changes: the files sent, each with what it was sent, and the mirrors.
    fileprivate struct Publication {
        var mirrorsBySource: [String: [Diagnostic]]
        var files: [(path: String, file: File)] = []
    }

    /// Records what `publication` sent, with the bytes of `index` they were computed from.
    fileprivate mutating func apply(_ publication: Publication, in index: ProjectIndex) {
        mirrorsBySource = publication.mirrorsBySource
        for (path, file) in publication.files {
            record(file, for: path)
            noteBytes(of: file.diagnostics, in: index)
        }
    }

    /// Notes the bytes `diagnostics` were computed from.
    fileprivate mutating func noteBytes(of diagnostics: [Diagnostic], in index: ProjectIndex) {
        for path in Set(diagnostics.flatMap(Self.paths)) { pointedInto[path] = index.contentHash(of: path) }
    }

    /// Every file a diagnostic points into: where it is, its related places, what its fixes edit.
    private static func paths(of diagnostic: Diagnostic) -> [String] {
        [diagnostic.location.path] + diagnostic.related.map(\.location.path) + diagnostic.fixes.flatMap { $0.edits.map(\.path) }
    }

    /// What code actions in `path` are offered for: the diagnostics published whose files still
    /// hold the bytes they were computed from (an edit moves positions until the next publication),
    /// and when `path`'s own published ones moved so, its diagnostics now, from a run focused on it.
    /// `among`: only the diagnostics located in these files (nil: every file's); a code action reads
    /// those of its own file and of the generated files, a small part of a large project's.
    @_spi(Scenery) public func current(in analysis: Analysis, editing path: String, among paths: Set<String>? = nil) -> [Diagnostic] {
        let located = paths.map { $0.filter { files[$0] != nil }.sorted() } ?? files.keys.sorted()
        let current = located.flatMap { files[$0]?.diagnostics ?? [] }.filter { diagnostic in
            Self.paths(of: diagnostic).allSatisfy { analysis.index.contentHash(of: $0) == pointedInto[$0] }
        }
        guard let published = files[path], published.contentHash != analysis.index.contentHash(of: path) else { return current }
        return current + analysis.diagnostics(in: path)
    }
}

extension ProjectHost {
    /// A file just opened or saved: its own diagnostics, from a run focused on it (a fraction of the
    /// project's), recorded as published whatever it had; `convert` makes them what the face sends.
    @_spi(Scenery) public mutating func diagnostics<Converted>(
        focusedOn path: String, converting convert: (FileDiagnostics, IndexedTexts) -> Converted
    ) -> Converted {
        let configurationDiagnostics = configurationDiagnostics.filter { $0.location.path == path }
        let (converted, own, checked) = answer { analysis, texts in
            let checked = analysis.checkedFile(path)
            let own = FileDiagnostics(path: path, diagnostics: checked.diagnostics + configurationDiagnostics)
            return (convert(own, texts), own.diagnostics, checked)
        }
        // Recorded in place once the answer is made (the index then is the one it was made from).
        published.record(PublishedDiagnostics.File(contentHash: analysis.index.contentHash(of: path), diagnostics: own), for: path)
        published.noteBytes(of: own, in: analysis.index)
        // The publication that follows takes them rather than checking the file again, unless the index changes before.
        focused = (analysis.index.revision, [path: checked])
        return converted
    }

    /// Every file whose diagnostics changed since they were last published, in path order: a change
    /// in a storyboard can change diagnostics in Swift files and the other way round. A file counts
    /// as changed when its list or its bytes did (its positions moved); a file that had diagnostics
    /// and has none now gets an empty list. Only the files the changes since the last publication
    /// may alter are checked again (`ProjectDiagnostics`), the whole project after an index.
    /// `convert` makes each what the face sends.
    @_spi(Scenery) public mutating func changedDiagnostics<Converted>(converting convert: (FileDiagnostics, IndexedTexts) -> Converted) -> [Converted]
    {
        // The whole project is checked after an index: the moment to prepare what changes will need too.
        if kept == nil { analysis.prepareForChanges() }
        let (converted, publication, checked) = publication(converting: convert)
        // Changed in place, now that nothing else holds them: changing a copy would copy every file's lists.
        if let whole = checked.whole { kept = whole } else if let refreshed = checked.refreshed { kept?.apply(refreshed) }
        published.apply(publication, in: analysis.index)
        return converted
    }

    /// What `changedDiagnostics` publishes, and what it changes of the diagnostics kept and published.
    private mutating func publication<Converted>(
        converting convert: (FileDiagnostics, IndexedTexts) -> Converted
    ) -> ([Converted], PublishedDiagnostics.Publication, (whole: ProjectDiagnostics?, refreshed: ProjectDiagnostics.Refresh?)) {
        let (configurationDiagnostics, before, kept, change) = (configurationDiagnostics, published, kept, unpublished)
        let configurationPath = configurationPath
        let focused = self.focused?.revision == analysis.index.revision ? self.focused?.files ?? [:] : [:]
        // Changes that reindexing stale texts makes while answering wait for the next publication.
        (unpublished, self.focused) = (JoinChange(), nil)
        return answer { analysis, texts in
            let whole = kept == nil ? ProjectDiagnostics(analysis) : nil
            let refreshed = kept?.refreshed(after: change, in: analysis, known: focused)
            let own = { (path: String) in refreshed?.changed[path] ?? (whole ?? kept)?.byPath[path] ?? [] }
            var changed = Set(refreshed.map { Array($0.changed.keys) } ?? [])
            if let whole { changed = Set(whole.byPath.keys).union(before.files.keys).union(before.mirrorsBySource.keys) }
            var mirrorsBySource = whole == nil ? before.mirrorsBySource : [:]
            // A changed file is sent its list again (its positions moved), as is each file whose list changed;
            // storyboard problems are shown where the user meets them: the Swift files they are mirrored into are sent again with them.
            var paths = changed.union(change.paths).union(focused.keys).union([configurationPath])
            for path in changed where ProjectIndex.FileKind(path: path) == .interfaceBuilder {
                let mirrors = analysis.mirrors(of: own(path), place: texts.place)
                paths.formUnion(((mirrorsBySource[path] ?? []) + mirrors).map(\.location.path))
                mirrorsBySource[path] = mirrors.isEmpty ? nil : mirrors
            }
            var converted: [Converted] = []
            var publication = PublishedDiagnostics.Publication(mirrorsBySource: mirrorsBySource)
            for path in paths.sorted() {
                let mirrored = mirrorsBySource.values.flatMap { $0.filter { $0.location.path == path } }
                let own = own(path) + configurationDiagnostics.filter { $0.location.path == path }
                let now = PublishedDiagnostics.File(
                    contentHash: analysis.index.contentHash(of: path),
                    diagnostics: mirrored.isEmpty ? own : (own + mirrored).sorted(by: Diagnostic.inReportOrder)
                )
                // A file never sent any needs no empty list.
                guard (before.files[path] ?? PublishedDiagnostics.File(contentHash: now.contentHash, diagnostics: [])) != now else { continue }
                converted.append(convert(FileDiagnostics(path: path, diagnostics: now.diagnostics), texts))
                publication.files.append((path, now))
            }
            return (converted, publication, (whole, refreshed))
        }
    }

    /// After an index, the next publication checks the whole project.
    mutating func forgetDiagnostics() {
        kept = nil
        unpublished = JoinChange()
        focused = nil
    }

    /// The configuration file's problems as diagnostics, each over its line; published with the
    /// project's, so that fixing the file clears them. (Problems in the editor's settings have no
    /// file: the face shows them otherwise.)
    private var configurationDiagnostics: [Diagnostic] {
        guard let configurationText else { return [] }
        return configurationIssues.filter { $0.path == configurationPath }.map { issue in
            Diagnostic(
                rule: "invalid-configuration", severity: .error, message: issue.message,
                location: SourceLocation(path: configurationPath, range: configurationText.lineRange(issue.line - 1))
            )
        }
    }
}
