import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// One client as the server sees it: what it supports (from `initialize`), the documents it has
/// open, and the conversions between Scenery's byte ranges and its positions.
struct Client {
    /// How the client counts a line's characters: UTF-8 when it offers it, UTF-16 otherwise.
    var encoding = PositionEncoding.utf16
    var snippetSupport = false
    var codeActionLiterals = false
    var isPreferredSupport = false
    var disabledSupport = false
    var relatedInformationSupport = false
    var tooltipSupport = false
    var showsProgress = false
    var registersFileWatchers = false
    /// The client pulls diagnostics (`textDocument/diagnostic`): none is pushed, and a change of
    /// any is announced with `workspace/diagnostic/refresh` when the client takes it.
    var pullsDiagnostics = false
    var refreshSupport = false
    /// The client applies a workspace edit's file renames (`RenameFile` in `documentChanges`).
    var renamesFiles = false
    /// The client takes a workspace edit as `documentChanges`, each document's edits with the
    /// version they were computed on, so it can refuse edits of an older text.
    var takesDocumentChanges = false
    /// The open documents by path: the URI the editor uses and their version.
    var documents: [String: (uri: DocumentURI, version: Int)] = [:]

    init() {}

    init(_ capabilities: ClientCapabilities) {
        encoding = (capabilities.general?.positionEncodings ?? []).contains(.utf8) ? .utf8 : .utf16
        snippetSupport = capabilities.textDocument?.completion?.completionItem?.snippetSupport ?? false
        codeActionLiterals = capabilities.textDocument?.codeAction?.codeActionLiteralSupport != nil
        isPreferredSupport = capabilities.textDocument?.codeAction?.isPreferredSupport ?? false
        disabledSupport = capabilities.textDocument?.codeAction?.disabledSupport ?? false
        relatedInformationSupport = capabilities.textDocument?.publishDiagnostics?.relatedInformation ?? false
        tooltipSupport = capabilities.textDocument?.documentLink?.tooltipSupport ?? false
        showsProgress = capabilities.window?.workDoneProgress ?? false
        registersFileWatchers = capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
        pullsDiagnostics = capabilities.textDocument?.diagnostic != nil
        refreshSupport = capabilities.workspace?.diagnostics?.refreshSupport ?? false
        renamesFiles = capabilities.workspace?.workspaceEdit?.resourceOperations?.contains("rename") == true
        takesDocumentChanges = capabilities.workspace?.workspaceEdit?.documentChanges ?? false
    }

    static let generateCommand = "scenery.generateFactories"

    var serverCapabilities: ServerCapabilities {
        ServerCapabilities(
            positionEncoding: encoding == .utf8 ? .utf8 : .utf16,
            textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
            // `"` opens the literals that name storyboards, scenes, segues and nibs.
            completionProvider: CompletionOptions(triggerCharacters: [".", "\""], resolveProvider: false),
            codeActionProvider: CodeActionOptions(codeActionKinds: [.quickFix, .generateFactories, .refactorRewrite], resolveProvider: false),
            executeCommandProvider: ExecuteCommandOptions(commands: [Self.generateCommand]),
            hoverProvider: true,
            definitionProvider: true,
            referencesProvider: true,
            documentSymbolProvider: true,
            workspaceSymbolProvider: true,
            renameProvider: RenameOptions(prepareProvider: true),
            // Advertised whatever `editor:` says, and empty while it is off: turning either on in
            // `.scenery.yml` takes effect at the editor's next request, with no restart.
            codeLensProvider: CodeLensOptions(resolveProvider: false),
            inlayHintProvider: InlayHintOptions(resolveProvider: false),
            documentLinkProvider: DocumentLinkOptions(resolveProvider: false),
            diagnosticProvider: pullsDiagnostics
                ? DiagnosticOptions(identifier: "scenery", interFileDependencies: true, workspaceDiagnostics: true) : nil,
            workspace: ServerCapabilities.WorkspaceOptions(
                workspaceFolders: WorkspaceFoldersServerCapabilities(supported: true, changeNotifications: true))
        )
    }

    // MARK: Paths and URIs

