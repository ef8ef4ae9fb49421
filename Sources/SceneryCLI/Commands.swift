import ArgumentParser
import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
import SceneryKit
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// The folder a command works on, and the cache switch.
package struct FolderOptions: ParsableArguments {
    // No default value: the argument parser would print the folder `--help` ran in as the default.
    @Argument(help: "The project folder (or a file in it). Default: the current folder.")
    package var path: String?

    @Flag(help: "Neither read nor write the facts cache (see Documentation/CommandLine.md).")
    package var noCache = false

    package init() {}

    /// `path`, or the current folder when none was given.
    package var folder: String { path ?? FileManager.default.currentDirectoryPath }
}

/// Options every command that loads a project takes.
package struct ProjectOptions: ParsableArguments {
    @OptionGroup package var folder: FolderOptions

    @Option(
        help: ArgumentHelp("Use this .scenery.yml instead of the one found at or above PATH; its paths are read against PATH.", valueName: "file"))
    package var config: String?

    package init() {}

    /// Load and index the project; configuration problems are printed as errors and the defaults
    /// stay in force.
    func load() throws -> ProjectHost {
        let host = try opening { try ProjectHost.load(path: folder.folder, configurationFile: config, cache: cache) }
        announce(host)
        return host
    }

    /// The project with `part` of the results saved for it, when they hold for its files as they
    /// are on disk and keep that part (a warm run: no facts are read, nothing is indexed); else
    /// indexed, as `load()` does.
    func load<Part>(answeringFrom part: KeyPath<SavedResults, Part?>) throws -> Loaded<Part> {
        if let cache, let saved = try opening({ try SavedProject.load(path: folder.folder, configurationFile: config, cache: cache) }),
            let answer = saved.results[keyPath: part]
        {
            announce(saved)
            return .saved(saved, answer)
        }
        return .indexed(try load())
    }

    private var cache: FactsCache? { folder.noCache ? nil : FactsCache.standard() }

    /// The project `open` opens; one that cannot be opened is a one-line error, not a usage message.
    private func opening<Project>(_ open: () throws -> Project) throws -> Project {
        do {
            return try open()
        } catch {
            standardError("error: \(error)")
            throw ExitStatus.usage.code
        }
    }

    /// Prints what is wrong with the configuration as errors, and what could not be read or saved
    /// as warnings.
    private func announce(_ project: some LoadedProject) {
        for issue in project.configurationIssues { standardError("error: \(issue)") }
        for error in project.fileErrors { standardError("warning: \(error)") }
        if let error = project.cacheError { standardError("warning: facts cache not saved: \(error)") }
    }
}

func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes `bytes` to stdout at once, unbuffered (a report of megabytes is written in one go).
func writeStandardOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        guard let start = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(STDOUT_FILENO, start + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            // Nowhere to report it: stdout is where reports go.
            guard written > 0 else { return }
            offset += written
        }
    }
}

