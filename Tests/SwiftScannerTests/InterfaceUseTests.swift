@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// Calls that name storyboards, scenes, segues and nibs, in every convention. Each use is
/// rendered as one line; the ⏩…⏪ ranges are every name, identifier and expected type the uses
/// record (each once, however many uses share it).
@Suite struct InterfaceUseTests {
    func check(_ fixture: String, expect expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let uses = scan(marked).interfaceUses
        #expect(uses.map(Self.describe) == expected, sourceLocation: sourceLocation)
        #expect(Set(uses.flatMap(Self.ranges)).sorted() == marked.ranges, sourceLocation: sourceLocation)
    }

    static func describe(_ use: InterfaceUse) -> String {
        func name(_ reference: StoryboardReference?) -> String {
            switch reference {
            case .literal(let literal)?: "\"\(literal.value)\""
            case .enumCase(let name, _)?: "." + name
            case .enclosingScene?: "self.storyboard"
            case .swiftGen(let name, _)?: "StoryboardScene." + name
            case .rSwift(let name, _)?: "R.storyboard." + name
            case nil: "?"
            }
        }
        let target =
            switch use.target {
            case .storyboard(let reference): "storyboard \(name(reference))"
            case .scene(let reference, let identifier): "scene \(name(reference)) #\(identifier.constantPath ?? identifier.value)"
            case .sceneMember(let reference, let member, _): "scene \(name(reference)).\(member)"
            case .sceneOfExpectedType(let reference): "scene \(name(reference)) by type"
            case .initialScene(let reference): "initial \(name(reference))"
            case .segue(let identifier): "segue #\(identifier.constantPath ?? identifier.value)"
            case .nib(let nib): "nib \"\(nib.value)\""
            case .ownedNib(let nib): "owned nib \"\(nib.value)\""
            case .loadedNib(let nib, let ownerIsKnown): "loaded nib \"\(nib.value)\"\(ownerIsKnown ? " owned by self" : "")"
            }
        let context = [use.enclosingType, use.enclosingFunction].compactMap { $0 }.joined(separator: ".")
        return target + (use.expectedType.map { " as \($0.value)" } ?? "") + (context.isEmpty ? "" : " in \(context)")
            + (use.isAppKit ? " (AppKit)" : "")
    }

    static func ranges(_ use: InterfaceUse) -> [ByteRange] {
        func ranges(_ reference: StoryboardReference?) -> [ByteRange] {
            switch reference {
            case .literal(let literal)?: [literal.range]
            case .enumCase(_, let range)?, .swiftGen(_, let range)?, .rSwift(_, let range)?: [range]
            case .enclosingScene?, nil: []
            }
        }
        var found: [ByteRange] = use.expectedType.map { [$0.range] } ?? []
        switch use.target {
        case .storyboard(let reference):
            found += ranges(reference)
        case .sceneOfExpectedType(let reference), .initialScene(let reference):
            found += ranges(reference)
        case .scene(let reference, let identifier):
            found += ranges(reference) + [identifier.range]
        case .sceneMember(let reference, _, let range):
            found += ranges(reference) + [range]
        case .segue(let literal), .nib(let literal), .ownedNib(let literal), .loadedNib(let literal, _):
            found.append(literal.range)
        }
        return Array(Set(found))
    }

