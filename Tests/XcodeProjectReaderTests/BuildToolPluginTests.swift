@_spi(Scenery) import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryProjectModel
import Testing

/// A project that applies Scenery's build-tool plugin generates its factories at build time, outside
/// the project (`BuildTargets.generatesFactoriesAtBuild`): its calls of them compile without a
/// generated file in the tree.
@Suite struct BuildToolPluginTests {
    static func generatesAtBuild(_ files: [String: String]) -> Bool {
        let paths = Array(files.keys)
        return BuildModelReader.read(
            descriptions: BuildModelReader.descriptions(among: paths), indexedFiles: paths, readFile: { files[$0].map { Array($0.utf8) } }
        ).targets.generatesFactoriesAtBuild
    }

    @Test func anXcodeProjectThatRunsThePluginGeneratesAtBuild() {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; rootObject = P;
              objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (T, ); buildConfigurationList = L; };
                G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                     buildConfigurationList = L; buildPhases = (); dependencies = (D, ); };
                D = {isa = PBXTargetDependency; productRef = R; };
                R = {isa = XCSwiftPackageProductDependency; productName = "plugin:SceneryBuildTool"; };
                L = {isa = XCConfigurationList; buildConfigurations = (C, ); defaultConfigurationName = Release; };
                C = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; };
              }; }
            """
        #expect(Self.generatesAtBuild(["/project/App.xcodeproj/project.pbxproj": project]))
        #expect(
            !Self.generatesAtBuild([
                "/project/App.xcodeproj/project.pbxproj": project.replacingOccurrences(of: "SceneryBuildTool", with: "SwiftLintBuildToolPlugin")
            ]))
    }

    @Test func aPackageTargetThatAppliesThePluginGeneratesAtBuild() {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App", plugins: [.plugin(name: "SceneryBuildTool", package: "scenery")])])
            """
        #expect(Self.generatesAtBuild(["/project/Package.swift": manifest]))
        #expect(!Self.generatesAtBuild(["/project/Package.swift": "let package = Package(name: \"App\")"]))
    }
}
