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
    if expected == actual { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
        let right = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
        if left != right {
            return "\(path):\(index + 1) differs from the golden (UPDATE_GOLDENS=1 refreshes it)\n  expected: \(left)\n  actual:   \(right)"
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
