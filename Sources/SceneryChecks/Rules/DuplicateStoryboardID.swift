@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// Two scenes of one storyboard share a Storyboard ID: `instantiateViewController` would pick one.
@_spi(Scenery) public enum DuplicateStoryboardID: Rule {
    @_spi(Scenery) public static let id = "duplicate-storyboard-id"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "Two scenes of one storyboard share a Storyboard ID."
    @_spi(Scenery) public static let offersFixes = false

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
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

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Main.storyboard --
            <document><scenes>
            <scene sceneID="s1"><objects><viewController id="a" storyboardIdentifier="Home" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" storyboardIdentifier="↓Home" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" storyboardIdentifier="↓Home" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // The same ID in two storyboards is fine: IDs are per storyboard.
        RuleExample(
            """
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
            """)
    ]
}
