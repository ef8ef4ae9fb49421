@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryWorkspace

/// What a command reports from, whichever way the project was loaded: indexed (`ProjectHost`),
/// or on a warm run of `check` or `generate --check` only the results saved for it
/// (`SavedProject`), so that one code path prints either.
protocol LoadedProject {
    var configuration: ProjectConfiguration { get }
    var configurationIssues: [ConfigurationIssue] { get }
    /// The configuration file named on the command line; nil: the root's own `.scenery.yml`.
    var configurationFile: String? { get }
    /// What could not be read, printed as warnings.
    var fileErrors: [WorkspaceError] { get }
    /// Why the facts cache could not be saved.
    var cacheError: WorkspaceError? { get }
    /// The files indexed, sorted.
    var paths: [String] { get }
    /// What the project holds, for `check`'s summary.
    var inventory: ProjectInventory { get }
}

extension LoadedProject {
    /// How a command that did its work with `outcome` ends: a configuration with problems (each
    /// printed as an `error:`) is a usage error, whatever else happened.
    func exitStatus(_ outcome: ExitStatus) -> ExitStatus {
        configurationIssues.isEmpty ? outcome : max(outcome, .usage)
    }
}

extension ProjectHost: LoadedProject {
    var inventory: ProjectInventory { analysis.inventory }
}

extension SavedProject: LoadedProject {
    /// Nothing is saved on a warm run.
    var cacheError: WorkspaceError? { nil }
    var paths: [String] { results.paths }
    var inventory: ProjectInventory { results.inventory }
}

/// A project loaded for a command that can answer from the results saved for it.
enum Loaded<Answer> {
    /// The results hold for the project as it is on disk, and keep the command's answer: nothing
    /// was indexed.
    case saved(SavedProject, Answer)
    /// The command makes its answer from the index (or takes it from results that hold for the
    /// facts indexed).
    case indexed(ProjectHost)
}