package struct Check: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "Report every place where code and storyboards disagree.",
        discussion: "Fails (exit 1) when there is an error, or with --strict a warning. Use --reporter xcode in a Run Script build phase. "
            + ExitStatus.summary
    )

    @OptionGroup package var project: ProjectOptions
    @Option(help: "text, xcode, json, github, sarif, checkstyle or junit.") package var reporter: Reporter = .text
    @Flag(help: "Print only the findings: no summary.") package var quiet = false
    @Flag(help: "Warnings fail the run too.") package var strict = false
    @Option(help: ArgumentHelp("Do not report the findings recorded in this file (see --write-baseline).", valueName: "file"))
    package var baseline: String?
    @Option(
        help: ArgumentHelp("Record every current finding in this file, to pass to --baseline later; the run goes on as usual.", valueName: "file"))
    package var writeBaseline: String?

    package init() {}

    package func run() throws {
        // Read before the project: a wrong file name is reported before a long index.
        let recorded: Baseline?
        do {
            recorded = try baseline.map(Baseline.read)
        } catch {
            standardError("error: \(error)")
            throw ExitStatus.usage.code
        }
        // The report needs no file's text (the diagnostics come located): a warm run answers from
        // the results saved. A baseline reads the lines of the files with findings, which only an
        // indexed project has.
        let answered = try recorded == nil && writeBaseline == nil ? project.load(answeringFrom: \.diagnostics) : .indexed(project.load())
        let loaded: any LoadedProject
        let (current, reported, suppressed): (Baseline?, [LocatedDiagnostic], Int)
        switch answered {
        case .saved(let saved, let located):
            (loaded, current, reported, suppressed) = (saved, nil, located, 0)
        case .indexed(var host):
            let configuration = host.configuration
            let files = IndexedFileReader(index: host.analysis.index)
            (current, reported, suppressed) = host.withLocatedDiagnostics { located, _ in
                let current = writeBaseline.map { _ in Baseline(located.map(\.diagnostic), configuration: configuration, text: files.text(of:)) }
                let (kept, suppressed) = recorded?.filter(located, configuration: configuration, text: files.text(of:)) ?? (located, 0)
                return (current, kept, suppressed)
            }
            loaded = host
        }
        let report = reporter.render(reported, configuration: loaded.configuration)
        let diagnostics = reported.map(\.diagnostic)
        if let writeBaseline, let current {
            do {
                try current.write(to: writeBaseline)
            } catch {
                standardError("error: \(error)")
                throw ExitStatus.failure.code
            }
        }
        // The findings go out before the summary, even when stdout and stderr share a pipe.
        fflush(nil)
        writeStandardOutput(report)
        let errors = diagnostics.filter { $0.severity == .error }.count
        if reporter == .text, !quiet {
            let read = loaded.inventory
            let baselined = recorded == nil ? "" : ", \(suppressed) suppressed by the baseline"
            standardError(
                "\(errors) error(s), \(diagnostics.count - errors) other diagnostic(s)\(baselined); read \(read.viewControllers) view controllers "
                    + "(\(read.screens) screens), \(read.scenes) scenes in \(read.storyboards) storyboards, \(read.xibs) xibs"
            )
        }
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        loaded.exitStatus(failing ? .findings : .clean).exit()
    }
}

