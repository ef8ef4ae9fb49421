@_spi(Scenery) import SceneryProjectModel

/// The storyboard names built from the project's real storyboard files, as the first reference
/// suggests ("we could just generate the UIStoryboard.Name enum"): a renamed or deleted
/// storyboard then breaks the build instead of a run.
///
/// UIKit: `extension UIStoryboard { enum Name: String { case main = "Main" } }`, whose raw values
/// are the exact file names. AppKit declares `NSStoryboard.Name` itself, as an alias of
/// `String`, so there the names are constants of it: `static let main: NSStoryboard.Name = "Main"`.
enum GeneratedStoryboardNames {
    /// One case a file, in file-name order.
    struct Case: Equatable {
        var name: String
        var fileName: String
    }

    /// `access` is the UIKit enum's (AppKit's names are of its own public type).
    static func write(_ context: Context, access: AccessLevel, into writer: inout SwiftWriter) {
        let cases = context.generatedStoryboardNames
        writer.blank()
        if context.platform.isAppKit {
            writer.block("extension NSStoryboard.Name") { writer in
                for entry in cases { writer.line("static let \(entry.name): NSStoryboard.Name = \(stringLiteral(entry.fileName))") }
            }
            return
        }
        writer.block("extension UIStoryboard") { writer in
            writer.documentation("The project's storyboards; a case's raw value is its file name.")
            guard !cases.isEmpty else {
                // An enum without cases cannot have a raw type, but the namespaced helper reads
                // `rawValue`: an uninhabited enum with that property compiles and is never used.
                return writer.block("\(accessPrefix(access))enum Name") { writer in
                    writer.line("var rawValue: String { switch self {} }")
                }
            }
            writer.block("\(accessPrefix(access))enum Name: String") { writer in
                for entry in cases { writer.line("case \(entry.name) = \(stringLiteral(entry.fileName))") }
            }
        }
    }

    /// Case names for storyboard file names: lower camel case Swift identifiers, unique.
    ///
    /// `Onboarding Flow` → `onboardingFlow`, `2FA` → `storyboard2FA`, `default` → `defaultStoryboard`.
    /// When names collide, a file whose name needed no cleaning keeps the plain name and the others
    /// get `2`, `3`… in file-name order, so that the result depends only on the set of files.
    static func cases(for fileNames: [String]) -> [Case] {
        let sorted = Array(Set(fileNames)).sorted()
        let candidates = sorted.map { (fileName: $0, name: identifier(for: $0)) }
        // Who gets the plain name first: exact identifiers, then file-name order.
        let isExact = sorted.map { $0.allSatisfy(isWordCharacter) && $0.first?.isNumber == false }
        let priority = candidates.indices.sorted { left, right in
            isExact[left] != isExact[right] ? isExact[left] : left < right
        }
        var taken: Set<String> = []
        var names = Array(repeating: "", count: candidates.count)
        for index in priority {
            let base = candidates[index].name
            var name = base
            var suffix = 2
            while taken.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            taken.insert(name)
            names[index] = name
        }
        return zip(sorted, names).map { Case(name: $1, fileName: $0) }
    }

    /// A file name as a lower camel case identifier: words are its runs of letters, digits and
    /// underscores, joined with their first letters upper-cased.
    static func identifier(for fileName: String) -> String {
        let words = fileName.split { !isWordCharacter($0) }.map(String.init)
        let name = Identifiers.lowerCamelCase(words.map(upperFirst).joined())
        guard let first = name.first else { return "storyboard" }
        if first.isNumber { return "storyboard" + name }
        // A keyword in backticks is a valid case name, but `self`, `init` and `Type` are not even
        // then, and `rawValue` would clash with the enum's own: a suffix is always valid.
        return swiftKeywords.contains(name) || ["rawValue", "hashValue"].contains(name) ? name + "Storyboard" : name
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
