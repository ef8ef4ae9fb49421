import Foundation
import PackagePlugin

/// Regenerates a target's factories on every build that changes one of its Swift files,
/// storyboards or xibs, into the plugin's work folder, and compiles them with the target: only
/// that target's screens (`--module`), even when a `.scenery.yml` at the package's root makes the
/// project the whole package. The facts cache lives in the work folder too: the build's sandbox
/// lets the tool write nowhere else.
/// `context.tool(named: "scenery")` is whatever the plugin depends on: the `scenery` executable
/// target in this package, or the `scenery` artifact of a binary target (the release's artifact
/// bundle) in a package that ships this file beside one, which then builds no Swift of Scenery's.
@main
struct SceneryBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Scenery.generated.swift")
        let interfaceFiles = (FileManager.default.enumerator(at: target.directoryURL, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }
            .filter { ["storyboard", "xib"].contains($0.pathExtension) }
        let swiftFiles = target.sourceFiles(withSuffix: "swift").map(\.url)
        return [
            .buildCommand(
                displayName: "Generating Scenery factories for \(target.name)",
                executable: try context.tool(named: "scenery").url,
                arguments: ["generate", target.directoryURL.path, "--output", output.path, "--module", target.moduleName],
                environment: ["SCENERY_CACHE_DIR": context.pluginWorkDirectoryURL.appendingPathComponent("cache").path],
                inputFiles: swiftFiles + interfaceFiles,
                outputFiles: [output]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same for an Xcode app target (Build Phases → Run Build Tool Plug-ins): Scenery reads the
    /// `.xcodeproj` itself, so the target's name is enough for it to know the target's module.
    extension SceneryBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("Scenery.generated.swift")
            let inputs = target.inputFiles.map(\.url).filter { ["swift", "storyboard", "xib"].contains($0.pathExtension) }
            return [
                .buildCommand(
                    displayName: "Generating Scenery factories for \(target.displayName)",
                    executable: try context.tool(named: "scenery").url,
                    arguments: ["generate", context.xcodeProject.directoryURL.path, "--output", output.path, "--module", target.displayName],
                    environment: ["SCENERY_CACHE_DIR": context.pluginWorkDirectoryURL.appendingPathComponent("cache").path],
                    inputFiles: inputs,
                    outputFiles: [output]
                )
            ]
        }
    }
#endif
