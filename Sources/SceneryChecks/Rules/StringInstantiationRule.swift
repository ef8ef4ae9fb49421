@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// String-based instantiation of a screen that has a generated factory: the one-line call says
/// the same with no string and no forgotten parameter. Where the code is exactly the references'
/// pattern, the language server attaches the rewrite as the fix.
@_spi(Scenery) public enum StringInstantiationRule: Rule {
    @_spi(Scenery) public static let id = "string-instantiation"
    @_spi(Scenery) public static let defaultSeverity = Severity.hint
    @_spi(Scenery) public static let summary = "String-based instantiation of a screen that has a generated factory."
    /// The rewrite is attached by `Analysis`, which knows the refactoring.
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The instantiation rewritten as the one-line factory call, only where the generated file is written (and brought up to date when stale)."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let files = context.swiftFilesInFocus.filter { !$0.isGenerated && !$0.interfaceUses.isEmpty }
        guard !files.isEmpty else { return [] }
        var callable: Set<String>?
        func isCallable(_ factory: String) -> Bool {
            let names = callable ?? context.callableFactoryNames(.create)
            callable = names
            return names.contains(factory)
        }
        return files.flatMap { file in
            file.interfaceUses.compactMap { use -> Diagnostic? in
                // A class that instantiates itself (`static func instantiateFromStoryboard()`) is its own factory.
                guard case .scene(_, let identifier) = use.target, let type = use.expectedType,
                    let screen = context.snapshot.screens(simpleName: Identifiers.simpleName(type.value))
                        .first(where: { $0.storyboardFile != nil && $0.sceneIdentifier == identifier.value }),
                    use.enclosingType != screen.qualifiedName, let factory = context.factoryName(screen)
                else { return nil }
                let namespace = use.isAppKit ? "NSViewController" : "UIViewController"
                // Says "has" only of a factory code can call now; one generation has yet to write is "can have".
                let has =
                    isCallable(factory)
                    ? "has a generated factory"
                    : context.factoriesAreWritten
                        ? "can have a generated factory (the generated file is out of date: `scenery generate` writes it)"
                        : "can have a generated factory (`scenery generate` writes it)"
                return diagnostic(
                    "\(screen.name) \(has): \(namespace).create.\(factory)(...)",
                    at: SourceLocation(path: file.path, range: identifier.range)
                )
            }
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            \(RuleExample.profileScreen)
            func show() {
                let profile = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "↓ProfileViewController") as! ProfileViewController
            }
            """),
        // A view controller of no convention: its factory creates it from its scene, by its real ID.
        RuleExample(
            """
            -- Notes.swift --
            final class NoteViewController: UIViewController {}
            func show() {
                let note = UIStoryboard(name: "Notes", bundle: nil).instantiateViewController(withIdentifier: "↓noteDetail") as? NoteViewController
            }
            -- Notes.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="NoteViewController" storyboardIdentifier="noteDetail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            \(RuleExample.profileScreen)
            final class LegacyViewController: UIViewController {}
            func show() {
                let legacy = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "LegacyViewController") as! LegacyViewController
                let profile = UIViewController.create.profileViewController()
            }
            """),
        // A class that instantiates itself is its own factory.
        RuleExample(
            """
            -- Notes.swift --
            final class NoteViewController: UIViewController {
                static func instantiate() -> NoteViewController {
                    UIStoryboard(name: "Notes", bundle: nil).instantiateViewController(withIdentifier: "noteDetail") as! NoteViewController
                }
            }
            -- Notes.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="NoteViewController" storyboardIdentifier="noteDetail" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]
}
