@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import Foundation

/// What the project's own Swift declares of the support code generated code would otherwise
/// declare: protocols at file scope, the protocols its extensions of `UIViewController` /
/// `NSViewController` conform to, and a `UIViewController.instantiate` helper.
@_spi(Scenery) public struct SupportDeclarations: Equatable, Sendable {
    @_spi(Scenery) public var protocols: Set<String> = []
    @_spi(Scenery) public var viewControllerConformances: Set<String> = []
    @_spi(Scenery) public var declaresInstantiateHelper = false

    /// Whether a file can declare any (generated files do not count, or the next generation would drop them).
    @_spi(Scenery) public static func mayDeclare(in file: SwiftFileFacts) -> Bool {
        !file.isGenerated
            && (file.types.contains { $0.kind == .protocol && $0.nestingPath.isEmpty }
                || file.extensions.contains { isViewControllerType($0.extendedType) })
    }

    private static func isViewControllerType(_ name: String) -> Bool { name == "UIViewController" || name == "NSViewController" }

    mutating func add(_ file: SwiftFileFacts) {
        for type in file.types where type.kind == .protocol && type.nestingPath.isEmpty { protocols.insert(type.name) }
        for ext in file.extensions where Self.isViewControllerType(ext.extendedType) {
            viewControllerConformances.formUnion(ext.conformances)
            if ext.extendedType == "UIViewController", ext.members.methods.contains(where: { $0.isStatic && $0.name == "instantiate" }) {
                declaresInstantiateHelper = true
            }
        }
    }
}

extension ProjectSnapshot {
    /// What the generator needs from the joined project, for a generated file at `outputPath`
    /// compiled into `module` (by default the module of `outputPath`, else the main target's).
    /// The generated file imports only the platform's framework, so of the project's own
    /// declarations it sees those of its module alone (and of files no target claims).
    @_spi(Scenery) public func generatorInput(
        options: GeneratorOptions, outputPath: String? = nil, module: String? = nil, declarations: SupportDeclarations? = nil
    ) -> GeneratorInput {
        let outputModule = self.outputModule(outputPath: outputPath, module: module)
        let isVisible = { (path: String) in self.isVisible(path, in: outputModule) }
        let declarations = declarations ?? supportDeclarations(visibleIn: outputModule)
        // Scenery's own generated names do not count, or the next generation would drop them.
        let isUserCode = { (path: String) in self.swiftFile(at: path)?.isGenerated == false && isVisible(path) }
        // A `private` or `fileprivate` enum is out of the generated file's sight.
        let declaredNames = storyboardNameEnums.filter { names in
            (names.access ?? .internal) >= .internal && (isUserCode(names.path) || names.cases.contains { isUserCode($0.path) })
        }
        return GeneratorInput(
            screens: screens,
            options: options,
            declaresInstantiatableProtocol: declarations.protocols.contains(self.options.protocolName),
            declaresInstantiateHelper: declarations.declaresInstantiateHelper,
            declaredStoryboardNames: StoryboardNames.preferredFirst(declaredNames).map { names in
                DeclaredStoryboardNames(
                    typeName: names.qualifiedName, fileNameAccessor: names.fileNameProperty ?? "rawValue",
                    cases: names.cases.map { DeclaredStoryboardNames.Case(name: $0.declaration.name, fileName: $0.fileName) }, access: names.access
                )
            },
            declaredProtocols: declarations.protocols,
            storyboardNames: storyboardFileNames,
            viewControllerConformances: declarations.viewControllerConformances,
            outputModule: outputModule,
            screensOutsideTargets: buildTargets.isEmpty
                ? [] : Set(screens.lazy.filter { self.isOutsideTargets($0.declaration.path) }.map(\.qualifiedName)),
            screensSortedByName: true
        )
    }

    /// The modules imported by the files that declare these screens and their parameters, beyond
    /// those every generated file has (`GeneratorInput.importsByPath`); files that import none are left out.
    @_spi(Scenery) public func importsByPath(of screens: some Sequence<Screen>) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for screen in screens {
            for path in screen.parameterPaths where found[path] == nil {
                let imports = swiftFile(at: path)?.imports.filter { !FactoryGenerator.impliedModules.contains($0) } ?? []
                if !imports.isEmpty { found[path] = imports }
            }
        }
        return found
    }

    /// The module a generated file at `outputPath` is compiled into: `module`, else `outputPath`'s,
    /// else the main target's (a generated file no target builds yet is for the main target: what
    /// Xcode adds it to).
    func outputModule(outputPath: String?, module: String?) -> String? {
        module ?? outputPath.flatMap(self.module(ofPath:)) ?? mainTarget?.target.module
    }

    /// Whether a file's declarations are visible in `module` (files no target claims are seen everywhere).
    func isVisible(_ path: String, in module: String?) -> Bool {
        guard let module else { return true }
        let modules = self.modules(ofPath: path)
        return modules.isEmpty || modules.contains(module)
    }

    /// The support declarations of the user's files visible where the generated file is compiled.
    @_spi(Scenery) public func supportDeclarations(outputPath: String? = nil, module: String? = nil) -> SupportDeclarations {
        supportDeclarations(visibleIn: outputModule(outputPath: outputPath, module: module))
    }

    private func supportDeclarations(visibleIn outputModule: String?) -> SupportDeclarations {
        var declarations = SupportDeclarations()
        // Read in place, by position: copies of thousands of files' facts would cost more than the
        // reading. What a file declares is looked at before where it is compiled, which costs more to find.
        for index in swiftFiles.indices
        where SupportDeclarations.mayDeclare(in: swiftFiles[index]) && isVisible(swiftFiles[index].path, in: outputModule) {
            declarations.add(swiftFiles[index])
        }
        return declarations
    }

    /// The storyboard a screen is instantiated from, when it names an existing file.
    func storyboard(of screen: Screen) -> InterfaceFileFacts? {
        screen.storyboardFile.flatMap { interfaceFile(.storyboard, named: $0, from: screen.declaration.path) }
    }
}

