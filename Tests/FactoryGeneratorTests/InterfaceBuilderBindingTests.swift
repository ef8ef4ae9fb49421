@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Factories of view controllers that follow no convention, created as Interface Builder places
/// them: by their scene's real Storyboard ID, as their storyboard's initial scene, through their own
/// `init?(coder:…)` (a creator), from the xib they own, or in code through their own initializer.
/// Goldens, type-checked with the declarations of such an app in Swift 5 and 6 modes.
@Suite struct InterfaceBuilderBindingTests {
    static func screen(
        _ name: String, _ creation: Creation, chain: [String] = ["UIViewController"], dependencies: [(String, String)] = [],
        scenes: [PlacedScene] = []
    ) -> Screen {
        let path = "/project/\(name).swift"
        return Screen(
            name: name, qualifiedName: name, declaration: SourceLocation(path: path, range: ByteRange(0, 0)), superclassChain: chain,
            placement: InterfacePlacement(scenes: scenes), creation: creation, conventions: [],
            dependencies: dependencies.map { property, type in
                Located(
                    PropertyDecl(name: property, type: type, isImplicitlyUnwrapped: true, nameRange: ByteRange(0, 0), range: ByteRange(0, 0)),
                    in: path)
            }
        )
    }

    static func initializer(_ parameters: [(label: String, type: String)], failable: Bool = false, throwing: Bool = false) -> InitializerDecl {
        InitializerDecl(
            parameters: parameters.map { Parameter(label: $0.label, name: $0.label, type: $0.type) }, isFailable: failable, isThrowing: throwing,
            range: ByteRange(0, 0)
        )
    }

    static func scene(_ storyboard: String, _ identifier: String?) -> PlacedScene {
        PlacedScene(
            storyboard: storyboard, identifier: identifier, isInitial: false,
            location: SourceLocation(path: "/project/\(storyboard).storyboard", range: ByteRange(0, 0)))
    }

    /// A UIKit app (or, with `appKit`, an AppKit one) of no convention.
    static func screens(appKit: Bool = false) -> [Screen] {
        let root = appKit ? "NSViewController" : "UIViewController"
        return [
            screen(
                "NoteDetailViewController", .scene(storyboard: "Notes", identifier: "noteDetail"), chain: [root],
                dependencies: [("note", "Note!"), ("store", "NoteStore!")]),
            screen("SettingsViewController", .initialScene(storyboard: "Settings"), chain: [root]),
            screen(
                "NoteInfoViewController",
                .scene(
                    storyboard: "Notes", identifier: "NoteInfoViewController",
                    creator: initializer([("coder", "NSCoder"), ("note", "Note")], failable: true)),
                chain: [root]
            ),
            screen(
                "OnboardingViewController",
                .initialScene(storyboard: "Onboarding", creator: initializer([("step", "Int"), ("coder", "NSCoder")], failable: true)), chain: [root]),
            screen("ShareSheetViewController", .nib(name: "ShareSheet"), chain: [root]),
            screen("ExportViewController", .code(initializer: initializer([("note", "Note")], throwing: true)), chain: [root]),
            screen(
                "DocumentViewController", .unavailable(.severalScenes), chain: [root],
                scenes: [scene("Settings", "privacyPolicy"), scene("Settings", "terms")]),
            screen("EditorViewController", .unavailable(.sceneWithoutIdentifier), chain: [root], scenes: [scene("Notes", nil)]),
        ]
    }

    static let storyboards = ["Notes", "Onboarding", "Settings"]

    /// The project's own names, which lack a case for Onboarding: its file is named as a literal.
    static let ownNames = DeclaredStoryboardNames(
        typeName: "UIStoryboard.Storyboard", fileNameAccessor: "filename",
        cases: [DeclaredStoryboardNames.Case(name: "notes", fileName: "Notes"), DeclaredStoryboardNames.Case(name: "settings", fileName: "Settings")]
    )

    static let generatedNames = GeneratorInput(screens: screens(), options: GeneratorOptions(), storyboardNames: storyboards)
    static let projectNames = GeneratorInput(
        screens: screens(), options: GeneratorOptions(), declaredStoryboardNames: [ownNames], storyboardNames: storyboards)
    static let appKit: GeneratorInput = {
        var options = GeneratorOptions()
        options.platform = .appkit
        return GeneratorInput(screens: screens(appKit: true), options: options, storyboardNames: storyboards)
    }()

