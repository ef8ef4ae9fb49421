import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scenery-generate [--check]`: writes the
/// package's factories as `scenery generate` does (the package's `.scenery.yml` decides where).
@main
struct SceneryGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scenery")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate", context.package.directoryURL.path] + arguments
        // The sandbox of a command plugin lets it write the package (when allowed) and its work folder.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SCENERY_CACHE_DIR": context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        ) { _, new in new }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("scenery generate exited with \(process.terminationStatus)")
            return
        }
    }
}
