@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Refactorings on a class name (`1️⃣`): the action's title, and the file after its edit.
@Suite struct RefactoringTests {
    func check(_ literal: String, file: String, expect expected: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fixture = Fixture(literal)
        let analysis = Analysis(fixture)
        let marked = fixture[file].marked
        let actions = analysis.refactorings(in: fixture[file].path, range: .empty(at: marked.offset("1️⃣")), text: marked.source)
        var results: [String: String] = [:]
        for action in actions {
            results[action.title] = marked.source.applying(action.edits.filter { $0.path == fixture[file].path }.map(\.edit)).text
        }
        #expect(results == expected, sourceLocation: sourceLocation)
    }

    @Test func generateInitializeFromDependencies() {
        check(
            """
            -- Profile.swift --
            final class Profile1️⃣ViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                var user: User!
                private(set) var theme: Theme!
                var onClose: (() -> Void)!
                let id = 3
            }
            """, file: "Profile.swift",
            expect: [
                "Generate initialize(...) from dependencies": """
                final class ProfileViewController: UIViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                    var user: User!
                    private(set) var theme: Theme!
                    var onClose: (() -> Void)!
                    let id = 3

                    func initialize(user: User, onClose: @escaping () -> Void) {
                        self.user = user
                        self.onClose = onClose
                    }
                }

                """
            ])
    }

    @Test func notOfferedWithoutDependenciesOrWithAnInitializer() {
        check(
            """
            -- A.swift --
            final class A1️⃣ViewController: UIViewController { var user: User!; func initialize(user: User) {} }
            """, file: "A.swift", expect: [:])
        check(
            """
            -- B.swift --
            final class B1️⃣ViewController: UIViewController { @IBOutlet var label: UILabel! }
            """, file: "B.swift", expect: [:])
    }

    @Test func oneLineBodies() {
        check(
            """
            -- C.swift --
            final class C1️⃣ViewController: UIViewController { var user: User! }
            """, file: "C.swift",
            expect: [
                "Generate initialize(...) from dependencies": """
                final class CViewController: UIViewController { var user: User!

                    func initialize(user: User) {
                        self.user = user
                    }
                }

                """
            ])
    }

    @Test func addConformanceNamesTheStoryboardHoldingTheScene() {
        check(
            """
            -- Names.swift --
            extension UIStoryboard { enum Name: String { case main, settings; var fileName: String { rawValue.capitalized } } }
            -- Settings.swift --
            final class Settings1️⃣ViewController: UIViewController {}
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="SettingsViewController" storyboardIdentifier="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, file: "Settings.swift",
            expect: [
                "Add StoryboardInstantiatable conformance (Settings.storyboard)": """
                final class SettingsViewController: UIViewController {}

                extension SettingsViewController: StoryboardInstantiatable {
                    static var storyboardName: UIStoryboard.Name { .settings }
                }

                """
            ])
    }

    /// The conformance names the storyboard with the names generated code uses: the project's own
    /// enum (`UIStoryboard.Storyboard`), or, when it declares none, the `UIStoryboard.Name` that the
    /// generated file declares from the storyboards.
    @Test func addConformanceUsesTheNamesTheGeneratedCodeUses() {
        let screen = """
            -- Settings.swift --
            final class Settings1️⃣ViewController: UIViewController {}
            -- Preferences Screen.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="SettingsViewController" storyboardIdentifier="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        check(
            screen, file: "Settings.swift",
            expect: [
                "Add StoryboardInstantiatable conformance (Preferences Screen.storyboard)": """
                final class SettingsViewController: UIViewController {}

                extension SettingsViewController: StoryboardInstantiatable {
                    static var storyboardName: UIStoryboard.Name { .preferencesScreen }
                }

                """
            ])
        check(
            screen + """

                -- Names.swift --
                extension UIStoryboard { enum Storyboard: String { case preferences = "Preferences Screen" } }
                """, file: "Settings.swift",
            expect: [
                "Add StoryboardInstantiatable conformance (Preferences Screen.storyboard)": """
                final class SettingsViewController: UIViewController {}

                extension SettingsViewController: StoryboardInstantiatable {
                    static var storyboardName: UIStoryboard.Storyboard { .preferences }
                }

                """
            ])
    }

