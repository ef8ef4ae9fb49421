@_spi(Scenery) import SceneryFactoryGenerator
import SceneryTestSupport
import Testing

/// The generated code compiles against the `@MainActor` UIKit stand-in, in both language modes.
@Suite struct GeneratedCodeTypeCheckTests {
    /// The screens of `GeneratorTests.mixedScreens`, as a project would declare them.
    static let declarations = """
        import UIKit

        struct User {}
        enum Theme { case light, dark }

        extension UIStoryboard {
            enum Name: String {
                case main
                var fileName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
            }
        }

        final class ProfileViewController: UIViewController {
            var user: User!
            var onClose: (() -> Void)!
            func initialize(user: User, onClose: @escaping () -> Void) {
                self.user = user
                self.onClose = onClose
            }
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .main }
        }

        final class AboutViewController: UIViewController {}

        final class SettingsViewController: UIViewController, StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .main }
            func initialize(_ theme: Theme = .light, with handler: @escaping @MainActor (Bool) -> Void) {}
        }

        final class URLPreviewViewController: UIViewController {
            func initialize(url: URL) {}
        }

        final class LoaderViewController: UIViewController, StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .main }
            @available(iOS 15, *)
            @discardableResult
            func initialize(id: Int) async throws -> Bool { true }
        }

        enum Settings {
            final class DetailViewController: UIViewController, StoryboardInstantiatable {
                static var storyboardName: UIStoryboard.Name { .main }
                func initialize(animated: Bool) {}
            }
        }

        final class SettingsDetailViewController: UIViewController, StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .main }
            func initialize() {}
        }

        @MainActor
        func navigate(from navigationController: UINavigationController, presenter: UIViewController) async throws {
            navigationController.push.profileViewController(user: User(), onClose: {})
            presenter.present.settingsViewController(with: { _ in })
            _ = UIViewController.create.urlPreviewViewController(url: URL(fileURLWithPath: "/"))
            if #available(iOS 15, *) {
                try await navigationController.push.loaderViewController(id: 1, animated: false)
            }
        }
        """

    @Test(arguments: [5, 6]) func mixedScreensGoldenTypeChecks(swiftVersion: Int) throws {
        let generated = try String(contentsOfFile: GeneratorTests.goldens + "Mixed.swift", encoding: .utf8)
        let result = TypeCheck.run(sources: ["Screens.swift": Self.declarations, "Generated.swift": generated], swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(result.output)")
    }

    /// The reference templates' helper class, nested in an extension without `@MainActor`, does
    /// not compile under today's SDK in Swift 6 mode: the harness must be able to say so.
    @Test func theReferenceTemplatesNonisolatedHelperFailsInSwift6() {
        let reference = """
            import UIKit
            final class AboutViewController: UIViewController {}
            extension UIViewController {
                static let create = UIViewControllerCreate()
                class UIViewControllerCreate {
                    func aboutViewController() -> AboutViewController { AboutViewController() }
                }
            }
            """
        let result = TypeCheck.run(sources: ["Reference.swift": reference], swiftVersion: 6)
        #expect(!result.succeeded)
        #expect(result.output.contains("main actor"), "\(result.output)")
    }

    @Test func aCallOfAMissingAPIFails() {
        let result = TypeCheck.run(sources: ["Bad.swift": "import UIKit\nlet x = UIStoryboard.noSuchThing\n"], swiftVersion: 5)
        #expect(!result.succeeded)
    }

    @Test func interfaceBuilderAttributesAreStripped() {
        #expect(
            TypeCheck.stripInterfaceBuilderAttributes("@IBOutlet weak var a: UILabel!\n@IBAction func tap(_ sender: Any) {}")
                == "weak var a: UILabel!\nfunc tap(_ sender: Any) {}")
    }
}
