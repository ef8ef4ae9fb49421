import ArgumentParser
import Foundation
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import SceneryWorkspace

/// `scenery parse-swift-file`, hidden: the child that `ContainedParse` runs on a Swift file too
/// deep to parse in the process that indexes it. Reads the file's bytes from stdin, writes its
/// facts in their archive form to stdout; a crash, a time-out or running out of the memory it
/// limits itself to ends only this process.
package struct ParseSwiftFile: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: ContainedParse.command, abstract: "Parse one Swift file from stdin for another Scenery process.", shouldDisplay: false
    )

    @Option package var path: String
    @Option package var initializerMethodName: String
    @Option package var helperName: [String] = []
    @Option package var screenTypeName: [String] = []
    @Option package var memoryLimit: Int

    package init() {}

    package func run() throws {
        ContainedParse.limitMemory(to: memoryLimit)
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let options = SwiftScanOptions(initializerMethodName: initializerMethodName, helperNames: helperName, screenTypeNames: Set(screenTypeName))
        FileHandle.standardOutput.write(Data(ContainedParse.answer(path: path, bytes: bytes, options: options)))
    }
}

/// Lets this process parse deep Swift files in children of its own executable (`ContainedParse`):
/// called by the `scenery` executable, which has the hidden command, before any command runs.
package func containParsesInChildProcesses() {
    guard let executable = Bundle.main.executablePath else { return }
    ContainedParse.register(executable: executable)
}
