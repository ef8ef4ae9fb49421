@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// One completion candidate in editor terms; the language server turns it into a `CompletionItem`.
@_spi(Scenery) public struct CompletionCandidate: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: Hashable, Sendable {
        /// A factory or a static method (`makeFromStoryboard(user:)`, `instantiate()`).
        case method
        /// A static property (`fromNib`).
        case property
        /// Names inside string literals.
        case storyboard, nib, sceneIdentifier, segueIdentifier
        /// In storyboards and xibs: a class for `customClass`, a scene for a segue's `destination`.
        case customClass, sceneObject
    }

    @_spi(Scenery) public var kind: Kind
    /// `profileViewController(user:animated:)`, `instantiate()`, `Profile`
    @_spi(Scenery) public var label: String
    /// The storyboard and the parameters: `Profile.storyboard · (user: User, animated: Bool = true)`.
    @_spi(Scenery) public var detail: String
    @_spi(Scenery) public var documentation: String
    /// The text to insert as a snippet: a call with a `${n:placeholder}` per parameter.
    @_spi(Scenery) public var snippet: String
    /// The same without placeholders (the parameter names as arguments), for clients without snippet support.
    @_spi(Scenery) public var plainText: String
    /// The bytes the insertion replaces: the member name typed so far after the dot, or the
    /// text typed so far after a literal's opening quote.
    @_spi(Scenery) public var replacing: ByteRange
    @_spi(Scenery) public var filterText: String
}

/// One factory's call as code writes it, whole, for a tool that writes code rather than an
/// editor that completes it.
@_spi(Scenery) public struct FactoryCall: Hashable, Sendable {
    /// The screen's qualified name.
    @_spi(Scenery) public var screen: String
    @_spi(Scenery) public var kind: CallKind
    /// The receiver, the namespace and the call, each argument its parameter's name or default value.
    @_spi(Scenery) public var code: String
    /// As completion lists it after the namespace (its `replacing` range empty).
    @_spi(Scenery) public var candidate: CompletionCandidate
}

/// The candidates at one position; incomplete when more screens match than were listed, so the
/// editor asks again as the user types.
@_spi(Scenery) public struct CompletionCandidates: Hashable, Sendable {
    @_spi(Scenery) public var candidates: [CompletionCandidate]
    @_spi(Scenery) public var isIncomplete: Bool

    static let none = CompletionCandidates(candidates: [], isIncomplete: false)
}

extension Analysis {
    /// At most this many candidates are listed; a large app's every screen would make each
    /// response megabytes long.
    @_spi(Scenery) public static let completionLimit = 100

    /// Completion at `offset` of `text` (the editor's current content of the file): the factories
    /// after `create.`/`push.`/`present.`, the names a string literal can hold (storyboards, scenes,
    /// segues, nibs), a screen type's static members after `ScreenType.`; in a storyboard or xib at
    /// `path`, the attribute values `interfaceCompletions` lists. When there are more than `limit`,
    /// the `limit` best matches of what was typed.
    @_spi(Scenery) public func completions(
        in text: SourceText, at offset: Int, path: String? = nil, limit: Int = Analysis.completionLimit
    ) -> CompletionCandidates {
        let offset = min(max(0, offset), text.bytes.count)
        if let path, Self.isInterfaceFile(path) { return interfaceCompletions(in: text, at: offset, path: path, limit: limit) }
        if let context = FactoryCallContext(text: text, offset: offset) { return factoryCompletions(context, in: text, limit: limit) }
        if let literal = interfaceLiteral(at: offset, in: text) { return literalCompletions(literal, in: text, at: offset, limit: limit) }
        return screenMemberCompletions(in: text, at: offset)
    }

    private func factoryCompletions(_ context: FactoryCallContext, in text: SourceText, limit: Int) -> CompletionCandidates {
        let (completions, isIncomplete) = factoryCompletions(context.kind, typed: Self.lowercased(text, context.typedRange), limit: limit)
        return CompletionCandidates(candidates: completions.map { $0.candidate(replacing: context.typedRange) }, isIncomplete: isIncomplete)
    }

