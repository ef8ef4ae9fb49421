import ArgumentParser
import Foundation
import SceneryKit

package struct Graph: ParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "Draw the app's navigation: screens grouped by storyboard, and who creates, pushes, presents or segues to whom.",
        discussion: "dot (Graphviz) and mermaid are text; svg runs Graphviz's `dot`, which must be installed. " + ExitStatus.summary
    )

    package enum Format: String, CaseIterable, ExpressibleByArgument {
        case dot, mermaid, svg
    }

    @OptionGroup package var project: ProjectOptions
    @Option(help: "dot, mermaid or svg.") package var format: Format = .dot

    package init() {}

    package func run() throws {
        let loaded = try project.load()
        let scenery = SceneryProject(loaded)
        let drawing = NavigationDrawing(scenery.navigationGraph, screens: scenery.screens)
        switch format {
        case .dot: print(drawing.dot(), terminator: "")
        case .mermaid: print(drawing.mermaid(), terminator: "")
        case .svg:
            guard let dot = Self.executable(named: "dot") else {
                standardError(
                    "error: --format svg needs Graphviz's `dot` on the PATH (apt-get install graphviz, brew install graphviz); --format dot writes its input"
                )
                throw ExitStatus.failure.code
            }
            FileHandle.standardOutput.write(try Self.render(drawing.dot(), with: dot))
        }
        loaded.exitStatus(.clean).exit()
    }

    /// The first executable file called `name` in a folder of `$PATH`.
    static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `dot -Tsvg` of `graph`; its own message when it fails.
    static func render(_ graph: String, with dot: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            standardError("error: cannot run \(dot): \(error.localizedDescription)")
            throw ExitStatus.failure.code
        }
        // Written from another thread: a large graph fills the pipe before `dot` answers.
        let text = Data(graph.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(text)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            standardError("error: dot failed: \(String(decoding: message, as: UTF8.self))")
            throw ExitStatus.failure.code
        }
        return svg
    }
}

/// The navigation graph as a picture's source: one node per screen, grouped by the storyboard it
/// is created from or, when no factory can create it, the one that holds its scene (code-only
/// screens stand alone), a node for each type that opens screens
/// without being one (a scene that segues without being a screen, a navigation controller named
/// by its root screen, in its storyboard), a node for each SwiftUI view a hosting controller shows,
/// and one edge per caller, screen and kind, labelled with
/// the kind (and how many places make it, when more than one).
package struct NavigationDrawing {
    struct Edge: Hashable {
        var from: String
        var to: String
        var kind: String
    }

    /// Storyboard (nil: none) → its screens, in the project's order, and the scenes that segue
    /// without being screens (navigation controllers), in the order first met.
    var groups: [(storyboard: String?, screens: [String], scenes: [String])] = []
    /// Callers that are not screens and no storyboard's scenes (coordinators, the app delegate, top-level code).
    var otherCallers: [String] = []
    /// The SwiftUI views hosting controllers show.
    var hostedViews: [String] = []
    /// Each edge with how many places make it, in the order first made.
    var edges: [(edge: Edge, count: Int)] = []

    package init(_ graph: SceneryNavigationGraph, screens: [SceneryScreen]) {
        var byStoryboard: [String?: [String]] = [:]
        var storyboards: [String?] = []
        for screen in screens {
            // Where a factory creates it from, else where its scene is.
            let storyboard = screen.storyboard ?? screen.storyboards.first
            if byStoryboard[storyboard] == nil { storyboards.append(storyboard) }
            byStoryboard[storyboard, default: []].append(screen.typeName)
        }
        let screenNames = Set(screens.map(\.typeName))
        hostedViews = graph.hostedViews
        // A segue's source that is no screen is a scene of the storyboard the segue is in.
        var scenesByStoryboard: [String: [String]] = [:]
        var placed: Set<String> = []
        for edge in graph.edges where edge.kind == .segue {
            guard let caller = edge.origin, !screenNames.contains(caller), !placed.contains(caller) else { continue }
            let file = (edge.location.file as NSString).lastPathComponent
            let storyboard = file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
            if byStoryboard[storyboard] == nil, scenesByStoryboard[storyboard] == nil { storyboards.append(storyboard) }
            scenesByStoryboard[storyboard, default: []].append(caller)
            placed.insert(caller)
        }
        groups = storyboards.sorted { ($0 ?? "") < ($1 ?? "") }.map { storyboard in
            (storyboard, byStoryboard[storyboard] ?? [], storyboard.flatMap { scenesByStoryboard[$0] } ?? [])
        }
        var positions: [Edge: Int] = [:]
        for edge in graph.edges {
            let caller = edge.origin ?? edge.from ?? "top-level code"
            if !screenNames.contains(caller), !placed.contains(caller), !otherCallers.contains(caller) { otherCallers.append(caller) }
            let drawn = Edge(from: caller, to: edge.to, kind: edge.kind.rawValue)
            if let position = positions[drawn] {
                edges[position].count += 1
            } else {
                positions[drawn] = edges.count
                edges.append((drawn, 1))
            }
        }
    }

    private func label(_ edge: (edge: Edge, count: Int)) -> String {
        edge.count > 1 ? "\(edge.edge.kind) ×\(edge.count)" : edge.edge.kind
    }

    /// Graphviz: storyboards as clusters, callers that are not screens as ellipses, SwiftUI views as
    /// dashed rounded boxes.
    package func dot() -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines = [
            "digraph Navigation {", "    rankdir=LR;", "    fontname=\"Helvetica\";", "    node [shape=box, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for (index, group) in groups.enumerated() {
            guard let storyboard = group.storyboard else {
                lines += group.screens.map { "    \(quoted($0));" }
                continue
            }
            lines.append("    subgraph cluster_\(index) {")
            lines.append("        label=\(quoted(storyboard + ".storyboard"));")
            lines += group.screens.map { "        \(quoted($0));" }
            lines += group.scenes.map { "        \(quoted($0)) [shape=ellipse];" }
            lines.append("    }")
        }
        lines += otherCallers.map { "    \(quoted($0)) [shape=ellipse];" }
        lines += hostedViews.map { "    \(quoted($0)) [style=\"rounded,dashed\"];" }
        lines += edges.map { "    \(quoted($0.edge.from)) -> \(quoted($0.edge.to)) [label=\(quoted(label($0)))];" }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// Mermaid: storyboards as subgraphs, callers that are not screens as rounded nodes, SwiftUI
    /// views as stadiums.
    package func mermaid() -> String {
        // Mermaid ids are plain words; the names are the labels.
        var ids: [String: String] = [:]
        func id(_ name: String) -> String {
            if let known = ids[name] { return known }
            let made = "n\(ids.count)_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            ids[name] = made
            return made
        }
        func text(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "#quot;") + "\"" }
        var lines = ["flowchart LR"]
        for (index, group) in groups.enumerated() {
            guard let storyboard = group.storyboard else {
                lines += group.screens.map { "    \(id($0))[\(text($0))]" }
                continue
            }
            lines.append("    subgraph storyboard\(index) [\(text(storyboard + ".storyboard"))]")
            lines += group.screens.map { "        \(id($0))[\(text($0))]" }
            lines += group.scenes.map { "        \(id($0))(\(text($0)))" }
            lines.append("    end")
        }
        lines += otherCallers.map { "    \(id($0))(\(text($0)))" }
        lines += hostedViews.map { "    \(id($0))([\(text($0))])" }
        lines += edges.map { "    \(id($0.edge.from)) -->|\(text(label($0)))| \(id($0.edge.to))" }
        return lines.joined(separator: "\n") + "\n"
    }
}
