@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// The `namespaced` style of "Create, Push, and Present Any View Controller in 1 LOC":
/// `UIViewController.create.x(...)`, `navigationController.push.x(..., animated:)` and
/// `viewController.present.x(..., animated:)` (on AppKit, `NSViewController.create.x(...)` and
/// `viewController.present.x(...)` as a sheet).
enum Namespaced {
    /// The factories of every view controller screen that can have one (the first reference gives
    /// each a factory, whether or not it follows a convention), sorted by name, and why the others
    /// cannot.
    static func factories(_ context: Context) -> (factories: [Factory], skipped: [SkippedScreen]) {
        var factories: [Factory] = []
        var skipped: [SkippedScreen] = []
        for screen in context.screens where screen.kind == .viewController {
            switch factory(for: screen, context) {
            case .success(let factory): factories.append(factory)
            case .failure(let skip): skipped.append(SkippedScreen(screen: screen, reason: skip.reason, style: .namespaced))
            }
        }
        let names = FactoryGenerator.uniqueFunctionNames(for: factories.map(\.screen))
        for index in factories.indices { factories[index].functionName = names[index] }
        return (factories.sorted(by: inNameOrder), skipped)
    }

    /// Makes `made`, `factories(context)` of a project that differed from this one only in the
    /// screens named `changed` (qualified names of screens that changed, appeared or went), those
    /// of this one, in place: every other screen keeps its factory or its skip. The changed
    /// screens' factories are made again, and the names of every factory named alike
    /// (`functionName(for:)`), which they may make unique differently. False, leaving `made` as
    /// it may be, when a changed name names several screens (their order among equals is the
    /// input's), or when so many changed that making them all costs less.
    static func update(_ made: inout (factories: [Factory], skipped: [SkippedScreen]), _ context: Context, changed: Set<String>) -> Bool {
        // Each one made again moves the factories after it.
        guard changed.count <= max(16, context.screens.count / 16) else { return false }
        var current: [Screen] = []
        for name in changed {
            let start = context.screens.partitionPoint { $0.qualifiedName >= name }
            let end = context.screens[start...].prefix { $0.qualifiedName == name }.count + start
            guard end - start <= 1 else { return false }
            if start < end, context.screens[start].kind == .viewController { current.append(context.screens[start]) }
        }
        // A few names, compared one by one: cheaper than hashing every factory's.
        let changedNames = Array(changed)
        func isChanged(_ name: String) -> Bool { changedNames.contains(name) }
        // Only a nested screen is ever named otherwise than `functionName(for:)` (`uniqueFunctionNames`).
        // Names, not factories, are handed around: a factory passed on is copied, thousands of times.
        func baseName(_ qualifiedName: String, _ functionName: String) -> String {
            qualifiedName.utf8.contains(UInt8(ascii: ".")) ? FactoryGenerator.functionName(qualifiedName: qualifiedName) : functionName
        }
        var alike = current.map(FactoryGenerator.functionName(for:))
        for index in made.factories.indices where isChanged(made.factories[index].screen.qualifiedName) {
            alike.append(baseName(made.factories[index].screen.qualifiedName, made.factories[index].functionName))
        }
        func isNamedAlike(_ qualifiedName: String, _ functionName: String) -> Bool { alike.contains(baseName(qualifiedName, functionName)) }
        var group = current
        var stale: [Int] = []
        for index in made.factories.indices {
            let name = made.factories[index].screen.qualifiedName
            let changed = isChanged(name)
            guard changed || isNamedAlike(name, made.factories[index].functionName) else { continue }
            if !changed { group.append(made.factories[index].screen) }
            stale.append(index)
        }
        // One by one from the end: `remove(at:)` moves the rest, where `removeAll(where:)` swaps (copies) every one after the first.
        for index in stale.reversed() { made.factories.remove(at: index) }
        for index in made.skipped.indices.reversed() where isChanged(made.skipped[index].screen.qualifiedName) { made.skipped.remove(at: index) }
        var remade: [Factory] = []
        for screen in group {
            switch factory(for: screen, context) {
            case .success(let factory): remade.append(factory)
            // Only a changed screen can lose its factory: the others had one, and nothing they read changed.
            case .failure(let skip):
                let skip = SkippedScreen(screen: screen, reason: skip.reason, style: .namespaced)
                made.skipped.insert(skip, at: made.skipped.partitionPoint { $0.screen.qualifiedName > screen.qualifiedName })
            }
        }
        let names = FactoryGenerator.uniqueFunctionNames(for: remade.map(\.screen))
        for index in remade.indices {
            remade[index].functionName = names[index]
            made.factories.insert(remade[index], at: made.factories.partitionPoint { inNameOrder(remade[index], $0) })
        }
        return true
    }

