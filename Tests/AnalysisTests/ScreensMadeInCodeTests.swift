@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import Testing

/// Screens made in code by their type's name (`ProfileViewController(viewModel: vm)`,
/// `SettingsViewController.loadFromStoryboard()`) are edges of the navigation graph, pushed,
/// presented or created as the code says, and references of the screen they make. `⏩…⏪` marks
/// where each edge is (the type's name), in any order.
@Suite struct ScreensMadeInCodeTests {
    /// The edges made in code as `from (origin) kind to`, in the graph's order, at the marked places.
    func check(_ literal: String, edges expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fixture = Fixture(literal)
        let edges = Analysis(fixture).navigationGraph().edges.filter { edge in
            fixture.files.contains { $0.path == edge.location.path && $0.name.hasSuffix(".swift") }
        }
        #expect(edges.map { "\($0.from ?? "-") (\($0.origin ?? "-")) \($0.kind.rawValue) \($0.to)" } == expected, sourceLocation: sourceLocation)
        let marked = fixture.files.flatMap { file in file.marked.ranges.map { "\(file.name)@\($0)" } }
        #expect(
            edges.map { "\(fixture.name(of: $0.location.path))@\($0.location.range)" }.sorted() == marked.sorted(), sourceLocation: sourceLocation)
    }

    static let app = """
        -- Home.swift --
        final class HomeViewController: UIViewController {
            func openProfile() {
                navigationController?.pushViewController(⏩ProfileViewController⏪(viewModel: viewModel), animated: true)
            }
            func openSettings() {
                let settings = ⏩SettingsViewController⏪.loadFromStoryboard()
                present(settings, animated: true)
            }
            lazy var banner = ⏩BannerViewController⏪()
        }
        -- Profile.swift --
        final class Profile1️⃣ViewController: UIViewController {
            init(viewModel: ViewModel) { super.init(nibName: nil, bundle: nil) }
            static func make() -> ProfileViewController { ProfileViewController(viewModel: .empty) }
            func again() { _ = Self.make() }
        }
        -- Settings.swift --
        final class SettingsViewController: UIViewController {}
        extension SettingsViewController {
            func help() { show(⏩HelpViewController⏪(topic: .settings), sender: self) }
        }
        final class BannerViewController: UIViewController {}
        final class HelpViewController: UIViewController {}
        -- AppDelegate.swift --
        final class AppDelegate {
            func start() {
                window?.rootViewController = UINavigationController(rootViewController: ⏩HomeViewController⏪())
                let model = ViewModel()
                _ = UIHostingController(rootView: ⏩AboutView⏪())
            }
        }
        """

    /// A screen's own factory makes it without opening it: no edge from a screen to itself; a
    /// type that is no screen (`ViewModel`) makes no edge, but a SwiftUI view a hosting controller
    /// shows (`AboutView`) does. In the graph's order: the files by path.
    @Test func eachScreenMadeInCodeIsAnEdgeFromTheTypeThatMakesIt() {
        check(
            Self.app,
            edges: [
                "- (AppDelegate) create HomeViewController",
                "- (AppDelegate) create AboutView",
                "HomeViewController (HomeViewController) push ProfileViewController",
                "HomeViewController (HomeViewController) present SettingsViewController",
                "HomeViewController (HomeViewController) create BannerViewController",
                "SettingsViewController (SettingsViewController) push HelpViewController",
            ])
    }

    /// Nested screens are found as Swift finds them, from the type that names them.
    @Test func nestedScreensByTheirNameInScope() {
        check(
            """
            -- Profile.swift --
            enum Profile {
                final class EditViewController: UIViewController {}
                final class ViewController: UIViewController {
                    func edit() { present(⏩EditViewController⏪(), animated: true) }
                }
            }
            final class EditViewController: UIViewController {}
            final class Router {
                func start() {
                    let edit = Profile.⏩EditViewController⏪()
                    push(edit)
                    root.present(⏩EditViewController⏪(), animated: false)
                }
            }
            """,
            edges: [
                "Profile.ViewController (Profile.ViewController) present Profile.EditViewController",
                "- (Router) create Profile.EditViewController",
                "- (Router) present EditViewController",
            ])
    }

    /// A call of a helper the project declares is already an `instantiate` edge at the helper's
    /// name; the type it is called on adds none. Inside the screen it makes, neither is an edge.
    @Test func aHelpersCallIsOneEdge() {
        let literal = """
            -- Helpers.swift --
            extension UIViewController {
                static func instantiate() -> Self {
                    UIStoryboard(name: String(describing: self), bundle: nil).instantiateInitialViewController() as! Self
                }
            }
            -- Home.swift --
            final class HomeViewController: UIViewController {
                func open() { present(ProfileViewController.⏩instantiate⏪(), animated: true) }
            }
            final class ProfileViewController: UIViewController {
                static func make() -> ProfileViewController { ProfileViewController.instantiate() }
            }
            -- ProfileViewController.storyboard --
            <document initialViewController="p"><scenes><scene sceneID="s"><objects>
            <viewController id="p" customClass="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        check(literal, edges: ["HomeViewController (HomeViewController) instantiate ProfileViewController"])
    }

    /// Find-references lists where code makes the screen, and the code lens no longer says it
    /// is opened from nowhere; its own factory is neither.
    @Test func theScreenMadeInCodeIsReferencedAndOpened() {
        let fixture = Fixture(Self.app)
        let analysis = Analysis(fixture)
        let profile = fixture["Profile.swift"]
        let references = analysis.references(at: profile.marked.offset("1️⃣"), in: profile.path, text: profile.marked.source, includeDeclaration: false)
        #expect(references.map { "\(fixture.name(of: $0.path))@\($0.range)" } == ["Home.swift@\(fixture["Home.swift"].marked.ranges[0])"])
        #expect(analysis.openingLenses(in: profile.path).map(\.title) == ["opened from 1 place"])
        #expect(
            analysis.openingLenses(in: fixture["Settings.swift"].path).map(\.title) == [
                "opened from 1 place", "opened from 1 place", "opened from 1 place",
            ])
    }

    /// A SwiftUI view a hosting controller is made to show is a node of its own, named by the
    /// view, pushed or presented as its hosting controller is; its references are those calls,
    /// and its code lens counts them. A view made inside another view's body opens nothing.
    @Test func aSwiftUIViewInAHostingControllerIsANodeOfItsOwn() {
        let literal = """
            -- Settings.swift --
            final class SettingsViewController: UIViewController {
                func openAbout() {
                    navigationController?.pushViewController(UIHostingController(rootView: ⏩AboutView⏪()), animated: true)
                }
                func openLicenses() {
                    let host = UIHostingController<LicensesView>(rootView: ⏩LicensesView⏪(items: []))
                    present(host, animated: true)
                }
                func header() -> some View { AboutView() }
            }
            -- About.swift --
            struct About1️⃣View: View {
                var body: some View { Text("About") }
            }
            struct LicensesView: View {
                let items: [String]
                var body: some View { LogoView() }
            }
            struct LogoView: View {
                var body: some View { Text("Logo") }
            }
            """
        check(
            literal,
            edges: [
                "SettingsViewController (SettingsViewController) push AboutView",
                "SettingsViewController (SettingsViewController) present LicensesView",
            ])
        let fixture = Fixture(literal)
        let analysis = Analysis(fixture)
        #expect(analysis.navigationGraph().hostedViews == ["AboutView", "LicensesView"])
        let about = fixture["About.swift"]
        let references = analysis.references(at: about.marked.offset("1️⃣"), in: about.path, text: about.marked.source, includeDeclaration: false)
        #expect(references.map { "\(fixture.name(of: $0.path))@\($0.range)" } == ["Settings.swift@\(fixture["Settings.swift"].marked.ranges[0])"])
        #expect(
            analysis.openingLenses(in: about.path).map(\.title) == [
                "opened from 1 place · in a hosting controller", "opened from 1 place · in a hosting controller",
            ])
    }
}