    @Test func plainUIKitWithCastsBindingsAndLocalStoryboards() {
        check(
            """
            final class Coordinator {
                func showProfile() {
                    let storyboard = UIStoryboard(name: "⏩Profile⏪", bundle: nil)
                    let profile = storyboard.instantiateViewController(withIdentifier: "⏩ProfileViewController⏪") as! ⏩ProfileViewController⏪
                    guard let settings = UIStoryboard(name: "⏩Settings⏪", bundle: .main).instantiateViewController(withIdentifier: "⏩Settings⏪") as? ⏩SettingsViewController⏪ else { return }
                    let about: ⏩AboutViewController⏪? = storyboard.instantiateInitialViewController()
                    let any = storyboard.instantiateViewController(withIdentifier: "⏩Any⏪")
                    let named = storyboard.instantiateViewController(withIdentifier: ⏩String(describing: Screens.NamedViewController.self)⏪)
                    let interpolated = UIStoryboard(name: ⏩"\\(Onboarding.self)"⏪, bundle: nil)
                    let mine = storyboard.instantiateViewController(withIdentifier: String(describing: self))
                    let constant = storyboard.instantiateViewController(withIdentifier: ⏩Constants.Scenes.detail⏪)
                    performSegue(withIdentifier: ⏩Segues.showDetail⏪, sender: nil)
                }
            }
            """,
            expect: [
                "storyboard \"Profile\" in Coordinator.showProfile",
                "scene \"Profile\" #ProfileViewController as ProfileViewController in Coordinator.showProfile",
                "scene \"Settings\" #Settings as SettingsViewController in Coordinator.showProfile",
                "storyboard \"Settings\" in Coordinator.showProfile",
                "initial \"Profile\" as AboutViewController in Coordinator.showProfile",
                "scene \"Profile\" #Any in Coordinator.showProfile",
                "scene \"Profile\" #NamedViewController in Coordinator.showProfile",
                "storyboard \"Onboarding\" in Coordinator.showProfile",
                "scene \"Profile\" #Constants.Scenes.detail in Coordinator.showProfile",
                "segue #Segues.showDetail in Coordinator.showProfile",
            ]
        )
    }

    @Test func theViewControllersOwnStoryboardSeguesAndTheCreatorInitializer() {
        check(
            """
            final class ProfileViewController: UIViewController {
                func next() {
                    let detail = self.storyboard?.instantiateViewController(withIdentifier: "⏩Detail⏪") as! ⏩DetailViewController⏪
                    let edit = storyboard!.instantiateViewController(identifier: "⏩Edit⏪") { coder in ⏩EditViewController⏪(coder: coder, user: user) }
                    performSegue(withIdentifier: "⏩showSettings⏪", sender: nil)
                    self.performSegue(withIdentifier: "⏩showHelp⏪", sender: self)
                    other.performSegue(withIdentifier: "notMine", sender: nil)
                }
                func make(storyboard: UIStoryboard) {
                    _ = storyboard.instantiateViewController(withIdentifier: "⏩X⏪")
                }
            }
            """,
            expect: [
                "scene self.storyboard #Detail as DetailViewController in ProfileViewController.next",
                "scene self.storyboard #Edit as EditViewController in ProfileViewController.next",
                "segue #showSettings in ProfileViewController.next",
                "segue #showHelp in ProfileViewController.next",
                "scene ? #X in ProfileViewController.make",
            ]
        )
    }

    @Test func storyboardNameEnumsAndTheStoryboardIdentifiableConvention() {
        check(
            """
            func show() {
                let news = UIStoryboard.storyboard(.⏩news⏪)
                let article: ⏩ArticleViewController⏪ = news.instantiateViewController()
                let gallery = UIStoryboard(storyboard: .⏩gallery⏪).instantiateViewController() as ⏩GalleryViewController⏪
                let named = UIStoryboard(name: UIStoryboard.Name.⏩profile⏪.rawValue, bundle: nil).instantiateInitialViewController()
                let unknown = news.instantiateViewController()
            }
            """,
            expect: [
                "scene .news by type as ArticleViewController in show",
                "scene .gallery by type as GalleryViewController in show",
                "initial .profile in show",
            ]
        )
    }

    @Test func nibsTheirFirstObjectAndTheirOwner() {
        check(
            """
            final class HeaderView: UIView {
                static func make() -> HeaderView? {
                    let nib = UINib(nibName: "⏩HeaderView⏪", bundle: nil)
                    return Bundle.main.loadNibNamed("⏩HeaderView⏪", owner: nil, options: nil)?.first as? ⏩HeaderView⏪
                }
                static func other() -> FooterView {
                    UINib(nibName: "⏩Footer⏪", bundle: nil).instantiate(withOwner: nil, options: nil).first as! ⏩FooterView⏪
                }
                func load() { ⏩Bundle.main.loadNibNamed⏪("⏩HeaderContent⏪", owner: self, options: nil) }
            }
            final class LoginViewController: UIViewController {
                init() { ⏩super.init⏪(nibName: "⏩Login⏪", bundle: nil) }
                func help() -> HelpViewController { ⏩HelpViewController⏪(nibName: "⏩Help⏪", bundle: nil) }
            }
            let mac = NSNib(nibNamed: "⏩Preferences⏪", bundle: nil)
            """,
            expect: [
                "nib \"HeaderView\" in HeaderView.make",
                "loaded nib \"HeaderView\" as HeaderView in HeaderView.make",
                "nib \"Footer\" as FooterView in HeaderView.other",
                "loaded nib \"HeaderContent\" owned by self as HeaderView in HeaderView.load",
                "owned nib \"Login\" as LoginViewController in LoginViewController.init",
                "owned nib \"Help\" as HelpViewController in LoginViewController.help",
                "nib \"Preferences\" in mac (AppKit)",
            ]
        )
    }

