import Foundation
import SceneryTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// The package's API is `SceneryKit`'s public declarations and the language server's library entry
/// points; the faces (`SceneryCLI`, `SceneryMCP`, the rest of `SceneryLanguageServer`) are `package`. The modules
/// below stay `public`, because release builds optimize across modules only through public
/// declarations (see Documentation/Internals.md, `SceneryKit`), but every declaration of theirs is
/// `@_spi(Scenery)`: a client that imports them without `@_spi(Scenery)` sees none of it. A change
/// to what a plain client sees shows as a change to `Goldens/API.txt` (refreshed with
/// `UPDATE_GOLDENS=1`), to be read in review.
@Suite struct PublicAPITests {
    static let faces = ["SceneryKit", "SceneryLanguageServer", "SceneryCLI", "SceneryMCP"]

    /// `open` as a modifier, not the word.
    static let openKeywords = ["open class", "open func", "open var", "open static", "open override", "open subscript"]

    /// Every module under Sources/ except the faces and the executable.
    static let lowerModules: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Sources")) ?? []
        return folders.filter { !faces.contains($0) && $0 != "scenery" }.sorted()
    }()

    @Test func whatAPlainClientSeesIsTheGolden() throws {
        let sources = packageRoot + "/Sources"
        var lines: [String] = []
        // The lower modules are listed too: a declaration of theirs that lost its `@_spi` shows here.
        #expect(Self.lowerModules.contains("SceneryProjectIndex"))
        for module in Self.faces + Self.lowerModules {
            let files = (FileManager.default.enumerator(atPath: sources + "/" + module)?.allObjects as? [String]) ?? []
            var found: [String] = []
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: sources + "/\(module)/\(file)", encoding: .utf8)
                // Parsing is the slow part: a file whose every `public` is SPI has nothing to list.
                let rest = text.replacingOccurrences(of: "@_spi(Scenery) public", with: "")
                if Self.lowerModules.contains(module), !rest.contains("public"), !Self.openKeywords.contains(where: rest.contains) { continue }
                let tree = Parser.parse(source: text)
                found += PublicDeclarations.lines(in: tree.statements.map(\.item), parent: nil).map { "\(module) \($0)" }
            }
            // The golden names every module a client can import, those it sees nothing of included.
            lines += found.isEmpty ? ["\(module): nothing a client sees"] : found
        }
        #expect(lines.contains { $0.hasPrefix("SceneryKit public struct SceneryProject") })
        // Every public declaration says what it is for (enum cases excepted: their enum does).
        #expect(lines.filter { $0.hasSuffix(PublicDeclarations.undocumented) } == [])
        #expect(lines.filter { line in Self.lowerModules.contains { line.hasPrefix($0 + " ") } } == [])
        if let failure = compareWithGolden(lines.joined(separator: "\n") + "\n", path: packageRoot + "/Tests/SceneryKitTests/Goldens/API.txt") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}

extension PublicAPITests {
    /// The compiler's view, on the modules this test run was built with: a file that imports every
    /// lower module and names one type of each does not compile without `@_spi(Scenery)`, and does with it.
    @Test func aPlainClientCannotUseTheLowerModules() throws {
        guard let modules = Self.builtModulesFolder() else {
            Issue.record("no folder with SceneryProjectIndex.swiftmodule above this test binary")
            return
        }
        let names = try Self.lowerModules.map { module -> (module: String, type: String) in
            let type = try #require(Self.firstPublicType(in: module), "no public type in \(module)")
            return (module, type)
        }
        func client(importing prefix: String) -> [String: String] {
            ["main.swift": names.map { "\(prefix)import \($0.module)\n" }.joined() + names.map { "_ = \($0.type).self\n" }.joined()]
        }
        let arguments = ["-I", modules] + Self.cModuleArguments(near: modules)
        let plain = TypeCheck.run(sources: client(importing: ""), swiftVersion: 6, arguments: arguments)
        #expect(!plain.succeeded)
        #expect(!plain.output.contains("no such module"), "\(plain.output)")
        for name in names {
            #expect(plain.output.contains("cannot find '\(name.type)' in scope"), "\(name.module).\(name.type) is visible to a plain client")
        }
        let spi = TypeCheck.run(sources: client(importing: "@_spi(Scenery) "), swiftVersion: 6, arguments: arguments)
        #expect(spi.succeeded, "\(spi.output)")
    }

