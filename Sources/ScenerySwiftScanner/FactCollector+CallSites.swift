@_spi(Scenery) import SceneryProjectModel
import SwiftSyntax

extension FactCollector {
    /// `<base>.create|push|present.<name>(...)` (the base may be any expression, optional
    /// chaining included, or absent), or a call of the initializer method other than `super.`'s.
    /// Argument labels are those inside the parentheses; trailing closures are not listed.
    func callSite(_ call: FunctionCallExprSyntax, enclosingType: String?) -> CallSite? {
        let calledName: TokenSyntax
        let kind: CallKind
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calledName = member.declName.baseName
            if let namespace = member.base, let factoryKind = Self.factoryKind(of: namespace) {
                kind = factoryKind
            } else if calledName.text == options.initializerMethodName, member.base?.is(SuperExprSyntax.self) != true {
                kind = .initializerMethod
            } else {
                return nil
            }
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text == options.initializerMethodName
        {
            calledName = reference.baseName
            kind = .initializerMethod
        } else {
            return nil
        }
        guard calledName.presence == .present else { return nil }
        return CallSite(
            kind: kind,
            name: calledName.text,
            argumentLabels: call.arguments.map { $0.label?.text },
            nameRange: source.range(of: calledName),
            range: source.range(of: call),
            enclosingType: enclosingType
        )
    }

    /// The namespace of `x.create.name(...)`: the member or bare name before the factory's name.
    private static func factoryKind(of namespace: ExprSyntax) -> CallKind? {
        let name: TokenSyntax
        if let member = namespace.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName
        } else if let reference = namespace.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else {
            return nil
        }
        switch name.text {
        case "create": return .create
        case "push": return .push
        case "present": return .present
        default: return nil
        }
    }
}
