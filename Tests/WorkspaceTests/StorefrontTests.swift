import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// Examples/Storefront, an Xcode project with an iOS app (group-based files, a localised storyboard,
/// `~iphone`/`~ipad` xibs, its module set in an `.xcconfig`), a macOS app and an app extension in
/// synchronized folders with membership exceptions, and a local package: Scenery reads the targets
/// from the project files, with no configuration.
@Suite struct StorefrontTests {
    static let root = packageRoot + "/Examples/Storefront"

    static func load(_ root: String = root, cache: FactsCache? = nil) throws -> ProjectHost { try ProjectHost.load(path: root, cache: cache) }

    static func relative(_ path: String, _ root: String = root) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    @Test func theTargetsComeFromTheProjectFilesAndTheirModulesFromTheBuildSettings() throws {
        let project = try Self.load()
        #expect(project.configurationIssues.isEmpty)
        #expect(project.fileErrors.isEmpty)
        let targets = project.analysis.snapshot.buildTargets.targets.map { target in
            "\(target.name): module \(target.module), \(target.platforms.map(\.rawValue)), \(target.productType), "
                + (target.files + target.folders).map { Self.relative($0) }.joined(separator: " ")
        }
        #expect(
            targets == [
                "Storefront: module Shop, [\"iOS\"], com.apple.product-type.application, Storefront/Base.lproj/Main.storyboard Storefront/CartViewController.swift "
                    + "Storefront/ProductCell.swift Storefront/ProductCell~ipad.xib Storefront/ProductCell~iphone.xib",
                "StorefrontMac: module StorefrontMac, [\"macOS\"], com.apple.product-type.application, StorefrontMac/Main.storyboard "
                    + "StorefrontMac/PreferencesViewController.swift StorefrontMac/Shared/PriceFormatter.swift StorefrontMac/Shared/SearchQuery.swift",
                "StorefrontWidget: module StorefrontWidget, [\"iOS\"], com.apple.product-type.app-extension, StorefrontMac/Shared/PriceFormatter.swift "
                    + "Widget/MainInterface.storyboard Widget/WidgetViewController.swift",
                "AppUtils: module AppUtils, [\"iOS\"], package, Modules/Utils/Sources/AppUtils",
            ])
        let modules = project.analysis.snapshot.screens.map { "\($0.name) \($0.module ?? "-")" }
        #expect(
            modules == [
                "CartViewController Shop", "OldPreferencesViewController -", "PreferencesViewController StorefrontMac",
                "SettingsViewController AppUtils",
                "WidgetViewController StorefrontWidget",
            ])
    }

    /// Each name resolves among the IB files of the code's own target: the Mac call finds the Mac
    /// app's Main.storyboard, the iOS mistake is reported against the iOS one; `ProductCell` loads
    /// its device variants; "Inherit Module From Target" is not stale however old the recorded
    /// module, but is reported for the class that moved into the package; the file the Mac target
    /// leaves out gets one hint and nothing else. (No `string-instantiation` hint for Settings: the
    /// generated file, for the app's module, has no factory for a class of the package.)
    @Test func checkReportsWhatIsWrongForTheTargetThatBuildsEachFile() throws {
        #expect(
            try Self.load().reported(withText: true) == [
                "Storefront/Base.lproj/Main.storyboard:16:164 stale-custom-module target",
                "Storefront/CartViewController.swift:20:110 scene-not-found Preferences",
                "StorefrontMac/Legacy/OldPreferencesViewController.swift:1:1 not-in-target ",
            ])
    }

    /// A build tool generates per target: by module, or by target name as Xcode's plugins know it
    /// (the Storefront target builds module Shop); only that module's screens get a factory.
    @Test func generationForOneModuleOrTheTargetThatBuildsIt() throws {
        let analysis = try Self.load().analysis
        let shop = try #require(analysis.generatedFile(forModule: "Shop"))
        #expect(shop.factories.map(\.screen.name) == ["CartViewController"])
        #expect(analysis.generatedFile(forModule: "Storefront")?.contents == shop.contents)
        #expect(analysis.generatedFile(forModule: "AppUtils")?.factories.map(\.screen.name) == ["SettingsViewController"])
        #expect(analysis.generatedFile(forModule: "Nowhere") == nil)
        // The macOS target's file is AppKit's, in a project whose screens are mostly UIKit.
        let mac = try #require(analysis.generatedFile(forModule: "StorefrontMac"))
        #expect(mac.factories.map(\.screen.name) == ["PreferencesViewController"])
        #expect(mac.contents.contains("import AppKit\n") && !mac.contents.contains("import UIKit"))
        #expect(shop.contents.contains("import UIKit\n") && !shop.contents.contains("import AppKit"))
    }

    @Test func initWritesEachTargetsModuleAndPlatform() throws {
        let project = try Self.load()
        let survey = project.analysis.conventionSurvey()
        let module = ConfigurationTemplate.module(survey, xcodeProject: Workspace.xcodeProjectName(in: Self.root))
        #expect(
            ConfigurationTemplate.detected(survey, module: module).filter { $0.hasPrefix("target") || $0.hasPrefix("module") } == [
                "target Storefront (Storefront.xcodeproj): module Shop, iOS application, 1 screen",
                "target StorefrontMac (Storefront.xcodeproj): module StorefrontMac, macOS application, 1 screen",
                "target StorefrontWidget (Storefront.xcodeproj): module StorefrontWidget, iOS app extension, 1 screen",
                "target AppUtils (Package.swift): module AppUtils, iOS package, 1 screen",
                "module: Shop (target Storefront of Storefront.xcodeproj)",
            ])
        // Not the project file's name (Storefront), which no target builds as its module.
        let text = ConfigurationTemplate.text(survey, module: module)
        #expect(text.contains("\nmodule: Shop\ntestedModule: Shop\n"))
        #expect(text.contains("# Scenery reads the targets above from the project files on every run"))
    }

    /// A change to an `.xcconfig` changes the modules, also when the facts cache holds the join
    /// made before it.
    @Test func aChangedBuildSettingIsNotServedFromTheFactsCache() throws {
        let copy = NSTemporaryDirectory() + "scenery-storefront-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: Self.root, toPath: copy)
        let cacheFolder = copy + "-cache"
        defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
        let cache = FactsCache(directory: cacheFolder)
        let module = { (project: ProjectHost) in project.analysis.snapshot.screens.first { $0.name == "CartViewController" }?.module }
        #expect(module(try Self.load(copy, cache: cache)) == "Shop")
        #expect(module(try Self.load(copy, cache: cache)) == "Shop")
        try Data("#include \"Shared.xcconfig\"\nPRODUCT_NAME = Shop Front\n".utf8).write(
            to: URL(fileURLWithPath: copy + "/Config/Storefront.xcconfig"))
        #expect(module(try Self.load(copy, cache: cache)) == "Shop_Front")
    }
}

