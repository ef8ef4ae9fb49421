@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// The hint after a factory call: what it opens. ⏩…⏪ mark the calls that get one, in order.
@Suite struct InlayHintTests {
    static let project = """
        -- Screens.swift --
        final class ProfileViewController: UIViewController {
            func initialize(user: String) {}
        }
        final class SettingsViewController: UIViewController {}
        final class ShareViewController: UIViewController {}
        final class AboutViewController: UIViewController {}
        -- Coordinator.swift --
        final class Coordinator {
            func start(_ navigation: UINavigationController) {
                let profile = ⏩UIViewController.create.profileViewController(user: "a")⏪
                ⏩navigation.push.settingsViewController()⏪
                ⏩profile.present.shareViewController(animated: true)⏪; ⏩navigation.push.aboutViewController()⏪
                navigation.push.missingViewController()
                profile.initialize(user: "b")
            }
        }
        -- Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Settings.storyboard --
        <document initialViewController="b"><scenes><scene sceneID="s"><objects>
        <viewController id="b" customClass="SettingsViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- ShareViewController.xib --
        <document><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShareViewController"/>
        <view id="v"/>
        </objects></document>
        """

    @Test func eachFactoryCallSaysWhatItOpens() {
        let fixture = Fixture(Self.project)
        let coordinator = fixture["Coordinator.swift"]
        let hints = Analysis(fixture).screenCallHints(in: coordinator.path)
        #expect(
            hints.map(\.label) == ["Profile.storyboard 'Profile'", "Settings.storyboard (initial scene)", "ShareViewController.xib", "code-only"])
        #expect(hints.map(\.call) == coordinator.marked.ranges)
    }

    @Test func onlyTheCallsThatEndInTheRangeAndNoneElsewhere() {
        let fixture = Fixture(Self.project)
        let coordinator = fixture["Coordinator.swift"]
        let analysis = Analysis(fixture)
        let third = coordinator.marked.ranges[2]
        #expect(
            analysis.screenCallHints(in: coordinator.path, within: ByteRange(third.lowerBound, third.upperBound)).map(\.label) == [
                "ShareViewController.xib"
            ])
        #expect(analysis.screenCallHints(in: fixture["Screens.swift"].path).isEmpty)
        #expect(analysis.screenCallHints(in: fixture["Profile.storyboard"].path).isEmpty)
    }
}