package struct Generate: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "Write the factory code for every screen (and the resource consistency tests, when `testsOutput` is configured).",
        discussion: "With --check, write nothing and exit with 1 when a generated file is missing or stale. " + ExitStatus.summary
    )

    @OptionGroup package var project: ProjectOptions
    @Flag(help: "Only check that the generated files are up to date.") package var check = false
    @Option(help: "Also write an Xcode .xcfilelist of the files Scenery read, so a build phase runs only when one changes.")
    package var inputFileList: String?
    @Option(help: "Also write an Xcode .xcfilelist naming the generated files.")
    package var outputFileList: String?
    @Option(help: "Write only the factories, here instead of the configured output (build tools use this; the path is taken as given).")
    package var output: String?
    @Option(
        help: ArgumentHelp(
            "The module the factories are compiled into: only its screens get one (a build tool passes its target's).", valueName: "name"))
    package var module: String?
    @Flag(help: "Print only errors: not what was written or is up to date.") package var quiet = false

    package init() {}

    package func run() throws {
        // `--check` compares content hashes only, which the facts cache keeps: a warm run answers
        // from the results saved, generating nothing. Writing, or generating for a module, needs
        // the project indexed.
        let answered = try check && module == nil ? project.load(answeringFrom: \.generated) : .indexed(project.load())
        let loaded: any LoadedProject
        var summary: GeneratedSummary
        // The text of each file to write, by path.
        var contents: [String: String] = [:]
        switch answered {
        case .saved(let saved, let generated):
            (loaded, summary) = (saved, generated)
        case .indexed(var host):
            // Where to write is the configuration's to say: when it says so wrongly, nothing is written.
            if output == nil, !check, host.configurationIssues.contains(where: \.concernsOutputs) {
                standardError("error: \(WorkspaceError.invalidOutputs)")
                throw ExitStatus.usage.code
            }
            if check, module == nil {
                summary = host.generatedSummary()
            } else {
                var outputs = host.analysis.generatedOutputs()
                if let module {
                    guard let file = host.analysis.generatedFile(forModule: module) else {
                        let known = host.analysis.buildTargetNames.joined(separator: ", ")
                        standardError("error: no build target of the project builds module '\(module)' or is named so (known: \(known))")
                        throw ExitStatus.usage.code
                    }
                    outputs[0].file = file
                }
                summary = GeneratedSummary(outputs)
                contents = Dictionary(outputs.map { ($0.path, $0.file.contents) }, uniquingKeysWith: { first, _ in first })
            }
            loaded = host
        }
        let configuration = loaded.configuration
        // `.scenery.yml` may only write inside the project; a path given on the command line is
        // the caller's own choice (a SwiftPM build tool writes into its work folder, and compiles
        // what it asked for with the target: the factories, never the tests).
        var writeRoot = configuration.root
        if let output, let factories = summary.outputs.first {
            let path = URL(fileURLWithPath: output).standardizedFileURL.path
            contents = contents[factories.path].map { [path: $0] } ?? [:]
            summary.outputs = [GeneratedSummary.Output(path: path, contentHash: factories.contentHash)]
            writeRoot = (path as NSString).deletingLastPathComponent
        }
        let outputPaths = Set(summary.outputs.map(\.path))
        let configurationFile = loaded.configurationFile ?? configuration.root + "/" + ProjectConfiguration.fileName
        // Xcode fails a build whose input list names a missing file.
        let inputs =
            loaded.paths.filter { !outputPaths.contains($0) }
            + (FileManager.default.fileExists(atPath: configurationFile) ? [configurationFile] : [])
        try writeFileList(inputFileList, paths: inputs, configuration: configuration)
        try writeFileList(outputFileList, paths: summary.outputs.map(\.path), configuration: configuration)
        if !quiet {
            for skipped in summary.skipped { standardError("note: skipped \(skipped.screen): \(skipped.reason)") }
        }
        var outcome = ExitStatus.clean
        for (position, generated) in summary.outputs.enumerated() {
            let displayName = configuration.relativePath(generated.path)
            if check {
                let current = try? Workspace.read(generated.path).get()
                if let current, SourceText.contentHash(of: current) == generated.contentHash {
                    if !quiet { standardError("\(displayName) is up to date") }
                } else {
                    standardError("error: \(displayName) is \(current == nil ? "missing" : "stale"); run `scenery generate`")
                    outcome = max(outcome, .findings)
                }
                continue
            }
            guard let text = contents[generated.path] else { continue }
            do {
                let written = try Workspace.writeGenerated(text, to: generated.path, root: writeRoot)
                // The factories come first; the tests file has no screen count of its own.
                let count = position == 0 ? ", \(summary.factoryCount) screens" : ""
                if !quiet { standardError("\(displayName): \(written == .written ? "written" : "unchanged")\(count)") }
            } catch {
                standardError("error: \(error)")
                outcome = max(outcome, .failure)
            }
        }
        loaded.exitStatus(outcome).exit()
    }
}

package struct Init: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .scenery.yml with the conventions the project follows.",
        discussion:
            "The file goes into PATH itself (not into a folder above it that has one). An existing .scenery.yml is left alone unless --force is given. "
            + ExitStatus.summary
    )

    @OptionGroup package var project: FolderOptions
    @Flag(help: "Replace an existing .scenery.yml.") package var force = false

    package init() {}

    package func run() throws {
        let root: String
        do {
            root = try Workspace.folder(of: project.folder)
        } catch {
            standardError("error: \(error)")
            throw ExitStatus.usage.code
        }
        // Refused before indexing: a large project takes a while to read.
        let existing = root + "/" + ProjectConfiguration.fileName
        if !force, FileManager.default.fileExists(atPath: existing) {
            standardError("error: \(WorkspaceError.exists(existing)); pass --force to replace it")
            throw ExitStatus.usage.code
        }
        // Detection runs on the defaults: they name the conventions' protocols and the initializer method.
        let indexed = Workspace.index(Workspace.defaultConfiguration(root: root), cache: project.noCache ? nil : FactsCache.standard())
        for error in indexed.fileErrors { standardError("warning: \(error)") }
        let survey = indexed.analysis.conventionSurvey()
        let module = ConfigurationTemplate.module(survey, xcodeProject: Workspace.xcodeProjectName(in: root))
        let path: String
        do {
            path = try Workspace.writeConfiguration(ConfigurationTemplate.text(survey, module: module), root: root, replacing: force)
        } catch {
            standardError("error: \(error)")
            throw ExitStatus.failure.code
        }
        print("Detected:")
        for line in ConfigurationTemplate.detected(survey, module: module) { print("  " + line) }
        print("Wrote \(path)")
    }
}

