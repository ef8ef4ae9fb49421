@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Foundation

/// The namespaced factories of the project under one set of options, made once per snapshot.
/// After changes that altered only screens, they are the last ones made, changed in place: only
/// the changed screens' factories, and the names of those named alike, are made again
/// (`FactoryGenerator.update(_:for:changed:)`). Every factory of a large app costs milliseconds,
/// and so does copying them all; completion after a keystroke asks for them all.
struct NamespacedFactories: Sendable {
    typealias Made = (factories: [Factory], skipped: [SkippedScreen])

    /// What they were made of but the screens (a memo holding those would keep the snapshot's
    /// array from being changed in place), and what was made.
    private var memo = Memo<(project: GeneratorInput, made: Made)>()
    private var last: Last?

    /// The last ones made, and the qualified names of the screens changed since. Copies of an
    /// analysis made before the next change share it: the first to make the factories takes
    /// them, to change them where they are; another then makes them afresh.
    private final class Last: @unchecked Sendable {
        let project: GeneratorInput
        let changed: Set<String>
        // Guards `made`: copies of an analysis may make their factories on several threads.
        private let lock = NSLock()
        private var made: Made?

        init(project: GeneratorInput, made: Made, changed: Set<String>) {
            self.project = project
            self.made = made
            self.changed = changed
        }

        func take() -> Made? {
            lock.withLock {
                defer { made = nil }
                return made
            }
        }
    }

    /// They are stale after `change`; the last ones made are kept to start from.
    mutating func forget(after change: JoinChange) {
        var changed: Set<String> = []
        for (before, after) in change.screens {
            if let before { changed.insert(before.qualifiedName) }
            if let after { changed.insert(after.qualifiedName) }
        }
        if let computed = memo.computed {
            last = Last(project: computed.project, made: computed.made, changed: changed)
        } else if let last {
            self.last = last.take().map { Last(project: last.project, made: $0, changed: last.changed.union(changed)) }
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
            guard let last, last.project == project, var made = last.take() else { return (project, FactoryGenerator.factories(for: input)) }
            FactoryGenerator.update(&made, for: input, changed: last.changed)
            return (project, made)
        }.made
    }
}