/// A name copied into a file by a fix, as the file's syntax writes it: the inside of a Swift string
/// literal, or an XML attribute's value. Nil where it cannot be written so, and the fix is then not
/// offered: a fix never leaves a file that no longer parses.
@_spi(Scenery) public enum CopiedText {
    /// `value` as the inside of a Swift string literal whose text a fix replaces: as it is, when it
    /// needs no escape. The facts do not say whether the literal is raw (`#"…"#`), whose escapes
    /// differ, so a value that would need one (a quote, a backslash, a line break, any control
    /// character) is not written at all.
    @_spi(Scenery) public static func swiftLiteral(_ value: String) -> String? {
        value.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control } ? nil : value
    }

    /// `value` as an XML attribute's value (between double quotes): `&`, `"`, `<` and `>` as
    /// entities, tabs and line breaks as character references (a parser would make spaces of them).
    /// Nil for what XML 1.0 cannot hold (NUL and the other control characters); and for a
    /// backslash, as the names fixes write come from Swift source, whose escapes are not evaluated.
    @_spi(Scenery) public static func xmlAttribute(_ value: String) -> String? {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\\", "\u{FFFE}", "\u{FFFF}": return nil
            default:
                guard scalar.properties.generalCategory != .control else { return nil }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `value` written where `location` is: in a Swift file a literal's inside, else an XML attribute's value.
    static func text(_ value: String, at location: SourceLocation) -> String? {
        location.path.hasSuffix(".swift") ? swiftLiteral(value) : xmlAttribute(value)
    }

    /// The edit writing `value` over `location`, as `text(_:at:)` writes it.
    static func edit(writing value: String, over location: SourceLocation) -> Fix.FileEdit? {
        text(value, at: location).map { Fix.FileEdit(path: location.path, edit: TextEdit(range: location.range, newText: $0)) }
    }
}

enum Spelling {
    /// "Use 'Settings'": the closest candidate written over a misspelt name, when there is one.
    static func replacementFix(for word: String, at location: SourceLocation, candidates: [String], noun: String) -> [Fix] {
        guard let target = closest(to: word, in: candidates.filter { $0 != word }), let edit = CopiedText.edit(writing: target, over: location) else {
            return []
        }
        return [Fix(title: "Use \(noun) '\(target)'", edits: [edit])]
    }

    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo and
    /// no other candidate is as close (an ambiguous fix is no fix).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        var tied = false
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference in length: a candidate farther than the
            // limit is never the answer, nor ties with it (a storyboard's IDs are checked on every save).
            guard abs(other.count - lowered.count) <= limit else { continue }
            let distance = distance(lowered, other)
            if distance < best?.distance ?? .max {
                (best, tied) = ((candidate, distance), false)
            } else if distance == best?.distance {
                tied = true
            }
        }
        guard let best, best.distance <= limit, !tied else { return nil }
        return best.candidate
    }

    /// Levenshtein distance over Characters.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Minimal storyboard edits: one attribute value, or one attribute added to a start tag.
@_spi(Scenery) public enum StoryboardEdit {
    /// Nil when XML cannot hold the value (`CopiedText.xmlAttribute`).
    @_spi(Scenery) public static func set(
        _ attribute: String, of scene: Scene, current: AttributeValue?, to value: String, in path: String
    ) -> Fix.FileEdit? {
        set(attribute, insertingAt: scene.attributeInsertionOffset, current: current, to: value, in: path)
    }

    /// The value of `attribute` of the start tag whose attributes can be inserted at `insertionOffset`.
    static func set(
        _ attribute: String, insertingAt insertionOffset: Int, current: AttributeValue?, to value: String, in path: String
    ) -> Fix.FileEdit? {
        guard let escaped = CopiedText.xmlAttribute(value) else { return nil }
        if let current {
            return Fix.FileEdit(path: path, edit: TextEdit(range: current.valueRange, newText: escaped))
        }
        return Fix.FileEdit(path: path, edit: TextEdit(range: .empty(at: insertionOffset), newText: " \(attribute)=\"\(escaped)\""))
    }

    /// Remove ` attribute="value"` as Interface Builder writes it (one space before, no space
    /// around `=`); nil when the value does not sit where that form puts it.
    static func remove(_ attribute: String, value: AttributeValue, from startTag: ByteRange, in path: String) -> Fix.FileEdit? {
        let start = value.valueRange.lowerBound - attribute.utf8.count - 3
        guard start > startTag.lowerBound, value.valueRange.upperBound < startTag.upperBound else { return nil }
        return Fix.FileEdit(path: path, edit: TextEdit(range: ByteRange(start, value.valueRange.upperBound + 1), newText: ""))
    }

    /// "Set custom class to X": the class, and the module when the object names another module
    /// than the class's own. Only for a class of the project (an SDK class needs no custom class).
    static func setClassFix(of object: Scene, to className: String, in path: String, snapshot: SnapshotReader) -> [Fix] {
        guard let declaration = snapshot.declarations(ofType: className)?.first else { return [] }
        var edits = [set("customClass", of: object, current: object.customClass, to: className, in: path)]
        if let module = object.customModule, let actual = snapshot.module(ofPath: declaration.path), module.value != actual {
            edits.append(set("customModule", of: object, current: module, to: actual, in: path))
        }
        return Fix.all(title: "Set custom class to \(className)", edits)
    }
}
