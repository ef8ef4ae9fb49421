@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectModel

/// The commented `.scenery.yml` that `scenery init` writes: every key of `ConfigurationLoader.keys`,
/// set where the project showed what it does, commented out with its default elsewhere. What it
/// writes loads back with no issues (the tests load every template they write).
@_spi(Scenery) public enum ConfigurationTemplate {
    /// Where `scenery init` suggests the resource consistency tests go.
    static let suggestedTestsOutput = "Tests/Generated/SceneryResourceTests.generated.swift"

    /// The module name a project's files are compiled into, and where Scenery learnt it.
    @_spi(Scenery) public struct ModuleSource: Hashable, Sendable {
        @_spi(Scenery) public var module: String
        /// "the SwiftPM layout", "the Xcode project's name"
        @_spi(Scenery) public var origin: String
    }

    /// The module of the screens: the one the SwiftPM layout puts them all in, else the name of
    /// the project's only Xcode project (Xcode names an app's module after its target, which is
    /// usually the project's name), with the characters a module name cannot hold replaced by `_`.
    @_spi(Scenery) public static func module(_ survey: ConventionSurvey, xcodeProject: String?) -> ModuleSource? {
        // The target that builds the most screens (the app, usually) is what the tests import.
        if let main = survey.mainTarget {
            return ModuleSource(module: main.target.module, origin: "target \(main.target.name) of \(main.target.definedInName)")
        }
        if survey.modules.count == 1, let module = survey.modules.first { return ModuleSource(module: module, origin: "the SwiftPM layout") }
        guard survey.modules.isEmpty, let xcodeProject, !xcodeProject.isEmpty else { return nil }
        var name = String(xcodeProject.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return ModuleSource(module: name, origin: "the Xcode project's name")
    }

    /// What was detected, one line each: printed by `scenery init` and kept at the top of the file.
    @_spi(Scenery) public static func detected(_ survey: ConventionSurvey, module: ModuleSource?) -> [String] {
        var lines = [
            "\(count(survey.screens, "screen")), \(count(survey.storyboards, "storyboard")), \(count(survey.xibs, "xib")); "
                + "\(survey.platform == .appkit ? "AppKit" : "UIKit") screens"
        ]
        lines.append(
            "styles: "
                + (survey.styles.isEmpty
                    ? "none in use (namespaced is the default)"
                    : survey.styles.map { "\($0.style.rawValue) (\(count($0.screens, "screen")))" }.joined(separator: ", "))
        )
        if survey.otherConventionScreens > 0 {
            let others = survey.otherConventionScreens
            lines.append(
                "\(count(others, "screen")) \(others == 1 ? "follows" : "follow") only conventions Scenery generates nothing for (Reusable's)")
        }
        lines.append("initializer method: \(survey.initializerMethod)(...) in \(count(survey.initializerUsers, "screen"))")
        if !survey.protocols.isEmpty {
            lines.append(
                "protocols: "
                    + survey.protocols.map { "\($0.name) (\($0.declaredInProject ? "declared in the project" : "generated"))" }.joined(
                        separator: ", "))
        }
        for use in survey.targets {
            lines.append("target \(use.target.name) (\(use.target.definedInName)): " + describe(use))
        }
        if let module {
            lines.append("module: \(module.module) (\(module.origin))")
        } else if !survey.modules.isEmpty {
            lines.append("modules: \(survey.modules.joined(separator: ", ")) (the SwiftPM layout)")
        }
        return lines
    }

    /// The file's text.
    @_spi(Scenery) public static func text(_ survey: ConventionSurvey, module: ModuleSource?) -> String {
        var file = File()
        file.comment("Scenery's configuration (Documentation/Configuration.md), written by `scenery init`. It detected:")
        for line in detected(survey, module: module) { file.comment("  " + line) }
        file.blank()
        file.comment("Where `scenery generate` writes the factories (inside the project).")
        file.line("output: \(ProjectConfiguration.defaultOutput)")
        file.comment("Where the resource consistency tests (XCTest, for the app's test target) go; absent: not generated.")
        file.comment("testsOutput: \(suggestedTestsOutput)")
        file.comment("Globs of the files to index and to skip (*, ?, **); .build, Pods, Carthage and DerivedData are never indexed.")
        file.comment("include: []")
        file.comment("exclude: []")
        file.blank()

        file.comment("What to generate: one style per convention the screens follow.")
        if survey.styles.isEmpty {
            file.comment("No screen follows a convention yet: the default.")
            file.line("styles: [\(GeneratorOptions().styles.map(\.rawValue).joined(separator: ", "))]")
        } else {
            file.line("styles:")
            for use in survey.styles { file.line("  - \(use.style.rawValue)  # \(count(use.screens, "screen"))") }
        }
        file.comment("The method screens declare for their parameters; factories copy its signature.")
        let initializer = "initializerMethod: \(survey.initializerMethod)"
        if survey.initializerUsers > 0 { file.line(initializer) } else { file.comment(initializer) }
        file.comment("The protocol each convention's screens adopt.")
        if survey.protocols.isEmpty {
            file.comment("protocols:")
            file.comment("  storyboardInstantiatable: \(GeneratorOptions().protocolName)")
        } else {
            file.line("protocols:")
            for use in survey.protocols {
                let key = ConfigurationLoader.protocolKeys.first { $0.value == use.convention }?.key ?? use.convention.rawValue
                file.line("  \(key): \(use.name)  # \(protocolOrigin(use))")
            }
        }
        let namespaces = GeneratorOptions().namespaces
        file.comment("The namespaced style's namespaces: UIViewController.create, navigationController.push, viewController.present.")
        file.comment("namespaces:")
        for (key, name) in [("create", namespaces.create), ("push", namespaces.push), ("present", namespaces.present)] {
            file.comment("  \(key): \(name)")
        }
        file.comment("keep the initializer method's labels in the factories, or unlabeled (`_ name: Type`), as the project's calls pass them.")
        file.line("parameterLabels: \(survey.parameterLabels.rawValue)")
        file.comment("internal or public; absent: public where a screen and its initializer method are public.")
        file.comment("accessLevel: internal")
        if survey.declaresStoryboardNames {
            file.comment("The project declares its storyboard names, so Scenery generates none and uses them.")
        } else {
            file.comment("The project declares no storyboard names: the namespaced style generates UIStoryboard.Name from the storyboards.")
        }
        file.comment("storyboardNamesEnum: true  # also without the namespaced style")
        file.comment("uikit or appkit; absent: AppKit when most screens derive from NS classes.")
        file.line("platform: \(survey.platform.rawValue)")
        file.blank()

        if let module {
            file.comment("The screens' module (from \(module.origin)): what the tests @testable import, and the module")
            file.comment("of the files that neither `modules`, the targets nor the SwiftPM layout place.")
            file.line("module: \(module.module)")
            file.line("testedModule: \(module.module)")
        } else {
            file.comment("The module of the files that neither `modules`, the targets nor the SwiftPM layout place, and the one the tests")
            let layout = survey.modules.joined(separator: ", ")
            file.comment("@testable import" + (survey.modules.isEmpty ? "." : " (the SwiftPM layout puts the screens in \(layout))."))
            file.comment("module: App")
            file.comment("testedModule: App")
        }
        if !survey.targets.isEmpty {
            file.comment("Scenery reads the targets above from the project files on every run (modules, and which")
            file.comment("storyboards and xibs each file's names resolve among); `modules` below overrides them.")
        }
        file.comment("Module names by path glob, before the targets and the SwiftPM layout.")
        file.comment("modules:")
        file.comment("  \"Frameworks/Core/**\": Core")
        file.blank()
        file.comment("Severity per rule: error, warning, info, hint or off (Documentation/Rules.md); `exclude:` drops a rule's")
        file.comment("findings located in those paths (globs; in-file comments: Documentation/Rules.md).")
        file.comment("rules:")
        file.comment("  stale-generated-code: error")
        file.comment("  scene-not-found:")
        file.comment("    severity: warning")
        file.comment("    exclude: [\"Legacy/**\"]")
        file.comment("The language server writes the generated files after each save that changes them.")
        file.line("generateOnSave: false")
        file.comment("What the language server shows in the text: what each create/push/present call opens (inlay hints),")
        file.comment("and over each screen how many places open it (code lens). Off unless set, as many editors show them unasked.")
        file.comment("editor:")
        file.comment("  inlayHints: true")
        file.comment("  codeLens: true")
        return file.text
    }

    /// "module App, iOS application, 12 screens".
    static func describe(_ use: ConventionSurvey.TargetUse) -> String {
        let platforms = use.target.platforms.map(\.rawValue).joined(separator: "/")
        let kind =
            use.target.productType.split(separator: ".").last.map { String($0).replacingOccurrences(of: "-", with: " ") } ?? use.target.productType
        return "module \(use.target.module), \(platforms.isEmpty ? "" : platforms + " ")\(kind), \(count(use.screens, "screen"))"
    }

    private static func protocolOrigin(_ use: ConventionSurvey.ProtocolUse) -> String {
        "adopted by \(count(use.adopters, "screen")); \(use.declaredInProject ? "declared in the project" : "generated by Scenery")"
    }

    /// "1 screen", "3 screens".
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// YAML text, a line at a time.
    private struct File {
        var text = ""

        mutating func line(_ line: String) { text += line + "\n" }
        mutating func comment(_ comment: String) { line("# " + comment) }
        mutating func blank() { text += "\n" }
    }
}
