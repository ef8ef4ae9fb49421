@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
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
    private var host: ProjectHost

    /// The folder the project starts in: the one holding `.scenery.yml`, else the nearest folder
    /// with a `Package.swift`, an `.xcodeproj` or `.git`.
    public var root: String { host.configuration.root }

    /// What is wrong with `.scenery.yml`, one sentence each; where a key is wrong, its default is in force.
    public let configurationProblems: [String]

    /// Files and folders that could not be read, one sentence each.
    public private(set) var unreadableFiles: [String]

    /// The Swift, storyboard and xib files read, by absolute path, in order.
    public var paths: [String] { host.paths }

    /// Reads the project that holds `path`.
    ///
    /// - Parameters:
    ///   - path: the project's folder, or a file or folder inside it.
    ///   - usingCache: start from the facts `scenery` saved for the project in its cache folder
    ///     (`SCENERY_CACHE_DIR`, else `~/.cache/scenery`), and save them back.
    /// - Throws: ``SceneryError`` when no project can be opened at `path`.
    public static func load(path: String, usingCache: Bool = false) throws(SceneryError) -> SceneryProject {
        do {
            return SceneryProject(try ProjectHost.load(path: path, cache: usingCache ? FactsCache.standard() : nil))
        } catch {
            throw SceneryError(description: "\(error)")
        }
    }

    /// The project `scenery` loaded.
    package init(_ host: ProjectHost) {
        self.host = host
        configurationProblems = host.configurationIssues.map(\.description)
        unreadableFiles = host.fileErrors.map(\.description)
    }

    // MARK: Changes

    /// Reads `changedPaths` from disk again: a file that is gone leaves the project, a new one
    /// joins it when the project's `include`/`exclude` let it in. Contents handed over by
    /// ``update(path:contents:)`` for these paths are dropped: the disk is the truth again.
    public mutating func update(changedPaths: [String]) {
        unreadableFiles += host.closeBuffers(changedPaths).map(\.description)
    }

    /// Takes `contents` as the text of `path`, as an editor's unsaved buffer: the project answers
    /// for these bytes until ``update(changedPaths:)`` names the path.
    public mutating func update(path: String, contents: [UInt8]) {
        host.setBuffer(path, to: SourceText(bytes: contents))
    }

    // MARK: Answers

    /// Every screen: each view controller class the project defines (unless `.scenery.yml`
    /// excludes it), with where Interface Builder places it and how its factory creates it.
    public var screens: [SceneryScreen] {
        answer { analysis, texts in
            analysis.screenSummaries().map { summary in
                SceneryScreen(
                    summary, line: texts.lineAndColumn(summary.screen.declaration.range.lowerBound, in: summary.screen.declaration.path).line)
            }
        }
    }

    /// Every place where code and Interface Builder files disagree, as `scenery check` reports
    /// them, by file and position.
    public var findings: [SceneryFinding] {
        answer { analysis, texts in analysis.diagnostics().map { SceneryFinding($0, texts: texts) } }
    }

    /// The factory code for every screen, as `scenery generate` writes it, in `styles` (nil: the
    /// styles the project's configuration, or its conventions, choose).
    public func generatedSource(styles: [SceneryFactoryStyle]? = nil) -> String {
        guard let styles else { return host.analysis.generatedFile().contents }
        return host.analysis.generatedFile(styles: styles.map(\.style)).contents
    }

    /// Who creates, pushes or presents whom: generated factories' calls, string-based
    /// instantiation, and segues (through storyboard references too).
    public var navigationGraph: SceneryNavigationGraph {
        answer { analysis, texts in SceneryNavigationGraph(analysis.navigationGraph(), texts: texts) }
    }

    /// Positions come from the lines of the bytes indexed (`ProjectHost.answer`), whatever the disk holds now.
    private func answer<Answer>(_ make: (Analysis, IndexedTexts) -> Answer) -> Answer { host.answer(make) }
}

/// A project that cannot be opened.
public struct SceneryError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public let description: String
}
