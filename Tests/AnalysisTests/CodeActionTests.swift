@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Quick fixes, convention by convention. In each small project the problems are exactly the
/// ones planted at `↓` (one diagnostic starting at each, nothing else), the editor offers the
/// expected fixes there (their titles, per `↓` in file order), and applying the first fix of
/// every problem leaves a project with no diagnostic at all but the `hintsAfterFixes` (the rule
/// ids of the hints the fixed code earns, in order). Every fix is checked against the whole
/// project before it is offered, as the host checks it.
@Suite struct CodeActionTests {
    func check(
        _ literal: String, fixes expected: [[String]], hintsAfterFixes: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let fixture = Fixture(literal)
        var files = Dictionary(uniqueKeysWithValues: fixture.files.map { ($0.path, $0.bytes) })
        let analysis = Self.analysis(of: files, root: fixture.root)
        let diagnostics = analysis.diagnostics()
        func place(_ diagnostic: Diagnostic) -> String { "\(fixture.name(of: diagnostic.location.path))@\(diagnostic.location.range.lowerBound)" }
        let planted = fixture.files.flatMap { file in file.marked.arrows.map { "\(file.name)@\($0)" } }
        #expect(diagnostics.map(place).sorted() == planted.sorted(), "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let problems = planted.compactMap { spot in diagnostics.first { place($0) == spot } }
        // The editor asks at the problem, sending the diagnostic it shows there.
        let whole = ProjectDiagnostics(diagnostics)
        let offered = problems.map { diagnostic in
            analysis.codeActions(
                in: diagnostic.location.path, range: diagnostic.location.range, diagnostics: [diagnostic],
                text: SourceText(bytes: files[diagnostic.location.path] ?? [])
            ) { analysis.verdicts(on: $0, among: whole, text: { files[$0].map { SourceText(bytes: $0) } }) }
            .filter { $0.kind == .quickFix && $0.refusal == nil }
        }
        #expect(offered.map { $0.map(\.title) } == expected, sourceLocation: sourceLocation)
        let edits = offered.compactMap(\.first).flatMap(\.edits)
        for path in Set(edits.map(\.path)) {
            files[path] = SourceText(bytes: files[path] ?? []).applying(edits.filter { $0.path == path }.map(\.edit)).bytes
        }
        let remaining = Self.analysis(of: files, root: fixture.root).diagnostics()
        #expect(remaining.map(\.rule) == hintsAfterFixes, "\(remaining.map(\.message))", sourceLocation: sourceLocation)
        #expect(remaining.allSatisfy { $0.severity == .hint }, sourceLocation: sourceLocation)
    }

