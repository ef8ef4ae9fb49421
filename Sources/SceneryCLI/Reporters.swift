import Foundation
import Workspace

/// How `scenery check` prints diagnostics.
public enum Reporter: String, CaseIterable, Sendable {
    /// `path:line:col: error: message [rule-id]`, relative paths, related notes indented.
    case text
    /// What an Xcode Run Script phase shows inline: absolute paths, `error`/`warning`/`note`.
    case xcode
    /// A JSON array of diagnostics, for other tools.
    case json

    /// Renders `diagnostics`; `texts` gives the current bytes of the files they point into.
    public func render(_ diagnostics: [Diagnostic], configuration: ProjectConfiguration, texts: (String) -> SourceText?) -> String {
        func place(_ location: SourceLocation, absolute: Bool) -> (path: String, line: Int, column: Int) {
            let (line, column) = texts(location.path)?.lineAndColumn(of: location.range.lowerBound) ?? (1, 1)
            return (absolute ? location.path : configuration.relativePath(location.path), line, column)
        }
        switch self {
        case .text, .xcode:
            let absolute = self == .xcode
            return diagnostics.map { diagnostic in
                let at = place(diagnostic.location, absolute: absolute)
                var lines = ["\(at.path):\(at.line):\(at.column): \(Self.xcodeSeverity(diagnostic.severity)): \(diagnostic.message) [\(diagnostic.rule)]"]
                for related in diagnostic.related {
                    let there = place(related.location, absolute: absolute)
                    lines.append("\(absolute ? "" : "    ")\(there.path):\(there.line):\(there.column): note: \(related.message)")
                }
                return lines.joined(separator: "\n") + "\n"
            }.joined()
        case .json:
            let objects: [[String: Any]] = diagnostics.map { diagnostic in
                let at = place(diagnostic.location, absolute: false)
                return [
                    "rule": diagnostic.rule, "severity": diagnostic.severity.rawValue, "message": diagnostic.message,
                    "file": at.path, "line": at.line, "column": at.column,
                    "related": diagnostic.related.map { related in
                        let there = place(related.location, absolute: false)
                        return ["file": there.path, "line": there.line, "column": there.column, "message": related.message] as [String: Any]
                    },
                    "fixes": diagnostic.fixes.map(\.title),
                ]
            }
            let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }

    /// Xcode understands error, warning and note.
    static func xcodeSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .hint: "note"
        }
    }
}
