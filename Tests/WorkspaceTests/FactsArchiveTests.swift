import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// The facts' binary form: every fact of the example apps, and their join, comes back equal and
/// the same bytes are written again; damaged bytes throw, never trap.
@Suite struct FactsArchiveTests {
    static func archived(_ value: some Archivable) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.write(value)
        return writer.bytes
    }

    /// Every file of Examples/Bookshelf and Examples/Showcase: between them, every kind of fact.
    static let examples: Analysis = {
        let loaded = ["Bookshelf", "Showcase"].compactMap { try? ProjectHost.load(path: packageRoot + "/Examples/" + $0).analysis }
        var combined = Analysis(configuration: ProjectConfiguration(root: "/"))
        for analysis in loaded {
            combined.update(files: analysis.index.paths.compactMap { path in (try? Workspace.read(path).get()).map { (path, $0) } })
        }
        return combined
    }()

    @Test func everyFactOfTheExamplesComesBackEqual() throws {
        let index = Self.examples.index
        #expect(index.swiftFiles.count > 30 && index.interfaceFiles.count > 10)
        for entry in index.swiftFiles.values {
            let bytes = Self.archived(entry)
            #expect(try ArchiveReader.value(ProjectIndex.Entry<SwiftFileFacts>.self, from: bytes[...]).facts == entry.facts, "\(entry.facts.path)")
        }
        for entry in index.interfaceFiles.values {
            let bytes = Self.archived(entry)
            let decoded = try ArchiveReader.value(ProjectIndex.Entry<InterfaceFileFacts>.self, from: bytes[...])
            #expect(decoded.facts == entry.facts && decoded.contentHash == entry.contentHash && decoded.byteCount == entry.byteCount)
            #expect(Self.archived(decoded) == bytes)
        }
    }

    @Test func sharedStringsAreWrittenOnceAndComeBackEqual() throws {
        let entries = Array(Self.examples.index.swiftFiles.values)
        var writer = ArchiveWriter(sharingStrings: true)
        writer.write(entries)
        let body = writer.bytes
        // Paths and type names of 16 bytes or more are written once each.
        #expect(writer.strings.count == Set(writer.strings).count && writer.strings.allSatisfy { $0.utf8.count >= 16 })
        #expect(writer.strings.contains(entries[0].facts.path))
        writer.stringTable()
        let table = try SharedStrings(table: writer.bytes[body.count...])
        #expect(table.count == writer.strings.count)
        for strings in [table, table.copy()] {
            let decoded = try ArchiveReader.value([ProjectIndex.Entry<SwiftFileFacts>].self, from: body[...], strings: strings)
            #expect(decoded.map(\.facts) == entries.map(\.facts))
        }
        var plain = ArchiveWriter()
        plain.write(entries)
        #expect(body.count < plain.bytes.count)
        // A reference past the table, a reference without a table, a reference inside the table: damage.
        var reference = ArchiveWriter(sharingStrings: true)
        reference.write(String(repeating: "x", count: 20))
        #expect(throws: ArchiveError.self) {
            try ArchiveReader.value(String.self, from: reference.bytes[...], strings: try SharedStrings(table: [0][...]))
        }
        #expect(throws: ArchiveError.self) { try ArchiveReader.value(String.self, from: reference.bytes[...]) }
        #expect(throws: ArchiveError.self) { try SharedStrings(table: ([1] + reference.bytes)[...]) }
    }

    @Test func theJoinOfTheExamplesComesBackEqual() throws {
        let joined = Self.examples.snapshot.joined
        #expect(joined.screens.count > 10 && joined.expectations.all.count > 10)
        #expect(try ArchiveReader.value([Screen].self, from: Self.archived(joined.screens)[...]) == joined.screens)
        let all = try ArchiveReader.value([InterfaceExpectation].self, from: Self.archived(joined.expectations.all)[...])
        #expect(ExpectationStore(layout: joined.expectations.layout, all: all) == joined.expectations)
        // A layout that does not add up to the expectations is no store.
        #expect(ExpectationStore(layout: joined.expectations.layout, all: all.dropLast()) == nil)
        var options = JoinOptions(
            modules: ModuleMap(root: "/p", rules: [.init(glob: "App/**", module: "App")], defaultModule: "Main", isSwiftPackage: true))
        options.protocols[.namespaced] = "Instantiatable"
        #expect(try ArchiveReader.value(JoinOptions.self, from: Self.archived(options)[...]) == options)
        let kinds: [InterfaceExpectation.Kind] = [
            .storyboard, .scene(identifier: "A"), .sceneMember("a", naming: .swiftGen), .sceneMember("a", naming: .rSwift), .initialScene,
            .segue(identifier: "s"), .nibFirstObject, .nibOwner(mayBeUnset: false), .nibOwner(mayBeUnset: true),
        ]
        #expect(try ArchiveReader.value([InterfaceExpectation.Kind].self, from: Self.archived(kinds)[...]) == kinds)
    }

    @Test func everyValueOfTheCoveredKindsRoundTrips() throws {
        // The cases the example apps may not hold: every enum case, absent optionals, negative numbers.
        let range = ByteRange(3, 9)
        let literal = Literal("Main", range: range)
        let references: [StoryboardReference] = [
            .literal(literal), .enumCase(name: "main", range: range), .enclosingScene, .swiftGen(enumName: "Main", range: range),
            .rSwift(identifier: "main", range: range),
        ]
        let targets: [InterfaceUse.Target] =
            references.flatMap { [.storyboard($0), .scene($0, identifier: literal), .sceneMember($0, member: "x", range: range)] }
            + [
                .scene(nil, identifier: literal), .sceneOfExpectedType(nil), .initialScene(.enclosingScene), .segue(identifier: literal),
                .nib(literal), .ownedNib(literal), .loadedNib(literal, ownerIsKnown: true), .loadedNib(literal, ownerIsKnown: false),
            ]
        let constants: [ConstantValue] = [
            .string(literal), .typeName, .enumCase("main"), .storyboard(.enclosingScene), .nib(nil), .nib(literal),
            .swiftGenScene(type: "T", identifier: literal), .swiftGenInitialScene(type: "T"),
        ]
        let mappings: [FileNameMapping] = [.rawValue, .capitalized, .uppercasedFirstLetter, .unevaluable(expression: "x.y")]
        let transitions: [StringInstantiation.Transition?] = [
            nil, .push(navigation: "nav?", animated: "true"), .present(presenter: nil, animated: "false"),
        ]
        #expect(try ArchiveReader.value([InterfaceUse.Target].self, from: Self.archived(targets)[...]) == targets)
        #expect(try ArchiveReader.value([ConstantValue].self, from: Self.archived(constants)[...]) == constants)
        #expect(try ArchiveReader.value([FileNameMapping].self, from: Self.archived(mappings)[...]) == mappings)
        #expect(try ArchiveReader.value([StringInstantiation.Transition?].self, from: Self.archived(transitions)[...]) == transitions)
        let reference = Scene(
            elementName: "viewControllerPlaceholder", objectID: "r", referencedStoryboardName: AttributeValue(value: "Kit", valueRange: range),
            referencedBundleIdentifier: "com.example.Kit", startTagRange: range, attributeInsertionOffset: 4
        )
        #expect(try ArchiveReader.value(Scene.self, from: Self.archived(reference)[...]) == reference)
        let helperNames: [InstantiationHelper.Name] = [
            .literal("A"), .argument(1), .receiverTypeName, .typeArgument(0), .constant("SceneID.checkout"), .expectedType,
        ]
        #expect(try ArchiveReader.value([InstantiationHelper.Name].self, from: Self.archived(helperNames)[...]) == helperNames)
        let arguments: [HelperCall.Argument] = [.string("A"), .type("T"), .other, .constant(".checkout")]
        #expect(try ArchiveReader.value([HelperCall.Argument].self, from: Self.archived(arguments)[...]) == arguments)
        let helper = InstantiationHelper(
            name: "viewController", labels: ["withID"], storyboard: nil, storyboardIsReceiver: true, identifier: .argument(0), returnedClass: nil,
            parameterTypes: ["SceneID"]
        )
        #expect(try ArchiveReader.value(InstantiationHelper.self, from: Self.archived(helper)[...]) == helper)
        let nibHelper = InstantiationHelper(
            name: "fromNib", labels: [], storyboard: nil, storyboardIsReceiver: false, identifier: nil, returnedClass: .receiverTypeName,
            nib: .receiverTypeName, nibIsOwned: true
        )
        #expect(try ArchiveReader.value(InstantiationHelper.self, from: Self.archived(nibHelper)[...]) == nibHelper)
        let segueHelper = InstantiationHelper(
            name: "performSegue", labels: [nil, "sender"], storyboard: nil, storyboardIsReceiver: false, identifier: nil, returnedClass: nil,
            parameterTypes: ["SegueIdentifier", "Any?"], segue: .argument(0), ownerType: "SegueHandler"
        )
        #expect(try ArchiveReader.value(InstantiationHelper.self, from: Self.archived(segueHelper)[...]) == segueHelper)
        let options = SwiftScanOptions(initializerMethodName: "configure", helperNames: ["loadFromStoryboard", "viewController"])
        #expect(try ArchiveReader.value(SwiftScanOptions.self, from: Self.archived(options)[...]) == options)
        let numbers = [0, -1, 1, 63, -64, 64, Int.max, Int.min]
        #expect(try ArchiveReader.value([Int].self, from: Self.archived(numbers)[...]) == numbers)
        let strings = ["", "é ✓ 🎬", String(repeating: "x", count: 300)]
        #expect(try ArchiveReader.value([String].self, from: Self.archived(strings)[...]) == strings)
    }

    /// The facts cache keeps a file's facts under its bytes' hash and the format, and the join of
    /// facts that did not change: a scan that makes other facts of the same bytes, or a join that
    /// makes another join of the same facts, must come with a new `FactsCache.format`, or a cache
    /// written before would serve the old ones. The golden holds the format, a digest of the facts
    /// of every file of the example apps and the checksum of the cache file of them and their join;
    /// others under the same format fail here.
    @Test func otherFactsOfTheSameFilesComeWithANewCacheFormat() throws {
        let examples = packageRoot + "/Examples"
        let paths = (FileManager.default.enumerator(atPath: examples)?.allObjects as? [String] ?? [])
            .filter { ProjectIndex.isIndexable(path: $0) }.sorted()
        var index = ProjectIndex()
        index.update(files: try paths.map { ($0, try Workspace.read(examples + "/" + $0).get()) })
        let digests =
            index.swiftFiles.map { ($0.key, SourceText.contentHash(of: Self.archived($0.value.facts))) }
            + index.interfaceFiles.map { ($0.key, SourceText.contentHash(of: Self.archived($0.value.facts))) }
        #expect(digests.count == paths.count && paths.count > 80)
        // What the cache file holds of these facts and their join: its checksum, which leaves out the header.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenery-format-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cached = try FactsCache(directory: folder).save(SavedFacts(index: index.stored, joined: index.snapshot().joined), root: examples)
        let golden = packageRoot + "/Tests/WorkspaceTests/Goldens/facts-of-the-examples.txt"
        let actual =
            "format \(FactsCache.format)\n" + digests.sorted { $0.0 < $1.0 }.map { "\($0.0) \($0.1)\n" }.joined()
            + "the cache file \(cached)\n"
        let recorded = (try? String(contentsOfFile: golden, encoding: .utf8)) ?? ""
        if recorded.hasPrefix("format \(FactsCache.format)\n") {
            // A golden of this format is never rewritten: only a new format may record other facts.
            let changed = Set(actual.split(separator: "\n")).subtracting(recorded.split(separator: "\n")).sorted()
            #expect(
                changed.isEmpty,
                "Other facts of \(changed.map { $0.split(separator: " ").dropLast().joined(separator: " ") }) under format \(FactsCache.format): raise FactsCache.format, then run the tests with UPDATE_GOLDENS=1"
            )
        } else {
            #expect(compareWithGolden(actual, path: golden) == nil, "A new facts format: run the tests with UPDATE_GOLDENS=1 to record its facts")
        }
    }

    @Test func damagedBytesThrowAndNeverTrap() throws {
        let entry = try #require(Self.examples.index.swiftFiles.values.max { $0.byteCount < $1.byteCount })
        let bytes = Self.archived(entry)
        for length in 0..<bytes.count {
            #expect(throws: ArchiveError.self) { try ArchiveReader.value(ProjectIndex.Entry<SwiftFileFacts>.self, from: bytes[..<length]) }
        }
        #expect(throws: ArchiveError.self) { try ArchiveReader.value(ProjectIndex.Entry<SwiftFileFacts>.self, from: (bytes + [0])[...]) }
        // Any byte changed: an error, or other facts; never a trap.
        for position in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 500)) {
            var damaged = bytes
            damaged[position] ^= 0xFF
            _ = try? ArchiveReader.value(ProjectIndex.Entry<SwiftFileFacts>.self, from: damaged[...])
        }
        // An unknown enum case.
        #expect(throws: ArchiveError.self) { try ArchiveReader.value(TypeKind.self, from: Self.archived("module")[...]) }
        #expect(throws: ArchiveError.self) { try ArchiveReader.value(StoryboardReference.self, from: [9][...]) }
    }
}
