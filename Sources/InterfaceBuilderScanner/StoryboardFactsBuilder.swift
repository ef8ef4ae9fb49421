import ProjectModel

/// Turns the element stream of a storyboard into its initial view controller, scenes and segues.
///
/// Layout: `<document initialViewController=…><scenes><scene><objects><viewController
/// sceneMemberID="viewController" …>…<segue …/>…</viewController><placeholder …/></objects></scene>`.
struct StoryboardFactsBuilder {
    private(set) var initialViewControllerID: AttributeValue?
    private(set) var scenes: [Scene] = []
    private(set) var segues: [Segue] = []

    private var openElements: [String] = []
    /// Set while inside a `<scene>`: its depth, its controller, and its segues (they get their source when it closes).
    private var openScene: (depth: Int, controllerID: String?, segues: [ParsedElement])?

    mutating func start(_ element: ParsedElement) {
        if openElements.isEmpty, element.name == "document" {
            initialViewControllerID = element.attribute("initialViewController")
        }
        if element.name == "scene", openScene == nil {
            openScene = (openElements.count, nil, [])
        } else if openScene != nil {
            startInScene(element)
        }
        openElements.append(element.name)
    }

    mutating func end() {
        _ = openElements.popLast()
        if let scene = openScene, scene.depth == openElements.count {
            closeScene()
        }
    }

    /// Keeps what was read of a scene cut short by the end of the input.
    mutating func finish() {
        if openScene != nil { closeScene() }
    }

    private mutating func startInScene(_ element: ParsedElement) {
        if element.name == "segue" {
            openScene?.segues.append(element)
        } else if openElements.suffix(2) == ["scene", "objects"], element.attributes["sceneMemberID"] == "viewController" {
            let objectID = element.attributes["id"] ?? ""
            if openScene?.controllerID == nil { openScene?.controllerID = objectID }
            scenes.append(
                Scene(
                    elementName: element.name,
                    objectID: objectID,
                    customClass: element.attribute("customClass"),
                    customModule: element.attribute("customModule"),
                    customModuleProvider: element.attribute("customModuleProvider"),
                    storyboardIdentifier: element.attribute("storyboardIdentifier"),
                    startTagRange: element.tag.range,
                    attributeInsertionOffset: element.tag.nameEnd
                ))
        }
    }

    /// A segue leaves from its scene's controller even when it sits elsewhere in the scene
    /// (a gesture recognizer is a sibling of the controller in `<objects>`).
    private mutating func closeScene() {
        if let scene = openScene, let sourceID = scene.controllerID {
            segues += scene.segues.map { segue in
                Segue(
                    objectID: segue.attributes["id"] ?? "",
                    identifier: segue.attribute("identifier"),
                    kind: segue.attributes["kind"] ?? "",
                    destinationID: segue.attributes["destination"] ?? "",
                    sourceID: sourceID,
                    startTagRange: segue.tag.range
                )
            }
        }
        openScene = nil
    }
}
