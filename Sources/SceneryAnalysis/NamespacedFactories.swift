@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// The namespaced factories of the project under one set of options, made once per snapshot.
/// After changes that altered only screens, they are made from the last ones made: only the
/// changed screens' factories, and the names of those named alike, are made again
/// (`FactoryGenerator.factories(for:updating:changed:)`). Every factory of a large app costs tens
/// of milliseconds; completion after a keystroke asks for them all.
struct NamespacedFactories: Sendable {
    typealias Made = (factories: [Factory], skipped: [SkippedScreen])

    /// What they were made of but the screens (a memo holding those would keep the snapshot's
    /// array from being changed in place), and what was made.
    private var memo = Memo<(project: GeneratorInput, made: Made)>()
    /// The last ones made, and the qualified names of the screens changed since.
    private var last: (project: GeneratorInput, made: Made, changed: Set<String>)?

    /// They are stale after `change`; the last ones made are kept to start from.
    mutating func forget(after change: JoinChange) {
        var changed: Set<String> = []
        for (before, after) in change.screens {
            if let before { changed.insert(before.qualifiedName) }
            if let after { changed.insert(after.qualifiedName) }
        }
        if let computed = memo.computed {
            last = (computed.project, computed.made, changed)
        } else {
            last?.changed.formUnion(changed)
        }
        memo = Memo()
    }

    /// The factories of `input`, the project as the snapshot has it now (always the same input
    /// until `forget`).
    func made(for input: GeneratorInput) -> Made {
        memo.value {
            var project = input
            project.screens = []
            // Whatever else generation reads changed too (options, storyboard names, declarations): every factory is made again.
            guard let last, last.project == project else { return (project, FactoryGenerator.factories(for: input)) }
            return (project, FactoryGenerator.factories(for: input, updating: last.made, changed: last.changed))
        }.made
    }
}
