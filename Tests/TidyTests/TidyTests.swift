import Foundation
@_spi(Scenery) import SceneryChecks
import SceneryTestSupport
import Testing

/// What the build cannot hold by itself: each module imports exactly what Package.swift says it
/// depends on, and ARCHITECTURE.md's module list says the same.
@Suite struct ModuleDependencyTests {
    /// The package's modules under Sources/ (the benchmarks' generator lives elsewhere).
    static func sourceModules() throws -> [PackageText.Target] {
        try PackageText.load().targets.filter { $0.path.hasPrefix("Sources/") }
    }

    @Test func everyImportIsADeclaredDependency() throws {
        let package = try PackageText.load()
        let modules = try Self.sourceModules()
        #expect(modules.count > 10, "Package.swift was not read")
        for module in modules {
            let declared = module.targetDependencies.union(module.productDependencies)
            for file in swiftFiles(under: module.path) {
                for imported in imports(of: file.text) where package.knownModules.contains(imported) && imported != module.name {
                    #expect(
                        declared.contains(imported),
                        "\(file.path) imports \(imported), which Package.swift does not list among \(module.name)'s dependencies")
                }
            }
        }
    }

    @Test func everyDeclaredDependencyIsImported() throws {
        for module in try Self.sourceModules() {
            let imported = Set(swiftFiles(under: module.path).flatMap { imports(of: $0.text) })
            for dependency in module.targetDependencies.sorted() {
                #expect(
                    imported.contains(dependency),
                    "Package.swift lists \(dependency) among \(module.name)'s dependencies, but no file of it imports it")
            }
        }
    }

    /// The block of ARCHITECTURE.md whose every line is `A, B ─► C, D (note)` or a lone module.
    static func architectureList() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: packageRoot + "/ARCHITECTURE.md", encoding: .utf8)
        let line = /\s*[A-Za-z]+(, [A-Za-z]+)*( ─► [A-Za-z]+(, [A-Za-z]+)*)?(\s+\(.*\))?\s*/
        let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map {
            $0.element.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        }
        let lists = blocks.filter { block in !block.isEmpty && block.allSatisfy { $0.wholeMatch(of: line) != nil } }
        try #require(lists.count == 1, "ARCHITECTURE.md should have one module list, has \(lists.count)")
        // The list drops the `Scenery` prefix; the executable's name has none.
        func module(_ name: Substring) -> String {
            let name = name.trimmingCharacters(in: .whitespaces)
            return name == "scenery" ? name : "Scenery" + name
        }
        var dependencies: [String: Set<String>] = [:]
        for entry in lists[0] {
            let withoutNote = entry.replacing(/\s+\(.*\)\s*$/, with: "")
            let sides = withoutNote.components(separatedBy: "─►")
            let used = sides.count > 1 ? Set(sides[1].split(separator: ",").map(module)) : []
            for name in sides[0].split(separator: ",") { dependencies[module(name), default: []].formUnion(used) }
        }
        return dependencies
    }

    @Test func architectureListsThePackagesDependencies() throws {
        let documented = try Self.architectureList()
        let declared = Dictionary(uniqueKeysWithValues: try Self.sourceModules().map { ($0.name, $0.targetDependencies) })
        #expect(Set(documented.keys) == Set(declared.keys), "ARCHITECTURE.md lists other modules than Package.swift")
        for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(
                documented[name] == dependencies,
                "\(name): ARCHITECTURE.md says \(documented[name]?.sorted() ?? []), Package.swift \(dependencies.sorted())")
        }
    }

    /// A module sees only what it imports: nothing re-exports another.
    @Test func noImportIsReExported() {
        for file in swiftFiles(under: "Sources") {
            #expect(!file.text.contains("@_exported"), "\(file.path) re-exports a module")
        }
    }
}

/// The front door and the reference pages: what a newcomer needs first, and links that lead somewhere.
@Suite struct DocumentationTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    }

    /// README.md, ARCHITECTURE.md, Benchmarks/README.md and every page of Documentation/.
    static func pages() throws -> [String] {
        let documentation = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Documentation")
        return ["README.md", "ARCHITECTURE.md", "Benchmarks/README.md"]
            + documentation.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    }

    @Test func everyRuleIsDocumented() throws {
        let rules = try Self.read("Documentation/Rules.md")
        for rule in Checks.allRules {
            #expect(rules.contains("`\(rule.id)`"), "Documentation/Rules.md does not name \(rule.id)")
        }
    }

    /// A fresh clone's two commands, within the first 200 lines, in a shell block of their own.
    @Test func theReadmeStartsWithTheTwoCommands() throws {
        let lines = try Self.read("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 200, "README.md has \(lines.count) lines; the reference belongs in Documentation/")
        let first = lines.prefix(200).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(first.contains("swift run -c release scenery check Examples/Showcase"))
        #expect(first.contains("Scripts/test"))
    }

    /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(of heading: Substring) -> String {
        String(heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }).replacingOccurrences(
            of: " ", with: "-")
    }

    static func anchors(in text: String) -> Set<String> {
        Set(text.split(separator: "\n").compactMap { $0.wholeMatch(of: /#+ (.*)/).map { anchor(of: $0.output.1) } })
    }

    /// The text outside fenced code blocks, where links are links.
    static func prose(_ text: String) -> String {
        text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\n")
    }

    @Test func everyRelativeLinkResolves() throws {
        for page in try Self.pages() {
            let text = try Self.read(page)
            let folder = URL(fileURLWithPath: packageRoot + "/" + page).deletingLastPathComponent()
            for link in Self.prose(text).matches(of: /\]\(([^)\s]+)\)/).map({ String($0.output.1) })
            where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target =
                    parts[0].isEmpty
                    ? URL(fileURLWithPath: packageRoot + "/" + page) : folder.appendingPathComponent(String(parts[0])).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link) leads to no file")
                if parts.count == 2, target.pathExtension == "md", let linked = try? String(contentsOf: target, encoding: .utf8) {
                    #expect(Self.anchors(in: linked).contains(String(parts[1])), "\(page): \(link) leads to no heading")
                }
            }
        }
    }
}

/// What `swift format lint` (Scripts/format, run by Scripts/test) leaves to the project: it never
/// wraps a comment or breaks a string literal, so only a string literal (a rule's example, a
/// message) may make a line longer than its line length.
@Suite struct StyleTests {
    @Test func onlyStringLiteralsMakeALineLongerThanTheFormattersLineLength() throws {
        let configuration = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: packageRoot + "/.swift-format")))
        let lineLength = try #require((configuration as? [String: Any])?["lineLength"] as? Int)
        for folder in ["Sources", "Tests", "Benchmarks", "Fuzz", "Plugins"] {
            for file in swiftFiles(under: folder) where !file.path.contains("/Goldens/") && !file.path.hasPrefix("Tests/PlantedBugFixtures/") {
                var inMultilineString = false
                for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let delimiters = line.ranges(of: "\"\"\"").count
                    defer { if delimiters % 2 == 1 { inMultilineString.toggle() } }
                    guard line.count > lineLength, !inMultilineString, delimiters == 0 else { continue }
                    let isComment = line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    guard isComment || !line.contains("\"") else { continue }
                    Issue.record(
                        "\(file.path):\(number + 1): a line of \(line.count) characters, over \(lineLength), and no string literal makes it so")
                }
            }
        }
    }
}
