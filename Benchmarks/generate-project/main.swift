import Foundation
import ProjectGenerator

// generate-project SCREENS STORYBOARDS FOLDER [SEED]: writes a generated app-shaped project.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3, let screens = Int(arguments[arguments.startIndex]), let storyboards = Int(arguments[arguments.startIndex + 1]) else {
    FileHandle.standardError.write(Data("usage: generate-project SCREENS STORYBOARDS FOLDER [SEED]\n".utf8))
    exit(2)
}
let folder = arguments[arguments.startIndex + 2]
let seed = arguments.count > 3 ? UInt64(arguments[arguments.startIndex + 3]) ?? 1 : 1
do {
    let written = try ProjectGenerator(screens: screens, storyboards: storyboards, seed: seed).write(to: folder)
    print("\(written.files) files, \(written.swiftBytes) bytes of Swift, \(written.interfaceBuilderBytes) bytes of XML in \(folder)")
} catch {
    FileHandle.standardError.write(Data("generate-project: \(error)\n".utf8))
    exit(1)
}
