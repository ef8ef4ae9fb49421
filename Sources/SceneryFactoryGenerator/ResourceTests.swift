@_spi(Scenery) import SceneryProjectModel

/// The resource consistency tests: one `XCTestCase` for the storyboard names and one per
/// selected style, each test instantiating a screen exactly as its style's generated code does.
/// The compiled storyboard or nib is looked up first, so that a missing one fails its own test;
/// instantiating from it would raise and stop the whole run.
enum ResourceTests {
    struct Test {
        /// `testProfileViewController`
        var name: String
        /// A compiled resource that must be in a bundle: (bundle, name, `storyboardc` or `nib`), as expressions.
        var resource: (bundle: String, name: String, type: String)?
        /// The instantiation, if any.
        var body: String?
    }

    static func sections(_ context: Context, namespaced: (factories: [Factory], skipped: [SkippedScreen])) -> [FactoryGenerator.Section] {
        var sections: [FactoryGenerator.Section] = []
        let names = storyboardNameTests(context)
        if !names.isEmpty {
            sections.append(
                FactoryGenerator.Section(title: "Storyboard names") { writer in
                    writeClass(
                        "StoryboardNameTests", documentation: "Every storyboard name names a storyboard compiled into the app bundle.", tests: names,
                        into: &writer)
                    return []
                })
        }
        for style in GeneratorOptions.Style.allCases where context.selects(style) {
            sections.append(
                FactoryGenerator.Section(title: style.title) { writer in
                    let (tests, skipped) = instantiationTests(style, context, namespaced: namespaced)
                    writeClass(
                        "\(style.title)InstantiationTests", documentation: "Every screen of the \(style.rawValue) style can be instantiated.",
                        isolated: true, tests: tests, into: &writer
                    )
                    return skipped
                })
        }
        return sections
    }

    /// One test per case of the storyboard names, generated or the project's own `UIStoryboard.Name`.
    private static func storyboardNameTests(_ context: Context) -> [Test] {
        let platform = context.platform
        let cases: [String]
        if context.generatesStoryboardNames {
            cases = context.generatedStoryboardNames.map(\.name)
        } else {
            // AppKit's `NSStoryboard.Name` is `String`: a project's own names are not its cases.
            cases = platform.isAppKit ? [] : context.declaredStoryboardNames?.cases.map(\.name) ?? []
        }
        return cases.map { name in
            let value = context.storyboardFile(of: "\(context.storyboardNamesType).\(name)")
            return Test(name: testName(name), resource: ("Bundle.main", value, "storyboardc"), body: nil)
        }
    }

    private static func instantiationTests(
        _ style: GeneratorOptions.Style, _ context: Context, namespaced: (factories: [Factory], skipped: [SkippedScreen])
    ) -> (tests: [Test], skipped: [SkippedScreen]) {
        let platform = context.platform
        switch style {
        case .namespaced:
            // Screens made in code or from their xib have no storyboard to check.
            let tests = namespaced.factories.compactMap { factory -> Test? in
                let type = factory.screen.qualifiedName
                let storyboard = { (fileName: String) in "\(platform.storyboard)(name: \(context.storyboardFileExpression(fileName)), bundle: nil)" }
                let resource: (bundle: String, name: String, type: String)
                let body: String?
                switch factory.screen.creation {
                case .storyboardName:
                    resource = ("Bundle.main", context.storyboardFile(of: "\(type).storyboardName"), "storyboardc")
                    body = "_ = \(platform.viewController).instantiate(\(type).self)"
                // A scene made through its class's own `init?(coder:…)` needs what the factory is given:
                // only its storyboard is checked.
                case .scene(let fileName, _, _?), .initialScene(let fileName, _?):
                    resource = ("Bundle.main", context.storyboardFileExpression(fileName), "storyboardc")
                    body = nil
                case .scene(let fileName, let identifier, nil):
                    resource = ("Bundle.main", context.storyboardFileExpression(fileName), "storyboardc")
                    body = "_ = try XCTUnwrap(\(platform.instantiate(from: storyboard(fileName), identifier: stringLiteral(identifier))) as? \(type))"
                case .initialScene(let fileName, nil):
                    resource = ("Bundle.main", context.storyboardFileExpression(fileName), "storyboardc")
                    body = "_ = try XCTUnwrap(\(storyboard(fileName)).\(platform.instantiateInitial) as? \(type))"
                case .nib, .code, .unavailable:
                    return nil
                }
                return Test(name: testName(factory.functionName), resource: resource, body: body)
            }
            return (tests, namespaced.skipped)
        case .makeFromStoryboard:
            let (entries, skipped) = MakeFromStoryboard.entries(context)
            return (tests(for: entries.map(\.screen)) { type, _ in (nil, "_ = \(type).instantiateFromStoryboard()") }, skipped)
        case .storyboardable:
            let (screens, skipped) = context.followers(of: style)
            return (
                tests(for: screens) { type, _ in
                    (("\(type).storyboardBundle", "\(type).storyboardName", "storyboardc"), "_ = \(type).instantiate()")
                }, skipped
            )
        case .ibConstructible:
            let (screens, skipped) = context.followers(of: style)
            return (
                tests(for: screens) { type, screen in
                    (("\(type).bundle", "\(type).nibName", screen.kind == .view ? "nib" : "storyboardc"), "_ = \(type).fromNib")
                }, skipped
            )
        case .storyboardIdentifiable:
            // The storyboard is chosen at each call site: only screens bound to a known one are tested.
            let (screens, skipped) = context.followers(of: style)
            let bound = screens.filter { $0.storyboardFile != nil }
            return (
                tests(for: bound) { type, screen in
                    let file = stringLiteral(screen.storyboardFile ?? "")
                    let method = platform.isAppKit ? "instantiateController" : "instantiateViewController"
                    return (("Bundle.main", file, "storyboardc"), "let _: \(type) = \(platform.storyboard)(name: \(file), bundle: nil).\(method)()")
                }, skipped
            )
        }
    }

    /// One test per screen, named after it (uniquely), from its type name and the screen.
    private static func tests(
        for screens: [Screen], _ make: (_ type: String, Screen) -> (resource: (bundle: String, name: String, type: String)?, body: String)
    ) -> [Test] {
        zip(screens, FactoryGenerator.uniqueFunctionNames(for: screens)).map { screen, name in
            let (resource, body) = make(screen.qualifiedName, screen)
            return Test(name: testName(name), resource: resource, body: body)
        }
    }

    /// `profileViewController` → `testProfileViewController` (backticks of a keyword dropped).
    private static func testName(_ name: String) -> String {
        "test" + upperFirst(name.filter { $0 != "`" })
    }

    private static func writeClass(_ name: String, documentation: String, isolated: Bool = false, tests: [Test], into writer: inout SwiftWriter) {
        guard !tests.isEmpty else { return }
        writer.blank()
        writer.documentation(documentation)
        // The screens and their helpers are `@MainActor`; the test methods run on the main thread anyway.
        if isolated { writer.line("@MainActor") }
        writer.block("final class \(name): XCTestCase") { writer in
            for (index, test) in tests.enumerated() {
                if index > 0 { writer.blank() }
                writer.block("func \(test.name)()\(test.resource == nil ? "" : " throws")") { writer in
                    if let (bundle, name, type) = test.resource {
                        let kind = type == "nib" ? "nib" : "storyboard"
                        writer.line(
                            "_ = try XCTUnwrap(\(bundle).path(forResource: \(name), ofType: \"\(type)\"), \"no compiled \(kind) of that name in the bundle\")"
                        )
                    }
                    if let body = test.body { writer.line(body) }
                }
            }
        }
    }
}
