@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// A Swift file that does not parse: Scenery still indexes what swift-syntax recovered, but what
/// follows the error may be missing, so the user is told where.
@_spi(Scenery) public enum InvalidSwiftFile: Rule {
    @_spi(Scenery) public static let id = "invalid-swift-file"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "A Swift file has syntax errors; Scenery may miss what follows the first one."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.swiftFilesInFocus.compactMap { file -> Diagnostic? in
            guard !file.isGenerated, let error = file.firstSyntaxError else { return nil }
            let message =
                file.unparsedReason.map { "Scenery could not parse this file: \($0); its screens and calls are missing" }
                ?? "Scenery could not parse this file past here; screens and calls after it may be missing until it compiles"
            return diagnostic(message, at: SourceLocation(path: file.path, range: error))
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(user: User ↓{}
            }
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(user: User) {}
            }
            """)
    ]
}
