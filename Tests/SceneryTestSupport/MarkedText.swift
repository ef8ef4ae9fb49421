import Foundation
@_spi(Scenery) import ScenerySourceText

/// Text with test markers taken out and their byte offsets kept:
/// - `1️⃣`…`🔟`: positions (a cursor),
/// - `⏩…⏪`: ranges, in order of appearance,
/// - `↓`: an expected diagnostic starting at the next character.
package struct MarkedText: Sendable {
    package static let positionMarkers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    package let text: String
    package let positions: [String: Int]
    package let ranges: [ByteRange]
    package let arrows: [Int]

    package init(_ marked: String) {
        var output: [UInt8] = []
        var positions: [String: Int] = [:]
        var ranges: [ByteRange] = []
        var openRanges: [Int] = []
        var arrows: [Int] = []
        var rest = Substring(marked)
        while let first = rest.first {
            if let marker = Self.positionMarkers.first(where: { rest.hasPrefix($0) }) {
                positions[marker] = output.count
                rest = rest.dropFirst(marker.count)
            } else if first == "⏩" {
                openRanges.append(output.count)
                rest = rest.dropFirst()
            } else if first == "⏪", let start = openRanges.popLast() {
                ranges.append(ByteRange(start, output.count))
                rest = rest.dropFirst()
            } else if first == "↓" {
                arrows.append(output.count)
                rest = rest.dropFirst()
            } else {
                output.append(contentsOf: Array(String(first).utf8))
                rest = rest.dropFirst()
            }
        }
        self.text = String(decoding: output, as: UTF8.self)
        self.positions = positions
        self.ranges = ranges.sorted()
        self.arrows = arrows
    }

    package var source: SourceText { SourceText(text) }

    /// The offset of a position marker; a test that names a marker its fixture lacks is broken.
    package func offset(_ marker: String) -> Int {
        guard let offset = positions[marker] else {
            preconditionFailure("fixture has no \(marker) marker")
        }
        return offset
    }
}

/// Several files in one literal, each introduced by a `-- Name.ext --` line (paths may hold
/// folders: `-- Screens/Profile.swift --`). Markers work in every file.
package struct Fixture: Sendable {
    package struct File: Sendable {
        package let name: String
        package let path: String
        package let marked: MarkedText
        package var text: String { marked.text }
        package var bytes: [UInt8] { Array(marked.text.utf8) }
    }

    package let root: String
    package let files: [File]

    package init(_ literal: String, root: String = "/project") {
        self.root = root
        var files: [File] = []
        var name: String?
        var lines: [String] = []
        func flush() {
            if let name {
                // A trailing empty line is the literal's own last newline, not the file's.
                if lines.last?.isEmpty == true { lines.removeLast() }
                let body = lines.joined(separator: "\n")
                files.append(File(name: name, path: root + "/" + name, marked: MarkedText(body + (body.isEmpty ? "" : "\n"))))
            }
            lines = []
        }
        // Split on "\n" scalars, not Characters: "\r\n" is one Character, and CRLF fixtures
        // must keep their "\r" at the end of each line.
        for scalars in literal.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(String.UnicodeScalarView(scalars))
            let trimmed = line.trimmingCharacters(in: " ").trimmingCharacters(in: "\r")
            if trimmed.hasPrefix("-- "), trimmed.hasSuffix(" --"), trimmed.count > 6 {
                flush()
                name = String(trimmed.dropFirst(3).dropLast(3))
            } else if name != nil {
                lines.append(line)
            }
        }
        flush()
        self.files = files
    }

    /// The fixture's name for an absolute path (the path itself when it is not in the fixture).
    package func name(of path: String) -> String {
        files.first { $0.path == path }?.name ?? path
    }

    package subscript(name: String) -> File {
        guard let file = files.first(where: { $0.name == name }) else {
            preconditionFailure("fixture has no file \(name)")
        }
        return file
    }

    /// Writes the files of `literal` (markers removed) to a fresh temporary folder and returns its
    /// path, symbolic links resolved; the caller removes it.
    package static func written(_ literal: String, prefix: String) throws -> String {
        let root = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        for file in Fixture(literal, root: root).files {
            try FileManager.default.createDirectory(atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path))
        }
        return URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice = slice.dropFirst() }
        while slice.last == set { slice = slice.dropLast() }
        return String(slice)
    }
}
