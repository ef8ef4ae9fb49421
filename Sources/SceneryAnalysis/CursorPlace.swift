@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import ScenerySourceText

/// Where an offset of Swift text is: in code, in a string literal (and what the call around it
/// takes), or elsewhere (a comment, a multi-line or raw string). Read by a light lexer from the
/// start of the text, so that it works on the editor's text as typed, which rarely parses: the
/// literal being written is not closed yet.
enum CursorPlace: Equatable {
    case code
    /// In a one-line string literal; what it names when Scenery knows the call that takes it.
    case literal(InterfaceLiteral?)
    /// In a one-line string literal given to a call Scenery does not know by name.
    case callArgument(CallArgument)
    case elsewhere

    init(offset: Int, in text: SourceText) {
        var lexer = CursorLexer(bytes: text.bytes, offset: min(max(0, offset), text.bytes.count))
        self = lexer.run()
    }
}

/// A string literal that names something of an Interface Builder file: the argument of
/// `UIStoryboard(name:)`, `instantiateViewController(withIdentifier:)`, `performSegue(withIdentifier:)`,
/// `UINib(nibName:)`…
struct InterfaceLiteral: Equatable {
    enum Kind: Equatable {
        case storyboardName
        /// A Storyboard ID, with the storyboard the code instantiates it from.
        case sceneIdentifier(StoryboardSource)
        case segueIdentifier
        case nibName
    }

    /// Which storyboard a Storyboard ID is looked up in, as far as the text says.
    enum StoryboardSource: Equatable {
        /// `UIStoryboard(name: "X", …).instantiate…`, or through a `let` bound to that.
        case named(String)
        /// `storyboard?.instantiate…`, `self.storyboard!.instantiate…`: the storyboards holding the
        /// enclosing class's scene.
        case enclosingScene
        /// `UIStoryboard.settings.instantiate…`: a static property, by its path as written, that
        /// holds a storyboard (`static let settings = UIStoryboard(name: "Settings", bundle: nil)`,
        /// or a computed `static var`).
        case property(String)
        case unknown
    }

    var kind: Kind
    /// From after the opening quote to the closing one, or to the end of the line while the
    /// literal is not closed.
    var contents: ByteRange
    var isClosed: Bool
    /// The simple name of the type whose body (or extension) holds the literal.
    var enclosingType: String?
    /// Given to one of the project's helpers: a rename does not rewrite it, as its call, not the
    /// literal, is where the join places what the call expects.
    var isHelperArgument = false
}

/// A string literal given, as a whole argument, to a call Scenery does not know by name: perhaps
/// one of the project's helpers, which the analysis decides (`Analysis.interfaceLiteral(at:in:)`).
struct CallArgument: Equatable {
    var callee: String
    /// The labels of the arguments up to the literal's, which is the last.
    var labels: [String?]
    /// The earlier arguments that are plain string literals, by position (nil for any other).
    var strings: [String?]
    /// The storyboard the call is made on, as far as the text says (`storyboard?.helper(…)`).
    var receiver: InterfaceLiteral.StoryboardSource
    /// The type it is called on: `X` of `X.helper(…)`, the enclosing type for `helper(…)` or `self.helper(…)`.
    var receiverType: String?
    /// Called on an instance whose type the text does not say (`viewFactory.make(…)`, `Manager.shared.open(…)`).
    var isCalledOnInstance = false
    /// The storyboards the arguments after the literal's name, as far as the text says: a name
    /// bound to one (`inspector("…", storyboard)`), by position after the literal's.
    var laterStoryboards: [InterfaceLiteral.StoryboardSource] = []
    var contents: ByteRange
    var isClosed: Bool
    var enclosingType: String?

    /// The literal, naming something of this kind.
    func literal(_ kind: InterfaceLiteral.Kind) -> InterfaceLiteral {
        InterfaceLiteral(kind: kind, contents: contents, isClosed: isClosed, enclosingType: enclosingType, isHelperArgument: true)
    }
}

