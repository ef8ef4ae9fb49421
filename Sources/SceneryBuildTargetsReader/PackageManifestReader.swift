@_spi(Scenery) import SceneryProjectModel

/// The targets of a Swift package, read from the text of its `Package.swift` without compiling or
/// running it (a manifest is a program; running an untrusted one is not an option here).
///
/// What it understands:
/// - Every `.target(`, `.executableTarget(`, `.testTarget(` and `.macro(` call (also spelled
///   `Target.target(`…), however its arguments are spread over lines, whose `name:` is a plain string
///   literal and not empty. A call nested in another target's arguments, in a `dependencies:` list,
///   written `Target.Dependency.target(name:)`, or in the initializer or body of a `let`/`var`/`func`
///   whose type mentions `Dependency` is a dependency, not a declaration.
/// - `path:`, when it is a plain string literal: the target's folder, relative to the package's.
///   Otherwise the default folder: `Sources/<name>` (`Tests/<name>` for a test target). SwiftPM also
///   looks in `Source`, `src` and `srcs`; without listing the disk the reader cannot tell, so it
///   always answers `Sources`.
/// - The `platforms:` argument of `Package(…)`: `.iOS`, `.macOS`, `.tvOS`, `.watchOS`, `.visionOS`.
///
/// Comments (nested block comments too), string literals (escapes, interpolations, raw `#"…"#` and
/// multi-line `"""` strings) are skipped and brackets balanced, so a `.target(` inside a comment or a
/// string is not a target.
///
/// What it cannot see: targets whose name is not a literal (built from a variable, a function
/// parameter, a loop or string interpolation) are skipped; a `sources:`/`exclude:` narrowing is
/// ignored (the whole folder counts); `#if` branches are all read, and a name declared twice is
/// kept once (the first).
@_spi(Scenery) public enum PackageManifestReader {
    /// The targets of the package whose manifest is at `manifestPath` (absolute path of Package.swift), read from its text without running it.
    ///
    /// Each target has `module` = its name as a C99 identifier, `productType` =
    /// ``BuildTarget/packageProductType``, the package's platforms, `definedIn` = `manifestPath`, no
    /// `files`, and its source folder (absolute, standardized) as its only `folders` entry.
    @_spi(Scenery) public static func targets(manifestPath: String, text: String) -> [BuildTarget] {
        let manifest = ManifestText(text: text)
        let packageDirectory = PathText.directory(of: manifestPath)
        let platforms = manifest.platforms()
        var seen: Set<String> = []
        var targets: [BuildTarget] = []
        for declaration in manifest.targetDeclarations() where seen.insert(declaration.name).inserted {
            let defaultFolder = (declaration.isTest ? "Tests/" : "Sources/") + declaration.name
            let folder = PathText.resolve(declaration.path ?? defaultFolder, in: packageDirectory)
            targets.append(
                BuildTarget(
                    name: declaration.name,
                    module: ModuleName.c99Identifier(declaration.name),
                    platforms: platforms,
                    productType: BuildTarget.packageProductType,
                    definedIn: manifestPath,
                    files: [],
                    folders: [folder]
                )
            )
        }
        return targets
    }
}

/// A target call found in a manifest.
struct PackageTargetDeclaration: Equatable {
    var name: String
    /// The literal `path:`, when there is one.
    var path: String?
    var isTest: Bool
}