    /// The factories' calls of `kind`, at most `limit` (the best matches of `typed`, lower-cased),
    /// and whether more would match.
    private func factoryCompletions(_ kind: CallKind, typed: [UInt8], limit: Int) -> (completions: [FactoryCompletion], isIncomplete: Bool) {
        // As generated: AppKit has no navigation controller (no `push`), and its sheets take no
        // `animated` flag.
        let isAppKit = generatorOptions.platform == .appkit
        if isAppKit, kind == .push { return ([], false) }
        var factories = self.factories
        let isIncomplete = factories.count > limit
        if isIncomplete {
            factories = Self.bestMatches(of: typed, in: factories, limit: limit) { $0.lowercasedFunctionName }
        }
        // A factory is generated once the generated file holds it (a file written before its screen
        // was is out of date), or when the build generates them (Scenery's build-tool plugin).
        let written = index.swiftFiles[configuration.outputPath]?.facts
        let atBuild = written == nil && snapshot.buildTargets.generatesFactoriesAtBuild
        let generated = written.map { $0.isGenerated ? Set($0.factoryNames(kind)) : [] } ?? []
        let completions = factories.map { factory in
            FactoryCompletion(
                factory: factory, kind: kind, takesTransitionFlag: kind != .create && !isAppKit,
                isGenerated: atBuild || generated.contains(factory.functionName))
        }
        return (completions, isIncomplete)
    }

    /// The kinds of factory call code can make at `offset` of the Swift file `path`: `create`
    /// anywhere; inside a view controller's type or extension (a screen), also `present`, and on
    /// UIKit `push` through its navigation controller.
    @_spi(Scenery) public func factoryCallKinds(at offset: Int, in path: String) -> [CallKind] {
        guard let file = snapshot.swiftFile(at: path) else { return [.create] }
        let enclosing =
            file.types.filter { $0.range.contains(offset) }.map(\.qualifiedName)
            + file.extensions.filter { $0.range.contains(offset) }.map(\.extendedType)
        let screens = Set(snapshot.screens.map(\.qualifiedName))
        guard enclosing.contains(where: screens.contains) else { return [.create] }
        return generatorOptions.platform == .appkit ? [.create, .present] : [.create, .push, .present]
    }

    /// Every factory's call of `kind` as code writes it, whole (`navigationController?.push.x(user: user, animated: true)`),
    /// at most `limit`: the best matches of `typed` when there are more.
    @_spi(Scenery) public func factoryCalls(
        _ kind: CallKind, typed: String = "", limit: Int = Analysis.completionLimit
    ) -> (calls: [FactoryCall], isIncomplete: Bool) {
        // As a view controller's code writes them (`push` and `present` on itself).
        let receiver: String
        switch kind {
        case .create: receiver = (generatorOptions.platform == .appkit ? "NSViewController" : "UIViewController") + ".create."
        case .push: receiver = "navigationController?.push."
        case .present: receiver = "present."
        case .initializerMethod: return ([], false)
        }
        let (completions, isIncomplete) = factoryCompletions(kind, typed: Array(typed.lowercased().utf8), limit: limit)
        let calls = completions.map { completion in
            let candidate = completion.candidate(replacing: ByteRange(0, 0))
            return FactoryCall(
                screen: completion.factory.screen.qualifiedName, kind: kind, code: receiver + candidate.plainText, candidate: candidate)
        }
        return (calls, isIncomplete)
    }

    /// The items whose name holds the typed letters in order (case-insensitive), names that
    /// start with them first, each group in the items' order.
    static func bestMatches<Item>(of typed: [UInt8], in items: [Item], limit: Int, name: (Item) -> [UInt8]) -> [Item] {
        var prefixed: [Item] = []
        var others: [Item] = []
        for item in items {
            let lowercased = name(item)
            if lowercased.starts(with: typed) {
                prefixed.append(item)
                if prefixed.count == limit { break }
            } else if others.count < limit, Self.containsInOrder(typed, in: lowercased) {
                others.append(item)
            }
        }
        return Array((prefixed + others).prefix(limit))
    }

    /// The text of `range`, lower-cased, as bytes: what `bestMatches` compares.
    static func lowercased(_ text: SourceText, _ range: ByteRange) -> [UInt8] {
        Array(text[range].lowercased().utf8)
    }

    private static func containsInOrder(_ letters: [UInt8], in name: [UInt8]) -> Bool {
        var next = 0
        for byte in name where next < letters.count && byte == letters[next] { next += 1 }
        return next == letters.count
    }
}

extension Factory {
    fileprivate var lowercasedFunctionName: [UInt8] { Array(functionName.lowercased().utf8) }
}

/// The cursor after a dot and the start of a member name: `x.`, `x.prof`.
struct MemberAccess {
    /// The offset of the dot.
    var dot: Int
    /// The member name typed so far.
    var typedRange: ByteRange

    init?(bytes: [UInt8], offset: Int) {
        var start = offset
        while start > 0, FactoryCallContext.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return nil }
        self.dot = start - 1
        self.typedRange = ByteRange(start, offset)
    }
}

/// The cursor follows `<base>.create.`, `<base>.push.` or `<base>.present.` plus the start of a name.
struct FactoryCallContext {
    var kind: CallKind
    var typedRange: ByteRange