    /// By function name, then (names made unique never tie, but a project may declare a class twice) by qualified name.
    private static func inNameOrder(_ first: Factory, _ second: Factory) -> Bool {
        (first.functionName, first.screen.qualifiedName) < (second.functionName, second.screen.qualifiedName)
    }

    /// Why a screen gets no factory.
    struct Skip: Error {
        var reason: String
    }

    static func factory(for screen: Screen, _ context: Context) -> Result<Factory, Skip> {
        if let reason = context.commonSkipReason(screen, style: .namespaced) { return .failure(Skip(reason: reason)) }
        // The class's own initializer the factory calls (a creator's also takes the coder, which the storyboard gives).
        var initializer: InitializerDecl?
        var initializerParameters: [Parameter] = []
        switch screen.creation {
        case .unavailable(let problem): return .failure(Skip(reason: reason(for: problem, of: screen)))
        case .code(let declared):
            initializer = declared
            initializerParameters = declared?.parameters ?? []
        case .scene(_, _, let creator?), .initialScene(_, let creator?):
            initializer = creator
            initializerParameters = creator.parameters
            if let coder = creator.creatorCoderIndex { initializerParameters.remove(at: coder) }
        case .storyboardName, .scene, .initialScene, .nib: break
        }
        let method = screen.initializer?.value
        if let method {
            if let access = method.access, access < .internal {
                return .failure(Skip(reason: "its \(method.name)(...) is \(access), so generated code cannot call it"))
            }
            if !method.genericParameters.isEmpty { return .failure(Skip(reason: "generic \(method.name)(...) methods cannot be forwarded")) }
        }
        // Without an initializer method, the dependencies are the parameters, unless its own initializer takes some.
        let dependencies = method == nil && initializerParameters.isEmpty ? screen.dependencies.map(\.value) : []
        if let untyped = dependencies.first(where: { $0.type == nil }) {
            return .failure(Skip(reason: "its dependency \(untyped.name) has no written type"))
        }
        let forwarded = initializerParameters + (method?.parameters ?? dependencies.map(MakeFromStoryboard.parameter(setting:)))
        if forwarded.contains(where: { $0.isVariadic || $0.isInout }) {
            return .failure(Skip(reason: "variadic and inout parameters cannot be forwarded"))
        }
        if let clash = Dictionary(grouping: forwarded, by: \.name).first(where: { $0.value.count > 1 })?.key {
            return .failure(Skip(reason: "its initializer and \(method?.name ?? "its dependencies") both take '\(clash)'"))
        }
        // Written outside the class: its own types (`Section`, `DataSource`) by their full names.
        let nested = Set(screen.nestedTypeNames)
        let parameters = forwarded.map { parameter in
            Parameter(
                label: context.options.parameterLabels == .keep ? parameter.label : nil, name: parameter.name,
                type: TypeText.qualifying(parameter.type, names: nested, in: screen.qualifiedName),
                defaultValue: parameter.defaultValue.map { TypeText.qualifying($0, names: nested, in: screen.qualifiedName) }
            )
        }
        let names = Set(forwarded.map(\.name) + forwarded.compactMap(\.label))
        let limits = [method?.access, initializer?.access] + dependencies.map { $0.setterAccess ?? $0.access }
        return .success(
            Factory(
                screen: screen,
                functionName: FactoryGenerator.functionName(for: screen),
                parameters: parameters,
                forwardedParameters: forwarded,
                initializerParameterCount: initializerParameters.count,
                setsDependencies: !dependencies.isEmpty,
                isThrowing: (method?.isThrowing ?? false) || (initializer?.isThrowing ?? false),
                isAsync: (method?.isAsync ?? false) || (initializer?.isAsync ?? false),
                attributes: (method?.attributes ?? []).filter { $0.hasPrefix("@available") },
                access: context.access(for: screen, limits: limits),
                transitionParameterName: names.contains("animated") ? "animatedTransition" : "animated"
            ))
    }

