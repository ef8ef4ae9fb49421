import Foundation
import SceneryTestSupport
import Testing

/// `scenery graph`: the navigation map as Graphviz or Mermaid text (SVG is tested end to end, with Graphviz).
@Suite struct GraphTests {
    static let app = """
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            func initialize(user: String) {}
        }
        -- Settings.swift --
        final class SettingsViewController: UIViewController {}
        -- Help.swift --
        final class HelpViewController: UIViewController {}
        -- About.swift --
        final class AboutViewController: UIViewController {
            func showProfile() {
                let profile = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Profile")
                navigationController?.pushViewController(profile, animated: true)
            }
            func showLicenses() { present(UIHostingController(rootView: LicensesView()), animated: true) }
        }
        struct LicensesView: View {
            var body: some View { Text("Licenses") }
        }
        -- Coordinator.swift --
        final class Coordinator {
            func start() {
                _ = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Profile")
                _ = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Settings")
            }
            func again() {
                _ = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Profile")
            }
        }
        -- Profile.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects><viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"><connections><segue destination="b" kind="show" identifier="showSettings" id="g"/></connections></viewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="b" customClass="SettingsViewController" storyboardIdentifier="Settings" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><viewController id="c" customClass="HelpViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """

    func graph(_ format: String) throws -> CLITests.Run {
        let root = try CLITests.project(Self.app)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try CLITests.run(["graph", root, "--format", format])
    }

    /// A screen no factory can create (its scene has no Storyboard ID) is drawn in the storyboard that
    /// holds its scene; a SwiftUI view a hosting controller shows, as a dashed rounded box.
    @Test func dotGroupsScreensByStoryboardAndLabelsEdgesWithTheirKind() throws {
        let run = try graph("dot")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                digraph Navigation {
                    rankdir=LR;
                    fontname="Helvetica";
                    node [shape=box, fontname="Helvetica"];
                    edge [fontname="Helvetica", fontsize=10];
                    "AboutViewController";
                    subgraph cluster_1 {
                        label="Profile.storyboard";
                        "HelpViewController";
                        "ProfileViewController";
                        "SettingsViewController";
                    }
                    "Coordinator" [shape=ellipse];
                    "LicensesView" [style="rounded,dashed"];
                    "AboutViewController" -> "ProfileViewController" [label="instantiate"];
                    "Coordinator" -> "ProfileViewController" [label="instantiate ×2"];
                    "Coordinator" -> "SettingsViewController" [label="instantiate"];
                    "ProfileViewController" -> "SettingsViewController" [label="segue"];
                    "AboutViewController" -> "LicensesView" [label="present"];
                }

                """)
    }

    @Test func mermaidTheSame() throws {
        let run = try graph("mermaid")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                flowchart LR
                    n0_AboutViewController["AboutViewController"]
                    subgraph storyboard1 ["Profile.storyboard"]
                        n1_HelpViewController["HelpViewController"]
                        n2_ProfileViewController["ProfileViewController"]
                        n3_SettingsViewController["SettingsViewController"]
                    end
                    n4_Coordinator("Coordinator")
                    n5_LicensesView(["LicensesView"])
                    n0_AboutViewController -->|"instantiate"| n2_ProfileViewController
                    n4_Coordinator -->|"instantiate ×2"| n2_ProfileViewController
                    n4_Coordinator -->|"instantiate"| n3_SettingsViewController
                    n2_ProfileViewController -->|"segue"| n3_SettingsViewController
                    n0_AboutViewController -->|"present"| n5_LicensesView

                """)
    }

    /// A navigation controller without a class of its own is drawn in its storyboard, named by its root screen.
    @Test func anUnnamedNavigationControllerStandsInItsStoryboardNamedByItsRoot() throws {
        let root = try CLITests.project(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {}
            -- Profile.storyboard --
            <document initialViewController="n"><scenes>
            <scene sceneID="s1"><objects><navigationController id="n" sceneMemberID="viewController"><connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="a" customClass="ProfileViewController" storyboardIdentifier="Profile" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CLITests.run(["graph", root, "--format", "dot"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                """
                    subgraph cluster_0 {
                        label="Profile.storyboard";
                        "ProfileViewController";
                        "Navigation (Profile)" [shape=ellipse];
                    }
                    "Navigation (Profile)" -> "ProfileViewController" [label="segue"];
                """))
    }

    @Test func svgWithoutGraphvizSaysWhatToInstall() throws {
        let root = try CLITests.project(Self.app)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLITests.binary)
        process.arguments = ["graph", root, "--format", "svg"]
        process.environment = ["PATH": "/nonexistent"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Scenery could not do what it was asked (Documentation/CommandLine.md: Exit codes).
        #expect(process.terminationStatus == 2)
        #expect(message.contains("needs Graphviz's `dot` on the PATH"))
    }
}
