import Foundation
import SceneryTestSupport
import Testing

/// `scenery check` on a project that silences findings with comments (Swift and storyboard) and
/// with per-rule path exclusions in `.scenery.yml`.
@Suite struct SuppressionCLITests {
    static let project = """
        -- .scenery.yml --
        rules:
          scene-not-found:
            exclude: ["Legacy/**"]
          unknown-custom-class:
            severity: warning
            exclude: "Vendor/*.xib"
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case main = "Main" } }
        final class HomeViewController: UIViewController {}
        -- Legacy/Old.swift --
        func old() {
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Gone")
        }
        -- Legacy/Profile.swift --
        final class ProfileViewController: UIViewController {}
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .main }
        }
        -- App/New.swift --
        func new() {
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "AlsoGone")
            // scenery:disable:next scene-not-found
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Silenced")
            // scenery:disable:next storyboard-not-found
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "OtherRule")
        }
        -- Main.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects>
        <viewController id="a" customClass="HomeViewController" storyboardIdentifier="Home" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="b" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s3"><objects>
        <!-- scenery:disable:next unknown-custom-class -->
        <viewController id="c" customClass="Missing" storyboardIdentifier="Missing" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s4"><objects>
        <viewController id="d" customClass="AlsoMissing" storyboardIdentifier="AlsoMissing" sceneMemberID="viewController"/>
        </objects></scene>
        </scenes></document>
        -- Vendor/Pay.xib --
        <document><objects>
        <view id="v" customClass="VendorView"/>
        </objects></document>
        """

    /// "rule file:line" of each finding `scenery check` reports.
    func findings(_ root: String) throws -> [String] {
        let run = try CLITests.run(["check", root, "--no-cache", "--reporter", "json"])
        #expect(run.status == 1, "\(run.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(run.stdout)")
        return objects.map { "\($0["rule"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? "")" }
    }

    @Test func commentsAndExclusionsDropTheirFindingsAndNothingElse() throws {
        let root = try CLITests.project(Self.project)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kept = [
            // Found from Legacy/Profile.swift but located in the storyboard: an exclusion of Legacy/** leaves it.
            "scene-not-found Main.storyboard:6",
            "unknown-custom-class Main.storyboard:13",
            "scene-not-found App/New.swift:2",
            "scene-not-found App/New.swift:6",
        ]
        #expect(try findings(root).sorted() == kept.sorted())

        // Without the exclusions, what they dropped is back; the comments still apply.
        try Data("rules: {}\n".utf8).write(to: URL(fileURLWithPath: root + "/.scenery.yml"))
        let excluded = ["scene-not-found Legacy/Old.swift:2", "unknown-custom-class Vendor/Pay.xib:2"]
        #expect(try findings(root).sorted() == (kept + excluded).sorted())
    }
}
