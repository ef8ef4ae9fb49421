@_spi(Scenery) import ScenerySourceText

/// Everything Scenery needs from one `.storyboard` or `.xib`. A pure function of the file's bytes.
@_spi(Scenery) public struct InterfaceFileFacts: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: String, Hashable, Sendable {
        case storyboard, xib
    }

    /// The framework that loads the file, as its `targetRuntime` says (`MacOSX.Cocoa` is AppKit's;
    /// `iOS.CocoaTouch`, `AppleTV`, `watchKit` are UIKit's).
    @_spi(Scenery) public enum Framework: String, Hashable, Sendable {
        case uiKit, appKit
    }

    @_spi(Scenery) public var path: String
    @_spi(Scenery) public var kind: Kind
    /// Nil when the `<document>` element names no `targetRuntime`.
    @_spi(Scenery) public var framework: Framework?
    /// The `initialViewController` attribute of the `<document>` element.
    @_spi(Scenery) public var initialViewControllerID: AttributeValue?
    /// Where an attribute can be inserted into the `<document>` start tag (right after its name),
    /// so that a fix can add `initialViewController`; nil when the file has no such tag.
    @_spi(Scenery) public var documentAttributeInsertionOffset: Int?
    @_spi(Scenery) public var scenes: [Scene]
    @_spi(Scenery) public var segues: [Segue]
    /// For a xib: the children of the document's `<objects>`, in order, placeholders (File's
    /// Owner, First Responder) included. Empty for a storyboard.
    @_spi(Scenery) public var topLevelObjects: [Scene]
    /// Every element that names a custom class, anywhere in the file (scene controllers, views,
    /// cells, xib objects), in document order.
    @_spi(Scenery) public var classReferences: [ClassReference]
    /// `<!-- scenery:disable… -->` comments (`Suppression.find`).
    @_spi(Scenery) public var suppressions: [Suppression]
    /// Non-empty when the file could not be read (malformed XML, a DOCTYPE, conflict markers...):
    /// the facts then hold whatever was read before the problem, possibly nothing.
    @_spi(Scenery) public var problems: [ScanProblem]
    /// The lines of the bytes scanned: every position in the file is computed from it.
    @_spi(Scenery) public var lineIndex: LineIndex

    @_spi(Scenery) public init(
        path: String, kind: Kind, framework: Framework? = nil, initialViewControllerID: AttributeValue? = nil,
        documentAttributeInsertionOffset: Int? = nil, scenes: [Scene] = [],
        segues: [Segue] = [], topLevelObjects: [Scene] = [], classReferences: [ClassReference] = [], suppressions: [Suppression] = [],
        problems: [ScanProblem] = [], lineIndex: LineIndex = LineIndex([])
    ) {
        self.path = path
        self.kind = kind
        self.framework = framework
        self.initialViewControllerID = initialViewControllerID
        self.documentAttributeInsertionOffset = documentAttributeInsertionOffset
        self.scenes = scenes
        self.segues = segues
        self.topLevelObjects = topLevelObjects
        self.classReferences = classReferences
        self.suppressions = suppressions
        self.problems = problems
        self.lineIndex = lineIndex
    }

    /// The storyboard's name as `UIStoryboard(name:)` wants it: the file name without extension.
    /// Searched in the UTF-8 view: the join asks for every file's name, and a search by
    /// `Character` would break the whole path into grapheme clusters.
    @_spi(Scenery) public var name: String {
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let end = utf8[start...].lastIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
        return String(path[start..<end])
    }

    /// The name code loads it by on every device: `Cell` for `Cell~iphone.xib` and `Cell~ipad.xib`,
    /// as UIKit picks the variant for the device when asked for `Cell`.
    @_spi(Scenery) public var deviceIndependentName: String {
        let name = name
        for modifier in Self.deviceModifiers where name.hasSuffix(modifier) && name.count > modifier.count {
            return String(name.dropLast(modifier.count))
        }
        return name
    }

    static let deviceModifiers = ["~iphone", "~ipad"]

    @_spi(Scenery) public var initialScene: Scene? {
        guard let id = initialViewControllerID?.value else { return nil }
        return scenes.first { $0.objectID == id }
    }

    /// A xib's File's Owner placeholder.
    @_spi(Scenery) public var filesOwner: Scene? { topLevelObjects.first { $0.placeholderIdentifier == "IBFilesOwner" } }

    /// What `UINib.instantiate(withOwner:options:).first` returns: the first top-level object
    /// that is not a placeholder.
    @_spi(Scenery) public var firstTopLevelObject: Scene? { topLevelObjects.first { $0.placeholderIdentifier == nil } }
}

/// An element that names a custom class (`customClass="ProfileCell"`), with its module attributes.
@_spi(Scenery) public struct ClassReference: Hashable, Sendable {
    /// `viewController`, `view`, `tableViewCell`, `placeholder`...
    @_spi(Scenery) public var elementName: String
    @_spi(Scenery) public var customClass: AttributeValue
    @_spi(Scenery) public var customModule: AttributeValue?
    @_spi(Scenery) public var customModuleProvider: AttributeValue?
    /// The whole start tag, `<` to `>`.
    @_spi(Scenery) public var startTagRange: ByteRange
    /// The offset just after the element name in the start tag, where a new attribute can be inserted.
    @_spi(Scenery) public var attributeInsertionOffset: Int

