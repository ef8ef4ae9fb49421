import Foundation

/// Reads `.xcconfig` files into assignments, their `#include`s in place; each file once.
struct XcodeConfigurationFiles {
    private let readFile: (String) -> [UInt8]?
    /// Each file read, by path; nil when it is missing.
    private var loaded: [String: [BuildSettingAssignment]?] = [:]
    /// The files being read, outermost first: an include of one of them is a cycle.
    private var including: [String] = []
    /// Every file looked for, found or not: creating a missing one changes the settings too.
    private(set) var paths: Set<String> = []
    /// Far beyond real projects; a bound so that generated include chains cannot exhaust the stack.
    private static let maximumNesting = 64

    init(readFile: @escaping (String) -> [UInt8]?) {
        self.readFile = readFile
    }

    /// The assignments of the file at `path` (absolute, standardized) in order; nil when it is missing.
    /// What its includes lack is added to `warnings`.
    mutating func assignments(ofFile path: String, warnings: inout [String]) -> [BuildSettingAssignment]? {
        if let known = loaded[path] { return known }
        paths.insert(path)
        guard let bytes = readFile(path) else {
            loaded[path] = .some(nil)
            return nil
        }
        including.append(path)
        let assignments = parse(bytes, of: path, warnings: &warnings)
        including.removeLast()
        loaded[path] = assignments
        return assignments
    }

    /// Lines are `NAME[conditions] = value`, `#include "path"` or `#include? "path"` (optional);
    /// `//` starts a comment anywhere (even in a URL, as in Xcode); a trailing `;` is dropped.
    private mutating func parse(_ bytes: [UInt8], of path: String, warnings: inout [String]) -> [BuildSettingAssignment] {
        var assignments: [BuildSettingAssignment] = []
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        for line in text.split(whereSeparator: \.isNewline) {
            let content = (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line).trimmingCharacters(in: .whitespaces)
            if content.hasPrefix("#include") {
                assignments += included(by: content.dropFirst("#include".count), in: path, warnings: &warnings)
            } else if let equals = Self.assignmentEquals(in: content) {
                var value = content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(";") { value = value.dropLast().trimmingCharacters(in: .whitespaces) }
                if let assignment = BuildSettingAssignment(key: content[..<equals], value: value) { assignments.append(assignment) }
            }
        }
        return assignments
    }

    /// The `=` between a setting and its value: the first outside the conditions' brackets.
    private static func assignmentEquals(in line: String) -> String.Index? {
        var depth = 0
        return line.firstIndex { character in
            if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
            }
            return character == "=" && depth == 0
        }
    }

    /// `directive` is what follows `#include`: `? "path"` or ` "path"`, relative to the including file.
    private mutating func included(by directive: Substring, in path: String, warnings: inout [String]) -> [BuildSettingAssignment] {
        let isOptional = directive.hasPrefix("?")
        let quoted = directive.dropFirst(isOptional ? 1 : 0).trimmingCharacters(in: .whitespaces)
        // `<DEVELOPER_DIR>/…` is outside the checkout.
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\""), !quoted.hasPrefix("\"<") else { return [] }
        let includedPath = PathText.resolve(String(quoted.dropFirst().dropLast()), in: PathText.directory(of: path))
        if including.contains(includedPath) {
            warnings.append("\(path) includes \(includedPath), which is already being read (an include cycle); that include is skipped.")
            return []
        }
        guard including.count < Self.maximumNesting else {
            warnings.append("\(path) includes \(includedPath), \(Self.maximumNesting) includes deep; that include is skipped.")
            return []
        }
        guard let assignments = assignments(ofFile: includedPath, warnings: &warnings) else {
            if !isOptional { warnings.append("The configuration file \(includedPath) (included by \(path)) is missing.") }
            return []
        }
        return assignments
    }
}
