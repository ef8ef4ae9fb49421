import ArgumentParser
import Foundation

/// What every `scenery` command exits with, so a build phase or CI job can tell findings from a
/// run that went wrong (Documentation/CommandLine.md: Exit codes). A run that meets several ends with the highest.
package enum ExitStatus: Int32, Comparable, Sendable {
    /// Nothing fails the run: no error (with `--strict`, no warning either), every generated file
    /// written or up to date, the listing printed.
    case clean = 0
    /// The project has problems that fail the run: `check` found an error (with `--strict`, also a
    /// warning), `generate --check` a generated file that is missing or stale.
    case findings = 1
    /// Scenery could not do what it was asked: a file it had to write could not be written (or is
    /// a hand-written file where the generated one goes), Graphviz's `dot` is missing or failed.
    case failure = 2
    /// The command was given something wrong: arguments the parser rejects (its own code, EX_USAGE),
    /// a `PATH` or `--config` file that does not exist, a `.scenery.yml` with problems, a
    /// `--baseline` file that cannot be read.
    case usage = 64

    package var code: ExitCode { ExitCode(rawValue) }

    package static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }

    /// One line for `--help`: the table in brief.
    static let summary = "Exit codes: 0 clean, 1 findings that fail the run, 2 could not run, 64 bad arguments or configuration."
}

extension ExitStatus {
    /// Ends the process with this status, at once: what the command loaded is not freed (freeing a
    /// large app's index took a noticeable share of a warm run).
    func exit() -> Never {
        Foundation.exit(rawValue)
    }
}
