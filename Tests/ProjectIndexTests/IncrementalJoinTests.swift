@_spi(Scenery) import SceneryProjectIndex
import Testing

/// A join changed in place equals the join of the same facts from scratch, after any sequence of
/// edits, creations and deletions: each step puts one file of a small project in one of its
/// versions (or removes it), and every part of the two snapshots is compared.
@Suite struct IncrementalJoinTests {
    /// Every file of the project, each with the versions it may take. The versions make the files
    /// lean on each other: classes extended, subclassed and expected elsewhere, names given through
    /// constants, helpers and enums, scenes and xibs that place classes, storyboards that come and go.
    static let versions: [String: [String]] = [
        "/p/Names.swift": [
            #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "Profile" } }"#,
            #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "Profile"; case settings = "Settings" } }"#,
            #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "ProfileV2" } }"#,
            "\n\n" + #"extension UIStoryboard { enum Name: String { case main = "Main"; case profile = "Profile" } }"#,
        ],
        "/p/Base.swift": [
            "class BaseViewController: UIViewController { var analytics: Analytics! }",
            "class BaseViewController: UITableViewController {\n    var analytics: Analytics!\n    var session: Session!\n}",
            "\n\n\nclass BaseViewController: UIViewController { var analytics: Analytics! }",
            "class BaseViewController: NSObject {}",
            "class BaseViewController: UIViewController {}\nclass ProfileViewController: BaseViewController {}",
        ],
        "/p/Profile.swift": [
            "final class ProfileViewController: BaseViewController { func initialize(user: User) {} }",
            "final class ProfileViewController: BaseViewController, StoryboardInstantiatable {\n    static var storyboardName: UIStoryboard.Name { .profile }\n}",
            "final class ProfileViewController: UIViewController { var user: User! }",
            "// A screen.\n// Of a user.\nfinal class ProfileViewController: BaseViewController { func initialize(user: User) {} }",
            "final class ProfileViewController: SettingsViewController {}",
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
        "/p/Identifiable.swift": [
            "extension UIViewController: StoryboardIdentifiable {}",
            "extension UIViewController: SomethingElse {}",
        ],
        "/p/Generated.swift": [
            "// Generated by Scenery — do not edit.\nextension UIStoryboard { enum Name: String { case settings = \"Settings\" } }",
        ],
        "/p/Main.storyboard": [
            storyboard(initial: "a", scenes: [("a", "ProfileViewController", "ProfileViewController"), ("b", "SettingsViewController", "Settings")], segue: "showProfile"),
            storyboard(initial: "b", scenes: [("a", "ProfileViewController", "Profile"), ("b", "SettingsViewController", nil)], segue: "showSettings"),
            storyboard(initial: nil, scenes: [("a", "SettingsViewController", "ProfileViewController")], segue: nil),
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
            "<document><scenes>",
        ],
        "/p/Settings.storyboard": [
            storyboard(initial: "a", scenes: [("a", "SettingsViewController", "Settings")], segue: nil),
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
        "/p/Cell~ipad.xib": [
            "<document><objects><view id=\"v\" customClass=\"CellView\"/></objects></document>",
        ],
    ]

    static func storyboard(initial: String?, scenes: [(id: String, className: String, identifier: String?)], segue: String?) -> String {
        let document = initial.map { #"<document initialViewController="\#($0)"><scenes>"# } ?? "<document><scenes>"
        let body = scenes.enumerated().map { position, scene in
            let identifier = scene.identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
            let connection = position == 0 ? segue.map { #"<connections><segue destination="\#(scenes.last?.id ?? "a")" kind="show" identifier="\#($0)" id="x"/></connections>"# } ?? "" : ""
            return #"<scene sceneID="s\#(position)"><objects><viewController\#(identifier) id="\#(scene.id)" customClass="\#(scene.className)" sceneMemberID="viewController">\#(connection)</viewController></objects></scene>"#
        }
        return document + body.joined(separator: "\n") + "</scenes></document>"
    }

    /// A deterministic generator (SplitMix64), so that a failing sequence can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func aJoinChangedInPlaceEqualsTheJoinFromScratch(seed: UInt64) {
        var random = Generator(state: seed)
        let paths = Self.versions.keys.sorted()
        var index = ProjectIndex()
        // Half the files to start with, each in its first version.
        for path in paths where Bool.random(using: &random) { index.update(path: path, bytes: Array(Self.versions[path]![0].utf8)) }
        var snapshot = index.snapshot()
        for step in 0..<60 {
            // One to three files change at once: a save, or a checkout of several files.
            var changed: Set<String> = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let path = paths.randomElement(using: &random)!
                let versions = Self.versions[path]!
                let choice = Int.random(in: 0...versions.count, using: &random)
                if choice == versions.count {
                    if index.remove(path: path) { changed.insert(path) }
                } else if index.update(path: path, bytes: Array(versions[choice].utf8)) {
                    changed.insert(path)
                }
            }
            snapshot.update(from: index, paths: changed)
            Self.expectEqual(snapshot, index.snapshot(), "seed \(seed), step \(step), changed \(changed.sorted())")
        }
    }

    /// Every part of two snapshots, and what the lookups answer for every name and file; a
    /// difference is reported by its first differing element, not the whole of both.
    static func expectEqual(_ incremental: ProjectSnapshot, _ fresh: ProjectSnapshot, _ context: String) {
        func same<Value: Equatable>(_ part: String, _ a: [Value], _ b: [Value]) {
            guard a != b else { return }
            let position = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let shown = { (values: [Value]) in position < values.count ? String("\(values[position])".prefix(600)) : "nothing" }
            Issue.record("\(context): \(part) differ at \(position) of \(a.count) (\(b.count) from scratch):\n\(shown(a))\nfrom scratch:\n\(shown(b))")
        }
        func sorted<Value>(_ dictionary: [String: Value]) -> [String] { dictionary.keys.sorted().map { "\($0): \(dictionary[$0]!)" } }
        same("Swift files", incremental.swiftFiles, fresh.swiftFiles)
        same("Interface Builder files", incremental.interfaceFiles, fresh.interfaceFiles)
        same("screens", incremental.screens, fresh.screens)
        same("view controllers", incremental.viewControllers, fresh.viewControllers)
        same("expectations", incremental.expectations, fresh.expectations)
        same("superclass chains", sorted(incremental.superclassChains), sorted(fresh.superclassChains))
        same("storyboards by name", sorted(incremental.storyboardsByName), sorted(fresh.storyboardsByName))
        same("nibs by name", sorted(incremental.nibsByName), sorted(fresh.nibsByName))
        same("type declarations", sorted(incremental.typeDeclarations), sorted(fresh.typeDeclarations))
        same("storyboard-names enums", incremental.storyboardNameEnums, fresh.storyboardNameEnums)
        same("the storyboard-names enum", [incremental.storyboardNames], [fresh.storyboardNames])
        same("Storyboard IDs named in code", incremental.sceneIdentifiersNamedInCode.sorted(), fresh.sceneIdentifiersNamedInCode.sorted())
        let names = Set(fresh.screens.map(\.name) + incremental.screens.map(\.name) + fresh.viewControllers.map(\.declaration.name))
        for name in names.sorted() {
            same("screens named \(name)", incremental.screens(simpleName: name), fresh.screens(simpleName: name))
            same("view controller named \(name)", [incremental.viewController(simpleName: name)], [fresh.viewController(simpleName: name)])
        }
        for path in Set(fresh.swiftFiles.map(\.path) + fresh.interfaceFiles.map(\.path) + incremental.swiftFiles.map(\.path)).sorted() {
            same("expectations reportable in \(path)", incremental.expectations(reportableIn: path), fresh.expectations(reportableIn: path))
            same("screens with dependencies in \(path)", incremental.screens(withDependenciesIn: path), fresh.screens(withDependenciesIn: path))
        }
    }
}