/// Tokens of Swift text up to an offset: identifiers, one-byte punctuation and one-line string
/// literals; comments and other literals are skipped. It keeps what the literal at the offset
/// needs: the tokens of the current statement, and per brace scope the type it declares and
/// the local names bound to `UIStoryboard(name: "X", …)`.
private struct CursorLexer {
    struct Token {
        enum Kind { case identifier, punctuation, string }
        var kind: Kind
        /// For a string, its contents between the quotes.
        var range: ByteRange
        /// A string whose contents are its value: no escapes, no interpolation, not raw.
        var isPlain = true
    }

    struct Scope {
        var typeName: String?
        /// Local names with the storyboard they are bound to; nil when bound to something else.
        var storyboards: [String: String?] = [:]
    }

    let bytes: [UInt8]
    let offset: Int
    var index = 0
    /// Since the last brace or semicolon: enough for a call and its receiver.
    var tokens: [Token] = []
    var scopes = [Scope()]
    /// The storyboard each type closed so far binds its own `storyboard` to, for its extensions
    /// further on in the file.
    var ownStoryboards: [String: String?] = [:]
    /// `class`, `struct`… was the last token: the next identifier is the type's name.
    var expectsTypeName = false
    /// The name of the type whose body the next `{` opens.
    var pendingType: ByteRange?
    /// The name a `let x =` / `var x: T =` of the current statement binds.
    var binding: (name: String, equalsIndex: Int)?

