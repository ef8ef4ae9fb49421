/// An Interface Builder file that cannot be read: its scenes are unknown to every other rule.
package enum InvalidInterfaceFile: Rule {
    package static let id = "invalid-interface-file"
    package static let defaultSeverity = Severity.error
    package static let summary = "An Interface Builder file cannot be read (malformed XML, conflict markers, a DOCTYPE)."

    package static func check(_ context: CheckContext) -> [Diagnostic] {
        context.interfaceFilesInFocus.flatMap { file in
            file.problems.map { problem in
                diagnostic("\(file.name).\(file.kind.rawValue) cannot be read: \(problem.message)", at: SourceLocation(path: file.path, range: problem.range))
            }
        }
    }

    package static let triggeringExamples = [
        RuleExample("""
        -- Main.storyboard --
        <document><scenes>
        ↓<<<<<<< HEAD
        <scene sceneID="s1"/>
        =======
        <scene sceneID="s2"/>
        >>>>>>> feature
        </scenes></document>
        """),
    ]

    package static let nonTriggeringExamples = [
        RuleExample("""
        -- Main.storyboard --
        <document><scenes><scene sceneID="s1"/></scenes></document>
        """),
    ]
}
