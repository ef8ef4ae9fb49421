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

    func instantiationHelper(_ node: FunctionDeclSyntax, enclosingType: String?) -> InstantiationHelper? {
        guard let body = node.body else { return nil }
        // Most bodies with a trigger call none of the APIs a helper wraps: the byte search of the
        // scan's triggers says so before any walk of the body's tokens.
        let mayInstantiate = names(Self.instantiate, in: body)
        let mayLoadNib = Self.nibWords.contains { names($0, in: body) }
        let maySegue = names(Self.performSegue, in: body)
        guard mayInstantiate || mayLoadNib || maySegue else { return nil }
        // A helper passes on a name from its caller: a parameter, a generic type, its own type
        // (`self`, `Self`), or the storyboard it is a method of. A body that mentions none of
        // them (as a word, comments and strings included) is no helper.
        if !(enclosingType.map { Self.storyboardClasses.contains(Identifiers.simpleName($0)) } ?? false) {
            let given = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                + (node.genericParameterClause?.parameters.map(\.name.text) ?? [])
            guard (["self", "Self"] + given).contains(where: { source.mentions($0, in: body) }) else { return nil }
        }
        let name = node.name.text
        guard !Self.platformInstantiations.contains(name) else { return nil }
        let signature = HelperSignature(
            parameters: Array(node.signature.parameterClause.parameters), generics: node.genericParameterClause?.parameters.map(\.name.text) ?? []
        )
        var helper = InstantiationHelper(
            name: name, labels: signature.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }, storyboard: nil,
            storyboardIsReceiver: false, identifier: nil, returnedClass: nil, parameterTypes: signature.parameters.map { $0.type.trimmedDescription },
            ownerType: enclosingType
        )
        switch node.signature.returnClause?.type.trimmedDescription {
        case "Self"?: helper.returnedClass = .receiverTypeName
        case let type? where signature.generics.contains(type): helper.returnedClass = signature.typeName(type)
        default: break
        }
        if mayInstantiate, let call = firstPlatformInstantiation(in: body) {
            guard readStoryboardAndIdentifier(of: call, into: &helper, signature: signature, enclosingType: enclosingType) else { return nil }
        } else if mayLoadNib, let (nibName, owner) = firstNibLoad(in: body, signature: signature) {
            guard let nib = helperName(nibName, signature: signature) else { return nil }
            helper.nib = nib
            if let owner {
                // The instance it makes is the File's Owner, whatever type it returns.
                helper.nibIsOwned = true
                helper.returnedClass = owner
            }
        } else if maySegue, let segue = firstSegue(in: body) {
            guard let identifier = helperName(segue, signature: signature) else { return nil }
            helper.segue = identifier
        } else {
            return nil
        }
        // A helper that names everything itself is checked where it calls the platform.
        return helper.takesNamesFromItsCaller ? helper : nil
    }

    /// Trigger words (`BodyElision.Triggers`) of the APIs a helper wraps.
    private static let instantiate = Array("instantiate".utf8)
    private static let nibWords = ["UINib", "NSNib", "loadNibNamed", "nibName"].map { Array($0.utf8) }
    private static let performSegue = Array("performSegue".utf8)

    /// A helper's parameters and generic parameters, where the names it passes on come from.
    struct HelperSignature {
        let parameters: [FunctionParameterSyntax]
        let generics: [String]

        /// A generic parameter's name: from a `T.Type` argument, else the class its caller expects.
        func typeName(_ generic: String) -> InstantiationHelper.Name {
            parameters.firstIndex { $0.type.trimmedDescription == generic + ".Type" }.map { .typeArgument($0) } ?? .expectedType
        }
    }

    /// The platform call that instantiates from a storyboard: the first in the body.
    private func firstPlatformInstantiation(in body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        body.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> FunctionCallExprSyntax? in
            guard Self.platformInstantiations.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let called = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
            return called.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == called.id ? $0 : nil }
        }.first
    }

    /// The first nib the body loads, with the class of the File's Owner's instance when it makes one:
    /// `Self(nibName: x, bundle:)`, `self.init(nibName:…)`, `T(nibName:…)` (an owner of that class);
    /// `UINib(nibName: x, …)`, `NSNib(nibNamed: x, …)`, `loadNibNamed(x, owner: nil, …)` (none: its first object).
    private func firstNibLoad(in body: CodeBlockSyntax, signature: HelperSignature) -> (name: ExprSyntax, owner: InstantiationHelper.Name?)? {
        body.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> (name: ExprSyntax, owner: InstantiationHelper.Name?)? in
            switch token.text {
            case "UINib", "NSNib":
                guard let call = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                    let name = self.argument(call, labelled: token.text == "UINib" ? "nibName" : "nibNamed")
                else { return nil }
                return (name, nil)
            case "loadNibNamed":
                guard let call = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                    let first = call.arguments.first, first.label == nil,
                    self.argument(call, labelled: "owner").map({ $0.is(NilLiteralExprSyntax.self) }) ?? true
                else { return nil }
                return (first.expression, nil)
            case "nibName":
                guard let labeled = token.parent?.as(LabeledExprSyntax.self), labeled.label?.id == token.id,
                    let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
                else { return nil }
                let called = call.calledExpression
                if let type = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    if type == "Self" { return (labeled.expression, .receiverTypeName) }
                    return signature.generics.contains(type) ? (labeled.expression, signature.typeName(type)) : nil
                }
                guard let initializer = called.as(MemberAccessExprSyntax.self), initializer.declName.baseName.text == "init",
                    Self.isSelf(initializer.base) || initializer.base?.trimmedDescription == "Self"
                else { return nil }
                return (labeled.expression, .receiverTypeName)
            default:
                return nil
            }
        }.first
    }

    /// The identifier of the first segue the body performs on the view controller it is called on
    /// (`performSegue(withIdentifier:sender:)` on `self` or nothing).
    private func firstSegue(in body: CodeBlockSyntax) -> ExprSyntax? {
        body.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> ExprSyntax? in
            guard token.text == "performSegue", let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let member = reference.parent?.as(MemberAccessExprSyntax.self)
            guard member == nil || Self.isSelf(member?.base) else { return nil }
            let called = member.map(ExprSyntax.init) ?? ExprSyntax(reference)
            guard let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id else { return nil }
            return self.argument(call, labelled: "withIdentifier")
        }.first
    }

    /// Where a name the helper passes on comes from; nil when from nothing the call gives or says.
    private func helperName(_ expression: ExprSyntax, signature: HelperSignature) -> InstantiationHelper.Name? {
        if Self.isTypeNameOfSelf(expression) { return .receiverTypeName }
        // `id`, or `id.rawValue` of a parameter whose type is a `String` enum (`fileName` of a storyboard-names enum).
        var parameterReference = expression.as(DeclReferenceExprSyntax.self)
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "rawValue" || Self.fileNameProperties.contains(member.declName.baseName.text)
        {
            parameterReference = member.base?.as(DeclReferenceExprSyntax.self)
        }
        if let reference = parameterReference {
            return signature.parameters.firstIndex { ($0.secondName ?? $0.firstName).text == reference.baseName.text }.map { .argument($0) }
        }
        if let path = constant(expression)?.constantPath { return .constant(path) }
        if let described = Self.describedExpression(expression), let type = described.as(MemberAccessExprSyntax.self),
            type.declName.baseName.tokenKind == .keyword(.self), let generic = type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            signature.generics.contains(generic)
        {
            return signature.typeName(generic)
        }
        return stringLiteral(expression).map { .literal($0.value) }
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
        } else if base == nil || Self.isSelf(base), let owner = enclosingType.map(Identifiers.simpleName), Self.storyboardClasses.contains(owner) {
            helper.storyboardIsReceiver = true
        }
        return true
    }

    /// Whether a call of this name may be a helper's: named like one, or found as one in the project.
    private func mayCallHelper(named name: String) -> Bool {
        (name.hasPrefix("instantiate") || options.helperNames.contains(name)) && !Self.platformInstantiations.contains(name)
    }

    func helperCall(_ call: FunctionCallExprSyntax, enclosingType: String?) -> HelperCall? {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        guard mayCallHelper(named: name), name != "instantiate" || !call.arguments.contains(where: { $0.label?.text == "withOwner" })
        else { return nil }
        let arguments: [HelperCall.Argument] = call.arguments.map { argument in
            let expression = argument.expression
            if let literal = stringLiteral(expression), literal.isQuoted { return .string(literal.value) }
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
        let base = member?.base.map(Self.unwrapped)
        if base == nil || Self.isSelf(base) || base?.trimmedDescription == "Self" {
            receiverType = enclosingType
        } else if let base, Self.isTypePath(base) {
            receiverType = Identifiers.simpleName(base.trimmedDescription)
        } else if let base {
            receiverStoryboard = storyboardReference(ofReceiver: base, at: call)
        }
        let called = member.map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
        return HelperCall(
            name: name, labels: call.arguments.map { $0.label?.text }, arguments: arguments,
            argumentRanges: call.arguments.map { source.range(of: $0.expression) }, nameRange: source.range(of: called), receiverType: receiverType,
            receiverStoryboard: receiverStoryboard, expectedType: expectedType(of: call, target: .initialScene(nil)), enclosingType: enclosingType,
            range: source.range(of: call)
        )
    }
}
