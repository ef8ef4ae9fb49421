import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scenery-generate [--check]`: writes the
/// package's factories as `scenery generate` does (the package's `.scenery.yml` decides where).
@main
struct SceneryGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(
            tool: context.tool(named: "scenery").url, project: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            arguments: arguments)
    }

    /// `scenery generate PROJECT ARGUMENTS`, its facts cache in the plugin's work folder: the
    /// sandbox of a command plugin lets it write the project (when allowed) and that folder.
    func run(tool: URL, project: URL, workDirectory: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["generate", project.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SCENERY_CACHE_DIR": workDirectory.appendingPathComponent("cache").path]
        ) { _, new in new }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("scenery generate exited with \(process.terminationStatus)")
            return
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same from Xcode (the project's context menu → SceneryGenerateCommand): writes the `output`
    /// of the `.scenery.yml` beside the `.xcodeproj`.
    extension SceneryGenerateCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try run(
                tool: context.tool(named: "scenery").url, project: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
                arguments: arguments)
        }
    }
#endif
