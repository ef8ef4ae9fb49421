@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryJSONRPC

/// The tools, in the order `tools/list` lists them; each is defined with its schemas and work in
/// `Tools+<Name>.swift`.
enum Tools {
    static let all: [Tool] = [
        listScreens, // the screens, filtered by name
        describeScreen, // one screen: its creation, factory calls, who opens it, its segues
        check, // the findings, with their fixes as edits
        navigationGraph, // nodes and edges, or DOT / Mermaid
        previewGenerate, // the generated files' text or diff; writes nothing
        generate, // writes the generated files, inside the project
        rename, // a Storyboard ID, segue, storyboard or xib, everywhere it is written
        completionFor, // the factory calls that can be written at a line
    ]

    static func named(_ name: String) -> Tool? { all.first { $0.name == name } }
}

/// The resources: what two tools answer without arguments, as JSON.
struct Resource {
    var uri: String
    var name: String
    var title: String
    var description: String
    var mimeType = "application/json"
    /// The tool whose structured answer (to no arguments) the resource's text is.
    var tool: Tool

    static let all = [
        Resource(
            uri: "scenery://screens", name: "screens", title: "Screens", description: "Every screen, as list_screens lists them.",
            tool: Tools.listScreens),
        Resource(
            uri: "scenery://navigation-graph", name: "navigation-graph", title: "Navigation graph",
            description: "Screens and who creates, pushes, presents or segues to whom, as navigation_graph answers.", tool: Tools.navigationGraph
        ),
    ]

    var listed: ResourceDescription { ResourceDescription(uri: uri, name: name, title: title, description: description, mimeType: mimeType) }

    func read(_ host: inout ProjectHost) throws -> String {
        try tool.prepare(.object([:]))(&host).structured.jsonString
    }
}
