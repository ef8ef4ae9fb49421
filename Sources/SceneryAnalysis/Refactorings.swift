@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// Refactorings offered on a view controller's class name: "Generate initialize(...) from
/// dependencies" and "Add <protocol> conformance".
extension Analysis {
    /// `text`: the file as the editor holds it, which the edits of Swift are made in; without it
    /// (a file not open), only the storyboard's.
    @_spi(Scenery) public func refactorings(in path: String, range: ByteRange, text: SourceText?) -> [CodeActionCandidate] {
        let onClass = snapshot.viewControllers.filter { $0.path == path && $0.declaration.nameRange.overlaps(range) }.flatMap { viewController in
            [
                text.flatMap { generateInitializer(for: viewController, text: $0) }, text.flatMap { addConformance(for: viewController, text: $0) },
                giveIdentifier(to: viewController),
            ]
            .compactMap { $0 }
        }
        let instantiations = (snapshot.swiftFile(at: path)?.stringInstantiations ?? []).filter { $0.range.overlaps(range) }
        return onClass + instantiations.compactMap { replace($0, in: path) }
    }

    /// The references' 15 lines to 1: only when the rewrite is exact — the cast names a screen
    /// with a factory, the literals are its storyboard and Storyboard ID, and either the
    /// initializer call passes exactly the factory's parameters (or there is none to pass), or
    /// the properties set one by one are exactly those the initializer method assigns from its
    /// parameters. With `naming`, made under the options that decide the factory's name (the
    /// title is the same, the labels may not be), noting what it reads into `reads`.
    func replace(
        _ instantiation: StringInstantiation, in path: String, naming: Bool = false, noting reads: Reads<SnapshotKey>? = nil
    ) -> CodeActionCandidate? {
        let cast = SnapshotReader(snapshot, noting: reads).screens(simpleName: Identifiers.simpleName(instantiation.castType))
            .first { $0.qualifiedName == instantiation.castType || $0.name == instantiation.castType }
        guard let screen = cast, screen.storyboardFile == instantiation.storyboardName, screen.sceneIdentifier == instantiation.identifier,
            let factory = factory(of: screen, naming: naming, noting: reads)
        else { return nil }
        let forwarded = factory.forwardedParameters
        let given: [StringInstantiation.Argument]
        switch (instantiation.initializerArguments, instantiation.propertyAssignments.isEmpty) {
        case (let arguments?, true): given = arguments
        case (nil, true) where forwarded.isEmpty: given = []
        case (nil, false) where factory.setsDependencies:
            guard let arguments = Self.arguments(setting: instantiation.propertyAssignments, asParameters: forwarded) else { return nil }
            given = arguments
        case (nil, false):
            guard let method = factory.screen.initializer?.value,
                let arguments = Self.arguments(setting: instantiation.propertyAssignments, through: method)
            else { return nil }
            given = arguments
        default: return nil
        }
        guard given.map(\.label) == forwarded.map(\.label) else { return nil }
        let arguments = zip(factory.parameters, given).map { parameter, argument in
            (parameter.label.map { "\($0): " } ?? "") + argument.expression
        }
        let effects = (factory.isThrowing ? "try " : "") + (factory.isAsync ? "await " : "")
        let withTransition = { (animated: String) in (arguments + ["\(factory.transitionParameterName): \(animated)"]).joined(separator: ", ") }
        let namespace: String
        let call: String
        switch instantiation.transition {
        case .push(let navigation, let animated)?:
            namespace = "push"
            call = "\(effects)\(navigation).push.\(factory.functionName)(\(withTransition(animated)))"
        case .present(let presenter, let animated)?:
            namespace = "present"
            call = "\(effects)\(presenter.map { "\($0)." } ?? "")present.\(factory.functionName)(\(withTransition(animated)))"
        case nil:
            namespace = "create"
            call =
                "\(instantiation.bindingSpecifier) \(instantiation.variable) = \(effects)UIViewController.create.\(factory.functionName)(\(arguments.joined(separator: ", ")))"
        }
        return CodeActionCandidate(
            title: "Replace string-based instantiation with \(namespace).\(factory.functionName)(...)", kind: .refactor,
            edits: [Fix.FileEdit(path: path, edit: TextEdit(range: instantiation.range, newText: call))],
            command: nil, diagnostics: [], isPreferred: false
        )
    }

