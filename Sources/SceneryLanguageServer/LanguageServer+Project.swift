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

    /// Index the projects that are not, starting from the facts cache: open documents as the editor
    /// has them, the rest from disk; with a `token`, reporting begin, counted reports (over all of
    /// them) and end on it.
    func ensureIndexed(_ projects: [Project], reportingTo token: String? = nil) {
        let pending = projects.filter { !$0.indexed }
        guard !pending.isEmpty else { return }
        if let token { sendNotification(ProgressNotification(token: token, value: .begin("Indexing screens and storyboards"))) }
        var lastPercentage = -1
        var screens = 0
        for (number, project) in pending.enumerated() {
            project.indexed = true
            let progress = token.map { token in
                { (done: Int, total: Int) in
                    let percentage = ((total == 0 ? 100 : done * 100 / total) + number * 100) / pending.count
                    // Counted reports, at most one per percent.
                    guard percentage != lastPercentage else { return }
                    lastPercentage = percentage
                    self.sendNotification(ProgressNotification(token: token, value: .report("\(done)/\(total) files", percentage: percentage)))
                }
            }
            project.host.index(cache: FactsCache.standard(), progress: progress)
            for error in project.host.fileErrors { log(error.description) }
            if let error = project.host.cacheError { log("facts cache not saved: \(error)") }
            screens += project.host.analysis.inventory.screens
        }
        if let token { sendNotification(ProgressNotification(token: token, value: .end("\(screens) screens"))) }
    }

    /// Every project, indexed (a workspace-wide request).
    func ensureAllIndexed() { ensureIndexed(projects) }

    /// (Re)index the projects, then run `then`. When the client shows progress, the index waits
    /// for the client to accept a new progress token (and reports on it), and the server holds
    /// every other message until then, so none of them reads a stale index and an early
    /// `didOpen` cannot index without progress. A refused token (or no answer) indexes silently.
    func indexProjects(_ projects: [Project], then: @escaping () -> Void = {}) {
        for project in projects { project.indexed = false }
        guard client.showsProgress else {
            ensureIndexed(projects)
            then()
            return
        }
        indexingRuns += 1
        let token = "scenery-indexing-\(indexingRuns)"
        sendRequest(WorkDoneProgressCreateRequest(token: token), holdingMessages: true) { [weak self] result in
            guard let self else { return }
            // A project dropped meanwhile (its folder removed) is not indexed.
            let served = projects.filter { project in self.projects.contains { $0 === project } }
            if case .success = result { ensureIndexed(served, reportingTo: token) } else { ensureIndexed(served) }
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
        showSettingsIssues(of: projects)
        // Only the configuration files' diagnostics: nothing is indexed yet.
        publishDiagnostics(of: projects)
        if client.registersFileWatchers {
            let watchers: JSONValue = .object([
                "watchers": .array(
                    (["**/*.swift", "**/*.storyboard", "**/*.xib", "**/" + ProjectConfiguration.fileName] + Self.buildModelGlobs)
                        .map { .object(["globPattern": .string($0)]) }
                )
            ])
            let registration = RegisterCapabilityRequest.Registration(
                id: "scenery-watched-files", method: DidChangeWatchedFilesNotification.method, registerOptions: watchers
            )
            sendRequest(RegisterCapabilityRequest(registrations: [registration])) { [weak self] result in
                if case .success = result { self?.clientWatchesFiles = true }
            }
        }
        indexProjects(projects)
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

    /// New editor settings apply at once, to every project: each is indexed again under them.
    func didChangeConfiguration(_ params: DidChangeConfigurationNotification) {
        let settings = Self.settingsText(params.settings)
        if let settings { editorSettings = settings }
        reloadConfiguration(of: projects, editorSettings: settings)
    }

    /// Read the projects' configuration again (with the editor's new settings, if any) and index
    /// them under it; then show and publish its problems.
    func reloadConfiguration(of projects: [Project], editorSettings: String? = nil) {
        for project in projects { project.host.reloadConfiguration(editorSettings: editorSettings) }
        indexProjects(projects) { [weak self] in
            self?.showSettingsIssues(of: projects)
            self?.publishDiagnostics(of: projects)
        }
    }

    /// Problems in the editor's settings have no file to be shown on: a message each (once, as
    /// every project reads the same settings).
    func showSettingsIssues(of projects: [Project]) {
        var shown: Set<String> = []
        for host in projects.map(\.host) {
            for issue in host.configurationIssues where issue.path != host.configurationPath && shown.insert("\(issue)").inserted {
                sendNotification(ShowMessageNotification(type: .warning, message: "Scenery: \(issue)"))
            }
        }
    }

    // MARK: Files

    /// Files changed outside the editor: each project reads again those that are its (open
    /// documents keep the editor's text). A change of a project's configuration or build model
    /// indexes that project again.
    /// A deleted folder may come as one deletion (VS Code's watcher sends one for the folder):
    /// every indexed file under it goes too. A deleted path the project indexes as a file is no
    /// folder, and is not looked under: a file's deletion reads none of the other paths.
    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesNotification) throws {
        let paths = try params.changes.map { try Client.path($0.uri) }
        let deleted = zip(params.changes, paths).compactMap { change, path in change.type == .deleted ? path : nil }
        var changed: [Project] = []
        for project in projects {
            var own = paths.filter { projectServing($0) === project }
            let deletedFolders = deleted.filter { !project.host.holdsFile($0) }
            if !deletedFolders.isEmpty {
                own += project.host.paths(under: deletedFolders).filter { projectServing($0) === project }
            }
            guard !own.isEmpty else { continue }
            ensureIndexed([project])
            if own.contains(where: { project.host.configures($0) }) {
                reloadConfiguration(of: [project])
                continue
            }
            logged(project.host.reindex(own))
            changed.append(project)
        }
        publishDiagnostics(of: changed)
    }

    func didOpen(_ params: DidOpenTextDocumentNotification) throws {
        let path = try Client.path(params.textDocument.uri)
        client.documents[path] = (params.textDocument.uri, params.textDocument.version)
        guard let project = projectServing(path) else { return }
        project.host.setBuffer(path, to: SourceText(params.textDocument.text), indexing: .deferred)
        ensureIndexed([project])
        logged(project.host.reindex([path]))
        publishDiagnostics(of: [project], first: path)
    }

    /// Completion must see the new text at once (or the next change of the same batch will index
    /// it: `indexing` false); diagnostics wait for the save.
    func didChange(_ params: DidChangeTextDocumentNotification, indexing: Bool) throws {
        let path = try Client.path(params.textDocument.uri)
        guard client.documents[path] != nil else {
            throw ResponseError(code: ResponseError.invalidParams, message: "didChange for \(params.textDocument.uri), which is not open")
        }
        client.documents[path]?.version = params.textDocument.version
        // A document no project serves (no workspace folder) has nothing to index.
        guard let project = projectServing(path), let text = project.host.buffer(path) else { return }
        let changed = params.contentChanges.reduce(text) { text, change in client.applying(change, to: text) }
        ensureIndexed([project])
        logged(project.host.setBuffer(path, to: changed, indexing: indexing ? .keystroke : .deferred))
    }

    /// Index what `didChange(_:indexing: false)` left: before any other message is handled.
    func indexPendingChanges() {
        for project in projects { logged(project.host.indexPendingBuffers()) }
    }

    func didSave(_ params: DidSaveTextDocumentNotification) throws {
        let path = try Client.path(params.textDocument.uri)
        guard let project = projectServing(path) else { return }
        // Without file watching, a save is when changes on disk are noticed; a changed
        // configuration indexes the project again, and publishes when that is done.
        if !clientWatchesFiles, project.host.configurationChangedOnDisk {
            reloadConfiguration(of: [project])
            return
        }
        ensureIndexed([project])
        if !clientWatchesFiles { logged(project.host.refreshFromDisk()) }
        logged(project.host.reindex([path]))
        if project.host.configuration.generateOnSave { generateOnSave(project) }
        publishDiagnostics(of: [project], first: path)
    }

    /// Unsaved edits are gone with the buffer: the disk is the truth again.
    func didClose(_ params: DidCloseTextDocumentNotification) throws {
        let path = try Client.path(params.textDocument.uri)
        client.documents[path] = nil
        guard let project = projectServing(path) else { return }
        logged(project.host.closeBuffers([path]))
        // The disk is the truth again: a file deleted while open goes, and its diagnostics with it.
        publishDiagnostics(of: [project])
    }

    /// Files that could not be indexed are logged: the client has nowhere to show them.
    func logged(_ errors: [WorkspaceError]) {
        for error in errors { log(error.description) }
    }

    // MARK: Generation

    /// `generateOnSave`: write the generated files the save changed (`Workspace.writeGenerated`
    /// leaves equal bytes alone). A failure is shown once, not after every save.
    private func generateOnSave(_ project: Project) {
        do {
            try project.host.writeGeneratedOutputs()
            project.generateOnSaveError = nil
        } catch {
            let message = "\(error)"
            guard message != project.generateOnSaveError else { return }
            project.generateOnSaveError = message
            sendNotification(ShowMessageNotification(type: .error, message: "Scenery: \(message)"))
        }
    }

    /// "Generate all factories": every project's, each written as far as it can be; an error
    /// names what failed once all were tried.
    func executeCommand(_ params: ExecuteCommandRequest) throws -> JSONValue {
        ensureAllIndexed()
        guard params.command == Client.generateCommand else {
            throw ResponseError(code: ResponseError.invalidParams, message: "unknown command \(params.command)")
        }
        var errors: [String] = []
        for project in projects {
            do {
                try project.host.writeGeneratedOutputs()
            } catch {
                sendNotification(ShowMessageNotification(type: .error, message: "Scenery: \(error)"))
                errors.append("\(error)")
            }
        }
        publishDiagnostics(of: projects)
        if !errors.isEmpty { throw ResponseError(code: ResponseError.requestFailed, message: errors.joined(separator: "; ")) }
        return .null
    }

    // MARK: Diagnostics

    /// Publish what changed: a file just opened or saved (`first`) gets its own diagnostics at once,
    /// from a run focused on it, then every file whose diagnostics changed gets its new list. To a
    /// client that pulls diagnostics, each list is only recorded, under a new result id, and a change
    /// is announced with `workspace/diagnostic/refresh` when the client takes it.
    /// Each project publishes its own files'; `first` belongs to the project that serves it.
    func publishDiagnostics(of projects: [Project], first: String? = nil) {
        let client = client
        let convert = { (file: FileDiagnostics, texts: IndexedTexts) in (file, client.diagnostics(file, in: texts)) }
        var anyChanged = false
        for project in projects {
            if let first, project === projectServing(first) {
                let own = project.host.diagnostics(focusedOn: first, converting: convert)
                publish(own.0, own.1)
            }
            let changed = project.host.changedDiagnostics(converting: convert)
            for (file, diagnostics) in changed { publish(file, diagnostics) }
            anyChanged = anyChanged || !changed.isEmpty
        }
        if client.pullsDiagnostics, anyChanged, client.refreshSupport { sendRequest(DiagnosticRefreshRequest()) { _ in } }
    }

    /// Send a file's list (nil: there is no text to place it in), or record it for a pull.
    func publish(_ file: FileDiagnostics, _ diagnostics: [SceneryLSPTypes.Diagnostic]?) {
        if client.pullsDiagnostics {
            resultIDs[file.path] = String(nextResultID)
            nextResultID += 1
            pullableDiagnostics[file.path] = file.diagnostics.isEmpty ? nil : diagnostics ?? []
            return
        }
        guard let diagnostics else { return }
        sendNotification(
            PublishDiagnosticsNotification(uri: client.uri(of: file.path), version: client.version(of: file.path), diagnostics: diagnostics))
    }

    /// `textDocument/diagnostic`: the file's diagnostics as they would be pushed, or "unchanged"
    /// when the client has them already.
    func documentDiagnostics(_ params: DocumentDiagnosticRequest) throws -> DocumentDiagnosticReport {
        let path = try Client.path(params.textDocument.uri)
        if let project = projectServing(path) { ensureIndexed([project]) }
        return diagnosticReport(for: path, previousResultID: params.previousResultId)
    }

    /// `workspace/diagnostic`: every file of every project that has diagnostics, each as
    /// `textDocument/diagnostic` would answer it (files the client has already, unchanged).
    func workspaceDiagnostics(_ params: WorkspaceDiagnosticRequest) throws -> WorkspaceDiagnosticReport {
        ensureAllIndexed()
        var previous: [String: String] = [:]
        for entry in params.previousResultIds { if let path = try? Client.path(entry.uri) { previous[path] = entry.value } }
        let paths = Set(pullableDiagnostics.keys).union(previous.keys).sorted()
        return WorkspaceDiagnosticReport(
            items: paths.map { path in
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
