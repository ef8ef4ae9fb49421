@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

extension ProjectHost {
    /// Each diagnostic of the project as `path:line:column rule`, the path relative to the root and
    /// the file read from disk (with the text it is reported at, when `withText`): how the example
    /// projects' READMEs list their problems.
    func reported(withText: Bool = false) -> [String] {
        let configuration = analysis.configuration
        return analysis.diagnostics().map { diagnostic in
            let text = SourceText(bytes: (try? Workspace.read(diagnostic.location.path).get()) ?? [])
            let (line, column) = text.lineAndColumn(of: diagnostic.location.range.lowerBound)
            return "\(configuration.relativePath(diagnostic.location.path)):\(line):\(column) \(diagnostic.rule)"
                + (withText ? " \(text[diagnostic.location.range])" : "")
        }
    }
}
