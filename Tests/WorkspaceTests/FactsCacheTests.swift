import Foundation
import Synchronization
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
@_spi(Scenery) @testable import SceneryWorkspace

/// The facts cache: a warm start rescans nothing (and reads nothing once the stamps vouch for the
/// files), a changed file alone is rescanned, and a cache that is damaged, from another version
/// or written by racing processes is never trusted.
@Suite struct FactsCacheTests {
    let cache = FactsCache(directory: FileManager.default.temporaryDirectory.path + "/scenery-cache-tests-\(UUID().uuidString)")

    /// A copy of Examples/Showcase that the test may change.
    func project() throws -> String {
        let root = FileManager.default.temporaryDirectory.path + "/scenery-cache-project-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: packageRoot + "/Examples/Showcase", toPath: root)
        return root
    }

    /// The project's copy and the cache, at the end of a test.
    func removeFolders(_ root: String) {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: cache.directory)
    }

    @Test func aWarmStartRescansNothingAndGivesTheSameFacts() throws {
        let root = try project()
        defer { removeFolders(root) }
        let cold = try ProjectHost.load(path: root, cache: cache)
        #expect(cold.cacheError == nil)
        #expect(FileManager.default.fileExists(atPath: cache.path(forRoot: root)))
        let warm = try ProjectHost.load(path: root, cache: cache)
        // Restored entries count as revision 1; any rescan would raise it.
        #expect(warm.analysis.index.revision == 1)
        #expect(warm.analysis.index.swiftFiles.mapValues(\.facts) == cold.analysis.index.swiftFiles.mapValues(\.facts))
        #expect(warm.analysis.index.interfaceFiles.mapValues(\.facts) == cold.analysis.index.interfaceFiles.mapValues(\.facts))
        #expect(warm.analysis.diagnostics() == cold.analysis.diagnostics())
        #expect(warm.analysis.snapshot.joined == cold.analysis.snapshot.joined)
    }

    /// A save removes what killed saves left (old temporary files), not a save under way; a cache
    /// file too large to be one is discarded unread.
    @Test func abandonedTemporariesAreRemovedAndAnOversizedCacheIsNotRead() throws {
        let root = try project()
        defer { removeFolders(root) }
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        let target = cache.path(forRoot: root)
        let abandoned = target + ".1-old.tmp"
        let underWay = target + ".2-new.tmp"
        for path in [abandoned, underWay] { #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8))) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * FactsCache.abandonedAfter)], ofItemAtPath: abandoned)
        let cold = try ProjectHost.load(path: root, cache: cache)
        #expect(cold.cacheError == nil)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: underWay))
        // Sparse: quick to make, and refused by its size before a byte is read.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: target))
        try handle.truncate(atOffset: UInt64(FactsCache.maximumSize + 1))
        try handle.close()
        #expect(cache.load(root: root) == nil)
    }

    @Test func onlyChangedFilesAreRescannedAndDeletedOnesDropped() throws {
        let root = try project()
        defer { removeFolders(root) }
        _ = try ProjectHost.load(path: root, cache: cache)
        let about = root + "/Sources/Screens/AboutViewController.swift"
        try (String(contentsOfFile: about, encoding: .utf8) + "\n// edited\n").write(toFile: about, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: root + "/Sources/Screens/WebPageViewController.swift")
        let warm = try ProjectHost.load(path: root, cache: cache)
        // Restored, the edit, the deletion; then the class it declared is gone (a settle round), and
        // the one file that calls it by name, the generated one, is scanned again.
        #expect(warm.analysis.index.revision == 5)
        #expect(warm.analysis.index.swiftFiles[root + "/Sources/Screens/WebPageViewController.swift"] == nil)
        let fresh = try ProjectHost.load(path: root, cache: nil)
        #expect(warm.analysis.index.swiftFiles.mapValues(\.facts) == fresh.analysis.index.swiftFiles.mapValues(\.facts))
    }

    @Test func stampsVouchForFilesOnlyOnceTheyAreASecondOld() async throws {
        let root = try project()
        defer { removeFolders(root) }
        let cachePath = cache.path(forRoot: root)
        func cacheFile() throws -> [FileAttributeKey: Any] { try FileManager.default.attributesOfItem(atPath: cachePath) }
        // Just copied: the files changed within the second before the stamps were taken, so the
        // next start still reads them, and saves the stamps again, later.
        _ = try ProjectHost.load(path: root, cache: cache)
        let first = try #require(cache.load(root: root))
        #expect(!first.stamps.isEmpty && first.stamps.values.allSatisfy { !$0.vouches(takenAt: first.stampedAt) })
        try await Task.sleep(for: .milliseconds(1_100))
        _ = try ProjectHost.load(path: root, cache: cache)
        let second = try #require(cache.load(root: root))
        #expect(second.stampedAt > first.stampedAt && second.stamps == first.stamps)
        #expect(second.stamps.values.allSatisfy { $0.vouches(takenAt: second.stampedAt) })
        // Now every stamp vouches: nothing is read, nothing changed, the cache is left as it is.
        let saved = try cacheFile()[.systemFileNumber] as? Int
        let warm = try ProjectHost.load(path: root, cache: cache)
        #expect(warm.analysis.index.revision == 1)
        #expect(try cacheFile()[.systemFileNumber] as? Int == saved)
        // A file rewritten with the same size (and even its old modification time) gets a new
        // status-change time: it is read again, and its new facts are seen.
        let about = root + "/Sources/Screens/AboutViewController.swift"
        let modified = try FileManager.default.attributesOfItem(atPath: about)[.modificationDate]
        let text = try String(contentsOfFile: about, encoding: .utf8)
        let renamed = text.replacingOccurrences(of: "class AboutViewController", with: "class AboutViewControlleR")
        #expect(renamed.utf8.count == text.utf8.count && renamed != text)
        try renamed.write(toFile: about, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: try #require(modified)], ofItemAtPath: about)
        let changed = try ProjectHost.load(path: root, cache: cache)
        #expect(changed.analysis.index.swiftFiles[about]?.facts.types.contains { $0.name == "AboutViewControlleR" } == true)
    }

    @Test func theJoinIsKeptAndTakenOnlyForUnchangedFactsUnderTheSameOptions() throws {
        let root = try project()
        defer { removeFolders(root) }
        let cold = try ProjectHost.load(path: root, cache: cache)
        let saved = try #require(cache.load(root: root))
        #expect(saved.joined == cold.analysis.snapshot.joined)
        #expect(try #require(saved.joined).screens.count > 3)
        // View controllers are kept by reference to their declaration, with what extensions add.
        #expect(cold.analysis.snapshot.viewControllers.contains { $0.members.properties.count > $0.declaration.members.properties.count })
        // A kept join is taken as it is (here, one whose screens were removed): a start that finds
        // every file unchanged joins nothing.
        var tampered = saved
        tampered.joined?.screens = []
        try cache.save(tampered, root: root)
        #expect(try ProjectHost.load(path: root, cache: cache).analysis.snapshot.screens.isEmpty)
        // Under other options, the project is joined again (and the join saved under them).
        try cache.save(tampered, root: root)
        var configuration = Workspace.configuration(root: root).0
        configuration.defaultModule = "OtherModule"
        let otherOptions = Workspace.index(configuration, cache: cache)
        #expect(otherOptions.analysis.snapshot.screens.map(\.name) == cold.analysis.snapshot.screens.map(\.name))
        #expect(try #require(cache.load(root: root)).joined?.options == configuration.joinOptions)
        // A changed file: joined again.
        try cache.save(tampered, root: root)
        let about = root + "/Sources/Screens/AboutViewController.swift"
        try (String(contentsOfFile: about, encoding: .utf8) + "\n// edited\n").write(toFile: about, atomically: true, encoding: .utf8)
        let changed = try ProjectHost.load(path: root, cache: cache)
        #expect(changed.analysis.snapshot.joined == cold.analysis.snapshot.joined)
        #expect(changed.analysis.diagnostics() == cold.analysis.diagnostics())
    }

    @Test func filesFromEditorBuffersAreNotStamped() throws {
        let root = try project()
        defer { removeFolders(root) }
        let about = root + "/Sources/Screens/AboutViewController.swift"
        let indexed = Workspace.index(Workspace.configuration(root: root).0, cache: cache, editorBuffers: [about: Array("// unsaved\n".utf8)])
        #expect(indexed.analysis.index.swiftFiles[about]?.facts.types.isEmpty == true)
        #expect(indexed.stamps[about] == nil && !indexed.stamps.isEmpty)
        #expect(try #require(cache.load(root: root)).stamps[about] == nil)
        // The next start reads the disk again.
        let fresh = try ProjectHost.load(path: root, cache: cache)
        #expect(fresh.analysis.index.swiftFiles[about]?.facts.types.isEmpty == false)
    }

    @Test(arguments: ["truncated", "flipped", "garbage", "other version", "other build", "empty"])
    func aDamagedCacheIsDiscardedAndRewritten(damage: String) throws {
        let root = try project()
        defer { removeFolders(root) }
        _ = try ProjectHost.load(path: root, cache: cache)
        let path = cache.path(forRoot: root)
        var bytes = Array(try #require(FileManager.default.contents(atPath: path)))
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "flipped": bytes[bytes.count - 40] ^= 0x20
        case "garbage": bytes = Array(repeating: 0x41, count: 4_096)
        case "other version":
            let header = Array("scenery-facts 9 ".utf8)
            bytes = header + Array("0.0.0-other".utf8) + bytes.drop { $0 != UInt8(ascii: "\n") }
        case "other build":
            // Written by a debug build when this is a release one, or the other way round.
            let otherFlavor = FactsCache.buildFlavor.isEmpty ? " debug" : ""
            bytes = Array(FactsCache.stamp(of: "facts", flavor: otherFlavor).utf8) + bytes.drop { $0 != UInt8(ascii: "\n") }
        default: bytes = []
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(cache.load(root: root) == nil)
        let reloaded = try ProjectHost.load(path: root, cache: cache)
        let fresh = try ProjectHost.load(path: root, cache: nil)
        #expect(reloaded.analysis.index.swiftFiles.mapValues(\.facts) == fresh.analysis.index.swiftFiles.mapValues(\.facts))
        // The bad file was replaced by a good one.
        #expect(cache.load(root: root) != nil)
    }

    @Test func concurrentWritersLeaveOneWholeFile() async throws {
        let root = try project()
        defer { removeFolders(root) }
        let analysis = try ProjectHost.load(path: root, cache: nil).analysis
        let cache = self.cache
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<5 { _ = try? cache.save(SavedFacts(index: analysis.index.stored), root: root) } }
            }
        }
        #expect(cache.load(root: root) != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.directory).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// The results beside the facts keep the files indexed with their stamps and what a report
    /// reads of the index, and hold without the facts until a file changes.
    @Test func theResultsKeepWhatTheIndexReadAndHoldWithoutTheFactsUntilAFileChanges() async throws {
        let root = try project()
        defer { removeFolders(root) }
        // A second old: the stamps vouch for the files.
        try await Task.sleep(for: .milliseconds(1_100))
        var host = try ProjectHost.load(path: root, cache: cache)
        let located = host.withLocatedDiagnostics { located, _ in located }
        let generated = host.generatedSummary()
        let results = try #require(cache.loadResults(root: root))
        #expect(!located.isEmpty && results.diagnostics == located && results.generated == generated)
        #expect(results.paths == host.paths && results.paths.count > 10)
        #expect(results.stamps == host.paths.map(Workspace.stamp))
        #expect(results.inventory == host.analysis.inventory)
        #expect(results.configuration == host.configuration)
        let saved = try #require(try SavedProject.load(path: root, cache: cache))
        #expect(saved.configuration == host.configuration && saved.fileErrors == host.fileErrors)
        #expect(saved.results.diagnostics == located)
        let about = root + "/Sources/Screens/AboutViewController.swift"
        try (String(contentsOfFile: about, encoding: .utf8) + "\n// edited\n").write(toFile: about, atomically: true, encoding: .utf8)
        #expect(try SavedProject.load(path: root, cache: cache) == nil)
    }

    @Test func resultsHoldWithoutTheFactsOnlyForTheSameFilesEachWithAStampThatVouches() throws {
        let configuration = ProjectConfiguration(root: "/p")
        let stamp = try #require(Workspace.stamp(packageRoot + "/Package.swift"))
        var other = stamp
        other.size += 1
        let files = [(path: "/p/A.swift", stamp: stamp), (path: "/p/B.storyboard", stamp: other)]
        let results = SavedResults(
            facts: "facts", configuration: configuration, paths: files.map(\.path), stamps: files.map(\.stamp),
            stampedAt: max(stamp.modified, stamp.changed) + 1_000_000_000, inventory: Analysis(configuration: configuration).inventory
        )
        #expect(results.hold(forFiles: files, configuration: configuration))
        // A file deleted, added, renamed or changed.
        for changed in [
            [files[0]], files + [(path: "/p/C.swift", stamp: stamp)], [files[0], (path: "/p/B.xib", stamp: other)],
            [files[0], (path: files[1].path, stamp: stamp)],
        ] {
            #expect(!results.hold(forFiles: changed, configuration: configuration))
        }
        var tooRecent = results
        tooRecent.stampedAt -= 1
        #expect(!tooRecent.hold(forFiles: files, configuration: configuration))
        var fromABuffer = results
        fromABuffer.stamps[0] = nil
        #expect(!fromABuffer.hold(forFiles: files, configuration: configuration))
        var withTargets = configuration
        withTargets.buildTargets = BuildTargets([BuildTarget(name: "App", module: "App", productType: "application", definedIn: "/p/project.yml")])
        #expect(!results.hold(forFiles: files, configuration: withTargets))
    }

    @Test func theStandardFolderFollowsTheEnvironment() {
        #expect(FactsCache.standard(environment: ["SCENERY_CACHE_DIR": "/c", "HOME": "/h"])?.directory == "/c")
        #expect(FactsCache.standard(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])?.directory == "/x/scenery")
        #expect(FactsCache.standard(environment: ["HOME": "/h"])?.directory == "/h/.cache/scenery")
        #expect(FactsCache.standard(environment: [:]) == nil)
    }
}

