import Foundation
@_spi(Scenery) import SceneryAnalysis
import SceneryCLI
@_spi(Scenery) import SceneryHost
import SceneryKit
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

// MARK: list_screens

extension Tools {
    struct ListScreensArguments: Decodable {
        var filter: String?
    }

    struct ScreenList: Encodable {
        var screens: [ScreenRow]
    }

    /// One screen as `scenery screens --json` writes it.
    static let screenRow = Schema.object(
        [
            "name": Schema.string("The class, qualified by its enclosing types."),
            "file": Schema.string(), "line": Schema.integer(minimum: 1),
            "superclasses": Schema.array(of: Schema.string()),
            "origin": Schema.string(
                "Profile.storyboard, Profile.storyboard (initial scene), Profile.xib, code-only, or why no factory can create it."),
            "storyboard": Schema.string("The storyboard its factory instantiates it from."),
            "storyboardIdentifier": Schema.string("The Storyboard ID its factory instantiates it by."),
            "factory": Schema.string("The generated factory's name."),
            "parameters": Schema.array(of: Schema.string(), "The factory's parameters, `label: Type` each."),
            "skipped": Schema.string("Why it has no factory."),
            "targets": Schema.array(of: Schema.string(), "The build targets that compile its file."),
        ],
        required: ["name", "file", "line", "superclasses", "origin", "parameters", "targets"]
    )

    static let listScreens = Tool.make(
        name: "list_screens", title: "List screens",
        description: "Every screen (view controller) of the project: its storyboard and Storyboard ID, xib or code-only, "
            + "its factory's parameters and where it is declared. `filter` keeps the names that contain it (any case).",
        input: Schema.object(["filter": Schema.string("Part of a screen's name.")]),
        output: Schema.object(["screens": Schema.array(of: screenRow)], required: ["screens"])
    ) { (host, arguments: ListScreensArguments) in
        let configuration = host.configuration
        let rows = SceneryProject(host).screens.map { ScreenRow($0, configuration: configuration) }.filter { row in
            arguments.filter.map { row.name.localizedCaseInsensitiveContains($0) } ?? true
        }
        let showsTargets = Set(rows.map(\.targets)).count > 1
        let text =
            rows.isEmpty
            ? "No screen\(arguments.filter.map { " matches '\($0)'" } ?? "s")."
            : rows.map { $0.line(showingTargets: showsTargets) }.joined(separator: "\n")
        return ToolOutput(text: text, structured: ScreenList(screens: rows))
    }
}

// MARK: describe_screen

extension Tools {
    struct DescribeScreenArguments: Decodable {
        var name: String
    }

    struct ScreenDescription: Encodable {
        struct Opening: Encodable {
            var kind: String
            /// The screen it starts from.
            var from: String?
            /// Who makes it: the type whose code holds the call, or the segue's source scene's class.
            var origin: String?
            /// The screen it leads to.
            var to: String
            var place: Place
        }

        struct Call: Encodable {
            var kind: String
            var code: String
        }

        struct LeavingSegue: Encodable {
            var identifier: String?
            var kind: String
            /// The destination scene's class.
            var destination: String?
            var place: Place
        }

        var screen: ScreenRow
        var creation: String
        var factoryCalls: [Call]
        var openedBy: [Opening]
        var opens: [Opening]
        var segues: [LeavingSegue]
    }

