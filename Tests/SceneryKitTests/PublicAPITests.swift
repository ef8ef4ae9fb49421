import Foundation
import SceneryTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// The package's API is `SceneryKit`'s public declarations and the language server's library entry
/// points; the faces (`SceneryCLI`, the rest of `SceneryLanguageServer`) are `package`. The modules
/// below stay `public` but are not API: release builds optimize across modules only through public
/// declarations (see ARCHITECTURE.md, `SceneryKit`). A change to the API shows as a change to
/// `Goldens/API.txt` (refreshed with `UPDATE_GOLDENS=1`), to be read in review.
@Suite struct PublicAPITests {
    static let modules = ["SceneryKit", "SceneryLanguageServer", "SceneryCLI"]

    @Test func thePublicDeclarationsOfTheLibraryModulesAreTheGolden() throws {
        let sources = packageRoot + "/Sources"
        var lines: [String] = []
        for module in Self.modules {
            let files = (FileManager.default.enumerator(atPath: sources + "/" + module)?.allObjects as? [String]) ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                let tree = Parser.parse(source: try String(contentsOfFile: sources + "/\(module)/\(file)", encoding: .utf8))
                lines += PublicDeclarations.lines(in: tree.statements.map(\.item), parent: nil).map { "\(module) \($0)" }
            }
        }
        #expect(lines.contains { $0.hasPrefix("SceneryKit public struct SceneryProject") })
        // Every public declaration says what it is for (enum cases excepted: their enum does).
        #expect(lines.filter { $0.hasSuffix(PublicDeclarations.undocumented) } == [])
        if let failure = compareWithGolden(lines.joined(separator: "\n") + "\n", path: packageRoot + "/Tests/SceneryKitTests/Goldens/API.txt") {
            Issue.record(Comment(rawValue: failure))
        }
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
            let documented = decl.is(EnumCaseDeclSyntax.self) || decl.leadingTrivia.contains { piece in
                if case .docLineComment = piece { return true }
                if case .docBlockComment = piece { return true }
                return false
            }
            return (parent.map { $0 + ": " } ?? "") + flat + (documented ? "" : undocumented)
        }
        func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
        }
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            let name = typeName(decl)
            let path = parent.map { "\($0).\(name)" } ?? name
            let members = group.memberBlock.members.flatMap { lines(of: $0.decl, parent: path, enumIsPublic: decl.is(EnumDeclSyntax.self) && isPublic(group.modifiers)) }
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
            stripped.bindings = PatternBindingListSyntax(variable.bindings.map { binding in
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
