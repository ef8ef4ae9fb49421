@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A Swift, storyboard or xib file in an Xcode project's folder that none of its targets builds:
/// dead code, or a file dropped from its target. It is reported once and not checked further, as
/// what it says never runs.
@_spi(Scenery) public enum NotInTarget: Rule {
    @_spi(Scenery) public static let id = "not-in-target"
    @_spi(Scenery) public static let defaultSeverity = Severity.hint
    @_spi(Scenery) public static let summary = "No target of the Xcode project builds this file; Scenery does not check it."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        guard !snapshot.buildTargets.isEmpty else { return [] }
        let paths = context.swiftFilesInFocus.filter { !$0.isGenerated }.map(\.path) + context.interfaceFilesInFocus.map(\.path)
        return paths.filter(snapshot.isOutsideTargets).map { path in
            let project = snapshot.buildTargets.enclosingProject(of: path).map { " of " + $0.definedInName } ?? ""
            return diagnostic(
                "No target\(project) builds this file; Scenery does not check it", at: SourceLocation(path: path, range: .empty(at: 0))
            )
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- App.xcodeproj/project.pbxproj --
            \(BuildTargetsExample.appProject)
            -- Old/LegacyViewController.swift --
            ↓final class LegacyViewController: UIViewController {
                func show() { present(UIStoryboard(name: "Gone", bundle: nil).instantiateInitialViewController()!, animated: true) }
            }
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- App.xcodeproj/project.pbxproj --
            \(BuildTargetsExample.appProject)
            -- App/ProfileViewController.swift --
            final class ProfileViewController: UIViewController {}
            -- Modules/Utils/Package.swift --
            let package = Package(name: "Utils", targets: [.target(name: "AppUtils")])
            -- Modules/Utils/Sources/AppUtils/Theme.swift --
            final class ThemeViewController: UIViewController {}
            """)
    ]
}
