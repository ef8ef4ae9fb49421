@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Testing

/// A project changed one file at a time, its diagnostics kept up to date (`ProjectDiagnostics`)
/// and held, after each change, to those of the same files checked by an analysis made afresh.
struct KeptDiagnostics {
    let configuration = ProjectConfiguration(root: "/p", outputPath: "/p/Generated.swift")
    let rules: [any Rule.Type]
    private(set) var files: [String: [UInt8]]
    private(set) var analysis: Analysis
    private(set) var diagnostics: ProjectDiagnostics

    /// `files` by path; with `recorded` false, kept from a whole run's diagnostics, whose reads the first change records.
    init(_ files: [String: String], rules: [any Rule.Type] = Checks.allRules, recorded: Bool = true) {
        self.rules = rules
        self.files = files.mapValues { Array($0.utf8) }
        analysis = Analysis(configuration: configuration)
        analysis.update(files: self.files.map { ($0.key, $0.value) }, read: { [files = self.files] in files[$0] })
        diagnostics = recorded ? ProjectDiagnostics(analysis, rules: rules) : ProjectDiagnostics(analysis.diagnostics(rules: rules), rules: rules)
    }

    /// Writes `text` to `path` (nil: removes it), keeps the diagnostics up to date and expects them
    /// to be what a fresh check finds; returns what the change did to the join.
    @discardableResult
    mutating func change(_ path: String, to text: String?, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JoinChange {
        files[path] = text.map { Array($0.utf8) }
        let read: @Sendable (String) -> [UInt8]? = { [files] in files[$0] }
        let change = text.map { analysis.update(path: path, bytes: Array($0.utf8), read: read) } ?? analysis.remove(path: path)
        diagnostics.update(after: change, in: analysis)
        var fresh = Analysis(configuration: configuration)
        fresh.update(files: files.map { ($0.key, $0.value) }, read: read)
        #expect(diagnostics.all == fresh.diagnostics(rules: rules), "after \(path) changed", sourceLocation: sourceLocation)
        return change
    }

    /// The findings (hints and information aside) located in `path`.
    func findings(in path: String) -> [Diagnostic] { diagnostics.all.filter { $0.location.path == path && $0.severity >= .warning } }
}