    /// The arguments of a factory that sets dependencies, one per parameter named after its
    /// property, when `assignments` set exactly those properties, each once. Nil otherwise.
    static func arguments(setting assignments: [PropertyAssignment], asParameters parameters: [Parameter]) -> [StringInstantiation.Argument]? {
        let values = Dictionary(assignments.map { ($0.property, $0.value) }, uniquingKeysWith: { _, _ in "" })
        guard values.count == assignments.count, values.count == parameters.count else { return nil }
        var arguments: [StringInstantiation.Argument] = []
        for parameter in parameters {
            guard let value = values[parameter.name] else { return nil }
            arguments.append(StringInstantiation.Argument(label: parameter.label, expression: value))
        }
        return arguments
    }

    /// The initializer method's arguments that set the same properties as `assignments`
    /// (`vc.user = currentUser` → `user: currentUser`): each parameter of the method is assigned,
    /// as is, to a property of its own, and the block sets exactly those properties. Nil otherwise.
    static func arguments(setting assignments: [PropertyAssignment], through method: MethodDecl) -> [StringInstantiation.Argument]? {
        var values: [String: String] = [:]
        for assignment in assignments {
            // A property set twice: which value the factory should get is not the block's to say.
            guard values.updateValue(assignment.value, forKey: assignment.property) == nil else { return nil }
        }
        var arguments: [StringInstantiation.Argument] = []
        var covered: Set<String> = []
        for parameter in method.parameters {
            let properties = method.assignments.filter { $0.value == parameter.name }.map(\.property)
            guard properties.count == 1, let property = properties.first, let value = values[property], covered.insert(property).inserted
            else { return nil }
            arguments.append(StringInstantiation.Argument(label: parameter.label, expression: value))
        }
        return covered.count == values.count ? arguments : nil
    }

    /// `func initialize(user: User, theme: Theme) { self.user = user; … }` from the dependencies,
    /// when the class has dependencies and no initializer method yet.
    func generateInitializer(for viewController: ViewControllerClass, text: SourceText) -> CodeActionCandidate? {
        let method = configuration.generator.initializerMethodName
        let dependencies = viewController.dependencies
        guard !dependencies.isEmpty, !viewController.members.methods.contains(where: { $0.name == method && !$0.isStatic }),
            let closingBrace = viewController.declaration.range.upperBound.checkedPredecessor
        else { return nil }
        let indent = Self.indentation(of: viewController.declaration.range.lowerBound, in: text)
        let member = indent + "    "
        let parameters = dependencies.map { "\($0.name): \(Self.unwrapped($0.type ?? "Any"))" }.joined(separator: ", ")
        var lines = ["", "\(member)func \(method)(\(parameters)) {"]
        lines += dependencies.map { "\(member)    self.\($0.name) = \($0.name)" }
        lines.append("\(member)}")
        let edit = Self.insertion(lines: lines, before: closingBrace, indent: indent, in: text)
        return CodeActionCandidate(
            title: "Generate \(method)(...) from dependencies", kind: .refactor,
            edits: [Fix.FileEdit(path: viewController.path, edit: edit)], command: nil, diagnostics: [], isPreferred: false
        )
    }

