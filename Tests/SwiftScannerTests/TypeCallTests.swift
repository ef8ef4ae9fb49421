@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// Calls of a type by its name or of its static members, which make a screen once the join knows
/// the type is one, with what the code does with what they make.
@Suite struct TypeCallTests {
    /// Each call as `use Type.member in EnclosingType`; ⏩…⏪ mark each call's whole range and,
    /// nested inside, the type's name (compared in offset order).
    func check(
        _ fixture: String, calls expected: [String], classes: Set<String> = Self.classes, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let marked = MarkedText(fixture)
        let calls = scan(marked, options: SwiftScanOptions(screenTypeNames: classes)).typeCalls
        let described = calls.map { call in
            "\(call.use) \(call.typeName)" + (call.member.map { "." + $0 } ?? "") + (call.enclosingType.map { " in " + $0 } ?? "")
        }
        #expect(described == expected, sourceLocation: sourceLocation)
        #expect(calls.flatMap { [$0.range, $0.nameRange] }.sorted() == marked.ranges.sorted(), sourceLocation: sourceLocation)
    }

    /// The project's classes the fixtures call (`SwiftScanOptions.screenTypeNames`).
    static let classes: Set<String> = [
        "ProfileViewController", "AboutViewController", "HelpViewController", "LoginViewController", "MainViewController",
        "RootViewController", "FeedViewController", "TabViewController", "ChildViewController", "LaterViewController",
        "SettingsViewController", "EditViewController", "KeptViewController", "InfoViewController",
    ]

    /// Only a call of one of the project's classes may make a screen, and a view a hosting
    /// controller shows, whatever it is; every name called as a type is noted, to scan the file
    /// again when a class of that name comes or goes.
    @Test func callsOfTheProjectsClassesAndHostedViewsOnly() {
        let fixture = """
            final class A: UIViewController {
                func open() {
                    items.append(Model(id: 1))
                    show(⏩⏩ProfileViewController⏪()⏪, sender: nil)
                    present(UIHostingController(rootView: ⏩⏩SettingsView⏪()⏪), animated: true)
                }
            }
            """
        check(fixture, calls: ["push ProfileViewController in A", "present SettingsView in A"])
        let asModel = scan(MarkedText(fixture), options: SwiftScanOptions(screenTypeNames: ["Model", "ProfileViewController"]))
        #expect(asModel.typeCalls.map(\.typeName) == ["Model", "ProfileViewController", "SettingsView"])
        #expect(asModel.calledTypeNames == ["Model", "ProfileViewController", "SettingsView"])
    }

    @Test func pushedPresentedOrCreatedAsTheCallTheyAreGivenToSays() {
        check(
            """
            final class HomeViewController: UIViewController {
                func open() {
                    navigationController?.pushViewController(⏩⏩ProfileViewController⏪(user: user)⏪, animated: true)
                    present(⏩⏩AboutViewController⏪()⏪, animated: true)
                    show(⏩⏩HelpViewController⏪.init()⏪, sender: self)
                    navigationController?.setViewControllers([⏩⏩LoginViewController⏪()⏪], animated: false)
                    present(UINavigationController(rootViewController: ⏩⏩MainViewController⏪()⏪), animated: true)
                    window?.rootViewController = ⏩⏩RootViewController⏪()⏪
                    tabBarController?.viewControllers = [⏩⏩FeedViewController⏪()⏪, ⏩Profile.⏩TabViewController⏪()⏪]
                    addChild(⏩⏩ChildViewController⏪()⏪)
                    present(alert, animated: true, completion: { _ = ⏩⏩LaterViewController⏪()⏪ })
                }
            }
            """,
            calls: [
                "push ProfileViewController in HomeViewController",
                "present AboutViewController in HomeViewController",
                "push HelpViewController.init in HomeViewController",
                "push LoginViewController in HomeViewController",
                "present MainViewController in HomeViewController",
                "create RootViewController in HomeViewController",
                "create FeedViewController in HomeViewController",
                "create Profile.TabViewController in HomeViewController",
                "create ChildViewController in HomeViewController",
                "create LaterViewController in HomeViewController",
            ]
        )
    }

    /// `let vc = X()`, then `vc` pushed or presented further down the same block (inside a
    /// closure too), or wrapped in a navigation controller that is.
    @Test func throughALocalVariableLaterInTheBlock() {
        check(
            """
            final class Router {
                func start() {
                    let settings = ⏩⏩SettingsViewController⏪.instantiate()⏪
                    settings.title = "Settings"
                    DispatchQueue.main.async { self.navigationController.pushViewController(settings, animated: true) }
                    let edit = ⏩⏩EditViewController⏪(nibName: nil, bundle: nil)⏪
                    let navigation = UINavigationController(rootViewController: edit)
                    navigation.modalPresentationStyle = .formSheet
                    root.present(navigation, animated: true)
                    let kept = ⏩⏩KeptViewController⏪()⏪
                    cache.append(kept)
                    func later() { present(kept, animated: true) }
                }
            }
            """,
            calls: [
                "push SettingsViewController.instantiate in Router",
                "present EditViewController in Router",
                "create KeptViewController in Router",
            ]
        )
    }

    /// The platform's types, the standard library's and Foundation's, attributes, generic types,
    /// lowercase names, a member on the next line and the storyboard's `init(coder:…)` in a creator
    /// closure are no such calls; a stored property's value and top-level code are.
    @Test func whatIsNotATypeCall() {
        check(
            """
            final class A: UIViewController {
                @State private var state = 0
                let child = ⏩⏩ChildViewController⏪()⏪
                lazy var formatter = DateFormatter()
                func make() -> UIViewController {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
                    label.text = String(describing: Int(3))
                    let box = Box<Int>(1)
                    let made = makeViewController()
                    let type = ProfileViewController.self
                    let info = storyboard.instantiateViewController(identifier: "Info") { coder in InfoViewController(coder: coder, note: note) }
                    return Factory
                        .make()
                }
            }
            let window = UIWindow()
            window.rootViewController = ⏩⏩MainViewController⏪()⏪
            """,
            calls: [
                "create ChildViewController in A",
                "create MainViewController",
            ]
        )
    }
}
