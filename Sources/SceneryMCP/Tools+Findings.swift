@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
import SceneryCLI
@_spi(Scenery) import SceneryHost
import SceneryKit
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

// MARK: check

extension Tools {
    struct CheckArguments: Decodable {
        var files: [String]?
        var rules: [String]?
    }

    struct Findings: Encodable {
        struct Finding: Encodable {
            struct Related: Encodable {
                var place: Place
                var message: String
            }

            struct FixAnswer: Encodable {
                var title: String
                var edits: [FileEditAnswer]
            }

            struct RefusedFix: Encodable {
                var title: String
                var reason: String
            }

            var rule: String
            var severity: String
            var message: String
            var place: Place
            var related: [Related]
            var fixes: [FixAnswer]
            var refusedFixes: [RefusedFix]
        }

        var findings: [Finding]
        var errorCount: Int
        /// What is wrong with `.scenery.yml`, each on its line: the defaults are in force there.
        var configurationProblems: [String]
    }

    static let check = Tool.make(
        name: "check",
        title: "Check code against storyboards",
        description: "Every place where code and storyboards or xibs disagree (a Storyboard ID, segue, storyboard or class that "
            + "does not match), as `scenery check` reports it, each with its fixes as text edits: only fixes that, checked "
            + "against the whole project, resolve the finding and break nothing else; the others are `refusedFixes`, with why. "
            + "`files` limits it to findings located in those files; `rules` to those rule ids.",
        input: Schema.object([
            "files": Schema.array(of: Schema.string(), "Project files (relative to the root, or absolute)."),
            "rules": Schema.array(of: Schema.string(), "Rule ids, as `scenery rules` lists them (scene-not-found…)."),
        ]),
        output: Schema.object(
            [
                "findings": Schema.array(
                    of: Schema.object(
                        [
                            "rule": Schema.string(), "severity": Schema.string(oneOf: ["error", "warning", "info", "hint"]),
                            "message": Schema.string(), "place": Schema.place,
                            "related": Schema.array(
                                of: Schema.object(["place": Schema.place, "message": Schema.string()], required: ["place", "message"])),
                            "fixes": Schema.array(
                                of: Schema.object(
                                    ["title": Schema.string(), "edits": Schema.array(of: Schema.fileEdit)], required: ["title", "edits"])
                            ),
                            "refusedFixes": Schema.array(
                                of: Schema.object(["title": Schema.string(), "reason": Schema.string()], required: ["title", "reason"]),
                                "Fixes not offered: applied, they would leave the finding or add another."
                            ),
                        ],
                        required: ["rule", "severity", "message", "place", "related", "fixes", "refusedFixes"]
                    )
                ),
                "errorCount": Schema.integer(minimum: 0),
                "configurationProblems": Schema.array(of: Schema.string(), "What is wrong with .scenery.yml; the defaults are in force there."),
            ],
            required: ["findings", "errorCount", "configurationProblems"]
        )
    ) { (host, arguments: CheckArguments) in
        if let unknown = arguments.rules?.first(where: { Checks.rule(id: $0) == nil }) {
            throw ToolFailure("Scenery has no rule '\(unknown)'; its rules are \(Checks.allRules.map { $0.id }.joined(separator: ", "))")
        }
        let focus = try arguments.files.map { try $0.map(host.projectFile) }
        let configuration = host.configuration
        let (findings, report) = host.answer { analysis, texts in
            let whole = focus == nil ? analysis.diagnostics() : nil
            let diagnostics = (focus.map { $0.flatMap { analysis.diagnostics(in: $0) } } ?? whole ?? [])
                .filter { arguments.rules?.contains($0.rule) ?? true }
            let located = diagnostics.map { LocatedDiagnostic($0, lines: texts.lineIndex(of:)) }
            // Made once a finding has a fix to check: it holds the whole project's findings.
            lazy var fixes = host.fixChecker(whole: whole)
            let findings = diagnostics.map { diagnostic in
                let verdicts = diagnostic.fixes.isEmpty ? [] : fixes.verdicts(on: diagnostic)
                return Findings.Finding(
                    rule: diagnostic.rule, severity: diagnostic.severity.rawValue, message: diagnostic.message,
                    place: texts.place(of: diagnostic.location),
                    related: diagnostic.related.map { .init(place: texts.place(of: $0.location), message: $0.message) },
                    fixes: verdicts.compactMap(\.offered).map { fix in .init(title: fix.title, edits: fix.edits.map { texts.answer($0) }) },
                    refusedFixes: verdicts.compactMap { verdict in
                        if case .refused(let title, let reason) = verdict { .init(title: title, reason: reason) } else { nil }
                    }
                )
            }
            return (findings, Reporter.text.render(located, configuration: configuration))
        }
        let errors = findings.filter { $0.severity == Severity.error.rawValue }.count
        let problems = host.configurationIssues.map { "\(configuration.relativePath($0.path)):\($0.line): \($0.message)" }
        let summary = findings.isEmpty ? "No findings." : "\(errors) error(s), \(findings.count - errors) other finding(s)."
        return ToolOutput(
            text: problems.map { "error: \($0)\n" }.joined() + String(decoding: report, as: UTF8.self) + summary,
            structured: Findings(findings: findings, errorCount: errors, configurationProblems: problems)
        )
    }
}

