@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import Testing

/// A join changed in place equals the join of the same facts from scratch, after any sequence of
/// edits, creations and deletions: each step puts one file of a small project in one of its
/// versions (or removes it), and every part of the two snapshots is compared.
@Suite struct IncrementalJoinTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func aJoinChangedInPlaceEqualsTheJoinFromScratch(seed: UInt64) {
        Self.expectChangesInPlaceEqualTheJoinFromScratch(seed: seed, steps: 60) { $0.snapshot() }
    }

    /// A snapshot from a saved join (a warm start) makes its name tables when first read: its
    /// first change makes them from the facts before the change, then changes them with the facts.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aJoinFromASavedJoinChangedInPlaceEqualsTheJoinFromScratch(seed: UInt64) {
        Self.expectChangesInPlaceEqualTheJoinFromScratch(seed: seed, steps: 20) { $0.snapshot(joined: $0.snapshot().joined) }
    }

    /// Joins a small project (`start`), then changes the join in place step by step, each step
    /// compared with the join of the same facts from scratch.
    static func expectChangesInPlaceEqualTheJoinFromScratch(seed: UInt64, steps: Int, start: (ProjectIndex) -> ProjectSnapshot) {
        var edits = ProjectEdits(seed: seed)
        var index = ProjectIndex()
        for (path, text) in edits.start() { index.update(path: path, bytes: Array(text.utf8)) }
        var snapshot = start(index)
        for step in 0..<steps {
            var changed: Set<String> = []
            for (path, text) in edits.next() {
                let didChange = text.map { index.update(path: path, bytes: Array($0.utf8)) } ?? index.remove(path: path)
                if didChange { changed.insert(path) }
            }
            snapshot.update(from: index, paths: changed)
            expectEqual(snapshot, index.snapshot(), "seed \(seed), step \(step), changed \(changed.sorted())")
        }
    }

    /// Every part of two snapshots, and what the lookups answer for every name and file; a
    /// difference is reported by its first differing element, not the whole of both.
    static func expectEqual(_ incremental: ProjectSnapshot, _ fresh: ProjectSnapshot, _ context: String) {
        func same<Value: Equatable>(_ part: String, _ a: some Sequence<Value>, _ b: some Sequence<Value>) {
            let (a, b) = (Array(a), Array(b))
            guard a != b else { return }
            let position = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let shown = { (values: [Value]) in position < values.count ? String("\(values[position])".prefix(600)) : "nothing" }
            Issue.record(
                "\(context): \(part) differ at \(position) of \(a.count) (\(b.count) from scratch):\n\(shown(a))\nfrom scratch:\n\(shown(b))")
        }
        func sorted<Value>(_ dictionary: [String: Value]) -> [String] { dictionary.keys.sorted().map { "\($0): \(dictionary[$0]!)" } }
        same("Swift files", incremental.swiftFiles, fresh.swiftFiles)
        same("Interface Builder files", incremental.interfaceFiles, fresh.interfaceFiles)
        same("screens", incremental.screens, fresh.screens)
        // Generation and lookups take them as sorted by qualified name without checking.
        same("screens sorted by qualified name", incremental.screens.map(\.qualifiedName), incremental.screens.map(\.qualifiedName).sorted())
        same("view controllers", incremental.viewControllers, fresh.viewControllers)
        same("expectations", incremental.expectations, fresh.expectations)
        same("superclass chains", sorted(incremental.superclassChains), sorted(fresh.superclassChains))
        same("storyboards by name", sorted(incremental.storyboardsByName), sorted(fresh.storyboardsByName))
        same("nibs by name", sorted(incremental.nibsByName), sorted(fresh.nibsByName))
        same("type declarations", sorted(incremental.typeDeclarations), sorted(fresh.typeDeclarations))
        same("storyboard-names enums", incremental.storyboardNameEnums, fresh.storyboardNameEnums)
        same("the storyboard-names enum", [incremental.storyboardNames], [fresh.storyboardNames])
        same("Storyboard IDs named in code", incremental.sceneIdentifiersNamedInCode.sorted(), fresh.sceneIdentifiersNamedInCode.sorted())
        let names = Set(fresh.screens.map(\.name) + incremental.screens.map(\.name) + fresh.viewControllers.map(\.declaration.name))
        for name in names.sorted() {
            same("screens named \(name)", incremental.screens(simpleName: name), fresh.screens(simpleName: name))
            same("view controller named \(name)", [incremental.viewController(simpleName: name)], [fresh.viewController(simpleName: name)])
        }
        for path in Set(fresh.swiftFiles.map(\.path) + fresh.interfaceFiles.map(\.path) + incremental.swiftFiles.map(\.path)).sorted() {
            same("expectations reportable in \(path)", incremental.expectations(reportableIn: path), fresh.expectations(reportableIn: path))
            same("screens with dependencies in \(path)", incremental.screens(withDependenciesIn: path), fresh.screens(withDependenciesIn: path))
        }
    }
}
