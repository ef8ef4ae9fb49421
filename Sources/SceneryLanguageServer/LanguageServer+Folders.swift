@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
@_spi(Scenery) import SceneryWorkspace

/// One project the server serves: the workspace folders that open it (folders whose
/// `.scenery.yml` is the same share it), its host, and what the session tracks of it.
final class Project {
    /// The workspace folders, as real paths (`Client.path`).
    var folders: [String]
    var host: ProjectHost
    /// Indexed after `initialized` (or once added) and after a configuration change, and at once
    /// by any request that needs it before then.
    var indexed = false
    /// The last error of a write on save, shown once rather than after every save.
    var generateOnSaveError: String?

    init(folder: String, host: ProjectHost) {
        folders = [folder]
        self.host = host
    }

    var root: String { host.configuration.root }

    /// How closely the project holds `path`: the length of the longest of its root and folders
    /// that contain it; nil when none does.
    func reach(of path: String) -> Int? {
        ([root] + folders).filter { holds($0, path) }.map(\.count).max()
    }
}

/// Whether `path` is `folder` or below it.
private func holds(_ folder: String, _ path: String) -> Bool {
    path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
}

/// The workspace folders: which project serves a document, and folders coming and going.
extension LanguageServer {
    // MARK: Routing

    /// The project that serves the document at `path` (a real path, `Client.path`): the one whose
    /// root or workspace folder holds it most closely. A document in none is served by the first
    /// project, as a single-folder session served it: its own text against that project's screens,
    /// indexed into no project. Nil only when no folder is open.
    func projectServing(_ path: String) -> Project? {
        projects.max { ($0.reach(of: path) ?? -1) < ($1.reach(of: path) ?? -1) }
    }

    // MARK: Folders

    /// Serve the workspace folder at `uri`: as one more folder of the project whose root it finds
    /// (`Workspace.projectRoot(forFolder:)`: its `.scenery.yml` above or below it), else as a new
    /// project, returned (unindexed).
    func openFolder(_ uri: DocumentURI) throws -> Project? {
        let folder = try Client.path(uri)
        let (root, passedOver) = try Workspace.projectRoot(forFolder: folder)
        if root != folder, holds(folder, root) {
            let others = passedOver.isEmpty ? "" : " (as shallow, not served: \(passedOver.joined(separator: ", ")))"
            log("the workspace folder \(folder) is served as the project of \(root)/\(ProjectConfiguration.fileName)\(others)")
        }
        if let project = projects.first(where: { $0.root == root }) {
            if !project.folders.contains(folder) { project.folders.append(folder) }
            return nil
        }
        let project = Project(folder: folder, host: ProjectHost(root: root, editorSettings: editorSettings))
        projects.append(project)
        return project
    }

    /// `workspace/didChangeWorkspaceFolders`: a removed folder's project goes (with the diagnostics
    /// it published) once no folder serves it; an added folder is indexed as `initialized` indexes.
    /// Open documents move to the project that serves them now.
    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersNotification) {
        var removed: [Project] = []
        for folder in params.event.removed {
            guard let path = try? Client.path(folder.uri), let project = projects.first(where: { $0.folders.contains(path) }) else {
                log("ignored the removal of \(folder.uri), which is not served")
                continue
            }
            project.folders.removeAll { $0 == path }
            guard project.folders.isEmpty else { continue }
            projects.removeAll { $0 === project }
            removed.append(project)
            clearDiagnostics(of: project)
        }
        let added = params.event.added.compactMap { folder -> Project? in
            do {
                return try openFolder(folder.uri)
            } catch {
                log("cannot open the workspace folder \(folder.uri): \(error)")
                return nil
            }
        }
        rehomeOpenDocuments(from: removed + projects)
        // A project that gained or lost one inside it is indexed again, and publishes what changed.
        let regrouped = separateNestedProjects().filter { project in !added.contains { $0 === project } }
        guard !added.isEmpty || !regrouped.isEmpty else { return }
        showSettingsIssues(of: added)
        publishDiagnostics(of: added)
        indexProjects(added + regrouped) { [weak self] in self?.publishDiagnostics(of: regrouped) }
    }

    /// Each file is one project's: a project whose root is inside another's is left out of the
    /// outer one (`ProjectHost.leaveOut(nestedProjectRoots:)`). Returns the projects this changed,
    /// whose index starts empty.
    @discardableResult
    func separateNestedProjects() -> [Project] {
        var changed: [Project] = []
        for outer in projects {
            let nested = projects.map(\.root).filter { $0 != outer.root && holds(outer.root, $0) }.sorted()
            if outer.host.leaveOut(nestedProjectRoots: nested) { changed.append(outer) }
        }
        return changed
    }

    /// Each open document's buffer moves to the project that serves it now, if another held it.
    private func rehomeOpenDocuments(from sources: [Project]) {
        for path in client.documents.keys.sorted() {
            guard let target = projectServing(path), target.host.buffer(path) == nil,
                let source = sources.first(where: { $0 !== target && $0.host.buffer(path) != nil }), let text = source.host.buffer(path)
            else { continue }
            logged(target.host.setBuffer(path, to: text, indexing: .deferred))
            if projects.contains(where: { $0 === source }) { logged(source.host.closeBuffers([path])) }
        }
    }

    /// Empty lists for every file the project published diagnostics for.
    private func clearDiagnostics(of project: Project) {
        let cleared = project.host.published.paths
        for path in cleared { publish(FileDiagnostics(path: path, diagnostics: []), []) }
        if client.pullsDiagnostics, !cleared.isEmpty, client.refreshSupport { sendRequest(DiagnosticRefreshRequest()) { _ in } }
    }
}
