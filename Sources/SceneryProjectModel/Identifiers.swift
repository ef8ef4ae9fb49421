@_spi(Scenery) import ScenerySourceText

/// How names become Swift identifiers, as Scenery's generator, SwiftGen and R.swift spell them.
@_spi(Scenery) public enum Identifiers {
    /// Lower camel case done right: the leading run of capitals is lower-cased, except the last one
    /// when it starts the next word (`URLPreview` → `urlPreview`, `UIKitDemo` → `uiKitDemo`).
    @_spi(Scenery) public static func lowerCamelCase(_ name: String) -> String {
        // ASCII names (nearly all) over their bytes: every factory name is made this way.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(name.utf8)
            let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            var upperRun = 0
            while upperRun < bytes.count, isUpper(bytes[upperRun]) { upperRun += 1 }
            let lowered = upperRun == bytes.count || upperRun <= 1 ? upperRun : upperRun - 1
            for index in 0..<lowered { bytes[index] |= 0x20 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        guard upperRun > 0 else { return String(characters) }
        let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }

    /// A name made a Swift identifier as SwiftGen's `swiftIdentifier` filter does: the words
    /// between characters that cannot be in an identifier are joined with their first letter
    /// upper-cased (`profile-flow` → `ProfileFlow`); a leading digit gets a `_`.
    @_spi(Scenery) public static func swiftIdentifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// `written` names the type `name` (simple), bare or qualified: `StoryboardInstantiatable`,
    /// `App.StoryboardInstantiatable`. Without building strings: the join asks for every
    /// conformance of every class.
    @_spi(Scenery) public static func names(_ written: String, _ name: String) -> Bool {
        written == name || (written.hasSuffix(name) && written.utf8.dropLast(name.utf8.count).last == UInt8(ascii: "."))
    }

    /// `Outer.Inner` → `Inner`; `App.ProfileViewController` → `ProfileViewController`.
    @_spi(Scenery) public static func simpleName(_ qualified: String) -> String {
        // In UTF-8, not Characters: the join asks this of every class of every superclass chain.
        guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualified }
        return String(qualified[qualified.utf8.index(after: dot)...])
    }

    /// `text` (a type or an expression as written) with each name that stands on its own (not after
    /// a `.`, not in a string literal) replaced by what `replacement` gives for it, when it gives one.
    @_spi(Scenery) public static func replacingNames(in text: String, _ replacement: (String) -> String?) -> String {
        var result = ""
        var word = ""
        var afterDot = false
        var inString = false
        var escaped = false
        func flush() {
            result += afterDot ? word : replacement(word) ?? word
            word = ""
        }
        for character in text {
            if inString {
                result.append(character)
                inString = escaped || character != "\""
                escaped = !escaped && character == "\\"
                continue
            }
            if character.isLetter || character.isNumber || character == "_" || character == "$" {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                flush()
                afterDot = false
            }
            if character == "." {
                afterDot = true
            } else if !character.isWhitespace {
                afterDot = false
            }
            inString = character == "\""
            result.append(character)
        }
        if !word.isEmpty { flush() }
        return result
    }
}
