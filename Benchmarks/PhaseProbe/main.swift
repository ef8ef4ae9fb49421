import Foundation
@_spi(Scenery) import SceneryWorkspace
import SceneryKit
@_spi(Scenery) import SceneryProjectIndex

// Temporary (not committed): times the cold index's phases.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
let root = CommandLine.arguments[1]
let runs = Int(CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "5") ?? 5
var rows: [[Double]] = []
for _ in 0..<runs {
    let t0 = now()
    let (configuration, _) = Workspace.configuration(root: root)
    let files = Workspace.discoverFiles(configuration)
    let t1 = now()
    var index = ProjectIndex(scanOptions: configuration.scanOptions)
    _ = index.load(paths: files.map(\.path), read: { Workspace.read($0) })
    let t2 = now()
    let analysis = Analysis(configuration: configuration, index: index)
    let t3 = now()
    withExtendedLifetime(analysis) {}
    let t4 = now()
    let loaded = try SceneryProject.load(path: root)
    let t5 = now()
    withExtendedLifetime(loaded) {}
    rows.append([t1 - t0, t2 - t1, t3 - t2, t5 - t4].map { Double($0) / 1e6 })
}
for (i, name) in ["discover", "read+scan", "join", "full load"].enumerated() {
    let v = rows.map { $0[i] }.sorted()
    print(name, String(format: "p50 %.1f ms  min %.1f", v[v.count / 2], v[0]))
}
// join marks: median per step across loads
var steps: [String: [Double]] = [:]
var prev: (String, UInt64)? = nil
for m in ProbeClock.marks { if let p = prev, m.0 != "T0" { steps["\(p.0)-\(m.0)", default: []].append(Double(m.1 - p.1) / 1e6) }; prev = m }
for k in steps.keys.sorted() { let v = steps[k]!.sorted(); print(k, String(format: "%.1f", v[v.count/2])) }
