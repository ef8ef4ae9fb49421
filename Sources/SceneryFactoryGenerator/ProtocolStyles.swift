@_spi(Scenery) import SceneryProjectModel

/// The styles whose whole API is a protocol with default implementations: `storyboardable`
/// (Cocoacasts), `ibConstructible` (hal.codes) and `storyboardIdentifiable` (Andyy Hope). A
/// screen opts in by conforming, so they generate support code only, and only the parts the
/// project does not declare itself.
///
/// The references' protocols are not isolated, and their defaults call `@MainActor` UIKit:
/// that fails in Swift 6. Where the defaults create controllers or views the protocol is
/// `@MainActor` (its conformers, UIKit classes, are already); where they do not, it stays as the
/// reference wrote it.
enum ProtocolStyles {
    static func writeStoryboardable(_ context: Context, into writer: inout SwiftWriter) {
        let name = context.protocolNames.storyboardable
        guard !context.declares(protocol: name) else { return }
        let platform = context.platform
        let access = supportAccess(for: .storyboardable, context)
        writeProtocol(
            "\(access)protocol \(name)", isolated: true,
            documentation: [
                "A view controller instantiated from a storyboard by its Storyboard ID; by default the",
                "storyboard \"Main\" in the main bundle, and the ID is the type name.",
            ],
            requirements: [
                "static var storyboardName: String { get }",
                "static var storyboardBundle: Bundle { get }",
                "static var storyboardIdentifier: String { get }",
                "static func instantiate() -> Self",
            ], into: &writer
        )
        writer.blank()
        writer.block("extension \(name) where Self: \(platform.viewController)") { writer in
            writer.line("\(access)static var storyboardName: String { \"Main\" }")
            writer.line("\(access)static var storyboardBundle: Bundle { .main }")
            writer.line("\(access)static var storyboardIdentifier: String { String(describing: self) }")
            writer.blank()
            writer.block("\(access)static func instantiate() -> Self") { writer in
                writer.line("let storyboard = \(platform.storyboard)(name: storyboardName, bundle: storyboardBundle)")
                writer.returnCast(
                    platform.instantiate(from: "storyboard", identifier: "storyboardIdentifier"), as: "Self", named: "viewController",
                    failure: "No scene '\\(storyboardIdentifier)' of class \\(Self.self) in storyboard '\\(storyboardName)'"
                )
            }
        }
    }

    static func writeIBConstructible(_ context: Context, into writer: inout SwiftWriter) {
        let name = context.protocolNames.ibConstructible
        guard !context.declares(protocol: name) else { return }
        let platform = context.platform
        let access = supportAccess(for: .ibConstructible, context)
        writeProtocol(
            "\(access)protocol \(name): AnyObject", isolated: true,
            documentation: [
                "A view controller that is the initial scene of the storyboard named `nibName`, or a view that is",
                "the first top-level object of the xib named `nibName`; by default the type name, in the type's bundle.",
            ],
            requirements: ["static var nibName: String { get }", "static var bundle: Bundle { get }"], into: &writer
        )
        writer.blank()
        writer.block("extension \(name)") { writer in
            writer.line("\(access)static var nibName: String { String(describing: Self.self) }")
            writer.line("\(access)static var bundle: Bundle { Bundle(for: Self.self) }")
        }
        writer.blank()
        writer.block("extension \(name) where Self: \(platform.viewController)") { writer in
            writer.block("\(access)static var fromNib: Self") { writer in
                writer.line("let storyboard = \(platform.storyboard)(name: nibName, bundle: bundle)")
                writer.returnCast(
                    "storyboard.\(platform.instantiateInitial)", as: "Self", named: "viewController",
                    failure: "The initial scene of storyboard '\\(nibName)' is not of class \\(Self.self)"
                )
            }
        }
        writer.blank()
        writer.block("extension \(name) where Self: \(platform.view)") { writer in
            writer.block("\(access)static var fromNib: Self") { writer in
                if platform.isAppKit {
                    // NSNib does not keep the order of top-level objects: the view is the one of this class.
                    writer.line("var topLevelObjects: NSArray?")
                    writer.line("_ = NSNib(nibNamed: nibName, bundle: bundle)?.instantiate(withOwner: nil, topLevelObjects: &topLevelObjects)")
                    writer.returnCast(
                        "topLevelObjects?.first(where: { $0 is Self })", as: "Self", named: "view",
                        failure: "No top-level object of class \\(Self.self) in '\\(nibName).xib'"
                    )
                } else {
                    writer.line("let nib = UINib(nibName: nibName, bundle: bundle)")
                    writer.returnCast(
                        "nib.instantiate(withOwner: nil, options: nil).first", as: "Self", named: "view",
                        failure: "The first top-level object of '\\(nibName).xib' is not of class \\(Self.self)"
                    )
                }
            }
        }
    }

    static func writeStoryboardIdentifiable(_ context: Context, into writer: inout SwiftWriter) {
        let name = context.protocolNames.storyboardIdentifiable
        let platform = context.platform
        let access = supportAccess(for: .storyboardIdentifiable, context)
        if !context.declares(protocol: name) {
            // Its default only reads the type's name: no isolation needed, as in the reference.
            writeProtocol(
                "\(access)protocol \(name)", isolated: false,
                documentation: ["A view controller whose Storyboard ID is its type name."],
                requirements: ["static var storyboardIdentifier: String { get }"], into: &writer
            )
            writer.blank()
            writer.block("extension \(name) where Self: \(platform.viewController)") { writer in
                writer.line("\(access)static var storyboardIdentifier: String { String(describing: self) }")
            }
            writer.blank()
            let method = platform.isAppKit ? "instantiateController" : "instantiateViewController"
            writer.block("extension \(platform.storyboard)") { writer in
                writer.documentation(
                    "The scene whose Storyboard ID is the expected type's: `let article: ArticleViewController = storyboard.\(method)()`.")
                writer.block("\(access)func \(method)<T: \(platform.viewController)>() -> T where T: \(name)") { writer in
                    writer.returnCast(
                        "\(method)(withIdentifier: T.storyboardIdentifier)", as: "T", named: "viewController",
                        failure: "No scene '\\(T.storyboardIdentifier)' of class \\(T.self) in this storyboard"
                    )
                }
            }
        }
        // Every view controller conforms, as in the reference; not when the project says so
        // already, nor when a screen conforms itself (the conformance would be redundant: an error).
        let conformsAlready =
            context.input.viewControllerConformances.contains(name)
            || context.screens.contains { $0.conformances.contains(name) }
        if !conformsAlready {
            writer.blank()
            writer.line("extension \(platform.viewController): \(name) {}")
        }
    }

    /// `/// documentation`, `@MainActor` when `isolated`, and `header { requirements }`.
    private static func writeProtocol(
        _ header: String, isolated: Bool, documentation: [String], requirements: [String], into writer: inout SwiftWriter
    ) {
        writer.blank()
        for line in documentation { writer.documentation(line) }
        if isolated { writer.line("@MainActor") }
        writer.block(header) { writer in
            for requirement in requirements { writer.line(requirement) }
        }
    }

    /// As open as the most open screen that follows the convention (a public screen's conformance
    /// must be usable from other modules).
    private static func supportAccess(for style: GeneratorOptions.Style, _ context: Context) -> String {
        let screens = context.followers(of: style).screens
        return accessPrefix(context.supportAccess(screens.map { context.access(for: $0, limits: []) }))
    }
}
