@_spi(Scenery) import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryProjectModel
import Foundation
import Testing

/// What is not a project is an error naming the file (and the line, when the syntax is wrong);
/// objects of the wrong shape are skipped; the XML form reads too; size costs no more than linear time.
@Suite struct MalformedProjectTests {
    static let pbxprojPath = "/p/Shop/Shop.xcodeproj/project.pbxproj"

    static func error(reading text: String) -> BuildTargetsError? {
        do {
            _ = try XcodeProjectReader.read(
                projectPath: "/p/Shop/Shop.xcodeproj", pbxproj: Array(text.utf8), indexedFiles: [], readFile: { _ in nil })
            return nil
        } catch {
            return error
        }
    }

    @Test func gitConflictMarkersAreASyntaxErrorWithItsLine() {
        let text = Fixture.pbxproj(
            """
            \t\tPROJECT = {isa = PBXProject; mainGroup = G_MAIN; targets = (); };
            <<<<<<< HEAD
            \t\tG_MAIN = {isa = PBXGroup; children = (F_A, ); sourceTree = "<group>"; };
            =======
            \t\tG_MAIN = {isa = PBXGroup; children = (F_B, ); sourceTree = "<group>"; };
            >>>>>>> feature
            """
        )
        #expect(
            Self.error(reading: text)
                == BuildTargetsError(path: Self.pbxprojPath, message: "Expected terminating '}' for dictionary at line 9")
        )
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("garbage", "not a property list dictionary"),
        ("{ objects = (a, b, ); rootObject = PROJECT; }", "no `objects` dictionary"),
        ("{ objects = {}; }", "`rootObject` names no PBXProject"),
        ("{ objects = { PROJECT = {isa = PBXGroup; }; }; rootObject = PROJECT; }", "`rootObject` names no PBXProject"),
    ])
    func whatIsNoProjectIsAnError(text: String, message: String) {
        #expect(Self.error(reading: text) == BuildTargetsError(path: Self.pbxprojPath, message: message))
    }

    /// Strings where lists or dictionaries belong, missing keys, dangling IDs, a group cycle.
    @Test func objectsOfTheWrongShapeAreSkipped() throws {
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = (CL_PROJECT, ); mainGroup = G_MAIN; targets = (T_NAMELESS, JUNK, T_GONE, T_ODD, T_CYCLE, {a = b; }, ); };
            JUNK = "just a string";
            G_MAIN = {isa = PBXGroup; children = G_A; sourceTree = "<group>"; };
            T_NAMELESS = {isa = PBXNativeTarget; buildPhases = (); productType = "com.apple.product-type.application"; };
            T_ODD = {isa = PBXNativeTarget; buildConfigurationList = CL_ODD; buildPhases = P_NOT_A_LIST; fileSystemSynchronizedGroups = {a = b; }; name = Odd; };
            CL_ODD = {isa = XCConfigurationList; buildConfigurations = (C_ODD, JUNK, C_NAMELESS, T_ODD, ); defaultConfigurationName = (Release, ); };
            C_ODD = {isa = XCBuildConfiguration; baseConfigurationReference = JUNK; buildSettings = (a, b, ); name = Release; };
            C_NAMELESS = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Nameless; }; };
            T_CYCLE = {isa = PBXNativeTarget; buildConfigurationList = CL_CYCLE; buildPhases = (P_CYCLE, JUNK, P_MISSING, ); name = Cycle; productType = "com.apple.product-type.framework"; };
            CL_CYCLE = {isa = XCConfigurationList; buildConfigurations = (C_CYCLE, ); };
            C_CYCLE = {isa = XCBuildConfiguration; baseConfigurationReference = G_A; buildSettings = {PRODUCT_NAME = {a = b; }; "[sdk=*]" = x; "SDKROOT[sdk=iphoneos*" = watchos; SDKROOT = (macosx, {}, ); }; name = Release; };
            P_CYCLE = {isa = PBXSourcesBuildPhase; files = (B_IN_CYCLE, B_NO_REF, B_DANGLING, JUNK, ); };
            B_IN_CYCLE = {isa = PBXBuildFile; fileRef = F_IN_CYCLE; };
            B_NO_REF = {isa = PBXBuildFile; productRef = X_PRODUCT; };
            B_DANGLING = {isa = PBXBuildFile; fileRef = F_GONE; };
            G_A = {isa = PBXGroup; children = (G_B, F_IN_CYCLE, ); path = a; sourceTree = "<group>"; };
            G_B = {isa = PBXGroup; children = (G_A, ); path = b; sourceTree = "<group>"; };
            F_IN_CYCLE = {isa = PBXFileReference; path = Lost.swift; sourceTree = "<group>"; };
            """
        )
        #expect(
            reading.targets == [
                BuildTarget(name: "Odd", module: "Odd", productType: "", definedIn: "/p/Shop/Shop.xcodeproj"),
                BuildTarget(
                    name: "Cycle", module: "Cycle", platforms: [.macOS], productType: "com.apple.product-type.framework",
                    definedIn: "/p/Shop/Shop.xcodeproj"),
            ]
        )
        #expect(reading.warnings == [])
    }

    /// A chain of 10,000 settings, 5,000 nested references, 100 nested includes: cut short, not a crash.
    @Test func deepNestingStopsShort() throws {
        let chain = (0..<10_000).map { "A\($0) = \"$(A\($0 + 1))\"; " }.joined()
        let nested = String(repeating: "$(", count: 5_000) + String(repeating: ")", count: 5_000)
        let settings = try Fixture.readSettings(projectSettings: chain, settings: "PRODUCT_NAME = \"$(A0)\"; SWIFT_MODULE_NAME = \"\(nested)\";")
        #expect(settings.targets.map(\.module) == ["My_App"])

        let includes = Dictionary(
            uniqueKeysWithValues: (0..<100).map { ("/p/Shop/C\($0).xcconfig", "#include \"C\($0 + 1).xcconfig\"\nPRODUCT_NAME = Deep\n") })
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; targets = (T_APP, ); };
            G_MAIN = {isa = PBXGroup; children = (F_CONFIG, ); sourceTree = "<group>"; };
            F_CONFIG = {isa = PBXFileReference; path = C0.xcconfig; sourceTree = "<group>"; };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT, ); };
            C_PROJECT = {isa = XCBuildConfiguration; baseConfigurationReference = F_CONFIG; buildSettings = {}; name = Release; };
            T_APP = {isa = PBXNativeTarget; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
            """,
            configurations: includes
        )
        #expect(reading.targets.map(\.module) == ["Deep"])
        #expect(reading.configurationFiles.count == 64)
        #expect(reading.warnings == ["/p/Shop/C63.xcconfig includes /p/Shop/C64.xcconfig, 64 includes deep; that include is skipped."])
    }

    /// Xcode writes OpenStep, but any property list format is accepted.
    @Test func theXMLFormReadsToo() throws {
        let objects: [String: Any] = [
            "PROJECT": ["isa": "PBXProject", "mainGroup": "G_MAIN", "targets": ["T_APP"]],
            "G_MAIN": ["isa": "PBXGroup", "children": ["F_APP"], "sourceTree": "<group>"],
            "F_APP": ["isa": "PBXFileReference", "path": "App.swift", "sourceTree": "<group>"],
            "T_APP": ["isa": "PBXNativeTarget", "name": "App", "productType": "com.apple.product-type.application", "buildPhases": ["P_SOURCES"]],
            "P_SOURCES": ["isa": "PBXSourcesBuildPhase", "files": ["B_APP"]],
            "B_APP": ["isa": "PBXBuildFile", "fileRef": "F_APP"],
        ]
        let xml = try PropertyListSerialization.data(fromPropertyList: ["objects": objects, "rootObject": "PROJECT"], format: .xml, options: 0)
        let reading = try XcodeProjectReader.read(projectPath: "/p/App/App.xcodeproj", pbxproj: Array(xml), indexedFiles: [], readFile: { _ in nil })
        #expect(reading.targets.map(\.files) == [["/p/App/App.swift"]])
    }

    /// About 1 MB and 5,000 objects, as large app projects are, plus a synchronized folder of
    /// 5,000 files with 500 exceptions: done in linear time, or this test takes minutes.
    @Test func aLargeProjectReadsWhole() throws {
        let targetCount = 10
        let filesPerTarget = 240
        var objects = "PROJECT = {isa = PBXProject; mainGroup = G_MAIN; targets = (\((0..<targetCount).map { "T_\($0), " }.joined())T_SYNC, ); };\n"
        objects += "G_MAIN = {isa = PBXGroup; children = (\((0..<targetCount).map { "G_\($0), " }.joined())R_SYNC, ); sourceTree = \"<group>\"; };\n"
        for target in 0..<targetCount {
            let files = (0..<filesPerTarget).map { "\(target)_\($0)" }
            objects +=
                "T_\(target) = {isa = PBXNativeTarget; buildPhases = (P_\(target), ); name = Target\(target); productType = \"com.apple.product-type.framework\"; };\n"
            objects += "P_\(target) = {\n\tisa = PBXSourcesBuildPhase;\n\tbuildActionMask = 2147483647;\n\tfiles = (\n"
            objects +=
                files.map { "\t\tB_\($0) /* File\($0).swift in Sources */,\n" }.joined() + "\t);\n\trunOnlyForDeploymentPostprocessing = 0;\n};\n"
            objects += "G_\(target) = {\n\tisa = PBXGroup;\n\tchildren = (\n" + files.map { "\t\tF_\($0) /* File\($0).swift */,\n" }.joined()
            objects += "\t);\n\tpath = \"Sources/Target \(target)\";\n\tsourceTree = \"<group>\";\n};\n"
            for file in files {
                objects +=
                    "B_\(file) /* File\(file).swift in Sources */ = {isa = PBXBuildFile; fileRef = F_\(file) /* File\(file).swift */; settings = {COMPILER_FLAGS = \"-DLARGE_PROJECT_PADDING\"; }; };\n"
                objects +=
                    "F_\(file) /* File\(file).swift */ = {isa = PBXFileReference; fileEncoding = 4; includeInIndex = 1; lastKnownFileType = sourcecode.swift; path = File\(file).swift; sourceTree = \"<group>\"; };\n"
            }
        }
        let excluded = (0..<500).map { "\t\tFolder\($0 * 2)/File0.swift,\n" }.joined()
        objects += "R_SYNC = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X_SYNC, ); path = Synced; sourceTree = \"<group>\"; };\n"
        objects += "X_SYNC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\n\(excluded)); target = T_SYNC; };\n"
        objects +=
            "T_SYNC = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (R_SYNC, ); name = Synced; productType = \"com.apple.product-type.application\"; };\n"
        let text = Fixture.pbxproj(objects)
        #expect(text.utf8.count > 1_000_000)
        let synced = (0..<1_000).flatMap { folder in (0..<5).map { "/p/Shop/Synced/Folder\(folder)/File\($0).swift" } }

        let reading = try Fixture.read(objects, files: synced)
        #expect(reading.targets.count == targetCount + 1)
        #expect(reading.targets.dropLast().allSatisfy { $0.files.count == filesPerTarget })
        #expect(reading.targets.first?.files.first == "/p/Shop/Sources/Target 0/File0_0.swift")
        #expect(reading.targets.last?.files.count == synced.count - 500)
    }
}
