@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Per style: screens as the index would join them, and the Swift a project following that
/// style would declare (with a few calls of the generated API), so the generated code can be
/// type-checked with them.
struct StyleFixture {
    var screens: [Screen]
    var declarations: String
}

enum StyleFixtures {
    /// A screen joined by hand. `dependencies` are `(name, type as written)`, base class ones first.
    /// With a `storyboard`, a namespaced screen adopts `StoryboardInstantiatable` with that file;
    /// any other has its scene there, with its type name as Storyboard ID.
    static func screen(
        _ name: String, _ conventions: [Convention], kind: Screen.Kind = .viewController, chain: [String] = ["UIViewController"],
        generic: [String] = [], storyboard: String? = nil, access: AccessLevel = .internal, dependencies: [(String, String)] = [],
        conformances: [String] = []
    ) -> Screen {
        let path = "/project/\(name).swift"
        return Screen(
            name: String(name.split(separator: ".").last ?? ""), qualifiedName: name,
            declaration: SourceLocation(path: path, range: ByteRange(0, 0)), access: access, genericParameters: generic,
            superclassChain: chain, conformances: conformances,
            storyboard: conventions.contains(.namespaced)
                ? storyboard.map {
                    StoryboardBinding(
                        expression: ".main", location: SourceLocation(path: path, range: ByteRange(0, 0)), caseName: "main", fileName: $0)
                } : nil,
            creation: conventions.contains(.namespaced) ? nil : storyboard.map { Creation.scene(storyboard: $0, identifier: name) },
            conventions: conventions, kind: kind,
            dependencies: dependencies.map { name, type in
                Located(
                    PropertyDecl(name: name, type: type, isImplicitlyUnwrapped: true, nameRange: ByteRange(0, 0), range: ByteRange(0, 0)),
                    in: path
                )
            }
        )
    }

    /// Project types the fixtures share (the namespaced declarations bring their own).
    static let models = """
        import Foundation

        struct User {}
        enum Theme { case light, dark }
        """

    static let makeFromStoryboard = StyleFixture(
        screens: [
            screen(
                "EditProfileViewController", [.storyboardInitializable],
                dependencies: [("viewModel", "ProfileViewModel!"), ("onSave", "((User) -> Void)!")]),
            screen(
                "PreferencesViewController", [.storyboardInitializable], chain: ["BaseViewController", "UIViewController"],
                dependencies: [
                    ("analytics", "(any Analytics)!"), ("theme", "Theme!"), ("onClose", "(@MainActor () -> Void)!"), ("counts", "[String: Int]!"),
                ]
            ),
            screen("ListViewController", [.storyboardInitializable], generic: ["Item"], dependencies: [("items", "[Item]!")]),
        ],
        declarations: """
            import UIKit

            final class ProfileViewModel {}
            protocol Analytics: AnyObject {}
            final class Tracker: Analytics {}

            final class EditProfileViewController: UIViewController, StoryboardInitializable {
                @IBOutlet var nameLabel: UILabel!
                var viewModel: ProfileViewModel!
                var onSave: ((User) -> Void)!

                static func instantiateFromStoryboard() -> EditProfileViewController {
                    UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "EditProfileViewController") as? EditProfileViewController
                        ?? EditProfileViewController()
                }
            }

            class BaseViewController: UIViewController {
                var analytics: (any Analytics)!
            }

            final class PreferencesViewController: BaseViewController, StoryboardInitializable {
                var theme: Theme!
                var onClose: (@MainActor () -> Void)!
                var counts: [String: Int]!

                static func instantiateFromStoryboard() -> PreferencesViewController { PreferencesViewController() }
            }

            final class ListViewController<Item>: UIViewController, StoryboardInitializable {
                var items: [Item]!
                static func instantiateFromStoryboard() -> ListViewController<Item> { ListViewController() }
            }

            @MainActor
            func openProfileEditor(from navigationController: UINavigationController) {
                let editor = EditProfileViewController.makeFromStoryboard(viewModel: ProfileViewModel(), onSave: { _ in })
                editor.setDependencies(viewModel: ProfileViewModel(), onSave: { _ in })
                navigationController.pushViewController(editor, animated: true)
                let preferences = PreferencesViewController.makeFromStoryboard(analytics: Tracker(), theme: .dark, onClose: {}, counts: [:])
                navigationController.present(preferences, animated: true)
            }
            """
    )

    static let storyboardable = StyleFixture(
        screens: [
            screen("QuotesViewController", [.storyboardable]),
            screen("QuoteSettingsViewController", [.storyboardable]),
        ],
        declarations: """
            import UIKit

            final class QuotesViewController: UIViewController, Storyboardable {}

            /// Not final, with its own storyboard and identifier.
            class QuoteSettingsViewController: UIViewController, Storyboardable {
                static var storyboardName: String { "Settings" }
                static var storyboardIdentifier: String { "Settings" }
            }

            @MainActor
            func showQuotes(from navigationController: UINavigationController) {
                navigationController.pushViewController(QuotesViewController.instantiate(), animated: true)
                navigationController.present(QuoteSettingsViewController.instantiate(), animated: true)
            }
            """
    )