    /// `.init(nibName:bundle:)` where a `UINib` is expected, and `UINib.init(nibName:bundle:)`, load
    /// the nib (whose own type says nothing of its objects); where a view controller is expected, or
    /// on its type, they make one that owns it.
    @Test func nibsMadeThroughInit() {
        check(
            """
            final class EpisodeCell: UITableViewCell {
                static let nib: UINib = .init(nibName: ⏩String(describing: EpisodeCell.self)⏪, bundle: nil)
                static var header: UIKit.UINib { .init(nibName: "⏩Header⏪", bundle: nil) }
                static func footer() -> UINib { return .init(nibName: "⏩Footer⏪", bundle: nil) }
                static let plain = UINib.init(nibName: "⏩Plain⏪", bundle: nil)
                static let typed: UINib = UINib(nibName: "⏩Typed⏪", bundle: nil)
                func open() {
                    let help: ⏩HelpViewController⏪ = .init(nibName: "⏩Help⏪", bundle: nil)
                    let about = ⏩AboutViewController⏪.init(nibName: "⏩About⏪", bundle: nil)
                }
            }
            """,
            expect: [
                "nib \"EpisodeCell\" in EpisodeCell.nib",
                "nib \"Header\" in EpisodeCell.header",
                "nib \"Footer\" in EpisodeCell.footer",
                "nib \"Plain\" in EpisodeCell.plain",
                "nib \"Typed\" in EpisodeCell.typed",
                "owned nib \"Help\" as HelpViewController in EpisodeCell.open",
                "owned nib \"About\" as AboutViewController in EpisodeCell.open",
            ]
        )
    }

    /// A type's name is read from its first letter, in any script.
    @Test func ownedNibsOfTypesNamedOutsideASCII() {
        check(
            """
            final class HomeViewController: UIViewController {
                func about() -> ÜberViewController { ⏩ÜberViewController⏪(nibName: "⏩Über⏪", bundle: nil) }
                func edit() -> UIViewController { éditeur(nibName: "Éditeur", bundle: nil) }
            }
            """,
            expect: ["owned nib \"Über\" as ÜberViewController in HomeViewController.about"]
        )
    }

    @Test func appKitStoryboards() {
        check(
            """
            final class AppDelegate {
                func open() {
                    let storyboard = NSStoryboard(name: "⏩Main⏪", bundle: nil)
                    let window = storyboard.instantiateController(withIdentifier: "⏩MainWindow⏪") as! ⏩MainWindowController⏪
                    let first = storyboard.instantiateInitialController() as? ⏩NSWindowController⏪
                    let preferences = NSStoryboard(name: .⏩preferences⏪, bundle: nil).instantiateController(withIdentifier: "⏩General⏪")
                    let help = NSStoryboard(name: NSStoryboard.Name.⏩help⏪, bundle: nil).instantiateInitialController()
                    let editor = storyboard.instantiateInitialController { coder in ⏩EditorViewController⏪(model: model, coder: coder) }
                }
            }
            """,
            expect: [
                "storyboard \"Main\" in AppDelegate.open (AppKit)",
                "scene \"Main\" #MainWindow as MainWindowController in AppDelegate.open (AppKit)",
                "initial \"Main\" as NSWindowController in AppDelegate.open (AppKit)",
                "scene .preferences #General in AppDelegate.open (AppKit)",
                "initial .help in AppDelegate.open (AppKit)",
                "initial \"Main\" as EditorViewController in AppDelegate.open (AppKit)",
            ]
        )
    }

