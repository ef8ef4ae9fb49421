@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner

/// The costly part of a join (classes across files, screens, expectations), as the facts cache
/// keeps it: a start whose files all turn out unchanged takes it instead of joining again. The
/// cheap part (files by name and path, the storyboard-names enums, the lookups) is always
/// computed afresh (`ProjectSnapshot.init`).
@_spi(Scenery) public struct JoinedFacts: Sendable, Hashable {
    /// The options the join was made under: a join is only taken under the same ones.
    @_spi(Scenery) public var options: JoinOptions
    @_spi(Scenery) public var screens: [Screen]
    @_spi(Scenery) public var viewControllers: [ViewControllerClass]
    /// The expectations by where they come from.
    @_spi(Scenery) public var expectations: ExpectationStore
    @_spi(Scenery) public var superclassChains: [String: [String]]

    @_spi(Scenery) public init(
        options: JoinOptions, screens: [Screen], viewControllers: [ViewControllerClass], expectations: ExpectationStore,
        superclassChains: [String: [String]]
    ) {
        self.options = options
        self.screens = screens
        self.viewControllers = viewControllers
        self.expectations = expectations
        self.superclassChains = superclassChains
    }
}

@_spi(Scenery) extension JoinOptions: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        // Sorted, so that the same options always write the same bytes.
        writer.write(protocols.sorted { $0.key < $1.key }.map { [$0.key.rawValue, $0.value] })
        writer.write(modules)
        writer.write(excludedScreens)
        writer.write(vendoredClasses)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        var protocols: [Convention: String] = [:]
        for pair in try reader.read([[String]].self) {
            guard pair.count == 2, let convention = Convention(rawValue: pair[0]) else {
                throw ArchiveError(description: "not a protocol name: \(pair)")
            }
            protocols[convention] = pair[1]
        }
        self.protocols = protocols
        modules = try reader.read()
        excludedScreens = try reader.read()
        vendoredClasses = try reader.read()
    }
}

@_spi(Scenery) extension ScreenExclusions: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(root)
        writer.write(patterns)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        root = try reader.read()
        patterns = try reader.read()
    }
}

@_spi(Scenery) extension GeneratedNaming: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) { writer.tag(self == .swiftGen ? 0 : 1) }
    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws { self = try reader.tag(below: 2) == 0 ? .swiftGen : .rSwift }
}

@_spi(Scenery) extension InterfaceExpectation.Kind: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .storyboard: writer.tag(0)
        case .scene(let identifier):
            writer.tag(1)
            writer.write(identifier)
        case .sceneMember(let member, let naming):
            writer.tag(2)
            writer.write(member)
            writer.write(naming)
        case .initialScene: writer.tag(3)
        case .segue(let identifier):
            writer.tag(4)
            writer.write(identifier)
        case .nibFirstObject: writer.tag(5)
        case .nibOwner(let mayBeUnset):
            writer.tag(6)
            writer.write(mayBeUnset)
        }
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        switch try reader.tag(below: 7) {
        case 0: self = .storyboard
        case 1: self = .scene(identifier: try reader.read())
        case 2: self = .sceneMember(try reader.read(), naming: try reader.read())
        case 3: self = .initialScene
        case 4: self = .segue(identifier: try reader.read())
        case 5: self = .nibFirstObject
        default: self = .nibOwner(mayBeUnset: try reader.read())
        }
    }
}

@_spi(Scenery) extension InterfaceExpectation: Archivable {
    @_spi(Scenery) public func archive(into writer: inout ArchiveWriter) {
        writer.write(kind)
        writer.write(files)
        writer.write(fileKind)
        writer.write(fileNameLocation)
        writer.write(fileNameIsLiteral)
        writer.write(location)
        writer.write(isLiteral)
        writer.write(expectedClass)
        writer.write(expectedClassLocation)
        writer.write(sourceClass)
        writer.write(enclosingType)
        writer.write(origin)
        writer.write(convention)
        writer.write(nameRanges)
        writer.write(fileNameRange)
        writer.write(helperLookup)
    }

    @_spi(Scenery) public init(from reader: inout ArchiveReader) throws {
        kind = try reader.read()
        files = try reader.read()
        fileKind = try reader.read()
        fileNameLocation = try reader.read()
        fileNameIsLiteral = try reader.read()
        location = try reader.read()
        isLiteral = try reader.read()
        expectedClass = try reader.read()
        expectedClassLocation = try reader.read()
        sourceClass = try reader.read()
        enclosingType = try reader.read()
        origin = try reader.read()
        convention = try reader.read()
        nameRanges = try reader.read()
        fileNameRange = try reader.read()
        helperLookup = try reader.read()
    }
}

extension ExpectationStore {
    /// Where the expectations come from, as the cache keeps it: each source's kind and name, and
    /// how many of `all` it holds, in order.
    @_spi(Scenery) public var layout: [(kind: Int, key: String, count: Int)] { sources.map { ($0.kind, $0.key, self[$0].count) } }

    /// The store `layout` describes, holding `all`'s expectations in order; nil when they do not add up.
    @_spi(Scenery) public init?(layout: [(kind: Int, key: String, count: Int)], all: [InterfaceExpectation]) {
        self.init()
        var start = 0
        for part in layout {
            guard let source = Source(kind: part.kind, key: part.key), part.count > 0, start + part.count <= all.count,
                sources.last.map({ $0 < source }) ?? true
            else { return nil }
            append(Array(all[start..<(start + part.count)]), from: source)
            start += part.count
        }
        guard start == all.count else { return nil }
    }
}
