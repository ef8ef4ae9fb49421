@_spi(Scenery) import SceneryProjectModel

/// Screens → the Swift source of their factories, in every style the options select, and the resource
/// consistency tests. Pure and deterministic: same input, same bytes.
@_spi(Scenery) public enum FactoryGenerator {
    /// The generated file: the storyboard names (when generated), then each selected style's code
    /// in `Style.allCases` order, each section ending with the screens it skipped and why.
    /// `namespaced` is `factories(for: input)` when the caller has it already.
    @_spi(Scenery) public static func generate(
        _ input: GeneratorInput, namespaced: (factories: [Factory], skipped: [SkippedScreen])? = nil
    ) -> GeneratedFile {
        let context = Context(input)
        let (factories, skipped) = namespaced ?? factories(context)
        var sections: [Section] = []
        if context.generatesStoryboardNames {
            // As accessible as the namespaced protocol, whose requirement names them.
            let access = context.supportAccess(factories.map(\.access))
            sections.append(
                Section(title: "Storyboard names") { writer in
                    GeneratedStoryboardNames.write(context, access: access, into: &writer)
                    return []
                })
        }
        for style in GeneratorOptions.Style.allCases where context.selects(style) {
            sections.append(
                Section(title: style.title) { writer in
                    write(style, context, namespaced: (factories, skipped), into: &writer)
                })
        }
        var writer = SwiftWriter()
        writer.line(GeneratedFileHeader.firstLine)
        writer.line("// Regenerate with `scenery generate`; `scenery check` reports when this file is stale.")
        writer.linterPragmas()
        writer.blank()
        writer.line("import \(context.platform.framework)")
        for module in context.importedModules() { writer.line("import \(module)") }
        let allSkipped = write(sections, into: &writer)
        return GeneratedFile(contents: writer.text, factories: factories, skipped: allSkipped)
    }

    /// XCTest cases that check what the compiler cannot (the first reference's "resource
    /// consistency tests"): each storyboard name names a storyboard compiled into the bundle, and
    /// each screen of each selected style can be instantiated the way that style does it.
    /// `namespaced` as for `generate`.
    @_spi(Scenery) public static func generateTests(
        _ input: GeneratorInput, namespaced: (factories: [Factory], skipped: [SkippedScreen])? = nil
    ) -> GeneratedFile {
        let context = Context(input)
        var writer = SwiftWriter()
        writer.line(GeneratedFileHeader.firstLine)
        writer.line("// Resource consistency tests: run them in the app's test target; regenerate them with Scenery.")
        writer.linterPragmas()
        writer.blank()
        writer.line("import XCTest")
        writer.line("import \(context.platform.framework)")
        if let module = input.options.testedModule { writer.line("@testable import \(module)") }
        let sections = ResourceTests.sections(context, namespaced: namespaced ?? factories(context))
        let skipped = write(sections, into: &writer)
        return GeneratedFile(contents: writer.text, factories: [], skipped: skipped)
    }

    /// The namespaced factories (`UIViewController.create.x`) of the screens that can have one,
    /// sorted by name, and why the others cannot; none when the namespaced style is not selected.
    @_spi(Scenery) public static func factories(for input: GeneratorInput) -> (factories: [Factory], skipped: [SkippedScreen]) {
        factories(Context(input))
    }

    /// Makes `made`, what `factories(for:)` gave for the project before a change that altered only
    /// the screens named `changed` (qualified names of those that changed, appeared or went),
    /// `factories(for: input)`, in place: only their factories, and the names of those named
    /// alike, are made again.
    @_spi(Scenery) public static func update(
        _ made: inout (factories: [Factory], skipped: [SkippedScreen]), for input: GeneratorInput, changed: Set<String>
    ) {
        let context = Context(input)
        guard context.selects(.namespaced) else {
            made = ([], [])
            return
        }
        if !Namespaced.update(&made, context, changed: changed) { made = Namespaced.factories(context) }
    }

    /// The namespaced factory of `screen` (nil when it gets none), made for it alone: the same as
    /// `factories(for:)` makes. Its name is unique among the factories of the screens whose names
    /// lower-camel-case alike (`functionName(for:)`): `alike`, which holds the screen too.
    @_spi(Scenery) public static func factory(of screen: Screen, for input: GeneratorInput, alike: [Screen]) -> Factory? {
        let context = Context(input)
        guard context.selects(.namespaced), screen.kind == .viewController, case .success(var factory) = Namespaced.factory(for: screen, context)
        else {
            return nil
        }
        guard alike.count > 1 else { return factory }
        let named = alike.filter { if case .success = Namespaced.factory(for: $0, context) { true } else { false } }.sorted {
            $0.qualifiedName < $1.qualifiedName
        }
        if let index = named.firstIndex(where: { $0.qualifiedName == screen.qualifiedName }) {
            factory.functionName = uniqueFunctionNames(for: named)[index]
        }
        return factory
    }