    init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func run() -> CursorPlace {
        while index < bytes.count, index < offset {
            let start = index
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                index = SwiftBytes.lineEnd(in: bytes, from: index)
                if offset <= index { return .elsewhere }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard let end = SwiftBytes.blockCommentEnd(in: bytes, from: index), offset >= end else { return .elsewhere }
                index = end
            case UInt8(ascii: "/") where SwiftBytes.bareRegexEnd(in: bytes, from: index) != nil:
                guard let end = SwiftBytes.bareRegexEnd(in: bytes, from: index), offset >= end else { return .elsewhere }
                index = end
            case UInt8(ascii: "#") where extendedRegexHashes() != nil:
                guard let hashes = extendedRegexHashes() else { return .elsewhere }
                index = SwiftBytes.extendedRegexEnd(in: bytes, from: index, hashes: hashes)
                if offset < index { return .elsewhere }
            case UInt8(ascii: "#") where rawStringHashes() != nil:
                if !skipRawString() || offset < index { return .elsewhere }
                tokens.append(Token(kind: .string, range: ByteRange(start, index), isPlain: false))
            case UInt8(ascii: "\"") where peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\""):
                guard let end = find([UInt8(ascii: "\""), UInt8(ascii: "\""), UInt8(ascii: "\"")], from: index + 3), offset >= end else {
                    return .elsewhere
                }
                index = end
                tokens.append(Token(kind: .string, range: ByteRange(start, index), isPlain: false))
            case UInt8(ascii: "\""):
                let (contents, isClosed, isPlain) = lexString()
                if offset <= contents.upperBound { return literal(contents: contents, isClosed: isClosed, isPlain: isPlain) }
                tokens.append(Token(kind: .string, range: contents, isPlain: isPlain))
                recordStoryboardBinding()
            case UInt8(ascii: "{"):
                scopes.append(Scope(typeName: pendingType.map { text($0) }))
                endStatement()
                index += 1
            case UInt8(ascii: "}"):
                if scopes.count > 1, let closed = scopes.popLast(), let type = closed.typeName, let own = closed.storyboards["storyboard"] {
                    ownStoryboards[type] = own
                }
                endStatement()
                index += 1
            case UInt8(ascii: ";"):
                endStatement()
                index += 1
            case _ where FactoryCallContext.isIdentifierByte(byte):
                while index < bytes.count, FactoryCallContext.isIdentifierByte(bytes[index]) { index += 1 }
                identifier(ByteRange(start, index))
            default:
                index += 1
                punctuation(byte)
            }
        }
        return .code
    }

    // MARK: Declarations and bindings

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    /// What may follow `class` when it declares no type (`class func`, `class override var`).
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "public", "open", "internal",
        "fileprivate", "private", "required", "convenience", "dynamic", "nonisolated", "typealias",
    ]

    private mutating func identifier(_ range: ByteRange) {
        defer { tokens.append(Token(kind: .identifier, range: range)) }
        if expectsTypeName {
            expectsTypeName = false
            if !Self.notTypeNames.contains(text(range)) { pendingType = range }
            return
        }
        // `extension Outer.Inner`: the type is the last component.
        if let pending = pendingType, punctuation(at: 1) == UInt8(ascii: "."), tokens.dropLast().last?.range == pending {
            pendingType = range
            return
        }
        // No keyword is longer: most identifiers are not even read.
        if range.count <= 9, Self.typeKeywords.contains(text(range)) { expectsTypeName = true }
    }

    private mutating func punctuation(_ byte: UInt8) {
        expectsTypeName = false
        tokens.append(Token(kind: .punctuation, range: ByteRange(index - 1, index)))
        // `let name =` or `var name: Type =` (`==` is two tokens: only the first can bind).
        guard byte == UInt8(ascii: "="), peek(0) != UInt8(ascii: "=") else { return }
        let nameIndex: Int
        if isBindingKeyword(at: 3) {
            nameIndex = 2
        } else if punctuation(at: 3) == UInt8(ascii: ":"), isBindingKeyword(at: 5) {
            nameIndex = 4
        } else {
            return
        }
        guard let name = identifierText(at: nameIndex) else { return }
        scopes[scopes.count - 1].storyboards[name] = .some(nil)
        binding = (name, tokens.count - 1)
    }

    /// `let name = UIStoryboard(name: "X"`: the string just lexed names the bound storyboard.
    private mutating func recordStoryboardBinding() {
        guard let binding, binding.equalsIndex == tokens.count - 6, let name = storyboardName(openingParenthesis: tokens.count - 4) else { return }
        scopes[scopes.count - 1].storyboards[binding.name] = name
    }

    private mutating func endStatement() {
        tokens.removeAll(keepingCapacity: true)
        binding = nil
        pendingType = nil
        expectsTypeName = false
    }

    private func isBindingKeyword(at back: Int) -> Bool {
        identifierText(at: back).map { $0 == "let" || $0 == "var" } ?? false
    }

    // MARK: The literal at the offset

    /// What the literal whose contents are `contents` names, from the call it is an argument of:
    /// the first one of a UIKit or AppKit call, any one of another call.
    private func literal(contents: ByteRange, isClosed: Bool, isPlain: Bool) -> CursorPlace {
        // An escape or interpolation before the cursor: the text typed is not a name.
        guard isPlain || !bytes[contents.lowerBound..<min(offset, contents.upperBound)].contains(UInt8(ascii: "\\")),
            let call = openCall(), let callee = identifierText(at: call.calleeBack)
        else { return .literal(nil) }
        // `NSStoryboard.SceneIdentifier("…")`, `.init("…")`, `SceneName(rawValue: "…")`: the name
        // type's value is what the call around it takes.
        if let start = wrapperStart(callee: callee, calleeBack: call.calleeBack, labels: call.labels) {
            var outer = self
            outer.tokens.removeLast(tokens.count - start)
            let place = outer.literal(contents: contents, isClosed: isClosed, isPlain: isPlain)
            if place != .literal(nil) { return place }
        }
        let enclosingType = scopes.last { $0.typeName != nil }?.typeName
        let receiverEnd = call.calleeBack + 2
        let isCalledOnReceiver = punctuation(at: call.calleeBack + 1) == UInt8(ascii: ".")
        let receiverName = isCalledOnReceiver && punctuation(at: receiverEnd + 1) != UInt8(ascii: ".") ? identifierText(at: receiverEnd) : nil
        // `Utils.instantiateController(withIdentifier:)`: no storyboard's method is called on a type
        // of the app, so it is a helper of that type's, which the analysis looks up.
        let isOnAppType = receiverName.map { $0.first?.isUppercase == true && $0 != "UIStoryboard" && $0 != "NSStoryboard" } ?? false
        if call.labels.count == 1, !(isOnAppType && callee.hasPrefix("instantiate")),
            let kind = platformKind(callee, label: call.labels[0], isCalledOnReceiver: isCalledOnReceiver, receiverEnd: receiverEnd)
        {
            return .literal(InterfaceLiteral(kind: kind, contents: contents, isClosed: isClosed, enclosingType: enclosingType))
        }
        // `X.helper(…)` is called on `X`; `self.helper(…)` and `helper(…)` on the enclosing type.
        let receiverType =
            !isCalledOnReceiver || receiverName == "self" || receiverName == "Self"
            ? enclosingType : receiverName.flatMap { $0.first?.isUppercase == true ? $0 : nil }
        return .callArgument(
            CallArgument(
                callee: callee, labels: call.labels, strings: call.strings,
                receiver: isCalledOnReceiver ? storyboardSource(receiverEnd: receiverEnd) : .unknown, receiverType: receiverType,
                isCalledOnInstance: isCalledOnReceiver && receiverType == nil,
                laterStoryboards: isClosed
                    ? laterArgumentNames(after: contents.upperBound + 1).map { $0.map(storyboardSource(named:)) ?? .unknown } : [],
                contents: contents, isClosed: isClosed, enclosingType: enclosingType
            ))
    }

    /// The call's arguments after `start` (just past the literal's closing quote), up to its `)`:
    /// each one's name when it is a name alone (labelled or not), nil for anything else. The text
    /// after the cursor is read only so far: a few arguments, on the line or the next ones.
    private func laterArgumentNames(after start: Int) -> [String?] {
        var names: [String?] = []
        var index = start
        let end = min(bytes.count, start + 512)
        func skipBlank() { while index < end, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[index]) { index += 1 } }
        func identifier() -> String? {
            let first = index
            while index < end, FactoryCallContext.isIdentifierByte(bytes[index]) { index += 1 }
            return index > first ? String(decoding: bytes[first..<index], as: UTF8.self) : nil
        }
        skipBlank()
        while index < end, bytes[index] == UInt8(ascii: ","), names.count < 4 {
            index += 1
            skipBlank()
            var name = identifier()
            skipBlank()
            if name != nil, index < end, bytes[index] == UInt8(ascii: ":") {
                index += 1
                skipBlank()
                name = identifier()
                skipBlank()
            }
            // Anything else than a name alone ends the reading: its end is not looked for.
            guard index < end, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: ")") else {
                names.append(nil)
                break
            }
            names.append(name)
        }
        return names
    }

    /// Where the name type's initializer the literal is the only argument of starts, as a token
    /// index (its type's path, or the `.` of `.init`); nil when the call is no such initializer.
    private func wrapperStart(callee: String, calleeBack: Int, labels: [String?]) -> Int? {
        guard labels == [nil] || labels == ["rawValue"] || labels == ["stringLiteral"],
            callee == "init" || callee.first?.isUppercase == true
        else { return nil }
        var start = tokens.count - calleeBack
        var isQualified = false
        while start >= 1, punctuationByte(at: start - 1) == UInt8(ascii: ".") {
            guard start >= 2, let outer = identifierText(atIndex: start - 2), outer.first?.isUppercase == true else {
                // `.init(`: the type is the parameter's.
                return callee == "init" && !isQualified ? start - 1 : nil
            }
            start -= 2
            isQualified = true
        }
        return callee == "init" && !isQualified ? nil : start
    }

    /// What the first argument of a UIKit or AppKit call names, by its label.
    private func platformKind(_ callee: String, label: String?, isCalledOnReceiver: Bool, receiverEnd: Int) -> InterfaceLiteral.Kind? {
        switch (callee, label) {
        case ("UIStoryboard", "name"), ("NSStoryboard", "name"): .storyboardName
        case ("instantiateViewController", "withIdentifier"), ("instantiateViewController", "identifier"),
            ("instantiateController", "withIdentifier"):
            .sceneIdentifier(isCalledOnReceiver ? storyboardSource(receiverEnd: receiverEnd) : .unknown)
        case ("performSegue", "withIdentifier"): .segueIdentifier
        case (_, "nibName"), ("NSNib", "nibNamed"), ("loadNibNamed", nil): .nibName
        default: nil
        }
    }

    /// The call the literal being lexed is a whole argument of (`f("…"`, `f(a, label: "…"`): its name's
    /// place back from the literal, the labels of its arguments up to the literal's, and those of
    /// them that are plain string literals; nil when the literal is part of an expression.
    private func openCall() -> (calleeBack: Int, labels: [String?], strings: [String?])? {
        // From the literal's argument back to the first.
        var labels: [String?] = []
        var strings: [String?] = []
        var depth = 0
        var argumentEnd = tokens.count
        var index = tokens.count - 1
        while index >= 0 {
            let mark = punctuationByte(at: index)
            if mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]") {
                depth += 1
            } else if depth > 0, mark == UInt8(ascii: "(") || mark == UInt8(ascii: "[") {
                depth -= 1
            } else if mark == UInt8(ascii: "[") {
                return nil
            } else if depth == 0, mark == UInt8(ascii: "(") || mark == UInt8(ascii: ",") {
                let hasLabel =
                    argumentEnd - index >= 3 && tokens[index + 1].kind == .identifier && punctuationByte(at: index + 2) == UInt8(ascii: ":")
                let valueStart = hasLabel ? index + 3 : index + 1
                if argumentEnd == tokens.count, valueStart != argumentEnd { return nil }
                labels.append(hasLabel ? text(tokens[index + 1].range) : nil)
                let isPlainString = argumentEnd - valueStart == 1 && tokens[valueStart].kind == .string && tokens[valueStart].isPlain
                strings.append(isPlainString ? text(tokens[valueStart].range) : nil)
                if mark == UInt8(ascii: "(") { return (tokens.count - index + 1, labels.reversed(), strings.reversed()) }
                argumentEnd = index
            }
            index -= 1
        }
        return nil
    }

    /// The storyboard of the receiver that ends `back` tokens before the literal.
    private func storyboardSource(receiverEnd back: Int) -> InterfaceLiteral.StoryboardSource {
        var back = back
        if let mark = punctuation(at: back), mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!") { back += 1 }
        if punctuation(at: back) == UInt8(ascii: ")") {
            var depth = 0
            while back <= tokens.count {
                if punctuation(at: back) == UInt8(ascii: ")") { depth += 1 }
                if punctuation(at: back) == UInt8(ascii: "("), depth == 1 { break }
                if punctuation(at: back) == UInt8(ascii: "(") { depth -= 1 }
                back += 1
            }
            return storyboardName(openingParenthesis: tokens.count - back).map { .named($0) } ?? .unknown
        }
        guard let name = identifierText(at: back) else { return .unknown }
        if punctuation(at: back + 1) == UInt8(ascii: ".") {
            guard let base = identifierText(at: back + 2) else { return .unknown }
            if base == "self" { return name == "storyboard" ? ownStoryboard() : .unknown }
            // `UIStoryboard.settings`, `Storyboards.Shop.main`: a path of names.
            var path = [name, base]
            while punctuation(at: back + 2 * path.count - 1) == UInt8(ascii: "."), let outer = identifierText(at: back + 2 * path.count) {
                path.append(outer)
            }
            return .property(path.reversed().joined(separator: "."))
        }
        return storyboardSource(named: name)
    }

    /// The storyboard a name alone holds: a local bound to one, or `storyboard`, the enclosing type's.
    private func storyboardSource(named name: String) -> InterfaceLiteral.StoryboardSource {
        if let bound = scopes.reversed().lazy.compactMap({ $0.storyboards[name] }).first {
            return bound.map { .named($0) } ?? .unknown
        }
        return name == "storyboard" ? ownStoryboard() : .unknown
    }

    /// `self.storyboard`: the enclosing type's own stored `storyboard` where its body or an earlier
    /// declaration of it in the file binds one, else the storyboard of the view controller's scene.
    private func ownStoryboard() -> InterfaceLiteral.StoryboardSource {
        guard let type = scopes.last(where: { $0.typeName != nil }), let name = type.typeName else { return .enclosingScene }
        guard let own = type.storyboards["storyboard"] ?? ownStoryboards[name] else { return .enclosingScene }
        return own.map { .named($0) } ?? .unknown
    }

    /// `UIStoryboard(name: "X"` with its `(` at `index`: `X`.
    private func storyboardName(openingParenthesis index: Int) -> String? {
        guard index >= 1, index + 3 < tokens.count, tokens[index].kind == .punctuation, bytes[tokens[index].range.lowerBound] == UInt8(ascii: "("),
            ["UIStoryboard", "NSStoryboard"].contains(identifierText(atIndex: index - 1) ?? ""), identifierText(atIndex: index + 1) == "name",
            tokens[index + 2].kind == .punctuation, bytes[tokens[index + 2].range.lowerBound] == UInt8(ascii: ":"),
            tokens[index + 3].kind == .string, tokens[index + 3].isPlain
        else { return nil }
        return text(tokens[index + 3].range)
    }

    // MARK: Tokens

    /// The token `back` places from the end (1: the last one).
    private func identifierText(at back: Int) -> String? { identifierText(atIndex: tokens.count - back) }

    private func identifierText(atIndex index: Int) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return text(tokens[index].range)
    }

    private func punctuation(at back: Int) -> UInt8? { punctuationByte(at: tokens.count - back) }

    private func punctuationByte(at index: Int) -> UInt8? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return nil }
        return bytes[tokens[index].range.lowerBound]
    }

    private func text(_ range: ByteRange) -> String {
        String(decoding: bytes[range.lowerBound..<range.upperBound], as: UTF8.self)
    }

    // MARK: Bytes

    private func peek(_ distance: Int) -> UInt8? {
        index + distance < bytes.count ? bytes[index + distance] : nil
    }

    /// The offset after the first `delimiter` from `start`; nil when there is none.
    private func find(_ delimiter: [UInt8], from start: Int) -> Int? {
        var position = start
        while position + delimiter.count <= bytes.count {
            if bytes[position..<(position + delimiter.count)].elementsEqual(delimiter) { return position + delimiter.count }
            position += 1
        }
        return nil
    }

    /// The number of `#` before a raw string's quote at `index`, nil when none follows them.
    private func rawStringHashes() -> Int? { hashes(before: UInt8(ascii: "\"")) }

    /// `#/…/#`: the count of `#`s.
    private func extendedRegexHashes() -> Int? { hashes(before: UInt8(ascii: "/")) }

    /// The count of `#`s at the cursor when `delimiter` follows them.
    private func hashes(before delimiter: UInt8) -> Int? {
        var count = 0
        while peek(count) == UInt8(ascii: "#") { count += 1 }
        return peek(count) == delimiter ? count : nil
    }

    /// `#"…"#`, `##"""…"""##`: past the quote followed by as many `#`; false when there is none.
    private mutating func skipRawString() -> Bool {
        let hashes = rawStringHashes() ?? 0
        guard let end = find([UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "#"), count: hashes), from: index + hashes + 1) else {
            return false
        }
        index = end
        return true
    }

    /// A one-line literal from its opening quote at `index`: its contents, whether it is closed
    /// on its line, and whether it holds no backslash; `index` ends after it.
    private mutating func lexString() -> (contents: ByteRange, isClosed: Bool, isPlain: Bool) {
        let start = index + 1
        index = start
        var isPlain = true
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return (ByteRange(start, index), true, isPlain)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return (ByteRange(start, index), false, isPlain)
            case UInt8(ascii: "\\"):
                isPlain = false
                if peek(1) == UInt8(ascii: "(") {
                    index += 2
                    skipInterpolation()
                } else {
                    index += 2
                }
            default:
                index += 1
            }
        }
        return (ByteRange(start, index), false, isPlain)
    }

    /// `\(…)` inside a literal: to its closing parenthesis, over nested calls and literals.
    private mutating func skipInterpolation() {
        var depth = 1
        while index < bytes.count, depth > 0 {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "\""):
                _ = lexString()
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return
            default: break
            }
            index += 1
        }
    }
}