    @Test func addConformanceOnAppKitNamesAnNSStoryboardName() {
        check(
            """
            -- Names.swift --
            extension NSStoryboard.Name { static let preferences: NSStoryboard.Name = "Preferences" }
            -- General.swift --
            final class General1️⃣ViewController: NSViewController {}
            -- Preferences.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="GeneralViewController" storyboardIdentifier="GeneralViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, file: "General.swift",
            expect: [
                "Add StoryboardInstantiatable conformance (Preferences.storyboard)": """
                final class GeneralViewController: NSViewController {}

                extension GeneralViewController: StoryboardInstantiatable {
                    static var storyboardName: NSStoryboard.Name { .preferences }
                }

                """
            ])
    }

    @Test func noConformanceWhenTheSceneIsInTwoStoryboardsOrNoCaseMapsToIt() {
        check(
            """
            -- Names.swift --
            extension UIStoryboard { enum Name: String { case main = "Main" } }
            -- S.swift --
            final class S1️⃣ViewController: UIViewController {}
            -- Other.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="SViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """, file: "S.swift",
            expect: [
                // Its scene has no Storyboard ID: the one action offered gives it one (in the storyboard).
                "Give the scene the Storyboard ID 'SViewController' (Other.storyboard)": "final class SViewController: UIViewController {}\n"
            ])
    }

    /// A screen whose only scene has no Storyboard ID gets no factory; the action gives the scene
    /// the class name as its ID, one attribute inserted, and the screen then has a factory.
    @Test func giveTheSceneAStoryboardID() throws {
        let fixture = Fixture(
            """
            -- Note.swift --
            final class Note1️⃣ViewController: UIViewController {}
            -- Notes.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="NoteViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
        let analysis = Analysis(fixture)
        #expect(analysis.factories.isEmpty)
        let note = fixture["Note.swift"].marked
        let action = try #require(analysis.refactorings(in: fixture["Note.swift"].path, range: .empty(at: note.offset("1️⃣")), text: note.source).first)
        #expect(action.title == "Give the scene the Storyboard ID 'NoteViewController' (Notes.storyboard)")
        let storyboard = fixture["Notes.storyboard"]
        let fixed = SourceText(bytes: storyboard.bytes).applying(action.edits.map(\.edit)).text
        #expect(
            fixed
                == storyboard.text.replacingOccurrences(
                    of: "<viewController id", with: "<viewController storyboardIdentifier=\"NoteViewController\" id"))
        var updated = analysis
        updated.update(path: storyboard.path, bytes: Array(fixed.utf8))
        #expect(updated.factories.map(\.functionName) == ["noteViewController"])
    }
}

/// "Replace string-based instantiation": the references' 15 lines to 1, only when exact.
@Suite struct StringInstantiationRefactoringTests {
    static let screens = """
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case profile = "Profile" } }
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            var user: User!
            func initialize(user: User, animated: Bool) {}
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        final class HelpViewController: UIViewController {}
        extension HelpViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        final class AccountViewController: UIViewController {
            var user: User!
            var theme: Theme!
            func initialize(user: User, theme: Theme) {
                self.user = user
                self.theme = theme
            }
        }
        extension AccountViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        final class BadgeViewController: UIViewController {
            var user: User!
            func initialize(user: User) { self.user = user.normalized }
        }
        extension BadgeViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        """

    func check(_ coordinator: String, expect expected: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        RefactoringTests().check(
            Self.screens + "\n-- Coordinator.swift --\n" + coordinator, file: "Coordinator.swift", expect: expected, sourceLocation: sourceLocation)
    }

    @Test func storyboardInstantiateInitializePushBecomesOneLine() {
        check(
            """
            func show(user: User) {
                let storyboard = UIStoryboard(name: "Profile", bundle: nil)
                let vc = storyboard.instantiateViewController(withIdentifier: "ProfileViewController") as! 1️⃣ProfileViewController
                vc.initialize(user: user, animated: false)
                navigationController?.pushViewController(vc, animated: true)
                print("done")
            }
            """,
            expect: [
                "Replace string-based instantiation with push.profileViewController(...)": """
                func show(user: User) {
                    navigationController?.push.profileViewController(user: user, animated: false, animatedTransition: true)
                    print("done")
                }

                """
            ])
    }

    @Test func inlineStoryboardWithBarePresent() {
        check(
            """
            let help = UIStoryboard(name: "Profile", bundle: .main).instantiateViewController(withIdentifier: "HelpViewController") as! HelpViewController
            1️⃣present(help, animated: true, completion: nil)
            """,
            expect: [
                "Replace string-based instantiation with present.helpViewController(...)": """
                present.helpViewController(animated: true)