    @Test func swiftGenAndRSwiftCalls() {
        check(
            """
            func route() {
                let profile = StoryboardScene.⏩Profile⏪.⏩profileViewController⏪.instantiate()
                let first = StoryboardScene.⏩Main⏪.initialScene.instantiate()
                let settings = R.storyboard.⏩settings⏪.⏩settingsViewController⏪()
                let root = R.storyboard.⏩main⏪.instantiateInitialViewController()
            }
            """,
            expect: [
                "scene StoryboardScene.Profile.profileViewController in route",
                "initial StoryboardScene.Main in route",
                "scene R.storyboard.settings.settingsViewController in route",
                "initial R.storyboard.main in route",
            ]
        )
    }

    @Test func storyboardsBoundToPropertiesAndInterpolatedNamesAreNotGuessed() {
        check(
            """
            final class Router {
                let storyboard = UIStoryboard(name: "⏩Main⏪", bundle: nil)
                func show(name: String) {
                    _ = storyboard.instantiateViewController(withIdentifier: "⏩Home⏪")
                    _ = UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: "\\(name)Screen")
                    _ = UIStoryboard(name: "Flow\\(name)", bundle: nil)
                }
            }
            """,
            expect: [
                "storyboard \"Main\" in Router.storyboard",
                "scene \"Main\" #Home in Router.show",
            ]
        )
    }

    /// A type's own stored `storyboard`, read through `self.` and from an extension in the same
    /// file, is that storyboard, not the one of a view controller's scene.
    @Test func aTypesOwnStoryboardPropertyIsThatStoryboard() {
        check(
            """
            final class AuthenticationOperation: Operation {
                private lazy var storyboard = UIStoryboard(name: "⏩Authentication⏪", bundle: nil)
            }
            extension AuthenticationOperation {
                func present() {
                    _ = self.storyboard.instantiateViewController(withIdentifier: "⏩Login⏪")
                    _ = storyboard.instantiateViewController(withIdentifier: "⏩Pin⏪")
                }
            }
            final class LoginViewController: UIViewController {
                func next() { _ = self.storyboard?.instantiateViewController(withIdentifier: "⏩Pin⏪") }
            }
            """,
            expect: [
                "storyboard \"Authentication\" in AuthenticationOperation.storyboard",
                "scene \"Authentication\" #Login in AuthenticationOperation.present",
                "scene \"Authentication\" #Pin in AuthenticationOperation.present",
                "scene self.storyboard #Pin in LoginViewController.next",
            ]
        )
    }
}

/// Static property values the conventions read. The ⏩…⏪ ranges are the string literals' contents, in order.
@Suite struct ConstantValueTests {
    func check(_ fixture: String, expect: ([Literal]) -> [String: ConstantValue?], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let properties = scan(marked).types.flatMap(\.members.properties)
        let actual = Dictionary(properties.map { ($0.name, $0.constant) }, uniquingKeysWith: { first, _ in first })
        let literals = marked.ranges.map { range in
            Literal(String(decoding: Array(marked.text.utf8)[range.lowerBound..<range.upperBound], as: UTF8.self), range: range)
        }
        #expect(actual == expect(literals), sourceLocation: sourceLocation)
    }

    @Test func namesIdentifiersAndStoryboards() {
        check(
            """
            final class A: UIViewController {
                static var storyboardName: String { "⏩Main⏪" }
                static var storyboardIdentifier: String { return String(describing: self) }
                static var nibName: String { "\\(Self.self)" }
                static let sceneStoryboard = UIStoryboard(name: "⏩Flow⏪", bundle: nil)
                static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
                static var name: UIStoryboard.Name { .profile }
                var other = compute()
            }
            """
        ) { literals in
            [
                "storyboardName": .string(literals[0]),
                "storyboardIdentifier": .typeName,
                "nibName": .typeName,
                "sceneStoryboard": .storyboard(.literal(literals[1])),
                "nib": ConstantValue.nib(nil),
                "name": .enumCase("profile"),
                "other": nil,
            ]
        }
    }

