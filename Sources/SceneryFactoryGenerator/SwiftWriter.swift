@_spi(Scenery) import SceneryProjectModel

/// Indented Swift text, four spaces a level.
struct SwiftWriter {
    private(set) var text = ""
    private var indent = 0

    mutating func line(_ line: String) {
        text += String(repeating: "    ", count: indent) + line + "\n"
    }

    /// A blank line, never two in a row nor right after an opening brace.
    mutating func blank() {
        guard !text.isEmpty, !text.hasSuffix("\n\n"), !text.hasSuffix("{\n") else { return }
        text += "\n"
    }

    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indent += 1
        body(&self)
        indent -= 1
        line("}")
    }

    /// `guard let name = expression as? Type else { preconditionFailure(...) }` and `return name`.
    /// Every generated lookup of a scene or nib fails this way: loudly, saying what it looked for
    /// (`failure` is the inside of a string literal, interpolations allowed) and that
    /// `scenery check` finds such mismatches before anything runs.
    mutating func returnCast(_ expression: String, as type: String, named name: String, failure: String) {
        block("guard let \(name) = \(expression) as? \(type) else") { writer in
            writer.line("preconditionFailure(\"\(failure); run `scenery check`.\")")
        }
        line("return \(name)")
    }

    /// Generated code is not the project's to lint or format: SwiftLint and SwiftFormat skip the file.
    mutating func linterPragmas() {
        line("// swiftlint:disable all")
        line("// swiftformat:disable all")
    }

    /// `/// doc` lines, one per element.
    mutating func documentation(_ lines: String...) {
        for text in lines { line("/// " + text) }
    }
}

/// The Swift spelling of an access level in generated code: nothing for `internal`, which is the
/// default (and what the generated files have always said by omission).
func accessPrefix(_ level: AccessLevel) -> String {
    level == .internal ? "" : "\(level) "
}

/// `profile` → `Profile`: the first character upper-cased, the rest unchanged.
func upperFirst(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
}

let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
    "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Any",
]

func escapeKeyword(_ name: String) -> String {
    swiftKeywords.contains(name) ? "`\(name)`" : name
}

/// Reading a Swift type as written, at the level of brackets: enough to turn a property's type
/// into a parameter's without a parser.
enum TypeText {
    /// `text` (a type or a default value) with each of `names` that stands on its own (not after a
    /// `.`, not in a string literal) written as a member of `owner`: `[Item]` → `[ListViewController.Item]`.
    static func qualifying(_ text: String, names: Set<String>, in owner: String) -> String {
        guard !names.isEmpty else { return text }
        return Identifiers.replacingNames(in: text) { names.contains($0) ? owner + "." + $0 : nil }
    }

    /// The parameter type that receives an implicitly unwrapped property's value: `User!` → `User`,
    /// `(() -> Void)!` → `@escaping () -> Void` (a closure stored in a property escapes).
    static func parameterType(forImplicitlyUnwrapped type: String) -> String {
        var text = trimmed(type)
        if text.hasSuffix("!") { text = trimmed(String(text.dropLast())) }
        while let inner = parenthesisedContents(text) { text = trimmed(inner) }
        return isFunctionType(text) ? "@escaping " + text : text
    }

    /// `(X)` → `X`, when the parentheses enclose the whole type and it is not a tuple.
    static func parenthesisedContents(_ type: String) -> String? {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return nil }
        let inner = String(type.dropFirst().dropLast())
        guard !inner.isEmpty else { return nil }
        var closesEarly = false
        var hasComma = false
        scanTopLevel(inner) { character, depth in
            if depth < 0 { closesEarly = true }
            if depth == 0, character == "," { hasComma = true }
        }
        return closesEarly || hasComma ? nil : inner
    }

    /// An arrow outside any brackets: `@MainActor (Bool) -> Void`, not `[() -> Void]`.
    static func isFunctionType(_ type: String) -> Bool {
        // Most types have no arrow at all: no need to scan their characters.
        guard type.utf8.contains(UInt8(ascii: ">")) else { return false }
        var found = false
        scanTopLevel(type) { character, depth in
            if depth == 0, character == "→" { found = true }
        }
        return found
    }

    /// Calls `visit` with each character and the bracket depth after it; `->` is reported as one
    /// `→` so that its `>` does not close an angle bracket.
    private static func scanTopLevel(_ text: String, _ visit: (Character, Int) -> Void) {
        var depth = 0
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "-", characters.first == ">" {
                characters.removeFirst()
                visit("→", depth)
                continue
            }
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            visit(character, depth)
        }
    }

    private static func trimmed(_ text: String) -> String {
        // Over UTF-8 bytes: a type is trimmed for every dependency of every screen.
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }), let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") })
        else { return "" }
        return String(text[first...last])
    }
}

/// `"Main"`: a string literal holding `text`, with the characters a literal cannot hold as they are escaped.
func stringLiteral(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        case "\r\n": escaped += "\\r\\n"
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        default: escaped.append(character)
        }
    }
    return "\"\(escaped)\""
}