    /// The path of a document: one file, one path, whatever folder link the editor opened it
    /// through (the index holds real paths).
    static func path(_ uri: DocumentURI) throws -> String {
        guard let path = SceneryLSPTypes.path(fromURI: uri) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "not a file URI: \(uri)")
        }
        let standardized = URL(fileURLWithPath: path).standardizedFileURL
        return Workspace.realPath(of: standardized) ?? standardized.path
    }

    /// The URI the editor uses for `path` if it is open, else a `file://` URI.
    func uri(of path: String) -> DocumentURI { documents[path]?.uri ?? fileURI(path: path) }

    func version(of path: String) -> Int? { documents[path]?.version }

    // MARK: Positions

    func offset(_ position: Position, in lines: LineIndex) -> Int {
        lines.offset(of: LinePosition(line: position.line, character: position.character), in: encoding)
    }

    func byteRange(_ range: SceneryLSPTypes.Range, in lines: LineIndex) -> ByteRange {
        ByteRange(offset(range.start, in: lines), offset(range.end, in: lines))
    }

    func position(_ offset: Int, in lines: LineIndex) -> Position {
        let position = lines.position(of: offset, in: encoding)
        return Position(line: position.line, character: position.character)
    }

    func range(_ range: ByteRange, in lines: LineIndex) -> SceneryLSPTypes.Range {
        SceneryLSPTypes.Range(start: position(range.lowerBound, in: lines), end: position(range.upperBound, in: lines))
    }

    /// Nil when the file's lines are not known (`IndexedTexts.lineIndex(of:)`).
    func location(_ location: SourceLocation, in texts: IndexedTexts) -> Location? {
        texts.lineIndex(of: location.path).map { Location(uri: uri(of: location.path), range: range(location.range, in: $0)) }
    }

    /// The edit of `text` that `change` describes (a change without a range replaces the whole
    /// text); a range past the end is clamped (editors have sent such ranges), never trusted blindly.
    func applying(_ change: TextDocumentContentChangeEvent, to text: SourceText) -> SourceText {
        guard let changed = change.range else { return SourceText(change.text) }
        let lower = offset(changed.start, in: text.lineIndex)
        let upper = offset(changed.end, in: text.lineIndex)
        return text.applying([ScenerySourceText.TextEdit(range: ByteRange(min(lower, upper), max(lower, upper)), newText: change.text)])
    }

    // MARK: Diagnostics and edits

    /// A file's diagnostics as the client takes them; nil when its lines are not known (an empty
    /// list needs none: a deleted file's diagnostics are cleared too).
    func diagnostics(_ file: FileDiagnostics, in texts: IndexedTexts) -> [SceneryLSPTypes.Diagnostic]? {
        if file.diagnostics.isEmpty { return [] }
        return texts.lineIndex(of: file.path).map { lines in file.diagnostics.map { diagnostic($0, in: lines, texts: texts) } }
    }

    func diagnostic(_ diagnostic: SceneryChecks.Diagnostic, in lines: LineIndex, texts: IndexedTexts) -> SceneryLSPTypes.Diagnostic {
        SceneryLSPTypes.Diagnostic(
            range: range(diagnostic.location.range, in: lines),
            severity: Self.severity(diagnostic.severity),
            code: diagnostic.rule,
            source: "scenery",
            message: diagnostic.message,
            relatedInformation: !relatedInformationSupport
                ? nil
                : diagnostic.related.compactMap { related in
                    location(related.location, in: texts).map { DiagnosticRelatedInformation(location: $0, message: related.message) }
                }
        )
    }

    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .info: .information
        case .hint: .hint
        }
    }

    /// Edits per file, each converted against the lines of the bytes it was computed on: those of
    /// `texts`, else `read` (the files a rename read beside the index). As `documentChanges`, with
    /// each open document's version, to a client that takes them. Nil when a file's lines are not known.
    func workspaceEdit(_ edits: [Fix.FileEdit], in texts: IndexedTexts, read: [String: LineIndex] = [:]) -> WorkspaceEdit? {
        guard let documents = documentEdits(edits, in: texts, read: read) else { return nil }
        guard !takesDocumentChanges else { return WorkspaceEdit(documentChanges: documents.map(DocumentChange.edit)) }
        return WorkspaceEdit(changes: Dictionary(documents.map { ($0.textDocument.uri, $0.edits) }, uniquingKeysWith: +))
    }

    /// A rename's edits per file, then the files moved, in order (`documentChanges`): only to a
    /// client that applies file renames. Nil when a file's lines are not known.
    func workspaceEdit(_ rename: RenameEdit, in texts: IndexedTexts) throws -> WorkspaceEdit? {
        guard let first = rename.moves.first else { return workspaceEdit(rename.edits, in: texts, read: rename.linesRead) }
        guard renamesFiles else {
            throw ResponseError(
                code: ResponseError.requestFailed,
                message:
                    "This rename moves \(texts.relativePath(first.from)), and this editor does not rename files for a server (workspace.workspaceEdit.resourceOperations)"
            )
        }
        guard let documents = documentEdits(rename.edits, in: texts, read: rename.linesRead) else { return nil }
        return WorkspaceEdit(
            documentChanges: documents.map(DocumentChange.edit)
                + rename.moves.map { .rename(RenameFile(oldUri: uri(of: $0.from), newUri: fileURI(path: $0.to))) })
    }

    /// Each file's edits with the version of the open document they were computed on (nil: the
    /// file as indexed), by path.
    private func documentEdits(_ edits: [Fix.FileEdit], in texts: IndexedTexts, read: [String: LineIndex]) -> [TextDocumentEdit]? {
        var documents: [TextDocumentEdit] = []
        for (path, fileEdits) in Dictionary(grouping: edits, by: \.path).sorted(by: { $0.key < $1.key }) {
            guard let lines = texts.lineIndex(of: path) ?? read[path] else { return nil }
            documents.append(
                TextDocumentEdit(
                    textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri(of: path), version: version(of: path)),
                    edits: fileEdits.map { SceneryLSPTypes.TextEdit(range: range($0.edit.range, in: lines), newText: $0.edit.newText) }
                ))
        }
        return documents
    }
}
