@_spi(Scenery) import SceneryProjectModel
import SwiftSyntax

/// The project's own instantiation helpers (`instantiateFromStoryboard()`, `instantiate(_:)`,
/// `loadFromStoryboard(named:)`) and the calls of functions named like them: summaries of what
/// each helper passes to UIKit's or AppKit's call, which the join applies to each call. A helper's
/// body calls the platform, a trigger, so it is always parsed; its callers are parsed when its
/// name starts with `instantiate` (a trigger too) or is among `SwiftScanOptions.helperNames`.
extension FactCollector {
    /// The platform's calls that instantiate from a storyboard.
    static let platformInstantiations: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "instantiateController", "instantiateInitialController",
    ]

    func instantiationHelper(_ node: FunctionDeclSyntax, enclosingType: String?) -> InstantiationHelper? {
        let name = node.name.text
        guard !Self.platformInstantiations.contains(name), let body = node.body else { return nil }
        let parameters = Array(node.signature.parameterClause.parameters)
        let generics = node.genericParameterClause?.parameters.map(\.name.text) ?? []
        // The platform call it makes: the first in its body.
        guard let call = body.tokens(viewMode: .sourceAccurate).lazy.compactMap({ token -> FunctionCallExprSyntax? in
            guard Self.platformInstantiations.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let called = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
            return called.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == called.id ? $0 : nil }
        }).first
        else { return nil }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let calledName = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        func helperName(_ expression: ExprSyntax) -> InstantiationHelper.Name? {
            if Self.isTypeNameOfSelf(expression) { return .receiverTypeName }
            // `id`, or `id.rawValue` of a parameter whose type is a `String` enum (`fileName` of a storyboard-names enum).
            var parameterReference = expression.as(DeclReferenceExprSyntax.self)
            if let member = expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "rawValue" || Self.fileNameProperties.contains(member.declName.baseName.text)
            {
                parameterReference = member.base?.as(DeclReferenceExprSyntax.self)
            }
            if let reference = parameterReference {
                return parameters.firstIndex { ($0.secondName ?? $0.firstName).text == reference.baseName.text }.map { .argument($0) }
            }
            if let path = constant(expression)?.constantPath { return .constant(path) }
            if let described = Self.describedExpression(expression), let type = described.as(MemberAccessExprSyntax.self),
                type.declName.baseName.tokenKind == .keyword(.self), let generic = type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                generics.contains(generic)
            {
                return parameters.firstIndex { $0.type.trimmedDescription == generic + ".Type" }.map { .typeArgument($0) }
            }
            return stringLiteral(expression).map { .literal($0.value) }
        }
        let isIdentified = calledName == "instantiateViewController" || calledName == "instantiateController"
        var identifier: InstantiationHelper.Name?
        if isIdentified {
            guard let given = argument(call, labelled: "withIdentifier") ?? argument(call, labelled: "identifier"), let name = helperName(given) else { return nil }
            identifier = name
        }
        // The storyboard: made in place or in a local, or the storyboard the helper is a method of.
        var storyboard: InstantiationHelper.Name?
        var storyboardIsReceiver = false
        var base = member?.base.map(Self.unwrapped)
        if let reference = base?.as(DeclReferenceExprSyntax.self), case .value(let value)? = Self.binding(of: reference.baseName.text, before: call) {
            base = value
        }
        if let creating = base?.as(FunctionCallExprSyntax.self), let nameArgument = argument(creating, labelled: "name") {
            storyboard = helperName(nameArgument)
            if storyboard == nil { return nil }
        } else if base == nil || Self.isSelf(base), let owner = enclosingType.map(Identifiers.simpleName), Self.storyboardClasses.contains(owner) {
            storyboardIsReceiver = true
        }
        let returned = node.signature.returnClause?.type.trimmedDescription
        let returnedClass: InstantiationHelper.Name? = switch returned {
        case "Self"?: .receiverTypeName
        case let type? where generics.contains(type): parameters.firstIndex { $0.type.trimmedDescription == type + ".Type" }.map { .typeArgument($0) }
        default: nil
        }
        let helper = InstantiationHelper(
            name: name, labels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }, storyboard: storyboard,
            storyboardIsReceiver: storyboardIsReceiver, identifier: identifier, returnedClass: returnedClass,
            parameterTypes: parameters.map { $0.type.trimmedDescription }
        )
        // A helper that names everything itself is checked where it calls the platform.
        return helper.takesNamesFromItsCaller ? helper : nil
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
            // `.checkout` (a case of the parameter's type), `SceneID.checkout`, `Constants.checkout`.
            if member.base == nil, member.declName.argumentNames == nil { return .constant(source.text(of: expression)) }
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
        return HelperCall(
            name: name, labels: call.arguments.map { $0.label?.text }, arguments: arguments, receiverType: receiverType,
            receiverStoryboard: receiverStoryboard, expectedType: expectedType(of: call, target: .initialScene(nil)), enclosingType: enclosingType,
            range: source.range(of: call)
        )
    }
}