    @Test func swiftGenScenes() {
        check(
            """
            internal enum StoryboardScene {
              internal enum Profile: StoryboardType {
                internal static let storyboardName = "⏩Profile⏪"
                internal static let initialScene = InitialSceneType<UIKit.UINavigationController>(storyboard: Self.self)
                internal static let profileViewController = SceneType<App.ProfileViewController>(storyboard: Self.self, identifier: "⏩ProfileViewController⏪")
              }
            }
            """
        ) { literals in
            [
                "storyboardName": .string(literals[0]),
                "initialScene": .swiftGenInitialScene(type: "UINavigationController"),
                "profileViewController": .swiftGenScene(type: "ProfileViewController", identifier: literals[1]),
            ]
        }
    }
}

/// `// scenery:disable…` comments: the lines each form covers, and the rules it names.
@Suite struct SuppressionTests {
    @Test func nextAndThisForTheNamedRulesOrAll() {
        let marked = MarkedText(
            """
            // scenery:disable-next-line scene-not-found, stale-custom-module
            ⏩let a = 1⏪
                //scenery:disable:next
            ⏩    let b = 2⏪
            ⏩let c = 3 // scenery:disable:this scene-not-found⏪
            let d = 4 // scenery:disable:next scene-not-found
            let e = "// scenery:disable:this x"
            // a note, scenery:disable:next x
            // scenery:disabled x
            """)
        let suppressions = scan(marked).suppressions
        #expect(suppressions.map(\.rules) == [["scene-not-found", "stale-custom-module"], [], ["scene-not-found"]])
        #expect(suppressions.map(\.range) == marked.ranges)
        #expect(suppressions[0].silences(rule: "scene-not-found", at: marked.ranges[0].lowerBound + 4))
        #expect(!suppressions[0].silences(rule: "duplicate-storyboard-id", at: marked.ranges[0].lowerBound))
        #expect(suppressions[1].silences(rule: "anything", at: marked.ranges[1].upperBound))
        #expect(!suppressions[2].silences(rule: "scene-not-found", at: marked.ranges[2].upperBound + 1))
    }

    /// Found in function bodies too, which body elision cuts from what is parsed.
    @Test func rangesEndBeforeTheirEnableOrAtTheEndOfTheFile() {
        let marked = MarkedText(
            """
            func f() {
                let a = 0
            ⏩⏩    /// scenery:disable nib-not-found segue-not-found
                let b = 1⏪
                // scenery:enable nib-not-found
                let c = 2⏪
                // scenery:enable
                let d = 3
            ⏩    // scenery:disable
                let e = 4
                // scenery:enable scene-not-found
            }⏪
            """)
        let suppressions = scan(marked).suppressions
        #expect(suppressions.map(\.rules) == [["nib-not-found"], ["segue-not-found"], []])
        #expect(suppressions.map(\.range) == marked.ranges)
    }

    @Test func crlfLinesAreFound() {
        let marked = MarkedText(
            "// scenery:disable:next scene-not-found\r\n⏩let a = 1⏪\r\n⏩let b = 2 // scenery:disable:this⏪\r\n"
                + "⏩// scenery:disable x\r\nlet c = 3⏪\r\n// scenery:enable\r\nlet d = 4\r\n"
        )
        #expect(scan(marked).suppressions.map(\.range) == marked.ranges)
    }
}

/// The project's helpers: what each passes to the platform's call, and the calls of such names,
/// with what they give.
@Suite struct InstantiationHelperTests {
    /// The summaries without where each makes its lookup (`lookupRange`), which the tests of
    /// findings at a helper's calls check.
    static func summaries(_ helpers: [InstantiationHelper]) -> [InstantiationHelper] {
        helpers.map { helper in
            var summary = helper
            summary.lookupRange = nil
            return summary
        }
    }