    static let describeScreen = Tool.make(
        name: "describe_screen", title: "Describe a screen",
        description: "One screen: how it is created (storyboard and Storyboard ID, xib, code), the factory calls to write "
            + "(create, push, present), who opens it and where, what it opens, and the segues leaving its scenes.",
        input: Schema.object(["name": Schema.string("The screen's class name (qualified or simple).")], required: ["name"]),
        output: Schema.object(
            [
                "screen": screenRow,
                "creation": Schema.string("How its factory creates it, in one sentence."),
                "factoryCalls": Schema.array(
                    of: Schema.object(
                        ["kind": Schema.string(oneOf: ["create", "push", "present"]), "code": Schema.string()], required: ["kind", "code"])
                ),
                "openedBy": Schema.array(of: opening),
                "opens": Schema.array(of: opening),
                "segues": Schema.array(
                    of: Schema.object(
                        ["identifier": Schema.string(), "kind": Schema.string(), "destination": Schema.string(), "place": Schema.place],
                        required: ["kind", "place"]
                    )
                ),
            ],
            required: ["screen", "creation", "factoryCalls", "openedBy", "opens", "segues"]
        )
    ) { (host, arguments: DescribeScreenArguments) in
        let configuration = host.configuration
        let screens = SceneryProject(host).screens
        let named = screens.filter { $0.typeName == arguments.name }
        let matches = named.isEmpty ? screens.filter { $0.typeName.split(separator: ".").last.map(String.init) == arguments.name } : named
        guard let screen = matches.first else { throw ToolFailure("No screen is named '\(arguments.name)'; list_screens lists them") }
        guard matches.count == 1 else {
            throw ToolFailure(
                "Several screens are named '\(arguments.name)': \(matches.map(\.typeName).joined(separator: ", ")); give the qualified name")
        }
        let description = try host.answer { analysis, texts -> ScreenDescription in
            guard let summary = analysis.screenSummaries().first(where: { $0.screen.qualifiedName == screen.typeName }) else {
                throw ToolFailure("The screen '\(screen.typeName)' went away while it was described; ask again")
            }
            let calls = [CallKind.create, .push, .present].flatMap { kind in
                analysis.factoryCalls(kind, limit: .max).calls.filter { $0.screen == screen.typeName }.map {
                    ScreenDescription.Call(kind: kind.rawValue, code: $0.code)
                }
            }
            let edges = analysis.navigationEdges()
            func opening(_ edge: NavigationEdge) -> ScreenDescription.Opening {
                ScreenDescription.Opening(
                    kind: edge.kind.rawValue, from: edge.from, origin: edge.origin, to: edge.to, place: texts.place(of: edge.location))
            }
            let segues = analysis.scenes(of: summary.screen).flatMap { file, scene in
                file.segues.filter { $0.sourceID == scene.objectID }.map { segue in
                    ScreenDescription.LeavingSegue(
                        identifier: segue.identifier?.value, kind: segue.kind,
                        destination: file.scenes.first { $0.objectID == segue.destinationID }?.customClass?.value,
                        place: texts.place(of: SourceLocation(path: file.path, range: segue.startTagRange))
                    )
                }
            }
            return ScreenDescription(
                screen: ScreenRow(screen, configuration: configuration), creation: creation(of: summary), factoryCalls: calls,
                openedBy: edges.filter { $0.to == screen.typeName }.map(opening),
                opens: edges.filter { $0.from == screen.typeName && $0.kind != .segue }.map(opening), segues: segues
            )
        }
        return ToolOutput(text: text(of: description), structured: description)
    }

    static let opening = Schema.object(
        [
            "kind": Schema.string(oneOf: ["create", "push", "present", "instantiate", "segue"]),
            "from": Schema.string("The screen it starts from."),
            "origin": Schema.string("The type whose code makes it, or the segue's source class."),
            "to": Schema.string("The screen it leads to."), "place": Schema.place,
        ],
        required: ["kind", "to", "place"]
    )

    /// How the screen's factory creates it, for people.
    private static func creation(of summary: ScreenSummary) -> String {
        let made: String =
            switch summary.screen.creation {
            case .storyboardName:
                "Instantiated from the storyboard its `storyboardName` names (\(summary.origin)), by the Storyboard ID that is its type name"
            case .scene(let storyboard, let identifier, let creator):
                "Instantiated from \(storyboard).storyboard by the Storyboard ID '\(identifier)'"
                    + (creator == nil ? "" : ", through its own init?(coder:…)")
            case .initialScene(let storyboard, let creator):
                "The initial scene of \(storyboard).storyboard" + (creator == nil ? "" : ", created through its own init?(coder:…)")
            case .nib(let name): "Created with \(name).xib (init(nibName:bundle:))"
            case .code: "Created in code with its initializer"
            case .unavailable: "No factory can create it (\(summary.origin))"
            }
        return made + (summary.skipped.map { "; it has no factory: \($0)" } ?? "") + "."
    }

    private static func text(of description: ScreenDescription) -> String {
        var lines = [description.screen.line(showingTargets: false), description.creation]
        lines += description.factoryCalls.map { "\($0.kind): \($0.code)" }
        lines += description.openedBy.map { "opened by \($0.origin ?? "top-level code") (\($0.kind)) at \($0.place.text)" }
        lines += description.opens.map { "opens \($0.to) (\($0.kind)) at \($0.place.text)" }
        lines += description.segues.map {
            "segue \($0.identifier.map { "'\($0)'" } ?? "without identifier") (\($0.kind)) to \($0.destination ?? "a scene") at \($0.place.text)"
        }
        return lines.joined(separator: "\n")
    }
}
