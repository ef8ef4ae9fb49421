@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

extension Analysis {
    /// Where the user meets a problem that is fixed in a storyboard or xib: at each related place
    /// in a Swift file, a diagnostic of the same rule (information at most) that names where to fix
    /// it and carries the same fixes. Editors that show only open buffers' diagnostics then show it
    /// in the Swift file being edited; it goes away with the problem. `place` names a location for
    /// people (`Profile.storyboard:54`).
    @_spi(Scenery) public func mirrors(of diagnostics: [Diagnostic], place: (SourceLocation) -> String) -> [Diagnostic] {
        diagnostics.flatMap { diagnostic -> [Diagnostic] in
            guard ProjectIndex.FileKind(path: diagnostic.location.path) == .interfaceBuilder else { return [] }
            return diagnostic.related.filter { ProjectIndex.FileKind(path: $0.location.path) == .swift }.map { related in
                Diagnostic(
                    rule: diagnostic.rule, severity: min(diagnostic.severity, .info),
                    message: "\(diagnostic.message) (fix it in \(place(diagnostic.location)))",
                    location: related.location, related: [Diagnostic.Related(location: diagnostic.location, message: "where to fix it")],
                    fixes: diagnostic.fixes
                )
            }
        }
    }
}
