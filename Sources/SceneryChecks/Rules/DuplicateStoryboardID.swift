/// Two scenes of one storyboard share a Storyboard ID: `instantiateViewController` would pick one.
public enum DuplicateStoryboardID: Rule {
    public static let id = "duplicate-storyboard-id"
    public static let defaultSeverity = Severity.error
    public static let summary = "Two scenes of one storyboard share a Storyboard ID."
    public static let offersFixes = false

    public static func check(_ context: CheckContext) -> [Diagnostic] {
        context.interfaceFilesInFocus.flatMap { file -> [Diagnostic] in
            var first: [String: AttributeValue] = [:]
            return file.scenes.compactMap { scene -> Diagnostic? in
                guard let identifier = scene.storyboardIdentifier, !identifier.value.isEmpty else { return nil }
                guard let original = first[identifier.value] else {
                    first[identifier.value] = identifier
                    return nil
                }
                return diagnostic(
                    "Storyboard ID '\(identifier.value)' is already used by another scene in \(file.name).storyboard",
                    at: SourceLocation(path: file.path, range: identifier.valueRange),
                    related: [Diagnostic.Related(location: SourceLocation(path: file.path, range: original.valueRange), message: "first used here")]
                )
            }
        }
    }

    public static let triggeringExamples = [
        RuleExample("""
        -- Main.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects><viewController id="a" storyboardIdentifier="Home" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s2"><objects><viewController id="b" storyboardIdentifier="↓Home" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><viewController id="c" storyboardIdentifier="↓Home" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """),
    ]

    public static let nonTriggeringExamples = [
        // The same ID in two storyboards is fine: IDs are per storyboard.
        RuleExample("""
        -- Main.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects><viewController id="a" storyboardIdentifier="Home" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s3"><objects><viewController id="c" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        -- Other.storyboard --
        <document><scenes>
        <scene sceneID="s1"><objects><viewController id="a" storyboardIdentifier="Home" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """),
    ]
}
