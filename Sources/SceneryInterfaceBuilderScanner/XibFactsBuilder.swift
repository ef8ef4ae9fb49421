@_spi(Scenery) import SceneryProjectModel

/// Turns the element stream of a xib into its top-level objects.
///
/// Layout: `<document><device …/><dependencies>…</dependencies><objects><placeholder
/// placeholderIdentifier="IBFilesOwner" id="-1" …/>…<view …>…</view></objects><resources>…</resources></document>`.
struct XibFactsBuilder: InterfaceFactsBuilder {
    private var topLevelObjects: [Scene] = []

    /// AppKit writes its placeholders as plain `<customObject>`s that only their fixed ids tell apart;
    /// they get UIKit's placeholder identifiers so that File's Owner reads the same on both platforms.
    private static let appKitPlaceholderIdentifiers = ["-2": "IBFilesOwner", "-1": "IBFirstResponder", "-3": "IBApplication"]

    mutating func start(_ element: ParsedElement) {
        let ancestors = element.ancestors
        if ancestors.count == 2, ancestors[0] == "document", ancestors[1] == "objects" {
            var object = element.object()
            object.placeholderIdentifier = Self.placeholderIdentifier(of: element)
            topLevelObjects.append(object)
        }
    }

    func end(depth: Int) {}

    func finish(into facts: inout InterfaceFileFacts) {
        facts.topLevelObjects = topLevelObjects
    }

    private static func placeholderIdentifier(of element: ParsedElement) -> String? {
        switch element.name {
        case "placeholder": element.value(of: "placeholderIdentifier")
        case "customObject": element.value(of: "id").flatMap { appKitPlaceholderIdentifiers[$0] }
        default: nil
        }
    }
}
