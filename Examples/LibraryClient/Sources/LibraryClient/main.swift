import Foundation
import SceneryKit

// LibraryClient PATH: one line per screen (its type, where it comes from, its Storyboard ID and
// its factory's parameters), then every finding as `scenery check` reports it. Exits with 1 when
// a finding is an error, 2 when the project cannot be read.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: LibraryClient PATH\n".utf8))
    exit(2)
}

let project: SceneryProject
do {
    project = try SceneryProject.load(path: path)
} catch {
    FileHandle.standardError.write(Data("LibraryClient: \(error)\n".utf8))
    exit(2)
}

/// Paths inside the project, relative to its root.
func relative(_ file: String) -> String {
    file.hasPrefix(project.root + "/") ? String(file.dropFirst(project.root.count + 1)) : file
}

for screen in project.screens {
    let parameters = screen.parameters.map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ")
    let identifier = screen.storyboardIdentifier.map { "'\($0)'" } ?? "-"
    print("\(screen.typeName)  \(screen.storyboard.map { "\($0).storyboard" } ?? "code-only")  \(identifier)  (\(parameters))")
}
for finding in project.findings {
    let location = finding.location
    print("\(relative(location.file)):\(location.line):\(location.column): \(finding.severity): \(finding.message) [\(finding.rule)]")
}
exit(project.findings.contains { $0.severity == .error } ? 1 : 0)
