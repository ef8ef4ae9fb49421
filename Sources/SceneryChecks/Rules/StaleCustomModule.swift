@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// The module an IB object names for its class is not the class's: `customModule` names another
/// module (a target was renamed or the class moved), or, with "Inherit Module From Target"
/// (`customModuleProvider="target"`), the targets that build the IB file compile the class in none
/// of their modules (the class moved into a package or framework).
@_spi(Scenery) public enum StaleCustomModule: Rule {
    @_spi(Scenery) public static let id = "stale-custom-module"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "An IB object's module (customModule, or its target's) is not its class's."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The module set to the class's, or the customModuleProvider that stands for it."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        return context.interfaceFilesInFocus.filter(\.problems.isEmpty).flatMap { file in
            // Interface Builder substitutes the module of the target that builds the file.
            lazy var targetModules = Set(snapshot.buildTargets.targets(building: file.path).map { snapshot.buildTargets.targets[$0].module }).sorted()
            return file.classReferences.compactMap { reference -> Diagnostic? in
                guard let declarations = snapshot.declarations(ofType: reference.customClass.value) else { return nil }
                let modules = Set(declarations.flatMap { snapshot.modules(ofPath: $0.path) })
                // Only a class compiled into one known module (a file several targets build is in each of theirs).
                guard modules.count == 1, let actual = modules.first else { return nil }
                let name = reference.customClass.value
                let related = declarations.map { Diagnostic.Related(location: $0, message: "\(name) is declared here") }
                if let provider = reference.customModuleProvider, provider.value == "target" {
                    guard !targetModules.isEmpty, !targetModules.contains(actual) else { return nil }
                    let location = SourceLocation(path: file.path, range: provider.valueRange)
                    let edits = [
                        StoryboardEdit.set(
                            "customModule", insertingAt: reference.attributeInsertionOffset, current: reference.customModule, to: actual,
                            in: file.path
                        ),
                        StoryboardEdit.remove("customModuleProvider", value: provider, from: reference.startTagRange, in: file.path),
                    ]
                    let quoted = targetModules.map { "'\($0)'" }.joined(separator: ", ")
                    return diagnostic(
                        "\(name) is in module '\(actual)', but this file takes its target's module (\(quoted)) for it", at: location,
                        related: related,
                        fixes: Fix.all(title: "Set module to '\(actual)'", edits)
                    )
                }
                guard let module = reference.customModule, actual != module.value else { return nil }
                let location = SourceLocation(path: file.path, range: module.valueRange)
                return diagnostic(
                    "\(name) is in module '\(actual)', not '\(module.value)'", at: location, related: related,
                    fixes: Fix.all(title: "Set module to '\(actual)'", [CopiedText.edit(writing: actual, over: location)])
                )
            }
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample(
            """
            -- Sources/Profile/ProfileViewController.swift --
            final class ProfileViewController: UIViewController {}
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" customModule="↓App" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // The class moved into a local package; the storyboard still inherits the app's module.
        RuleExample(
            """
            -- Modules/Utils/Package.swift --
            let package = Package(name: "Utils", targets: [.target(name: "AppUtils")])
            -- Modules/Utils/Sources/AppUtils/SettingsViewController.swift --
            public final class SettingsViewController: UIViewController {}
            public final class AboutViewController: UIViewController {}
            -- App.xcodeproj/project.pbxproj --
            \(BuildTargetsExample.appProject)
            -- App/Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="SettingsViewController" customModule="App" customModuleProvider="↓target" sceneMemberID="viewController"/>
            <viewController id="b" customClass="AboutViewController" customModuleProvider="↓target" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample(
            """
            -- Sources/Profile/ProfileViewController.swift --
            final class ProfileViewController: UIViewController {}
            -- App/SettingsViewController.swift --
            final class SettingsViewController: UIViewController {}
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" customModule="Profile" sceneMemberID="viewController"/>
            <viewController id="b" customClass="SettingsViewController" customModule="Whatever" sceneMemberID="viewController"/>
            <viewController id="c" customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
        // A stale `customModule` beside "Inherit Module From Target": the target's module is the one used.
        RuleExample(
            """
            -- App.xcodeproj/project.pbxproj --
            \(BuildTargetsExample.appProject)
            -- App/ProfileViewController.swift --
            final class ProfileViewController: UIViewController {}
            -- App/Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" customModule="OldAppName" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """),
    ]
}
