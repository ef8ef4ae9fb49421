@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import Testing

/// Completion after `.create.`, `.push.` and `.present.`: `1️⃣` is the cursor in `Coordinator.swift`.
@Suite struct CompletionTests {
    static let screens = """
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            var user: User!
            func initialize(user: User, onClose: @escaping () -> Void) {}
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        -- About.swift --
        final class AboutViewController: UIViewController {
            func initialize(_ version: String = "1.0") {}
        }
        """

    /// AppKit screens, for a project whose generated code is for AppKit.
    static let appKitScreens = """
        -- About.swift --
        final class AboutViewController: NSViewController {
            func initialize(_ version: String = "1.0") {}
        }
        """

    func check(
        _ coordinator: String, expect expected: [String], snippets: [String]? = nil, replacing: String? = nil,
        screens: String = Self.screens, platform: GeneratorOptions.Platform = .uikit, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        checkCompletion(
            in: screens, coordinator: coordinator, configure: { $0.generator.platform = platform }, expect: expected, snippets: snippets,
            replacing: replacing, sourceLocation: sourceLocation
        )
    }

    @Test func afterCreate() {
        check(
            "let vc = UIViewController.create.1️⃣",
            expect: [
                "aboutViewController(_:) — code-only · (_ version: String = \"1.0\")",
                "profileViewController(user:onClose:) — Profile.storyboard · (user: User, onClose: @escaping () -> Void)",
            ],
            snippets: ["aboutViewController(${1:\"1.0\"})", "profileViewController(user: ${1:user}, onClose: ${2:onClose})"]
        )
    }

    /// Before the generated file is written, the list says the call does not compile yet.
    @Test func beforeGenerationTheDetailSaysSo() {
        checkCompletion(
            in: Self.screens, coordinator: "let vc = UIViewController.create.1️⃣", generated: false,
            expect: [
                "aboutViewController(_:) — code-only · (_ version: String = \"1.0\") · not generated yet",
                "profileViewController(user:onClose:) — Profile.storyboard · (user: User, onClose: @escaping () -> Void) · not generated yet",
            ], sourceLocation: #_sourceLocation
        )
    }

    /// A generated file written before a screen was lacks its factory: that item says so, the others not.
    @Test func aFactoryTheGeneratedFileLacksIsNotGeneratedYet() throws {
        let fixture = Fixture(Self.screens + "\n-- Coordinator.swift --\n")
        let about = try #require(fixture.files.first { $0.name == "About.swift" })
        var analysis = Analysis(fixture)
        analysis.update(path: about.path, bytes: Array("// No screen yet.\n".utf8))
        analysis.update(path: analysis.configuration.outputPath, bytes: Array(analysis.generatedFile().contents.utf8))
        analysis.update(path: about.path, bytes: about.bytes)
        let marked = MarkedText("let vc = UIViewController.create.1️⃣")
        #expect(
            analysis.completions(in: marked.source, at: marked.offset("1️⃣")).candidates.map(\.detail) == [
                "code-only · (_ version: String = \"1.0\") · not generated yet", "Profile.storyboard · (user: User, onClose: @escaping () -> Void)",
            ])
    }

    /// Scenery's build-tool plugin generates the factories at build time, outside the project: the calls compile.
    @Test func withTheBuildToolPluginEveryFactoryIsGenerated() {
        checkCompletion(
            in: Self.screens, coordinator: "let vc = UIViewController.create.1️⃣", generated: false,
            configure: { $0.buildTargets.generatesFactoriesAtBuild = true },
            expect: [
                "aboutViewController(_:) — code-only · (_ version: String = \"1.0\")",
                "profileViewController(user:onClose:) — Profile.storyboard · (user: User, onClose: @escaping () -> Void)",
            ], sourceLocation: #_sourceLocation
        )
    }

    @Test func afterPushWithOptionalChainingAndATypedPrefix() {
        check(
            "navigationController?.push.prof1️⃣",
            expect: [
                "aboutViewController(_:animated:) — code-only · (_ version: String = \"1.0\", animated: Bool = true)",
                "profileViewController(user:onClose:animated:) — Profile.storyboard · (user: User, onClose: @escaping () -> Void, animated: Bool = true)",
            ],
            replacing: "prof"
        )
    }

    @Test func afterPresent() {
        check(
            "self.present.1️⃣",
            expect: [
                "aboutViewController(_:animated:) — code-only · (_ version: String = \"1.0\", animated: Bool = true)",
                "profileViewController(user:onClose:animated:) — Profile.storyboard · (user: User, onClose: @escaping () -> Void, animated: Bool = true)",
            ]
        )
    }

    @Test func afterABarePresentInsideAViewController() {
        check(
            "    func showAbout() { present.1️⃣",
            expect: [
                "aboutViewController(_:animated:) — code-only · (_ version: String = \"1.0\", animated: Bool = true)",
                "profileViewController(user:onClose:animated:) — Profile.storyboard · (user: User, onClose: @escaping () -> Void, animated: Bool = true)",
            ]
        )
    }

    /// As the generator writes them: AppKit has no `push` namespace, and its `present` shows a
    /// sheet, with no `animated` flag.
    @Test func appKitPresentsWithoutAnimatedAndHasNoPush() {
        check(
            "self.present.1️⃣", expect: ["aboutViewController(_:) — code-only · (_ version: String = \"1.0\")"],
            snippets: ["aboutViewController(${1:\"1.0\"})"], screens: Self.appKitScreens, platform: .appkit
        )
        check(
            "NSViewController.create.1️⃣", expect: ["aboutViewController(_:) — code-only · (_ version: String = \"1.0\")"], screens: Self.appKitScreens,
            platform: .appkit)
        check("navigationController?.push.1️⃣", expect: [], screens: Self.appKitScreens, platform: .appkit)
    }

    @Test func nowhereElse() {
        check("let create = 1️⃣", expect: [])
        check("create.1️⃣", expect: [])
        check("represent.1️⃣", expect: [])
        check("x.creat.1️⃣", expect: [])
        check("x.initialize.1️⃣", expect: [])
    }

    /// Over the limit, the best matches of what was typed are listed and the list is incomplete.
    @Test func largeAppsGetTheBestMatchesAndAnIncompleteList() {
        let fixture = Fixture(Self.screens + "\n-- Coordinator.swift --\nnavigationController?.push.1️⃣\nx.push.pvc2️⃣\nx.push.view3️⃣")
        let analysis = Analysis(fixture)
        let file = fixture["Coordinator.swift"]
        let names = { (marker: String) -> [String] in
            let completions = analysis.completions(in: file.marked.source, at: file.marked.offset(marker), limit: 1)
            #expect(completions.isIncomplete)
            return completions.candidates.map(\.filterText)
        }
        #expect(names("1️⃣") == ["aboutViewController"])
        #expect(names("2️⃣") == ["profileViewController"])
        // Letters in order anywhere in the name match too, after the names that start with them.
        #expect(names("3️⃣") == ["aboutViewController"])
        #expect(analysis.completions(in: file.marked.source, at: file.marked.offset("1️⃣"), limit: 2).isIncomplete == false)
    }

    @Test func snippetPlaceholdersAreEscaped() {
        #expect(CallText.escapeSnippet("a$b}c\\d") == "a\\$b\\}c\\\\d")
    }
}
