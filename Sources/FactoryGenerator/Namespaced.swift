/// The `namespaced` style of "Create, Push, and Present Any View Controller in 1 LOC":
/// `UIViewController.create.x(...)`, `navigationController.push.x(..., animated:)` and
/// `viewController.present.x(..., animated:)` (on AppKit, `NSViewController.create.x(...)` and
/// `viewController.present.x(...)` as a sheet).
enum Namespaced {
    /// The factories of the screens that follow the convention and can have one, sorted by name,
    /// and why the others cannot.
    static func factories(_ context: Context) -> (factories: [Factory], skipped: [SkippedScreen]) {
        var factories: [Factory] = []
        var skipped: [SkippedScreen] = []
        for screen in context.screens where screen.follows(.namespaced) {
            if let reason = skipReason(screen, context) {
                skipped.append(SkippedScreen(screen: screen, reason: reason, style: .namespaced))
            } else {
                factories.append(factory(for: screen, context))
            }
        }
        let names = FactoryGenerator.uniqueFunctionNames(for: factories.map(\.screen))
        for index in factories.indices { factories[index].functionName = names[index] }
        return (factories.sorted { ($0.functionName, $0.screen.qualifiedName) < ($1.functionName, $1.screen.qualifiedName) }, skipped)
    }

    static func skipReason(_ screen: Screen, _ context: Context) -> String? {
        if let reason = context.commonSkipReason(screen, style: .namespaced) { return reason }
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

    static func factory(for screen: Screen, _ context: Context) -> Factory {
        let method = screen.initializer?.value
        let forwarded = method?.parameters ?? []
        let parameters = context.options.parameterLabels == .keep
            ? forwarded
            : forwarded.map { Parameter(label: nil, name: $0.name, type: $0.type, defaultValue: $0.defaultValue) }
        let names = Set(forwarded.map(\.name) + forwarded.compactMap(\.label))
        return Factory(
            screen: screen,
            functionName: FactoryGenerator.functionName(for: screen),
            parameters: parameters,
            forwardedParameters: forwarded,
            isThrowing: method?.isThrowing ?? false,
            isAsync: method?.isAsync ?? false,
            attributes: (method?.attributes ?? []).filter { $0.hasPrefix("@available") },
            access: context.access(for: screen, limits: [method?.access]),
            transitionParameterName: names.contains("animated") ? "animatedTransition" : "animated"
        )
    }

    // MARK: Writing

    static func write(_ factories: [Factory], _ context: Context, into writer: inout SwiftWriter) {
        let platform = context.platform
        let access = accessPrefix(context.supportAccess(factories.map(\.access)))
        let names = context.options.namespaces
        if !context.declares(protocol: context.options.protocolName) {
            writer.blank()
            writer.documentation("A screen instantiated from a storyboard by its type name.")
            writer.block("\(access)protocol \(context.options.protocolName): \(platform.viewController)") { writer in
                writer.line("static var storyboardName: \(platform.storyboardName) { get }")
            }
        }
        if !context.input.declaresInstantiateHelper {
            writer.blank()
            writer.block("extension \(platform.viewController)") { writer in
                instantiateHelper(access: access, context, into: &writer)
            }
        }
        // A nested type does not inherit its outer type's actor: the helpers must say `@MainActor`
        // themselves, or they cannot call `@MainActor` UIKit in Swift 6.
        let creator = "\(platform.viewController)\(upperFirst(names.create))"
        writer.blank()
        writer.block("extension \(platform.viewController)") { writer in
            writer.line("\(access)static let \(names.create) = \(creator)()")
            writer.blank()
            writer.line("@MainActor")
            writer.block("\(access)final class \(creator)") { writer in
                if !access.isEmpty { writer.line("\(access)init() {}") }
                for factory in factories { createMethod(factory, context, into: &writer) }
            }
        }
        if let navigationController = platform.navigationController {
            writer.blank()
            writer.block("extension \(navigationController)") { writer in
                let namespace = Namespace(property: names.push, holder: "navigationController", holderType: navigationController, access: access)
                namespace.write(factories, context, into: &writer) { factory, holder, call in
                    "\(holder)?.pushViewController(\(call), animated: \(factory.transitionParameterName))"
                }
            }
        }
        writer.blank()
        writer.block("extension \(platform.viewController)") { writer in
            let namespace = Namespace(property: names.present, holder: "viewController", holderType: platform.viewController, access: access)
            namespace.write(factories, context, into: &writer) { factory, holder, call in
                platform.isAppKit
                    ? "\(holder)?.presentAsSheet(\(call))"
                    : "\(holder)?.present(\(call), animated: \(factory.transitionParameterName), completion: nil)"
            }
        }
    }

    /// `UIViewController.instantiate(X.self)`: the scene whose Storyboard ID is the type name.
    private static func instantiateHelper(access: String, _ context: Context, into writer: inout SwiftWriter) {
        let fileName = context.storyboardFile(of: "ViewController.storyboardName")
        writer.documentation("Instantiates `ViewController` from its storyboard; its Storyboard ID is its type name.")
        writer.block(
            "\(access)static func instantiate<ViewController: \(context.options.protocolName)>(_ viewControllerType: ViewController.Type) -> ViewController"
        ) { writer in
            writer.line("let identifier = String(describing: ViewController.self)")
            writer.line("let storyboard = \(context.platform.storyboard)(name: \(fileName), bundle: nil)")
            writer.returnCast(
                context.platform.instantiate(from: "storyboard", identifier: "identifier"), as: "ViewController", named: "viewController",
                failure: "No scene '\\(identifier)' of class \\(ViewController.self) in storyboard '\\(\(fileName))'"
            )
        }
    }

    private static func createMethod(_ factory: Factory, _ context: Context, into writer: inout SwiftWriter) {
        let type = factory.screen.qualifiedName
        let local = localName(avoiding: factory.forwardedParameters.map(\.name))
        writer.blank()
        for attribute in factory.attributes { writer.line(attribute) }
        writer.block("\(signature(factory, extra: nil)) -> \(type)") { writer in
            if factory.screen.storyboard != nil {
                writer.line("let \(local) = \(context.platform.viewController).instantiate(\(type).self)")
            } else {
                writer.line("let \(local) = \(type)()")
            }
            if let method = factory.screen.initializer?.value {
                writer.line("\(effects(factory))\(local).\(method.name)(\(arguments(factory)))")
            }
            writer.line("return \(local)")
        }
    }

    /// `push` or `present`: a property returning a `@MainActor` object that holds the navigation
    /// or presenting controller weakly, with one method per factory.
    private struct Namespace {
        var property: String
        var holder: String
        var holderType: String
        var access: String

        var className: String { holderType + upperFirst(property) }

        func write(
            _ factories: [Factory], _ context: Context, into writer: inout SwiftWriter, body: (Factory, _ holder: String, _ call: String) -> String
        ) {
            let creator = "\(context.platform.viewController).\(context.options.namespaces.create)"
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
                    let call = "\(creator).\(factory.functionName)(\(arguments(factory, labelsFrom: factory.parameters)))"
                    // AppKit's sheets have no `animated` flag.
                    let transition = context.platform.isAppKit ? nil : "\(factory.transitionParameterName): Bool = true"
                    // A parameter of the holder's name would shadow the stored property.
                    let shadowed = factory.forwardedParameters.contains { $0.name == holder }
                    writer.block(signature(factory, extra: transition)) { writer in
                        writer.line(effects(factory) + body(factory, shadowed ? "self.\(holder)" : holder, call))
                    }
                }
            }
        }
    }

    /// `public func profileViewController(user: User, animated: Bool = true) throws`
    private static func signature(_ factory: Factory, extra: String?) -> String {
        let parameters = factory.parameters.map(parameterDeclaration) + (extra.map { [$0] } ?? [])
        let effects = (factory.isAsync ? " async" : "") + (factory.isThrowing ? " throws" : "")
        return "\(accessPrefix(factory.access))func \(factory.functionName)(\(parameters.joined(separator: ", ")))\(effects)"
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

/// The name of the local that holds the new screen: `viewController`, unless a parameter is
/// called that (the local would shadow it and be passed in its place).
func localName(avoiding parameterNames: [String]) -> String {
    let taken = Set(parameterNames)
    return ["viewController", "newViewController", "screen"].first { !taken.contains($0) } ?? "createdViewController"
}

/// `user: User`, `_ version: String = "1.0"`, `for user: User`: a parameter as a declaration writes it.
func parameterDeclaration(_ parameter: Parameter) -> String {
    let names: String
    switch parameter.label {
    case nil: names = "_ \(parameter.name)"
    case parameter.name?: names = parameter.name
    case let label?: names = "\(label) \(parameter.name)"
    }
    return "\(names): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
}
