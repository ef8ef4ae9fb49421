/// Screens → the Swift source of their factories, in the `namespaced` style of "Create, Push,
/// and Present Any View Controller in 1 LOC". Pure and deterministic: same input, same bytes.
public enum FactoryGenerator {
    public static func generate(_ input: GeneratorInput) -> GeneratedFile {
        let (factories, skipped) = factories(for: input)
        var writer = SwiftWriter()
        writer.line(GeneratedFileHeader.firstLine)
        writer.line("// Regenerate with `scenery generate`; `scenery check` reports when this file is stale.")
        writer.blank()
        for module in input.options.imports { writer.line("import \(module)") }
        let access = factories.contains { $0.access == .public } ? "public " : ""
        let protocolName = input.options.protocolName
        if !input.declaresInstantiatableProtocol {
            writer.blank()
            writer.line("/// A screen instantiated from a storyboard by its type name.")
            writer.block("\(access)protocol \(protocolName): UIViewController") { writer in
                writer.line("static var storyboardName: UIStoryboard.Name { get }")
            }
        }
        if !input.declaresInstantiateHelper {
            let fileName = "ViewController.storyboardName.\(input.storyboardNameAccessor)"
            writer.blank()
            writer.block("extension UIViewController") { writer in
                writer.line("/// Instantiates `ViewController` from its storyboard; its Storyboard ID is its type name.")
                writer.block(
                    "\(access)static func instantiate<ViewController: \(protocolName)>(_ viewControllerType: ViewController.Type) -> ViewController"
                ) { writer in
                    writer.line("let identifier = String(describing: ViewController.self)")
                    writer.line("let storyboard = UIStoryboard(name: \(fileName), bundle: nil)")
                    writer.block("guard let viewController = storyboard.instantiateViewController(withIdentifier: identifier) as? ViewController else") { writer in
                        writer.line(
                            "preconditionFailure(\"No scene '\\(identifier)' of class \\(ViewController.self) in storyboard '\\(\(fileName))'; run `scenery check`.\")"
                        )
                    }
                    writer.line("return viewController")
                }
            }
        }
        // A nested type does not inherit its outer type's actor: the helpers must say `@MainActor`
        // themselves, or they cannot call `@MainActor` UIKit in Swift 6.
        writer.blank()
        writer.block("extension UIViewController") { writer in
            writer.line("\(access)static let create = UIViewControllerCreate()")
            writer.blank()
            writer.line("@MainActor")
            writer.block("\(access)final class UIViewControllerCreate") { writer in
                if !access.isEmpty { writer.line("public init() {}") }
                for factory in factories { createMethod(factory, into: &writer) }
            }
        }
        writer.blank()
        writer.block("extension UINavigationController") { writer in
            namespace(
                property: "push", className: "UINavigationControllerPush", holder: "navigationController", holderType: "UINavigationController",
                access: access, factories: factories, into: &writer
            ) { factory, call in
                "navigationController?.pushViewController(\(call), animated: \(factory.transitionParameterName))"
            }
        }
        writer.blank()
        writer.block("extension UIViewController") { writer in
            namespace(
                property: "present", className: "UIViewControllerPresent", holder: "viewController", holderType: "UIViewController",
                access: access, factories: factories, into: &writer
            ) { factory, call in
                "viewController?.present(\(call), animated: \(factory.transitionParameterName), completion: nil)"
            }
        }
        if !skipped.isEmpty {
            writer.blank()
            for entry in skipped { writer.line("// Skipped \(entry.screen.qualifiedName): \(entry.reason)") }
        }
        return GeneratedFile(contents: writer.text, factories: factories, skipped: skipped)
    }

    /// The factories of the screens that can have one, sorted by name, and why the others cannot.
    public static func factories(for input: GeneratorInput) -> (factories: [Factory], skipped: [SkippedScreen]) {
        var factories: [Factory] = []
        var skipped: [SkippedScreen] = []
        for screen in input.screens.sorted(by: { $0.qualifiedName < $1.qualifiedName }) {
            if let reason = skipReason(screen) {
                skipped.append(SkippedScreen(screen: screen, reason: reason))
            } else {
                factories.append(factory(for: screen, options: input.options))
            }
        }
        // Two screens may lower-camel-case alike (`Settings.DetailViewController` and
        // `SettingsDetailViewController`): a nested one is then named `detailViewControllerInSettings`.
        let counts = Dictionary(grouping: factories, by: \.functionName).mapValues(\.count)
        for index in factories.indices where counts[factories[index].functionName, default: 0] > 1 {
            let path = factories[index].screen.qualifiedName.split(separator: ".").map(String.init)
            if let name = path.last, path.count > 1 {
                factories[index].functionName = escapeKeyword(lowerCamelCase(name) + "In" + path.dropLast().joined())
            }
        }
        return (factories.sorted { ($0.functionName, $0.screen.qualifiedName) < ($1.functionName, $1.screen.qualifiedName) }, skipped)
    }

    /// `URLPreviewViewController` → `urlPreviewViewController`; `Settings.DetailViewController` → `settingsDetailViewController`.
    public static func functionName(for screen: Screen) -> String {
        escapeKeyword(lowerCamelCase(screen.qualifiedName.split(separator: ".").joined()))
    }

