import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace
import Yams

/// `.scenery.yml` (or the editor's JSON settings) → configuration and problems, as `Workspace` loads it:
/// every problem names a line of the file, loading twice gives the same result, and a file loaded with no
/// problem loads the same again from Yams's own writing of it, and when applied over its own result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (configuration, issues) = load(text)
    let lines = SourceText(text).lineCount
    for issue in issues where !(1...lines).contains(issue.line) {
        fatalError("A problem on line \(issue.line) of a file of \(lines) lines: \(issue)")
    }
    let again = load(text)
    guard again.0 == configuration, again.1 == issues else {
        fatalError("Loading twice differs:\n\(configuration)\n\(issues)\n\(again)")
    }
    guard issues.isEmpty, let document = try? Yams.compose(yaml: text) else { return 0 }
    let rewritten: String
    do {
        rewritten = try Yams.serialize(node: document)
    } catch {
        return 0
    }
    let reloaded = load(rewritten)
    guard reloaded.0 == configuration, reloaded.1.isEmpty else {
        fatalError("Accepted, but written out by Yams it loads differently:\n\(rewritten)\n\(configuration)\n\(reloaded)")
    }
    let reapplied = ConfigurationLoader.load(root: root, text: text, path: path, base: configuration)
    guard reapplied.0 == configuration, reapplied.1.isEmpty else {
        fatalError("Accepted, but applied over its own result it changes it:\n\(configuration)\n\(reapplied)")
    }
    return 0
}

private let root = "/project"
private let path = root + "/.scenery.yml"

private func load(_ text: String) -> (ProjectConfiguration, [ConfigurationIssue]) {
    ConfigurationLoader.load(root: root, text: text, path: path)
}
