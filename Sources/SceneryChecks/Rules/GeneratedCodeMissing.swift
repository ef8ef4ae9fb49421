@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A call of a generated factory (`push.profileViewController(…)`, `ProfileViewController.makeFromStoryboard(…)`)
/// that nothing declares yet: the generated file is not written, or was written before the screen
/// had that factory. The code does not compile until generation writes it; the compiler says
/// "no member", this says what to run. A factory the project declares by hand (in the namespaces'
/// classes, as the references write them, or in the screen's class) is one, and so is every
/// factory of a project whose targets generate them at build time (Scenery's build-tool plugin),
/// outside the project.
@_spi(Scenery) public enum GeneratedCodeMissing: Rule {
    @_spi(Scenery) public static let id = "generated-code-missing"
    @_spi(Scenery) public static let defaultSeverity = Severity.warning
    @_spi(Scenery) public static let summary = "A generated factory is called, but the generated file is not written or lacks it."
    @_spi(Scenery) public static let offersFixes = true
    @_spi(Scenery) public static let fixSummary =
        "The generated file written as generation would write it now, when it is written but out of date (when it is not written, the code action \"Generate factories\" runs `scenery generate`)."

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        guard let output = context.generatedFilePath else { return [] }
        let files = context.swiftFilesInFocus.filter { file in
            !file.isGenerated
                && (file.callSites.contains { CallKind.namespaceClasses[$0.kind] != nil } || file.typeCalls.contains(where: callsMakeFromStoryboard))
        }
        guard !files.isEmpty else { return [] }
        let written = context.indexedSwiftFile(at: output)
        // A hand-written file at the output path is the project's own: what it declares is not this rule's to say.
        if let written, !written.facts.isGenerated { return [] }
        if written == nil, context.snapshot.buildTargets.generatesFactoriesAtBuild { return [] }
        var declared: [CallKind: Set<String>] = [:]
        func isDeclared(_ call: CallSite) -> Bool {
            let names = declared[call.kind] ?? context.callableFactoryNames(call.kind)
            declared[call.kind] = names
            return names.contains(call.name)
        }
        let fileName = output.split(separator: "/").last.map(String.init) ?? output
        func missing(_ called: String, at: SourceLocation) -> Diagnostic {
            guard written != nil else {
                return diagnostic("\(called) is a generated factory, but \(fileName) is not written yet: run `scenery generate`", at: at)
            }
            // Made when offered: generating the file costs a join's worth, paid only for the fix asked for.
            return diagnostic(
                "\(called) is not in \(fileName) yet: the file is out of date; run `scenery generate` or apply the fix", at: at,
                fixes: [Fix(title: "Regenerate \(fileName)", edits: [], isMadeWhenOffered: true)])
        }
        return files.flatMap { file in
            let factories = file.callSites.compactMap { call -> Diagnostic? in
                guard CallKind.namespaceClasses[call.kind] != nil, !isDeclared(call), names(call, aFactoryOf: context) else { return nil }
                return missing("\(call.kind.rawValue).\(call.name)(...)", at: SourceLocation(path: file.path, range: call.nameRange))
            }
            let makes = file.typeCalls.compactMap { call -> Diagnostic? in
                guard callsMakeFromStoryboard(call), let screen = screenNamed(call.typeName, in: call.enclosingType, context) else { return nil }
                let lineage = [screen] + screen.superclassChain.compactMap { screenNamed($0, in: nil, context) }
                guard lineage.contains(where: context.makesFromStoryboard),
                    !lineage.contains(where: { declaresMakeFromStoryboard($0, generated: written?.facts, context) })
                else { return nil }
                return missing("\(call.typeName).makeFromStoryboard(...)", at: SourceLocation(path: file.path, range: call.nameRange))
            }
            return (factories + makes).sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
        }
    }

    private static func callsMakeFromStoryboard(_ call: TypeCall) -> Bool { call.member == "makeFromStoryboard" }

    /// The screen a type name written in code names, looked up as Swift does: nested in the
    /// enclosing type and the types around it, innermost first, then at the top.
    private static func screenNamed(_ name: String, in enclosingType: String?, _ context: CheckContext) -> Screen? {
        let candidates = context.snapshot.screens(simpleName: name.split(separator: ".").last.map(String.init) ?? name)
        var scope = enclosingType.map { $0.split(separator: ".").map(String.init) } ?? []
        while !scope.isEmpty {
            let qualified = (scope + [name]).joined(separator: ".")
            if let screen = candidates.first(where: { $0.qualifiedName == qualified }) { return screen }
            scope.removeLast()
        }
        return candidates.first { $0.qualifiedName == name }
    }

    /// The screen's class declares `static func makeFromStoryboard`: the project's own code, or the generated file as written.
    private static func declaresMakeFromStoryboard(_ screen: Screen, generated: SwiftFileFacts?, _ context: CheckContext) -> Bool {
        let isIt = { (method: MethodDecl) in method.isStatic && method.name == "makeFromStoryboard" }
        if context.snapshot.viewController(named: screen.qualifiedName)?.members.methods.contains(where: isIt) == true { return true }
        return generated?.extensions.contains {
            [screen.qualifiedName, screen.name].contains($0.extendedType) && $0.members.methods.contains(where: isIt)
        }
            == true
    }

    /// The call names the factory generation makes for a screen (`profileViewController`: the
    /// screen `ProfileViewController`), not a method of the app's own.
    private static func names(_ call: CallSite, aFactoryOf context: CheckContext) -> Bool {
        context.snapshot.screens(factoryNamed: call.name).contains { context.factoryName($0) == call.name }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        // Written before the screen had its factory.
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(name: String) {}
            }
            func show(navigationController: UINavigationController) {
                navigationController.push.↓profileViewController(name: "Ada")
            }
            -- Scenery.generated.swift --
            // Generated by Scenery — do not edit.
            import UIKit
            """),
        // Not written at all.
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(name: String) {}
            }
            func make() -> ProfileViewController {
                UIViewController.create.↓profileViewController(name: "Ada")
            }
            """),
        // Names made of an acronym, a nested screen's and, where the two would be alike, the nested one's made unique.
        RuleExample(
            """
            -- Screens.swift --
            final class URLPreviewViewController: UIViewController {
                func initialize(url: String) {}
            }
            enum Settings {
                final class DetailViewController: UIViewController {
                    func initialize(name: String) {}
                }
            }
            final class SettingsDetailViewController: UIViewController {
                func initialize(name: String) {}
            }
            func show(navigationController: UINavigationController) {
                navigationController.push.↓urlPreviewViewController(url: "https://example.com")
                navigationController.push.↓detailViewControllerInSettings(name: "Ada")
                navigationController.push.↓settingsDetailViewController(name: "Ada")
            }
            """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        // The namespace written by hand, as the references do.
        RuleExample(
            """
            -- Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(name: String) {}
            }
            extension UINavigationController {
                var push: UINavigationControllerPush { UINavigationControllerPush(self) }
                final class UINavigationControllerPush {
                    init(_ navigationController: UINavigationController) {}
                    func profileViewController(name: String) {}
                }
            }
            func show(navigationController: UINavigationController) {
                navigationController.push.profileViewController(name: "Ada")
            }
            """),
        // A method of the app's own that no screen's factory is named like.
        RuleExample(
            """
            -- Router.swift --
            func show(router: Router) {
                router.push.settings()
            }
            """),
        // Generated at build time by Scenery's build-tool plugin, outside the project.
        RuleExample(
            """
            -- Package.swift --
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://example.com/scenery", from: "0.1.0")],
                targets: [.target(name: "App", plugins: [.plugin(name: "SceneryBuildTool", package: "scenery")])]
            )
            -- Sources/App/Profile.swift --
            final class ProfileViewController: UIViewController {
                func initialize(name: String) {}
            }
            func show(navigationController: UINavigationController) {
                navigationController.push.profileViewController(name: "Ada")
            }
            """),
    ]
}
