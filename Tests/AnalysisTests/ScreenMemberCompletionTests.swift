@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
import SceneryTestSupport
import Testing

/// Completion after `ScreenType.`: the static members each convention (and the selected styles)
/// give the screen. `1️⃣` is the cursor in `Coordinator.swift`.
@Suite struct ScreenMemberCompletionTests {
    static let screens = """
        -- Profile.swift --
        class BaseViewController: UIViewController {
            var analytics: Analytics!
        }
        final class ProfileViewController: BaseViewController, StoryboardInitializable, Storyboardable {
            var user: User!
            var onClose: (() -> Void)!
            @IBOutlet weak var nameLabel: UILabel!
            static var storyboardName: String { "Profile" }
        }
        -- Onboarding.swift --
        final class OnboardingViewController: UIViewController, IBConstructible {}
        final class HeaderView: UIView, IBConstructible {
            static var nibName: String { "Header" }
        }
        -- Reusable.swift --
        final class HelpViewController: UIViewController, StoryboardBased {}
        final class LoginViewController: UIViewController, StoryboardSceneBased {
            static let sceneStoryboard = UIStoryboard(name: "Auth", bundle: nil)
        }
        final class ProfileHeader: UIView, NibLoadable {}
        -- Settings.swift --
        enum Settings {
            final class DetailViewController: UIViewController, Storyboardable {
                static var storyboardIdentifier: String { "SettingsDetail" }
            }
        }
        """

    func check(
        _ coordinator: String, expect expected: [String], snippets: [String]? = nil, plainTexts: [String]? = nil, replacing: String? = nil,
        styles: [GeneratorOptions.Style] = [.namespaced, .makeFromStoryboard], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        checkCompletion(
            in: Self.screens, coordinator: coordinator, configure: { $0.generator.styles = styles }, expect: expected, snippets: snippets,
            plainTexts: plainTexts, replacing: replacing, sourceLocation: sourceLocation
        )
    }

    /// `makeFromStoryboard` takes every dependency (inherited first, outlets not) with the type
    /// the generator gives its parameter; `instantiate()` comes with `Storyboardable`.
    @Test func makeFromStoryboardAndInstantiate() {
        check(
            "let profile = ProfileViewController.1️⃣",
            expect: [
                "makeFromStoryboard(analytics:user:onClose:) — Profile.storyboard, Storyboard ID ProfileViewController"
                    + " · (analytics: Analytics, user: User, onClose: @escaping () -> Void)",
                "instantiate() — Profile.storyboard, Storyboard ID ProfileViewController · ()",
            ],
            snippets: ["makeFromStoryboard(analytics: ${1:analytics}, user: ${2:user}, onClose: ${3:onClose})", "instantiate()"],
            plainTexts: ["makeFromStoryboard(analytics: analytics, user: user, onClose: onClose)", "instantiate()"]
        )
    }

    /// Without the style, nothing generates `makeFromStoryboard`; the protocol's members come with
    /// the conformance whoever declares the protocol.
    @Test func makeFromStoryboardOnlyWithItsStyle() {
        check(
            "ProfileViewController.1️⃣", expect: ["instantiate() — Profile.storyboard, Storyboard ID ProfileViewController · ()"],
            styles: [.namespaced]
        )
    }

    @Test func fromNibForViewControllersAndViews() {
        check(
            "let vc = OnboardingViewController.fr1️⃣", expect: ["fromNib — OnboardingViewController.storyboard, initial scene"], snippets: ["fromNib"],
            replacing: "fr")
        check("let header = HeaderView.1️⃣", expect: ["fromNib — Header.xib"])
    }

    @Test func reusablesInstantiateAndLoadFromNib() {
        check("HelpViewController.1️⃣", expect: ["instantiate() — HelpViewController.storyboard, initial scene · ()"])
        check("LoginViewController.1️⃣", expect: ["instantiate() — Auth.storyboard, Storyboard ID LoginViewController · ()"])
        check("ProfileHeader.1️⃣", expect: ["loadFromNib() — ProfileHeader.xib · ()"])
    }

    /// Qualified, after a module name, and by its simple name inside its outer type.
    @Test func nestedScreensAndModuleNames() {
        let expected = ["instantiate() — Main.storyboard, Storyboard ID SettingsDetail · ()"]
        check("Settings.DetailViewController.1️⃣", expect: expected)
        check("extension Settings { func show() { DetailViewController.1️⃣ } }", expect: expected)
        check(
            "App.ProfileViewController.inst1️⃣", expect: ["instantiate() — Profile.storyboard, Storyboard ID ProfileViewController · ()"],
            replacing: "inst", styles: [.namespaced])
    }

    /// Only after a screen's type name, in code.
    @Test func nowhereElse() {
        check("profileViewController.1️⃣", expect: [])
        check("ProfileViewController().1️⃣", expect: [])
        check("BaseViewController.1️⃣", expect: [])
        check("// ProfileViewController.1️⃣", expect: [])
        check("/* see ProfileViewController.1️⃣ */", expect: [])
        check("let s = \"ProfileViewController.1️⃣\"", expect: [])
    }
}