    init?(text: SourceText, offset: Int) {
        let bytes = text.bytes
        guard let access = MemberAccess(bytes: bytes, offset: min(max(0, offset), bytes.count)) else { return nil }
        let nameEnd = access.dot
        var nameStart = nameEnd
        while nameStart > 0, Self.isIdentifierByte(bytes[nameStart - 1]) { nameStart -= 1 }
        let namespace = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        guard let kind = CallKind(rawValue: namespace), kind != .initializerMethod else { return nil }
        // The namespace is a member (`x.push.`, `x?.push.`, `UIViewController.create.`), or, for
        // the instance namespaces, used bare inside a view controller (`present.`).
        let isMember = nameStart > 0 && bytes[nameStart - 1] == UInt8(ascii: ".")
        let startsExpression = nameStart == 0 || !Self.isIdentifierByte(bytes[nameStart - 1])
        guard isMember || (startsExpression && kind != .create) else { return nil }
        self.kind = kind
        self.typedRange = access.typedRange
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}

/// A call as completion shows and inserts it: `name(label: ${1:placeholder}, …)`, or a property's bare name.
struct CallText {
    var name: String
    /// nil for a property.
    var parameters: [Parameter]?

    /// `profileViewController(user:animated:)`, `fromNib`
    var label: String {
        guard let parameters else { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// `(user: User, animated: Bool = true)`; empty for a property.
    var signature: String {
        guard let parameters else { return "" }
        let declared = parameters.map { parameter in
            (parameter.label ?? "_") + (parameter.label == parameter.name ? "" : " " + parameter.name) + ": " + parameter.type
                + (parameter.defaultValue.map { " = " + $0 } ?? "")
        }
        return "(" + declared.joined(separator: ", ") + ")"
    }

    /// Each argument a placeholder holding its default value or its parameter's name.
    var snippet: String {
        call { index, placeholder in "${\(index + 1):\(CallText.escapeSnippet(placeholder))}" }
    }

    /// Each argument its default value or its parameter's name.
    var plainText: String { call { _, placeholder in placeholder } }

    private func call(_ argument: (Int, String) -> String) -> String {
        guard let parameters else { return name }
        let arguments = parameters.enumerated().map { index, parameter in
            (parameter.label.map { $0 + ": " } ?? "") + argument(index, parameter.defaultValue ?? parameter.name)
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// In snippets `$`, `}` and `\` must be escaped.
    static func escapeSnippet(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "\\") }) else { return text }
        var escaped = ""
        for character in text {
            if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

/// How one factory reads as a completion for a `create`, `push` or `present` call.
struct FactoryCompletion {
    var factory: Factory
    var kind: CallKind
    /// The call ends with the transition's `animated:` (push and present, but not AppKit's sheets).
    var takesTransitionFlag: Bool
    /// The generated file holds it, or the build generates it: otherwise the documentation says how to make it.
    var isGenerated: Bool

    /// The call's parameters: the factory's, plus the transition flag.
    var parameters: [Parameter] {
        guard takesTransitionFlag else { return factory.parameters }
        return factory.parameters + [
            Parameter(label: factory.transitionParameterName, name: factory.transitionParameterName, type: "Bool", defaultValue: "true")
        ]
    }

    func candidate(replacing range: ByteRange) -> CompletionCandidate {
        let call = CallText(name: factory.functionName, parameters: parameters)
        let origin = factory.screen.origin
        let effects = (factory.isAsync ? " async" : "") + (factory.isThrowing ? " throws" : "")
        return CompletionCandidate(
            kind: .method,
            label: call.label,
            // Said where the list shows it: the call compiles only once the file is generated. No
            // command comes with the item: writing the file is the user's choice (the code action,
            // `generateOnSave`), and the call's `generated-code-missing` warning says so.
            detail: "\(origin) · \(call.signature)\(effects)\(isGenerated ? "" : " · not generated yet")",
            documentation: documentation(origin: origin),
            snippet: call.snippet,
            plainText: call.plainText,
            replacing: range,
            filterText: factory.functionName
        )
    }

    private func documentation(origin: String) -> String {
        let screen = factory.screen
        let verb =
            switch kind {
            case .create: "Creates"
            case .push: "Creates and pushes"
            case .present: "Creates and presents"
            case .initializerMethod: "Initializes"
            }
        let generation =
            isGenerated ? "" : "\nThis factory is not generated yet: run the code action \"Generate all factories\" (or `scenery generate`)."
        return "\(verb) \(screen.qualifiedName) (\(origin)).\n" + Self.parametersSentence(factory.parameters) + generation
    }

    /// `Parameters: user: User.`, or that there are none.
    static func parametersSentence(_ parameters: [Parameter]) -> String {
        parameters.isEmpty ? "It needs no parameters." : "Parameters: " + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + "."
    }
}
