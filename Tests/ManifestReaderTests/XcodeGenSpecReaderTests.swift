@_spi(Scenery) @testable import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryProjectModel
import Testing

/// XcodeGen specs: targets, platforms, sources among the indexed files, module names, errors.
@Suite struct XcodeGenSpecReaderTests {
    static let specPath = "/p/project.yml"
    static let indexedFiles = [
        "/p/Core/A.swift",
        "/p/Core/Sub/B.swift",
        "/p/CoreTests/CoreTests.swift",
        "/p/Platform/iOS/IOSOnly.swift",
        "/p/Platform/macOS/MacOnly.swift",
        "/p/Shared/Formatting.swift",
        "/p/Shared/Other.swift",
        "/p/Shop/AppDelegate.swift",
        "/p/Shop/Base.lproj/Main.storyboard",
        "/p/Shop/Generated/Gen.swift",
        "/p/Shop/Mocks/CartMock.swift",
        "/p/Shop/Notes.md",
        "/p/Shop/Playground.playground/Contents.swift",
        "/p/Shop/RootMock.swift",
        "/p/Shop/Views/CartView.swift",
        "/p/Shop/Views/Cell.xib",
        "/p/Shopping/Stray.swift",
        "/p/Tool/main.swift",
        "/p/Widget/Widget.swift",
    ]

    static let spec = """
        name: Shop
        options:
          bundleIdPrefix: com.example
        settings:
          base:
            SWIFT_VERSION: "5.0"
        targets:
          Shop:
            type: application
            platform: iOS
            sources:
              - path: Shop
                excludes:
                  - "**/*Mock.swift"
                  - Generated
              - Shared/Formatting.swift
            settings:
              base:
                PRODUCT_NAME: Shop App
              configs:
                Debug:
                  SWIFT_MODULE_NAME: Ignored
          ShopWidget:
            type: app-extension
            platform: iOS
            sources: [Widget]
            settings:
              PRODUCT_MODULE_NAME: $(TARGET_NAME:c99extidentifier)Kit
          Core:
            type: framework
            platform: [iOS, macOS]
            sources:
              - path: Core
                includes: ["*.swift"]
              - path: Platform/${platform}
          CoreTests:
            type: bundle.unit-test
            platform: iOS
            sources: CoreTests
            settings:
              base:
                PRODUCT_NAME: ${TARGET_NAME}-Runner
          Tool:
            type: tool
            platform: macOS
            sources:
              - path: Tool
                type: folder
          Watch:
            type: application.watchapp2
            platform: watchOS
            settings:
              SWIFT_MODULE_NAME: $(SOMETHING_ELSE)
          Odd: not a map
          Universal:
            type: application
            platform: auto
            supportedDestinations: [iOS, macOS, macCatalyst]
            sources: [Missing]
        """

    static func target(
        _ name: String, module: String, platforms: [BuildTarget.Platform], type: String, files: [String] = []
    ) -> BuildTarget {
        BuildTarget(
            name: name, module: module, platforms: platforms, productType: "com.apple.product-type." + type, definedIn: specPath,
            files: files)
    }

    @Test func theTargetsOfASpec() throws {
        let targets = try XcodeGenSpecReader.targets(specPath: Self.specPath, text: Self.spec, indexedFiles: Self.indexedFiles)
        let expected = [
            Self.target(
                "Shop", module: "Shop_App", platforms: [.iOS], type: "application",
                files: [
                    "/p/Shared/Formatting.swift",
                    "/p/Shop/AppDelegate.swift",
                    "/p/Shop/Base.lproj/Main.storyboard",
                    "/p/Shop/Views/CartView.swift",
                    "/p/Shop/Views/Cell.xib",
                ]),
            Self.target("ShopWidget", module: "ShopWidgetKit", platforms: [.iOS], type: "app-extension", files: ["/p/Widget/Widget.swift"]),
            Self.target(
                "Core_iOS", module: "Core", platforms: [.iOS], type: "framework", files: ["/p/Core/A.swift", "/p/Platform/iOS/IOSOnly.swift"]),
            Self.target(
                "Core_macOS", module: "Core", platforms: [.macOS], type: "framework", files: ["/p/Core/A.swift", "/p/Platform/macOS/MacOnly.swift"]),
            Self.target(
                "CoreTests", module: "CoreTests_Runner", platforms: [.iOS], type: "bundle.unit-test", files: ["/p/CoreTests/CoreTests.swift"]),
            Self.target("Tool", module: "Tool", platforms: [.macOS], type: "tool"),
            Self.target("Watch", module: "Watch", platforms: [.watchOS], type: "application.watchapp2"),
            Self.target("Universal", module: "Universal", platforms: [.iOS, .macOS], type: "application"),
        ]
        #expect(targets.map(\.name) == expected.map(\.name))
        for (actual, wanted) in zip(targets, expected) {
            #expect(actual == wanted)
        }
    }

