import Foundation

/// Compare `actual` with the golden file at `path`; with `UPDATE_GOLDENS=1` write it instead.
/// Returns a readable failure message, or nil when they match.
package func compareWithGolden(_ actual: String, path: String) -> String? {
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        do {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "could not write golden \(path): \(error)"
        }
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
        return "missing golden \(path); run the tests with UPDATE_GOLDENS=1 to create it"
    }
    return goldenDifference(expected: expected, actual: actual, path: path, firstLine: 1)
}

/// Compare `actual` with the lines of the file at `path` between the line `begin` and the line
/// `end` (a generated part of a hand-written document); with `UPDATE_GOLDENS=1` replace them.
/// Returns a readable failure message, or nil when they match.
package func compareWithGoldenSection(_ actual: String, path: String, begin: String, end: String) -> String? {
    guard let document = try? String(contentsOfFile: path, encoding: .utf8) else { return "missing \(path)" }
    guard let beginRange = document.range(of: begin + "\n"),
        let endRange = document.range(of: "\n" + end, range: beginRange.upperBound..<document.endIndex)
    else { return "\(path) has no part between \(begin) and \(end)" }
    // The marker's own newline ends the part's last line.
    let expected = String(document[beginRange.upperBound..<endRange.lowerBound]) + "\n"
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
        let updated = String(document[..<beginRange.upperBound]) + actual + String(document[document.index(after: endRange.lowerBound)...])
        do {
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "could not write \(path): \(error)"
        }
    }
    let firstLine = document[..<beginRange.upperBound].filter { $0 == "\n" }.count + 1
    return goldenDifference(expected: expected, actual: actual, path: path, firstLine: firstLine)
}

/// The first line where `actual` differs from `expected`, numbered from `firstLine` in `path`.
private func goldenDifference(expected: String, actual: String, path: String, firstLine: Int) -> String? {
    if expected == actual { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
        let right = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
        if left != right {
            return "\(path):\(index + firstLine) differs from the golden (UPDATE_GOLDENS=1 refreshes it)\n  expected: \(left)\n  actual:   \(right)"
        }
    }
    return "\(path) differs from the golden"
}

/// The package root, found from this file's location (Tests/SceneryTestSupport/Golden.swift).
package let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
