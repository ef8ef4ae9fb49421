@_spi(Scenery) @testable import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryProjectModel
import Testing

/// Package manifests read as text: which calls are target declarations, and their folders.
@Suite struct PackageManifestReaderTests {
    static let manifestPath = "/work/pkg/Package.swift"

    static func target(_ name: String, module: String, folder: String, platforms: [BuildTarget.Platform] = []) -> BuildTarget {
        BuildTarget(
            name: name, module: module, platforms: platforms, productType: BuildTarget.packageProductType,
            definedIn: manifestPath, files: [], folders: [folder])
    }

    @Test func aPlainTargetAndItsTests() {
        let text = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Utilities",
                targets: [
                    .target(name: "AppUtils"),
                    .testTarget(name: "AppUtilsTests", dependencies: ["AppUtils"]),
                ]
            )
            """
        #expect(
            PackageManifestReader.targets(manifestPath: Self.manifestPath, text: text) == [
                Self.target("AppUtils", module: "AppUtils", folder: "/work/pkg/Sources/AppUtils"),
                Self.target("AppUtilsTests", module: "AppUtilsTests", folder: "/work/pkg/Tests/AppUtilsTests"),
            ])
    }

    @Test func declarationsAmongCommentsStringsAndDependencies() {
        let text = ##"""
            // swift-tools-version: 5.9
            import PackageDescription

            /* A block comment: .target(name: "InBlockComment")
               /* nested: .target(name: "Nested") */ still a comment: .target(name: "AfterNested") */
            let helperName = "Generated"
            let shared: [Target.Dependency] = [.target(name: "NotADeclaration"), "AppUtils"]

