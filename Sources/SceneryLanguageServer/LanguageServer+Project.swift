import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// The project's side of a session: indexing with progress, configuration, file watching,
/// document sync and publishing diagnostics.
extension LanguageServer {
    // MARK: Indexing

    /// Index the project unless it is, starting from the facts cache: open documents as the editor
    /// has them, the rest from disk; with a `token`, reporting begin, counted reports and end on it.
    func ensureIndexed(reportingTo token: String? = nil) {
        guard !indexed, host != nil else { return }
        indexed = true
        var lastPercentage = -1
        let progress = token.map { token in
            { (done: Int, total: Int) in
                let percentage = total == 0 ? 100 : done * 100 / total
                // Counted reports, at most one per percent.
                guard percentage != lastPercentage else { return }
                lastPercentage = percentage
                self.sendNotification(ProgressNotification(token: token, value: .report("\(done)/\(total) files", percentage: percentage)))
            }
        }
        if let token { sendNotification(ProgressNotification(token: token, value: .begin("Indexing screens and storyboards"))) }
        host?.index(cache: FactsCache.standard(), progress: progress)
        for error in host?.fileErrors ?? [] { log(error.description) }
        if let error = host?.cacheError { log("facts cache not saved: \(error)") }
        if let token, let screens = host?.analysis.inventory.screens {
            sendNotification(ProgressNotification(token: token, value: .end("\(screens) screens")))
        }
    }

    /// (Re)index the project, then run `then`. When the client shows progress, the index waits
    /// for the client to accept a new progress token (and reports on it), and the server holds
    /// every other message until then, so none of them reads a stale index and an early
    /// `didOpen` cannot index without progress. A refused token (or no answer) indexes silently.
    func indexProject(then: @escaping () -> Void = {}) {
        indexed = false
        guard client.showsProgress else {
            ensureIndexed()
            then()
            return
        }
        indexingRuns += 1
        let token = "scenery-indexing-\(indexingRuns)"
        sendRequest(WorkDoneProgressCreateRequest(token: token), holdingMessages: true) { [weak self] result in
            guard let self else { return }
            if case .success = result { ensureIndexed(reportingTo: token) } else { ensureIndexed() }
            then()
        }
    }

    /// After `initialized`: ask the client to watch the project's files when it can register
    /// that dynamically, and index. A second `initialized` is a client bug and is ignored.
    func initialized() {
        guard !receivedInitialized else {
            log("ignored a second initialized notification")
            return
        }
        receivedInitialized = true
        showSettingsIssues()
        // Only the configuration file's diagnostics: nothing is indexed yet.
        publishDiagnostics()
        if client.registersFileWatchers {
            let watchers: JSONValue = .object(["watchers": .array(
                (["**/*.swift", "**/*.storyboard", "**/*.xib", "**/" + ProjectConfiguration.fileName] + Self.buildModelGlobs)
                    .map { .object(["globPattern": .string($0)]) }
            )])
            let registration = RegisterCapabilityRequest.Registration(
                id: "scenery-watched-files", method: DidChangeWatchedFilesNotification.method, registerOptions: watchers
            )
            sendRequest(RegisterCapabilityRequest(registrations: [registration])) { [weak self] result in
                if case .success = result { self?.clientWatchesFiles = true }
            }
        }
        indexProject()
    }

    /// What the client watches for the build model: Xcode projects, their `.xcconfig` files,
    /// XcodeGen specs and package manifests.
    static let buildModelGlobs = ["**/*.pbxproj", "**/*.xcconfig", "**/project.yml", "**/Package.swift"]

    // MARK: Configuration

    /// The editor's settings as the configuration loader reads them (JSON is YAML), under their
    /// `scenery` key when they have one; nil when there are none.
    static func settingsText(_ settings: JSONValue?) -> String? {
        guard let settings, settings != .null else { return nil }
        return (settings["scenery"] ?? settings).jsonString
    }