/// A manifest's tokens, with each bracket's partner, and the queries the reader asks of them.
struct ManifestText {
    static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "macro"]
    static let platformNames: [String: BuildTarget.Platform] = [
        "iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS,
    ]

    let tokens: [ManifestToken]
    /// For an opening bracket, the position of its closing one (`tokens.count` when unclosed); for a
    /// closing one, its opening one.
    let partner: [Int]

    init(text: String) {
        var lexer = ManifestLexer(text: text)
        lexer.lexCode(interpolation: false)
        tokens = lexer.tokens
        var partner = Array(repeating: tokens.count, count: tokens.count)
        var open: [Int] = []
        for (position, token) in tokens.enumerated() {
            guard case .punctuation(let byte) = token else { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(position)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let opener = open.popLast() {
                    partner[opener] = position
                    partner[position] = opener
                }
            default:
                break
            }
        }
        self.partner = partner
    }

    /// The target declarations, in the manifest's order.
    func targetDeclarations() -> [PackageTargetDeclaration] {
        var found: [PackageTargetDeclaration] = []
        // A `let`/`var`/`func` whose type mentions `Dependency` (`let core: Target.Dependency = …`):
        // the `.target(name:)` calls of its initializer or body are dependencies, up to `dependencyEnd`.
        var declaring = false
        var declarationMentionsDependency = false
        var dependencyEnd = -1
        var position = 0
        while position < tokens.count {
            switch tokens[position] {
            case .identifier("let"), .identifier("var"):
                declaring = true
                declarationMentionsDependency = false
            case .identifier("func"):
                // Only the return type counts: the parameter clause (types, default values) is skipped.
                declaring = true
                declarationMentionsDependency = false
                if let open = (position + 1..<min(position + 64, tokens.count)).first(where: { isOpener(at: $0, "(") }) {
                    position = partner[open] + 1
                    continue
                }
            case .identifier("Dependency"):
                if declaring { declarationMentionsDependency = true }
            case .punctuation(UInt8(ascii: "=")), .punctuation(UInt8(ascii: "{")):
                if declaring, declarationMentionsDependency {
                    let next = position + 1
                    if tokens[position] == .punctuation(UInt8(ascii: "{")) {
                        dependencyEnd = partner[position]
                    } else if isOpener(at: next) {
                        dependencyEnd = partner[next]
                    } else if token(at: next) == .punctuation(UInt8(ascii: ".")), isOpener(at: next + 2, "(") {
                        dependencyEnd = partner[next + 2]
                    }
                }
                declaring = false
                declarationMentionsDependency = false
            case .identifier("dependencies") where isLabel(at: position) && isOpener(at: position + 2):
                position = partner[position + 2] + 1
                continue
            case .punctuation(UInt8(ascii: ".")):
                guard case .identifier(let function) = token(at: position + 1), Self.targetFunctions.contains(function),
                    isOpener(at: position + 2, "(")
                else { break }
                let open = position + 2
                let close = partner[open]
                let isDependency = position < dependencyEnd || token(at: position - 1) == .identifier("Dependency")
                position = close + 1
                if isDependency { continue }
                let arguments = self.arguments(open: open, close: close)
                guard let name = arguments.first(where: { $0.label == "name" }).flatMap({ literal(in: $0.range) }), !name.isEmpty
                else { continue }
                let path = arguments.first(where: { $0.label == "path" }).flatMap { literal(in: $0.range) }
                found.append(PackageTargetDeclaration(name: name, path: path, isTest: function == "testTarget"))
                continue
            default:
                break
            }
            position += 1
        }
        return found
    }

    /// The platforms listed by the first `Package(…, platforms: [...])`, in order, each once.
    func platforms() -> [BuildTarget.Platform] {
        for position in tokens.indices where tokens[position] == .identifier("Package") && isOpener(at: position + 1, "(") {
            if token(at: position - 1) == .punctuation(UInt8(ascii: ".")) { continue }
            let open = position + 1
            guard let argument = arguments(open: open, close: partner[open]).first(where: { $0.label == "platforms" }),
                let first = argument.range.first, isOpener(at: first, "["), partner[first] == argument.range.last
            else { continue }
            var platforms: [BuildTarget.Platform] = []
            for element in arguments(open: first, close: partner[first]) {
                let platform = element.range.lazy.compactMap { position -> BuildTarget.Platform? in
                    guard case .identifier(let name) = self.tokens[position] else { return nil }
                    return Self.platformNames[name]
                }.first
                if let platform, !platforms.contains(platform) { platforms.append(platform) }
            }
            return platforms
        }
        return []
    }

    /// The arguments between the brackets at `open` and `close`: split at the commas outside nested
    /// brackets, each with its label (`name` in `name: "X"`) and the positions of its value.
    func arguments(open: Int, close: Int) -> [(label: String?, range: Range<Int>)] {
        var result: [(label: String?, range: Range<Int>)] = []
        var start = open + 1
        var position = open + 1
        let end = min(close, tokens.count)
        func finish() {
            guard start < position else { return }
            if case .identifier(let label) = tokens[start], isLabel(at: start) {
                result.append((label, (start + 2)..<position))
            } else {
                result.append((nil, start..<position))
            }
        }
        while position < end {
            if isOpener(at: position) {
                position = partner[position] + 1
                continue
            }
            if tokens[position] == .punctuation(UInt8(ascii: ",")) {
                finish()
                start = position + 1
            }
            position += 1
        }
        position = min(position, end)
        finish()
        return result
    }

    /// The value of the plain string literal that is all of `range`, if it is one.
    func literal(in range: Range<Int>) -> String? {
        guard range.count == 1, case .string(let value?) = tokens[range.lowerBound] else { return nil }
        return value
    }

    func token(at position: Int) -> ManifestToken? { tokens.indices.contains(position) ? tokens[position] : nil }

    /// Whether the identifier at `position` is followed by `:` (an argument label).
    func isLabel(at position: Int) -> Bool { token(at: position + 1) == .punctuation(UInt8(ascii: ":")) }

    func isOpener(at position: Int, _ bracket: Unicode.Scalar? = nil) -> Bool {
        guard case .punctuation(let byte) = token(at: position) else { return false }
        if let bracket { return byte == UInt8(ascii: bracket) }
        return byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }
}

/// A token of Swift source, as far as reading a manifest needs: comments and whitespace are
/// dropped, numbers and operators kept only as placeholders.
enum ManifestToken: Equatable {
    case identifier(String)
    /// A string literal: its value, nil when it has interpolations.
    case string(String?)
    /// One ASCII punctuation character.
    case punctuation(UInt8)
    /// A number literal.
    case other
}

