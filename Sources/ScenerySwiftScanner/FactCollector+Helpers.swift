@_spi(Scenery) import SceneryProjectModel
import SwiftSyntax

/// The project's own helpers (`instantiateFromStoryboard()`, `instantiate(_:)`,
/// `loadFromStoryboard(named:)`, `fromNib()`, `performSegue(_:sender:)` of a segue enum) and the
/// calls of functions named like them: summaries of what each helper passes to UIKit's or AppKit's
/// call, which the join applies to each call. A helper's body calls the platform, a trigger, so it
/// is always parsed; the bodies that call it are parsed when its name starts with `instantiate` (a
/// trigger too) or is among `SwiftScanOptions.helperNames` (a trigger where it is called).
extension FactCollector {
    /// The platform's calls that instantiate from a storyboard.
    static let platformInstantiations: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "instantiateController", "instantiateInitialController",
    ]

    /// Whether a call or a declaration of `name` is the platform's own method: of one of its names, with
    /// no argument or the platform's first label. `instantiateController(ofType: X.self)`, a storyboard
    /// extension's method of the platform's name with labels of its own, is the app's helper.
    static func isPlatformInstantiation(_ name: String, firstLabel: String?, hasArguments: Bool) -> Bool {
        platformInstantiations.contains(name) && (!hasArguments || firstLabel.map(platformInstantiationLabels.contains) ?? false)
    }

    private static let platformInstantiationLabels: Set<String> = ["withIdentifier", "identifier", "creator"]

    static func isPlatformInstantiation(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        isPlatformInstantiation(name, firstLabel: call.arguments.first?.label?.text, hasArguments: !call.arguments.isEmpty)
    }

    /// The calls a function's body makes that a helper wraps: the first of each API, gathered during
    /// the walk the collector makes anyway (`noteWrappedCall`), so that deciding whether the function
    /// is a helper reads no token of its body again.
    struct WrappedCalls {
        var instantiation: FunctionCallExprSyntax?
        /// Every call that may load a nib: which one counts depends on the function's generic parameters.
        var nibLoads: [FunctionCallExprSyntax] = []
        /// The identifier of the first segue performed on the view controller the function is called on.
        var segueIdentifier: ExprSyntax?
        var performSegue: FunctionCallExprSyntax?
        /// The first call of a helper's name (`HelperCall`), which the function may forward its names to.
        var helperCall: (syntax: FunctionCallExprSyntax, call: HelperCall)?

        var isEmpty: Bool { instantiation == nil && nibLoads.isEmpty && segueIdentifier == nil && helperCall == nil }
    }

    /// Whether every name `use` holds is a string literal the code writes (a storyboard's too): then
    /// its call passes on nothing from a caller, and is no helper's. Most calls are so; reading
    /// their function as a helper would cost more than the rest of its facts.
    static func namesOnlyLiterals(_ use: InterfaceUse) -> Bool {
        func written(_ literal: Literal) -> Bool { literal.isQuoted && literal.constantPath == nil }
        func written(_ storyboard: StoryboardReference?) -> Bool {
            guard case .literal(let literal)? = storyboard else { return false }
            return written(literal)
        }
        switch use.target {
        case .storyboard(let storyboard), .sceneMember(let storyboard, _, _): return written(storyboard)
        case .scene(let storyboard, let identifier): return written(storyboard) && written(identifier)
        case .sceneOfExpectedType(let storyboard), .initialScene(let storyboard): return written(storyboard)
        case .segue(let name), .nib(let name), .ownedNib(let name), .loadedNib(let name, _): return written(name)
        }
    }

    /// Notes `call` for the innermost function around it when it is one of the APIs a helper wraps.
    func noteWrappedCall(_ call: FunctionCallExprSyntax, in calls: inout WrappedCalls) {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let reference = member == nil ? call.calledExpression.as(DeclReferenceExprSyntax.self) : nil
        // Most calls are of none of these names: their lengths say so without making the name a string.
        guard let token = member?.declName.baseName ?? reference?.baseName else { return }
        let name = Self.wrappedNameLengths.contains(token.trimmedLength.utf8Length) ? token.text : ""
        if Self.isPlatformInstantiation(call, named: name) {
            // On the app's own type: a helper's call (`helperCall`), which the function may forward to.
            if calls.instantiation == nil, !Self.isAppTypeReceiver(member?.base.map(Self.unwrapped)) { calls.instantiation = call }
        } else if name == "performSegue" {
            if calls.segueIdentifier == nil, member == nil || Self.isSelf(member?.base) {
                calls.segueIdentifier = argument(call, labelled: "withIdentifier")
                calls.performSegue = call
            }
        } else if reference != nil && (name == "UINib" || name == "NSNib") || member != nil && name == "loadNibNamed"
            || call.arguments.contains(where: { $0.label.map { $0.trimmedLength.utf8Length == 7 && $0.text == "nibName" } ?? false })
        {
            calls.nibLoads.append(call)
        }
    }

    private static let wrappedNameLengths = Set((platformInstantiations + ["performSegue", "UINib", "NSNib", "loadNibNamed"]).map(\.utf8.count))

    /// The summary of `node` when it is a helper, from the calls its body makes (`noteWrappedCall`).
    func instantiationHelper(_ node: FunctionDeclSyntax, calls: WrappedCalls, enclosingType: String?) -> InstantiationHelper? {
        guard !calls.isEmpty else { return nil }
        let name = node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        // The platform's method: a helper only as a method of the app's own type, whose calls are on that type.
        guard
            !Self.isPlatformInstantiation(name, firstLabel: parameters.first?.firstName.text, hasArguments: !parameters.isEmpty)
                || enclosingType.map({ !Self.storyboardClasses.contains(Identifiers.simpleName($0)) }) ?? false
        else { return nil }
        let signature = HelperSignature(
            parameters: parameters, parameterTypes: parameters.map { source.text(of: $0.type) },
            generics: node.genericParameterClause?.parameters.map(\.name.text) ?? []
        )
        var helper = InstantiationHelper(
            name: name, labels: signature.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }, storyboard: nil,
            storyboardIsReceiver: false, identifier: nil, returnedClass: nil, parameterTypes: signature.parameterTypes,
            ownerType: enclosingType,
            // A default the caller may leave out: only a literal or a constant says what it is.
            // None at all (most helpers) is an empty list.
            defaults: !parameters.contains(where: { $0.defaultValue != nil })
                ? []
                : parameters.map { parameter in
                    parameter.defaultValue.flatMap { value in
                        stringLiteral(value.value).map { .literal($0.value) } ?? constant(value.value)?.constantPath.map { .constant($0) }
                    }
                }
        )
        switch node.signature.returnClause.map({ source.text(of: $0.type) }) {
        case "Self"?: helper.returnedClass = .receiverTypeName
        case let type? where signature.generics.contains(type): helper.returnedClass = signature.typeName(type)
        default: break
        }
        if let call = calls.instantiation {
            guard readStoryboardAndIdentifier(of: call, into: &helper, signature: signature, enclosingType: enclosingType) else { return nil }
            helper.lookupRange = source.range(of: call)
        } else if let (call, nibName, owner) = calls.nibLoads.lazy.compactMap({ call in
            self.nibLoad(call, signature: signature).map { (call, $0.name, $0.owner) }
        }).first {
            guard let nib = helperName(nibName, signature: signature) else { return nil }
            helper.nib = nib
            helper.lookupRange = source.range(of: call)
            if let owner {
                // The instance it makes is the File's Owner, whatever type it returns.
                helper.nibIsOwned = true
                helper.returnedClass = owner
            }
        } else if let segue = calls.segueIdentifier {
            guard let identifier = helperName(segue, signature: signature) else { return nil }
            helper.segue = identifier
            helper.lookupRange = calls.performSegue.map { source.range(of: $0) }
        } else if let (syntax, call) = calls.helperCall, call.name != name {
            // Another helper does the lookup: the join follows this call to it.
            helper.forwarded = InstantiationHelper.Forwarding(
                name: call.name, labels: call.labels, arguments: syntax.arguments.map { forwardedName($0.expression, signature: signature) },
                receiverType: call.receiverType == enclosingType ? nil : call.receiverType
            )
            helper.lookupRange = source.range(of: syntax)
            if call.receiverType == enclosingType, let owner = enclosingType.map(Identifiers.simpleName), Self.storyboardClasses.contains(owner) {
                helper.storyboardIsReceiver = true
            }
        } else {
            return nil
        }
        // A helper that names everything itself is checked where it calls the platform.
        return helper.takesNamesFromItsCaller ? helper : nil
    }

    /// `static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }` (or a
    /// `static let`): a helper without arguments whose reads (`ProfileCell.nib`, `nibPropertyRead`)
    /// are its calls, each loading the xib its name gives for the type it is read on. One that names
    /// its xib itself is recorded too: a class's own shadows its protocol's for the class's reads.
    /// Not of Reusable's protocols, whose convention checks their classes.
    func nibPropertyHelper(_ binding: PatternBindingSyntax, of variable: VariableDeclSyntax, enclosingType: String?) -> InstantiationHelper? {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "nib", ModifierSummary(variable.modifiers).isStatic,
            !["NibLoadable", "NibOwnerLoadable"].contains(enclosingType.map(Identifiers.simpleName) ?? ""),
            let call = valueExpression(of: binding).map(Self.unwrapped)?.as(FunctionCallExprSyntax.self)
        else { return nil }
        let signature = HelperSignature(parameters: [], parameterTypes: [], generics: [])
        guard let (nibName, owner) = nibLoad(call, signature: signature), owner == nil, let nib = helperName(nibName, signature: signature) else {
            return nil
        }
        return InstantiationHelper(
            name: "nib", labels: [], storyboard: nil, storyboardIsReceiver: false, identifier: nil, returnedClass: nil, nib: nib,
            ownerType: enclosingType, lookupRange: source.range(of: call)
        )
    }

    /// `ProfileCell.nib`, `Self.nib`, `nib` read on its own type: a call of a `nibPropertyHelper`.
    func nibPropertyRead(_ node: MemberAccessExprSyntax, enclosingType: String?) -> HelperCall? {
        // Most member accesses are of other names: the length says so without making the name a string.
        let name = node.declName.baseName
        guard name.trimmedLength.utf8Length == 3, name.text == "nib", node.declName.argumentNames == nil,
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(node).id, let base = node.base.map(Self.unwrapped)
        else { return nil }
        let receiverType: String?
        if base.trimmedDescription == "Self" || Self.isSelf(base) && Self.isInStaticMethod(node) {
            receiverType = enclosingType
        } else if Self.isTypePath(base), !["UINib", "NSNib", "R"].contains(base.trimmedDescription) {
            // Not R.swift's `R.nib`, a namespace of its generated nibs.
            receiverType = Identifiers.simpleName(base.trimmedDescription)
        } else {
            return nil
        }
        return HelperCall(
            name: "nib", labels: [], arguments: [], argumentRanges: [], nameRange: source.range(of: name), receiverType: receiverType,
            receiverStoryboard: nil, expectedType: nil, enclosingType: enclosingType, range: source.range(of: node)
        )
    }

    /// A helper's parameters and generic parameters, where the names it passes on come from.
    struct HelperSignature {
        let parameters: [FunctionParameterSyntax]
        /// Each parameter's type as written.
        let parameterTypes: [String]
        let generics: [String]

        /// A generic parameter's name: from a `T.Type` argument, else the class its caller expects.
        func typeName(_ generic: String) -> InstantiationHelper.Name {
            parameterTypes.firstIndex(of: generic + ".Type").map { .typeArgument($0) } ?? .expectedType
        }

        /// The position of the parameter the body calls `name`.
        func position(ofParameter name: String) -> Int? {
            parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name })
        }

        /// `type` of a parameter `type: T.Type` (or `UIViewController.Type`): the type its caller passes.
        func typeArgument(_ expression: ExprSyntax) -> InstantiationHelper.Name? {
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let position = position(ofParameter: name),
                parameterTypes[position].hasSuffix(".Type")
            else { return nil }
            return .typeArgument(position)
        }
    }

    /// The nib `call` loads, with the class of the File's Owner's instance when it makes one:
    /// `Self(nibName: x, bundle:)`, `self.init(nibName:…)`, `T(nibName:…)` (an owner of that class);
    /// `UINib(nibName: x, …)`, `NSNib(nibNamed: x, …)`, `loadNibNamed(x, owner: nil, …)` (none: its first object).
    private func nibLoad(_ call: FunctionCallExprSyntax, signature: HelperSignature) -> (name: ExprSyntax, owner: InstantiationHelper.Name?)? {
        let called = call.calledExpression
        if let type = called.as(DeclReferenceExprSyntax.self)?.baseName.text, type == "UINib" || type == "NSNib" {
            return argument(call, labelled: type == "UINib" ? "nibName" : "nibNamed").map { ($0, nil) }
        }
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "loadNibNamed" {
            guard let first = call.arguments.first, first.label == nil,
                argument(call, labelled: "owner").map({ $0.is(NilLiteralExprSyntax.self) }) ?? true
            else { return nil }
            return (first.expression, nil)
        }
        guard let nibName = argument(call, labelled: "nibName") else { return nil }
        if let type = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if type == "Self" { return (nibName, .receiverTypeName) }
            return signature.generics.contains(type) ? (nibName, signature.typeName(type)) : nil
        }
        guard let initializer = called.as(MemberAccessExprSyntax.self), initializer.declName.baseName.text == "init",
            Self.isSelf(initializer.base) || initializer.base?.trimmedDescription == "Self"
        else { return nil }
        return (nibName, .receiverTypeName)
    }

    /// What an argument of a forwarded call passes on: a name as `helperName` reads it, or a type (`T.self`, `LoginViewController.self`).
    private func forwardedName(_ expression: ExprSyntax, signature: HelperSignature) -> InstantiationHelper.Name? {
        if let type = expression.as(MemberAccessExprSyntax.self), type.declName.baseName.tokenKind == .keyword(.self), let base = type.base,
            Self.isTypePath(base)
        {
            let written = base.trimmedDescription
            return signature.generics.contains(written) ? signature.typeName(written) : .literal(Identifiers.simpleName(written))
        }
        return signature.typeArgument(expression) ?? helperName(expression, signature: signature)
    }

    /// Where a name the helper passes on comes from; nil when from nothing the call gives or says.
    /// A local bound to one (`let id = identifier`) is followed, a few bindings deep.
    private func helperName(_ expression: ExprSyntax, signature: HelperSignature, depth: Int = 0) -> InstantiationHelper.Name? {
        if let wrapped = Self.wrappedName(expression) { return helperName(wrapped, signature: signature, depth: depth) }
        if Self.isTypeNameOfSelf(expression) { return .receiverTypeName }
        // `id`, or `id.rawValue` of a parameter whose type is a `String` enum (`fileName` of a storyboard-names enum).
        var parameterReference = expression.as(DeclReferenceExprSyntax.self)
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "rawValue" || Self.fileNameProperties.contains(member.declName.baseName.text)
        {
            parameterReference = member.base?.as(DeclReferenceExprSyntax.self)
        }
        if let reference = parameterReference {
            let name = reference.baseName.text
            if let position = signature.position(ofParameter: name) {
                // A local of the parameter's name shadows it only when bound before; `binding` says which.
                if case .value(let value)? = Self.binding(of: name, before: reference), depth < 4, value.id != expression.id {
                    return helperName(value, signature: signature, depth: depth + 1)
                }
                return .argument(position)
            }
            if depth < 4, case .value(let value)? = Self.binding(of: name, before: reference) {
                return helperName(value, signature: signature, depth: depth + 1)
            }
            return Self.isInStaticMethod(reference) ? receiverProperty(name, around: reference) : nil
        }
        // `Self.storyboardIdentifier`, `type(of: self).nibName`, and `self.nibName` in a static method.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base,
            base.trimmedDescription == "Self" || Self.isTypeOfSelf(base) || Self.isSelf(base) && Self.isInStaticMethod(member)
        {
            return receiverProperty(member.declName.baseName.text, around: member)
        }
        if let path = constant(expression)?.constantPath { return .constant(path) }
        if let described = Self.describedExpression(expression), let type = described.as(MemberAccessExprSyntax.self),
            type.declName.baseName.tokenKind == .keyword(.self), let generic = type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            signature.generics.contains(generic)
        {
            return signature.typeName(generic)
        }
        // `String(describing: type)` of a `type: T.Type` parameter (RSCore's `instantiateController(ofType:)`).
        if let described = Self.describedExpression(expression), let type = signature.typeArgument(described) { return type }
        return stringLiteral(expression).map { .literal($0.value) }
    }

    /// A static property of the type the helper is called on, with the value the declarations of
    /// the helper's own type in this file give it (a protocol's default implementation), if any.
    private func receiverProperty(_ name: String, around use: some SyntaxProtocol) -> InstantiationHelper.Name? {
        guard !Self.isTypeName(name) else { return nil }
        for group in Self.declarations(ofTypeAround: use) {
            for member in group.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), ModifierSummary(variable.modifiers).isStatic,
                    let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                    let value = valueExpression(of: binding)
                else { continue }
                let fallback: InstantiationHelper.Name? =
                    Self.isTypeNameOfSelf(value) ? .receiverTypeName : stringLiteral(value).map { .literal($0.value) }
                return .receiverProperty(name, default: fallback)
            }
        }
        return .receiverProperty(name, default: nil)
    }

    /// Inside a `static` or `class` method, where `self` is the type.
    private static func isInStaticMethod(_ node: some SyntaxProtocol) -> Bool {
        node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }).map { ModifierSummary($0.modifiers).isStatic } ?? false
    }

    /// `type(of: self)`.
    static func isTypeOfSelf(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
            call.arguments.count == 1, call.arguments.first?.label?.text == "of"
        else { return false }
        return isSelf(call.arguments.first?.expression)
    }

    /// The storyboard and Storyboard ID of the platform call `call`: false when the helper names one of them in a way Scenery cannot follow.
    private func readStoryboardAndIdentifier(
        of call: FunctionCallExprSyntax, into helper: inout InstantiationHelper, signature: HelperSignature, enclosingType: String?
    ) -> Bool {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let calledName = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        if calledName == "instantiateViewController" || calledName == "instantiateController" {
            guard let given = argument(call, labelled: "withIdentifier") ?? argument(call, labelled: "identifier"),
                let name = helperName(given, signature: signature)
            else { return false }
            helper.identifier = name
        }
        // The storyboard: made in place or in a local, or the storyboard the helper is a method of.
        var base = member?.base.map(Self.unwrapped)
        if let reference = base?.as(DeclReferenceExprSyntax.self), case .value(let value)? = Self.binding(of: reference.baseName.text, before: call) {
            base = value
        }
        if let creating = base?.as(FunctionCallExprSyntax.self), let nameArgument = argument(creating, labelled: "name") {
            guard let storyboard = helperName(nameArgument, signature: signature) else { return false }
            helper.storyboard = storyboard
        } else if let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let position = signature.position(ofParameter: name),
            Self.storyboardClasses.contains(Self.typeWithoutOptionality(signature.parameterTypes[position]))
        {
            // `inspector("Folder", storyboard)`: the storyboard its caller gives.
            helper.storyboard = .storyboardArgument(position)
        } else if base == nil || Self.isSelf(base), let owner = enclosingType.map(Identifiers.simpleName), Self.storyboardClasses.contains(owner) {
            helper.storyboardIsReceiver = true
        }
        return true
    }

    /// The storyboard an argument gives: made in place (`UIStoryboard(name: "Inspector", bundle: nil)`)
    /// or bound to a local made so.
    private func storyboardArgument(_ expression: ExprSyntax, at call: FunctionCallExprSyntax) -> StoryboardReference? {
        var made = Self.unwrapped(expression)
        if let reference = made.as(DeclReferenceExprSyntax.self), case .value(let value)? = Self.binding(of: reference.baseName.text, before: call) {
            made = Self.unwrapped(value)
        }
        guard let creating = made.as(FunctionCallExprSyntax.self),
            let type = creating.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.storyboardClasses.contains(type)
        else { return nil }
        return storyboardReference(ofReceiver: ExprSyntax(creating), at: call)
    }

    /// Whether a call of this name may be a helper's: named like one, or found as one in the
    /// project; the platform's method only when made on the app's own type.
    private func mayCallHelper(_ call: FunctionCallExprSyntax, named name: String, on base: ExprSyntax?) -> Bool {
        guard name.hasPrefix("instantiate") || options.helperNames.contains(name) else { return false }
        return !Self.isPlatformInstantiation(call, named: name) || Self.isAppTypeReceiver(base)
    }

    func helperCall(_ call: FunctionCallExprSyntax, enclosingType: String?) -> HelperCall? {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        guard mayCallHelper(call, named: name, on: member?.base.map(Self.unwrapped)),
            name != "instantiate" || !call.arguments.contains(where: { $0.label?.text == "withOwner" })
        else { return nil }
        let arguments: [HelperCall.Argument] = call.arguments.map { argument in
            // `NSStoryboard.SceneIdentifier(.checkout)` gives the name it wraps.
            let expression = Self.wrappedName(argument.expression) ?? argument.expression
            if let literal = stringLiteral(expression), literal.isQuoted { return .string(literal.value) }
            if let storyboard = storyboardArgument(expression, at: call) { return .storyboard(storyboard) }
            guard let member = expression.as(MemberAccessExprSyntax.self) else { return .other }
            if member.declName.baseName.tokenKind == .keyword(.self), Self.isTypePath(member.base), let base = member.base {
                return .type(Identifiers.simpleName(base.trimmedDescription))
            }
            // `.checkout` (a case of the parameter's type), `SceneID.checkout`, `SegueIdentifier.ConfirmBid`:
            // as an argument, a member of a type is a value whatever its case.
            if member.declName.argumentNames == nil, member.base == nil || Self.isTypePath(member.base) {
                return .constant(source.text(of: expression))
            }
            return constant(expression)?.constantPath.map { .constant($0) } ?? .other
        }
        var receiverType: String?
        var receiverStoryboard: StoryboardReference?
        var receiverProperty: String?
        let base = member?.base.map(Self.unwrapped)
        if base == nil || Self.isSelf(base) || base?.trimmedDescription == "Self" {
            receiverType = enclosingType
        } else if let base, Self.isTypePath(base) {
            receiverType = Identifiers.simpleName(base.trimmedDescription)
        } else if let base {
            receiverStoryboard = storyboardReference(ofReceiver: base, at: call)
            // An instance of a type its declaration names: a local, a parameter, a property.
            switch declaredType(of: base, at: call) {
            case .type(let type)? where !Self.storyboardClasses.contains(type): receiverType = type
            case .type?: break
            case .property(let path)?: receiverProperty = path
            case nil: break
            }
        }
        let called = member.map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
        return HelperCall(
            name: name, labels: call.arguments.map { $0.label?.text }, arguments: arguments,
            argumentRanges: call.arguments.map { source.range(of: $0.expression) }, nameRange: source.range(of: called), receiverType: receiverType,
            receiverStoryboard: receiverStoryboard, expectedType: expectedType(of: call, target: .initialScene(nil)), enclosingType: enclosingType,
            range: source.range(of: call),
            literalRanges: call.arguments.map { argument in stringLiteral(argument.expression).flatMap { $0.isQuoted ? $0.range : nil } },
            receiverProperty: receiverProperty
        )
    }

    enum DeclaredType {
        /// The type's name as written, without `?` or `!`.
        case type(String)
        /// A property whose type the join finds: `name` (of the enclosing type), `Type.name` (static).
        case property(String)
    }

    /// The type of the instance `expression` is, as far as its declaration in this file says: a
    /// local or a parameter with a type or made by `Type(…)`, or a property the join looks up
    /// (`viewFactory`, `self.viewFactory`, `WindowManager.shared`).
    func declaredType(of expression: ExprSyntax, at use: some SyntaxProtocol) -> DeclaredType? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let property = member.declName.baseName.text
            if Self.isSelf(member.base) { return .property(property) }
            if let base = member.base, Self.isTypePath(base) { return .property(base.trimmedDescription + "." + property) }
            return nil
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), !Self.isTypeName(reference.baseName.text) else { return nil }
        let name = reference.baseName.text
        var node = Syntax(use)
        while let parent = node.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == node.id { break }
                    if let found = Self.declaredType(of: name, in: item.item.as(VariableDeclSyntax.self)) { return found }
                }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return .type(Self.typeWithoutOptionality(parameter.type.trimmedDescription))
                }
            } else if parent.is(MemberBlockItemListSyntax.self) {
                break
            }
            node = parent
        }
        // Not bound locally: a property of the enclosing type, wherever it is declared.
        return .property(name)
    }

    /// The type a `let`/`var` binding `name` declares: its annotation, else the type it is made of.
    private static func declaredType(of name: String, in declaration: VariableDeclSyntax?) -> DeclaredType? {
        guard let binding = declaration?.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
        else { return nil }
        if let type = binding.typeAnnotation?.type { return .type(typeWithoutOptionality(type.trimmedDescription)) }
        guard let value = binding.initializer?.value else { return nil }
        if let made = value.as(FunctionCallExprSyntax.self), Self.isTypePath(made.calledExpression) {
            return .type(Identifiers.simpleName(made.calledExpression.trimmedDescription))
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base, Self.isTypePath(base) {
            return .property(base.trimmedDescription + "." + member.declName.baseName.text)
        }
        return nil
    }

    private static func typeWithoutOptionality(_ type: String) -> String {
        Identifiers.simpleName(String(type.prefix { $0 != "?" && $0 != "!" }))
    }
}
