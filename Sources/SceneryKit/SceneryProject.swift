@_spi(Scenery) import SceneryWorkspace

/// A project Scenery has read: its screens, its findings, the factory code it would generate and
/// its navigation graph.
///
/// Load one from a folder (or a file in it) with ``load(path:usingCache:)``; the project's
/// `.scenery.yml`, when it has one, is read as `scenery check` reads it. A tool that learns of
/// changes hands them over with ``update(changedPaths:)`` or ``update(path:contents:)``: only the
/// changed files are scanned again.
///
/// A `SceneryProject` is a value: a copy made before an update keeps answering for the files as
/// they were.
public struct SceneryProject: Sendable {
    private var analysis: Analysis
    /// Unsaved contents handed over by ``update(path:contents:)``, which positions are read from.
    private var buffers: [String: [UInt8]] = [:]

    /// The folder the project starts in: the one holding `.scenery.yml`, else the nearest folder
    /// with a `Package.swift`, an `.xcodeproj` or `.git`.
    public var root: String { analysis.configuration.root }

    /// What is wrong with `.scenery.yml`, one sentence each; where a key is wrong, its default is in force.
    public let configurationProblems: [String]

    /// Files and folders that could not be read, one sentence each.
    public private(set) var unreadableFiles: [String]

    /// The Swift, storyboard and xib files read, by absolute path, in order.
    public var paths: [String] { analysis.index.paths }

    /// Reads the project that holds `path`.
    ///
    /// - Parameters:
    ///   - path: the project's folder, or a file or folder inside it.
    ///   - usingCache: start from the facts `scenery` saved for the project in its cache folder
    ///     (`SCENERY_CACHE_DIR`, else `~/.cache/scenery`), and save them back.
    /// - Throws: ``SceneryError`` when no project can be opened at `path`.
    public static func load(path: String, usingCache: Bool = false) throws(SceneryError) -> SceneryProject {
        do {
            return SceneryProject(try Workspace.load(path: path, cache: usingCache ? FactsCache.standard() : nil))
        } catch {
            throw SceneryError(description: "\(error)")
        }
    }

    /// The project `scenery` loaded.
    package init(_ loaded: LoadedProject) {
        analysis = loaded.analysis
        configurationProblems = loaded.configurationIssues.map(\.description)
        unreadableFiles = loaded.fileErrors.map(\.description)
    }

    // MARK: Changes

    /// Reads `changedPaths` from disk again: a file that is gone leaves the project, a new one
    /// joins it when the project's `include`/`exclude` let it in. Contents handed over by
    /// ``update(path:contents:)`` for these paths are dropped: the disk is the truth again.
    public mutating func update(changedPaths: [String]) {
        var files: [(path: String, bytes: [UInt8])] = []
        for path in changedPaths {
            buffers[path] = nil
            switch Workspace.read(path) {
            case .success(let bytes):
                if Workspace.indexes(path, analysis.configuration) { files.append((path, bytes)) }
            case .failure(let error):
                analysis.remove(path: path)
                if case .notFound = error { continue }
                unreadableFiles.append(error.description)
            }
        }
        analysis.update(files: files, read: otherFiles)
    }

    /// The text of the project's files for the index (`Analysis.update(path:bytes:read:)`): the
    /// buffers handed over, else the disk.
    private var otherFiles: @Sendable (String) -> [UInt8]? {
        { [buffers] path in buffers[path] ?? (try? Workspace.read(path).get()) }
    }

    /// Takes `contents` as the text of `path`, as an editor's unsaved buffer: the project answers
    /// for these bytes until ``update(changedPaths:)`` names the path.
    public mutating func update(path: String, contents: [UInt8]) {
        guard Workspace.indexes(path, analysis.configuration) else { return }
        buffers[path] = contents
        analysis.update(path: path, bytes: contents, read: otherFiles)
    }

    // MARK: Answers

    /// Every screen: each view controller class the project defines (unless `.scenery.yml`
    /// excludes it), with where Interface Builder places it and how its factory creates it.
    public var screens: [SceneryScreen] {
        let targets = analysis.snapshot.buildTargets
        let texts = fileTexts()
        return analysis.screenSummaries().map { summary in
            SceneryScreen(
                summary,
                line: texts.lineAndColumn(summary.screen.declaration.range.lowerBound, in: summary.screen.declaration.path).line,
                targets: targets.targets(building: summary.screen.declaration.path).map { targets.targets[$0].name }
            )
        }
    }

    /// Every place where code and Interface Builder files disagree, as `scenery check` reports
    /// them, by file and position.
    public var findings: [SceneryFinding] {
        let texts = fileTexts()
        return analysis.diagnostics().map { SceneryFinding($0, texts: texts) }
    }

    /// The factory code for every screen, as `scenery generate` writes it, in `styles` (nil: the
    /// styles the project's configuration, or its conventions, choose).
    public func generatedSource(styles: [SceneryFactoryStyle]? = nil) -> String {
        guard let styles else { return analysis.generatedFile().contents }
        var input = analysis.generatorInput
        input.options.styles = styles.map(\.style)
        return FactoryGenerator.generate(input).contents
    }

    /// Who creates, pushes or presents whom: generated factories' calls, string-based
    /// instantiation, and segues (through storyboard references too).
    public var navigationGraph: SceneryNavigationGraph {
        SceneryNavigationGraph(analysis.navigationGraph(), texts: fileTexts())
    }

    /// Positions come from the bytes indexed: the unsaved contents handed over, else the disk.
    private func fileTexts() -> FileTexts {
        let buffers = buffers
        return FileTexts { path in buffers[path].map { SourceText(bytes: $0) } ?? FileTexts.fromDisk(path) }
    }
}

/// A project that cannot be opened.
public struct SceneryError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public let description: String
}
