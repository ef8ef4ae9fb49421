@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SwiftSyntax

extension FactCollector {
    /// The methods Scenery reads (`SwiftScanOptions.recordedMethodNames`), the initializers and
    /// the properties declared directly in a type or extension body (members of every `#if`
    /// branch, since the active one is unknown); in a factory namespace's class (`ofNamespaceClass`),
    /// every method's name.
    func members(of block: MemberBlockSyntax, ofNamespaceClass: Bool = false) -> Members {
        var members = Members()
        let recordedMethodNames = options.recordedMethodNames
        Self.forEachMember(in: block.members) { decl in
            if let function = decl.as(FunctionDeclSyntax.self) {
                if ofNamespaceClass { members.factoryNames.append(function.name.text) }
                if recordedMethodNames.contains(function.name.text), let method = method(function) { members.methods.append(method) }
                // `override func loadView()` makes the view in code.
                if function.name.text == "loadView", function.signature.parameterClause.parameters.isEmpty { members.choosesNib = true }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                members.initializers.append(self.initializer(initializer))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                let declared = properties(variable)
                if declared.contains(where: { !$0.isStatic && $0.name == "nibName" }) { members.choosesNib = true }
                members.properties += declared
            } else if let name = Self.typeName(declaredBy: decl) {
                members.typeNames.append(name)
            }
        }
        if let cut = cutProperties[source.start(of: block.leftBrace)] {
            members.properties = Self.merged(members.properties, cut)
        }
        return members
    }

    /// Two lists of properties, each in source order, as one in source order.
    private static func merged(_ parsed: [PropertyDecl], _ cut: [PropertyDecl]) -> [PropertyDecl] {
        guard !parsed.isEmpty else { return cut }
        var merged: [PropertyDecl] = []
        merged.reserveCapacity(parsed.count + cut.count)
        var parsedIndex = 0
        for property in cut {
            while parsedIndex < parsed.count, parsed[parsedIndex].range.lowerBound < property.range.lowerBound {
                merged.append(parsed[parsedIndex])
                parsedIndex += 1
            }
            merged.append(property)
        }
        merged += parsed[parsedIndex...]
        return merged
    }