                """
            ])
    }

    @Test func withoutATransitionTheVariableStaysAndUsesCreate() {
        check(
            """
            let 1️⃣vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "HelpViewController") as! HelpViewController
            tabs.append(vc)
            """,
            expect: [
                "Replace string-based instantiation with create.helpViewController(...)": """
                let vc = UIViewController.create.helpViewController()
                tabs.append(vc)

                """
            ])
    }

    @Test func notOfferedUnlessExact() {
        // A missing initializer call would leave the screen half-initialized.
        check(
            """
            let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "ProfileViewController") as! 1️⃣ProfileViewController
            nav.pushViewController(vc, animated: true)
            """, expect: [:])
        // A literal that disagrees with the screen's storyboard or ID.
        check(
            """
            let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "HelpViewController") as! 1️⃣HelpViewController
            nav.pushViewController(vc, animated: true)
            """, expect: [:])
        // The variable is used after the push.
        check(
            """
            let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "HelpViewController") as! 1️⃣HelpViewController
            nav.pushViewController(vc, animated: true)
            vc.title = "Help"
            """, expect: [:])
        // Properties set one by one cannot be mapped to the factory exactly.
        check(
            """
            let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "ProfileViewController") as! 1️⃣ProfileViewController
            vc.user = user
            nav.pushViewController(vc, animated: true)
            """, expect: [:])
    }

    @Test func aStoryboardVariableReadLaterIsKept() {
        check(
            """
            func show() {
                let storyboard = UIStoryboard(name: "Profile", bundle: nil)
                let help = storyboard.instantiateViewController(withIdentifier: "HelpViewController") as! 1️⃣HelpViewController
                nav.pushViewController(help, animated: true)
                let initial = storyboard.instantiateInitialViewController()
            }
            """,
            expect: [
                "Replace string-based instantiation with push.helpViewController(...)": """
                func show() {
                    let storyboard = UIStoryboard(name: "Profile", bundle: nil)
                    nav.push.helpViewController(animated: true)
                    let initial = storyboard.instantiateInitialViewController()
                }

                """
            ])
    }

    @Test func aVarStaysAVar() {
        check(
            """
            var 1️⃣vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "HelpViewController") as! HelpViewController
            vc = fallback
            """,
            expect: [
                "Replace string-based instantiation with create.helpViewController(...)": """
                var vc = UIViewController.create.helpViewController()
                vc = fallback

                """
            ])
    }

    @Test func propertiesSetOneByOneBecomeTheInitializersArguments() {
        check(
            """
            func show(user: User) {
                let storyboard = UIStoryboard(name: "Profile", bundle: nil)
                let vc = storyboard.instantiateViewController(withIdentifier: "AccountViewController") as! 1️⃣AccountViewController
                vc.theme = .dark
                vc.user = user
                navigationController?.pushViewController(vc, animated: true)
            }
            """,
            expect: [
                "Replace string-based instantiation with push.accountViewController(...)": """
                func show(user: User) {
                    navigationController?.push.accountViewController(user: user, theme: .dark, animated: true)
                }

                """
            ])
        check(
            """
            let 1️⃣vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "AccountViewController") as! AccountViewController
            vc.user = user
            vc.theme = theme
            tabs.append(vc)
            """,
            expect: [
                "Replace string-based instantiation with create.accountViewController(...)": """
                let vc = UIViewController.create.accountViewController(user: user, theme: theme)
                tabs.append(vc)

                """
            ])
    }

    @Test func propertiesSetOneByOneOnlyWhenExact() {
        let instantiate = """
            let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "AccountViewController") as! 1️⃣AccountViewController

            """
        let push = "\nnav.pushViewController(vc, animated: true)"
        // Fewer properties than the initializer sets: the factory needs a value for `theme`.
        check(instantiate + "vc.user = user" + push, expect: [:])
        // More: `title` would be lost.
        check(instantiate + "vc.user = user\nvc.theme = theme\nvc.title = \"Account\"" + push, expect: [:])
        // The same property twice.
        check(instantiate + "vc.user = user\nvc.user = other\nvc.theme = theme" + push, expect: [:])
        // Both the initializer call and properties.
        check(instantiate + "vc.initialize(user: user, theme: theme)\nvc.title = \"Account\"" + push, expect: [:])
        // A value that reads the view controller itself.
        check(instantiate + "vc.user = user\nvc.theme = vc.preferredTheme" + push, expect: [:])
        // An initializer that does not pass its parameter on as is.
        check(
            """
            let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "BadgeViewController") as! 1️⃣BadgeViewController
            vc.user = user
            nav.pushViewController(vc, animated: true)
            """, expect: [:])
    }
}

/// The `string-instantiation` hint carries the one-line rewrite as its fix when the pattern is
/// exact, and is a bare hint otherwise.
@Suite struct StringInstantiationHintTests {
    /// What the generated file holds: nothing (not written), what generation writes now, or an
    /// older file that lacks the factories.
    enum Generated { case none, current, stale }

    /// The titles of the hint's fixes, with its message.
    func fixes(_ body: String, generated: Generated = .current) -> [String] {
        let fixture = Fixture(StringInstantiationRefactoringTests.screens + "\n-- Coordinator.swift --\n" + body)
        let configuration = ProjectConfiguration(root: fixture.root)
        var files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        func analysis() -> Analysis {
            var analysis = Analysis(configuration: configuration)
            analysis.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
            return analysis
        }
        let contents = analysis().generatedFile().contents
        switch generated {
        case .none: break
        case .current: files[configuration.outputPath] = Array(contents.utf8)
        // Its header, as generation writes it, and no factory.
        case .stale: files[configuration.outputPath] = Array(contents.split(separator: "\n").prefix(2).joined(separator: "\n").utf8)
        }
        let analyzed = analysis()
        let diagnostics = analyzed.diagnostics()
        let hints = diagnostics.filter { $0.rule == StringInstantiationRule.id }
        #expect(hints.count == 1)
        // As an editor is offered them: made and checked against the project.
        let offered = hints.flatMap { hint in
            analyzed.verdicts(on: hint, among: ProjectDiagnostics(diagnostics), text: { files[$0].map { SourceText(bytes: $0) } })
        }
        return hints.map(\.message) + offered.map { $0.offered?.title ?? "refused: \($0)" }
    }

    /// The hint names its fix and reads what names the factory and whether the written generated
    /// file holds it; the fix's edits, which read the labels detected over the project and what
    /// generation makes, are made when it is offered: a change of what generation would make
    /// checks the file with the hint again no more (writing the file does).
    @Test func theHintsFixIsMadeWhenOffered() throws {
        let fixture = Fixture(StringInstantiationRefactoringTests.screens + "\n-- Coordinator.swift --\n" + Self.exactPattern)
        let configuration = ProjectConfiguration(root: fixture.root)
        var files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        var analysis = Analysis(configuration: configuration)
        analysis.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
        files[configuration.outputPath] = Array(analysis.generatedFile().contents.utf8)
        analysis.update(files: [(configuration.outputPath, files[configuration.outputPath] ?? [])], read: { [files] in files[$0] })
        let checked = analysis.checkedFile(fixture.root + "/Coordinator.swift")
        let fix = try #require(checked.diagnostics.first { $0.rule == StringInstantiationRule.id }?.fixes.first)
        #expect(fix.isMadeWhenOffered && fix.edits.isEmpty)
        #expect(!checked.reads.contains(.generation))
    }

    static let exactPattern = """
        func show(navigationController: UINavigationController) {
            let storyboard = UIStoryboard(name: "Profile", bundle: nil)
            let help = storyboard.instantiateViewController(withIdentifier: "HelpViewController") as! HelpViewController
            navigationController.pushViewController(help, animated: true)
        }
        """

    @Test func theExactPatternGetsTheRewrite() {
        #expect(
            fixes(Self.exactPattern) == [
                "HelpViewController has a generated factory: UIViewController.create.helpViewController(...)",
                "Replace string-based instantiation with push.helpViewController(...)",
            ])
    }

    /// The call it writes needs the generated file: none, no rewrite; one that lacks the factory is
    /// written anew in the same fix.
    @Test func theRewriteNeedsTheGeneratedFile() {
        #expect(
            fixes(Self.exactPattern, generated: .none) == [
                "HelpViewController can have a generated factory (`scenery generate` writes it): UIViewController.create.helpViewController(...)"
            ])
        #expect(
            fixes(Self.exactPattern, generated: .stale) == [
                "HelpViewController can have a generated factory (the generated file is out of date: `scenery generate` writes it): "
                    + "UIViewController.create.helpViewController(...)",
                "Replace string-based instantiation with push.helpViewController(...) and update Generated/Scenery.generated.swift",
            ])
    }

    @Test func anyOtherUseIsABareHint() {
        #expect(
            fixes(
                """
                func show() -> UIViewController {
                    let help = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "HelpViewController") as! HelpViewController
                    help.title = "Help"
                    return help
                }
                """) == ["HelpViewController has a generated factory: UIViewController.create.helpViewController(...)"])
    }
}
