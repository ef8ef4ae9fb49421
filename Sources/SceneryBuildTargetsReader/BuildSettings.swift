import Foundation

/// One assignment of a build setting, from a `buildSettings` dictionary or an `.xcconfig` line:
/// `NAME[sdk=iphoneos*][config=Debug] = value`.
struct BuildSettingAssignment: Hashable, Sendable {
    struct Condition: Hashable, Sendable {
        /// `sdk`, `config`, `arch`, `variant`…
        var parameter: String
        /// A glob: `*` matches any run of characters.
        var pattern: String
    }

    var name: String
    var conditions: [Condition]
    var value: String

    init(name: String, conditions: [Condition] = [], value: String) {
        self.name = name
        self.conditions = conditions
        self.value = value
    }

    /// Splits a written key, `NAME`, `NAME[a=x][b=y]` or `NAME[a=x,b=y]`; nil when it names no setting.
    init?(key: Substring, value: String) {
        let bracket = key.firstIndex(of: "[") ?? key.endIndex
        let name = key[..<bracket].trimmingCharacters(in: .whitespaces)
        guard let first = name.utf8.first, !BuildSettingsEvaluation.isDigit(first),
            name.utf8.allSatisfy(BuildSettingsEvaluation.isNameByte)
        else { return nil }
        var conditions: [Condition] = []
        var rest = key[bracket...]
        while let open = rest.firstIndex(of: "[") {
            guard rest[..<open].allSatisfy(\.isWhitespace), let close = rest[open...].firstIndex(of: "]") else { return nil }
            for term in rest[rest.index(after: open)..<close].split(separator: ",") {
                guard let equals = term.firstIndex(of: "=") else { return nil }
                conditions.append(
                    Condition(
                        parameter: term[..<equals].trimmingCharacters(in: .whitespaces),
                        pattern: term[term.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                    )
                )
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.allSatisfy(\.isWhitespace) else { return nil }
        self.init(name: name, conditions: conditions, value: value)
    }
}

/// What conditional assignments are evaluated for.
struct BuildSettingsConditions: Sendable {
    var configuration: String
    /// The SDK's name (`iphoneos`, `macosx14.0`); nil while `SDKROOT` itself is being found, when
    /// no assignment conditioned on the SDK applies.
    var sdk: String?

    func hold(for assignment: BuildSettingAssignment) -> Bool {
        assignment.conditions.allSatisfy { condition in
            switch condition.parameter {
            case "config": Self.glob(condition.pattern, matches: configuration)
            case "sdk": sdk.map { Self.glob(condition.pattern, matches: $0) } ?? false
            // Architectures and variants are many at once in a build; only an assignment for all applies.
            default: condition.pattern == "*"
            }
        }
    }

    private static func glob(_ pattern: String, matches value: String) -> Bool {
        let pattern = Array(pattern.utf8)
        let value = Array(value.utf8)
        let star = UInt8(ascii: "*")
        var p = 0
        var v = 0
        // The last `*` seen and where in `value` it started matching, to backtrack to.
        var lastStar: (pattern: Int, value: Int)?
        while v < value.count {
            if p < pattern.count, pattern[p] == star {
                lastStar = (p, v)
                p += 1
            } else if p < pattern.count, pattern[p] == value[v] {
                p += 1
                v += 1
            } else if let star = lastStar {
                lastStar = (star.pattern, star.value + 1)
                p = star.pattern + 1
                v = star.value + 1
            } else {
                return false
            }
        }
        return pattern[p...].allSatisfy { $0 == star }
    }
}

/// The settings of one target in one configuration: its levels' assignments whose conditions hold,
/// evaluated in Xcode's macro language (`$(X)`, `${X}`, `$X`, `$$`, nesting, `$(inherited)`,
/// retrieval operators and `:default=`).
struct BuildSettingsEvaluation {
    /// Each setting's values whose conditions hold, lowest precedence first.
    private let values: [String: [String]]
    /// A setting evaluated with only its first `depth` values: what `$(inherited)` in value
    /// `depth` sees is the same setting at `depth - 1`.
    private struct Reference: Hashable {
        var name: String
        var depth: Int
    }
    private var evaluated: [Reference: String] = [:]
    private var underway: Set<Reference> = []
    /// How many expansions are under way, one inside the other.
    private var nesting = 0

    /// A value that references itself exponentially (`A = $(B)$(B)`, `B = $(C)$(C)`…) stops growing here.
    private static let maximumLength = 1 << 16
    /// References nested deeper than this (a long chain of settings, `$($($(…)))`) are empty, so
    /// that malformed settings cannot exhaust the stack.
    private static let maximumNesting = 200

    /// - levels: lowest precedence first; within a level, a later assignment wins over an earlier one.
    init(levels: [[BuildSettingAssignment]], conditions: BuildSettingsConditions) {
        var values: [String: [String]] = [:]
        for assignment in levels.joined() where conditions.hold(for: assignment) {
            values[assignment.name, default: []].append(assignment.value)
        }
        self.values = values
    }

    /// The lowest level: the names Xcode defines before any setting (`TARGET_NAME`…, taken
    /// literally), and the defaults the module name follows.
    static func builtins(_ names: [String: String]) -> [BuildSettingAssignment] {
        names.keys.sorted().compactMap { name in
            names[name].map { BuildSettingAssignment(name: name, value: $0.replacingOccurrences(of: "$", with: "$$")) }
        } + [
            BuildSettingAssignment(name: "PRODUCT_MODULE_NAME", value: "$(PRODUCT_NAME:c99extidentifier)"),
            BuildSettingAssignment(name: "SWIFT_MODULE_NAME", value: "$(PRODUCT_MODULE_NAME)"),
        ]
    }

    /// The Swift module the settings name; with `PRODUCT_NAME` unset or empty everywhere, the
    /// target's name stands for it.
    mutating func moduleName(targetName: String) -> String {
        let module = value(of: "SWIFT_MODULE_NAME")
        return module.isEmpty ? ModuleName.c99Identifier(targetName) : module
    }

    /// The setting's value; empty when unset.
    mutating func value(of name: String) -> String {
        value(of: Reference(name: name, depth: values[name]?.count ?? 0))
    }

    private mutating func value(of reference: Reference) -> String {
        if let known = evaluated[reference] { return known }
        // A setting that refers to itself (other than through `$(inherited)`) is empty there.
        guard reference.depth > 0, let written = values[reference.name]?[reference.depth - 1],
            underway.insert(reference).inserted
        else { return "" }
        let value = String(decoding: expand(Array(written.utf8)[...], in: reference), as: UTF8.self)
        underway.remove(reference)
        evaluated[reference] = value
        return value
    }

    private mutating func lookUp(_ name: String, in reference: Reference) -> String {
        name == "inherited" ? value(of: Reference(name: reference.name, depth: reference.depth - 1)) : value(of: name)
    }

    private static let dollar = UInt8(ascii: "$")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let closeParenthesis = UInt8(ascii: ")")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// `text` with its references replaced; `reference` is the assignment it belongs to.
    private mutating func expand(_ text: ArraySlice<UInt8>, in reference: Reference) -> [UInt8] {
        guard nesting < Self.maximumNesting else { return [] }
        nesting += 1
        defer { nesting -= 1 }
        var result: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex, result.count < Self.maximumLength {
            let byte = text[index]
            let next = text.index(after: index)
            guard byte == Self.dollar, next < text.endIndex else {
                result.append(byte)
                index = next
                continue
            }
            switch text[next] {
            case Self.dollar:
                result.append(Self.dollar)
                index = next + 1
            case Self.openParenthesis, Self.openBrace:
                let opening = text[next]
                let closing = opening == Self.openParenthesis ? Self.closeParenthesis : Self.closeBrace
                guard let end = Self.topLevelIndex(of: closing, in: text[(next + 1)...]) else {
                    // Unterminated: the rest is text.
                    result.append(contentsOf: text[index...])
                    index = text.endIndex
                    continue
                }
                result.append(contentsOf: evaluate(text[(next + 1)..<end], in: reference).utf8)
                index = end + 1
            case let first where Self.isNameByte(first) && !Self.isDigit(first):
                let end = text[next...].firstIndex { !Self.isNameByte($0) } ?? text.endIndex
                result.append(contentsOf: lookUp(String(decoding: text[next..<end], as: UTF8.self), in: reference).utf8)
                index = end
            default:
                result.append(byte)
                index = next
            }
        }
        return result
    }

    /// The inside of `$(…)`: a name (itself possibly made of references) and `:`-separated operators.
    private mutating func evaluate(_ body: ArraySlice<UInt8>, in reference: Reference) -> String {
        var parts: [ArraySlice<UInt8>] = []
        var rest = body
        while let colon = Self.topLevelIndex(of: UInt8(ascii: ":"), in: rest) {
            parts.append(rest[..<colon])
            rest = rest[(colon + 1)...]
        }
        parts.append(rest)
        let name = String(decoding: expand(parts[0], in: reference), as: UTF8.self)
        var value = lookUp(name, in: reference)
        for operation in parts.dropFirst() {
            guard let equals = operation.firstIndex(of: UInt8(ascii: "=")) else {
                value = Self.apply(String(decoding: operation, as: UTF8.self), to: value)
                continue
            }
            // Of the replacement operators only `default` bears on names and platforms.
            if String(decoding: operation[..<equals], as: UTF8.self) == "default", value.isEmpty {
                value = String(decoding: expand(operation[(equals + 1)...], in: reference), as: UTF8.self)
            }
        }
        return value
    }

    private static func apply(_ operation: String, to value: String) -> String {
        switch operation {
        case "c99extidentifier": ModuleName.c99Identifier(value)
        case "identifier": identifier(value, separator: "_")
        case "rfc1034identifier": identifier(value, separator: "-")
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        // The path and quoting operators (`dir`, `file`, `quote`…) do not bear on names or platforms.
        default: value
        }
    }

    /// `:identifier` (`separator` `_`) and `:rfc1034identifier` (`-`): every character but ASCII
    /// letters, digits and the separator becomes the separator, and so does a leading digit.
    private static func identifier(_ text: String, separator: Character) -> String {
        var result = ""
        for character in text {
            let isLetter = character.isASCII && character.isLetter
            let isDigit = character.isASCII && character.isWholeNumber
            let kept = character == separator || isLetter || (isDigit && !result.isEmpty)
            result.append(kept ? character : separator)
        }
        return result
    }

    /// The first `byte` in `text` outside nested parentheses and braces.
    private static func topLevelIndex(of byte: UInt8, in text: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        for index in text.indices {
            let current = text[index]
            if current == byte, depth == 0 { return index }
            if current == openParenthesis || current == openBrace {
                depth += 1
            } else if current == closeParenthesis || current == closeBrace {
                depth -= 1
            }
        }
        return nil
    }
}
