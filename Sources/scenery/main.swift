import ArgumentParser
import SceneryCLI
import SceneryLanguageServer
@_spi(Scenery) import SceneryProjectModel

/// The `scenery` executable: the command line plus the language server.
struct Scenery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenery",
        abstract: "Code intelligence for UIKit/AppKit screens and their storyboards.",
        version: SceneryVersion.current,
        subcommands: [Check.self, Generate.self, FixCommand.self, Screens.self, Graph.self, Rules.self, Init.self, Lsp.self, ParseSwiftFile.self]
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

containParsesInChildProcesses()
Scenery.main()
