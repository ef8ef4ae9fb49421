/// Random edits of a small project whose files lean on each other, for the tests that hold what
/// Scenery keeps up to date change by change equal to what it makes from scratch: each step puts
/// one to three files in one of their versions, or removes them. The versions make the files lean
/// on each other (classes extended, subclassed and expected elsewhere, names given through
/// constants, helpers and enums, scenes and xibs that place classes, storyboards that come and go)
/// and cover every kind of problem the rules report. A seed gives one sequence, to replay a failure.
public struct ProjectEdits {
    private var random: SeededGenerator

    public init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private static let paths = versions.keys.sorted()

    /// The project to start from: about half the files, each in its first version.
    public mutating func start() -> [(path: String, text: String)] {
        Self.paths.compactMap { path in Bool.random(using: &random) ? (path, Self.versions[path]?.first ?? "") : nil }
    }

    /// One to three files changed at once (a save, a checkout of several files): each with its
    /// new text, nil when it is removed.
    public mutating func next() -> [(path: String, text: String?)] {
        (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in
            guard let path = Self.paths.randomElement(using: &random), let versions = Self.versions[path] else { return nil }
            let choice = Int.random(in: 0...versions.count, using: &random)
            return (path, choice < versions.count ? versions[choice] : nil)
        }
    }

