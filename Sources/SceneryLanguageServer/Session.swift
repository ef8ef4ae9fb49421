import Foundation
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
@_spi(Scenery) import SceneryWorkspace

/// One initialized editor session on one project.
final class Session {
    static let generateCommand = "scenery.generateFactories"

    unowned let server: LanguageServer
    private(set) var analysis: Analysis
    private var documents = Documents()
    let encoding: PositionEncoding
    private let capabilities: ClientCapabilities
    private let snippetSupport: Bool
    private let codeActionLiterals: Bool
    private let isPreferredSupport: Bool
    private let relatedInformationSupport: Bool
    /// The client pulls diagnostics (`textDocument/diagnostic`): none is pushed, and a change of
    /// any is announced with `workspace/diagnostic/refresh` when the client takes it.
    let pullsDiagnostics: Bool
    private let refreshSupport: Bool
    /// Per file, the id of its current diagnostics, so a pull can answer "unchanged".
    private var resultIDs: [String: String] = [:]
    private var nextResultID = 1
    /// The editor's settings (`initializationOptions`, then `didChangeConfiguration`).
    private var editorSettings: JSONValue?
    private var configurationIssues: [ConfigurationIssue] = []
    /// The stamps of the files the build model was read from when the project was indexed (nil:
    /// missing), to notice a change on a save when the client does not watch files.
    private var buildModelStamps: [String: FileStamp?] = [:]
    /// Open documents too large to index, each warned about once.
    private var oversizedDocuments: Set<String> = []
    /// The stamp of `.scenery.yml` when it was last read, to notice a change on a save when the
    /// client does not watch files for Scenery.
    private var configurationStamp: FileStamp?
    /// The last error of a write on save, shown once rather than after every save.
    private var generateOnSaveError: String?
    /// The project is indexed after `initialized` and after a configuration change, and at once
    /// by any request that needs it before then.
    private var indexed = false
    private var receivedInitialized = false
    /// Each (re)index reports on a token of its own (a token serves one begin … end).
    private var indexingRuns = 0
    /// Stamps of the files read from disk, to notice changes made outside the editor when the
    /// client does not watch files for Scenery.
    private var stamps: [String: FileStamp] = [:]
    /// Open documents whose latest text is not indexed yet: a `didChange` that another change of
    /// the same document directly follows leaves the indexing to it (`LanguageServer.handle(batch:)`).
    private var unindexedChanges: Set<String> = []
    private var clientWatchesFiles = false
    /// The project's diagnostics file by file (nil until the first publication after an index),
    /// what the changes since the last publication did to the join, the storyboard problems shown
    /// in Swift files (by the storyboard or xib they come from), and what each file was last sent.
    private var kept: ProjectDiagnostics?
    private var unpublished = JoinChange()
    private var mirrorsBySource: [String: [ProjectDiagnostic]] = [:]
    private var published: [String: PublishedDiagnostics] = [:]

    init(rootPath: String, params: InitializeRequest, server: LanguageServer) throws {
        self.server = server
        let root = try Workspace.root(for: rootPath)
        capabilities = params.capabilities
        encoding = (capabilities.general?.positionEncodings ?? []).contains(.utf8) ? .utf8 : .utf16
        snippetSupport = capabilities.textDocument?.completion?.completionItem?.snippetSupport ?? false
        codeActionLiterals = capabilities.textDocument?.codeAction?.codeActionLiteralSupport != nil
        isPreferredSupport = capabilities.textDocument?.codeAction?.isPreferredSupport ?? false
        relatedInformationSupport = capabilities.textDocument?.publishDiagnostics?.relatedInformation ?? false
        pullsDiagnostics = capabilities.textDocument?.diagnostic != nil
        refreshSupport = capabilities.workspace?.diagnostics?.refreshSupport ?? false
        editorSettings = params.initializationOptions
        // Defaults first, so that loading the configuration can record its issues on `self`.
        analysis = Analysis(configuration: ProjectConfiguration(root: root))
        analysis = Analysis(configuration: loadConfiguration(root: root))
    }

    /// `.scenery.yml`, then the editor's settings on top (JSON is YAML: one loader serves both).
    private func loadConfiguration(root: String) -> ProjectConfiguration {
        configurationStamp = Workspace.stamp(root + "/" + ProjectConfiguration.fileName)
        var (configuration, issues) = Workspace.configuration(root: root)
        if let settings = editorSettings, settings != .null {
            let scoped = settings["scenery"] ?? settings
            let (withSettings, settingsIssues) = ConfigurationLoader.load(
                root: root, text: scoped.jsonString, path: "editor settings", base: configuration
            )
            configuration = withSettings
            issues += settingsIssues
        }
        configurationIssues = issues
        return configuration
    }

