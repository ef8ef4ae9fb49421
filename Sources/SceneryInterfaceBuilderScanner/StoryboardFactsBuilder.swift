@_spi(Scenery) import SceneryProjectModel

/// Turns the element stream of a storyboard into its initial view controller, scenes and segues.
///
/// Layout: `<document initialViewController=…><scenes><scene><objects><viewController
/// sceneMemberID="viewController" …>…<segue …/>…</viewController><placeholder …/></objects></scene>`.
/// AppKit storyboards have the same layout with `windowController`, `viewController`,
/// `splitViewController`… as controllers, plus the `<application>` scene (menu, app delegate).
struct StoryboardFactsBuilder: InterfaceFactsBuilder {
    private var initialViewControllerID: AttributeValue?
    private var documentAttributeInsertionOffset: Int?
    private var scenes: [Scene] = []
    private var segues: [Segue] = []

    /// Set while inside a `<scene>`: its depth, its controller, and its segues (they get their source when it closes).
    private var openScene: (depth: Int, controllerID: String?, segues: [Segue])?

    /// Storyboard references: iOS writes `viewControllerPlaceholder`, AppKit `controllerPlaceholder`.
    private static let storyboardReferenceElements: Set<String> = ["viewControllerPlaceholder", "controllerPlaceholder"]

    mutating func start(_ element: ParsedElement) {
        if element.ancestors.isEmpty, element.name == "document" {
            initialViewControllerID = element.attribute("initialViewController")
            documentAttributeInsertionOffset = element.tag.nameEnd
        }
        if element.name == "scene", openScene == nil {
            openScene = (element.ancestors.count, nil, [])
        } else if let scene = openScene {
            startInScene(element, sceneDepth: scene.depth)
        }
    }

    mutating func end(depth: Int) {
        if let scene = openScene, scene.depth == depth {
            closeScene()
        }
    }

    /// Keeps what was read of a scene cut short by the end of the input.
    mutating func finish(into facts: inout InterfaceFileFacts) {
        if openScene != nil { closeScene() }
        facts.initialViewControllerID = initialViewControllerID
        facts.documentAttributeInsertionOffset = documentAttributeInsertionOffset
        facts.scenes = scenes
        facts.segues = segues
    }

    private mutating func startInScene(_ element: ParsedElement, sceneDepth: Int) {
        if element.name == "segue" {
            openScene?.segues.append(
                Segue(
                    objectID: element.value(of: "id") ?? "",
                    identifier: element.attribute("identifier"),
                    kind: element.value(of: "kind") ?? "",
                    destinationID: element.value(of: "destination") ?? "",
                    sourceID: "",
                    startTagRange: element.tag.range
                ))
        } else if element.ancestors.count == sceneDepth + 2, element.ancestors.last == "objects", Self.isSceneController(element) {
            var scene = element.object()
            scene.storyboardIdentifier = element.attribute("storyboardIdentifier")
            if Self.storyboardReferenceElements.contains(element.name) {
                scene.referencedStoryboardName = element.attribute("storyboardName")
                scene.referencedIdentifier = element.attribute("referencedIdentifier")
                scene.referencedBundleIdentifier = element.value(of: "bundleIdentifier")
            }
            if openScene?.controllerID == nil { openScene?.controllerID = scene.objectID }
            scenes.append(scene)
        }
    }

    /// Xcode marks a scene's controller (storyboard references included) with `sceneMemberID="viewController"`,
    /// and the AppKit application object too; but the application cannot be instantiated: its scene has no controller.
    private static func isSceneController(_ element: ParsedElement) -> Bool {
        element.value(of: "sceneMemberID") == "viewController" && element.name != "application"
    }

    /// A segue leaves from its scene's controller even when it sits elsewhere in the scene
    /// (a gesture recognizer is a sibling of the controller in `<objects>`).
    private mutating func closeScene() {
        if let scene = openScene, let sourceID = scene.controllerID {
            segues += scene.segues.map { segue in
                var segue = segue
                segue.sourceID = sourceID
                return segue
            }
        }
        openScene = nil
    }
}