/// Decoding on every core, straight into the array's storage: in order, and when a part fails,
/// the values already made are destroyed (none leaks, none is destroyed twice).
@Suite struct ConcurrentDecodingTests {
    /// How many `Tracked` exist.
    static let live = Atomic<Int>(0)

    final class Tracked: Sendable {
        init() { ConcurrentDecodingTests.live.add(1, ordering: .relaxed) }
        deinit { ConcurrentDecodingTests.live.subtract(1, ordering: .relaxed) }
    }

    static func decode(failingAt failure: Int?) throws -> [(Int, Tracked)] {
        var writer = ArchiveWriter()
        writer.framedElements(Array(0..<100))
        let bytes = writer.bytes[...]
        let parts = try ArchiveReader.read(bytes) { try $0.parts() }
        var tableWriter = ArchiveWriter(sharingStrings: true)
        tableWriter.stringTable()
        let table = try SharedStrings(table: tableWriter.bytes[...])
        return try FactsCache.decodeConcurrently(Int.self, from: bytes, strings: [table, table.copy(), table.copy()], parts: parts) { value in
            if value == failure { throw ArchiveError(description: "part \(value)") }
            return (value, Tracked())
        }
    }

    @Test func valuesComeInOrderAndAPartThatFailsLeavesNoValueBehind() throws {
        let values = try Self.decode(failingAt: nil)
        #expect(values.map(\.0) == Array(0..<100))
        #expect(Self.live.load(ordering: .relaxed) >= 100)
        withExtendedLifetime(values) {}
        // In the first, middle and last run, and at a run's first and last part.
        for failure in [0, 10, 33, 34, 66, 99] {
            let before = Self.live.load(ordering: .relaxed)
            #expect(throws: ArchiveError.self) { try Self.decode(failingAt: failure) }
            #expect(Self.live.load(ordering: .relaxed) == before, "failing at \(failure)")
        }
    }
}
