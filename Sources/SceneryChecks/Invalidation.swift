@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A change of the join as the rules see it: what changed, the project as it is now, and the
/// files that have diagnostics of each rule now.
@_spi(Scenery) public struct ChangeContext {
    @_spi(Scenery) public var change: JoinChange
    @_spi(Scenery) public var snapshot: ProjectSnapshot
    /// The files that have diagnostics of a rule (by id), before the change is checked.
    @_spi(Scenery) public var pathsWithDiagnostics: (String) -> Set<String>

    @_spi(Scenery) public init(change: JoinChange, snapshot: ProjectSnapshot, pathsWithDiagnostics: @escaping (String) -> Set<String>) {
        self.change = change
        self.snapshot = snapshot
        self.pathsWithDiagnostics = pathsWithDiagnostics
    }

    /// Every version of the screens that changed: as they were and as they are.
    var screens: [Screen] { change.screens.flatMap { [$0.before, $0.after].compactMap { $0 } } }

    /// Where an expectation's problems can be reported: where it is written, where it names its
    /// file, and in every file of the names it expects something of.
    func reportablePaths(of expectation: InterfaceExpectation) -> Set<String> {
        var paths: Set<String> = [expectation.location.path]
        if let named = expectation.fileNameLocation?.path { paths.insert(named) }
        for name in expectation.files { paths.formUnion(snapshot.interfacePaths(expectation.fileKind, named: name)) }
        return paths
    }
}

extension Checks {
    /// The files whose diagnostics a change of the join may alter: the changed files; where the
    /// expectations that changed can be reported; for a storyboard or xib that changed, the files
    /// of its name and where every expectation of it can be reported; for a class whose chain,
    /// declaration or view controller changed, where the expectations of it and of the files
    /// naming it can be reported; for a screen that changed, where it is declared, placed and
    /// bound and where its dependencies are; and what each rule reads beyond that
    /// (`Rule.paths(affectedBy:)`). A run focused on each of them gives the project's diagnostics
    /// as a whole run would (`IncrementalDiagnosticsTests`).
    @_spi(Scenery) public static func paths(affectedBy context: ChangeContext) -> Set<String> {
        let change = context.change
        let snapshot = context.snapshot
        var paths = change.paths
        for expectation in change.expectations.removed + change.expectations.added { paths.formUnion(context.reportablePaths(of: expectation)) }
        for path in change.paths where ProjectIndex.FileKind(path: path) == .interfaceBuilder {
            let file = InterfaceFileFacts(path: path, kind: path.hasSuffix(".xib") ? .xib : .storyboard)
            for name in Set([file.name, file.deviceIndependentName]) {
                paths.formUnion(snapshot.interfacePaths(file.kind, named: name))
                for expectation in snapshot.expectations(naming: file.kind, name) { paths.formUnion(context.reportablePaths(of: expectation)) }
            }
        }
        for name in change.classNames.union(change.viewControllerNames).union(change.typeNames) {
            for expectation in snapshot.expectations(expectingClass: name) { paths.formUnion(context.reportablePaths(of: expectation)) }
            for path in snapshot.interfacePaths(referencingClass: name) {
                paths.insert(path)
                guard let file = snapshot.interfaceFile(at: path) else { continue }
                for expectation in snapshot.expectations(naming: file.kind, file.name) { paths.formUnion(context.reportablePaths(of: expectation)) }
            }
        }
        for screen in context.screens {
            paths.insert(screen.declaration.path)
            paths.formUnion(screen.dependencies.map(\.path))
            paths.formUnion(screen.placement.scenes.map(\.location.path) + screen.placement.nibs.map(\.location.path))
            if let binding = screen.storyboard { paths.insert(binding.location.path) }
            if let initializer = screen.initializer { paths.insert(initializer.path) }
        }
        for rule in allRules { paths.formUnion(rule.paths(affectedBy: context)) }
        return paths
    }
}