    /// What stops a factory from creating the screen, and the fix.
    static func reason(for problem: CreationProblem, of screen: Screen) -> String {
        switch problem {
        case .sceneWithoutIdentifier:
            let storyboards = Set(screen.placement.scenes.map { "\($0.storyboard).storyboard" }).sorted().joined(separator: " and ")
            return "its scene in \(storyboards) has no Storyboard ID, so code cannot instantiate it; give it the Storyboard ID '\(screen.name)'"
        case .severalScenes:
            let scenes = screen.placement.scenes.map { scene in
                "\(scene.storyboard).storyboard " + (scene.identifier.map { "'\($0)'" } ?? "(no Storyboard ID)")
            }.joined(separator: ", ")
            return "it has several scenes (\(scenes)) and none has the Storyboard ID '\(screen.name)', so which one to create is not clear"
        case .noUsableInitializer:
            return
                "it is made in code, but has no initializer a factory can call (init(), or one of its own that is internal or public, not failable and not generic)"
        case .vendoredSuperclass:
            let vendored = screen.superclassChain.dropLast().last.map { "\($0), a dependency's class" } ?? "a dependency's class"
            return "it is made in code, and it inherits its initializers from \(vendored) (Pods/, Carthage/), which Scenery does not read"
        }
    }

    // MARK: Writing