    /// `extension X: StoryboardInstantiatable { static var storyboardName … }`, naming the
    /// storyboard that holds the class's scene, when exactly one does, an enum case maps to it and
    /// the scene's Storyboard ID is the type name (as the protocol's factory instantiates it).
    func addConformance(for viewController: ViewControllerClass, text: SourceText) -> CodeActionCandidate? {
        let protocolName = configuration.generator.protocolName
        guard !viewController.conformances.contains(where: { Identifiers.names($0, protocolName) }) else { return nil }
        let name = viewController.declaration.name
        let storyboards = snapshot.interfaceFiles.filter { file in
            file.kind == .storyboard && file.scenes.contains { $0.customClass?.value == name && $0.storyboardIdentifier?.value == name }
        }
        // The names the generated protocol takes: the project's own, or those the generated file declares.
        guard storyboards.count == 1, let storyboard = storyboards.first,
            let name = FactoryGenerator.storyboardName(of: storyboard.name, for: generatorInput)
        else { return nil }
        let indent = Self.indentation(of: viewController.declaration.range.lowerBound, in: text)
        let code = [
            "", "", "\(indent)extension \(viewController.qualifiedName): \(protocolName) {",
            "\(indent)    static var storyboardName: \(name.type) { .\(name.caseName) }", "\(indent)}",
        ].joined(separator: "\n")
        return CodeActionCandidate(
            title: "Add \(protocolName) conformance (\(storyboard.name).storyboard)", kind: .refactor,
            edits: [
                Fix.FileEdit(path: viewController.path, edit: TextEdit(range: .empty(at: viewController.declaration.range.upperBound), newText: code))
            ],
            command: nil, diagnostics: [], isPreferred: false
        )
    }

    /// "Give the scene the Storyboard ID 'X'", for a screen whose only scenes have none: with it,
    /// the screen gets a factory.
    func giveIdentifier(to viewController: ViewControllerClass) -> CodeActionCandidate? {
        guard let screen = snapshot.screen(named: viewController.qualifiedName), screen.creation == .unavailable(.sceneWithoutIdentifier),
            screen.placement.scenes.count == 1, let placed = screen.placement.scenes.first,
            let file = snapshot.interfaceFile(at: placed.location.path),
            let scene = file.scenes.first(where: { $0.startTagRange == placed.location.range }),
            !file.scenes.contains(where: { $0.storyboardIdentifier?.value == screen.name }),
            let edit = StoryboardEdit.set("storyboardIdentifier", of: scene, current: nil, to: screen.name, in: file.path)
        else { return nil }
        return CodeActionCandidate(
            title: "Give the scene the Storyboard ID '\(screen.name)' (\(file.name).storyboard)", kind: .refactor,
            edits: [edit],
            command: nil, diagnostics: [], isPreferred: false
        )
    }

    /// The whitespace that starts the line holding `offset`.
    static func indentation(of offset: Int, in text: SourceText) -> String {
        let line = text.lineRange(text.line(of: offset))
        return String(text[line].prefix { $0 == " " || $0 == "\t" })
    }

    /// The parameter type for an implicitly unwrapped property: `User!` → `User`, and a stored
    /// closure needs an escaping parameter: `(() -> Void)!` → `@escaping () -> Void`.
    static func unwrapped(_ type: String) -> String {
        let base = type.hasSuffix("!") ? String(type.dropLast()) : type
        guard base.hasPrefix("("), base.hasSuffix(")"), base.contains("->"), enclosedInOneParenthesis(base) else { return base }
        return "@escaping " + base.dropFirst().dropLast()
    }

    /// `(A -> B)` is, `(A) -> (B)` is not.
    private static func enclosedInOneParenthesis(_ text: String) -> Bool {
        var depth = 0
        for (index, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, index < text.count - 1 { return false }
        }
        return depth == 0
    }

    /// Insert `lines` before the closing brace at `offset`, whether it stands on its own line or
    /// closes a one-line body (`{}`).
    static func insertion(lines: [String], before offset: Int, indent: String, in text: SourceText) -> TextEdit {
        let line = text.lineRange(text.line(of: offset))
        let beforeBrace = text[ByteRange(line.lowerBound, offset)]
        if beforeBrace.allSatisfy({ $0 == " " || $0 == "\t" }) {
            return TextEdit(range: .empty(at: line.lowerBound), newText: lines.joined(separator: "\n") + "\n")
        }
        // A one-line body: replace the blanks before the brace.
        var start = offset
        while start > line.lowerBound, text.bytes[start - 1] == UInt8(ascii: " ") || text.bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return TextEdit(range: ByteRange(start, offset), newText: "\n" + lines.joined(separator: "\n") + "\n" + indent)
    }
}

extension Int {
    /// `self - 1`, or nil at zero.
    var checkedPredecessor: Int? { self > 0 ? self - 1 : nil }
}
