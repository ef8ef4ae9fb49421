import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
@_spi(Scenery) @testable import SceneryWorkspace
import Testing

@Suite struct ConfigurationTests {
    func load(_ yaml: String) -> (ProjectConfiguration, [String]) {
        let (configuration, issues) = ConfigurationLoader.load(root: "/project", text: yaml, path: "/project/.scenery.yml")
        return (configuration, issues.map { "\($0.line): \($0.message)" })
    }

    @Test func knownKeysApply() {
        let (configuration, issues) = load(
            """
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
        let (configuration, issues) = load(
            """
            output: ../outside.swift
            outptu: typo.swift
            parameterLabels: sometimes
            rules:
              no-such-rule: error
              scene-not-found: fatal
            """)
        #expect(
            issues == [
                "1: 'output' must lie inside the project (../outside.swift)",
                "2: unknown key 'outptu' (known: accessLevel, editor, exclude, generateOnSave, include, initializerMethod, module, modules, namespaces, "
                    + "output, parameterLabels, platform, protocolName, protocols, rules, screens, storyboardNamesEnum, styles, testedModule, testsOutput)",
                "3: 'parameterLabels' must be keep or unlabeled",
                "5: unknown rule 'no-such-rule'",
                "6: 'fatal' is not a severity (error, warning, info, hint or off)",
            ])
        #expect(configuration == ProjectConfiguration(root: "/project"))
    }

    @Test func everyKeyApplies() {
        let (configuration, issues) = load(
            """
            output: Sources/Generated/Factories.swift
            testsOutput: Tests/AppTests/Resources.generated.swift
            include: [App, "Shared/**"]
            exclude: Legacy
            styles: [namespaced, storyboardable, ibConstructible]
            initializerMethod: configure
            protocols:
              storyboardInstantiatable: Instantiatable
              storyboardInitializable: Injectable
              storyboardable: SceneLoadable
              ibConstructible: NibConstructible
              storyboardIdentifiable: Identified
            namespaces: {create: make, push: show, present: modal}
            parameterLabels: unlabeled
            accessLevel: public
            storyboardNamesEnum: true
            platform: appkit
            module: App
            modules:
              "Frameworks/Core/**": Core
              Widgets: WidgetKitExtension
            testedModule: AppCore
            rules:
              stale-generated-code: error
            generateOnSave: yes
            editor:
              inlayHints: true
              codeLens: yes
            """)
        #expect(issues.isEmpty)
        #expect(configuration.outputPath == "/project/Sources/Generated/Factories.swift")
        #expect(configuration.testsOutputPath == "/project/Tests/AppTests/Resources.generated.swift")
        #expect(configuration.include == ["App", "Shared/**"])
        #expect(configuration.exclude == ["Legacy"])
        let generator = configuration.generator
        #expect(generator.styles == [.namespaced, .storyboardable, .ibConstructible])
        #expect(generator.initializerMethodName == "configure")
        #expect(generator.protocolName == "Instantiatable")
        #expect(
            [Convention.storyboardInitializable, .storyboardable, .ibConstructible, .storyboardIdentifiable].map { generator.protocolNames[$0] } == [
                "Injectable", "SceneLoadable", "NibConstructible", "Identified",
            ])
        #expect(configuration.joinOptions.protocols[.storyboardable] == "SceneLoadable")
        #expect([generator.namespaces.create, generator.namespaces.push, generator.namespaces.present] == ["make", "show", "modal"])
        #expect(generator.parameterLabels == .unlabeled)
        #expect(generator.accessLevel == .public)
        #expect(generator.storyboardNamesEnum)
        #expect(generator.platform == .appkit)
        #expect(configuration.defaultModule == "App")
        #expect(
            configuration.modules == [
                ModuleMap.Rule(glob: "Frameworks/Core/**", module: "Core"), ModuleMap.Rule(glob: "Widgets", module: "WidgetKitExtension"),
            ])
        #expect(configuration.joinOptions.modules?.module(ofPath: "/project/Frameworks/Core/A.swift") == "Core")
        #expect(configuration.joinOptions.modules?.module(ofPath: "/project/Other/B.swift") == "App")
        #expect(generator.testedModule == "AppCore")
        #expect(configuration.severities["stale-generated-code"] == .some(.error))
        #expect(configuration.generateOnSave)
        #expect(configuration.editor == ProjectConfiguration.EditorFeatures(inlayHints: true, codeLens: true))
    }

    @Test func badValuesOfEveryKeyAreReportedWithTheirLineAndDefaultsStay() {
        let (configuration, issues) = load(
            """
            output: [a, b]
            testsOutput: /elsewhere/Tests.swift
            include: {a: b}
            exclude: [Pods, [nested]]
            styles: [namespaced, fancy, {x: y}]
            initializerMethod: set up
            protocols:
              storyboardable: Same
              storyboardIdentifiable: Same
              nibLoadable: Nib
            protocolName: 1Protocol
            namespaces: {create: go, push: go, sideways: x}
            parameterLabels: [keep]
            accessLevel: open
            storyboardNamesEnum: maybe
            platform: watchkit
            module: My App
            modules: [App]
            testedModule: ""
            rules: error
            generateOnSave: "true"
            editor:
              inlayHints: [true]
              codeLens: sometimes
              lenses: true
            """)
        #expect(
            issues == [
                "1: 'output' must be a path",
                "2: 'testsOutput' must lie inside the project (/elsewhere/Tests.swift)",
                "3: 'include' must be a list of globs",
                "4: 'exclude' must be a list of globs",
                "5: 'fancy' is not a style (namespaced, makeFromStoryboard, storyboardable, ibConstructible, storyboardIdentifiable)",
                "5: 'styles' must be a list of styles (namespaced, makeFromStoryboard, storyboardable, ibConstructible, storyboardIdentifiable)",
                "6: 'initializerMethod' must be a Swift identifier",
                "10: unknown convention 'nibLoadable' (known: ibConstructible, storyboardIdentifiable, storyboardInitializable, storyboardInstantiatable, storyboardable)",
                "8: two conventions cannot share the protocol 'Same'",
                "11: 'protocolName' must be a Swift identifier",
                "12: unknown namespace 'sideways' (known: create, push, present)",
                "12: the create, push and present namespaces must have different names ('go' is used twice)",
                "13: 'parameterLabels' must be keep or unlabeled",
                "14: 'accessLevel' must be internal or public",
                "15: 'storyboardNamesEnum' must be true or false",
                "16: 'platform' must be uikit or appkit",
                "17: 'module' must be a Swift identifier",
                "18: 'modules' must map globs to module names",
                "19: 'testedModule' must be a Swift identifier",
                "20: 'rules' must map rule ids to error, warning, info, hint or off, or to severity: and exclude:",
                "21: 'generateOnSave' must be true or false",
                "23: 'editor.inlayHints' must be true or false",
                "24: 'editor.codeLens' must be true or false",
                "25: unknown key 'editor.lenses' (known: codeLens, inlayHints)",
            ])
        // Only the good parts of a partly bad value apply: `exclude`'s first glob, `styles`' first style.
        var expected = ProjectConfiguration(root: "/project")
        expected.exclude = ["Pods"]
        #expect(configuration == expected)
    }

    /// `rules: <id>:` with `severity:` and `exclude:` beside the plain `<id>: <severity>`.
    @Test func ruleExclusionsAndSeverities() {
        let (configuration, issues) = load(
            """
            rules:
              duplicate-storyboard-id: warning
              scene-not-found:
                severity: hint
                exclude: ["Legacy/**", "Sources/Old/*.swift"]
              unknown-custom-class:
                exclude: Vendor
            """)
        #expect(issues.isEmpty)
        #expect(configuration.severities == ["duplicate-storyboard-id": .some(.warning), "scene-not-found": .some(.hint)])
        #expect(configuration.ruleExclusions == ["scene-not-found": ["Legacy/**", "Sources/Old/*.swift"], "unknown-custom-class": ["Vendor"]])
        #expect(configuration.excludes(rule: "scene-not-found", path: "/project/Legacy/Old/A.swift"))
        #expect(configuration.excludes(rule: "scene-not-found", path: "/project/Sources/Old/B.swift"))
        #expect(!configuration.excludes(rule: "scene-not-found", path: "/project/Sources/Old/Deeper/B.swift"))
        #expect(!configuration.excludes(rule: "scene-not-found", path: "/project/App/Legacy/A.swift"))
        #expect(!configuration.excludes(rule: "duplicate-storyboard-id", path: "/project/Legacy/Main.storyboard"))
        #expect(configuration.excludes(rule: "unknown-custom-class", path: "/project/App/Vendor/Pay.xib"))
    }

    @Test func badRuleSettingsAreReportedAndTheGoodOnesApply() {
        let (configuration, issues) = load(
            """
            rules:
              no-such-rule:
                exclude: ["Legacy/**"]
              scene-not-found:
                severity: loud
                exclude: ["", "../Shared/**", "./Legacy/**", "Old/**", [nested]]
                ignore: ["x"]
              nib-not-found:
                exclude: {a: b}
              segue-not-found: [warning]
            include: ["App/**", ""]
            """)
        #expect(
            issues == [
                "2: unknown rule 'no-such-rule'",
                "5: 'loud' is not a severity (error, warning, info, hint or off)",
                "6: '' in 'rules.scene-not-found.exclude' is empty: it matches no path",
                "6: '../Shared/**' in 'rules.scene-not-found.exclude' has a '.' or '..' component: it is matched against paths from the project root, which have none",
                "6: './Legacy/**' in 'rules.scene-not-found.exclude' has a '.' or '..' component: it is matched against paths from the project root, which have none",
                "6: 'rules.scene-not-found.exclude' must be a list of globs",
                "7: unknown key 'rules.scene-not-found.ignore' (known: exclude, severity)",
                "9: 'rules.nib-not-found.exclude' must be a list of globs",
                "10: 'rules.segue-not-found' must be error, warning, info, hint or off, or map severity: and exclude:",
                "11: '' in 'include' is empty: it matches no path",
            ])
        var expected = ProjectConfiguration(root: "/project")
        expected.ruleExclusions = ["scene-not-found": ["Old/**"]]
        expected.include = ["App/**"]
        #expect(configuration == expected)
    }

    @Test func emptyStylesAndNullValues() {
        let (configuration, issues) = load("styles: []\ntestsOutput:\noutput: ~\n")
        #expect(
            issues == [
                "1: 'styles' must name at least one style (namespaced, makeFromStoryboard, storyboardable, ibConstructible, storyboardIdentifiable)"
            ])
        #expect(configuration == ProjectConfiguration(root: "/project"))
    }

    /// The editor's settings come as JSON, unset ones as null, on top of the file.
    @Test func editorSettingsOverrideTheFile() {
        let (file, _) = load("styles: [storyboardable]\ngenerateOnSave: true\nprotocolName: Scene\n")
        let (configuration, issues) = ConfigurationLoader.load(
            root: "/project",
            text: #"{"generateOnSave": false, "styles": null, "protocols": {"storyboardInstantiatable": "Screen"}, "platform": "uikit"}"#,
            path: "editor settings", base: file
        )
        #expect(issues.isEmpty)
        #expect(configuration.generator.styles == [.storyboardable])
        #expect(!configuration.generateOnSave)
        // `protocolName` is the namespaced convention's entry of `protocols`: the later setting wins.
        #expect(configuration.generator.protocolName == "Screen")
        #expect(configuration.generator.platform == .uikit)
    }

    /// Yams counts U+2028, U+2029 and U+0085 as line breaks; a problem's line is the file's, as an
    /// editor shows it (`\n`, `\r\n`, `\r`), never past its last.
    @Test func problemsAreOnTheFilesLines() {
        let known = ConfigurationLoader.keys.keys.sorted().joined(separator: ", ")
        #expect(
            load("x: 1\n\u{2028}\u{2029}\u{85}\r\ny: 2\rz: 3\n").1
                == ["x", "y", "z"].enumerated().map { line, key in
                    "\([1, 3, 4][line]): unknown key '\(key)' (known: \(known))"
                })
        #expect(load("output: Sources/Genera\u{2028}/Scenery.generated.swift\n").1.map { $0.prefix(2) } == ["2:"])
    }

    /// The same text gives the same problem every time, whatever order Yams finds duplicates in.
    @Test func duplicatedKeysAreOneProblem() {
        #expect(load("generateOnSave: true\noutput: a.swift\noutput: b.swift\n").1 == ["2: not valid YAML: duplicated keys 'output'"])
        let complexKeys = "? [a]\n: 1\n? {b: 1}\n: 2\n? [a]\n: 3\n? {b: 1}\n: 4\nrules: {}\nrules: {}\n"
        let first = load(complexKeys).1
        #expect(first.count == 1 && first[0].hasPrefix("1: not valid YAML: duplicated keys '"))
        for _ in 0..<20 { #expect(load(complexKeys).1 == first) }
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

/// Which module a file is in: configured globs, then (in a package) `Sources/<Module>/`, then the default.
@Suite struct ModuleMapTests {
    @Test func globsThenThePackageLayoutThenTheDefault() {
        let map = ModuleMap(root: "/p", rules: [ModuleMap.Rule(glob: "Legacy/**", module: "Legacy")], defaultModule: "App", isSwiftPackage: true)
        #expect(map.module(ofPath: "/p/Legacy/Old.swift") == "Legacy")
        #expect(map.module(ofPath: "/p/Sources/Profile/ProfileViewController.swift") == "Profile")
        #expect(map.module(ofPath: "/p/Tests/ProfileTests/A.swift") == "ProfileTests")
        #expect(map.module(ofPath: "/p/App/A.swift") == "App")
        #expect(ModuleMap(root: "/p").module(ofPath: "/p/App/A.swift") == nil)
    }

    @Test func inAnAppFolderSourcesSubfoldersAreGroupsNotModules() {
        #expect(ModuleMap(root: "/p", defaultModule: "Showcase").module(ofPath: "/p/Sources/Screens/A.swift") == "Showcase")
        #expect(ModuleMap(root: "/p").module(ofPath: "/p/Sources/Screens/A.swift") == nil)
    }

    @Test func aPackageManifestAtTheRootMakesItAPackage() throws {
        let root = NSTemporaryDirectory() + "scenery-package-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(!Workspace.configuration(root: root).0.isSwiftPackage)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        #expect(Workspace.configuration(root: root).0.joinOptions.modules?.module(ofPath: root + "/Sources/Kit/A.swift") == "Kit")
    }
}

@Suite final class GeneratedFileWriteTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "scenery-write-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    let contents = GeneratedFileHeader.firstLine + "\nimport UIKit\n"

    @Test func writesOnlyWhenTheBytesChange() throws {
        let path = root + "/Generated/Scenery.generated.swift"
        #expect(try Workspace.writeGenerated(contents, to: path, root: root) == .written)
        #expect(try Workspace.writeGenerated(contents, to: path, root: root) == .unchanged)
        #expect(try Workspace.writeGenerated(contents + "// more\n", to: path, root: root) == .written)
        #expect(FileManager.default.contents(atPath: path) == Data((contents + "// more\n").utf8))
    }

    /// `scenery fix` rewrites a project file only while it holds the bytes the fixes were made on,
    /// and keeps its permissions.
    @Test func aRewriteNeedsTheOriginalBytesAndKeepsThePermissions() throws {
        let path = root + "/Main.storyboard"
        let original = Array("<document id=\"a\"/>\n".utf8)
        try Data(original).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        #expect(throws: WorkspaceError.changedSinceRead(path)) {
            try Workspace.rewrite(path, from: Array("<document/>\n".utf8), to: Array("<document id=\"b\"/>\n".utf8), root: root)
        }
        #expect(FileManager.default.contents(atPath: path) == Data(original))
        #expect(try Workspace.rewrite(path, from: original, to: Array("<document id=\"b\"/>\n".utf8), root: root) == .written)
        #expect(FileManager.default.contents(atPath: path) == Data("<document id=\"b\"/>\n".utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        // A file that went away is not made again.
        let gone = root + "/Gone.storyboard"
        #expect(throws: WorkspaceError.changedSinceRead(gone)) { try Workspace.rewrite(gone, from: original, to: original + [10], root: root) }
        #expect(!FileManager.default.fileExists(atPath: gone))
    }

    @Test func neverOverwritesAFileWithoutTheHeader() throws {
        let path = root + "/Mine.swift"
        try Data("import UIKit // hand-written\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: WorkspaceError.notGenerated(path)) {
            try Workspace.writeGenerated(contents, to: path, root: root)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("import UIKit // hand-written\n".utf8))
    }

    @Test func neverWritesOutsideTheProject() throws {
        let path = root + "/../escaped.swift"
        #expect(throws: WorkspaceError.outsideProject(path)) {
            try Workspace.writeGenerated(contents, to: path, root: root)
        }
        // Nor through a link to a folder outside, into folders still to be made, or through a link to nothing.
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Gen", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Dangling", withDestinationPath: outside + "/missing")
        for path in [
            root + "/Sources/Gen/new/Scenery.generated.swift", root + "/Sources/Gen/Scenery.generated.swift",
            root + "/Sources/Dangling/Scenery.generated.swift",
        ] {
            #expect(throws: WorkspaceError.outsideProject(path)) { try Workspace.writeGenerated(contents, to: path, root: root) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        // Nor through a generated file that is a link (to a generated file outside).
        try Data(contents.utf8).write(to: URL(fileURLWithPath: outside + "/Scenery.generated.swift"))
        let linked = root + "/Linked.generated.swift"
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: outside + "/Scenery.generated.swift")
        #expect(throws: WorkspaceError.writeFailed(linked, reason: "it is a symbolic link")) {
            try Workspace.writeGenerated(contents + "// changed\n", to: linked, root: root)
        }
        #expect(FileManager.default.contents(atPath: outside + "/Scenery.generated.swift") == Data(contents.utf8))
        // A hand-written file that says it is not Scenery's keeps its bytes.
        let mine = root + "/Mine.generated.swift"
        try Data("// NOTE: this file is NOT generated by Scenery\nimport UIKit\n".utf8).write(to: URL(fileURLWithPath: mine))
        #expect(throws: WorkspaceError.notGenerated(mine)) { try Workspace.writeGenerated(contents, to: mine, root: root) }
    }

    /// The root is the nearest folder with `.scenery.yml`, but not above a project of its own,
    /// nor in a folder anyone may write to; another user's configuration is refused.
    @Test func theRootStopsAtProjectsAndSharedFoldersAndRefusesAnotherUsersConfiguration() throws {
        let parent = root + "/Parent"
        try FileManager.default.createDirectory(atPath: parent + "/App/Sources", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: parent + "/Loose/Sources", withIntermediateDirectories: true)
        try Data("output: Parent.swift\n".utf8).write(to: URL(fileURLWithPath: parent + "/.scenery.yml"))
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: parent + "/App/Package.swift"))
        #expect(try Workspace.root(for: parent + "/App/Sources") == parent + "/App/Sources")
        #expect(try Workspace.root(for: parent + "/Loose/Sources") == parent)
        // World-writable, like /tmp: its configuration is nobody's project.
        #expect(chmod(parent, 0o777) == 0)
        #expect(try Workspace.root(for: parent + "/Loose/Sources") == parent + "/Loose/Sources")
        #expect(try Workspace.root(for: parent) == parent)
        #expect(chmod(parent, 0o755) == 0)
        // Tests run as root: another user's file is one root does not own.
        #expect(chown(parent + "/.scenery.yml", 12345, 12345) == 0)
        #expect(throws: WorkspaceError.foreignConfiguration(parent + "/.scenery.yml")) { try Workspace.root(for: parent + "/Loose/Sources") }
    }

    /// An editor's folder with no `.scenery.yml` at or above it takes the shallowest below it, within
    /// the search depth, through folders discovery enters and no links, and of the user's own.
    @Test func aWorkspaceFolderTakesTheShallowestConfigurationBelowIt() throws {
        let folder = root + "/Folder"
        func configure(_ path: String) throws {
            try FileManager.default.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
            try Data("rules: {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + path + "/.scenery.yml"))
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try Workspace.projectRoot(forFolder: folder) == (folder, []))
        try configure("a/b/c/d/e") // deeper than the search
        try configure(".hidden")
        try configure("Pods/Vendor")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Link", withDestinationPath: folder + "/a/b/c/d/e")
        #expect(try Workspace.projectRoot(forFolder: folder) == (folder, []))
        try configure("x/Deep")
        try configure("y/App")
        try configure("z/App")
        #expect(chown(folder + "/z/App/.scenery.yml", 12345, 12345) == 0)
        #expect(try Workspace.projectRoot(forFolder: folder) == (folder + "/x/Deep", [folder + "/y/App"]))
        // One at the folder itself, or above it, wins.
        try configure("x")
        try FileManager.default.createDirectory(atPath: folder + "/x/Other", withIntermediateDirectories: true)
        #expect(try Workspace.projectRoot(forFolder: folder + "/x") == (folder + "/x", []))
        #expect(try Workspace.projectRoot(forFolder: folder + "/x/Other") == (folder + "/x", []))
    }

    /// Links that loop back, or lead out of the project, are not followed; a link to a folder of
    /// the project is, once.
    @Test func discoveryFollowsEachRealFolderOnceAndStaysInTheProject() throws {
        try FileManager.default.createDirectory(atPath: root + "/Sources/Screens", withIntermediateDirectories: true)
        try Data("final class A {}\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/Screens/A.swift"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/a", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/b", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/usr", withDestinationPath: "/usr")
        try FileManager.default.createSymbolicLink(atPath: root + "/Shared", withDestinationPath: "Sources/Screens")
        let configuration = ProjectConfiguration(root: root)
        let found = Workspace.discoverFiles(configuration).map { configuration.relativePath($0.path) }
        // Files are found at their real paths; each link not followed is said once.
        #expect(found == ["Sources/Screens/A.swift"])
        #expect(
            Workspace.index(configuration, cache: nil).fileErrors.map(\.description) == [
                "\(root)/Shared: not indexed (a link to a folder indexed already)",
                "\(root)/Sources/a: not indexed (a link to a folder indexed already)",
                "\(root)/Sources/b: not indexed (a link to a folder indexed already)",
                "\(root)/Sources/usr: not indexed (a link to a folder outside the project)",
            ])
    }

    @Test func missingAndUnreadableFilesAreClearErrors() throws {
        #expect(Workspace.read(root + "/nope.swift") == .failure(.notFound(root + "/nope.swift")))
        #expect(throws: WorkspaceError.notFound(root + "/missing")) { try ProjectHost.load(path: root + "/missing") }
        // Tests run as root, where permissions stop no read: a folder and a FIFO are what cannot be
        // read (and reading the FIFO must not block).
        try FileManager.default.createDirectory(atPath: root + "/Folder.storyboard", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/Pipe.xib", 0o644) == 0)
        #expect(
            Workspace.read(root + "/Folder.storyboard") == .failure(.unreadable(root + "/Folder.storyboard", reason: "a folder, not a regular file")))
        #expect(
            Workspace.read(root + "/Pipe.xib")
                == .failure(.unreadable(root + "/Pipe.xib", reason: "a FIFO or other special file, not a regular file")))
        // A socket cannot even be opened; the error still says what it is.
        let socketPath = root + "/Socket.swift"
        let socket = try #require(Self.boundUnixSocket(at: socketPath))
        defer { close(socket) }
        #expect(Workspace.read(socketPath) == .failure(.unreadable(socketPath, reason: "a socket, not a regular file")))
        try FileManager.default.removeItem(atPath: socketPath)
        // A file larger than Scenery reads is refused unread (sparse here: quick to make).
        let huge = root + "/Huge.swift"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: UInt64(Workspace.maximumFileSize + 1))
        try handle.close()
        #expect(Workspace.read(huge) == .failure(.tooLarge(huge, bytes: Workspace.maximumFileSize + 1)))
        try FileManager.default.removeItem(atPath: huge)
        // A symbolic link is read through.
        try Data("// A\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: root + "/A.swift")
        #expect(Workspace.read(root + "/Link.swift") == .success(Array("// A\n".utf8)))
        // Discovery lists the folder named like a storyboard (so that it is reported), and does not enter it.
        try Data("// hidden\n".utf8).write(to: URL(fileURLWithPath: root + "/Folder.storyboard/Inside.swift"))
        let configuration = ProjectConfiguration(root: root)
        #expect(
            Workspace.discoverFiles(configuration).map { configuration.relativePath($0.path) } == [
                "A.swift", "Folder.storyboard", "Link.swift", "Pipe.xib",
            ])
        let indexed = Workspace.index(configuration, cache: nil)
        #expect(
            indexed.fileErrors.map(\.description) == [
                "\(root)/Folder.storyboard: cannot be read (a folder, not a regular file)",
                "\(root)/Pipe.xib: cannot be read (a FIFO or other special file, not a regular file)",
            ])
    }

    /// A Unix-domain socket bound at `path` (its file stays until removed), or nil.
    static func boundUnixSocket(at path: String) -> Int32? {
        #if canImport(Glibc)
            let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: path.utf8) }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// No partial file is ever observable: a reader watching the target while it is rewritten
    /// sees the old bytes or the new ones, and the write leaves no temporary file behind.
    @Test func writesAreAtomic() throws {
        let folder = root + "/Generated"
        let path = folder + "/Scenery.generated.swift"
        // Large enough that a write in place would be caught half done.
        let versions = ["old", "new"].map { contents + String(repeating: "// \($0)\n", count: 300_000) }
        #expect(try Workspace.writeGenerated(versions[0], to: path, root: root) == .written)
        let expected = Set(versions.map { Data($0.utf8) })
        let watcher = Watcher()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while !watcher.isStopped {
                watcher.saw(FileManager.default.contents(atPath: path), expected: expected)
            }
            done.signal()
        }
        for round in 1...20 {
            #expect(try Workspace.writeGenerated(versions[round % 2], to: path, root: root) == .written)
        }
        watcher.stop()
        done.wait()
        #expect(watcher.reads > 0)
        #expect(watcher.unexpected == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Scenery.generated.swift"])
    }

    @Test func discoveryHonoursExcludesAndSkipsBuildFolders() throws {
        for file in ["App/A.swift", "App/Main.storyboard", "App/Notes.txt", "Pods/P/P.swift", ".build/x/B.swift", "Legacy/L.swift"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        let configuration = ProjectConfiguration(root: root, exclude: ["Legacy"])
        #expect(Workspace.discoverFiles(configuration).map { configuration.relativePath($0.path) } == ["App/A.swift", "App/Main.storyboard"])
    }

    /// CocoaPods' and Carthage's folders are not indexed, but the classes their Swift files and
    /// Objective-C headers declare are read, so that a screen's chain goes through them (links not
    /// followed): the app's subclasses of a pod's view controllers are screens.
    @Test func theClassesOfPodsAndCarthageAreReadNotIndexed() throws {
        let files = [
            "App/Settings.swift":
                "final class SettingsViewController: FormViewController {}\nfinal class LoginViewController: XLFormViewController {}\n",
            "Pods/Eureka/Source/Core/Core.swift": "open class FormViewController: UIViewController {}\n",
            "Carthage/Checkouts/XLForm/XLForm/XLFormViewController.h": "@interface XLFormViewController : UIViewController\n@end\n",
            "Outside/Other.swift": "open class OutsideViewController: UIViewController {}\n",
        ]
        for (file, text) in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/Pods/Linked", withDestinationPath: root + "/Outside")
        // A dependencies' folder that is itself a link is not read either.
        try FileManager.default.createDirectory(atPath: root + "/Nested", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Nested/Pods", withDestinationPath: root + "/Outside")
        let configuration = ProjectConfiguration(root: root, exclude: ["Outside"])
        let indexed = Workspace.index(configuration, cache: nil)
        #expect(
            indexed.analysis.configuration.vendoredClasses.superclasses == [
                "FormViewController": "UIViewController", "XLFormViewController": "UIViewController",
            ])
        #expect(indexed.analysis.snapshot.screens.map(\.qualifiedName) == ["LoginViewController", "SettingsViewController"])
    }
}

/// What a reader saw of a file being rewritten.
private final class Watcher: @unchecked Sendable {
    // Guards the counters: the watching thread writes them, the test reads them.
    private let lock = NSLock()
    private var stopped = false
    private var readCount = 0
    private var unexpectedCount = 0

    var isStopped: Bool { lock.withLock { stopped } }
    var reads: Int { lock.withLock { readCount } }
    var unexpected: Int { lock.withLock { unexpectedCount } }

    func stop() { lock.withLock { stopped = true } }

    func saw(_ data: Data?, expected: Set<Data>) {
        lock.withLock {
            readCount += 1
            if !(data.map(expected.contains) ?? false) { unexpectedCount += 1 }
        }
    }
}
