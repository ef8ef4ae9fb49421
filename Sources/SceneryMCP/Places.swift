import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A place as the tools write it: project-relative, one-based line and UTF-8 byte column (as
/// `swiftc` and `scenery check` print them).
struct Place: Encodable {
    var file: String
    var line: Int
    var column: Int

    /// `Sources/Profile.swift:3:5`
    var text: String { "\(file):\(line):\(column)" }
}

/// A text edit as the tools write it: the range replaced, end exclusive, and the new text.
struct FileEditAnswer: Encodable {
    var file: String
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    var newText: String
}

extension IndexedTexts {
    func place(of location: SourceLocation) -> Place {
        let at = lineAndColumn(location.range.lowerBound, in: location.path)
        return Place(file: relativePath(location.path), line: at.line, column: at.column)
    }

    /// `linesRead`: the lines of the files a rename read beside the index, which its edits there are in.
    func answer(_ edit: Fix.FileEdit, linesRead: [String: LineIndex] = [:]) -> FileEditAnswer {
        let lines = lineIndex(of: edit.path) ?? linesRead[edit.path]
        let start = lines?.lineAndColumn(of: edit.edit.range.lowerBound) ?? (line: 1, column: 1)
        let end = lines?.lineAndColumn(of: edit.edit.range.upperBound) ?? (line: 1, column: 1)
        return FileEditAnswer(
            file: relativePath(edit.path), startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column,
            newText: edit.edit.newText
        )
    }
}

extension ProjectHost {
    /// The absolute path of the project file `argument` names (relative to the root, or absolute).
    func projectFile(_ argument: String) throws -> String {
        let path = argument.hasPrefix("/") ? argument : configuration.root + "/" + argument
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        guard paths.contains(standardized) else {
            throw ToolFailure("\(argument) is not one of the project's Swift, storyboard or xib files (under \(configuration.root))")
        }
        return standardized
    }
}
