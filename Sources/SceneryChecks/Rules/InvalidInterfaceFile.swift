@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// An Interface Builder file that cannot be read: its scenes are unknown to every other rule.
@_spi(Scenery) public enum InvalidInterfaceFile: Rule {
    @_spi(Scenery) public static let id = "invalid-interface-file"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "An Interface Builder file cannot be read (malformed XML, conflict markers, a DOCTYPE)."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.interfaceFilesInFocus.flatMap { file in
            file.problems.map { problem in
                diagnostic(
                    "\(file.name).\(file.kind.rawValue) cannot be read: \(problem.message)", at: SourceLocation(path: file.path, range: problem.range)
                )
            }
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Main.storyboard --
            <document><scenes>
            ↓<<<<<<< HEAD
            <scene sceneID="s1"/>
            =======
            <scene sceneID="s2"/>
            >>>>>>> feature
            </scenes></document>
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Main.storyboard --
            <document><scenes><scene sceneID="s1"/></scenes></document>
            """)
    ]
}