    static let ibConstructible = StyleFixture(
        screens: [
            screen("WelcomeViewController", [.ibConstructible]),
            screen("CardView", [.ibConstructible], kind: .view, chain: ["UIView"]),
        ],
        declarations: """
            import UIKit

            final class WelcomeViewController: UIViewController, IBConstructible {}

            final class CardView: UIView, IBConstructible {
                static var nibName: String { "Card" }
            }

            @MainActor
            func showWelcome(in window: UIWindow) {
                let welcome = WelcomeViewController.fromNib
                welcome.view.addSubview(CardView.fromNib)
                window.rootViewController = welcome
            }
            """
    )

    static let storyboardIdentifiable = StyleFixture(
        screens: [screen("ArticleViewController", [.storyboardIdentifiable], storyboard: "News")],
        declarations: """
            import UIKit

            final class ArticleViewController: UIViewController {
                func printHeadline() {}
            }

            @MainActor
            func showArticle(from presenter: UIViewController) {
                let storyboard = UIStoryboard(name: "News", bundle: nil)
                let article: ArticleViewController = storyboard.instantiateViewController()
                article.printHeadline()
                presenter.present(article, animated: true)
            }
            """
    )

    /// Every convention in one project: the namespaced screens of `GeneratorTests.mixedScreens`
    /// and each fixture above.
    static let allStyles = StyleFixture(
        screens: GeneratorTests.mixedScreens + makeFromStoryboard.screens + storyboardable.screens + ibConstructible.screens
            + storyboardIdentifiable.screens,
        declarations: ""
    )

    /// Sources to type-check with a file generated for `allStyles`.
    static var allStylesSources: [String: String] {
        [
            "Namespaced.swift": GeneratedCodeTypeCheckTests.declarations,
            "MakeFromStoryboard.swift": makeFromStoryboard.declarations,
            "Storyboardable.swift": storyboardable.declarations,
            "IBConstructible.swift": ibConstructible.declarations,
            "StoryboardIdentifiable.swift": storyboardIdentifiable.declarations,
        ]
    }

    /// An AppKit app with a screen of every convention.
    static let appKit = StyleFixture(
        screens: [
            screen("DocumentViewController", [.namespaced], chain: ["NSViewController"], storyboard: "Main"),
            screen("InspectorViewController", [.namespaced], chain: ["NSViewController"]),
            screen("PreferencesWindowController", [.namespaced], kind: .windowController, chain: ["NSWindowController"], storyboard: "Preferences"),
            screen(
                "GeneralPreferencesViewController", [.storyboardInitializable], chain: ["NSViewController"], dependencies: [("settings", "Settings!")]
            ),
            screen("AboutViewController", [.storyboardable], chain: ["NSViewController"]),
            screen("StatusViewController", [.ibConstructible], chain: ["NSViewController"]),
            screen("BadgeView", [.ibConstructible], kind: .view, chain: ["NSView"]),
            screen("HelpViewController", [.storyboardIdentifiable], chain: ["NSViewController"], storyboard: "Main"),
        ].map { screen in
            var screen = screen
            if screen.name == "DocumentViewController" {
                screen.initializer = Located(
                    MethodDecl(
                        name: "initialize", parameters: [Parameter(label: "document", name: "document", type: "Document")],
                        nameRange: ByteRange(0, 0), range: ByteRange(0, 0)),
                    in: "/project/DocumentViewController.swift"
                )
            }
            if screen.name == "InspectorViewController" {
                screen.initializer = Located(
                    MethodDecl(
                        name: "initialize", parameters: [Parameter(label: "width", name: "width", type: "Double")], nameRange: ByteRange(0, 0),
                        range: ByteRange(0, 0)),
                    in: "/project/InspectorViewController.swift"
                )
            }
            return screen
        },
        declarations: """
            import AppKit

            struct Document {}
            struct Settings {}

            final class DocumentViewController: NSViewController, StoryboardInstantiatable {
                static var storyboardName: NSStoryboard.Name { .main }
                private(set) var document: Document?
                func initialize(document: Document) { self.document = document }
            }

            final class InspectorViewController: NSViewController {
                func initialize(width: Double) {}
            }

            final class PreferencesWindowController: NSWindowController {}

            final class GeneralPreferencesViewController: NSViewController, StoryboardInitializable {
                var settings: Settings!
                static func instantiateFromStoryboard() -> GeneralPreferencesViewController {
                    NSStoryboard(name: .preferences, bundle: nil).instantiateController(withIdentifier: "General") as? GeneralPreferencesViewController
                        ?? GeneralPreferencesViewController()
                }
            }

            final class AboutViewController: NSViewController, Storyboardable {}
            final class StatusViewController: NSViewController, IBConstructible {}
            final class BadgeView: NSView, IBConstructible {}
            final class HelpViewController: NSViewController {}

            @MainActor
            func openDocument(from presenter: NSViewController) {
                presenter.present.documentViewController(document: Document())
                let inspector = NSViewController.create.inspectorViewController(width: 240)
                presenter.presentAsSheet(inspector)
                presenter.presentAsModalWindow(GeneralPreferencesViewController.makeFromStoryboard(settings: Settings()))
                presenter.presentAsSheet(AboutViewController.instantiate())
                presenter.view.addSubview(BadgeView.fromNib)
                presenter.presentAsSheet(StatusViewController.fromNib)
                let help: HelpViewController = NSStoryboard(name: .main, bundle: nil).instantiateController()
                presenter.presentAsSheet(help)
            }
            """
    )
}