    /// A helper of any name is found where it is declared; the calls of it are read once the scan
    /// is told its name (`SwiftScanOptions.helperNames`), in bodies that name nothing else.
    @Test func helpersOfAnyNameAndTheirCallsOnceTheScanKnowsThem() {
        let text = MarkedText(
            """
            enum SceneID: String { case checkout, receipt = "Receipt" }
            extension UIStoryboard {
                func viewController(withID id: SceneID) -> UIViewController { instantiateViewController(withIdentifier: id.rawValue) }
                func lobby() -> UIViewController { instantiateViewController(withIdentifier: "Lobby") }
            }
            extension UIViewController {
                static func loadFromStoryboard(named name: String) -> UIViewController? {
                    UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
                }
            }
            final class Home: UIViewController {
                func open(_ board: Board) {
                    let checkout = board.viewController(withID: .checkout)
                    let receipt = board.viewController(withID: SceneID.receipt)
                    let settings = UIViewController.loadFromStoryboard(named: "Settings")
                    let lobby = board.lobby()
                }
            }
            """)
        let unaware = scan(text)
        #expect(
            Self.summaries(unaware.instantiationHelpers) == [
                InstantiationHelper(
                    name: "viewController", labels: ["withID"], storyboard: nil, storyboardIsReceiver: true, identifier: .argument(0),
                    returnedClass: nil,
                    parameterTypes: ["SceneID"], ownerType: "UIStoryboard"
                ),
                // Its storyboard is the one it is called on.
                InstantiationHelper(
                    name: "lobby", labels: [], storyboard: nil, storyboardIsReceiver: true, identifier: .literal("Lobby"), returnedClass: nil,
                    ownerType: "UIStoryboard"
                ),
                InstantiationHelper(
                    name: "loadFromStoryboard", labels: ["named"], storyboard: .argument(0), storyboardIsReceiver: false, identifier: nil,
                    returnedClass: nil,
                    parameterTypes: ["String"], ownerType: "UIViewController"
                ),
            ])
        // `open(_:)` names no trigger: its body is cut before parsing.
        #expect(unaware.helperCalls.isEmpty)
        let names = SwiftScanner.helperNames(in: [unaware])
        #expect(names == ["loadFromStoryboard", "lobby", "viewController"])
        let aware = scan(text, options: SwiftScanOptions(helperNames: names))
        #expect(
            aware.helperCalls.map { "\($0.name) on \($0.receiverType ?? "-") \($0.arguments)" } == [
                // A parameter's type as declared is the type the call is made on.
                "viewController on Board [SceneryProjectModel.HelperCall.Argument.constant(\".checkout\")]",
                "viewController on Board [SceneryProjectModel.HelperCall.Argument.constant(\"SceneID.receipt\")]",
                "loadFromStoryboard on UIViewController [SceneryProjectModel.HelperCall.Argument.string(\"Settings\")]",
                "lobby on Board []",
            ])
    }

    /// Helpers that load a xib: the instance they make is its File's Owner (`Self(nibName:)`), or
    /// they return its first object (`UINib`, `loadNibNamed` with no owner), named by their caller.
    /// Methods of the app's own types: one named like the platform's is a helper of its type (and
    /// a call on that type its call, not the storyboard's method); a helper that passes its names
    /// on to another helper's call forwards them, through a local and with a default; a call on an
    /// instance has the type its declaration says, or names the property the join types.
    @Test func helpersThatAreMethodsOfTheAppsTypes() {
        let facts = scan(
            MarkedText(
                """
                enum Utils {
                    static func instantiateController(withIdentifier identifier: String) -> UIViewController {
                        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
                    }
                    static func start(screen: String = "Welcome") -> UIViewController {
                        let id = screen
                        return Utils.instantiateController(withIdentifier: id)
                    }
                }
                final class Coordinator {
                    var viewFactory: ViewFactory!
                    func run(_ passed: ViewFactory) {
                        let made = ViewFactory()
                        _ = Utils.instantiateController(withIdentifier: "Login")
                        _ = made.instantiateScreen(id: "A")
                        _ = passed.instantiateScreen(id: "B")
                        _ = viewFactory.instantiateScreen(id: "C")
                        _ = WindowManager.shared.instantiateScreen(id: "D")
                    }
                }
                """))
        #expect(facts.interfaceUses.count == 1, "only the helper's own call of the platform: \(facts.interfaceUses)")
        #expect(
            facts.instantiationHelpers.map {
                "\($0.name) \($0.identifier.map { "\($0)" } ?? "-") \($0.defaults) \($0.forwarded.map { "\($0)" } ?? "-")"
            } == [
                "instantiateController argument(0) [] -",
                "start - [Optional(SceneryProjectModel.InstantiationHelper.Name.literal(\"Welcome\"))] "
                    + "Forwarding(name: \"instantiateController\", labels: [Optional(\"withIdentifier\")], arguments: [Optional(SceneryProjectModel.InstantiationHelper.Name.argument(0))], receiverType: nil)",
            ])
        #expect(
            facts.helperCalls.map { "\($0.name) \($0.receiverType ?? "-") \($0.receiverProperty ?? "-")" } == [
                "instantiateController Utils -", "instantiateController Utils -", "instantiateScreen ViewFactory -",
                "instantiateScreen ViewFactory -", "instantiateScreen - viewFactory", "instantiateScreen - WindowManager.shared",
            ])
    }

    @Test func nibHelpers() {
        let facts = scan(
            MarkedText(
                """
                extension UIViewController {
                    static func fromNib() -> Self { Self(nibName: String(describing: self), bundle: nil) }
                }
                extension UIView {
                    class func loadFromNib<T: UIView>() -> T { Bundle.main.loadNibNamed(String(describing: T.self), owner: nil, options: nil)?.first as! T }
                }
                func cellNib(named name: String) -> UINib { UINib(nibName: name, bundle: nil) }
                func header() -> UINib { UINib(nibName: "Header", bundle: nil) }
                """))
        #expect(
            facts.instantiationHelpers.map {
                "\($0.name): \($0.nib.map { "\($0)" } ?? "-") \($0.nibIsOwned ? "owned by" : "first object") \($0.returnedClass.map { "\($0)" } ?? "-")"
            } == [
                "fromNib: receiverTypeName owned by receiverTypeName",
                "loadFromNib: expectedType first object expectedType",
                "cellNib: argument(0) first object -",
            ])
    }

    /// A `String` enum's cases are static constants of it, valued by their raw values; a
    /// storyboard-names enum's are not (their file names are mapped).
    @Test func stringEnumCasesAreConstants() {
        let facts = scan(
            MarkedText(
                """
                enum SceneID: String { case checkout, receipt = "Receipt" }
                enum Direction { case up }
                enum StoryboardNames: String { case main = "Main" }
                enum ViewControllerStoryboardIdentifier: String { case AuctionListings }
                """))
        let constants = facts.types.map { type in
            "\(type.name): "
                + type.members.properties.map { property in
                    guard case .string(let value)? = property.constant, property.isStatic else { return "?" }
                    return "\(property.name)=\(value.value)\(value.isQuoted ? " quoted" : "")"
                }.joined(separator: ", ")
        }
        #expect(
            constants == [
                "SceneID: checkout=checkout, receipt=Receipt quoted", "Direction: ", "StoryboardNames: ",
                "ViewControllerStoryboardIdentifier: AuctionListings=AuctionListings",
            ])
        #expect(facts.storyboardNameEnums.map(\.qualifiedName) == ["StoryboardNames"])
    }

    /// `loadNibNamed(_:owner:)`: the owner's class when the code constructs it, there or in a local.
    @Test func theOwnerOfALoadedNib() {
        let facts = scan(
            MarkedText(
                """
                final class FooterView: UIView {
                    let property = FooterController()
                    func load(parameter: FooterController) {
                        let local = FooterController()
                        Bundle.main.loadNibNamed("A", owner: local, options: nil)
                        Bundle.main.loadNibNamed("B", owner: FooterController(), options: nil)
                        Bundle.main.loadNibNamed("C", owner: parameter, options: nil)
                        Bundle.main.loadNibNamed("D", owner: property, options: nil)
                        Bundle.main.loadNibNamed("E", owner: self, options: nil)
                    }
                }
                """))
        #expect(
            facts.interfaceUses.map { use in
                guard case .loadedNib(let nib, let ownerIsKnown) = use.target else { return "?" }
                return "\(nib.value) \(ownerIsKnown ? use.expectedType?.value ?? "-" : "unknown")"
            } == ["A FooterController", "B FooterController", "C unknown", "D unknown", "E FooterView"])
    }

    @Test func helpersAndTheirCalls() {
        let facts = scan(
            MarkedText(
                """
                extension UIViewController {
                    class func instantiateFromStoryboard() -> Self {
                        let storyboard = UIStoryboard(name: String(describing: self), bundle: nil)
                        return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! Self
                    }
                    static func instantiateInitial(from name: String) -> UIViewController? {
                        UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
                    }
                }
                extension UIStoryboard {
                    func instantiate<T: UIViewController>(_ type: T.Type) -> T {
                        instantiateViewController(withIdentifier: String(describing: T.self)) as! T
                    }
                    func instantiateScreen(id: String) -> UIViewController { instantiateViewController(withIdentifier: id) }
                    func instantiateLater() -> UIViewController { makeIt() }
                }
                final class Home: UIViewController {
                    func show() {
                        let main = UIStoryboard(name: "Main", bundle: nil)
                        let profile = ProfileViewController.instantiateFromStoryboard()
                        let checkout: CheckoutViewController = main.instantiate(CheckoutViewController.self)
                        let other = main.instantiateScreen(id: "Other")
                        let nib = UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil)
                    }
                }
                """))
        #expect(
            Self.summaries(facts.instantiationHelpers).map { "\($0.name)(\($0.labels.map { ($0 ?? "_") + ":" }.joined())) \($0)" } == [
                "instantiateFromStoryboard() \(InstantiationHelper(name: "instantiateFromStoryboard", labels: [], storyboard: .receiverTypeName, storyboardIsReceiver: false, identifier: .receiverTypeName, returnedClass: .receiverTypeName, parameterTypes: [], ownerType: "UIViewController"))",
                "instantiateInitial(from:) \(InstantiationHelper(name: "instantiateInitial", labels: ["from"], storyboard: .argument(0), storyboardIsReceiver: false, identifier: nil, returnedClass: nil, parameterTypes: ["String"], ownerType: "UIViewController"))",
                "instantiate(_:) \(InstantiationHelper(name: "instantiate", labels: [nil], storyboard: nil, storyboardIsReceiver: true, identifier: .typeArgument(0), returnedClass: .typeArgument(0), parameterTypes: ["T.Type"], ownerType: "UIStoryboard"))",
                "instantiateScreen(id:) \(InstantiationHelper(name: "instantiateScreen", labels: ["id"], storyboard: nil, storyboardIsReceiver: true, identifier: .argument(0), returnedClass: nil, parameterTypes: ["String"], ownerType: "UIStoryboard"))",
            ])
        #expect(
            facts.helperCalls.map { call in
                "\(call.name) on \(call.receiverType ?? "-") \(call.receiverStoryboard == nil ? "" : "(a storyboard) ")\(call.arguments) as \(call.expectedType?.value ?? "-")"
            } == [
                "instantiateFromStoryboard on ProfileViewController [] as -",
                "instantiate on - (a storyboard) [SceneryProjectModel.HelperCall.Argument.type(\"CheckoutViewController\")] as CheckoutViewController",
                "instantiateScreen on - (a storyboard) [SceneryProjectModel.HelperCall.Argument.string(\"Other\")] as -",
            ])
    }

    /// A helper's own type name may come from an interpolation of `self` alone; a method that
    /// only uses `self` otherwise, with names of its own, is no helper.
    @Test func helperNamedByInterpolatedSelf() {
        let facts = scan(
            MarkedText(
                """
                extension UIViewController {
                    class func fromMain() -> UIViewController {
                        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "\\( self )")
                    }
                    func showFixed() {
                        let next = self.storyboard!.instantiateViewController(withIdentifier: "Fixed")
                        self.present(next, animated: true)
                    }
                }
                """))
        #expect(
            facts.instantiationHelpers.map { "\($0.name) \(String(describing: $0.storyboard)) \(String(describing: $0.identifier))" } == [
                "fromMain Optional(SceneryProjectModel.InstantiationHelper.Name.literal(\"Main\")) Optional(SceneryProjectModel.InstantiationHelper.Name.receiverTypeName)"
            ])
    }
}