    /// Index the project, starting from the facts cache: open files as the editor has them, the
    /// rest from disk; with a `token`, reporting begin, counted reports and end on it.
    private func ensureIndexed(reportingTo token: String? = nil) {
        guard !indexed else { return }
        indexed = true
        var lastPercentage = -1
        let progress = token.map { token in
            { (done: Int, total: Int) in
                let percentage = total == 0 ? 100 : done * 100 / total
                // Counted reports, at most one per percent.
                guard percentage != lastPercentage else { return }
                lastPercentage = percentage
                self.server.sendNotification(ProgressNotification(token: token, value: .report("\(done)/\(total) files", percentage: percentage)))
            }
        }
        if let token { server.sendNotification(ProgressNotification(token: token, value: .begin("Indexing screens and storyboards"))) }
        let indexed = Workspace.index(
            configuration, cache: FactsCache.standard(), editorBuffers: documents.open.mapValues(\.text.bytes), progress: progress
        )
        analysis = indexed.analysis
        kept = nil
        for error in indexed.fileErrors { server.log(error.description) }
        if let error = indexed.cacheError { server.log("facts cache not saved: \(error)") }
        stamps = indexed.stamps
        buildModelStamps = Dictionary(indexed.buildModelInputs.map { ($0, Workspace.stamp($0)) }, uniquingKeysWith: { first, _ in first })
        if let token { server.sendNotification(ProgressNotification(token: token, value: .end("\(analysis.snapshot.screens.count) screens"))) }
    }

    /// (Re)index the project, then run `then`. When the client shows progress, the index waits
    /// for the client to accept a new progress token (and reports on it), and the server holds
    /// every other message until then, so none of them reads a stale index and an early
    /// `didOpen` cannot index without progress. A refused token (or no answer) indexes silently.
    private func indexProject(then: @escaping () -> Void = {}) {
        indexed = false
        guard capabilities.window?.workDoneProgress == true else {
            ensureIndexed()
            then()
            return
        }
        indexingRuns += 1
        let token = "scenery-indexing-\(indexingRuns)"
        server.sendRequest(WorkDoneProgressCreateRequest(token: token), holdingMessages: true) { [weak self] result in
            guard let self else { return }
            if case .success = result { self.ensureIndexed(reportingTo: token) } else { self.ensureIndexed() }
            then()
        }
    }

    /// After `initialized`: ask the client to watch the project's files when it can register
    /// that dynamically, and index. A second `initialized` is a client bug and is ignored.
    func initialized() {
        guard !receivedInitialized else {
            server.log("ignored a second initialized notification")
            return
        }
        receivedInitialized = true
        showSettingsIssues()
        // Only the configuration file's diagnostics: nothing is indexed yet.
        publishDiagnostics()
        if capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true {
            let watchers: JSONValue = .object(["watchers": .array(
                (["**/*.swift", "**/*.storyboard", "**/*.xib", "**/" + ProjectConfiguration.fileName] + Self.buildModelGlobs)
                    .map { .object(["globPattern": .string($0)]) }
            )])
            let registration = RegisterCapabilityRequest.Registration(
                id: "scenery-watched-files", method: DidChangeWatchedFilesNotification.method, registerOptions: watchers
            )
            server.sendRequest(RegisterCapabilityRequest(registrations: [registration])) { [weak self] result in
                if case .success = result { self?.clientWatchesFiles = true }
            }
        }
        indexProject()
    }

