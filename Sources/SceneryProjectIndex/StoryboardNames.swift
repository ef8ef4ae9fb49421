@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A merged storyboard-names enum (`UIStoryboard.Name`, `UIStoryboard.Storyboard`…).
@_spi(Scenery) public struct StoryboardNames: Sendable, Hashable {
    @_spi(Scenery) public struct Case: Sendable, Hashable {
        @_spi(Scenery) public var declaration: StoryboardNameCase
        @_spi(Scenery) public var path: String
        /// The storyboard file name (no extension); nil when the mapping cannot be evaluated.
        @_spi(Scenery) public var fileName: String?
    }

    @_spi(Scenery) public let qualifiedName: String
    @_spi(Scenery) public let cases: [Case]
    @_spi(Scenery) public let fileNameMapping: FileNameMapping
    /// `fileName`/`filename` when the enum declares such a property, nil when it maps with `rawValue`.
    @_spi(Scenery) public let fileNameProperty: String?
    @_spi(Scenery) public var declaresFileName: Bool { fileNameProperty != nil }
    /// Where the mapping is written (the enum, or the `fileName` property's file).
    @_spi(Scenery) public let path: String
    /// The declaration that sets the mapping (its name range, for messages about it).
    @_spi(Scenery) public let mappingDeclaration: StoryboardNameEnum
    /// How visible the enum is where the project declares it; nil when only extensions of it are
    /// in the project (`NSStoryboard.Name`, an SDK type).
    @_spi(Scenery) public let access: AccessLevel?
    private let caseIndexByName: [String: Int]

    /// Every enum of these declarations (with their files' paths, in file order), each merged
    /// from all its declarations, sorted by qualified name.
    static func all(in declarations: [(String, StoryboardNameEnum)]) -> [StoryboardNames] {
        Dictionary(grouping: declarations, by: \.1.qualifiedName).keys.sorted().compactMap { name in
            StoryboardNames(qualifiedName: name, declarations: declarations.filter { $0.1.qualifiedName == name })
        }
    }

    private init?(qualifiedName: String, declarations: [(String, StoryboardNameEnum)]) {
        guard let first = declarations.first else { return nil }
        self.qualifiedName = qualifiedName
        // The enum's cases may be in one file and its `fileName` in another: the mapping comes
        // from whichever declaration implements `fileName`.
        let mappingSource = declarations.first { $0.1.declaresFileName } ?? first
        self.fileNameMapping = mappingSource.1.fileNameMapping
        self.fileNameProperty = mappingSource.1.fileNameProperty
        self.path = mappingSource.0
        self.mappingDeclaration = mappingSource.1
        self.access = declarations.compactMap(\.1.access).min()
        let mapping = mappingSource.1.fileNameMapping
        let cases = declarations.flatMap { path, declaration in
            declaration.cases.map { Case(declaration: $0, path: path, fileName: mapping.fileName(for: $0.rawValue)) }
        }
        self.cases = cases
        // The first declaration of a name wins, as a linear search would find it.
        self.caseIndexByName = Dictionary(cases.enumerated().map { ($1.declaration.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @_spi(Scenery) public func `case`(named name: String) -> Case? { caseIndexByName[name].map { cases[$0] } }

    /// `enums` with the one code most likely means first: `UIStoryboard.Name` (UIKit's names first,
    /// as a project with an iOS and a macOS target may declare both), then another `….Name`, then
    /// the rest in order.
    @_spi(Scenery) public static func preferredFirst(_ enums: [StoryboardNames]) -> [StoryboardNames] {
        let rank = { (names: StoryboardNames) in names.qualifiedName == "UIStoryboard.Name" ? 0 : names.qualifiedName.hasSuffix(".Name") ? 1 : 2 }
        return enums.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}