    /// New editor settings apply at once: the project is indexed again under them.
    func didChangeConfiguration(_ params: DidChangeConfigurationNotification) {
        reloadConfiguration(editorSettings: Self.settingsText(params.settings))
    }

    /// Read the configuration again (with the editor's new settings, if any) and index the project
    /// under it; then show and publish its problems.
    func reloadConfiguration(editorSettings: String? = nil) {
        host?.reloadConfiguration(editorSettings: editorSettings)
        indexProject { [weak self] in
            self?.showSettingsIssues()
            self?.publishDiagnostics()
        }
    }

    /// Problems in the editor's settings have no file to be shown on: a message each.
    private func showSettingsIssues() {
        guard let host else { return }
        for issue in host.configurationIssues where issue.path != host.configurationPath {
            sendNotification(ShowMessageNotification(type: .warning, message: "Scenery: \(issue)"))
        }
    }

    // MARK: Files

    /// Files changed outside the editor: read again (open documents keep the editor's text). A
    /// change of the configuration or of the build model indexes the project again.
    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesNotification) throws {
        ensureIndexed()
        let paths = try params.changes.map { try Client.path($0.uri) }
        if paths.contains(where: { host?.configures($0) == true }) {
            reloadConfiguration()
            return
        }
        logged(host?.reindex(paths))
        publishDiagnostics()
    }

    func didOpen(_ params: DidOpenTextDocumentNotification) throws {
        let path = try Client.path(params.textDocument.uri)
        client.documents[path] = (params.textDocument.uri, params.textDocument.version)
        host?.setBuffer(path, to: SourceText(params.textDocument.text), indexing: .deferred)
        ensureIndexed()
        logged(host?.reindex([path]))
        publishDiagnostics(first: path)
    }

    /// Completion must see the new text at once (or the next change of the same batch will index
    /// it: `indexing` false); diagnostics wait for the save.
    func didChange(_ params: DidChangeTextDocumentNotification, indexing: Bool) throws {
        let path = try Client.path(params.textDocument.uri)
        guard client.documents[path] != nil, let text = host?.buffer(path) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "didChange for \(params.textDocument.uri), which is not open")
        }
        client.documents[path]?.version = params.textDocument.version
        let changed = params.contentChanges.reduce(text) { text, change in client.applying(change, to: text) }
        ensureIndexed()
        logged(host?.setBuffer(path, to: changed, indexing: indexing ? .keystroke : .deferred))
    }

    /// Index what `didChange(_:indexing: false)` left: before any other message is handled.
    func indexPendingChanges() {
        logged(host?.indexPendingBuffers())
    }

    func didSave(_ params: DidSaveTextDocumentNotification) throws {
        let path = try Client.path(params.textDocument.uri)
        // Without file watching, a save is when changes on disk are noticed; a changed
        // configuration indexes the project again, and publishes when that is done.
        if !clientWatchesFiles, host?.configurationChangedOnDisk == true {
            reloadConfiguration()
            return
        }
        ensureIndexed()
        if !clientWatchesFiles { logged(host?.refreshFromDisk()) }
        logged(host?.reindex([path]))
        if host?.configuration.generateOnSave == true { generateOnSave() }
        publishDiagnostics(first: path)
    }

    /// Unsaved edits are gone with the buffer: the disk is the truth again.
    func didClose(_ params: DidCloseTextDocumentNotification) throws {
        let path = try Client.path(params.textDocument.uri)
        client.documents[path] = nil
        logged(host?.closeBuffers([path]))
    }

    /// Files that could not be indexed are logged: the client has nowhere to show them.
    private func logged(_ errors: [WorkspaceError]?) {
        for error in errors ?? [] { log(error.description) }
    }

    // MARK: Generation

    /// `generateOnSave`: write the generated files the save changed (`Workspace.writeGenerated`
    /// leaves equal bytes alone). A failure is shown once, not after every save.
    private func generateOnSave() {
        do {
            try host?.writeGeneratedOutputs()
            generateOnSaveError = nil
        } catch {
            let message = "\(error)"
            guard message != generateOnSaveError else { return }
            generateOnSaveError = message
            sendNotification(ShowMessageNotification(type: .error, message: "Scenery: \(message)"))
        }
    }

    func executeCommand(_ params: ExecuteCommandRequest) throws -> JSONValue {
        ensureIndexed()
        guard params.command == Client.generateCommand else {
            throw ResponseError(code: ResponseError.invalidParams, message: "unknown command \(params.command)")
        }
        do {
            try host?.writeGeneratedOutputs()
        } catch {
            sendNotification(ShowMessageNotification(type: .error, message: "Scenery: \(error)"))
            throw ResponseError(code: ResponseError.requestFailed, message: "\(error)")
        }
        publishDiagnostics()
        return .null
    }

    // MARK: Diagnostics

    /// Publish what changed: a file just opened or saved (`first`) gets its own diagnostics at once,
    /// from a run focused on it, then every file whose diagnostics changed gets its new list. To a
    /// client that pulls diagnostics, each list is only recorded, under a new result id, and a change
    /// is announced with `workspace/diagnostic/refresh` when the client takes it.
    func publishDiagnostics(first: String? = nil) {
        let client = client
        let convert = { (file: FileDiagnostics, texts: IndexedTexts) in (file, client.diagnostics(file, in: texts)) }
        if let first, let own = host?.diagnostics(focusedOn: first, converting: convert) { publish(own.0, own.1) }
        let changed = host?.changedDiagnostics(converting: convert) ?? []
        for (file, diagnostics) in changed { publish(file, diagnostics) }
        if client.pullsDiagnostics, !changed.isEmpty, client.refreshSupport { sendRequest(DiagnosticRefreshRequest()) { _ in } }
    }

    /// Send a file's list (nil: there is no text to place it in), or record it for a pull.
    private func publish(_ file: FileDiagnostics, _ diagnostics: [SceneryLSPTypes.Diagnostic]?) {
        if client.pullsDiagnostics {
            resultIDs[file.path] = String(nextResultID)
            nextResultID += 1
            pullableDiagnostics[file.path] = file.diagnostics.isEmpty ? nil : diagnostics ?? []
            return
        }
        guard let diagnostics else { return }
        sendNotification(PublishDiagnosticsNotification(uri: client.uri(of: file.path), version: client.version(of: file.path), diagnostics: diagnostics))
    }

    /// `textDocument/diagnostic`: the file's diagnostics as they would be pushed, or "unchanged"
    /// when the client has them already.
    func documentDiagnostics(_ params: DocumentDiagnosticRequest) throws -> DocumentDiagnosticReport {
        ensureIndexed()
        return diagnosticReport(for: try Client.path(params.textDocument.uri), previousResultID: params.previousResultId)
    }

    /// `workspace/diagnostic`: every file that has diagnostics, each as `textDocument/diagnostic`
    /// would answer it (files the client has already, unchanged).
    func workspaceDiagnostics(_ params: WorkspaceDiagnosticRequest) throws -> WorkspaceDiagnosticReport {
        ensureIndexed()
        var previous: [String: String] = [:]
        for entry in params.previousResultIds { if let path = try? Client.path(entry.uri) { previous[path] = entry.value } }
        let paths = Set(pullableDiagnostics.keys).union(previous.keys).sorted()
        return WorkspaceDiagnosticReport(items: paths.map { path in
            WorkspaceDocumentDiagnosticReport(
                diagnosticReport(for: path, previousResultID: previous[path]), uri: client.uri(of: path), version: client.version(of: path)
            )
        })
    }

    private func diagnosticReport(for path: String, previousResultID: String?) -> DocumentDiagnosticReport {
        // A file never given a result id has had no diagnostics since the session began.
        let resultID = resultIDs[path] ?? "0"
        if previousResultID == resultID { return .unchanged(resultId: resultID) }
        return .full(resultId: resultID, items: pullableDiagnostics[path] ?? [])
    }
}