    /// A call of a factory that no file holds yet, where none is written: the preferred quick fix is
    /// the command that writes the generated file, as `scenery generate` does.
    @Test func aCallOfAFactoryNotGeneratedYetIsFixedByGeneratingThem() throws {
        let fixture = Fixture(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(name: String) {}
            }
            func make() -> ProfileViewController { UIViewController.create.profileViewController(name: "Ada") }
            """)
        let files = Dictionary(uniqueKeysWithValues: fixture.files.map { ($0.path, $0.bytes) })
        let analysis = Self.analysis(of: files, root: fixture.root)
        let missing = try #require(analysis.diagnostics().first { $0.rule == GeneratedCodeMissing.id })
        let actions = analysis.codeActions(
            in: missing.location.path, range: missing.location.range, diagnostics: [missing],
            text: SourceText(bytes: files[missing.location.path] ?? [])
        ) { _ in [] }
        let fix = try #require(actions.first { $0.kind == .quickFix })
        #expect(fix.title == "Generate factories" && fix.command == .generateFactories && fix.isPreferred && fix.diagnostics == [missing])
    }

    static func analysis(of files: [String: [UInt8]], root: String) -> Analysis {
        var analysis = Analysis(configuration: ProjectConfiguration(root: root))
        analysis.update(files: files.map { ($0.key, $0.value) }, read: { files[$0] })
        return analysis
    }

    @Test func namespacedSceneGetsTheTypeNameAsStoryboardID() {
        check(
            """
            -- Profile.swift --
            extension UIStoryboard { enum Name: String { case profile = "Profile" } }
            final class ProfileViewController: UIViewController {
                func initialize(name: String) {}
            }
            extension ProfileViewController: StoryboardInstantiatable {
                static var storyboardName: UIStoryboard.Name { .profile }
            }
            -- Profile.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="↓Profile" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Set Storyboard ID to 'ProfileViewController'"]]
        )
    }

    @Test func storyboardInitializableNameBecomesTheClosestStoryboard() {
        check(
            """
            -- Settings.swift --
            final class SettingsViewController: UIViewController, StoryboardInitializable {
                static var storyboardName: String { "↓Setings" }
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="SettingsViewController" storyboardIdentifier="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Use storyboard 'Settings'"]]
        )
    }

    /// The code names the ID: either side may be the typo.
    @Test func storyboardableIdentifierOrSceneID() {
        check(
            """
            -- Quotes.swift --
            final class QuotesViewController: UIViewController, Storyboardable {
                static var storyboardIdentifier: String { "↓Quotes" }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="QuotesViewController" storyboardIdentifier="QuotesScreen" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Use 'QuotesScreen'", "Set Storyboard ID to 'Quotes'"]]
        )
    }

    @Test func ibConstructibleInitialSceneAndViewClass() {
        check(
            """
            -- Onboarding.swift --
            final class ↓OnboardingViewController: UIViewController, IBConstructible {}
            final class HeaderView: UIView, IBConstructible {}
            -- OnboardingViewController.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="OnboardingViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- HeaderView.xib --
            <document><objects>
            ↓<view id="v"/>
            </objects></document>
            """,
            fixes: [["Make the OnboardingViewController scene the initial view controller"], ["Set custom class to HeaderView"]]
        )
    }

    @Test func storyboardIdentifiableSceneGetsTheTypeNameAsStoryboardID() {
        check(
            """
            -- Storyboards.swift --
            extension UIStoryboard {
                enum Storyboard: String { case main = "Main" }
                class func storyboard(_ storyboard: Storyboard) -> UIStoryboard { UIStoryboard(name: storyboard.rawValue, bundle: nil) }
            }
            extension UIViewController: StoryboardIdentifiable {}
            -- Article.swift --
            final class ArticleViewController: UIViewController {}
            func show() {
                let article: ArticleViewController = UIStoryboard.storyboard(.main).instantiateViewController()
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ArticleViewController" storyboardIdentifier="↓Article" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Set Storyboard ID to 'ArticleViewController'"]]
        )
    }

    @Test func plainUIKitNamesIDsAndTheInitialScene() {
        check(
            """
            -- Coordinator.swift --
            final class AboutViewController: UIViewController {}
            func show() {
                _ = UIStoryboard(name: "↓Setings", bundle: nil)
                _ = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "↓Abuot") as! AboutViewController
                let about: ↓AboutViewController? = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [
                ["Use storyboard 'Settings'"], ["Use 'About'", "Set Storyboard ID to 'Abuot'"],
                ["Make the AboutViewController scene the initial view controller"],
            ],
            // Fixed, the string names AboutViewController's scene, which its factory creates.
            hintsAfterFixes: ["string-instantiation"]
        )
    }

    @Test func theViewControllersOwnStoryboardOffersItsClosestScene() {
        check(
            """
            -- Home.swift --
            final class HomeViewController: UIViewController {
                func showDetail() {
                    _ = self.storyboard?.instantiateViewController(withIdentifier: "↓Detial")
                }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="h" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
            <viewController id="d" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Use scene 'Detail'"]]
        )
    }

    /// iOS 13's `instantiateViewController(identifier:creator:)`: the creator says the class.
    @Test func creatorClosureSetsTheScenesClass() {
        check(
            """
            -- Edit.swift --
            final class EditViewController: UIViewController {}
            final class OtherViewController: UIViewController {}
            func edit() {
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Edit") { coder in EditViewController(coder: coder) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="e" customClass="↓OtherViewController" storyboardIdentifier="Edit" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Set custom class to EditViewController"]],
            hintsAfterFixes: ["string-instantiation"]
        )
    }

    @Test func segueBecomesTheClosestLeavingSegue() {
        check(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func edit() { performSegue(withIdentifier: "↓showEdit", sender: nil) }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" sceneMemberID="viewController">
            <connections><segue destination="a" kind="show" identifier="showEditor" id="x"/></connections>
            </viewController>
            </objects></scene></scenes></document>
            """,
            fixes: [["Use segue 'showEditor'"]]
        )
    }

    @Test func nibNamesAndFilesOwner() {
        check(
            """
            -- Views.swift --
            final class HeaderView: UIView {
                static func make() -> HeaderView? {
                    UINib(nibName: "↓Headr", bundle: nil).instantiate(withOwner: nil, options: nil).first as? HeaderView
                }
            }
            final class LoginViewController: UIViewController {
                init() { super.init(nibName: "Login", bundle: nil) }
            }
            final class SignInViewController: UIViewController {}
            -- Header.xib --
            <document><objects><view id="v" customClass="HeaderView"/></objects></document>
            -- Login.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓SignInViewController"/>
            <view id="v"/>
            </objects></document>
            """,
            fixes: [["Use nib 'Header'"], ["Set custom class to LoginViewController"]]
        )
    }

    @Test func reusableScenesAndNibs() {
        check(
            """
            -- Screens.swift --
            final class ↓HelpViewController: UIViewController, StoryboardBased {}
            final class LoginViewController: UIViewController, StoryboardSceneBased {
                static let sceneStoryboard = UIStoryboard(name: "↓Auht", bundle: nil)
            }
            final class RatingView: UIView, NibLoadable {}
            final class ProfileCard: UIView, NibOwnerLoadable {}
            -- HelpViewController.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HelpViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Auth.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="LoginViewController" storyboardIdentifier="LoginViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- RatingView.xib --
            <document><objects>
            ↓<view id="v"/>
            </objects></document>
            -- ProfileCard.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓RatingView"/>
            <view id="v"/>
            </objects></document>
            """,
            fixes: [
                ["Make the HelpViewController scene the initial view controller"], ["Use storyboard 'Auth'"],
                ["Set custom class to RatingView"], ["Set custom class to ProfileCard"],
            ]
        )
    }

    /// SwiftGen's file is regenerated, not edited: the storyboard is what a fix changes.
    @Test func swiftGenSceneSetsTheScenesClass() {
        check(
            """
            -- Generated/Storyboards.swift --
            internal enum StoryboardScene {
              internal enum Main: StoryboardType {
                internal static let storyboardName = "Main"
                internal static let settings = SceneType<App.SettingsViewController>(storyboard: Self.self, identifier: "Settings")
              }
            }
            -- Settings.swift --
            final class SettingsViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            func show() { _ = StoryboardScene.Main.settings.instantiate() }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="↓AboutViewController" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Set custom class to SettingsViewController"]]
        )
    }

    @Test func rSwiftSceneBecomesTheClosestScene() {
        check(
            """
            -- Coordinator.swift --
            final class SettingsViewController: UIViewController {}
            func show() { _ = R.storyboard.main.↓settingViewController() }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="SettingsViewController" storyboardIdentifier="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Use scene 'settingsViewController'"]]
        )
    }

    /// The raw value is written so that the enum's mapping gives the existing file's name.
    @Test func storyboardNamesEnumCaseMapsToTheClosestStoryboard() {
        check(
            """
            -- Names.swift --
            extension UIStoryboard {
                enum Name: String {
                    case main
                    case ↓profle
                    var fileName: String { rawValue.uppercasedFirstLetter() }
                }
            }
            -- Main.storyboard --
            <document><scenes/></document>
            -- Profile.storyboard --
            <document><scenes/></document>
            """,
            fixes: [["Use storyboard 'Profile'"]]
        )
    }

    /// A window controller by literal ID, and a namespaced screen named by an `NSStoryboard.Name` constant.
    @Test func appKitStoryboardsAndWindowControllers() {
        check(
            """
            -- AppDelegate.swift --
            extension NSStoryboard.Name { static let main: NSStoryboard.Name = "Main" }
            final class PreferencesWindowController: NSWindowController {}
            final class DocumentViewController: NSViewController, StoryboardInstantiatable {
                static var storyboardName: NSStoryboard.Name { .main }
                func initialize(document: Document) {}
            }
            final class AppDelegate: NSObject {
                func showPreferences() {
                    let storyboard = NSStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateController(withIdentifier: "↓Preference") as! PreferencesWindowController
                }
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <windowController id="w" customClass="PreferencesWindowController" storyboardIdentifier="Preferences" sceneMemberID="viewController"/>
            <viewController id="d" customClass="DocumentViewController" storyboardIdentifier="↓Document" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Use 'Preferences'", "Set Storyboard ID to 'Preference'"], ["Set Storyboard ID to 'DocumentViewController'"]]
        )
    }

    @Test func storyboardReferenceNamesTheClosestStoryboardAndScene() {
        check(
            """
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewControllerPlaceholder id="p" storyboardName="↓Profil" sceneMemberID="viewController"/>
            <viewControllerPlaceholder id="q" storyboardName="Profile" referencedIdentifier="↓Edt" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Profile.storyboard --
            <document initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Edit" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
            fixes: [["Use storyboard 'Profile'"], ["Use scene 'Edit'"]]
        )
    }
}