    /// `Section` of `enum Section`, `typealias Section = …`, `struct Section`: a member that is a type.
    private static func typeName(declaredBy decl: DeclSyntax) -> String? {
        guard
            decl.is(TypeAliasDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
                || decl.is(ActorDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self),
            let name = decl.asProtocol(NamedDeclSyntax.self)?.name, name.presence == .present
        else { return nil }
        return name.text
    }

    static func forEachMember(in list: MemberBlockItemListSyntax, _ body: (DeclSyntax) -> Void) {
        for item in list {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested) = clause.elements { forEachMember(in: nested, body) }
                }
            } else {
                body(item.decl)
            }
        }
    }

    private func method(_ node: FunctionDeclSyntax) -> MethodDecl? {
        guard node.name.presence == .present else { return nil }
        let modifiers = ModifierSummary(node.modifiers)
        let effects = node.signature.effectSpecifiers
        return MethodDecl(
            name: node.name.text,
            parameters: node.signature.parameterClause.parameters.map(parameter),
            isStatic: modifiers.isStatic,
            access: modifiers.access,
            isThrowing: effects?.throwsClause != nil,
            isAsync: effects?.asyncSpecifier != nil,
            attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self).map(source.text(of:)) },
            genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
            assignments: node.name.text == options.initializerMethodName ? node.body.map(assignments) ?? [] : [],
            nameRange: source.range(of: node.name),
            range: source.range(of: node)
        )
    }

    /// `self.x = value` and `x = value` anywhere in `body` (closures and nested functions and types excluded: they may run later).
    private func assignments(in body: CodeBlockSyntax) -> [PropertyAssignment] {
        let finder = AssignmentFinder(source: source)
        finder.walk(body)
        return finder.found.compactMap { target, valueRange in
            let property: String
            if let member = target.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                property = member.declName.baseName.text
            } else if let reference = target.as(DeclReferenceExprSyntax.self) {
                property = reference.baseName.text
            } else {
                return nil
            }
            return PropertyAssignment(property: property, value: source.text(in: valueRange))
        }
    }

    private func initializer(_ node: InitializerDeclSyntax) -> InitializerDecl {
        let modifiers = ModifierSummary(node.modifiers)
        let effects = node.signature.effectSpecifiers
        return InitializerDecl(
            parameters: node.signature.parameterClause.parameters.map(parameter),
            isFailable: node.optionalMark != nil,
            isConvenience: modifiers.isConvenience,
            access: modifiers.access,
            isThrowing: effects?.throwsClause != nil,
            isAsync: effects?.asyncSpecifier != nil,
            isGeneric: node.genericParameterClause != nil,
            range: source.range(of: node)
        )
    }

    private func parameter(_ node: FunctionParameterSyntax) -> Parameter {
        let label = node.firstName.tokenKind == .wildcard ? nil : node.firstName.text
        var typeRange = source.range(of: node.type)
        // `inout` is reported as a flag, the type without it (as `Int...` is reported as `Int`).
        let inoutSpecifier = node.type.as(AttributedTypeSyntax.self)?.specifiers.lazy.compactMap { element -> TokenSyntax? in
            guard case .simpleTypeSpecifier(let simple) = element, simple.specifier.tokenKind == .keyword(.inout) else { return nil }
            return simple.specifier
        }.first
        if let inoutSpecifier, let next = inoutSpecifier.nextToken(viewMode: .sourceAccurate) {
            typeRange = ByteRange(source.start(of: next), typeRange.upperBound)
        }
        return Parameter(
            label: label,
            name: node.secondName?.text ?? node.firstName.text,
            type: source.text(in: typeRange),
            defaultValue: node.defaultValue.map { source.text(of: $0.value) },
            isVariadic: node.ellipsis != nil,
            isInout: inoutSpecifier != nil
        )
    }

    /// One property per bound identifier: `var a, b: Int` gives two.
    func properties(_ node: VariableDeclSyntax) -> [PropertyDecl] {
        let modifiers = ModifierSummary(node.modifiers)
        let isIBOutlet = node.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "IBOutlet"
        }
        let range = source.range(of: node)
        var properties: [PropertyDecl] = []
        // In `var a, b: Int` the annotation after `b` types `a` too: walk backwards to carry it.
        var sharedType: TypeSyntax?
        for binding in node.bindings.reversed() {
            if let annotated = binding.typeAnnotation?.type {
                sharedType = annotated
            } else if binding.initializer != nil || binding.accessorBlock != nil {
                sharedType = nil
            }
            let identifiers = Self.boundIdentifiers(binding.pattern)
            // A tuple pattern's annotation and value belong to the tuple, not to each name.
            let isSingleName = binding.pattern.is(IdentifierPatternSyntax.self)
            let type = isSingleName ? sharedType : nil
            let value = isSingleName ? valueExpression(of: binding) : nil
            for identifier in identifiers.reversed() {
                properties.append(
                    PropertyDecl(
                        name: identifier.text,
                        type: type.map(source.text(of:)),
                        isStatic: modifiers.isStatic,
                        isConstant: node.bindingSpecifier.tokenKind == .keyword(.let),
                        isStored: Self.isStored(binding),
                        isImplicitlyUnwrapped: type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ?? false,
                        isIBOutlet: isIBOutlet,
                        access: modifiers.access,
                        setterAccess: modifiers.setterAccess,
                        valueExpression: value.map(source.text(of:)),
                        valueExpressionRange: value.map(source.range(of:)),
                        constant: value.flatMap(constantValue),
                        nameRange: source.range(of: identifier),
                        range: range
                    )
                )
            }
        }
        return properties.reversed()
    }

    static func boundIdentifiers(_ pattern: PatternSyntax) -> [TokenSyntax] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return identifier.identifier.presence == .present ? [identifier.identifier] : []
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.flatMap { boundIdentifiers($0.pattern) }
        }
        return []
    }

    /// Stored unless it has a getter: observers (`willSet`/`didSet`) keep a property stored,
    /// a protocol requirement's `{ get set }` does not.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil:
            return true
        case .getter:
            return false
        case .accessors(let accessors):
            return !accessors.isEmpty
                && accessors.allSatisfy { accessor in
                    let specifier = accessor.accessorSpecifier.tokenKind
                    return specifier == .keyword(.willSet) || specifier == .keyword(.didSet)
                }
        }
    }

    /// The initial value, or the expression a single-expression getter returns.
    func valueExpression(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        return Self.getterStatements(of: binding).flatMap(Self.singleExpression)
    }

    /// The getter's statements: `{ ... }` or `{ get { ... } }`.
    static func getterStatements(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case nil:
            return nil
        case .getter(let statements):
            return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// `expression` or `return expression` as the only statement.
    static func singleExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        switch item {
        case .expr(let expression):
            return expression
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
            return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl:
            return nil
        }
    }
}

/// The `target = value` pairs of a body, the value as a byte range. Before operator folding an
/// assignment is a sequence `target`, `=`, `value…` (the value may itself be `a ?? b`).
private final class AssignmentFinder: BodyVisitor {
    let source: SourceBytes
    var found: [(ExprSyntax, ByteRange)] = []

    init(source: SourceBytes) {
        self.source = source
        super.init()
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let last = elements.last,
            !elements.dropFirst(2).contains(where: { $0.is(AssignmentExprSyntax.self) })
        {
            let value = source.range(from: elements[2], through: last)
            found.append((elements[0], value))
        }
        return .visitChildren
    }

    // A closure's assignments run when it is called, if ever.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