    /// The first top-level `public struct|enum|final class` of `module`, from its sources, SPI or
    /// not (so that one that lost its `@_spi` is the one tried).
    static func firstPublicType(in module: String) -> String? {
        let folder = packageRoot + "/Sources/" + module
        let files = ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let declaration = line.hasPrefix("@_spi(Scenery) ") ? line.dropFirst("@_spi(Scenery) ".count) : line
                for kind in ["struct ", "enum ", "final class "] where declaration.hasPrefix("public " + kind) {
                    let name = declaration.dropFirst(("public " + kind).count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { return String(name) }
                }
            }
        }
        return nil
    }

    /// The dependencies' C modules (swift-syntax's shims, Yams' CYaml), which their Swift modules
    /// import: `-Xcc -I` for each `Sources/*/include` with a module map in the build's checkouts.
    static func cModuleArguments(near modules: String) -> [String] {
        var url = URL(fileURLWithPath: modules)
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.path + "/checkouts") {
            url.deleteLastPathComponent()
        }
        let checkouts = url.path + "/checkouts"
        var arguments: [String] = []
        for package in ((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []).sorted() {
            let sources = checkouts + "/" + package + "/Sources"
            for target in ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted()
            where FileManager.default.fileExists(atPath: sources + "/" + target + "/include/module.modulemap") {
                arguments += ["-Xcc", "-I", "-Xcc", sources + "/" + target + "/include"]
            }
        }
        return arguments
    }

    /// Where SwiftPM put the `.swiftmodule`s of this build: a folder above the test binary (`Modules/`
    /// in it since Swift 6, the folder itself before). The binary is the process (Linux) or a bundle
    /// it loaded (macOS, where `xctest` runs it).
    static func builtModulesFolder() -> String? {
        for start in CommandLine.arguments.prefix(1) + Bundle.allBundles.map(\.bundlePath) {
            var url = URL(fileURLWithPath: start)
            while url.pathComponents.count > 1 {
                url.deleteLastPathComponent()
                for candidate in [url.appendingPathComponent("Modules").path, url.path]
                where FileManager.default.fileExists(atPath: candidate + "/SceneryProjectIndex.swiftmodule") {
                    return candidate
                }
            }
        }
        return nil
    }
}

/// One line per public declaration, without bodies, initial values or comments: `Parent.Child: public func f(x: Int) -> Y`.
enum PublicDeclarations {
    /// Appended to a declaration that has no `///` comment.
    static let undocumented = "  (undocumented)"

    static func lines(in items: [CodeBlockItemSyntax.Item], parent: String?) -> [String] {
        items.flatMap { item -> [String] in
            guard case .decl(let decl) = item else { return [] }
            return lines(of: decl, parent: parent, enumIsPublic: false)
        }
    }

    static func lines(of decl: DeclSyntax, parent: String?, enumIsPublic: Bool) -> [String] {
        func line(_ text: String) -> String {
            let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let documented =
                decl.is(EnumCaseDeclSyntax.self)
                || decl.leadingTrivia.contains { piece in
                    if case .docLineComment = piece { return true }
                    if case .docBlockComment = piece { return true }
                    return false
                }
            return (parent.map { $0 + ": " } ?? "") + flat + (documented ? "" : undocumented)
        }
        // `@_spi(…)` hides a declaration, and with it its members, from a client that does not ask for the SPI.
        let spi =
            decl.asProtocol(WithAttributesSyntax.self)?.attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi"
            } ?? false
        if spi { return [] }
        func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
        }
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            let name = typeName(decl)
            let path = parent.map { "\($0).\(name)" } ?? name
            let members = group.memberBlock.members.flatMap {
                lines(of: $0.decl, parent: path, enumIsPublic: decl.is(EnumDeclSyntax.self) && isPublic(group.modifiers))
            }
            guard isPublic(group.modifiers) else { return members }
            var header = group
            header.memberBlock = MemberBlockSyntax(members: [])
            let text = header.trimmedDescription
            return [line(String(text[..<(text.lastIndex(of: "{") ?? text.endIndex)]))] + members
        }
        if let cases = decl.as(EnumCaseDeclSyntax.self), enumIsPublic {
            return [line(cases.trimmedDescription)]
        }
        if var function = decl.as(FunctionDeclSyntax.self), isPublic(function.modifiers) {
            function.body = nil
            return [line(function.trimmedDescription)]
        }
        if var initializer = decl.as(InitializerDeclSyntax.self), isPublic(initializer.modifiers) {
            initializer.body = nil
            return [line(initializer.trimmedDescription)]
        }
        if let variable = decl.as(VariableDeclSyntax.self), isPublic(variable.modifiers) {
            let computed = variable.bindings.contains { $0.accessorBlock != nil }
            var stripped = variable
            stripped.bindings = PatternBindingListSyntax(
                variable.bindings.map { binding in
                    var binding = binding
                    binding.initializer = nil
                    binding.accessorBlock = nil
                    return binding
                })
            return [line(stripped.trimmedDescription + (computed ? " { get }" : ""))]
        }
        return []
    }

    static func typeName(_ decl: DeclSyntax) -> String {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        return decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? "?"
    }
}
