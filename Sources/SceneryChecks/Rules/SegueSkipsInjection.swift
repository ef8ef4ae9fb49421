@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// A segue leads to a screen that needs parameters: a segue instantiates it bare, so it shows
/// half-initialized unless `prepare(for:sender:)` sets everything (the reference's motivation).
/// The parameters are those of its initializer method, or (for a screen of the second reference's
/// convention, `StoryboardInitializable`) its implicitly unwrapped dependencies. A plain view
/// controller's implicitly unwrapped properties say nothing: apps set them in `prepare(for:sender:)`.
@_spi(Scenery) public enum SegueSkipsInjection: Rule {
    @_spi(Scenery) public static let id = "segue-skips-injection"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "A segue leads to a screen that has dependencies."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        // One of same-named storyboards (localised copies) speaks for all: the one `storyboardsByName` holds.
        let storyboards = context.interfaceFilesInFocus.filter {
            $0.kind == .storyboard && $0.problems.isEmpty && snapshot.storyboard(named: $0.name)?.path == $0.path
        }
        return storyboards.flatMap { storyboard in
            let scenes = Dictionary(storyboard.scenes.map { ($0.objectID, $0) }, uniquingKeysWith: { first, _ in first })
            return storyboard.segues.compactMap { segue -> Diagnostic? in
                guard segue.kind != "unwind", let destination = scenes[segue.destinationID],
                    let (className, reference) = shownClass(destination, from: storyboard, in: snapshot),
                    let screen = snapshot.screens(simpleName: className).first
                else {
                    return nil
                }
                let needs =
                    (screen.initializer?.value.parameters.map { "\($0.name): \($0.type)" } ?? [])
                    + (screen.initializer == nil && screen.follows(.storyboardInitializable) ? screen.dependencies.map { "\($0.value.name)" } : [])
                guard !needs.isEmpty else { return nil }
                let through = reference.map { " (through its reference to '\($0).storyboard')" } ?? ""
                return diagnostic(
                    "This \(segue.kind) segue shows \(className)\(through), which needs \(needs.joined(separator: ", ")); a segue cannot pass it: open it with its factory instead",
                    at: SourceLocation(path: storyboard.path, range: segue.startTagRange),
                    related: [Diagnostic.Related(location: screen.declaration, message: className)]
                )
            }
        }
    }

    /// The class of the scene a segue's destination shows: its own, or, for a storyboard
    /// reference, that of the scene it refers to (the storyboard's initial one when it names no
    /// ID), with the referenced storyboard's name. Nil when nothing says (another bundle's storyboard).
    private static func shownClass(
        _ destination: Scene, from storyboard: InterfaceFileFacts, in snapshot: SnapshotReader
    ) -> (className: String, reference: String?)? {
        guard destination.isStoryboardReference else { return destination.customClass.map { ($0.value, nil) } }
        guard destination.referencedBundleIdentifier == nil else { return nil }
        let name = destination.referencedStoryboardName?.value ?? storyboard.name
        guard let file = snapshot.interfaceFile(.storyboard, named: name, from: storyboard.path) else { return nil }
        let scene =
            destination.referencedIdentifier.map { identifier in file.scenes.first { $0.storyboardIdentifier?.value == identifier.value } }
            ?? file.initialScene
        return scene?.customClass.map { ($0.value, name) }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Screens.swift --
            final class ProfileViewController: UIViewController {
                func initialize(user: User) {}
            }
            final class DetailViewController: UIViewController, StoryboardInitializable {
                var item: Item!
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
            <connections>
            ↓<segue destination="b" kind="show" identifier="showProfile" id="x"/>
            ↓<segue destination="c" kind="presentation" id="y"/>
            </connections>
            </viewController>
            <viewController id="b" customClass="ProfileViewController" sceneMemberID="viewController"/>
            <viewController id="c" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // Through storyboard references: to a scene by its ID, and to another storyboard's initial scene.
        RuleExample(
            """
            -- Screens.swift --
            final class ProfileViewController: UIViewController {
                func initialize(user: User) {}
            }
            final class SettingsViewController: UIViewController {
                func initialize(account: Account) {}
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
            <connections>
            ↓<segue destination="r" kind="show" id="x"/>
            ↓<segue destination="i" kind="presentation" id="y"/>
            </connections>
            </viewController>
            <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="profile" id="r" sceneMemberID="viewController"/>
            <viewControllerPlaceholder storyboardName="Settings" id="i" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Profile.storyboard --
            <document><scenes><scene sceneID="p"><objects>
            <viewController storyboardIdentifier="profile" id="b" customClass="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Settings.storyboard --
            <document initialViewController="c"><scenes><scene sceneID="q"><objects>
            <viewController id="c" customClass="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // A private `initialize` is the class's own helper: the screen takes nothing.
        RuleExample(
            """
            -- SnapAreaViewController.swift --
            final class SnapAreaViewController: NSViewController {
                private func initialize(select: NSPopUpButton, orientation: DisplayOrientation) {}
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <tabViewController id="t" sceneMemberID="viewController">
            <connections><segue destination="a" kind="relationship" relationship="tabItems" id="x"/></connections>
            </tabViewController>
            <viewController id="a" customClass="SnapAreaViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        RuleExample(
            """
            -- Screens.swift --
            final class AboutViewController: UIViewController {
                func initialize() {}
            }
            final class ProfileViewController: UIViewController {
                func initialize(user: User) {}
            }
            final class NoteViewController: UIViewController {
                var note: Note!
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" sceneMemberID="viewController">
            <connections>
            <segue destination="b" kind="show" id="x"/>
            <segue destination="n" kind="show" id="y"/>
            </connections>
            </viewController>
            <viewController id="n" customClass="NoteViewController" sceneMemberID="viewController"/>
            <viewController id="b" customClass="AboutViewController" sceneMemberID="viewController">
            <connections><segue destination="a" kind="unwind" id="u" unwindAction="back:"/></connections>
            </viewController>
            </objects></scene></scenes></document>
            """),
        // A reference to a screen that needs nothing, and one into another bundle, which Scenery does not read.
        RuleExample(
            """
            -- Screens.swift --
            final class AboutViewController: UIViewController {}
            final class ProfileViewController: UIViewController {
                func initialize(user: User) {}
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
            <connections>
            <segue destination="r" kind="show" id="x"/>
            <segue destination="o" kind="show" id="y"/>
            </connections>
            </viewController>
            <viewControllerPlaceholder storyboardName="About" referencedIdentifier="about" id="r" sceneMemberID="viewController"/>
            <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="profile" bundleIdentifier="com.example.Kit" id="o" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- About.storyboard --
            <document><scenes><scene sceneID="p"><objects>
            <viewController storyboardIdentifier="about" id="b" customClass="AboutViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Profile.storyboard --
            <document><scenes><scene sceneID="q"><objects>
            <viewController storyboardIdentifier="profile" id="c" customClass="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]
}
