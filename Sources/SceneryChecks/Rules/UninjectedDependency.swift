@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// A dependency (an implicitly unwrapped `var`, not an outlet, settable from outside) that the
/// screen's initializer method never sets: every factory call would leave it nil.
@_spi(Scenery) public enum UninjectedDependency: Rule {
    @_spi(Scenery) public static let id = "uninjected-dependency"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "A dependency that the initializer method never sets."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        let candidates = context.focus.map { ChunkedArray(snapshot.screens(withDependenciesIn: $0)) } ?? snapshot.screens
        let methodName = context.initializerMethodName
        return candidates.flatMap { screen -> [Diagnostic] in
            guard let initializer = screen.initializer else { return [] }
            // The initializer methods of the screen and its ancestors count (a subclass's calls its superclass's).
            let lineage = [screen.name] + screen.superclassChain.map(Identifiers.simpleName)
            let assigned = Set(
                lineage.compactMap(snapshot.viewController(simpleName:)).flatMap { $0.members.methods }.filter { $0.name == methodName }
                    .flatMap { $0.assignments.map(\.property) })
            return screen.dependencies.filter { !assigned.contains($0.value.name) }.map { dependency in
                diagnostic(
                    "\(screen.name) depends on '\(dependency.value.name)' (implicitly unwrapped, not an outlet), but \(methodName)(...) never sets it",
                    at: SourceLocation(path: dependency.path, range: dependency.value.nameRange),
                    related: [
                        Diagnostic.Related(
                            location: SourceLocation(path: initializer.path, range: initializer.value.nameRange),
                            message: "\(methodName)(...) of \(screen.name)")
                    ]
                )
            }
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            class BaseViewController: UIViewController {
                var ↓analytics: Analytics!
            }
            final class ProfileViewController: BaseViewController {
                var user: User!
                var ↓theme: Theme!
                @IBOutlet weak var nameLabel: UILabel!
                func initialize(user: User) {
                    self.user = user
                }
            }
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            class BaseViewController: UIViewController {
                var analytics: Analytics!
                func initialize(analytics: Analytics) { self.analytics = analytics }
            }
            final class ProfileViewController: BaseViewController {
                var user: User!
                private(set) var cache: Cache!
                let formatter: Formatter! = nil
                @IBOutlet weak var nameLabel: UILabel!
                func initialize(user: User, analytics: Analytics) {
                    self.user = user
                    super.initialize(analytics: analytics)
                }
            }
            final class AboutViewController: UIViewController {
                var session: Session!
            }
            """)
    ]
}
