import Foundation
import SceneryProjectGenerator

// scenery-generate-project [--shape conventions|plain|homegrown] SCREENS STORYBOARDS FOLDER [SEED]: writes a generated app-shaped project.
func usage() -> Never {
    let shapes = ProjectGenerator.Shape.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: scenery-generate-project [--shape \(shapes)] SCREENS STORYBOARDS FOLDER [SEED]\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var shape = ProjectGenerator.Shape.conventions
if let option = arguments.firstIndex(of: "--shape") {
    guard option + 1 < arguments.count, let named = ProjectGenerator.Shape(rawValue: arguments[option + 1]) else { usage() }
    shape = named
    arguments.removeSubrange(option...option + 1)
}
guard arguments.count >= 3, let screens = Int(arguments[0]), let storyboards = Int(arguments[1]) else { usage() }
let folder = arguments[2]
let seed = arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1
do {
    let written = try ProjectGenerator(screens: screens, storyboards: storyboards, seed: seed, shape: shape).write(to: folder)
    print("\(written.files) files, \(written.swiftBytes) bytes of Swift, \(written.interfaceBuilderBytes) bytes of XML in \(folder)")
} catch {
    FileHandle.standardError.write(Data("scenery-generate-project: \(error)\n".utf8))
    exit(1)
}