            let package = Package(
                name: "Shop",
                platforms: [.iOS(.v16), .macOS("13.0"), SupportedPlatform.visionOS(.v1), .custom("linux", versionString: "1")],
                products: [.library(name: "AppUtils", targets: ["AppUtils"])],
                dependencies: [.package(path: "../Core")],
                targets: [
                    // .target(name: "Commented"),
                    .target(name: "AppUtils"),
                    .target(
                        name: "my-feature",
                        dependencies: [
                            "AppUtils",
                            .target(name: "InDependencies", condition: .when(platforms: [.tvOS])),
                        ],
                        path: "Custom/Dir",
                        swiftSettings: [.define("FEATURE")]
                    ),
                    .executableTarget(name: "Tool", path: "Tools/" + "tool", resources: [.process("Strings \(1).txt")]),
                    Target.target(name: "Explicit", path: "./Sources/../Other/Explicit/"),
                    .macro(name: "3DMacros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
                    .target(name: helperName),
                    .target(name: "Raw", exclude: [#"a ".target(name: "InRaw")" and \(x)"#, "esc\"aped .target(name: \"InEscaped\")"]),
                    .target(name: "Multi", exclude: ["""
                        .target(name: "InMultiline")
                        a lone " quote and \(interpolated(")")) text
                        """]),
                    .testTarget(name: "AppUtilsTests", dependencies: [Target.Dependency.target(name: "AlsoADependency")]),
                    .target(name: "Interpolated\(1)"),
                    .target(name: #"RawName"#, path: "Sources/\(helperName)"),
                ]
            )
            for name in ["LoopA", "LoopB"] { package.targets.append(.target(name: name)) }
            package.targets.append(.target(name: "Appended", path: "Late"))
            """##
        let platforms: [BuildTarget.Platform] = [.iOS, .macOS, .visionOS]
        let expected = [
            Self.target("AppUtils", module: "AppUtils", folder: "/work/pkg/Sources/AppUtils", platforms: platforms),
            Self.target("my-feature", module: "my_feature", folder: "/work/pkg/Custom/Dir", platforms: platforms),
            Self.target("Tool", module: "Tool", folder: "/work/pkg/Sources/Tool", platforms: platforms),
            Self.target("Explicit", module: "Explicit", folder: "/work/pkg/Other/Explicit", platforms: platforms),
            Self.target("3DMacros", module: "_DMacros", folder: "/work/pkg/Sources/3DMacros", platforms: platforms),
            Self.target("Raw", module: "Raw", folder: "/work/pkg/Sources/Raw", platforms: platforms),
            Self.target("Multi", module: "Multi", folder: "/work/pkg/Sources/Multi", platforms: platforms),
            Self.target("AppUtilsTests", module: "AppUtilsTests", folder: "/work/pkg/Tests/AppUtilsTests", platforms: platforms),
            Self.target("RawName", module: "RawName", folder: "/work/pkg/Sources/RawName", platforms: platforms),
            Self.target("Appended", module: "Appended", folder: "/work/pkg/Late", platforms: platforms),
        ]
        let targets = PackageManifestReader.targets(manifestPath: Self.manifestPath, text: text)
        #expect(targets.map(\.name) == expected.map(\.name))
        #expect(targets == expected)
    }

    @Test func aDependencyVariableDoesNotHideLaterDeclarations() {
        let text = """
            let core: Target.Dependency = .target(name: "CoreDependency")
            var extra: [Target] { [.target(name: "Computed")] }
            package.targets += [.target(name: "Later")]
            func feature(deps: [Target.Dependency] = [.target(name: "DefaultDependency")]) -> Target {
                .target(name: "Feature", dependencies: deps)
            }
            func dependencies() -> [Target.Dependency] { [.target(name: "Returned")] }
            func named(_ name: String) -> Target { .target(name: name) }
            let empty = Target.target(name: "")
            """
        #expect(
            PackageManifestReader.targets(manifestPath: Self.manifestPath, text: text).map(\.name) == ["Computed", "Later", "Feature"])
    }

    @Test func aNameDeclaredInTwoBranchesIsKeptOnce() {
        let text = """
            #if os(Linux)
            let targets: [Target] = [.target(name: "Core", path: "Linux/Core")]
            #else
            let targets: [Target] = [.target(name: "Core")]
            #endif
            """
        #expect(
            PackageManifestReader.targets(manifestPath: "/pkg/Package.swift", text: text) == [
                BuildTarget(
                    name: "Core", module: "Core", productType: "package", definedIn: "/pkg/Package.swift", folders: ["/pkg/Linux/Core"])
            ])
    }

    @Test func deeplyNestedInterpolationsAreBounded() {
        func nested(_ depth: Int) -> String {
            String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth) + "\n.target(name: \"After\")"
        }
        #expect(PackageManifestReader.targets(manifestPath: Self.manifestPath, text: nested(50)).map(\.name) == ["After"])
        // Past the limit the text is misread, but without exhausting the stack.
        _ = PackageManifestReader.targets(manifestPath: Self.manifestPath, text: nested(100_000))
    }

    @Test func unterminatedTextNeverTraps() {
        for text in ["", ".target(", ".target(name: \"A\"", "\"unterminated", "/* open", "#\"raw", ".target(name: \"\\(\")", "\"\"\""] {
            _ = PackageManifestReader.targets(manifestPath: Self.manifestPath, text: text)
        }
        #expect(PackageManifestReader.targets(manifestPath: "/Package.swift", text: ".target(name: \"A\"").map(\.folders) == [["/Sources/A"]])
    }

    @Test func c99Identifiers() {
        #expect(ModuleName.c99Identifier("My App") == "My_App")
        #expect(ModuleName.c99Identifier("my-app") == "my_app")
        #expect(ModuleName.c99Identifier("App.Widget") == "App_Widget")
        #expect(ModuleName.c99Identifier("3D Viewer") == "_D_Viewer")
        #expect(ModuleName.c99Identifier("12 3") == "_2_3")
        #expect(ModuleName.c99Identifier("Cafe\u{301} Ω") == "Café_Ω")
        #expect(ModuleName.c99Identifier("ÜTF-8") == "ÜTF_8")
        #expect(ModuleName.c99Identifier("Rocket🚀") == "Rocket_")
        #expect(ModuleName.c99Identifier("_Private") == "_Private")
    }

    @Test func pathsAreStandardizedAsText() {
        #expect(PathText.resolve("./a/../b/", in: "/root/dir") == "/root/dir/b")
        #expect(PathText.resolve("/abs//x/.", in: "/root") == "/abs/x")
        #expect(PathText.resolve("../../..", in: "/a") == "/")
        #expect(PathText.directory(of: "/p/Package.swift") == "/p")
        #expect(PathText.directory(of: "/Package.swift") == "/")
    }
}