extension StorefrontTests {
    /// The generated file is for the main target (the one with the most screens, the app): the
    /// extension's and the package's screens are in other modules, and the Mac app's are AppKit; a
    /// file no target compiles (a membership exception) gets no factory anywhere.
    @Test func generationWithNoConfigurationIsForTheMainTarget() throws {
        let generated = try Self.load().analysis.generatedFile()
        #expect(generated.factories.map(\.screen.name) == ["CartViewController"])
        #expect(
            generated.skipped.map { "\($0.screen.name): \($0.reason)" } == [
                "OldPreferencesViewController: no build target compiles its file",
                "PreferencesViewController: it is in module StorefrontMac, and the generated file is compiled into Shop (generate one for StorefrontMac with `scenery generate --module StorefrontMac`)",
                "SettingsViewController: it is in module AppUtils, and the generated file is compiled into Shop (generate one for AppUtils with `scenery generate --module AppUtils`)",
                "WidgetViewController: it is in module StorefrontWidget, and the generated file is compiled into Shop (generate one for StorefrontWidget with `scenery generate --module StorefrontWidget`)",
            ])
    }

    /// Generation on a copy of Storefront (an iOS app beside a Mac app, a file no target compiles)
    /// with Xcode's template `ViewController` added to the app, with a timer it sets itself: the
    /// file generated for the app and the one for the Mac app (`--module StorefrontMac`) each
    /// type-check with the files that declare their screens (and the app's package), in Swift 5 and 6.
    @Test(arguments: [5, 6]) func theFilesGeneratedForEachTargetTypeCheck(swiftVersion: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scenery-storefront-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: Self.root, toPath: root)
        let template = """

            class ViewController: UIViewController {
                var timer: Timer!
                var greeting: String!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                }
            }

            """
        let cart = root + "/Storefront/CartViewController.swift"
        try Data((try String(contentsOfFile: cart, encoding: .utf8) + template).utf8).write(to: URL(fileURLWithPath: cart))
        let analysis = try Self.load(root).analysis
        let package = try #require(analysis.snapshot.buildTargets.targets.first { $0.name == "AppUtils" })
        func typeCheck(_ generated: GeneratedFile, with more: [String]) throws -> TypeCheck.Result {
            var sources = ["Generated.swift": generated.contents]
            for path in Set(generated.factories.map(\.screen.declaration.path) + more) {
                sources[Self.relative(path, root)] = try String(contentsOfFile: path, encoding: .utf8)
            }
            // One module here: the package's types are the app's own.
            return TypeCheck.run(
                sources: sources.mapValues { $0.replacingOccurrences(of: "import AppUtils\n", with: "") }, swiftVersion: swiftVersion)
        }
        let app = analysis.generatedFile()
        #expect(app.contents.contains("func viewController(greeting: String) -> ViewController"), "\(app.contents)")
        let packageFiles = try FileManager.default.subpathsOfDirectory(atPath: package.folders[0]).filter { $0.hasSuffix(".swift") }
        let appResult = try typeCheck(app, with: packageFiles.map { package.folders[0] + "/" + $0 })
        #expect(appResult.succeeded, "\(appResult.output)\n\(app.contents)")
        let mac = try #require(analysis.generatedFile(forModule: "StorefrontMac"))
        #expect(mac.contents.contains("import AppKit") && !mac.contents.contains("import UIKit"), "\(mac.contents)")
        let macResult = try typeCheck(mac, with: [root + "/StorefrontMac/Shared/PriceFormatter.swift"])
        #expect(macResult.succeeded, "\(macResult.output)\n\(mac.contents)")
    }

    /// A xib and a storyboard renamed as an editor applies the edits: the project file still parses
    /// (as Xcode reads it, a property list), its targets build the renamed files, and the project
    /// has the findings it had.
    @Test func renamedFilesStayInTheirTargetsAndTheProjectFileParses() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scenery-storefront-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: Self.root, toPath: root)
        // One Main.storyboard only: the Mac app's would make "Main" ambiguous.
        try FileManager.default.removeItem(atPath: root + "/StorefrontMac/Main.storyboard")
        func findings() throws -> [String] {
            try Self.load(root).analysis.diagnostics().map { "\($0.rule) \(Self.relative($0.location.path, root)) \($0.message)" }
        }
        let before = try findings()
        let cart = root + "/Storefront/CartViewController.swift"
        for (literal, newName) in [("\"ProductCell\"", "ItemCell"), ("\"Main\"", "Checkout")] {
            let host = try Self.load(root)
            let text = SourceText(try String(contentsOfFile: cart, encoding: .utf8))
            let offset = try #require(text.bytes.firstRange(of: Array(literal.utf8))).lowerBound + 2
            let renaming = try host.answer { analysis, texts in
                try #require(
                    analysis.renameTarget(at: offset, in: cart, text: text).map { analysis.rename($0, to: newName, place: texts.place, files: .disk) }
                ).get()
            }
            for (path, edits) in Dictionary(grouping: renaming.edits, by: \.path) {
                let original = SourceText(bytes: try Array(Data(contentsOf: URL(fileURLWithPath: path))))
                try Data(original.applying(edits.map(\.edit)).bytes).write(to: URL(fileURLWithPath: path))
            }
            for move in renaming.moves { try FileManager.default.moveItem(atPath: move.from, toPath: move.to) }
        }
        let projectFile = try Data(contentsOf: URL(fileURLWithPath: root + "/Storefront.xcodeproj/project.pbxproj"))
        #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: projectFile, format: nil) }
        let storefront = try #require(try Self.load(root).analysis.snapshot.buildTargets.targets.first { $0.name == "Storefront" })
        #expect(
            storefront.files.map { Self.relative($0, root) } == [
                "Storefront/Base.lproj/Checkout.storyboard", "Storefront/CartViewController.swift", "Storefront/ItemCell~ipad.xib",
                "Storefront/ItemCell~iphone.xib", "Storefront/ProductCell.swift",
            ])
        #expect(
            try findings().map { $0.replacingOccurrences(of: "Checkout", with: "Main").replacingOccurrences(of: "ItemCell~", with: "ProductCell~") }
                == before)
    }
}
