@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A call of a screen's initializer method outside generated code: the reference's one rule
/// ("don't call initialize by hand"), since a factory passes every parameter.
@_spi(Scenery) public enum ManualInitializeCall: Rule {
    @_spi(Scenery) public static let id = "manual-initialize-call"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "The initializer method is called by hand instead of through a generated factory."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        let files = context.swiftFilesInFocus.filter { file in
            !file.isGenerated && file.callSites.contains { $0.kind == .initializerMethod }
        }
        guard !files.isEmpty else { return [] }
        // Only calls that can be a screen's: the same argument labels as one of their initializer methods.
        var screensByLabels: [[String?]: [Screen]] = [:]
        for labels in Set(files.flatMap { $0.callSites.filter { $0.kind == .initializerMethod }.map(\.argumentLabels) }) {
            let screens = snapshot.screens(initializedWith: labels).filter { $0.follows(.namespaced) }
            if !screens.isEmpty { screensByLabels[labels] = screens }
        }
        guard !screensByLabels.isEmpty else { return [] }
        return files.flatMap { file in
            file.callSites.compactMap { call -> Diagnostic? in
                guard call.kind == .initializerMethod, let screens = screensByLabels[call.argumentLabels],
                    // The string-instantiation pattern is reported (and rewritten) as a whole.
                    !file.stringInstantiations.contains(where: { $0.range.contains(call.range.lowerBound) })
                else { return nil }
                let factories = screens.map { "create.\(FactoryGenerator.functionName(for: $0))(...)" }.joined(separator: " or ")
                return diagnostic(
                    "\(call.name)(...) is called by hand; use the generated factory (\(factories)), which passes every parameter",
                    at: SourceLocation(path: file.path, range: call.nameRange)
                )
            }
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(user: User) {}
            }
            func show(user: User) {
                let profile = ProfileViewController()
                profile.↓initialize(user: user)
            }
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // A private `initialize` is the class's own helper, not the convention's.
        RuleExample(
            """
            -- SnapAreaViewController.swift --
            final class SnapAreaViewController: NSViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    initialize(select: landscapeSelect, orientation: .landscape)
                }
                private func initialize(select: NSPopUpButton, orientation: DisplayOrientation) {}
            }
            """),
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: BaseViewController {
                func initialize(user: User) { super.initialize(user: user) }
            }
            class BaseViewController: UIViewController {
                func initialize(user: User) {}
            }
            func setUp(database: Database) {
                database.initialize(path: "/tmp")
            }
            """),
    ]
}
