import Analysis
import Testing
import TestSupport

/// Refactorings on a class name (`1️⃣`): the action's title, and the file after its edit.
@Suite struct RefactoringTests {
    func check(_ literal: String, file: String, expect expected: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fixture = Fixture(literal)
        var analysis = Analysis(configuration: ProjectConfiguration(root: fixture.root))
        analysis.update(files: fixture.files.map { ($0.path, $0.bytes) })
        let marked = fixture[file].marked
        let actions = analysis.refactorings(in: fixture[file].path, range: .empty(at: marked.offset("1️⃣")), text: marked.source)
        var results: [String: String] = [:]
        for action in actions {
            results[action.title] = marked.source.applying(action.edits.filter { $0.path == fixture[file].path }.map(\.edit)).text
        }
        #expect(results == expected, sourceLocation: sourceLocation)
    }

    @Test func generateInitializeFromDependencies() {
        check("""
        -- Profile.swift --
        final class Profile1️⃣ViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            var user: User!
            private(set) var theme: Theme!
            var onClose: (() -> Void)!
            let id = 3
        }
        """, file: "Profile.swift", expect: [
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

            """,
        ])
    }

    @Test func notOfferedWithoutDependenciesOrWithAnInitializer() {
        check("""
        -- A.swift --
        final class A1️⃣ViewController: UIViewController { var user: User!; func initialize(user: User) {} }
        """, file: "A.swift", expect: [:])
        check("""
        -- B.swift --
        final class B1️⃣ViewController: UIViewController { @IBOutlet var label: UILabel! }
        """, file: "B.swift", expect: [:])
    }

    @Test func oneLineBodies() {
        check("""
        -- C.swift --
        final class C1️⃣ViewController: UIViewController { var user: User! }
        """, file: "C.swift", expect: [
            "Generate initialize(...) from dependencies": """
            final class CViewController: UIViewController { var user: User!

                func initialize(user: User) {
                    self.user = user
                }
            }

            """,
        ])
    }

    @Test func addConformanceNamesTheStoryboardHoldingTheScene() {
        check("""
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case main, settings; var fileName: String { rawValue.capitalized } } }
        -- Settings.swift --
        final class Settings1️⃣ViewController: UIViewController {}
        -- Settings.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="SettingsViewController" storyboardIdentifier="SettingsViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """, file: "Settings.swift", expect: [
            "Add StoryboardInstantiatable conformance (Settings.storyboard)": """
            final class SettingsViewController: UIViewController {}

            extension SettingsViewController: StoryboardInstantiatable {
                static var storyboardName: UIStoryboard.Name { .settings }
            }

            """,
        ])
    }

    @Test func noConformanceWhenTheSceneIsInTwoStoryboardsOrNoCaseMapsToIt() {
        check("""
        -- Names.swift --
        extension UIStoryboard { enum Name: String { case main = "Main" } }
        -- S.swift --
        final class S1️⃣ViewController: UIViewController {}
        -- Other.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="SViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """, file: "S.swift", expect: [:])
    }
}
