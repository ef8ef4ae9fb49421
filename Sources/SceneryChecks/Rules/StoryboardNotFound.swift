@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A storyboard-names enum case, a `capitalized` mapping, a string literal, a convention's
/// default or a storyboard reference names a storyboard the project does not have.
@_spi(Scenery) public enum StoryboardNotFound: Rule {
    @_spi(Scenery) public static let id = "storyboard-not-found"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "A storyboard name maps to no storyboard in the project."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The closest storyboard's name, written where the name is (a literal, a names enum's raw value, a storyboard reference), when one is close."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        // A pass over the project's storyboards: only once a name is missing.
        lazy var existing = context.snapshot.storyboardFileNames
        let enumCases = context.storyboardNameEnumsInFocus.flatMap { names in
            // Only the cases in focus are copied: an app's enum may have thousands.
            names.cases.indices.filter { context.isInFocus(names.cases[$0].path) }.compactMap { index -> Diagnostic? in
                let entry = names.cases[index]
                guard let fileName = entry.fileName, context.snapshot.storyboard(named: fileName) == nil else { return nil }
                let users = context.snapshot.screens.filter { $0.storyboard?.caseName == entry.declaration.name }
                let related = users.compactMap { screen in
                    screen.storyboard.map { Diagnostic.Related(location: $0.location, message: "\(screen.qualifiedName) is instantiated from it") }
                }
                return diagnostic(
                    "\(names.qualifiedName).\(entry.declaration.name) maps to '\(fileName).storyboard', which is not in the project",
                    at: SourceLocation(path: entry.path, range: entry.declaration.nameRange),
                    related: related,
                    fixes: fix(for: entry, mapping: names.fileNameMapping, existing: existing).map { [$0] } ?? []
                )
            }
        }
        let named = context.evaluations.compactMap { evaluation -> Diagnostic? in
            let expectation = evaluation.expectation
            guard expectation.fileKind == .storyboard, case .fileMissing(let name) = evaluation.outcome, let location = expectation.fileNameLocation
            else { return nil }
            return diagnostic(
                "'\(name).storyboard' is not in the project (\(expectation.origin))", at: location,
                fixes: expectation.fileNameIsLiteral ? Spelling.replacementFix(for: name, at: location, candidates: existing, noun: "storyboard") : []
            )
        }
        return enumCases + named
    }

    /// Rename to the closest existing storyboard by writing the raw value that maps to it.
    private static func fix(for entry: StoryboardNames.Case, mapping: FileNameMapping, existing: [String]) -> Fix? {
        guard let fileName = entry.fileName, let target = Spelling.closest(to: fileName, in: existing) else { return nil }
        let lowerFirst = target.prefix(1).lowercased() + target.dropFirst()
        guard
            let rawValue = [entry.declaration.rawValue == entry.declaration.name ? lowerFirst : target, target, lowerFirst]
                .first(where: { mapping.fileName(for: $0) == target })
        else { return nil }
        guard let rawValue = CopiedText.swiftLiteral(rawValue) else { return nil }
        let edit: TextEdit
        if let range = entry.declaration.rawValueRange {
            edit = TextEdit(range: range, newText: rawValue)
        } else if rawValue == entry.declaration.name {
            return nil
        } else {
            edit = TextEdit(range: .empty(at: entry.declaration.nameRange.upperBound), newText: " = \"\(rawValue)\"")
        }
        return Fix(title: "Use storyboard '\(target)'", edits: [Fix.FileEdit(path: entry.path, edit: edit)])
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Names.swift --
            extension UIStoryboard {
                enum Name: String {
                    case main
                    case ↓onboarding
                    var fileName: String { rawValue.uppercasedFirstLetter() }
                }
            }
            -- Main.storyboard --
            <document><scenes/></document>
            """),
        // `capitalized` lower-cases the rest of the word: "onboardingFlow" -> "Onboardingflow".
        RuleExample(
            """
            -- Names.swift --
            extension UIStoryboard {
                enum Name: String {
                    case ↓onboardingFlow
                    var fileName: String { rawValue.capitalized }
                }
            }
            -- OnboardingFlow.storyboard --
            <document><scenes/></document>
            """),
        // Andyy Hope's `UIStoryboard.Storyboard` with `filename`.
        RuleExample(
            """
            -- Storyboards.swift --
            extension UIStoryboard {
                enum Storyboard: String {
                    case main
                    case ↓newsFeed
                    var filename: String { rawValue.capitalized }
                }
            }
            -- Main.storyboard --
            <document><scenes/></document>
            -- NewsFeed.storyboard --
            <document><scenes/></document>
            """),
        // A names enum at file scope.
        RuleExample(
            """
            -- StoryboardNames.swift --
            enum StoryboardNames: String {
                case main = "Main"
                case ↓settings = "Setings"
            }
            let settings = UIStoryboard(name: StoryboardNames.settings.rawValue, bundle: nil)
            -- Main.storyboard --
            <document><scenes/></document>
            -- Settings.storyboard --
            <document><scenes/></document>
            """),
        // A helper that names the storyboard and the scene after the class it is called on.
        RuleExample(
            """
            -- Helpers.swift --
            extension UIViewController {
                class func instantiateFromStoryboard() -> Self {
                    UIStoryboard(name: String(describing: self), bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as! Self
                }
            }
            final class ProfileViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            let profile = ProfileViewController.instantiateFromStoryboard()
            let settings = ↓SettingsViewController.instantiateFromStoryboard()
            -- ProfileViewController.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="p" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A helper of any name: its callers, which name no other trigger, are read once it is found;
        // a storyboard's name given as a literal is reported there.
        RuleExample(
            """
            -- Loading.swift --
            extension UIViewController {
                static func loadFromStoryboard(named name: String) -> UIViewController? {
                    UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
                }
            }
            -- Menu.swift --
            final class MenuViewController: UIViewController {
                func openSettings() -> UIViewController? { UIViewController.loadFromStoryboard(named: "Settings") }
                func openHelp() -> UIViewController? { UIViewController.loadFromStoryboard(named: "↓Help") }
            }
            -- Settings.storyboard --
            <document initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A helper given a case of a storyboard-names enum that maps to no file: reported once, where
        // the case is declared.
        RuleExample(
            """
            -- AppStoryboard.swift --
            enum AppStoryboard: String {
                case login = "Login"
                case ↓settings = "Settings"
            }
            extension UIViewController {
                static func fromStoryboard(_ storyboard: AppStoryboard) -> UIViewController? {
                    UIStoryboard(name: storyboard.rawValue, bundle: nil).instantiateInitialViewController()
                }
            }
            let login = UIViewController.fromStoryboard(.login)
            let settings = UIViewController.fromStoryboard(.settings)
            -- Login.storyboard --
            <document initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A storyboard named after a type: `String(describing: X.self)`.
        RuleExample(
            """
            -- Onboarding.swift --
            final class OnboardingViewController: UIViewController {}
            let onboarding = UIStoryboard(name: ↓String(describing: OnboardingViewController.self), bundle: nil)
            -- Onboarding.storyboard --
            <document><scenes/></document>
            """),
        // A literal, a Storyboardable screen's name and a storyboard reference.
        RuleExample(
            """
            -- Coordinator.swift --
            let settings = UIStoryboard(name: "↓Setings", bundle: nil)
            final class QuotesViewController: UIViewController, Storyboardable {
                static var storyboardName: String { "↓Quote" }
            }
            -- Settings.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewControllerPlaceholder id="p" storyboardName="↓Profil" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Profile.storyboard --
            <document><scenes/></document>
            """),
        // Storyboardable's default storyboard is Main.
        RuleExample(
            """
            -- Quotes.swift --
            final class ↓QuotesViewController: UIViewController, Storyboardable {}
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // A reference into another bundle (a framework's storyboard from outside the project) is not checked.
        RuleExample(
            """
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewControllerPlaceholder storyboardName="InsulinKit" bundleIdentifier="com.loopkit.LoopKitUI" id="r" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // An enum of other names that mention storyboards (Storyboard IDs here) names no storyboard.
        RuleExample(
            """
            -- Identifiers.swift --
            enum ViewControllerStoryboardIdentifier: String { case auctionListings = "AuctionListings" }
            enum StoryboardSegue: String { case showDetail }
            -- Main.storyboard --
            <document><scenes/></document>
            """),
        RuleExample(
            """
            -- Coordinator.swift --
            let settings = UIStoryboard(name: "Settings", bundle: nil)
            let dynamic = UIStoryboard(name: flowName, bundle: nil)
            final class QuotesViewController: UIViewController, Storyboardable {}
            -- Settings.storyboard --
            <document><scenes/></document>
            -- Main.storyboard --
            <document><scenes/></document>
            """),
        RuleExample(
            """
            -- Names.swift --
            extension UIStoryboard {
                enum Name: String {
                    case main
                    case settings = "AppSettings"
                }
            }
            -- main.storyboard --
            <document><scenes/></document>
            -- AppSettings.storyboard --
            <document><scenes/></document>
            """),
        // A mapping Scenery cannot evaluate is not guessed at.
        RuleExample(
            """
            -- Names.swift --
            extension UIStoryboard {
                enum Name: String {
                    case main
                    var fileName: String { Bundle.main.storyboardName(for: rawValue) }
                }
            }
            """),
    ]
}
