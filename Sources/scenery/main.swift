import ArgumentParser
import SceneryCLI
import SceneryLanguageServer
import SceneryMCP
@_spi(Scenery) import SceneryProjectModel

/// The `scenery` executable: the command line plus the language server.
struct Scenery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenery",
        abstract: "Code intelligence for UIKit/AppKit screens and their storyboards.",
        version: SceneryVersion.current,
        subcommands: [
            Check.self, Generate.self, FixCommand.self, Screens.self, Graph.self, Rules.self, Init.self, Lsp.self, Mcp.self, ParseSwiftFile.self,
        ]
    )
}

struct Lsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the language server over stdio (JSON-RPC, LSP 3.17). Logs go to stderr."
    )

    func run() throws {
        throw ExitCode(LanguageServerMain.run())
    }
}

struct Mcp: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the Model Context Protocol server over stdio (one JSON-RPC message a line), for coding agents. Logs go to stderr.",
        discussion: "The tools list screens, describe one, check, draw the navigation graph, preview and write the generated code, "
            + "rename Storyboard IDs, segues, storyboards and xibs, and list the factory calls for a line (see Protocol/mcp.md)."
    )

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let folder = project.folder
        throw ExitCode(MCPServerMain.run(projectPath: folder.folder, configurationFile: project.config, usesCache: !folder.noCache))
    }
}

containParsesInChildProcesses()
Scenery.main()
