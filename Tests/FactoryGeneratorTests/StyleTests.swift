@_spi(Scenery) @testable import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import SwiftParser
import Testing

/// Every generation style, alone and together, for UIKit and AppKit, the storyboard names and
/// the resource consistency tests: goldens (`UPDATE_GOLDENS=1` rewrites them), and the generated
/// code type-checked with the declarations of a project that follows each convention.
@Suite struct StyleTests {
    typealias Style = GeneratorOptions.Style

    static func options(_ styles: [Style], _ configure: (inout GeneratorOptions) -> Void = { _ in }) -> GeneratorOptions {
        var options = GeneratorOptions()
        options.styles = styles
        configure(&options)
        return options
    }

    static func fixture(_ style: Style) -> StyleFixture {
        switch style {
        case .namespaced: StyleFixture(screens: GeneratorTests.mixedScreens, declarations: GeneratedCodeTypeCheckTests.declarations)
        case .makeFromStoryboard: StyleFixtures.makeFromStoryboard
        case .storyboardable: StyleFixtures.storyboardable
        case .ibConstructible: StyleFixtures.ibConstructible
        case .storyboardIdentifiable: StyleFixtures.storyboardIdentifiable
        }
    }

    static func input(_ style: Style) -> GeneratorInput {
        GeneratorInput(screens: fixture(style).screens, options: options([style]), declaredStoryboardNames: [GeneratorTests.mainName])
    }

    static let allStyles = GeneratorInput(
        screens: StyleFixtures.allStyles.screens, options: options(Style.allCases) { $0.testedModule = "App" },
        declaredStoryboardNames: [GeneratorTests.mainName]
    )

    static let appKit = GeneratorInput(
        screens: StyleFixtures.appKit.screens,
        options: options(Style.allCases) {
            $0.platform = .appkit
            $0.storyboardNamesEnum = true
            $0.testedModule = "App"
        },
        storyboardNames: ["Main", "Preferences"]
    )

    /// A namespaced project whose storyboard names Scenery generates from the files.
    static let storyboardNames = GeneratorInput(
        screens: [
            GeneratorTests.screen("ProfileViewController", [Parameter(label: "user", name: "user", type: "User")], storyboard: "Profile"),
            GeneratorTests.screen("AboutViewController", nil, storyboard: nil),
        ],
        options: options([.namespaced]) { $0.storyboardNamesEnum = true },
        storyboardNames: ["2FA", "Main", "Onboarding Flow", "OnboardingFlow", "Profile", "default", "main", "Ünïcode-Café"]
    )

    static let storyboardNamesDeclarations = """
        import UIKit

        struct User {}

        final class ProfileViewController: UIViewController, StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
            func initialize(user: User) {}
        }

        final class AboutViewController: UIViewController {}

        let everyName: [UIStoryboard.Name] = [.storyboard2FA, .main, .onboardingFlow, .onboardingFlow2, .profile, .defaultStoryboard, .main2, .ünïcodeCafé]
        """

    // MARK: Goldens

    @Test(arguments: [Style.makeFromStoryboard, .storyboardable, .ibConstructible, .storyboardIdentifiable])
    func eachStyleAlone(style: Style) {
        GeneratorTests().check(Self.input(style), golden: "\(style.title).swift")
    }

    @Test func namespacedHonoursNamespaceNamesAndAccessLevel() {
        let options = Self.options([.namespaced]) {
            $0.namespaces.create = "make"
            $0.namespaces.push = "show"
            $0.namespaces.present = "presentModally"
            $0.accessLevel = .package
        }
        let screens = [
            GeneratorTests.screen(
                "ProfileViewController", [Parameter(label: "user", name: "user", type: "User")], access: .public, methodAccess: .public),
            GeneratorTests.screen("AboutViewController", nil, storyboard: nil),
        ]
        let names = DeclaredStoryboardNames(cases: [DeclaredStoryboardNames.Case(name: "main", fileName: "Main")])
        GeneratorTests().check(
            GeneratorInput(screens: screens, options: options, declaredStoryboardNames: [names]), golden: "NamespacedOptions.swift")
    }

