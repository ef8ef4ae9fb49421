@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// An Interface Builder custom class that names no type of the project. With a module of the
/// project it is surely wrong (warning); with no module it may be Objective-C or from another
/// module (hint); with another module's name it is not the project's to judge.
@_spi(Scenery) public enum UnknownCustomClass: Rule {
    @_spi(Scenery) public static let id = "unknown-custom-class"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "An IB custom class names no type in the project."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The closest class of the element's kind that the project declares, when one is close."

    /// Interface Builder's own pseudo-classes (AppKit's First Responder object).
    static let interfaceBuilderClasses: Set<String> = ["FirstResponder"]

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        let files = context.interfaceFilesInFocus.filter(\.problems.isEmpty)
        guard !files.isEmpty else { return [] }
        // Both cost a pass over the project: only once a class is missing.
        lazy var projectModules = Set(snapshot.swiftFilePaths.flatMap(snapshot.modules(ofPath:)))
        // Only classes (never a struct or an enum), and of the element's kind.
        lazy var classNames = snapshot.classNames
        let candidates = { (elementName: String) in classNames.filter { snapshot.root(ofClass: $0)?.canBeCustomClass(of: elementName) == true } }
        return files.flatMap { file in
            file.classReferences.compactMap { reference -> Diagnostic? in
                let name = reference.customClass.value
                guard snapshot.declarations(ofType: name) == nil, !SnapshotReader.isPlatformClass(name), !interfaceBuilderClasses.contains(name)
                else {
                    return nil
                }
                let inTarget = reference.customModuleProvider?.value == "target"
                // "Inherit Module From Target": the module of the target that builds the file, not the recorded one.
                let targets = snapshot.buildTargets.targets(building: file.path)
                let module = inTarget && !targets.isEmpty ? snapshot.buildTargets.targets[targets[0]].module : reference.customModule?.value
                if let module, !inTarget, !projectModules.isEmpty, !projectModules.contains(module) { return nil }
                let isHint = module == nil && !inTarget
                let location = SourceLocation(path: file.path, range: reference.customClass.valueRange)
                // Without a module the class is likely another module's or Objective-C: no Swift class to rename it to.
                let suggestion = isHint ? nil : Spelling.closest(to: name, in: candidates(reference.elementName))
                // A placeholder (File's Owner) is not created by the nib: whatever loads it passes it.
                let isPlaceholder =
                    reference.elementName == "placeholder"
                    || file.topLevelObjects.contains {
                        $0.placeholderIdentifier != nil && $0.customClass?.valueRange == reference.customClass.valueRange
                    }
                let consequence =
                    isPlaceholder
                    ? "the File's Owner is whatever loads the nib, and its outlets are checked against a class that does not exist"
                    : "the \(reference.elementName) would be created as its superclass at run time"
                return diagnostic(
                    isHint
                        ? "No type '\(name)' in the project's Swift code; if it is Objective-C or from another module, set its module in Interface Builder"
                        : "No type '\(name)' in module '\(module ?? "the app target")'; \(consequence)",
                    at: location,
                    fixes: suggestion.map { Fix.all(title: "Use class '\($0)'", [CopiedText.edit(writing: $0, over: location)]) } ?? [],
                    severity: isHint ? .hint : nil
                )
            }
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Screens.swift --
            final class ProfileViewController: UIViewController {}
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="↓ProfileViewControler" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="v" customClass="↓GradientView"/>
            </viewController>
            </objects></scene></scenes></document>
            -- Cell.xib --
            <document><objects>
            <tableViewCell id="c" customClass="↓LegacyCell"/>
            </objects></document>
            """)
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Sources/App/Screens.swift --
            final class ProfileViewController: UIViewController {}
            final class GradientView: UIView {}
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="v" customClass="GradientView"/>
            <view id="m" customClass="MKMapView" customModule="MapKit"/>
            <button id="b" customClass="UIButton"/>
            <view id="c" customClass="ChartView" customModule="Charts"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            </viewController>
            </objects></scene></scenes></document>
            """)
    ]
}