    static func skipReason(_ screen: Screen) -> String? {
        if !screen.genericParameters.isEmpty { return "generic screens have no single factory" }
        if screen.access < .internal { return "a \(screen.access) class cannot be created from another file" }
        if let method = screen.initializer?.value {
            if let access = method.access, access < .internal {
                return "its \(method.name)(...) is \(access), so generated code cannot call it"
            }
            if method.parameters.contains(where: { $0.isVariadic || $0.isInout }) {
                return "variadic and inout parameters cannot be forwarded"
            }
            if !method.genericParameters.isEmpty { return "generic \(method.name)(...) methods cannot be forwarded" }
        }
        if screen.storyboard == nil, !screen.hasParameterlessInit {
            return "a code-only screen needs init() to be created"
        }
        return nil
    }

    static func factory(for screen: Screen, options: GeneratorOptions) -> Factory {
        let method = screen.initializer?.value
        let forwarded = method?.parameters ?? []
        let parameters = options.parameterLabels == .keep
            ? forwarded
            : forwarded.map { Parameter(label: nil, name: $0.name, type: $0.type, defaultValue: $0.defaultValue) }
        let names = Set(forwarded.map(\.name) + forwarded.compactMap(\.label))
        let methodPublic = method?.access.map { $0 >= .public } ?? true
        return Factory(
            screen: screen,
            functionName: functionName(for: screen),
            parameters: parameters,
            forwardedParameters: forwarded,
            isThrowing: method?.isThrowing ?? false,
            isAsync: method?.isAsync ?? false,
            attributes: (method?.attributes ?? []).filter { $0.hasPrefix("@available") },
            access: screen.access >= .public && methodPublic ? .public : .internal,
            transitionParameterName: names.contains("animated") ? "animatedTransition" : "animated"
        )
    }

    // MARK: Writing

    private static func createMethod(_ factory: Factory, into writer: inout SwiftWriter) {
        let type = factory.screen.qualifiedName
        writer.blank()
        for attribute in factory.attributes { writer.line(attribute) }
        writer.block("\(signature(factory, extra: nil)) -> \(type)") { writer in
            if factory.screen.storyboard != nil {
                writer.line("let viewController = UIViewController.instantiate(\(type).self)")
            } else {
                writer.line("let viewController = \(type)()")
            }
            if let method = factory.screen.initializer?.value {
                writer.line("\(effects(factory))viewController.\(method.name)(\(arguments(factory)))")
            }
            writer.line("return viewController")
        }
    }

    private static func namespace(
        property: String, className: String, holder: String, holderType: String, access: String, factories: [Factory],
        into writer: inout SwiftWriter, body: (Factory, String) -> String
    ) {
        writer.line("\(access)var \(property): \(className) { \(className)(self) }")
        writer.blank()
        writer.line("@MainActor")
        writer.block("\(access)final class \(className)") { writer in
            writer.line("private weak var \(holder): \(holderType)?")
            writer.blank()
            writer.block("\(access)init(_ \(holder): \(holderType))") { writer in
                writer.line("self.\(holder) = \(holder)")
            }
            for factory in factories {
                writer.blank()
                for attribute in factory.attributes { writer.line(attribute) }
                let call = "UIViewController.create.\(factory.functionName)(\(arguments(factory, labelsFrom: factory.parameters)))"
                writer.block(signature(factory, extra: "\(factory.transitionParameterName): Bool = true")) { writer in
                    writer.line(effects(factory) + body(factory, call))
                }
            }
        }
    }

    /// `public func profileViewController(user: User, animated: Bool = true) throws`
    private static func signature(_ factory: Factory, extra: String?) -> String {
        let parameters = factory.parameters.map(declaration) + (extra.map { [$0] } ?? [])
        let access = factory.access == .public ? "public " : ""
        let effects = (factory.isAsync ? " async" : "") + (factory.isThrowing ? " throws" : "")
        return "\(access)func \(factory.functionName)(\(parameters.joined(separator: ", ")))\(effects)"
    }

    private static func declaration(_ parameter: Parameter) -> String {
        let names: String
        switch parameter.label {
        case nil: names = "_ \(parameter.name)"
        case parameter.name?: names = parameter.name
        case let label?: names = "\(label) \(parameter.name)"
        }
        return "\(names): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }

    /// `try await ` as the initializer method needs.
    private static func effects(_ factory: Factory) -> String {
        (factory.isThrowing ? "try " : "") + (factory.isAsync ? "await " : "")
    }

    /// Arguments passing each parameter on, with the labels of `labelsFrom` (the initializer
    /// method's own by default).
    private static func arguments(_ factory: Factory, labelsFrom: [Parameter]? = nil) -> String {
        zip(labelsFrom ?? factory.forwardedParameters, factory.forwardedParameters).map { labelled, parameter in
            (labelled.label.map { "\($0): " } ?? "") + parameter.name
        }.joined(separator: ", ")
    }
}

/// Lower camel case done right: the leading run of capitals is lower-cased, except the last one
/// when it starts the next word (`URLPreview` → `urlPreview`, `UIKitDemo` → `uiKitDemo`).
func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    guard upperRun > 0 else { return String(characters) }
    let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
    return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
}

private let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
    "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
    "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Any",
]

func escapeKeyword(_ name: String) -> String {
    swiftKeywords.contains(name) ? "`\(name)`" : name
}

/// Indented Swift text, four spaces a level.
struct SwiftWriter {
    private(set) var text = ""
    private var indent = 0

    mutating func line(_ line: String) {
        text += String(repeating: "    ", count: indent) + line + "\n"
    }

    /// A blank line, never two in a row nor right after an opening brace.
    mutating func blank() {
        guard !text.isEmpty, !text.hasSuffix("\n\n"), !text.hasSuffix("{\n") else { return }
        text += "\n"
    }

    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        indent += 1
        body(&self)
        indent -= 1
        line("}")
    }
}
