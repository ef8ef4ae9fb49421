@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// Goldens in `Goldens/`; `UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite struct GeneratorTests {
    static let goldens = packageRoot + "/Tests/FactoryGeneratorTests/Goldens/"

    /// A screen as the index would join it. `storyboard: nil` makes a code-only screen (`X()`
    /// unless `creation` says otherwise).
    static func screen(
        _ name: String, _ parameters: [Parameter]? = [], storyboard: String? = "Main", access: AccessLevel = .internal,
        throwing: Bool = false, async: Bool = false, methodAccess: AccessLevel? = nil, generic: [String] = [], creation: Creation? = nil,
        attributes: [String] = []
    ) -> Screen {
        let method = parameters.map {
            Located(
                MethodDecl(
                    name: "initialize", parameters: $0, access: methodAccess, isThrowing: throwing, isAsync: async, attributes: attributes,
                    nameRange: ByteRange(0, 0), range: ByteRange(0, 0)
                ), in: "/project/\(name).swift"
            )
        }
        return Screen(
            name: String(name.split(separator: ".").last ?? ""), qualifiedName: name,
            declaration: SourceLocation(path: "/project/\(name).swift", range: ByteRange(0, 0)), access: access, genericParameters: generic,
            superclassChain: ["UIViewController"], initializer: method,
            storyboard: storyboard.map {
                StoryboardBinding(expression: ".main", location: SourceLocation(path: "/p", range: ByteRange(0, 0)), caseName: "main", fileName: $0)
            },
            creation: creation
        )
    }

    /// The project's `UIStoryboard.Name` with one case, `main`, whose `fileName` is `Main`.
    static let mainName = DeclaredStoryboardNames(fileNameAccessor: "fileName", cases: [DeclaredStoryboardNames.Case(name: "main", fileName: "Main")])

    static let mixedScreens: [Screen] = [
        screen(
            "ProfileViewController",
            [Parameter(label: "user", name: "user", type: "User"), Parameter(label: "onClose", name: "onClose", type: "@escaping () -> Void")]),
        screen("AboutViewController", nil, storyboard: nil),
        screen(
            "SettingsViewController",
            [
                Parameter(label: nil, name: "theme", type: "Theme", defaultValue: ".light"),
                Parameter(label: "with", name: "handler", type: "@escaping @MainActor (Bool) -> Void"),
            ]),
        screen("URLPreviewViewController", [Parameter(label: "url", name: "url", type: "URL")], storyboard: nil),
        screen(
            "LoaderViewController", [Parameter(label: "id", name: "id", type: "Int")], throwing: true, async: true,
            attributes: ["@available(iOS 15, *)", "@discardableResult"]),
        screen("Settings.DetailViewController", [Parameter(label: "animated", name: "animated", type: "Bool")]),
        screen("SettingsDetailViewController", []),
    ]

    func check(_ input: GeneratorInput, golden: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let generated = FactoryGenerator.generate(input)
        #expect(compareWithGolden(generated.contents, path: Self.goldens + golden) == nil, sourceLocation: sourceLocation)
        let tree = Parser.parse(source: generated.contents)
        #expect(!tree.hasError, "the generated code does not parse", sourceLocation: sourceLocation)
    }

    @Test func mixedScreens() {
        check(
            GeneratorInput(screens: Self.mixedScreens, options: GeneratorOptions(), declaredStoryboardNames: [Self.mainName]), golden: "Mixed.swift")
    }

    @Test func unlabeledParametersAsTheReference() {
        var options = GeneratorOptions()
        options.parameterLabels = .unlabeled
        check(
            GeneratorInput(screens: Array(Self.mixedScreens.prefix(3)), options: options, declaredStoryboardNames: [Self.mainName]),
            golden: "Unlabeled.swift")
    }

    @Test func publicScreensGetPublicFactoriesAndTheProjectsOwnSupportCodeIsNotRepeated() {
        let screens = [Self.screen("PublicViewController", [Parameter(label: "id", name: "id", type: "Int")], access: .public, methodAccess: .public)]
        check(
            GeneratorInput(
                screens: screens, options: GeneratorOptions(), declaresInstantiatableProtocol: true, declaresInstantiateHelper: true,
                declaredStoryboardNames: [Self.mainName]
            ),
            golden: "PublicFramework.swift"
        )
    }

    @Test func skippedScreensSayWhy() {
        let screens = [
            Self.screen("GenericViewController", [], generic: ["T"]),
            Self.screen("SecretViewController", [], access: .private),
            Self.screen("PrivateInitViewController", [], methodAccess: .private),
            Self.screen("VariadicViewController", [Parameter(label: "ids", name: "ids", type: "Int", isVariadic: true)]),
            Self.screen("NoInitViewController", [], storyboard: nil, creation: .unavailable(.noUsableInitializer)),
        ]
        let generated = FactoryGenerator.generate(GeneratorInput(screens: screens, options: GeneratorOptions()))
        #expect(generated.factories.isEmpty)
        #expect(
            generated.skipped.map(\.reason) == [
                "generic screens have no single factory",
                "it is made in code, but has no initializer a factory can call (init(), or one of its own that is internal or public, not failable and not generic)",
                "its initialize(...) is private, so generated code cannot call it",
                "a private class cannot be created from another file",
                "variadic and inout parameters cannot be forwarded",
            ])
        #expect(generated.contents.contains("// Skipped GenericViewController: generic screens have no single factory\n"))
    }

    @Test func outputIsDeterministic() {
        let input = GeneratorInput(screens: Self.mixedScreens, options: GeneratorOptions())
        let shuffled = GeneratorInput(screens: Self.mixedScreens.reversed(), options: GeneratorOptions())
        #expect(FactoryGenerator.generate(input).contents == FactoryGenerator.generate(shuffled).contents)
    }

    @Test(arguments: [
        ("ProfileViewController", "profileViewController"),
        ("URLPreviewViewController", "urlPreviewViewController"),
        ("UIKitDemoViewController", "uiKitDemoViewController"),
        ("ABC", "abc"),
        ("X", "x"),
        ("Settings.DetailViewController", "settingsDetailViewController"),
        ("Default", "`default`"),
        ("My_ViewController", "my_ViewController"),
    ])
    func functionNames(type: String, expected: String) {
        #expect(FactoryGenerator.functionName(for: Self.screen(type)) == expected)
    }

    /// Factories made from those before a change of screens equal those made afresh: a screen
    /// that came, went or changed (here, one made generic: it is skipped), with the names of the
    /// screens named alike made unique again.
    @Test func factoriesMadeFromThoseBeforeAChangeEqualThoseMadeAfresh() {
        let options = GeneratorOptions()
        func made(_ screens: [Screen]) -> (factories: [Factory], skipped: [SkippedScreen]) {
            FactoryGenerator.factories(for: GeneratorInput(screens: screens, options: options))
        }
        for (position, screen) in Self.mixedScreens.enumerated() {
            var without = Self.mixedScreens
            without.remove(at: position)
            var generic = Self.mixedScreens
            generic[position].genericParameters = ["T"]
            for (before, after) in [
                (without, Self.mixedScreens), (Self.mixedScreens, without), (Self.mixedScreens, generic), (generic, Self.mixedScreens),
            ] {
                var updated = made(before)
                FactoryGenerator.update(&updated, for: GeneratorInput(screens: after, options: options), changed: [screen.qualifiedName])
                #expect(updated.factories == made(after).factories, "\(screen.qualifiedName)")
                #expect(updated.skipped == made(after).skipped, "\(screen.qualifiedName)")
            }
        }
        // A removed nested screen leaves its namesake's name as it is unique again.
        var updated = made(Self.mixedScreens)
        FactoryGenerator.update(
            &updated, for: GeneratorInput(screens: Array(Self.mixedScreens.dropLast()), options: options), changed: ["SettingsDetailViewController"])
        #expect(updated.factories.map(\.functionName).contains("settingsDetailViewController"))
        #expect(!updated.factories.map(\.functionName).contains("detailViewControllerInSettings"))
    }

    @Test func collidingNamesAreDisambiguated() {
        let names = FactoryGenerator.factories(for: GeneratorInput(screens: Self.mixedScreens, options: GeneratorOptions())).factories.map(
            \.functionName)
        #expect(names.contains("detailViewControllerInSettings"))
        #expect(names.contains("settingsDetailViewController"))
        #expect(Set(names).count == names.count)
    }
}