    static func declarations(appKit: Bool) -> String {
        let (framework, root, navigation) =
            appKit ? ("AppKit", "NSViewController", "NSViewController") : ("UIKit", "UIViewController", "UINavigationController")
        let show =
            appKit
            ? "presenter.present.noteDetailViewController(note: Note(), store: NoteStore())"
            : "presenter.push.noteDetailViewController(note: Note(), store: NoteStore(), animated: false)"
        return """
            import \(framework)

            struct Note {}
            final class NoteStore {}

            final class NoteDetailViewController: \(root) {
                var note: Note!
                var store: NoteStore!
            }
            final class SettingsViewController: \(root) {}
            final class NoteInfoViewController: \(root) {
                let note: Note
                init?(coder: NSCoder, note: Note) {
                    self.note = note
                    super.init(coder: coder)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class OnboardingViewController: \(root) {
                init?(step: Int, coder: NSCoder) { super.init(coder: coder) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class ShareSheetViewController: \(root) {}
            final class ExportViewController: \(root) {
                init(note: Note) throws { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class DocumentViewController: \(root) {}
            final class EditorViewController: \(root) {}

            @MainActor
            func open(from presenter: \(navigation)) throws {
                \(show)
                _ = \(root).create.settingsViewController()
                _ = \(root).create.noteInfoViewController(note: Note())
                _ = \(root).create.onboardingViewController(step: 1)
                _ = \(root).create.shareSheetViewController()
                _ = try \(root).create.exportViewController(note: Note())
            }
            """
    }

    static let projectNamesDeclaration = """
        import UIKit

        extension UIStoryboard {
            enum Storyboard: String {
                case notes, settings
                var filename: String { rawValue.capitalized }
            }
        }
        """

    @Test func generatedStoryboardNames() {
        GeneratorTests().check(Self.generatedNames, golden: "InterfaceBuilder.swift")
        let generated = FactoryGenerator.generate(Self.generatedNames)
        #expect(
            generated.skipped.map { "\($0.screen.name): \($0.reason)" } == [
                "DocumentViewController: it has several scenes (Settings.storyboard 'privacyPolicy', Settings.storyboard 'terms') and none has the "
                    + "Storyboard ID 'DocumentViewController', so which one to create is not clear",
                "EditorViewController: its scene in Notes.storyboard has no Storyboard ID, so code cannot instantiate it; give it the Storyboard ID 'EditorViewController'",
            ])
    }

    @Test func theProjectsOwnStoryboardNames() {
        GeneratorTests().check(Self.projectNames, golden: "InterfaceBuilderOwnNames.swift")
    }

    @Test func appKitScenesAndNibs() {
        GeneratorTests().check(Self.appKit, golden: "InterfaceBuilderAppKit.swift")
    }

    @Test(arguments: [5, 6]) func everyVariantTypeChecks(swiftVersion: Int) {
        let variants: [(GeneratorInput, [String: String])] = [
            (Self.generatedNames, ["Screens.swift": Self.declarations(appKit: false)]),
            (Self.projectNames, ["Screens.swift": Self.declarations(appKit: false), "Names.swift": Self.projectNamesDeclaration]),
            (Self.appKit, ["Screens.swift": Self.declarations(appKit: true)]),
        ]
        for (input, declarations) in variants {
            let sources = declarations.merging(["Generated.swift": FactoryGenerator.generate(input).contents]) { first, _ in first }
            let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
            #expect(result.succeeded, "\(result.output)")
        }
    }

    /// The resource consistency tests check each scene as the factory instantiates it; a scene
    /// made through a creator needs the factory's arguments, so only its storyboard is checked.
    @Test(arguments: [5, 6]) func resourceTestsTypeCheckAgainstXCTest(swiftVersion: Int) {
        var input = Self.generatedNames
        input.options.testedModule = "App"
        let tests = FactoryGenerator.generateTests(input)
        #expect(compareWithGolden(tests.contents, path: GeneratorTests.goldens + "InterfaceBuilderResourceTests.swift") == nil)
        let app = ["Screens.swift": Self.declarations(appKit: false), "Generated.swift": FactoryGenerator.generate(input).contents]
        let result = TypeCheck.runTests(appSources: app, testSources: ["Tests.swift": tests.contents], swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }
}