// MARK: navigation_graph

extension Tools {
    enum GraphFormat: String, CaseIterable {
        case json, dot, mermaid
    }

    struct NavigationGraphArguments: Decodable {
        var format: Choice<GraphFormat>?
    }

    struct Graph: Encodable {
        struct Node: Encodable {
            var id: String
            var storyboard: String?
            var file: String
            var line: Int
        }

        struct Edge: Encodable {
            var from: String?
            var origin: String?
            var to: String
            var kind: String
            var place: Place
        }

        var nodes: [Node]
        var edges: [Edge]
        /// The drawing's source, in the format asked for (DOT, Mermaid).
        var drawing: String?
    }

    static let navigationGraph = Tool.make(
        name: "navigation_graph", title: "Navigation graph",
        description: "The app's navigation: a node per screen and an edge per transition (a factory's create, push or present "
            + "call, string-based instantiation, a segue), with where each is made. `format` dot or mermaid adds the drawing's source.",
        input: Schema.object(["format": Schema.string("json (the default), dot or mermaid.", oneOf: Choice<GraphFormat>.words)]),
        output: Schema.object(
            [
                "nodes": Schema.array(
                    of: Schema.object(
                        ["id": Schema.string(), "storyboard": Schema.string(), "file": Schema.string(), "line": Schema.integer(minimum: 1)],
                        required: ["id", "file", "line"]
                    )
                ),
                "edges": Schema.array(
                    of: Schema.object(
                        [
                            "from": Schema.string(), "origin": Schema.string(), "to": Schema.string(),
                            "kind": Schema.string(oneOf: ["create", "push", "present", "instantiate", "segue"]), "place": Schema.place,
                        ],
                        required: ["to", "kind", "place"]
                    )
                ),
                "drawing": Schema.string("The DOT or Mermaid source, when asked for."),
            ],
            required: ["nodes", "edges"]
        )
    ) { (host, arguments: NavigationGraphArguments) in
        let configuration = host.configuration
        let project = SceneryProject(host)
        let (graph, screens) = (project.navigationGraph, project.screens)
        let drawing = NavigationDrawing(graph, screens: screens)
        let source: String? =
            switch arguments.format?.value ?? .json {
            case .json: nil
            case .dot: drawing.dot()
            case .mermaid: drawing.mermaid()
            }
        let answer = Graph(
            nodes: screens.map { Graph.Node(id: $0.typeName, storyboard: $0.storyboard, file: configuration.relativePath($0.file), line: $0.line) },
            edges: graph.edges.map { edge in
                let place = Place(file: configuration.relativePath(edge.location.file), line: edge.location.line, column: edge.location.column)
                return Graph.Edge(from: edge.from, origin: edge.origin, to: edge.to, kind: edge.kind.rawValue, place: place)
            },
            drawing: source
        )
        let lines = answer.edges.map { "\($0.origin ?? $0.from ?? "top-level code") -\($0.kind)-> \($0.to)  \($0.place.text)" }
        let text = source ?? (["\(answer.nodes.count) screen(s), \(answer.edges.count) transition(s)"] + lines).joined(separator: "\n")
        return ToolOutput(text: text, structured: answer)
    }
}
