@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// The class declarations of a dependency's sources, read from their bytes without parsing:
/// Swift's `class Name: Superclass` (any attributes and modifiers, generic parameters skipped,
/// a module-qualified superclass by its last name) and Objective-C's `@interface Name : Superclass`.
/// Comments and string literals are skipped; what reads as no declaration is left out.
@_spi(Scenery) public enum VendoredClassReader {
    /// Each declared class's simple name with its superclass's, in file order.
    @_spi(Scenery) public static func declarations(in bytes: [UInt8], isObjectiveC: Bool) -> [(name: String, superclass: String)] {
        var reader = Reader(bytes: bytes, isObjectiveC: isObjectiveC)
        return isObjectiveC ? reader.interfaces() : reader.classes()
    }

    private struct Reader {
        let bytes: [UInt8]
        /// Objective-C's block comments do not nest, Swift's do.
        let isObjectiveC: Bool
        var index = 0

        mutating func classes() -> [(name: String, superclass: String)] {
            var found: [(name: String, superclass: String)] = []
            while let word = nextWord() {
                guard word == "class", let name = identifier() else { continue }
                // `class func`, `class var`: a member, not a type.
                guard !Self.memberKeywords.contains(name), var superclass = superclass() else { continue }
                // `UIKit.UIViewController`: the last name.
                while byte == UInt8(ascii: "."), bytes.count > index + 1, SwiftBytes.isIdentifierByte(bytes[index + 1]) {
                    index += 1
                    superclass = identifier() ?? superclass
                }
                found.append((name, superclass))
            }
            return found
        }

        mutating func interfaces() -> [(name: String, superclass: String)] {
            var found: [(name: String, superclass: String)] = []
            while index < bytes.count {
                if skipCommentOrString() { continue }
                guard bytes[index] == UInt8(ascii: "@") else {
                    index += 1
                    continue
                }
                index += 1
                // Not a category, `@interface Name (Category)`.
                guard identifier() == "interface", let name = identifier(), let superclass = superclass() else { continue }
                found.append((name, superclass))
            }
            return found
        }

        private static let memberKeywords: Set<String> = [
            "func", "var", "let", "subscript", "init", "override", "final", "public", "open", "internal", "private", "fileprivate",
            "static", "required", "convenience", "protocol",
        ]

        private var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// After a declared name, its generic parameters (`Name<T>`) and `:`: the first name inherited.
        private mutating func superclass() -> String? {
            skipBlank()
            if byte == UInt8(ascii: "<") { skipGenericParameters() }
            skipBlank()
            guard byte == UInt8(ascii: ":") else { return nil }
            index += 1
            return identifier()
        }

        /// The next identifier outside comments and strings, and past it; nil at the end.
        private mutating func nextWord() -> String? {
            while index < bytes.count {
                if skipCommentOrString() { continue }
                guard SwiftBytes.isIdentifierByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, SwiftBytes.isIdentifierByte(bytes[index]) { index += 1 }
                // A member or a label's name (`x.class`, `class:`) is no keyword.
                if start > 0, bytes[start - 1] == UInt8(ascii: ".") { continue }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            return nil
        }

        /// After blanks, an identifier that does not start with a digit, and past it.
        private mutating func identifier() -> String? {
            skipBlank()
            let start = index
            while index < bytes.count, SwiftBytes.isIdentifierByte(bytes[index]) { index += 1 }
            guard index > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return nil }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func skipBlank() {
            while let byte, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                index += 1
            }
        }

        /// From `<` past its balancing `>` (within a line's worth of bytes).
        private mutating func skipGenericParameters() {
            var depth = 0
            let limit = min(bytes.count, index + 512)
            while index < limit {
                if bytes[index] == UInt8(ascii: "<") { depth += 1 }
                if bytes[index] == UInt8(ascii: ">") { depth -= 1 }
                index += 1
                if depth == 0 { return }
            }
        }

        /// Past a `//` or `/* */` comment or a string literal (`"…"`, `"""…"""`) at `index`; false when none starts there.
        private mutating func skipCommentOrString() -> Bool {
            guard index < bytes.count else { return false }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch bytes[index] {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                index = SwiftBytes.lineEnd(in: bytes, from: index)
            case UInt8(ascii: "/") where next == UInt8(ascii: "*") && !isObjectiveC:
                index = SwiftBytes.blockCommentEnd(in: bytes, from: index) ?? bytes.count
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            case UInt8(ascii: "\""):
                let isMultiline = index + 2 < bytes.count && next == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
                index += isMultiline ? 3 : 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if !isMultiline, bytes[index] == UInt8(ascii: "\n") { break }
                    if bytes[index] == UInt8(ascii: "\"") {
                        if !isMultiline {
                            index += 1
                            break
                        }
                        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                            index += 3
                            break
                        }
                    }
                    index += 1
                }
                index = min(index, bytes.count)
            default:
                return false
            }
            return true
        }
    }
}
