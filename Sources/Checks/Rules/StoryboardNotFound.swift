/// A `UIStoryboard.Name` case maps to a storyboard file the project does not have.
public enum StoryboardNotFound: Rule {
    public static let id = "storyboard-not-found"
    public static let defaultSeverity = Severity.error
    public static let summary = "A storyboard name maps to no storyboard in the project."

    public static func check(_ context: CheckContext) -> [Diagnostic] {
        guard let names = context.snapshot.storyboardNames else { return [] }
        let existing = context.snapshot.storyboardsByName.keys.sorted()
        return names.cases.compactMap { entry -> Diagnostic? in
            guard let fileName = entry.fileName, context.snapshot.storyboardsByName[fileName] == nil else { return nil }
            let users = context.snapshot.screens.filter { $0.storyboard?.caseName == entry.declaration.name }
            let related = users.compactMap { screen in
                screen.storyboard.map { Diagnostic.Related(location: $0.location, message: "\(screen.qualifiedName) is instantiated from it") }
            }
            return diagnostic(
                "UIStoryboard.Name.\(entry.declaration.name) maps to '\(fileName).storyboard', which is not in the project",
                at: SourceLocation(path: entry.path, range: entry.declaration.nameRange),
                related: related,
                fixes: fix(for: entry, mapping: names.fileNameMapping, existing: existing).map { [$0] } ?? []
            )
        }
    }

    /// Rename to the closest existing storyboard by writing the raw value that maps to it.
    private static func fix(for entry: StoryboardNames.Case, mapping: FileNameMapping, existing: [String]) -> Fix? {
        guard let fileName = entry.fileName, let target = Spelling.closest(to: fileName, in: existing) else { return nil }
        let lowerFirst = target.prefix(1).lowercased() + target.dropFirst()
        guard let rawValue = [entry.declaration.rawValue == entry.declaration.name ? lowerFirst : target, target, lowerFirst]
            .first(where: { mapping.fileName(for: $0) == target })
        else { return nil }
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

    public static let triggeringExamples = [
        RuleExample("""
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
        RuleExample("""
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
    ]

    public static let nonTriggeringExamples = [
        RuleExample("""
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
        RuleExample("""
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
