@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// The project's diagnostics file by file, kept up to date change by change: after a change,
/// only the files it may alter (`Analysis.paths(affectedBy:diagnostics:)`) are checked again, each
/// by a run focused on it, which gives what a run over the whole project gives for that file.
@_spi(Scenery) public struct ProjectDiagnostics: Sendable {
    /// Each file's diagnostics (those located there), in report order; files without any are absent.
    @_spi(Scenery) public private(set) var byPath: [String: [Diagnostic]] = [:]
    /// The files with diagnostics of each rule.
    private var pathsByRule: [String: Set<String>] = [:]

    /// The diagnostics of the whole project, from one run over it.
    @_spi(Scenery) public init(_ analysis: Analysis) { self.init(analysis.diagnostics()) }

    /// `diagnostics`, those of a run over the whole project, in report order.
    @_spi(Scenery) public init(_ diagnostics: [Diagnostic]) {
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byPath[diagnostic.location.path, default: []].append(diagnostic) }
        for (path, diagnostics) in byPath { set(diagnostics, for: path) }
    }

    /// Every diagnostic, in report order.
    @_spi(Scenery) public var all: [Diagnostic] { byPath.keys.sorted().flatMap { byPath[$0] ?? [] } }

    /// The files that have diagnostics of a rule.
    @_spi(Scenery) public func paths(withRule id: String) -> Set<String> { pathsByRule[id] ?? [] }

    /// Checks again the files `change` may alter (but those whose diagnostics are `known`
    /// already, from a run focused on them); returns those whose diagnostics changed.
    @discardableResult
    @_spi(Scenery) public mutating func update(after change: JoinChange, in analysis: Analysis, known: [String: [Diagnostic]] = [:]) -> Set<String> {
        let refreshed = refreshed(after: change, in: analysis, known: known)
        apply(refreshed)
        return Set(refreshed.keys)
    }

    /// The diagnostics, now, of the files `change` may alter whose diagnostics changed (an empty
    /// list: it has none now), each checked on its own unless `known`.
    @_spi(Scenery) public func refreshed(
        after change: JoinChange, in analysis: Analysis, known: [String: [Diagnostic]] = [:]
    ) -> [String: [Diagnostic]] {
        guard !change.isEmpty || !known.isEmpty else { return [:] }
        var refreshed: [String: [Diagnostic]] = [:]
        for path in analysis.paths(affectedBy: change, diagnostics: self).union(known.keys) {
            let diagnostics = known[path] ?? analysis.diagnostics(in: path)
            if diagnostics != byPath[path] ?? [] { refreshed[path] = diagnostics }
        }
        return refreshed
    }

    /// Takes each file's diagnostics in `refreshed`.
    @_spi(Scenery) public mutating func apply(_ refreshed: [String: [Diagnostic]]) {
        for (path, diagnostics) in refreshed { set(diagnostics, for: path) }
    }

    private mutating func set(_ diagnostics: [Diagnostic], for path: String) {
        for rule in Set((byPath[path] ?? []).map(\.rule)) {
            pathsByRule[rule]?.remove(path)
            if pathsByRule[rule]?.isEmpty == true { pathsByRule[rule] = nil }
        }
        byPath[path] = diagnostics.isEmpty ? nil : diagnostics
        for rule in Set(diagnostics.map(\.rule)) { pathsByRule[rule, default: []].insert(path) }
    }
}

extension Analysis {
    /// The files whose diagnostics `change` may alter (`Checks.paths(affectedBy:)`), and the
    /// generated files when what generation makes of the whole project may have changed.
    @_spi(Scenery) public func paths(affectedBy change: JoinChange, diagnostics: ProjectDiagnostics) -> Set<String> {
        let context = ChangeContext(change: change, snapshot: snapshot, pathsWithDiagnostics: diagnostics.paths(withRule:))
        var paths = Checks.paths(affectedBy: context)
        guard change.generatedCode else { return paths }
        for output in [configuration.outputPath] + (configuration.testsOutputPath.map { [$0] } ?? [])
        where index.swiftFiles[output]?.facts.isGenerated == true {
            paths.insert(output)
        }
        return paths
    }
}
