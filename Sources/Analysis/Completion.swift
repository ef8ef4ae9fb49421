/// One completion candidate in editor terms; the language server turns it into a `CompletionItem`.
public struct CompletionCandidate: Hashable, Sendable {
    /// `profileViewController(user:animated:)`
    public var label: String
    /// The storyboard and the parameters: `Profile.storyboard · (user: User, animated: Bool = true)`.
    public var detail: String
    public var documentation: String
    /// The call with a `${n:placeholder}` per parameter.
    public var snippet: String
    /// The call with the parameter names as arguments, for clients without snippet support.
    public var plainText: String
    /// The bytes the insertion replaces: the member name typed so far after the namespace dot.
    public var replacing: ByteRange
    public var filterText: String
}

/// The candidates at one position; incomplete when more screens match than were listed, so the
/// editor asks again as the user types.
public struct CompletionCandidates: Hashable, Sendable {
    public var candidates: [CompletionCandidate]
    public var isIncomplete: Bool
}

extension Analysis {
    /// At most this many candidates are listed; a large app's every screen would make each
    /// response megabytes long.
    public static let completionLimit = 100

    /// Completion at `offset` of `text` (the editor's current content of the file): every screen,
    /// or, when there are more than `limit`, the `limit` best matches of what was typed.
    public func completions(in text: SourceText, at offset: Int, limit: Int = Analysis.completionLimit) -> CompletionCandidates {
        guard let context = FactoryCallContext(text: text, offset: offset) else { return CompletionCandidates(candidates: [], isIncomplete: false) }
        var factories = self.factories
        let isIncomplete = factories.count > limit
        if isIncomplete {
            let typed = Array(String(decoding: text.bytes[context.typedRange.lowerBound..<context.typedRange.upperBound], as: UTF8.self).lowercased().utf8)
            factories = Self.bestMatches(of: typed, in: factories, limit: limit)
        }
        let candidates = factories.map { factory in
            FactoryCompletion(factory: factory, kind: context.kind).candidate(replacing: context.typedRange)
        }
        return CompletionCandidates(candidates: candidates, isIncomplete: isIncomplete)
    }

    /// The factories whose name holds the typed letters in order (case-insensitive), names that
    /// start with them first, each group in the factories' order.
    static func bestMatches(of typed: [UInt8], in factories: [Factory], limit: Int) -> [Factory] {
        var prefixed: [Factory] = []
        var others: [Factory] = []
        for factory in factories {
            let name = factory.lowercasedFunctionName
            if name.starts(with: typed) {
                prefixed.append(factory)
                if prefixed.count == limit { break }
            } else if others.count < limit, Self.containsInOrder(typed, in: name) {
                others.append(factory)
            }
        }
        return Array((prefixed + others).prefix(limit))
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

/// The cursor follows `<base>.create.`, `<base>.push.` or `<base>.present.` plus the start of a name.
struct FactoryCallContext {
    var kind: CallKind
    var typedRange: ByteRange

    init?(text: SourceText, offset: Int) {
        let bytes = text.bytes
        let offset = min(max(0, offset), bytes.count)
        var start = offset
        while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return nil }
        var nameEnd = start - 1
        var nameStart = nameEnd
        while nameStart > 0, Self.isIdentifierByte(bytes[nameStart - 1]) { nameStart -= 1 }
        let namespace = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        guard let kind = CallKind(rawValue: namespace), kind != .initializerMethod else { return nil }
        // The namespace is a member (`x.push.`, `x?.push.`, `UIViewController.create.`), or, for
        // the instance namespaces, used bare inside a view controller (`present.`).
        nameEnd = nameStart
        let isMember = nameEnd > 0 && bytes[nameEnd - 1] == UInt8(ascii: ".")
        let startsExpression = nameEnd == 0 || !Self.isIdentifierByte(bytes[nameEnd - 1])
        guard isMember || (startsExpression && kind != .create) else { return nil }
        self.kind = kind
        self.typedRange = ByteRange(start, offset)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}

/// How one factory reads as a completion for a `create`, `push` or `present` call.
struct FactoryCompletion {
    var factory: Factory
    var kind: CallKind

    /// The call's parameters: the factory's, plus the transition flag for push and present.
    var parameters: [Parameter] {
        guard kind == .push || kind == .present else { return factory.parameters }
        return factory.parameters + [Parameter(label: factory.transitionParameterName, name: factory.transitionParameterName, type: "Bool", defaultValue: "true")]
    }

    func candidate(replacing range: ByteRange) -> CompletionCandidate {
        let name = factory.functionName
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        let arguments = parameters.enumerated().map { index, parameter in
            (parameter.label.map { $0 + ": " } ?? "") + "${\(index + 1):\(Self.escapeSnippet(parameter.defaultValue ?? parameter.name))}"
        }
        let plainArguments = parameters.map { parameter in
            (parameter.label.map { $0 + ": " } ?? "") + (parameter.defaultValue ?? parameter.name)
        }
        let signature = parameters.map { parameter in
            (parameter.label ?? "_") + (parameter.label == parameter.name ? "" : " " + parameter.name) + ": " + parameter.type
                + (parameter.defaultValue.map { " = " + $0 } ?? "")
        }.joined(separator: ", ")
        let origin = factory.screen.storyboard.map { binding in
            binding.fileName.map { "\($0).storyboard" } ?? "storyboard \(binding.expression)"
        } ?? "code-only"
        let effects = (factory.isAsync ? " async" : "") + (factory.isThrowing ? " throws" : "")
        return CompletionCandidate(
            label: "\(name)(\(labels))",
            detail: "\(origin) · (\(signature))\(effects)",
            documentation: documentation(origin: origin),
            snippet: "\(name)(\(arguments.joined(separator: ", ")))",
            plainText: "\(name)(\(plainArguments.joined(separator: ", ")))",
            replacing: range,
            filterText: name
        )
    }

    private func documentation(origin: String) -> String {
        let screen = factory.screen
        let verb = switch kind {
        case .create: "Creates"
        case .push: "Creates and pushes"
        case .present: "Creates and presents"
        case .initializerMethod: "Initializes"
        }
        var lines = ["\(verb) \(screen.qualifiedName) (\(origin))."]
        if factory.parameters.isEmpty {
            lines.append("It needs no parameters.")
        } else {
            lines.append("Parameters: " + factory.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// In snippet placeholders `$`, `}` and `\` must be escaped.
    static func escapeSnippet(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