    /// Every file of the project, each with the versions it may take.
    public static let versions: [String: [String]] = [
        "/p/Names.swift": [
            #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "Profile" } }"#,
            #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "Profile"; case settings = "Settings" } }"#,
            #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "ProfileV2" } }"#,
            #"extension UIStoryboard { enum Name: String { case main; case profile; var fileName: String { helper(rawValue) } } }"#,
            "\n\n" + #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "Profile" } }"#,
        ],
        "/p/Base.swift": [
            "class BaseViewController: UIViewController { var analytics: Analytics! }",
            "class BaseViewController: UITableViewController {\n    var analytics: Analytics!\n    var session: Session!\n}",
            "\n\n\nclass BaseViewController: UIViewController { var analytics: Analytics! }",
            "class BaseViewController: NSObject {}",
            "class BaseViewController: UIViewController {}\nclass ProfileViewController: BaseViewController {}",
            "class BaseViewController<Model>: UIViewController { var model: Model! }",
        ],
        "/p/Profile.swift": [
            "final class ProfileViewController: BaseViewController { func initialize(user: User) {} }",
            "final class ProfileViewController: BaseViewController, StoryboardInstantiatable {\n    static var storyboardName: UIStoryboard.Name { .profile }\n}",
            "final class ProfileViewController: UIViewController { var user: User! }",
            "// A screen.\n// Of a user.\nfinal class ProfileViewController: BaseViewController { func initialize(user: User) {} }",
            "final class ProfileViewController: SettingsViewController {}",
            "final class ProfileViewController: BaseViewController<User> { func initialize(user: User) {} }",
        ],
        "/p/Profile+Extensions.swift": [
            "extension ProfileViewController: StoryboardInstantiatable { static var storyboardName: UIStoryboard.Name { .profile } }",
            "extension ProfileViewController { func initialize(user: User, flag: Bool) {} }",
            "extension BaseViewController: Storyboardable {}",
            "extension ProfileViewController: Storyboardable { static var storyboardIdentifier: String { \"Profile\" } }",
        ],
        "/p/Coordinator.swift": [
            """
            final class Coordinator {
                func start() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let profile = storyboard.instantiateViewController(withIdentifier: "ProfileViewController") as! ProfileViewController
                    _ = UINib(nibName: "Cell", bundle: nil)
                }
            }
            """,
            """
            final class Coordinator {
                func start() {
                    let settings = UIStoryboard(name: Constants.main, bundle: nil).instantiateViewController(withIdentifier: Scenes.profile) as? SettingsViewController
                }
            }
            """,
            """
            final class Coordinator: UIViewController {
                func start() {
                    let profile: ProfileViewController = instantiate("ProfileViewController")
                    let other = storyboard?.instantiateViewController(withIdentifier: "Settings")
                    performSegue(withIdentifier: "showProfile", sender: nil)
                }
            }
            """,
            """
            final class Coordinator {
                func start(user: User) {
                    let profile = ProfileViewController()
                    profile.initialize(user: user)
                    profile.initialize(flag: true)
                }
            }
            """,
            "final class Coordinator {\n    func start( {\n        let x = UIStoryboard(name: \"Main\", bundle: nil)\n}",
            """
            final class Coordinator {
                func start() {
                    // scenery:disable:next storyboard-not-fond
                    let storyboard = UIStoryboard(name: "Gone", bundle: nil)
                }
            }
            """,
            """
            final class Coordinator {
                func start() {
                    let initial = UIStoryboard(name: UIStoryboard.Name.profile.rawValue, bundle: nil).instantiateInitialViewController() as? ProfileViewController
                    let owner = SettingsViewController(nibName: "Cell", bundle: nil)
                }
            }
            """,
        ],
        "/p/Constants.swift": [
            #"enum Constants { static let main = "Main" }"# + "\n" + #"enum Scenes { static let profile = "ProfileViewController" }"#,
            #"enum Constants { static let main = "Other" }"# + "\n" + #"enum Scenes { static let profile = "ProfileViewController" }"#,
            "\n\n" + #"enum Constants { static let main = "Main" }"# + "\n" + #"enum Scenes { static let profile = "ProfileViewController" }"#,
            #"enum Constants { static let main = "Main" }"# + "\n" + #"extension Scenes { static let profile = "Settings" }"#,
        ],
        "/p/Settings.swift": [
            """
            final class SettingsViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    performSegue(withIdentifier: "showProfile", sender: nil)
                }
            }
            """,
            "class SettingsViewController: ProfileViewController {}",
            """
            class SettingsViewController: UIViewController {
                init(draft: Draft) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """,
            "class SettingsViewController: BaseViewController { var flag: Bool! }\nextension ProfileViewController { static let storyboardIdentifier = \"Profile\" }",
            "final class SettingsViewController: BaseViewController { func initialize(flag: Bool) { analytics = nil } }",
            "final class SettingsViewController: NSViewController {}\nfinal class PreferencesViewController: NSViewController {}\nfinal class AboutViewController: NSViewController {}",
        ],
        "/p/Helpers.swift": [
            """
            extension UIViewController {
                func instantiate<T: UIViewController>(_ identifier: String) -> T {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier) as! T
                }
            }
            """,
            """
            extension UIViewController {
                func instantiate<T: UIViewController>(_ identifier: String, from storyboard: String) -> T {
                    UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier) as! T
                }
            }
            """,
        ],
        // Helpers that are methods of the app's types, calling each other across files: an edit of
        // a helper's file changes what its callers' calls are checked as, and where the lookup is.
        "/p/Factory.swift": [
            """
            enum Factory {
                static func make(storyboard: String, id: String) -> UIViewController {
                    UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: id)
                }
            }
            """,
            """
            enum Factory {
                static func make(storyboard: String = "Settings", id: String) -> UIViewController {
                    let identifier = id
                    return UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
            }
            """,
            "\n\n" + """
                enum Factory {
                    static func make(storyboard: String, id: String) -> UIViewController {
                        UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: id)
                    }
                }
                """,
            """
            final class Factory {
                static func make(storyboard: String, id: String) -> UIViewController { UIStoryboard(name: "Profile", bundle: nil).instantiateInitialViewController()! }
            }
            """,
        ],
        "/p/Forwarding.swift": [
            """
            enum Screens {
                static func settings(id: String = "Settings") -> UIViewController { Factory.make(storyboard: "Main", id: id) }
            }
            final class WindowManager {
                static let shared = WindowManager()
                func open(scene: String) -> UIViewController { Screens.settings(id: scene) }
            }
            """,
            """
            enum Screens {
                static func settings(id: String = "Setting") -> UIViewController { Factory.make(storyboard: "Profile", id: id) }
            }
            final class WindowManager {
                static let shared = WindowManager()
                func open(scene: String) -> UIViewController { UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: scene) }
            }
            """,
            """
            final class WindowManager {
                static let shared = Toast()
                func open(scene: String) -> UIViewController { Factory.make(storyboard: "Main", id: scene) }
            }
            """,
        ],
        "/p/Caller.swift": [
            """
            final class Caller {
                var manager: WindowManager!
                func run() {
                    _ = Factory.make(storyboard: "Main", id: "Setings") as! SettingsViewController
                    _ = Factory.make(storyboard: "Main", id: "ProfileViewController") as! SettingsViewController
                    _ = Screens.settings()
                    _ = Screens.settings(id: "Profile")
                    _ = WindowManager.shared.open(scene: "ProfileViewController")
                    _ = manager.open(scene: "Nope")
                }
            }
            """,
            """
            final class Caller {
                let manager = WindowManager()
                func run() {
                    _ = Factory.make(id: "Settings")
                    _ = WindowManager.shared.open(scene: "Profile") as! ProfileViewController
                    _ = manager.open(scene: "Settings")
                }
            }
            """,
        ],
        "/p/Identifiable.swift": [
            "extension UIViewController: StoryboardIdentifiable {}",
            "extension UIViewController: SomethingElse {}",
            "protocol StoryboardInstantiatable { static var storyboardName: UIStoryboard.Name { get } }\nextension UIViewController: StoryboardIdentifiable {}",
        ],
        "/p/Router.swift": [
            "final class Router { func go(_ navigation: UINavigationController, user: User) { navigation.push.profileViewController(user: user) } }",
            "final class Router { func go(_ navigation: UINavigationController, user: User) { navigation.push.profileViewController(user) } }",
            "final class Router { func go(user: User) { _ = UIViewController.create.profileViewController(user, flag: true) } }",
        ],
        "/p/Generated.swift": [
            "// Generated by Scenery — do not edit.\nextension UIStoryboard { enum Name: String { case settings = \"Settings\" } }"
        ],
        "/p/Main.storyboard": [
            storyboard(
                initial: "a", scenes: [("a", "ProfileViewController", "ProfileViewController"), ("b", "SettingsViewController", "Settings")],
                segue: "showProfile"),
            storyboard(
                initial: "b", scenes: [("a", "ProfileViewController", "Profile"), ("b", "SettingsViewController", nil)], segue: "showSettings"),
            storyboard(initial: nil, scenes: [("a", "SettingsViewController", "ProfileViewController")], segue: nil),
            storyboard(
                initial: "a",
                scenes: [("a", "ProfileViewController", "profileViewController"), ("b", "MissingViewController", "profileViewController")],
                segue: "showProfile"),
            """
            <document><scenes><scene sceneID="r"><objects>
            <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="ProfileViewController" id="r1" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """,
        ],
        "/p/en.lproj/Main.storyboard": [
            storyboard(initial: "a", scenes: [("a", "ProfileViewController", "ProfileViewController")], segue: nil),
            storyboard(initial: "a", scenes: [("a", "Coordinator", "Coordinator")], segue: "showProfile"),
        ],
        "/p/Profile.storyboard": [
            storyboard(initial: "a", scenes: [("a", "ProfileViewController", "ProfileViewController")], segue: nil),
            storyboard(initial: nil, scenes: [("a", "ProfileViewController", "Profile"), ("b", "BaseViewController", "Base")], segue: "showProfile"),
            storyboard(initial: nil, scenes: [("a", "SettingsViewController", nil)], segue: nil),
            "<document><scenes>",
        ],
        "/p/Settings.storyboard": [
            storyboard(initial: "a", scenes: [("a", "SettingsViewController", "Settings")], segue: nil)
        ],
        "/p/Cell.xib": [
            """
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController"/>
            <view id="v" customClass="ProfileViewController"/>
            </objects></document>
            """,
            """
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="v"/>
            </objects></document>
            """,
        ],
        "/p/CellView.swift": [
            "final class CellView: UIView, NibLoadable {}"
        ],
        "/p/NibLoadable.swift": [
            "protocol NibLoadable: IdentifiableClass { static func nib() -> UINib }",
            "protocol NibLoadable: AnyObject { static var nib: UINib { get } }",
        ],
        "/p/Cell~ipad.xib": [
            "<document><objects><view id=\"v\" customClass=\"CellView\"/></objects></document>"
        ],
    ]

    public static func storyboard(initial: String?, scenes: [(id: String, className: String, identifier: String?)], segue: String?) -> String {
        let document = initial.map { #"<document initialViewController="\#($0)"><scenes>"# } ?? "<document><scenes>"
        let body = scenes.enumerated().map { position, scene in
            let identifier = scene.identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
            let connection =
                position == 0
                ? segue.map {
                    #"<connections><segue destination="\#(scenes.last?.id ?? "a")" kind="show" identifier="\#($0)" id="x"/></connections>"#
                } ?? "" : ""
            return
                #"<scene sceneID="s\#(position)"><objects><viewController\#(identifier) id="\#(scene.id)" customClass="\#(scene.className)" sceneMemberID="viewController">\#(connection)</viewController></objects></scene>"#
        }
        return document + body.joined(separator: "\n") + "</scenes></document>"
    }
}

/// A deterministic generator (SplitMix64), so that a failing sequence can be replayed.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
