import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
@_spi(Scenery) @testable import SceneryWorkspace
import Testing

/// What a run killed or refused leaves, and what a configuration must not turn into another path (issue #46).
@Suite struct LeftoverTests {
    /// A write killed between its temporary file and the rename (`scenery fix`, a generate) left
    /// `.<name>.<UUID>.tmp` in the project: the next write into that folder removes it once it is
    /// old enough to be no running write's, and nothing else.
    @Test func aKilledWritesTemporaryFileIsRemovedByTheNextWrite() throws {
        let root = try Fixture.written("-- Package.swift --\n// swift-tools-version: 6.1\n", prefix: "scenery-leftover")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/Sources/App"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let abandoned = folder + "/.Profile.swift.\(UUID().uuidString).tmp"
        let running = folder + "/.Other.swift.\(UUID().uuidString).tmp"
        let others = [folder + "/.notes.tmp", folder + "/.Profile.swift.not-a-uuid.tmp"]
        for path in [abandoned, running] + others { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        let old = Date().addingTimeInterval(-TimeInterval(Workspace.abandonedTemporaryAge + 60))
        for path in [abandoned] + others { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path) }
        let generated = GeneratedFileHeader.firstLine + "\nlet a = 1\n"
        #expect(try Workspace.writeGenerated(generated, to: folder + "/Scenery.generated.swift", root: root) == .written)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == [(running as NSString).lastPathComponent, ".Profile.swift.not-a-uuid.tmp", ".notes.tmp", "Scenery.generated.swift"].sorted())
    }

    @Test func writeTemporariesAreKnownByTheirName() {
        #expect(Workspace.isWriteTemporary(".A.swift.\(UUID().uuidString).tmp"))
        #expect(!Workspace.isWriteTemporary(".A.swift.tmp"))
        #expect(!Workspace.isWriteTemporary("A.swift.\(UUID().uuidString).tmp"))
        #expect(!Workspace.isWriteTemporary(".\(UUID().uuidString).tmp"))
    }

    /// A NUL in `output` made another file name (percent-encoded): a configuration error instead.
    @Test func aNULInAnOutputPathIsAConfigurationError() {
        for key in ["output", "testsOutput"] {
            let (configuration, issues) = ConfigurationLoader.load(
                root: "/project", text: "\(key): \"Gen\\0/A.swift\"\n", path: "/project/.scenery.yml")
            #expect(issues.map { "\($0.line): \($0.message)" } == ["1: '\(key)' must be a path, without a NUL character"])
            #expect(configuration.outputPath == ProjectConfiguration(root: "/project").outputPath)
            #expect(configuration.testsOutputPath == ProjectConfiguration(root: "/project").testsOutputPath)
        }
    }
}