    /// Files changed outside the editor: reread them (open files keep the editor's text).
    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesNotification) throws {
        ensureIndexed()
        var configurationChanged = false
        for change in params.changes {
            let path = try Self.path(change.uri)
            // The build model is read with the files: a change to it indexes the project again.
            if path == configurationPath || isBuildModelInput(path) { configurationChanged = true }
            guard documents.open[path] == nil else { continue }
            if change.type == .deleted {
                unpublished.formUnion(analysis.remove(path: path))
                stamps.removeValue(forKey: path)
            } else {
                reindex(path)
            }
        }
        if configurationChanged { reloadConfiguration() } else { publishDiagnostics() }
    }

    /// New editor settings apply at once: the project is indexed again under them.
    func didChangeConfiguration(_ params: DidChangeConfigurationNotification) throws {
        if let settings = params.settings, settings != .null { editorSettings = settings }
        reloadConfiguration()
    }

    /// What the client watches for the build model: Xcode projects, their `.xcconfig` files,
    /// XcodeGen specs and package manifests.
    static let buildModelGlobs = ["**/*.pbxproj", "**/*.xcconfig", "**/project.yml", "**/Package.swift"]

    private func isBuildModelInput(_ path: String) -> Bool {
        buildModelStamps[path] != nil || Workspace.describesBuild(path)
    }

    private func reloadConfiguration() {
        analysis = Analysis(configuration: loadConfiguration(root: configuration.root))
        kept = nil
        stamps = [:]
        indexProject { [weak self] in
            self?.showSettingsIssues()
            self?.publishDiagnostics()
        }
    }

    /// Without file watching, notice files created, changed or deleted on disk since they were read.
    private func refreshFromDisk() {
        guard !clientWatchesFiles else { return }
        let files = Workspace.discoverFiles(configuration)
        for (path, stamp) in files where documents.open[path] == nil && stamp != stamps[path] {
            reindex(path)
        }
        let paths = Set(files.map(\.path))
        for path in analysis.index.paths where !paths.contains(path) && documents.open[path] == nil {
            unpublished.formUnion(analysis.remove(path: path))
            stamps.removeValue(forKey: path)
        }
    }

    static func capabilities(encoding: PositionEncoding, pullsDiagnostics: Bool) -> ServerCapabilities {
        ServerCapabilities(
            positionEncoding: encoding == .utf8 ? .utf8 : .utf16,
            textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
            // `"` opens the literals that name storyboards, scenes, segues and nibs.
            completionProvider: CompletionOptions(triggerCharacters: [".", "\""], resolveProvider: false),
            codeActionProvider: CodeActionOptions(codeActionKinds: [.quickFix, .generateFactories, .refactorRewrite], resolveProvider: false),
            executeCommandProvider: ExecuteCommandOptions(commands: [generateCommand]),
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
            diagnosticProvider: pullsDiagnostics ? DiagnosticOptions(identifier: "scenery", interFileDependencies: true, workspaceDiagnostics: true) : nil
        )
    }

    var configuration: ProjectConfiguration { analysis.configuration }

    // MARK: Documents

    func didOpen(_ params: DidOpenTextDocumentNotification) throws {
        let path = try Self.path(params.textDocument.uri)
        documents.open(path: path, uri: params.textDocument.uri, version: params.textDocument.version, text: params.textDocument.text)
        ensureIndexed()
        reindex(path)
        publishDiagnostics(alwaysFor: path)
    }

    func didChange(_ params: DidChangeTextDocumentNotification, indexing: Bool = true) throws {
        let path = try Self.path(params.textDocument.uri)
        guard documents.change(path: path, version: params.textDocument.version, changes: params.contentChanges, encoding: encoding) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "didChange for \(params.textDocument.uri), which is not open")
        }
        // Completion must see the new text at once (or the next change of the same batch will
        // index it); diagnostics wait for the save.
        ensureIndexed()
        if indexing {
            reindex(path, settlingHelpers: false)
        } else {
            unindexedChanges.insert(path)
        }
    }

    /// Index what `didChange(_:indexing: false)` left: before any other message is handled.
    func indexChangedDocuments() {
        for path in unindexedChanges.sorted() { reindex(path, settlingHelpers: false) }
    }

    func didSave(_ params: DidSaveTextDocumentNotification) throws {
        let path = try Self.path(params.textDocument.uri)
        // Without file watching, a save is when changes on disk are noticed; a changed
        // `.scenery.yml` indexes the project again, and publishes when that is done.
        if !clientWatchesFiles, Workspace.stamp(configurationPath) != configurationStamp || buildModelStamps.contains(where: { Workspace.stamp($0) != $1 }) {
            reloadConfiguration()
            return
        }
        ensureIndexed()
        refreshFromDisk()
        reindex(path)
        if configuration.generateOnSave { generateOnSave() }
        publishDiagnostics(alwaysFor: path)
    }

    /// `generateOnSave`: write the generated files the save changed (`Workspace.writeGenerated`
    /// leaves equal bytes alone). A failure is shown once, not after every save.
    private func generateOnSave() {
        do {
            try writeGeneratedOutputs()
            generateOnSaveError = nil
        } catch {
            let message = "\(error)"
            guard message != generateOnSaveError else { return }
            generateOnSaveError = message
            server.sendNotification(ShowMessageNotification(type: .error, message: "Scenery: \(message)"))
        }
    }

    func didClose(_ params: DidCloseTextDocumentNotification) throws {
        let path = try Self.path(params.textDocument.uri)
        documents.close(path: path)
        // Unsaved edits are gone with the buffer: the disk is the truth again.
        reindex(path)
    }

    /// `settlingHelpers`: when the change made a helper appear or disappear, the files that call it
    /// are read and scanned again (`Analysis.update(path:bytes:read:)`); keystrokes leave that to the
    /// save, as a helper half typed would come and go with every key.
    private func reindex(_ path: String, settlingHelpers: Bool = true) {
        unindexedChanges.remove(path)
        guard Workspace.indexes(path, configuration) else { return }
        // Stamped before reading: a change made while reading shows as a new stamp next time.
        let stamp = documents.open[path] == nil ? Workspace.stamp(path) : nil
        if let text = documents.text(of: path) {
            // An open document larger than Scenery indexes is left out, as such a file is, with one warning.
            guard text.bytes.count <= Workspace.maximumFileSize else {
                unpublished.formUnion(analysis.remove(path: path))
                if oversizedDocuments.insert(path).inserted { server.log(WorkspaceError.tooLarge(path, bytes: text.bytes.count).description) }
                return
            }
            oversizedDocuments.remove(path)
            // The other files, as the editor has them, else from disk.
            let open = documents.open
            let read: @Sendable (String) -> [UInt8]? = { other in open[other]?.text.bytes ?? (try? Workspace.read(other).get()) }
            unpublished.formUnion(analysis.update(path: path, bytes: text.bytes, read: settlingHelpers ? read : nil))
            stamps[path] = stamp
        } else {
            unpublished.formUnion(analysis.remove(path: path))
        }
    }

    // MARK: Diagnostics

    /// Publish the project's diagnostics: a save in a storyboard can change diagnostics in Swift
    /// files and the other way round. A file is sent its list when the list or the file changed
    /// since the last one it was sent, or when it is `alwaysFor` (just opened or saved); files
    /// that had diagnostics and have none now get an empty list, which clears them. The
    /// `alwaysFor` file is sent first, from a run focused on it; then only the files the changes
    /// since the last publication may alter are checked again (`ProjectDiagnostics`), the whole
    /// project only after an index.
    func publishDiagnostics(alwaysFor forced: String? = nil) {
        var own: [String: [ProjectDiagnostic]] = [:]
        if let forced {
            let diagnostics = analysis.diagnostics(in: forced)
            own[forced] = diagnostics
            let state = diagnostics + configurationDiagnostics().filter { $0.location.path == forced }
            publish(PublishedDiagnostics(contentHash: analysis.index.contentHash(of: forced), diagnostics: state), to: forced)
        }
        var changed: Set<String>
        if var diagnostics = kept {
            changed = diagnostics.update(after: unpublished, in: analysis, known: own)
            kept = diagnostics
        } else {
            let diagnostics = ProjectDiagnostics(analysis)
            changed = Set(diagnostics.byPath.keys).union(published.keys).union(mirrorsBySource.keys)
            mirrorsBySource = [:]
            kept = diagnostics
        }
        unpublished = JoinChange()
        // Storyboard problems where the user meets them: the Swift files they are mirrored into are sent again with them.
        var targets = changed.union(forced.map { [$0] } ?? [])
        for path in changed where ProjectIndex.FileKind(path: path) == .interfaceBuilder {
            let before = mirrorsBySource[path] ?? []
            let after = analysis.mirrors(of: kept?.byPath[path] ?? [], place: place)
            mirrorsBySource[path] = after.isEmpty ? nil : after
            targets.formUnion((before + after).map(\.location.path))
        }
        targets.insert(configurationPath)
        var sent = false
        for path in targets.sorted() {
            let state = PublishedDiagnostics(contentHash: analysis.index.contentHash(of: path), diagnostics: knownDiagnostics(of: path))
            // A file never sent any needs no empty list.
            if published[path] != state, published[path] != nil || !state.diagnostics.isEmpty {
                publish(state, to: path)
                sent = true
            }
        }
        if pullsDiagnostics, sent, refreshSupport { server.sendRequest(DiagnosticRefreshRequest()) { _ in } }
    }

    /// A file's diagnostics as it is sent them: its own, the storyboard problems mirrored into it,
    /// and, for `.scenery.yml`, its problems; in report order.
    private func knownDiagnostics(of path: String) -> [ProjectDiagnostic] {
        let mirrors = mirrorsBySource.values.flatMap { $0.filter { $0.location.path == path } }
        let own = (kept?.byPath[path] ?? []) + (path == configurationPath ? configurationDiagnostics() : [])
        return mirrors.isEmpty ? own : (own + mirrors).sorted(by: ProjectDiagnostic.inReportOrder)
    }

    /// Send `state` for `path` (an open or project file) and remember it as sent; to a client
    /// that pulls diagnostics, only remember it, under a new result id.
    private func publish(_ state: PublishedDiagnostics, to path: String) {
        published[path] = state.diagnostics.isEmpty ? nil : state
        if pullsDiagnostics {
            resultIDs[path] = String(nextResultID)
            nextResultID += 1
            return
        }
        // An empty list needs no text to place it: a deleted file's diagnostics are cleared too.
        let text = documents.text(of: path)
        guard text != nil || state.diagnostics.isEmpty else { return }
        server.sendNotification(
            PublishDiagnosticsNotification(
                uri: documents.uri(of: path), version: documents.version(of: path),
                diagnostics: text.map { text in state.diagnostics.map { lspDiagnostic($0, in: text) } } ?? []
            )
        )
    }

    /// `textDocument/diagnostic`: the file's diagnostics as they would be pushed, or "unchanged"
    /// when the client has them already.
    func documentDiagnostics(_ params: DocumentDiagnosticRequest) throws -> DocumentDiagnosticReport {
        ensureIndexed()
        let path = try Self.path(params.textDocument.uri)
        return diagnosticReport(for: path, previousResultID: params.previousResultId)
    }

    /// `workspace/diagnostic`: every file that has diagnostics, each as `textDocument/diagnostic`
    /// would answer it (files the client has already, unchanged).
    func workspaceDiagnostics(_ params: WorkspaceDiagnosticRequest) throws -> WorkspaceDiagnosticReport {
        ensureIndexed()
        var previous: [String: String] = [:]
        for entry in params.previousResultIds { if let path = try? Self.path(entry.uri) { previous[path] = entry.value } }
        let paths = Set(published.keys).union(previous.keys).sorted()
        return WorkspaceDiagnosticReport(items: paths.map { path in
            WorkspaceDocumentDiagnosticReport(
                diagnosticReport(for: path, previousResultID: previous[path]), uri: documents.uri(of: path), version: documents.version(of: path)
            )
        })
    }

    private func diagnosticReport(for path: String, previousResultID: String?) -> DocumentDiagnosticReport {
        // A file never given a result id has had no diagnostics since the session began.
        let resultID = resultIDs[path] ?? "0"
        if previousResultID == resultID { return .unchanged(resultId: resultID) }
        let diagnostics = published[path]?.diagnostics ?? []
        let items = documents.text(of: path).map { text in diagnostics.map { lspDiagnostic($0, in: text) } } ?? []
        return .full(resultId: resultID, items: items)
    }

    /// What a file was last sent.
    struct PublishedDiagnostics: Equatable {
        var contentHash: String?
        var diagnostics: [ProjectDiagnostic]
    }

    private var configurationPath: String { configuration.root + "/" + ProjectConfiguration.fileName }

    /// `.scenery.yml` problems as diagnostics on the file, each over its line; published with the
    /// project's, so that fixing the file clears them.
    private func configurationDiagnostics() -> [ProjectDiagnostic] {
        let path = configurationPath
        guard let text = documents.text(of: path) else { return [] }
        return configurationIssues.filter { $0.path == path }.map { issue in
            ProjectDiagnostic(
                rule: "invalid-configuration", severity: .error, message: issue.message,
                location: SourceLocation(path: path, range: text.lineRange(issue.line - 1))
            )
        }
    }

    /// Problems in the editor's settings have no file to be shown on: a message each.
    private func showSettingsIssues() {
        for issue in configurationIssues where issue.path != configurationPath {
            server.sendNotification(ShowMessageNotification(type: .warning, message: "Scenery: \(issue)"))
        }
    }

    // MARK: Completion

    func completion(_ params: CompletionRequest) throws -> CompletionList {
        ensureIndexed()
        let path = try Self.path(params.textDocument.uri)
        guard let text = documents.text(of: path) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "\(params.textDocument.uri) is neither open nor readable")
        }
        let offset = text.offset(of: LinePosition(params.position), in: encoding)
        let completions = analysis.completions(in: text, at: offset, path: path)
        // The candidates usually share one range: converted once.
        var ranges: [ByteRange: SceneryLSPTypes.Range] = [:]
        let items = completions.candidates.enumerated().map { index, candidate in
            let range = ranges[candidate.replacing] ?? lspRange(candidate.replacing, in: text)
            ranges[candidate.replacing] = range
            let number = String(index)
            return CompletionItem(
                label: candidate.label,
                kind: Self.itemKind(candidate.kind),
                detail: candidate.detail,
                // Plain strings need no `documentationFormat` capability.
                documentation: .string(candidate.documentation),
                sortText: String(repeating: "0", count: max(0, 5 - number.count)) + number,
                filterText: candidate.filterText,
                insertTextFormat: snippetSupport ? .snippet : .plainText,
                textEdit: SceneryLSPTypes.TextEdit(range: range, newText: snippetSupport ? candidate.snippet : candidate.plainText)
            )
        }
        return CompletionList(isIncomplete: completions.isIncomplete, items: items)
    }

    private static func itemKind(_ kind: CompletionCandidate.Kind) -> CompletionItemKind {
        switch kind {
        case .method: .method
        case .property: .property
        case .storyboard, .nib: .file
        case .sceneIdentifier, .segueIdentifier: .constant
        case .customClass: .class
        case .sceneObject: .reference
        }
    }

    // MARK: Code actions

    func codeActions(_ params: CodeActionRequest) throws -> [CodeActionOrCommand] {
        ensureIndexed()
        let path = try Self.path(params.textDocument.uri)
        guard let text = documents.text(of: path) else { return [] }
        let range = byteRange(params.range, in: text)
        let only = params.context.only ?? []
        // The file's own, and the generated files' staleness, which "Generate all factories" resolves.
        let stale = analysis.generatedOutputs().flatMap { kept?.byPath[$0.path] ?? [] }.filter { $0.rule == StaleGeneratedCode.id }
        return analysis.codeActions(in: path, range: range, diagnostics: knownDiagnostics(of: path) + stale, text: text).compactMap { candidate -> CodeActionOrCommand? in
            let kind: CodeActionKind = switch candidate.kind {
            case .quickFix: .quickFix
            case .generateFactories: .generateFactories
            case .refactor: .refactorRewrite
            }
            guard only.isEmpty || only.contains(where: { kind.rawValue == $0.rawValue || kind.rawValue.hasPrefix($0.rawValue + ".") }) else {
                return nil
            }
            let command = candidate.command.map { _ in Command(title: candidate.title, command: Self.generateCommand, arguments: nil) }
            // Without literal support a client takes commands only, and fixes are edits.
            guard codeActionLiterals else { return command.map(CodeActionOrCommand.command) }
            let edit = candidate.edits.isEmpty ? nil : workspaceEdit(candidate.edits)
            if !candidate.edits.isEmpty && edit == nil { return nil }
            return .codeAction(
                CodeAction(
                    title: candidate.title, kind: kind,
                    diagnostics: candidate.diagnostics.compactMap { diagnostic in documents.text(of: diagnostic.location.path).map { lspDiagnostic(diagnostic, in: $0) } },
                    isPreferred: candidate.isPreferred && isPreferredSupport ? true : nil, edit: edit, command: command
                )
            )
        }
    }

    /// Edits per file, each converted against that file's current text. Nil when a file is unreadable.
    private func workspaceEdit(_ edits: [Fix.FileEdit]) -> WorkspaceEdit? {
        var changes: [DocumentURI: [SceneryLSPTypes.TextEdit]] = [:]
        for (path, fileEdits) in Dictionary(grouping: edits, by: \.path) {
            guard let text = documents.text(of: path) else { return nil }
            changes[documents.uri(of: path)] = fileEdits.map { SceneryLSPTypes.TextEdit(range: lspRange($0.edit.range, in: text), newText: $0.edit.newText) }
        }
        return WorkspaceEdit(changes: changes)
    }

    /// Edits per file, then the files moved, in order (`documentChanges`): only to a client that
    /// applies file renames. Nil when a file is unreadable.
    private func workspaceEdit(_ edits: [Fix.FileEdit], moving moves: [RenameEdit.FileMove]) throws -> WorkspaceEdit? {
        guard !moves.isEmpty else { return workspaceEdit(edits) }
        guard capabilities.workspace?.workspaceEdit?.resourceOperations?.contains("rename") == true else {
            throw ResponseError(
                code: ResponseError.requestFailed,
                message: "This rename moves \(configuration.relativePath(moves[0].from)), and this editor does not rename files for a server (workspace.workspaceEdit.resourceOperations)"
            )
        }
        var changes: [DocumentChange] = []
        for (path, fileEdits) in Dictionary(grouping: edits, by: \.path).sorted(by: { $0.key < $1.key }) {
            guard let text = documents.text(of: path) else { return nil }
            changes.append(.edit(TextDocumentEdit(
                textDocument: OptionalVersionedTextDocumentIdentifier(uri: documents.uri(of: path), version: documents.version(of: path)),
                edits: fileEdits.map { SceneryLSPTypes.TextEdit(range: lspRange($0.edit.range, in: text), newText: $0.edit.newText) }
            )))
        }
        changes += moves.map { .rename(RenameFile(oldUri: documents.uri(of: $0.from), newUri: fileURI(path: $0.to))) }
        return WorkspaceEdit(documentChanges: changes)
    }

    // MARK: Navigation

    /// The file's current text and the byte offset of an LSP position in it.
    private func offset(_ document: TextDocumentIdentifier, _ position: Position) throws -> (path: String, text: SourceText, offset: Int)? {
        let path = try Self.path(document.uri)
        guard let text = documents.text(of: path) else { return nil }
        return (path, text, text.offset(of: LinePosition(position), in: encoding))
    }

    func hover(_ params: HoverRequest) throws -> Hover? {
        ensureIndexed()
        guard let (path, text, offset) = try offset(params.textDocument, params.position),
            let markdown = analysis.hover(at: offset, in: path, text: text, place: place)
        else { return nil }
        let range = analysis.screen(at: offset, in: path).flatMap { screen -> ByteRange? in
            screen.declaration.path == path && screen.declaration.range.touches(offset) ? screen.declaration.range : nil
        }
        return Hover(contents: MarkupContent(kind: .markdown, value: markdown), range: range.map { lspRange($0, in: text) })
    }

    func definition(_ params: DefinitionRequest) throws -> [Location] {
        ensureIndexed()
        guard let (path, text, offset) = try offset(params.textDocument, params.position) else { return [] }
        return analysis.definition(at: offset, in: path, text: text).compactMap(lspLocation)
    }

    func references(_ params: ReferencesRequest) throws -> [Location] {
        ensureIndexed()
        guard let (path, text, offset) = try offset(params.textDocument, params.position) else { return [] }
        return analysis.references(at: offset, in: path, text: text, includeDeclaration: params.context.includeDeclaration).compactMap(lspLocation)
    }

    /// What Scenery offers to rename under the cursor (`RenameTarget.isOffered`); null elsewhere.
    func prepareRename(_ params: PrepareRenameRequest) throws -> PrepareRenameResult? {
        ensureIndexed()
        guard let (path, text, offset) = try offset(params.textDocument, params.position),
            let target = analysis.renameTarget(at: offset, in: path, text: text), target.isOffered
        else { return nil }
        return PrepareRenameResult(range: lspRange(target.range, in: text), placeholder: target.name)
    }

    /// The rename everywhere it is written, files moved included, or an error saying why that
    /// would break the project; null where Scenery renames nothing, as another server may.
    func rename(_ params: RenameRequest) throws -> WorkspaceEdit? {
        ensureIndexed()
        guard let (path, text, offset) = try offset(params.textDocument, params.position),
            let target = analysis.renameTarget(at: offset, in: path, text: text)
        else { return nil }
        switch analysis.rename(target, to: params.newName, place: place, files: ProjectFileAccess(entries: Workspace.folderEntries, read: { try? Workspace.read($0).get() })) {
        case .success(let renaming):
            guard let edit = try workspaceEdit(renaming.edits, moving: renaming.moves) else {
                throw ResponseError(code: ResponseError.requestFailed, message: "A file to rename in cannot be read")
            }
            return edit
        case .failure(let refusal):
            throw ResponseError(code: ResponseError.requestFailed, message: refusal.description)
        }
    }

    /// "opened from N places" over each screen's declaration, with `editor: codeLens:`; the lens
    /// shows a count and runs nothing.
    func codeLenses(_ params: CodeLensRequest) throws -> [CodeLens] {
        ensureIndexed()
        let path = try Self.path(params.textDocument.uri)
        guard configuration.editor.codeLens, let text = documents.text(of: path) else { return [] }
        return analysis.openingLenses(in: path).map { lens in
            CodeLens(range: lspRange(lens.range, in: text), command: Command(title: lens.title, command: "", arguments: nil))
        }
    }

    /// After each factory call in the range, what it opens, with `editor: inlayHints:`.
    func inlayHints(_ params: InlayHintRequest) throws -> [InlayHint] {
        ensureIndexed()
        let path = try Self.path(params.textDocument.uri)
        guard configuration.editor.inlayHints, let text = documents.text(of: path) else { return [] }
        return analysis.screenCallHints(in: path, within: byteRange(params.range, in: text)).map { hint in
            InlayHint(position: lspPosition(hint.call.upperBound, in: text), label: hint.label, paddingLeft: true)
        }
    }

    /// A storyboard reference's storyboard name, linked to that storyboard.
    func documentLinks(_ params: DocumentLinkRequest) throws -> [DocumentLink] {
        ensureIndexed()
        let path = try Self.path(params.textDocument.uri)
        guard let text = documents.text(of: path) else { return [] }
        return analysis.documentLinks(in: path).map { link in
            DocumentLink(
                range: lspRange(link.range, in: text), target: documents.uri(of: link.target),
                tooltip: capabilities.textDocument?.documentLink?.tooltipSupport == true ? analysis.configuration.relativePath(link.target) : nil
            )
        }
    }

    func documentSymbols(_ params: DocumentSymbolRequest) throws -> [DocumentSymbol] {
        ensureIndexed()
        let path = try Self.path(params.textDocument.uri)
        guard let text = documents.text(of: path) else { return [] }
        func convert(_ symbol: InterfaceSymbol) -> DocumentSymbol {
            let range = lspRange(symbol.range, in: text)
            return DocumentSymbol(
                name: symbol.name, detail: symbol.detail, kind: symbol.kind == .scene ? .class : .event,
                range: range, selectionRange: range, children: symbol.children.isEmpty ? nil : symbol.children.map(convert)
            )
        }
        return analysis.interfaceSymbols(in: path).map(convert)
    }

    func workspaceSymbols(_ params: WorkspaceSymbolRequest) throws -> [SymbolInformation] {
        ensureIndexed()
        return analysis.screens(matching: params.query).compactMap { screen in
            lspLocation(screen.declaration).map { location in
                SymbolInformation(
                    name: screen.qualifiedName, kind: .class, location: location,
                    containerName: screen.origin
                )
            }
        }
    }

    func screens() throws -> [ScreenInfo] {
        ensureIndexed()
        return analysis.screenSummaries().compactMap { summary in
            let screen = summary.screen
            return lspLocation(screen.declaration).map { location in
                ScreenInfo(
                    name: screen.qualifiedName, location: location, superclasses: screen.superclassChain, origin: summary.origin,
                    storyboard: screen.storyboardFile, storyboardIdentifier: screen.sceneIdentifier, nib: summary.nib,
                    factory: summary.factory?.functionName, skipped: summary.skipped,
                    parameters: summary.parameters.map {
                        ScreenInfo.ParameterInfo(label: $0.label, name: $0.name, type: $0.type, defaultValue: $0.defaultValue)
                    }
                )
            }
        }
    }

    func navigationGraph() throws -> NavigationGraphResult {
        ensureIndexed()
        let graph = analysis.navigationGraph()
        return NavigationGraphResult(
            nodes: graph.screens.compactMap { screen in
                lspLocation(screen.declaration).map { NavigationGraphResult.Node(id: screen.qualifiedName, storyboard: screen.storyboardFile, location: $0) }
            },
            edges: graph.edges.compactMap { edge in
                lspLocation(edge.location).map { NavigationGraphResult.Edge(from: edge.from, to: edge.to, kind: edge.kind.rawValue, location: $0) }
            }
        )
    }

    /// `Sources/Coordinator.swift:12`: project-relative, with the one-based line when the file is readable.
    private func place(_ location: SourceLocation) -> String {
        let line = documents.text(of: location.path).map { ":\($0.lineAndColumn(of: location.range.lowerBound).line)" } ?? ""
        return configuration.relativePath(location.path) + line
    }

    private func lspLocation(_ location: SourceLocation) -> Location? {
        documents.text(of: location.path).map { Location(uri: documents.uri(of: location.path), range: lspRange(location.range, in: $0)) }
    }

    // MARK: Commands

    func executeCommand(_ params: ExecuteCommandRequest) throws -> JSONValue {
        ensureIndexed()
        guard params.command == Self.generateCommand else {
            throw ResponseError(code: ResponseError.invalidParams, message: "unknown command \(params.command)")
        }
        do {
            try writeGeneratedOutputs()
        } catch {
            server.sendNotification(ShowMessageNotification(type: .error, message: "Scenery: \(error)"))
            throw ResponseError(code: ResponseError.requestFailed, message: "\(error)")
        }
        publishDiagnostics()
        return .null
    }

    /// Write every generated file as `scenery generate` does, and index what was written (an open
    /// generated file keeps the editor's text until the editor reloads it). Stops at the first
    /// file that cannot be written.
    private func writeGeneratedOutputs() throws {
        if configurationIssues.contains(where: \.concernsOutputs) { throw WorkspaceError.invalidOutputs }
        for output in analysis.generatedOutputs() {
            _ = try Workspace.writeGenerated(output.file.contents, to: output.path, root: configuration.root)
            if documents.open[output.path] == nil { unpublished.formUnion(analysis.update(path: output.path, bytes: Array(output.file.contents.utf8))) }
        }
    }

    // MARK: Conversions

    static func path(_ uri: DocumentURI) throws -> String {
        guard let path = SceneryLSPTypes.path(fromURI: uri) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "not a file URI: \(uri)")
        }
        // One file, one path: the index holds real paths, whatever folder link the editor opened it through.
        let standardized = URL(fileURLWithPath: path).standardizedFileURL
        return Workspace.realPath(of: standardized) ?? standardized.path
    }

    func lspRange(_ range: ByteRange, in text: SourceText) -> SceneryLSPTypes.Range {
        SceneryLSPTypes.Range(start: lspPosition(range.lowerBound, in: text), end: lspPosition(range.upperBound, in: text))
    }

    private func byteRange(_ range: SceneryLSPTypes.Range, in text: SourceText) -> ByteRange {
        ByteRange(text.offset(of: LinePosition(range.start), in: encoding), text.offset(of: LinePosition(range.end), in: encoding))
    }

    private func lspPosition(_ offset: Int, in text: SourceText) -> Position {
        let position = text.position(of: offset, in: encoding)
        return Position(line: position.line, character: position.character)
    }

    func lspDiagnostic(_ diagnostic: ProjectDiagnostic, in text: SourceText) -> SceneryLSPTypes.Diagnostic {
        SceneryLSPTypes.Diagnostic(
            range: lspRange(diagnostic.location.range, in: text),
            severity: Self.severity(diagnostic.severity),
            code: diagnostic.rule,
            source: "scenery",
            message: diagnostic.message,
            relatedInformation: !relatedInformationSupport ? nil : diagnostic.related.compactMap { related in
                documents.text(of: related.location.path).map { relatedText in
                    DiagnosticRelatedInformation(
                        location: Location(uri: documents.uri(of: related.location.path), range: lspRange(related.location.range, in: relatedText)),
                        message: related.message
                    )
                }
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
}

extension Documents {
    /// The URI the editor uses for `path` if it is open, else a `file://` URI.
    func uri(of path: String) -> DocumentURI { open[path]?.uri ?? fileURI(path: path) }
    func version(of path: String) -> Int? { open[path]?.version }
}