    static func write(_ factories: [Factory], _ context: Context, into writer: inout SwiftWriter) {
        let platform = context.platform
        let supportAccess = context.supportAccess(factories.map(\.access))
        let access = accessPrefix(supportAccess)
        // The protocol's requirement names the storyboard names, and the helper the protocol.
        let namingAccess = accessPrefix(min(supportAccess, context.storyboardNamesAccess))
        let names = context.options.namespaces
        if !context.declares(protocol: context.options.protocolName) {
            writer.blank()
            writer.documentation("A screen instantiated from a storyboard by its type name.")
            writer.block("\(namingAccess)protocol \(context.options.protocolName): \(platform.viewController)") { writer in
                writer.line("static var storyboardName: \(context.storyboardNamesType) { get }")
            }
        }
        if !context.input.declaresInstantiateHelper {
            writer.blank()
            writer.block("extension \(platform.viewController)") { writer in
                instantiateHelper(access: namingAccess, context, into: &writer)
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
                sceneHelpers(for: factories, context, into: &writer)
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
        let toInitializer = Array(factory.forwardedParameters.prefix(factory.initializerParameterCount))
        let rest = Array(factory.forwardedParameters.dropFirst(factory.initializerParameterCount))
        let creation: String
        switch factory.screen.creation {
        case .storyboardName:
            creation = "\(context.platform.viewController).instantiate(\(type).self)"
        case .scene(let storyboard, let identifier, let creator):
            creation =
                "\(sceneHelper)(\(type).self, storyboard: \(context.storyboardFileExpression(storyboard)), identifier: \(stringLiteral(identifier)))"
                + creatorClosure(creator, type: type, arguments: toInitializer)
        case .initialScene(let storyboard, let creator):
            creation =
                "\(initialSceneHelper)(\(type).self, storyboard: \(context.storyboardFileExpression(storyboard)))"
                + creatorClosure(creator, type: type, arguments: toInitializer)
        case .nib(let name):
            creation = "\(type)(nibName: \(stringLiteral(name)), bundle: nil)"
        case .code(let initializer):
            creation =
                effects(throwing: initializer?.isThrowing ?? false, async: initializer?.isAsync ?? false) + "\(type)(\(arguments(toInitializer)))"
        case .unavailable:
            // Screens that cannot be created get no factory (`factory(for:_:)`).
            return
        }
        writer.blank()
        for attribute in factory.attributes { writer.line(attribute) }
        writer.block("\(signature(factory, extra: nil)) -> \(type)") { writer in
            writer.line("let \(local) = \(creation)")
            if let method = factory.screen.initializer?.value {
                writer.line("\(effects(throwing: method.isThrowing, async: method.isAsync))\(local).\(method.name)(\(arguments(rest)))")
            } else if factory.setsDependencies {
                for parameter in rest { writer.line("\(local).\(escapeKeyword(parameter.name)) = \(escapeKeyword(parameter.name))") }
            }
            writer.line("return \(local)")
        }
    }

    /// ` { coder in X(coder: coder, note: note) }`: the trailing creator closure that hands the
    /// storyboard's coder to the class's own initializer.
    private static func creatorClosure(_ creator: InitializerDecl?, type: String, arguments: [Parameter]) -> String {
        guard let creator else { return "" }
        var passed = arguments.map { Self.arguments([$0]) }
        passed.insert("coder: coder", at: min(creator.creatorCoderIndex ?? 0, passed.count))
        return " { coder in \(type)(\(passed.joined(separator: ", "))) }"
    }

    /// The create namespace's private helpers for screens that Interface Builder places: by
    /// Storyboard ID, and as a storyboard's initial scene. Private to the namespace, so their names
    /// cannot clash with the project's own helpers.
    static let sceneHelper = "instantiateScene"
    static let initialSceneHelper = "instantiateInitialScene"

    /// The helpers the factories call, each written once.
    private enum SceneHelper: CaseIterable {
        case byIdentifier, byIdentifierThroughCreator, initial, initialThroughCreator

        init?(_ creation: Creation) {
            switch creation {
            case .scene(_, _, nil): self = .byIdentifier
            case .scene(_, _, _?): self = .byIdentifierThroughCreator
            case .initialScene(_, nil): self = .initial
            case .initialScene(_, _?): self = .initialThroughCreator
            case .storyboardName, .nib, .code, .unavailable: return nil
            }
        }
    }

    private static func sceneHelpers(for factories: [Factory], _ context: Context, into writer: inout SwiftWriter) {
        let platform = context.platform
        let used = Set(factories.compactMap { SceneHelper($0.screen.creation) })
        let storyboard = "\(platform.storyboard)(name: name, bundle: nil)"
        let initialFailure = "The initial scene of storyboard '\\(name)' is not of class \\(ViewController.self)"
        for helper in SceneHelper.allCases where used.contains(helper) {
            let (name, parameters): (String, String)
            switch helper {
            case .byIdentifier, .byIdentifierThroughCreator: (name, parameters) = (sceneHelper, ", identifier: String")
            case .initial, .initialThroughCreator: (name, parameters) = (initialSceneHelper, "")
            }
            let throughCreator = helper == .byIdentifierThroughCreator || helper == .initialThroughCreator
            let creator = throughCreator ? ", creator: @escaping (NSCoder) -> ViewController?" : ""
            writer.blank()
            let signature =
                "private func \(name)<ViewController: \(platform.viewController)>(_ type: ViewController.Type, storyboard name: String\(parameters)\(creator)) -> ViewController"
            writer.block(signature) { writer in
                switch helper {
                case .byIdentifier:
                    writer.returnCast(
                        platform.instantiate(from: storyboard, identifier: "identifier"), as: "ViewController", named: "viewController",
                        failure: "No scene '\\(identifier)' of class \\(ViewController.self) in storyboard '\\(name)'"
                    )
                case .byIdentifierThroughCreator:
                    writer.line(
                        "\(storyboard).\(platform.isAppKit ? "instantiateController" : "instantiateViewController")(identifier: identifier, creator: creator)"
                    )
                case .initial:
                    writer.returnCast(
                        "\(storyboard).\(platform.instantiateInitial)", as: "ViewController", named: "viewController", failure: initialFailure)
                case .initialThroughCreator:
                    let method = platform.isAppKit ? "instantiateInitialController" : "instantiateInitialViewController"
                    writer.block("guard let viewController = \(storyboard).\(method)(creator: creator) else") { writer in
                        writer.line("preconditionFailure(\"\(initialFailure); run `scenery check`.\")")
                    }
                    writer.line("return viewController")
                }
            }
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

    /// `try await ` as the factory needs.
    private static func effects(_ factory: Factory) -> String {
        effects(throwing: factory.isThrowing, async: factory.isAsync)
    }

    private static func effects(throwing: Bool, async: Bool) -> String {
        (throwing ? "try " : "") + (async ? "await " : "")
    }

    /// Arguments passing each of the factory's parameters on to its own call (`create`'s labels).
    private static func arguments(_ factory: Factory, labelsFrom labelled: [Parameter]) -> String {
        zip(labelled, factory.forwardedParameters).map { labelled, parameter in
            (labelled.label.map { "\($0): " } ?? "") + parameter.name
        }.joined(separator: ", ")
    }

    /// Arguments passing parameters on as declared.
    private static func arguments(_ parameters: [Parameter]) -> String {
        parameters.map { parameter in (parameter.label.map { "\($0): " } ?? "") + parameter.name }.joined(separator: ", ")
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