    @Test func platformPrefixSuffixAndTargetNameInProductName() throws {
        let spec = """
            targets:
              Kit:
                type: framework
                platform: [tvOS, visionOS]
                platformPrefix: Apple
                platformSuffix: "-${platform}"
                settings:
                  PRODUCT_NAME: $(TARGET_NAME)
                sources: Kit/$platform
            """
        let files = ["/p/Kit/tvOS/TV.swift", "/p/Kit/visionOS/Vision.swift"]
        #expect(
            try XcodeGenSpecReader.targets(specPath: Self.specPath, text: spec, indexedFiles: files) == [
                Self.target("AppleKit-tvOS", module: "AppleKit_tvOS", platforms: [.tvOS], type: "framework", files: ["/p/Kit/tvOS/TV.swift"]),
                Self.target(
                    "AppleKit-visionOS", module: "AppleKit_visionOS", platforms: [.visionOS], type: "framework",
                    files: ["/p/Kit/visionOS/Vision.swift"]),
            ])
    }

    @Test func moduleSettingsTakePrecedence() throws {
        let spec = """
            name: Store
            targets:
              Shop:
                type: application
                platform: iOS
                settings:
                  base:
                    PRODUCT_NAME: Brand-$(TARGET_NAME)
                    PRODUCT_MODULE_NAME: $(PRODUCT_NAME:c99extidentifier)Module
              Swifty:
                type: framework
                settings:
                  PRODUCT_MODULE_NAME: Ignored
                  SWIFT_MODULE_NAME: $(PROJECT_NAME)Kit
              Inherits:
                type: framework
                settings:
                  base:
                    PRODUCT_NAME: $(inherited)
              Numeric:
                type: framework
                settings:
                  PRODUCT_NAME: 2048
            """
        let targets = try XcodeGenSpecReader.targets(specPath: Self.specPath, text: spec, indexedFiles: [])
        #expect(targets.map(\.module) == ["Brand_ShopModule", "StoreKit", "Inherits", "_048"])
        #expect(targets.map(\.platforms) == [[.iOS], [], [], []])
    }

    @Test func anchorsAndMergeKeys() throws {
        let spec = """
            common: &common
              type: framework
              platform: macOS
              settings:
                PRODUCT_NAME: Common
            targets:
              A:
                <<: *common
                sources: Core
              B:
                <<: *common
                settings:
                  PRODUCT_NAME: Own
            """
        #expect(
            try XcodeGenSpecReader.targets(specPath: Self.specPath, text: spec, indexedFiles: Self.indexedFiles) == [
                Self.target("A", module: "Common", platforms: [.macOS], type: "framework", files: ["/p/Core/A.swift", "/p/Core/Sub/B.swift"]),
                Self.target("B", module: "Own", platforms: [.macOS], type: "framework"),
            ])
    }

    @Test func oddValuesAreSkipped() throws {
        let spec = """
            targets:
              NoType:
                platform: [iOS, 3]
                sources: [{excludes: [x]}, 7, [nested], {path: Core, buildPhase: none}, {path: Shared, includes: Formatting.swift}]
                settings: [not, a, map]
              Empty:
            """
        let targets = try XcodeGenSpecReader.targets(specPath: Self.specPath, text: spec, indexedFiles: Self.indexedFiles)
        #expect(
            targets == [
                BuildTarget(
                    name: "NoType_iOS", module: "NoType", platforms: [.iOS], productType: "", definedIn: Self.specPath,
                    files: ["/p/Shared/Formatting.swift"]),
                BuildTarget(
                    name: "NoType_3", module: "NoType", platforms: [], productType: "", definedIn: Self.specPath,
                    files: ["/p/Shared/Formatting.swift"]),
            ])
        #expect(try XcodeGenSpecReader.targets(specPath: Self.specPath, text: "name: Empty", indexedFiles: []) == [])
        #expect(try XcodeGenSpecReader.targets(specPath: Self.specPath, text: "targets: [A, B]", indexedFiles: []) == [])
    }

    @Test func malformedYAMLIsAnErrorWithItsLine() {
        let spec = """
            name: Shop
            targets:
              App:
                type: application
               platform: iOS
            """
        #expect(throws: BuildTargetsError(path: Self.specPath, message: "line 5: not valid YAML: did not find expected key")) {
            try XcodeGenSpecReader.targets(specPath: Self.specPath, text: spec, indexedFiles: [])
        }
        #expect(throws: BuildTargetsError(path: Self.specPath, message: "line 2: not valid YAML: found undefined alias")) {
            try XcodeGenSpecReader.targets(specPath: Self.specPath, text: "targets:\n  A: *missing\n", indexedFiles: [])
        }
    }

    @Test func aTopLevelThatIsNotAMapIsAnError() {
        #expect(throws: BuildTargetsError(path: Self.specPath, message: "line 2: expected a map of keys to values at the top level")) {
            try XcodeGenSpecReader.targets(specPath: Self.specPath, text: "# a list\n- App\n- Tool\n", indexedFiles: [])
        }
        #expect(throws: BuildTargetsError(path: Self.specPath, message: "line 1: expected a map of keys to values, found no YAML document")) {
            try XcodeGenSpecReader.targets(specPath: Self.specPath, text: "# nothing\n", indexedFiles: [])
        }
    }

    @Test func globs() {
        func matches(_ pattern: String, _ path: String) -> Bool {
            XcodeGenGlob(pattern).matchesItselfOrFolder(of: path.split(separator: "/").map(String.init))
        }
        #expect(matches("**/*Mock.swift", "RootMock.swift"))
        #expect(matches("**/*Mock.swift", "a/b/CartMock.swift"))
        #expect(!matches("**/*Mock.swift", "a/b/Mockery.swift"))
        #expect(matches("*.swift", "A.swift"))
        #expect(!matches("*.swift", "Sub/B.swift"))
        #expect(matches("Generated", "Generated/Deep/File.swift"))
        #expect(matches("Gen?rated/*.swift", "Generated/File.swift"))
        #expect(matches("[A-C]*.swift", "Bee.swift"))
        #expect(!matches("[!A-C]*.swift", "Bee.swift"))
        #expect(matches("{Views,Cells}/**/*.xib", "Cells/Table/Row.xib"))
        #expect(matches("Views/**", "Views/x/y.swift"))
        #expect(!matches("Views/**/*.xib", "Other/Row.xib"))
        #expect(matches("./Tests", "Tests/T.swift"))
        #expect(XcodeGenGlob.expandBraces("a{b,c{d,e}}f") == ["abf", "acdf", "acef"])
        #expect(XcodeGenGlob.expandBraces("a{b") == ["a{b"])
    }

    /// Module names follow Xcode's build-settings evaluation: references, operators, defaults.
    @Test func moduleNamesFromSettings() {
        let module = { (settings: [String: String]) in
            XcodeGenSpecReader.module(targetName: "My App", settings: settings, defaultProductName: nil, projectName: "Shop")
        }
        #expect(module([:]) == "My_App")
        #expect(module(["PRODUCT_NAME": "${TARGET_NAME}-x"]) == "My_App_x")
        #expect(module(["PRODUCT_NAME": "$(PROJECT_NAME:lower)$$"]) == "shop_")
        #expect(module(["PRODUCT_NAME": "$(inherited)"]) == "My_App")
        // Set explicitly, a module name is taken as written (the build would refuse a bad one).
        #expect(module(["PRODUCT_MODULE_NAME": "$(TARGET_NAME:rfc1034identifier)"]) == "My-App")
        #expect(module(["PRODUCT_NAME": "Store", "SWIFT_MODULE_NAME": "StoreKitUI"]) == "StoreKitUI")
        #expect(XcodeGenSpecReader.module(targetName: "Shop_iOS", settings: [:], defaultProductName: "Shop", projectName: nil) == "Shop")
    }
}
