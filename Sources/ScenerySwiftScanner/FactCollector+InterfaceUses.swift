@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SwiftSyntax

/// Calls that name a storyboard, a scene, a segue or a nib, in every convention Documentation/Conventions.md lists (Conventions):
/// plain UIKit and AppKit, the storyboard-names enums, SwiftGen's `StoryboardScene` and R.swift's
/// `R.storyboard`. Only what the syntax says is recorded (literals, enum case names, the expected
/// type of a cast or binding); the index resolves the rest.
extension FactCollector {
    func interfaceUse(_ call: FunctionCallExprSyntax, enclosingType: String?, enclosingFunction: String?) -> InterfaceUse? {
        guard let target = interfaceTarget(call) else { return nil }
        var expectedType = expectedType(of: call, target: target)
        if expectedType == nil, case .ownedNib = target, Self.isSuperOrSelfInit(call), let enclosingType {
            // `super.init(nibName: "N", bundle: nil)` inside the class: the class owns the nib.
            expectedType = Literal(enclosingType, range: source.range(of: call.calledExpression))
        }
        if case .loadedNib(_, ownerIsKnown: true) = target {
            // `loadNibNamed("N", owner: self)`: this instance is the File's Owner (a cast is of the top-level objects).
            expectedType =
                ownerClass(argument(call, labelled: "owner"), at: call)
                ?? enclosingType.map { Literal($0, range: source.range(of: call.calledExpression)) }
        }
        if case .sceneOfExpectedType = target, expectedType == nil { return nil }
        // A call that writes no name of its own is found at the method's name.
        let namesNothing =
            switch target {
            case .sceneOfExpectedType, .initialScene: true
            default: false
            }
        return InterfaceUse(
            target: target, expectedType: expectedType, enclosingType: enclosingType, enclosingFunction: enclosingFunction,
            range: source.range(of: call),
            nameRange: namesNothing ? call.calledExpression.as(MemberAccessExprSyntax.self).map { source.range(of: $0.declName.baseName) } : nil,
            isAppKit: Self.appKitCalls.contains(Self.calledName(call)) || argument(call, labelled: "windowNibName") != nil
        )
    }

    /// The names of AppKit's calls among those that name storyboards, scenes and nibs.
    static let appKitCalls: Set<String> = ["NSStoryboard", "NSNib", "instantiateController", "instantiateInitialController"]

    /// `NSStoryboard` in `NSStoryboard(…)`, `instantiateController` in `x.instantiateController(…)`.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    }

    // MARK: What the call names