/// Splits Swift source into ``ManifestToken``s. Tolerant: an unterminated comment or string ends at
/// the end of the text (a string also at the end of its line).
struct ManifestLexer {
    let bytes: [UInt8]
    var position = 0
    var tokens: [ManifestToken] = []
    /// How many interpolations deep the lexer is: their tokens are not kept.
    private var interpolationDepth = 0
    /// Deeper interpolations are not followed (each level is a recursion).
    static let maximumInterpolationDepth = 200

    init(text: String) { bytes = Array(text.utf8) }

    private func peek(_ offset: Int) -> UInt8? { bytes.indices.contains(offset) ? bytes[offset] : nil }

    private mutating func emit(_ token: ManifestToken) {
        if interpolationDepth == 0 { tokens.append(token) }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Lexes code up to the end of the text, or, in an interpolation, up to the `)` that closes it
    /// (consumed).
    mutating func lexCode(interpolation: Bool) {
        var depth = 0
        while let current = peek(position) {
            let next = peek(position + 1)
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                while let byte = peek(position), byte != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                emit(.string(lexString(hashes: 0)))
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(position + hashes) == UInt8(ascii: "\"") {
                    position += hashes
                    emit(.string(lexString(hashes: hashes)))
                } else {
                    emit(.punctuation(current))
                    position += 1
                }
            case UInt8(ascii: "`"):
                let start = position + 1
                var end = start
                while let byte = peek(end), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { end += 1 }
                emit(.identifier(String(decoding: bytes[start..<end], as: UTF8.self)))
                position = peek(end) == UInt8(ascii: "`") ? end + 1 : end
            case UInt8(ascii: "("):
                if interpolation { depth += 1 }
                emit(.punctuation(current))
                position += 1
            case UInt8(ascii: ")"):
                position += 1
                if interpolation {
                    if depth == 0 { return }
                    depth -= 1
                }
                emit(.punctuation(current))
            case _ where Self.isIdentifierStart(current):
                let start = position
                while let byte = peek(position), Self.isIdentifierStart(byte) || Self.isDigit(byte) { position += 1 }
                emit(.identifier(String(decoding: bytes[start..<position], as: UTF8.self)))
            case _ where Self.isDigit(current):
                while let byte = peek(position),
                    Self.isIdentifierStart(byte) || Self.isDigit(byte)
                        || (byte == UInt8(ascii: ".") && (peek(position + 1)).map(Self.isDigit) == true)
                {
                    position += 1
                }
                emit(.other)
            default:
                emit(.punctuation(current))
                position += 1
            }
        }
    }

    /// Skips a `/* … */` comment, nested ones included.
    private mutating func skipBlockComment() {
        var depth = 0
        while let current = peek(position) {
            let next = peek(position + 1)
            if current == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// Lexes the string literal whose opening quote is at `position`, delimited by `hashes` `#`s on
    /// each side: its value, or nil when it has an interpolation.
    private mutating func lexString(hashes: Int) -> String? {
        let quotes = peek(position + 1) == UInt8(ascii: "\"") && peek(position + 2) == UInt8(ascii: "\"") ? 3 : 1
        let multiline = quotes == 3
        position += quotes
        var value: [UInt8] = []
        var interpolated = false
        while let current = peek(position) {
            if current == UInt8(ascii: "\""), closes(at: position, quotes: quotes, hashes: hashes) {
                position += quotes + hashes
                break
            }
            if current == UInt8(ascii: "\n"), !multiline { break }
            if current == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
                let escaped = position + 1 + hashes
                guard let kind = peek(escaped) else {
                    position = escaped
                    break
                }
                position = escaped + 1
                switch kind {
                case UInt8(ascii: "(") where interpolationDepth >= Self.maximumInterpolationDepth:
                    // Absurdly nested interpolations: the rest of this string is scanned flat.
                    interpolated = true
                case UInt8(ascii: "("):
                    interpolated = true
                    interpolationDepth += 1
                    lexCode(interpolation: true)
                    interpolationDepth -= 1
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "u") where peek(position) == UInt8(ascii: "{"):
                    var end = position + 1
                    while let byte = peek(end), byte != UInt8(ascii: "}"), end - position < 10 { end += 1 }
                    let digits = String(decoding: bytes[(position + 1)..<min(end, bytes.count)], as: UTF8.self)
                    if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                        value.append(contentsOf: Array(String(Character(scalar)).utf8))
                    }
                    position = min(end + 1, bytes.count)
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"):
                    // A line continuation in a multi-line string: the escaped line break is dropped.
                    while let byte = peek(position - 1), byte != UInt8(ascii: "\n"), peek(position) != nil {
                        position += 1
                    }
                default: value.append(kind)
                }
                continue
            }
            value.append(current)
            position += 1
        }
        return interpolated ? nil : String(decoding: value, as: UTF8.self)
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
    }

    private func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
        (0..<quotes).allSatisfy { peek(offset + $0) == UInt8(ascii: "\"") } && hasHashes(hashes, at: offset + quotes)
    }
}