    /// `screen` gets `makeFromStoryboard(...)` of its own, as `generate` writes it for `input`:
    /// the style is chosen, the screen follows its convention and nothing skips it.
    @_spi(Scenery) public static func makesFromStoryboard(_ screen: Screen, for input: GeneratorInput) -> Bool {
        let context = Context(input)
        guard context.selects(.makeFromStoryboard), screen.follows(.storyboardInitializable) else { return false }
        // Only the screen's ancestors can make it skipped as one that adds no dependency.
        let ancestors = context.screens.filter { base in
            base.follows(.storyboardInitializable)
                && (screen.superclassChain.contains(base.qualifiedName) || screen.superclassChain.contains(base.name))
        }
        return MakeFromStoryboard.skipReason(screen, dependencies: screen.dependencies.map(\.value), among: ancestors, context) == nil
    }

    /// The modules every generated file sees without importing them (`import UIKit` brings Foundation).
    @_spi(Scenery) public static let impliedModules: Set<String> = ["Swift", "Foundation", "UIKit", "AppKit", "Cocoa"]

    /// Why `screen` has no namespaced factory when `factories(for:)` neither makes one nor
    /// skips it: the style is not selected, or creates no screen of its kind (window controllers).
    @_spi(Scenery) public static func namespacedAbsence(of screen: Screen, options: GeneratorOptions) -> String? {
        guard options.styles.contains(.namespaced) else { return "the namespaced style is not among the configured styles" }
        return GeneratorOptions.Style.namespaced.kindSkipReason(screen.kind)
    }

    private static func factories(_ context: Context) -> (factories: [Factory], skipped: [SkippedScreen]) {
        context.selects(.namespaced) ? Namespaced.factories(context) : ([], [])
    }

    /// How `static var storyboardName` names the storyboard file `fileName` for the namespaced
    /// style: the names type (the project's, or the generated `UIStoryboard.Name`) and its case;
    /// nil when those names have no case for the file.
    @_spi(Scenery) public static func storyboardName(of fileName: String, for input: GeneratorInput) -> (type: String, caseName: String)? {
        let context = Context(input)
        guard let caseName = context.storyboardCase(of: fileName) else { return nil }
        return (context.storyboardNamesType, caseName)
    }

    /// `URLPreviewViewController` → `urlPreviewViewController`; `Settings.DetailViewController` → `settingsDetailViewController`.
    @_spi(Scenery) public static func functionName(for screen: Screen) -> String { functionName(qualifiedName: screen.qualifiedName) }

    /// `functionName(for:)` of the screen named `name`.
    static func functionName(qualifiedName name: String) -> String {
        // Most screens are not nested: no need to split their names.
        let joined = name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").joined() : name
        return escapeKeyword(Identifiers.lowerCamelCase(joined))
    }

    /// `functionName(for:)` of each screen, in order, made unique: two screens may lower-camel-case
    /// alike (`Settings.DetailViewController` and `SettingsDetailViewController`), and a nested
    /// one is then named `detailViewControllerInSettings`.
    static func uniqueFunctionNames(for screens: [Screen]) -> [String] {
        let names = screens.map(functionName(for:))
        let counts = Dictionary(grouping: names, by: { $0 }).mapValues(\.count)
        return zip(screens, names).map { screen, name in
            guard counts[name, default: 0] > 1 else { return name }
            let path = screen.qualifiedName.split(separator: ".").map(String.init)
            guard let last = path.last, path.count > 1 else { return name }
            return escapeKeyword(Identifiers.lowerCamelCase(last) + "In" + path.dropLast().joined())
        }
    }

    // MARK: Sections

    /// A part of a generated file: its code, and the screens it had to leave out.
    struct Section {
        var title: String
        var write: (inout SwiftWriter) -> [SkippedScreen]
    }

    /// Writes the sections, each under its `// MARK:` when there are several (a file with one
    /// section reads as before styles existed), and each followed by what it skipped.
    private static func write(_ sections: [Section], into writer: inout SwiftWriter) -> [SkippedScreen] {
        var allSkipped: [SkippedScreen] = []
        for section in sections {
            if sections.count > 1 {
                writer.blank()
                writer.line("// MARK: - \(section.title)")
            }
            let skipped = section.write(&writer)
            if !skipped.isEmpty {
                writer.blank()
                for entry in skipped { writer.line("// Skipped \(entry.screen.qualifiedName): \(entry.reason)") }
            }
            allSkipped += skipped
        }
        return allSkipped
    }

    private static func write(
        _ style: GeneratorOptions.Style, _ context: Context, namespaced: (factories: [Factory], skipped: [SkippedScreen]),
        into writer: inout SwiftWriter
    ) -> [SkippedScreen] {
        switch style {
        case .namespaced:
            Namespaced.write(namespaced.factories, context, into: &writer)
            return namespaced.skipped
        case .makeFromStoryboard:
            let (entries, skipped) = MakeFromStoryboard.entries(context)
            MakeFromStoryboard.write(entries, context, into: &writer)
            return skipped
        case .storyboardable:
            ProtocolStyles.writeStoryboardable(context, into: &writer)
        case .ibConstructible:
            ProtocolStyles.writeIBConstructible(context, into: &writer)
        case .storyboardIdentifiable:
            ProtocolStyles.writeStoryboardIdentifiable(context, into: &writer)
        }
        return []
    }
}
