import Foundation
import ProjectModel
import Testing
import TestSupport
@testable import Workspace

@Suite struct ConfigurationTests {
    func load(_ yaml: String) -> (ProjectConfiguration, [String]) {
        let (configuration, issues) = ConfigurationLoader.load(root: "/project", text: yaml, path: "/project/.scenery.yml")
        return (configuration, issues.map { "\($0.line): \($0.message)" })
    }

    @Test func knownKeysApply() {
        let (configuration, issues) = load("""
        output: Sources/Generated/Factories.swift
        parameterLabels: unlabeled
        initializerMethod: configure
        exclude: [Pods, "Legacy/**"]
        rules:
          duplicate-storyboard-id: warning
          stale-generated-code: off
        """)
        #expect(issues.isEmpty)
        #expect(configuration.outputPath == "/project/Sources/Generated/Factories.swift")
        #expect(configuration.generator.parameterLabels == .unlabeled)
        #expect(configuration.scanOptions.initializerMethodName == "configure")
        #expect(configuration.exclude == ["Pods", "Legacy/**"])
        #expect(configuration.severities["duplicate-storyboard-id"] == .some(.warning))
        #expect(configuration.severities["stale-generated-code"] == .some(nil))
    }

    @Test func unknownKeysAndBadValuesAreReportedWithTheirLineAndDefaultsStay() {
        let (configuration, issues) = load("""
        output: ../outside.swift
        outptu: typo.swift
        parameterLabels: sometimes
        rules:
          no-such-rule: error
          scene-not-found: fatal
        """)
        #expect(issues == [
            "1: 'output' must lie inside the project (../outside.swift)",
            "2: unknown key 'outptu' (known: exclude, include, initializerMethod, output, parameterLabels, protocolName, rules)",
            "3: 'parameterLabels' must be keep or unlabeled",
            "5: unknown rule 'no-such-rule'",
            "6: 'fatal' is not a severity (error, warning, info, hint or off)",
        ])
        #expect(configuration == ProjectConfiguration(root: "/project"))
    }

    @Test func brokenYAMLKeepsTheDefaults() {
        let (configuration, issues) = load("output: [unclosed\nrules: {")
        #expect(issues.count == 1)
        #expect(issues.first?.contains("not valid YAML") == true)
        #expect(configuration == ProjectConfiguration(root: "/project"))
    }
}

@Suite struct GlobTests {
    @Test(arguments: [
        ("Pods", "Pods/A/B.swift", true),
        ("Pods", "App/Pods.swift", false),
        ("*.xib", "App/Views/Cell.xib", true),
        ("Legacy/**", "Legacy/Old/A.swift", true),
        ("Legacy/**", "App/Legacy/A.swift", false),
        ("**/Generated/*.swift", "App/Generated/A.swift", true),
        ("**/Generated/*.swift", "App/Generated/Sub/A.swift", false),
        ("App/?.swift", "App/A.swift", true),
        ("App", "App/A.swift", true),
    ])
    func matches(glob: String, path: String, expected: Bool) {
        #expect(Glob.matches(glob, path) == expected)
    }
}

@Suite struct GeneratedFileWriteTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "scenery-write-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    let contents = GeneratedFileHeader.firstLine + "\nimport UIKit\n"

    @Test func writesOnlyWhenTheBytesChange() throws {
        let path = root + "/Generated/Scenery.generated.swift"
        #expect(try Workspace.writeGenerated(contents, to: path, root: root) == .written)
        #expect(try Workspace.writeGenerated(contents, to: path, root: root) == .unchanged)
        #expect(try Workspace.writeGenerated(contents + "// more\n", to: path, root: root) == .written)
        #expect(FileManager.default.contents(atPath: path) == Data((contents + "// more\n").utf8))
    }

    @Test func neverOverwritesAFileWithoutTheHeader() throws {
        let path = root + "/Mine.swift"
        try Data("import UIKit // hand-written\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: WorkspaceError.notGenerated(path)) {
            try Workspace.writeGenerated(contents, to: path, root: root)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("import UIKit // hand-written\n".utf8))
    }

    @Test func neverWritesOutsideTheProject() {
        let path = root + "/../escaped.swift"
        #expect(throws: WorkspaceError.outsideProject(path)) {
            try Workspace.writeGenerated(contents, to: path, root: root)
        }
    }

    @Test func missingAndUnreadableFilesAreClearErrors() throws {
        #expect(Workspace.read(root + "/nope.swift") == .failure(.notFound(root + "/nope.swift")))
        #expect(throws: WorkspaceError.notFound(root + "/missing")) { try Workspace.load(path: root + "/missing") }
    }

    @Test func discoveryHonoursExcludesAndSkipsBuildFolders() throws {
        for file in ["App/A.swift", "App/Main.storyboard", "App/Notes.txt", "Pods/P/P.swift", ".build/x/B.swift", "Legacy/L.swift"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        let configuration = ProjectConfiguration(root: root, exclude: ["Legacy"])
        #expect(Workspace.discoverFiles(configuration).map(configuration.relativePath) == ["App/A.swift", "App/Main.storyboard"])
    }
}