    @Test(arguments: [5, 6]) func namespacedOptionsGoldenTypeChecks(swiftVersion: Int) throws {
        let generated = try String(contentsOfFile: GeneratorTests.goldens + "NamespacedOptions.swift", encoding: .utf8)
        let declarations = """
            import UIKit

            extension UIStoryboard {
                package enum Name: String { case main = "Main" }
            }

            public struct User { public init() {} }

            public final class ProfileViewController: UIViewController, StoryboardInstantiatable {
                package static var storyboardName: UIStoryboard.Name { .main }
                public func initialize(user: User) {}
            }

            final class AboutViewController: UIViewController {}

            @MainActor
            func navigate(from navigationController: UINavigationController) {
                navigationController.show.profileViewController(user: User())
                navigationController.presentModally.aboutViewController(animated: false)
                _ = UIViewController.make.aboutViewController()
            }
            """
        let result = TypeCheck.run(
            sources: ["Screens.swift": declarations, "Generated.swift": generated], swiftVersion: swiftVersion, arguments: ["-package-name", "App"]
        )
        #expect(result.succeeded, "\(result.output)")
    }

    /// A framework's public screens get public factories, so the storyboard names generated
    /// beside them are public too: the protocol's requirement names them.
    @Test(arguments: [5, 6]) func publicScreensWithGeneratedStoryboardNamesTypeCheck(swiftVersion: Int) {
        let screens = [
            GeneratorTests.screen(
                "ProfileViewController", [Parameter(label: "user", name: "user", type: "User")], access: .public, methodAccess: .public)
        ]
        let generated = FactoryGenerator.generate(GeneratorInput(screens: screens, options: Self.options([.namespaced]), storyboardNames: ["Main"]))
            .contents
        #expect(generated.contains("public enum Name: String"))
        let declarations = """
            import UIKit

            public struct User { public init() {} }

            public final class ProfileViewController: UIViewController, StoryboardInstantiatable {
                public static var storyboardName: UIStoryboard.Name { .main }
                public func initialize(user: User) {}
            }
            """
        let result = TypeCheck.run(sources: ["Screens.swift": declarations, "Generated.swift": generated], swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test func allStylesInOneFile() {
        GeneratorTests().check(Self.allStyles, golden: "AllStyles.swift")
    }

    @Test func appKit() {
        GeneratorTests().check(Self.appKit, golden: "AppKit.swift")
    }

    @Test func storyboardNamesFromTheFiles() {
        GeneratorTests().check(Self.storyboardNames, golden: "StoryboardNames.swift")
    }

    @Test func resourceConsistencyTests() {
        let generated = FactoryGenerator.generateTests(Self.allStyles)
        #expect(compareWithGolden(generated.contents, path: GeneratorTests.goldens + "ResourceTests.swift") == nil)
        #expect(!Parser.parse(source: generated.contents).hasError)
    }

    // MARK: Type-checking

    @Test(arguments: Style.allCases, [5, 6])
    func eachStyleTypeChecks(style: Style, swiftVersion: Int) {
        var sources = ["Screens.swift": Self.fixture(style).declarations, "Generated.swift": FactoryGenerator.generate(Self.input(style)).contents]
        if style != .namespaced { sources["Models.swift"] = StyleFixtures.models }
        let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(arguments: [5, 6]) func allStylesTypeCheck(swiftVersion: Int) {
        var sources = StyleFixtures.allStylesSources
        sources["Generated.swift"] = FactoryGenerator.generate(Self.allStyles).contents
        let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(arguments: [5, 6]) func appKitTypeChecks(swiftVersion: Int) {
        let sources = ["Screens.swift": StyleFixtures.appKit.declarations, "Generated.swift": FactoryGenerator.generate(Self.appKit).contents]
        let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(arguments: [5, 6]) func storyboardNamesTypeCheck(swiftVersion: Int) {
        let sources = [
            "Screens.swift": Self.storyboardNamesDeclarations, "Generated.swift": FactoryGenerator.generate(Self.storyboardNames).contents,
        ]
        let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    /// Before the first storyboard: the enum has no case, and the namespaced helper still compiles.
    @Test func storyboardNamesWithoutStoryboardsTypeCheck() {
        var input = Self.storyboardNames
        input.storyboardNames = []
        input.screens = [GeneratorTests.screen("AboutViewController", nil, storyboard: nil)]
        let generated = FactoryGenerator.generate(input).contents
        #expect(generated.contains("enum Name {"))
        let result = TypeCheck.run(
            sources: ["Screens.swift": "import UIKit\nfinal class AboutViewController: UIViewController {}\n", "Generated.swift": generated],
            swiftVersion: 6)
        #expect(result.succeeded, "\(result.output)")
    }

    /// The tests against this toolchain's XCTest, with the app (its screens and generated code)
    /// compiled as a module that they `@testable import`.
    @Test(arguments: [5, 6]) func resourceTestsTypeCheckAgainstXCTest(swiftVersion: Int) {
        var app = StyleFixtures.allStylesSources
        app["Generated.swift"] = FactoryGenerator.generate(Self.allStyles).contents
        let tests = ["Tests.swift": FactoryGenerator.generateTests(Self.allStyles).contents]
        let result = TypeCheck.runTests(appSources: app, testSources: tests, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(arguments: [5, 6]) func appKitResourceTestsTypeCheckAgainstXCTest(swiftVersion: Int) {
        let app = ["Screens.swift": StyleFixtures.appKit.declarations, "Generated.swift": FactoryGenerator.generate(Self.appKit).contents]
        let tests = ["Tests.swift": FactoryGenerator.generateTests(Self.appKit).contents]
        let result = TypeCheck.runTests(appSources: app, testSources: tests, swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test(arguments: [5, 6]) func storyboardNamesTestsTypeCheckAgainstXCTest(swiftVersion: Int) {
        var input = Self.storyboardNames
        input.options.testedModule = "App"
        let app = ["Screens.swift": Self.storyboardNamesDeclarations, "Generated.swift": FactoryGenerator.generate(input).contents]
        let tests = FactoryGenerator.generateTests(input).contents
        #expect(tests.contains("func testOnboardingFlow2() throws"))
        let result = TypeCheck.runTests(appSources: app, testSources: ["Tests.swift": tests], swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    /// Cocoacasts' protocol as published: its default `instantiate()` calls `@MainActor` UIKit
    /// from a nonisolated protocol extension, which Swift 6 rejects. Hence `@MainActor` on ours.
    @Test func theReferenceStoryboardableFailsInSwift6() {
        let reference = """
            import UIKit
            protocol Storyboardable {
                static var storyboardIdentifier: String { get }
                static func instantiate() -> Self
            }
            extension Storyboardable where Self: UIViewController {
                static var storyboardIdentifier: String { String(describing: self) }
                static func instantiate() -> Self {
                    guard let viewController = UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: storyboardIdentifier) as? Self else {
                        preconditionFailure()
                    }
                    return viewController
                }
            }
            """
        let result = TypeCheck.run(sources: ["Reference.swift": reference], swiftVersion: 6)
        #expect(!result.succeeded)
        #expect(result.output.contains("main actor"), "\(result.output)")
    }

    // MARK: Behaviour

    @Test func sectionsFollowTheStylesDeclarationOrderWhateverTheOptionsSay() {
        var input = Self.allStyles
        input.options.styles = [.storyboardIdentifiable, .namespaced, .storyboardable, .namespaced]
        let contents = FactoryGenerator.generate(input).contents
        let marks = contents.split(separator: "\n").filter { $0.hasPrefix("// MARK: - ") }
        #expect(marks == ["// MARK: - Namespaced", "// MARK: - Storyboardable", "// MARK: - StoryboardIdentifiable"])
    }

    /// As in the first reference's templates, every view controller gets a namespaced factory,
    /// whichever convention it follows (or none); views do not.
    @Test func everyViewControllerGetsANamespacedFactory() {
        let factories = FactoryGenerator.factories(for: Self.allStyles).factories
        let viewControllers = Self.allStyles.screens.filter { $0.kind == .viewController && $0.genericParameters.isEmpty }
        #expect(factories.map(\.screen.qualifiedName).sorted() == viewControllers.map(\.qualifiedName).sorted())
        #expect(factories.count == GeneratorTests.mixedScreens.count + 6)
        var withoutNamespaced = Self.allStyles
        withoutNamespaced.options.styles = [.makeFromStoryboard]
        #expect(FactoryGenerator.factories(for: withoutNamespaced).factories.isEmpty)
        #expect(FactoryGenerator.generate(withoutNamespaced).factories.isEmpty)
    }

    @Test func skippedScreensSayWhyInEveryStyle() {
        let screens = [
            StyleFixtures.screen("ListViewController", [.storyboardInitializable], generic: ["Item"]),
            StyleFixtures.screen("BaseViewController", [.storyboardInitializable], dependencies: [("user", "User!")]),
            StyleFixtures.screen(
                "DerivedViewController", [.storyboardInitializable], chain: ["BaseViewController", "UIViewController"],
                dependencies: [("user", "User!")]),
            StyleFixtures.screen("UntypedViewController", [.storyboardInitializable], dependencies: [("user", "User!")]),
            StyleFixtures.screen("MainWindowController", [.namespaced], kind: .windowController, chain: ["NSWindowController"]),
            StyleFixtures.screen("CardView", [.storyboardable], kind: .view, chain: ["UIView"]),
        ].map { screen -> Screen in
            var screen = screen
            if screen.name == "UntypedViewController" { screen.dependencies[0].value.type = nil }
            return screen
        }
        let generated = FactoryGenerator.generate(GeneratorInput(screens: screens, options: Self.options(Style.allCases)))
        #expect(
            generated.skipped.map { "\($0.style.rawValue) \($0.screen.name): \($0.reason)" } == [
                "namespaced ListViewController: generic screens have no single factory",
                "namespaced UntypedViewController: its dependency user has no written type",
                "makeFromStoryboard DerivedViewController: it adds no dependency to BaseViewController, whose makeFromStoryboard(...) and "
                    + "setDependencies(...) an extension cannot redeclare; instantiate it with instantiateFromStoryboard()",
                "makeFromStoryboard ListViewController: generic screens have no single factory",
                "makeFromStoryboard UntypedViewController: its dependency user has no written type",
            ])
        let tests = FactoryGenerator.generateTests(GeneratorInput(screens: screens, options: Self.options([.storyboardable])))
        #expect(tests.skipped.map(\.reason) == ["the storyboardable style creates view controllers, not views"])
        var appKit = GeneratorInput(screens: screens, options: Self.options([.namespaced]) { $0.platform = .appkit })
        // Window controllers get no namespaced factory (nothing presents them), and are not listed as skipped.
        #expect(
            FactoryGenerator.generate(appKit).skipped.map { "\($0.screen.name): \($0.reason)" } == [
                "BaseViewController: a UIKit class, and the generated code is for AppKit",
                "DerivedViewController: a UIKit class, and the generated code is for AppKit",
                "ListViewController: generic screens have no single factory",
                "UntypedViewController: a UIKit class, and the generated code is for AppKit",
            ])
        appKit.options.styles = [.makeFromStoryboard]
        #expect(FactoryGenerator.generate(appKit).skipped.map(\.reason).filter { $0.hasPrefix("a UIKit class") }.count == 3)
    }

    @Test func theProjectsOwnSupportCodeIsNotRepeated() {
        var input = Self.allStyles
        input.declaredProtocols = [
            "StoryboardInitializable", "Storyboardable", "IBConstructible", "StoryboardIdentifiable", "StoryboardInstantiatable",
        ]
        input.viewControllerConformances = ["StoryboardIdentifiable"]
        input.declaresInstantiateHelper = true
        let contents = FactoryGenerator.generate(input).contents
        for declaration in [
            "protocol ", "extension UIViewController: StoryboardIdentifiable", "extension UIStoryboard {", "static func instantiate<",
        ] {
            #expect(!contents.contains(declaration), "\(declaration)")
        }
        #expect(contents.contains("static func makeFromStoryboard(viewModel: ProfileViewModel"))
    }

    @Test func aScreenThatConformsItselfGetsNoBlanketConformance() {
        let screens = [StyleFixtures.screen("ArticleViewController", [.storyboardIdentifiable], conformances: ["StoryboardIdentifiable"])]
        let contents = FactoryGenerator.generate(GeneratorInput(screens: screens, options: Self.options([.storyboardIdentifiable]))).contents
        #expect(contents.contains("protocol StoryboardIdentifiable"))
        #expect(!contents.contains("extension UIViewController: StoryboardIdentifiable"))
    }

    @Test func configuredNamesAreUsed() {
        var input = Self.allStyles
        input.options.protocolNames.storyboardable = "SceneLoadable"
        input.options.protocolNames.storyboardInitializable = "Injectable"
        let contents = FactoryGenerator.generate(input).contents
        #expect(contents.contains("protocol SceneLoadable {"))
        #expect(contents.contains("extension SceneLoadable where Self: UIViewController {"))
        #expect(contents.contains("protocol Injectable: UIViewController {"))
    }

    @Test(arguments: [
        ("User!", "User"),
        ("User", "User"),
        (" [String: Int]! ", "[String: Int]"),
        ("(() -> Void)!", "@escaping () -> Void"),
        ("((User) -> Void)!", "@escaping (User) -> Void"),
        ("(@MainActor (Bool) async throws -> Void)!", "@escaping @MainActor (Bool) async throws -> Void"),
        ("(any Analytics)!", "any Analytics"),
        ("((Int, Int))!", "(Int, Int)"),
        ("(Int, Int)!", "(Int, Int)"),
        ("[() -> Void]!", "[() -> Void]"),
        ("Dictionary<String, () -> Void>!", "Dictionary<String, () -> Void>"),
        ("(A) -> (B)", "@escaping (A) -> (B)"),
        ("()!", "()"),
    ])
    func dependencyParameterTypes(written: String, expected: String) {
        #expect(TypeText.parameterType(forImplicitlyUnwrapped: written) == expected)
    }

    @Test func storyboardCaseNames() {
        let files = ["Main", "main", "Onboarding Flow", "OnboardingFlow", "2FA", "default", "self", "rawValue", "🎨", "Ünïcode-Café"]
        let cases = GeneratedStoryboardNames.cases(for: files.reversed())
        #expect(cases.map(\.fileName) == files.sorted())
        #expect(
            Dictionary(uniqueKeysWithValues: cases.map { ($0.fileName, $0.name) }) == [
                "2FA": "storyboard2FA",
                "Main": "main",
                "Onboarding Flow": "onboardingFlow2",
                "OnboardingFlow": "onboardingFlow",
                "default": "defaultStoryboard",
                "main": "main2",
                "rawValue": "rawValueStoryboard",
                "self": "selfStoryboard",
                "Ünïcode-Café": "ünïcodeCafé",
                "🎨": "storyboard",
            ])
    }

    @Test func outputIsDeterministic() {
        var shuffled = Self.allStyles
        shuffled.screens.reverse()
        #expect(FactoryGenerator.generate(shuffled).contents == FactoryGenerator.generate(Self.allStyles).contents)
        #expect(FactoryGenerator.generateTests(shuffled).contents == FactoryGenerator.generateTests(Self.allStyles).contents)
    }
}
