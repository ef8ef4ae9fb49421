@_spi(Scenery) import SceneryProjectModel

/// The `makeFromStoryboard` style of "Future-Proof Dependency Injection for Storyboard-Based View
/// Controllers": per screen, `static func makeFromStoryboard(deps...) -> X` and
/// `func setDependencies(deps...)`, the dependencies being its implicitly unwrapped properties,
/// so adding one breaks every call that does not pass it.
enum MakeFromStoryboard {
    struct Entry {
        var screen: Screen
        var dependencies: [PropertyDecl]
        var access: AccessLevel

        /// The two methods' parameters: one per dependency, labelled with its name, of the type
        /// that receives its value (`User!` → `User`).
        var parameters: [Parameter] { dependencies.map(MakeFromStoryboard.parameter(setting:)) }
    }

    /// The parameter that sets a dependency: labelled with its name, of the type that receives its value.
    static func parameter(setting dependency: PropertyDecl) -> Parameter {
        Parameter(label: dependency.name, name: dependency.name, type: TypeText.parameterType(forImplicitlyUnwrapped: dependency.type ?? ""))
    }

    /// The screens that follow the convention and can have the two methods, and why the others cannot.
    static func entries(_ context: Context) -> (entries: [Entry], skipped: [SkippedScreen]) {
        var entries: [Entry] = []
        var skipped: [SkippedScreen] = []
        let followers = context.screens.filter { $0.follows(.storyboardInitializable) }
        for screen in followers {
            let dependencies = screen.dependencies.map(\.value)
            if let reason = skipReason(screen, dependencies: dependencies, among: followers, context) {
                skipped.append(SkippedScreen(screen: screen, reason: reason, style: .makeFromStoryboard))
                continue
            }
            let limits = dependencies.map { Optional($0.setterAccess ?? $0.access ?? .internal) }
            entries.append(Entry(screen: screen, dependencies: dependencies, access: context.access(for: screen, limits: limits)))
        }
        return (entries, skipped)
    }

    static func skipReason(_ screen: Screen, dependencies: [PropertyDecl], among followers: [Screen], _ context: Context) -> String? {
        if let reason = context.commonSkipReason(screen, style: .makeFromStoryboard) { return reason }
        if let untyped = dependencies.first(where: { $0.type == nil }) {
            return "its dependency \(untyped.name) has no written type"
        }
        // Methods declared in an extension cannot be overridden: a subclass that adds no
        // dependency would redeclare its superclass's two methods with the same parameters.
        let sameSignature = followers.first { base in
            (screen.superclassChain.contains(base.qualifiedName) || screen.superclassChain.contains(base.name))
                && signature(base.dependencies.map(\.value)) == signature(dependencies)
        }
        if let base = sameSignature {
            return "it adds no dependency to \(base.qualifiedName), whose makeFromStoryboard(...) and setDependencies(...) "
                + "an extension cannot redeclare; instantiate it with instantiateFromStoryboard()"
        }
        return nil
    }

    /// What the two methods' parameter lists are made of.
    private static func signature(_ dependencies: [PropertyDecl]) -> [String] {
        dependencies.map { "\($0.name): \($0.type ?? "")" }
    }

    static func write(_ entries: [Entry], _ context: Context, into writer: inout SwiftWriter) {
        let name = context.protocolNames.storyboardInitializable
        if !context.declares(protocol: name) {
            writer.blank()
            writer.documentation(
                "A view controller that instantiates itself from its storyboard; `makeFromStoryboard(...)` then",
                "sets its dependencies (its implicitly unwrapped properties)."
            )
            let access = accessPrefix(context.supportAccess(entries.map(\.access)))
            writer.block("\(access)protocol \(name): \(context.platform.viewController)") { writer in
                writer.line("static func instantiateFromStoryboard() -> Self")
            }
        }
        for entry in entries { write(entry, into: &writer) }
    }

    private static func write(_ entry: Entry, into writer: inout SwiftWriter) {
        let type = entry.screen.qualifiedName
        let access = accessPrefix(entry.access)
        let parameters = entry.parameters.map(parameterDeclaration)
        let arguments = entry.dependencies.map { "\($0.name): \(escapeKeyword($0.name))" }
        let local = localName(avoiding: entry.dependencies.map(\.name))
        writer.blank()
        writer.block("extension \(type)") { writer in
            writer.block("\(access)static func makeFromStoryboard(\(parameters.joined(separator: ", "))) -> \(type)") { writer in
                writer.line("let \(local) = \(type).instantiateFromStoryboard()")
                writer.line("\(local).setDependencies(\(arguments.joined(separator: ", ")))")
                writer.line("return \(local)")
            }
            writer.blank()
            let setter = "\(access)func setDependencies(\(parameters.joined(separator: ", ")))"
            guard !entry.dependencies.isEmpty else { return writer.line(setter + " {}") }
            writer.block(setter) { writer in
                for dependency in entry.dependencies {
                    writer.line("self.\(escapeKeyword(dependency.name)) = \(escapeKeyword(dependency.name))")
                }
            }
        }
    }
}
