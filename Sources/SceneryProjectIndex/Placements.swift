@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import ScenerySwiftScanner

/// Where the project's Interface Builder files place each custom class, by simple name: the
/// scenes whose controller is of that class, and the xibs whose File's Owner or top-level object is.
struct Placements {
    private var byClass: [String: InterfacePlacement] = [:]

    init(interfaceFiles: [InterfaceFileFacts]) {
        for file in interfaceFiles {
            let at = { (range: ByteRange) in SourceLocation(path: file.path, range: range) }
            let fileName = file.name
            switch file.kind {
            case .storyboard:
                let initial = file.initialViewControllerID?.value
                for scene in file.scenes where !scene.isStoryboardReference {
                    guard let className = scene.customClass?.value else { continue }
                    let identifier = scene.storyboardIdentifier?.value
                    // Localised copies of a storyboard hold the same scene: the first by path speaks for all.
                    if byClass[className]?.scenes.contains(where: { $0.storyboard == fileName && $0.identifier == identifier }) == true { continue }
                    byClass[className, default: InterfacePlacement()].scenes.append(
                        PlacedScene(
                            storyboard: fileName, identifier: identifier, isInitial: scene.objectID == initial, location: at(scene.startTagRange))
                    )
                }
            case .xib:
                for object in file.topLevelObjects {
                    guard let className = object.customClass?.value else { continue }
                    let isFilesOwner = object.placeholderIdentifier == "IBFilesOwner"
                    guard isFilesOwner || object.placeholderIdentifier == nil,
                        byClass[className]?.nibs.contains(where: { $0.name == fileName && $0.isFilesOwner == isFilesOwner }) != true
                    else { continue }
                    byClass[className, default: InterfacePlacement()].nibs.append(
                        PlacedNib(name: fileName, isFilesOwner: isFilesOwner, location: at(object.startTagRange))
                    )
                }
            }
        }
    }

    func placement(ofClass name: String) -> InterfacePlacement { byClass[name] ?? InterfacePlacement() }
}

/// `screens: exclude:` of `.scenery.yml`: view controller classes that are not screens.
@_spi(Scenery) public struct ScreenExclusions: Hashable, Sendable {
    /// The project root the path globs are relative to.
    @_spi(Scenery) public var root: String
    /// Globs over class names (simple or qualified) and project-relative file paths.
    @_spi(Scenery) public var patterns: [String]

    @_spi(Scenery) public init(root: String, patterns: [String]) {
        self.root = root
        self.patterns = patterns
    }

    /// A pattern matches the class's name, its qualified name, or the path of the file that declares it.
    @_spi(Scenery) public func excludes(name: String, qualifiedName: String, path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        return patterns.contains { pattern in
            Glob.matches(pattern, name) || Glob.matches(pattern, qualifiedName) || (pattern.contains("/") && Glob.matches(pattern, relative))
        }
    }
}