    private func interfaceTarget(_ call: FunctionCallExprSyntax) -> InterfaceUse.Target? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.text {
            case "UIStoryboard", "NSStoryboard":
                // Only a literal is worth a use of its own: an enum case is checked where it is declared.
                guard case .literal(let name)? = storyboardReference(creatingStoryboard: call) else { return nil }
                return .storyboard(.literal(name))
            case "UINib":
                return argument(call, labelled: "nibName").flatMap(nameValue).map { .nib($0) }
            case "NSNib":
                return argument(call, labelled: "nibNamed").flatMap(nameValue).map { .nib($0) }
            case "performSegue":
                return argument(call, labelled: "withIdentifier").flatMap(nameValue).map { .segue(identifier: $0) }
            default:
                // `ProfileViewController(nibName: "Profile", bundle: nil)`, `AboutWindowController(windowNibName: "About")`.
                if Self.isTypeName(reference.baseName.text), let name = ownedNibName(call).flatMap(nameValue) {
                    return .ownedNib(name)
                }
                return nil
            }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let base = member.base.map(Self.unwrapped)
        // `Utils.instantiateController(withIdentifier:)`: a static method of the app's own type, named
        // like the platform's, is a helper's call (`helperCall`), not the storyboard's method; so is
        // a storyboard's method of the platform's name with labels of its own (`instantiateController(ofType:)`).
        if Self.platformInstantiations.contains(name),
            !Self.isPlatformInstantiation(call, named: name)
                || Self.isAppTypeReceiver(base) && base.map({ generatedStoryboard($0) == nil }) ?? false
        {
            return nil
        }
        switch name {
        case "instantiateViewController", "instantiateController":
            let storyboard = base.flatMap { storyboardReference(of: $0, at: call) }
            if let identifier = (argument(call, labelled: "withIdentifier") ?? argument(call, labelled: "identifier")).flatMap(nameValue) {
                return .scene(storyboard, identifier: identifier)
            }
            return call.arguments.isEmpty && call.trailingClosure == nil ? .sceneOfExpectedType(storyboard) : nil
        case "instantiateInitialViewController", "instantiateInitialController":
            if let base, let generated = generatedStoryboard(base) { return .initialScene(generated) }
            return .initialScene(base.flatMap { storyboardReference(of: $0, at: call) })
        case "performSegue":
            guard base == nil || base?.is(DeclReferenceExprSyntax.self) == true && Self.isSelf(base) else { return nil }
            return argument(call, labelled: "withIdentifier").flatMap(nameValue).map { .segue(identifier: $0) }
        case "loadNibNamed":
            let owner = argument(call, labelled: "owner")
            let ownerIsKnown = Self.isSelf(owner) || ownerClass(owner, at: call) != nil
            return call.arguments.first.flatMap { $0.label == nil ? nameValue($0.expression) : nil }.map {
                .loadedNib($0, ownerIsKnown: ownerIsKnown)
            }
        case "init" where ownedNibName(call) != nil:
            // `UINib.init(nibName:bundle:)`, or `.init(nibName:bundle:)` where a `UINib` is expected:
            // the nib itself; otherwise a view controller (or `self.init(windowNibName:)`, a window controller) that owns it.
            let isNib = base.map { Self.isType("UINib", $0) } ?? contextualType(of: call).flatMap(typeLiteral).map { $0.value == "UINib" } ?? false
            return ownedNibName(call).flatMap(nameValue).map { isNib ? .nib($0) : .ownedNib($0) }
        case "instantiate":
            // SwiftGen: `StoryboardScene.Profile.profileViewController.instantiate()`, `….initialScene.instantiate()`.
            guard let scene = base?.as(MemberAccessExprSyntax.self), let storyboardBase = scene.base,
                let storyboard = generatedStoryboard(storyboardBase), case .swiftGen = storyboard
            else { return nil }
            let sceneName = scene.declName.baseName
            if sceneName.text == "initialScene" { return .initialScene(storyboard) }
            return .sceneMember(storyboard, member: sceneName.text, range: source.range(of: sceneName))
        case "storyboard":
            // `UIStoryboard.storyboard(.news)` / `.storyboard(storyboard: .news)` on its own creates nothing to check.
            return nil
        default:
            // R.swift: `R.storyboard.profile.profileViewController()`.
            guard let base, let storyboard = generatedStoryboard(base), case .rSwift = storyboard else { return nil }
            return .sceneMember(storyboard, member: name, range: source.range(of: member.declName.baseName))
        }
    }

    /// The storyboard an expression evaluates to, when the code says: a storyboard created right
    /// there, a local or member `let` bound to one, or the view controller's own `storyboard`.
    /// The storyboard a helper is called on.
    func storyboardReference(ofReceiver expression: ExprSyntax, at use: some SyntaxProtocol) -> StoryboardReference? {
        storyboardReference(of: expression, at: use)
    }

    private func storyboardReference(of expression: ExprSyntax, at use: some SyntaxProtocol) -> StoryboardReference? {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) { return storyboardReference(creatingStoryboard: call) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "storyboard", Self.isSelf(member.base) {
            return ownStoryboard(at: use)
        }
        // `UIStoryboard.settings`: a static property the join looks up.
        if let constant = constant(expression) { return .literal(constant) }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        switch Self.binding(of: name, before: use) {
        case .value(let value):
            return storyboardReference(of: value, at: value)
        case .parameter:
            return nil
        case nil:
            // Not bound locally: `storyboard` is the view controller's own property.
            return name == "storyboard" ? ownStoryboard(at: use) : nil
        }
    }

    /// `self.storyboard`: the type's own stored `storyboard` where it declares one with a value in
    /// this file (a type that is no view controller: an operation, a coordinator), else the
    /// storyboard of the view controller's scene.
    private func ownStoryboard(at use: some SyntaxProtocol) -> StoryboardReference? {
        guard let value = Self.memberValue(of: "storyboard", around: use) else { return .enclosingScene }
        return storyboardReference(of: value, at: value)
    }

    /// `UIStoryboard(name: "X", bundle:)`, `UIStoryboard(name: UIStoryboard.Name.x.rawValue, …)`,
    /// `UIStoryboard(storyboard: .x)`, `UIStoryboard.storyboard(.x)`.
    func storyboardReference(creatingStoryboard call: FunctionCallExprSyntax) -> StoryboardReference? {
        let storyboardClass: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            storyboardClass = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            member.declName.baseName.text == "storyboard" || member.declName.baseName.text == "init"
        {
            storyboardClass = base.baseName.text
        } else {
            storyboardClass = nil
        }
        guard let storyboardClass, Self.storyboardClasses.contains(storyboardClass), let first = call.arguments.first else { return nil }
        if first.label?.text == "name" {
            if let literal = stringLiteral(first.expression) { return .literal(literal) }
            // AppKit's `name:` takes an `NSStoryboard.Name`: `.main` is a name constant itself; a
            // static constant of another type (`Constants.Storyboards.main`) is looked up as any other.
            if storyboardClass == "NSStoryboard", let member = first.expression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.trimmedDescription == "NSStoryboard.Name", let constant = enumCase(first.expression)
            {
                return constant
            }
            return enumCase(inFileNameOf: first.expression) ?? constant(first.expression).map { .literal($0) }
        }
        guard first.label == nil || first.label?.text == "storyboard" else { return nil }
        return enumCase(first.expression)
    }

    /// `.news`, `UIStoryboard.Storyboard.news` → the case.
    private func enumCase(_ expression: ExprSyntax) -> StoryboardReference? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName
        guard member.base == nil || Self.isTypePath(member.base) else { return nil }
        return .enumCase(name: name.text, range: source.range(of: name))
    }

    /// `UIStoryboard.Name.news.rawValue`, `.news.fileName` → the case.
    private func enumCase(inFileNameOf expression: ExprSyntax) -> StoryboardReference? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text == "rawValue" || Self.fileNameProperties.contains(member.declName.baseName.text)
        else { return nil }
        return enumCase(base)
    }

    /// SwiftGen's `StoryboardScene.X` and R.swift's `R.storyboard.x`.
    private func generatedStoryboard(_ expression: ExprSyntax) -> StoryboardReference? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "StoryboardScene" {
            return .swiftGen(enumName: name.text, range: source.range(of: name))
        }
        if let storyboards = base.as(MemberAccessExprSyntax.self), storyboards.declName.baseName.text == "storyboard",
            storyboards.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R"
        {
            return .rSwift(identifier: name.text, range: source.range(of: name))
        }
        return nil
    }

    // MARK: The expected type

    /// The class the code expects of what `call` returns: a cast of it (`as!`, `as?`), the type
    /// annotation of the binding it initializes, the creator closure's `T(coder:)`, or for a
    /// nib, a cast of its `.first` top-level object.
    func expectedType(of call: FunctionCallExprSyntax, target: InterfaceUse.Target) -> Literal? {
        if case .ownedNib = target {
            // `HelpViewController(nibName:bundle:)`, `HelpViewController.init(nibName:bundle:)`.
            let type = call.calledExpression.as(MemberAccessExprSyntax.self)?.base ?? call.calledExpression
            if let reference = type.as(DeclReferenceExprSyntax.self), Self.isTypeName(reference.baseName.text) {
                return Literal(reference.baseName.text, range: source.range(of: reference))
            }
        }
        if let creator = creatorType(call) { return creator }
        if let type = castType(of: ExprSyntax(call), throughNibObjects: Self.isNib(target)) { return type }
        // `let nib = UINib(nibName: "N", bundle: nil)`, then `nib.instantiate(withOwner: nil)[0] as! T` later in the block.
        guard Self.isNib(target), let bound = call.parent?.as(InitializerClauseSyntax.self).flatMap(LaterReads.init),
            bound.binding.typeAnnotation == nil
        else { return nil }
        return bound.reads.lazy.compactMap { $0.as(ExprSyntax.self).flatMap { self.castType(of: $0, throughNibObjects: true) } }.first
    }

    /// The type `expression` is cast or bound to, up through `?`, `!` and, for a nib,
    /// `.instantiate(withOwner:options:)`, `.first` and `[0]`; nil when it is not (or, for a nib,
    /// when nothing is taken out of it: a nib's own type says nothing of the objects it holds).
    private func castType(of start: ExprSyntax, throughNibObjects isNib: Bool) -> Literal? {
        var expression = start
        while let parent = expression.parent {
            if let chaining = parent.as(OptionalChainingExprSyntax.self) {
                expression = ExprSyntax(chaining)
            } else if let forced = parent.as(ForceUnwrapExprSyntax.self) {
                expression = ExprSyntax(forced)
            } else if isNib, let member = parent.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "first" || member.declName.baseName.text == "instantiate"
            {
                expression = ExprSyntax(member)
            } else if isNib, let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id == expression.id {
                expression = ExprSyntax(outer)
            } else if isNib, let subscripted = parent.as(SubscriptCallExprSyntax.self), subscripted.calledExpression.id == expression.id,
                subscripted.arguments.count == 1, subscripted.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
            {
                expression = ExprSyntax(subscripted)
            } else {
                break
            }
        }
        if isNib, expression.id == start.id || expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "instantiate" { return nil }
        // Before operator folding, `x as! T` is the sequence `x`, `as!`, `T`.
        if let list = expression.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let position = elements.firstIndex(where: { $0.id == expression.id }), position + 2 < elements.count,
                elements[position + 1].is(UnresolvedAsExprSyntax.self), let type = elements[position + 2].as(TypeExprSyntax.self)
            {
                return typeLiteral(type.type)
            }
        }
        if let cast = expression.parent?.as(AsExprSyntax.self) { return typeLiteral(cast.type) }
        if let initializer = expression.parent?.as(InitializerClauseSyntax.self),
            let type = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        {
            return typeLiteral(type)
        }
        return nil
    }

    /// `instantiateViewController(identifier: "X") { coder in ProfileViewController(coder: coder, user: user) }`.
    private func creatorType(_ call: FunctionCallExprSyntax) -> Literal? {
        let closure = call.trailingClosure ?? argument(call, labelled: "creator")?.as(ClosureExprSyntax.self)
        guard let statement = closure?.statements.first?.item else { return nil }
        let expression = statement.as(ExprSyntax.self) ?? statement.as(ReturnStmtSyntax.self)?.expression
        guard let construction = expression.map(Self.unwrapped)?.as(FunctionCallExprSyntax.self),
            let type = construction.calledExpression.as(DeclReferenceExprSyntax.self), Self.isTypeName(type.baseName.text),
            construction.arguments.contains(where: { $0.label?.text == "coder" })
        else { return nil }
        return Literal(type.baseName.text, range: source.range(of: type))
    }

    /// The class of `loadNibNamed(_:owner:)`'s owner when the code says exactly: `Controller()`, or a
    /// local `let`/`var` before the call bound to one. A declared type is not enough (the instance
    /// may be a subclass, whose xib it would be), and properties are not read (`BodyElision` may
    /// have cut them).
    func ownerClass(_ expression: ExprSyntax?, at use: some SyntaxProtocol) -> Literal? {
        guard let expression = expression.map(Self.unwrapped) else { return nil }
        if let construction = expression.as(FunctionCallExprSyntax.self), let type = construction.calledExpression.as(DeclReferenceExprSyntax.self),
            Self.isTypeName(type.baseName.text)
        {
            return Literal(type.baseName.text, range: source.range(of: type))
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(use)
        while let parent = node.parent, !parent.is(MemberBlockItemListSyntax.self) {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == node.id { break }
                    if let value = Self.value(boundTo: name, in: item.item.as(VariableDeclSyntax.self)) { return ownerClass(value, at: value) }
                }
            }
            node = parent
        }
        return nil
    }

    /// The type the code declares for the value `expression` makes: the annotation of the binding
    /// it initializes (`let nib: UINib = …`), or the type of the property or function whose value it
    /// returns (`var nib: UINib { .init(…) }`, `-> UINib { return .init(…) }`).
    private func contextualType(of expression: some SyntaxProtocol) -> TypeSyntax? {
        var node = Syntax(expression)
        let isReturned = node.parent?.is(ReturnStmtSyntax.self) == true
        if isReturned, let statement = node.parent { node = statement }
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
        // A body's only expression is its value.
        guard let statements = node.parent?.parent?.as(CodeBlockItemListSyntax.self), isReturned || statements.count == 1 else { return nil }
        var owner = statements.parent
        if let block = owner?.as(CodeBlockSyntax.self) { owner = block.parent }
        if let getter = owner?.as(AccessorDeclSyntax.self), getter.accessorSpecifier.tokenKind == .keyword(.get) { owner = getter.parent?.parent }
        if let accessors = owner?.as(AccessorBlockSyntax.self) { return accessors.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type }
        return owner?.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
    }

    /// `name` or `Module.name`, as a type expression.
    private static func isType(_ name: String, _ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            || expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
    }

    /// `ProfileViewController`, `ProfileViewController?`, `App.ProfileViewController!` → the class's name and range.
    private func typeLiteral(_ type: TypeSyntax) -> Literal? {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            } else {
                break
            }
        }
        if let member = type.as(MemberTypeSyntax.self) { return Literal(member.name.text, range: source.range(of: member.name)) }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        return Literal(identifier.name.text, range: source.range(of: identifier.name))
    }

    // MARK: Small syntax helpers

    func argument(_ call: FunctionCallExprSyntax, labelled label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// A name as a string literal, a type's name, or a static constant of the project (`Segues.showDetail`),
    /// also wrapped in a name type (`NSStoryboard.SceneIdentifier(Segues.showDetail)`); `.showDetail`
    /// is a static member of the name type the platform's parameter takes, which the join looks up.
    func nameValue(_ expression: ExprSyntax) -> Literal? {
        let unwrapped = Self.wrappedName(expression) ?? expression
        if let literal = stringLiteral(unwrapped) ?? constant(unwrapped) { return literal }
        guard let member = unwrapped.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil,
            let first = member.declName.baseName.text.first, first.isLowercase
        else { return nil }
        return Literal("", range: source.range(of: unwrapped), isQuoted: false, constantPath: source.text(of: member))
    }

    /// The name inside a name type made of it: `NSStoryboard.Name("Main")`, `NSNib.Name(name)`,
    /// `.init("X")`, `SceneName(rawValue: "x")`, `Segue(stringLiteral: "x")` (one argument, unlabeled
    /// or `rawValue:`/`stringLiteral:`); nil for any other expression.
    static func wrappedName(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil || only.label?.text == "rawValue" || only.label?.text == "stringLiteral"
        else { return nil }
        let called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard member.base == nil || isTypePath(member.base) else { return nil }
        } else if !isTypePath(called) {
            return nil
        }
        return wrappedName(only.expression) ?? only.expression
    }

    /// `Segues.showDetail`, `Constants.Segues.showDetail`: a static property of a type, by path;
    /// `SceneID.checkout.rawValue`: a case of a `String` enum, by its path. The value is the join's to find.
    func constant(_ expression: ExprSyntax) -> Literal? {
        guard var member = (Self.wrappedName(expression) ?? expression).as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil
        else { return nil }
        if member.declName.baseName.text == "rawValue", let base = member.base?.as(MemberAccessExprSyntax.self), base.declName.argumentNames == nil {
            member = base
        }
        guard Self.isTypePath(member.base), let first = member.declName.baseName.text.first, first.isLowercase,
            member.declName.baseName.text != "rawValue"
        else { return nil }
        return Literal("", range: source.range(of: expression), isQuoted: false, constantPath: source.text(of: member))
    }

    /// A name written as a string literal, or as a type's name (`String(describing: X.self)`,
    /// `"\(X.self)"`, not quoted), perhaps in a name type (`NSNib.Name("X")`).
    func stringLiteral(_ expression: ExprSyntax) -> Literal? {
        if let wrapped = Self.wrappedName(expression) { return stringLiteral(wrapped) }
        if let type = Self.describedType(expression) {
            return Literal(Identifiers.simpleName(source.text(of: type)), range: source.range(of: expression), isQuoted: false)
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count <= 1,
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        else { return nil }
        let contents =
            literal.segments.first.map(source.range(of:))
            ?? ByteRange.empty(at: source.end(of: literal.openingQuote))
        return Literal(source.text(in: contents), range: contents)
    }

    /// `x?`, `x!`, `(x)` → `x`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let chaining = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chaining.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return unwrapped(only.expression)
        }
        return expression
    }

    static func isSelf(_ expression: ExprSyntax?) -> Bool {
        expression.map(unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `UIStoryboard.Name`, `Name`: a dotted path of type names.
    /// A type the app declares or extends, not a storyboard's: what `Utils.instantiateController(…)` is called on.
    static func isAppTypeReceiver(_ base: ExprSyntax?) -> Bool {
        guard let base, isTypePath(base) else { return false }
        return !storyboardClasses.contains(Identifiers.simpleName(base.trimmedDescription))
    }

    static func isTypePath(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return isTypeName(reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return isTypeName(member.declName.baseName.text) && isTypePath(member.base) }
        return false
    }

    /// Begins with an uppercase letter. Asked of most called names: an ASCII first byte answers
    /// without Unicode's tables.
    static func isTypeName(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first?.isUppercase ?? false
    }

    private static func isNib(_ target: InterfaceUse.Target) -> Bool {
        switch target {
        case .nib, .loadedNib: true
        default: false
        }
    }

    /// The nib a controller's initializer loads: `init(nibName:bundle:)`, or AppKit's `init(windowNibName:)`.
    private func ownedNibName(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        argument(call, labelled: "nibName") ?? argument(call, labelled: "windowNibName")
    }

    /// `super.init(nibName: name, bundle: nil)` (any name but `nil`), `self.init(windowNibName:)`,
    /// `loadNibNamed(_:owner: self, …)`, `nib.instantiate(withOwner: self, …)`: the enclosing class
    /// says which nib it loads (`Members.choosesNib`).
    func choosesOwnNib(_ call: FunctionCallExprSyntax) -> Bool {
        if Self.isSuperOrSelfInit(call), let name = ownedNibName(call) { return !name.is(NilLiteralExprSyntax.self) }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        switch member.declName.baseName.text {
        case "loadNibNamed": return Self.isSelf(argument(call, labelled: "owner"))
        case "instantiate": return Self.isSelf(argument(call, labelled: "withOwner"))
        default: return false
        }
    }

    private static func isSuperOrSelfInit(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return false }
        return member.base?.is(SuperExprSyntax.self) == true || isSelf(member.base)
    }

    enum LocalBinding {
        case value(ExprSyntax)
        case parameter
    }

    /// What `name` is bound to where `use` stands: a `let`/`var` earlier in an enclosing block,
    /// a parameter of the enclosing function, or a stored property of the enclosing type.
    static func binding(of name: String, before use: some SyntaxProtocol) -> LocalBinding? {
        var node = Syntax(use)
        while let parent = node.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == node.id { break }
                    if let value = value(boundTo: name, in: item.item.as(VariableDeclSyntax.self)) { return .value(value) }
                }
            } else if let members = parent.as(MemberBlockItemListSyntax.self) {
                return value(boundTo: name, among: members).map { .value($0) }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .parameter
                }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .parameter
                }
            }
            node = parent
        }
        return nil
    }

    /// The value of the stored property `name` of the type around `use`, declared with one in the
    /// declaration around `use` or in another declaration of that type at the top of the file
    /// (the class, its extensions).
    static func memberValue(of name: String, around use: some SyntaxProtocol) -> ExprSyntax? {
        declarations(ofTypeAround: use).lazy.compactMap { value(boundTo: name, among: $0.memberBlock.members) }.first
    }

    /// The declaration around `use` (a type, an extension), then the other declarations of that
    /// type at the top of the file (the class, its extensions).
    static func declarations(ofTypeAround use: some SyntaxProtocol) -> [any DeclGroupSyntax] {
        guard let enclosing = use.ancestorOrSelf(mapping: { $0.asProtocol(DeclGroupSyntax.self) }) else { return [] }
        let typeName = Self.declaredName(of: enclosing)
        let statements = typeName == nil ? [] : Array(use.root.as(SourceFileSyntax.self)?.statements ?? [])
        return [enclosing] + statements.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }.filter { Self.declaredName(of: $0) == typeName }
    }

    /// The value a stored property `name` among `members` is declared with.
    private static func value(boundTo name: String, among members: MemberBlockItemListSyntax) -> ExprSyntax? {
        members.lazy.compactMap { value(boundTo: name, in: $0.decl.as(VariableDeclSyntax.self)) }.first
    }

    /// The name a class, struct, enum, actor or extension declares or extends, as written.
    private static func declaredName(of group: some DeclGroupSyntax) -> String? {
        if let named = group.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        return group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }

    private static func value(boundTo name: String, in declaration: VariableDeclSyntax?) -> ExprSyntax? {
        declaration?.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?.initializer?.value
    }
}