/// An Xcode file list: one path a line, relative to `$(SRCROOT)` (the project root) when inside it.
func writeFileList(_ listPath: String?, paths: [String], configuration: ProjectConfiguration) throws {
    guard let listPath else { return }
    let lines = paths.map { path in
        path.hasPrefix(configuration.root + "/") ? "$(SRCROOT)/" + configuration.relativePath(path) : path
    }
    do {
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: listPath), options: .atomic)
    } catch {
        standardError("error: cannot write \(listPath): \(error.localizedDescription)")
        throw ExitStatus.failure.code
    }
}

package struct Screens: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "List the project's screens, their storyboards and parameters.", discussion: ExitStatus.summary)

    @OptionGroup package var project: ProjectOptions
    @Flag(help: "Print JSON.") package var json = false

    package init() {}

    package func run() throws {
        let loaded = try project.load()
        let configuration = loaded.configuration
        let rows = SceneryProject(loaded).screens.map { ScreenRow($0, configuration: configuration) }
        // The targets are worth a column only when the screens are not all in one.
        let showsTargets = Set(rows.map(\.targets)).count > 1
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
            print(String(decoding: data, as: UTF8.self))
        } else {
            for row in rows { print(row.line(showingTargets: showsTargets)) }
        }
        loaded.exitStatus(.clean).exit()
    }
}

/// One screen as `scenery screens` shows it (and `scenery mcp`'s `list_screens`).
package struct ScreenRow: Encodable, Sendable {
    package var name: String
    package var file: String
    package var line: Int
    package var superclasses: [String]
    /// `Profile.storyboard`, `Profile.storyboard (initial scene)`, `Profile.xib`, `code-only`…
    package var origin: String
    /// `Profile.storyboard`, nil when it is not created from a storyboard.
    package var storyboard: String?
    package var storyboardIdentifier: String?
    package var factory: String?
    /// `label: Type` each (`_` for no label).
    package var parameters: [String]
    package var skipped: String?
    /// The targets that build the screen's file (empty without a project model).
    package var targets: [String]

    /// `ProfileViewController  Profile.storyboard 'Profile'  profileViewController(user: User)  Sources/Profile.swift:3`
    package func line(showingTargets showsTargets: Bool) -> String {
        let place = origin + (storyboardIdentifier.map { " '\($0)'" } ?? "")
        let call = factory.map { "\($0)(\(parameters.joined(separator: ", ")))" } ?? "skipped: \(skipped ?? "")"
        let built = showsTargets ? "  [\(targets.joined(separator: ", "))]" : ""
        return "\(name)  \(place)  \(call)  \(file):\(line)\(built)"
    }

    package init(_ screen: SceneryScreen, configuration: ProjectConfiguration) {
        name = screen.typeName
        file = configuration.relativePath(screen.file)
        line = screen.line
        superclasses = screen.superclasses
        origin = screen.origin
        storyboard = screen.storyboard.map { "\($0).storyboard" }
        storyboardIdentifier = screen.storyboardIdentifier
        factory = screen.factoryName
        parameters = screen.parameters.map { ($0.label ?? "_") + ": " + $0.type }
        skipped = screen.skippedReason
        targets = screen.targets
    }
}

extension Reporter: ExpressibleByArgument {}
