import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// Findings recorded once (`check --write-baseline FILE`) and not reported again (`--baseline FILE`),
/// so a project can adopt Scenery, or a stricter rule, and fail only on what is new.
///
/// A finding is known by what an unrelated edit leaves alone: its rule, its file (relative to the
/// project root), the text of its line (without surrounding whitespace) and its message, which
/// names what is involved; never by line or column, which lines inserted above would move. Equal
/// keys are counted: a baseline that holds one finding suppresses one of two equal ones.
struct Baseline: Codable, Equatable {
    /// The format this version of Scenery writes and reads.
    static let formatVersion = 1

    struct Finding: Codable, Hashable, Comparable {
        var rule: String
        var file: String
        var line: String
        var message: String

        static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.file, lhs.rule, lhs.line, lhs.message) < (rhs.file, rhs.rule, rhs.line, rhs.message)
        }
    }

    var version: Int
    var findings: [Finding]

    /// `text` gives the text of a file the diagnostics point into.
    init(_ diagnostics: [Diagnostic], configuration: ProjectConfiguration, text: (String) -> SourceText?) {
        version = Self.formatVersion
        // Sorted, so that the file changes only when the findings do.
        findings = diagnostics.map { Self.finding($0, configuration: configuration, text: text) }.sorted()
    }

    static func finding(_ diagnostic: Diagnostic, configuration: ProjectConfiguration, text: (String) -> SourceText?) -> Finding {
        let location = diagnostic.location
        let line = text(location.path).map { text in
            text[text.lineRange(text.line(of: location.range.lowerBound))].trimmingCharacters(in: .whitespaces)
        }
        return Finding(rule: diagnostic.rule, file: configuration.relativePath(location.path), line: line ?? "", message: diagnostic.message)
    }

    /// `diagnostics` without those the baseline records, and how many it suppressed.
    func filter(
        _ diagnostics: [LocatedDiagnostic], configuration: ProjectConfiguration, text: (String) -> SourceText?
    ) -> (kept: [LocatedDiagnostic], suppressed: Int) {
        var remaining = Dictionary(findings.map { ($0, 1) }, uniquingKeysWith: +)
        let kept = diagnostics.filter { located in
            let key = Self.finding(located.diagnostic, configuration: configuration, text: text)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
        return (kept, diagnostics.count - kept.count)
    }

    /// A baseline file that is missing, not JSON, or of another format is an error that says which.
    static func read(_ path: String) throws -> Baseline {
        let bytes: [UInt8]
        switch Workspace.read(path) {
        case .success(let read): bytes = read
        case .failure(let error): throw BaselineError(path: path, problem: "\(error)")
        }
        // The version first: a file of another format is named as such, not as a decoding error.
        struct Header: Decodable { var version: Int }
        let decoder = JSONDecoder()
        do {
            let header = try decoder.decode(Header.self, from: Data(bytes))
            guard header.version == formatVersion else {
                throw BaselineError(
                    path: path,
                    problem:
                        "is a baseline of format \(header.version); this scenery reads format \(formatVersion) (write it again with --write-baseline)"
                )
            }
            return try decoder.decode(Baseline.self, from: Data(bytes))
        } catch let error as BaselineError {
            throw error
        } catch {
            throw BaselineError(
                path: path, problem: "is not a Scenery baseline (\(Self.describe(error))); write one with `scenery check --write-baseline \(path)`")
        }
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(self)
            try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError(path: path, problem: "cannot be written (\(error.localizedDescription))")
        }
    }

    /// Where decoding stopped, in words: the key path and what was wrong there.
    private static func describe(_ error: Error) -> String {
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"\(at(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(context.debugDescription)\(at(context.codingPath))"
        case .dataCorrupted(let context): return context.codingPath.isEmpty ? "not JSON" : "\(context.debugDescription)\(at(context.codingPath))"
        case .none: return error.localizedDescription
        @unknown default: return error.localizedDescription
        }
    }
}

struct BaselineError: Error, CustomStringConvertible {
    var path: String
    var problem: String

    var description: String {
        // Workspace's own errors already start with the path.
        problem.hasPrefix(path) ? problem : "\(path) \(problem)"
    }
}