    @_spi(Scenery) public init(
        elementName: String, customClass: AttributeValue, customModule: AttributeValue? = nil, customModuleProvider: AttributeValue? = nil,
        startTagRange: ByteRange, attributeInsertionOffset: Int
    ) {
        self.elementName = elementName
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.startTagRange = startTagRange
        self.attributeInsertionOffset = attributeInsertionOffset
    }
}

/// An attribute value with the exact byte range of its text between the quotes, so a fix can
/// rewrite it and nothing else.
@_spi(Scenery) public struct AttributeValue: Hashable, Sendable {
    /// The decoded value (entities such as `&amp;` resolved).
    @_spi(Scenery) public var value: String
    @_spi(Scenery) public var valueRange: ByteRange

    @_spi(Scenery) public init(value: String, valueRange: ByteRange) {
        self.value = value
        self.valueRange = valueRange
    }
}

/// The controller object of one `<scene>` (the child of `<objects>` with `sceneMemberID="viewController"`),
/// or one top-level object of a xib.
@_spi(Scenery) public struct Scene: Hashable, Sendable {
    /// The element name: `viewController`, `tableViewController`, `navigationController`,
    /// `viewControllerPlaceholder`, `windowController`...
    @_spi(Scenery) public var elementName: String
    /// The object's `id` attribute (segue destinations and `initialViewController` refer to it).
    @_spi(Scenery) public var objectID: String
    @_spi(Scenery) public var customClass: AttributeValue?
    @_spi(Scenery) public var customModule: AttributeValue?
    @_spi(Scenery) public var customModuleProvider: AttributeValue?
    @_spi(Scenery) public var storyboardIdentifier: AttributeValue?
    /// A storyboard reference (`viewControllerPlaceholder`, `controllerPlaceholder`): the
    /// storyboard it opens (nil: this storyboard) ...
    @_spi(Scenery) public var referencedStoryboardName: AttributeValue?
    /// ... and the scene in it (nil: its initial scene) ...
    @_spi(Scenery) public var referencedIdentifier: AttributeValue?
    /// ... and the bundle the storyboard is in, when it names one (`bundleIdentifier`: a framework's
    /// storyboard, often from outside the project).
    @_spi(Scenery) public var referencedBundleIdentifier: String?
    /// A xib placeholder's role: `IBFilesOwner`, `IBFirstResponder`.
    @_spi(Scenery) public var placeholderIdentifier: String?
    /// The whole start tag, `<` to `>`.
    @_spi(Scenery) public var startTagRange: ByteRange
    /// The offset just after the element name in the start tag, where a new attribute can be inserted.
    @_spi(Scenery) public var attributeInsertionOffset: Int

    /// A storyboard reference: a placeholder naming another storyboard or a scene ID.
    @_spi(Scenery) public var isStoryboardReference: Bool { referencedStoryboardName != nil || referencedIdentifier != nil }

    @_spi(Scenery) public init(
        elementName: String, objectID: String, customClass: AttributeValue? = nil, customModule: AttributeValue? = nil,
        customModuleProvider: AttributeValue? = nil, storyboardIdentifier: AttributeValue? = nil,
        referencedStoryboardName: AttributeValue? = nil, referencedIdentifier: AttributeValue? = nil, referencedBundleIdentifier: String? = nil,
        placeholderIdentifier: String? = nil, startTagRange: ByteRange, attributeInsertionOffset: Int
    ) {
        self.elementName = elementName
        self.objectID = objectID
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.storyboardIdentifier = storyboardIdentifier
        self.referencedStoryboardName = referencedStoryboardName
        self.referencedIdentifier = referencedIdentifier
        self.referencedBundleIdentifier = referencedBundleIdentifier
        self.placeholderIdentifier = placeholderIdentifier
        self.startTagRange = startTagRange
        self.attributeInsertionOffset = attributeInsertionOffset
    }
}

@_spi(Scenery) public struct Segue: Hashable, Sendable {
    /// The object id of the segue element.
    @_spi(Scenery) public var objectID: String
    /// The segue's identifier (what `performSegue(withIdentifier:)` names), if it has one.
    @_spi(Scenery) public var identifier: AttributeValue?
    /// `show`, `presentation`, `embed`, `relationship`...
    @_spi(Scenery) public var kind: String
    /// The object id of the destination scene's controller.
    @_spi(Scenery) public var destinationID: String
    /// The object id of the scene controller the segue leaves from.
    @_spi(Scenery) public var sourceID: String
    @_spi(Scenery) public var startTagRange: ByteRange

    @_spi(Scenery) public init(
        objectID: String, identifier: AttributeValue? = nil, kind: String, destinationID: String, sourceID: String, startTagRange: ByteRange
    ) {
        self.objectID = objectID
        self.identifier = identifier
        self.kind = kind
        self.destinationID = destinationID
        self.sourceID = sourceID
        self.startTagRange = startTagRange
    }
}
