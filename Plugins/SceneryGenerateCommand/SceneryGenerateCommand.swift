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
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("scenery generate exited with \(process.terminationStatus)")
            return
        }
    }
}
