@_spi(Scenery) import SceneryProjectModel
import SwiftSyntax

/// The values of static properties that conventions read: storyboard and nib names, identifiers,
/// Reusable's `sceneStoryboard`/`nib`, SwiftGen's scene declarations.
extension FactCollector {
    func constantValue(_ expression: ExprSyntax) -> ConstantValue? {
        if let literal = stringLiteral(expression) { return .string(literal) }
        if Self.isTypeNameOfSelf(expression) { return .typeName }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            member.base == nil || Self.isTypePath(member.base)
        {
            return .enumCase(member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let storyboard = storyboardReference(creatingStoryboard: call) { return .storyboard(storyboard) }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
            let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = generic.genericArgumentClause.arguments.first
        {
            // SwiftGen writes `App.ProfileViewController`: the module is not part of the class name.
            let type = String(argument.argument.trimmedDescription.split(separator: ".").last ?? "")
            switch name {
            case "SceneType":
                guard let identifier = call.arguments.first(where: { $0.label?.text == "identifier" }).flatMap({ stringLiteral($0.expression) })
                else { return nil }
                return .swiftGenScene(type: type, identifier: identifier)
            case "InitialSceneType":
                return .swiftGenInitialScene(type: type)
            default:
                return nil
            }
        }
        if call.calledExpression.as(DeclReferenceExprSyntax.self).map({ $0.baseName.text == "UINib" || $0.baseName.text == "NSNib" }) == true,
            let name = call.arguments.first(where: { $0.label?.text == "nibName" || $0.label?.text == "nibNamed" })?.expression
        {
            if let literal = stringLiteral(name) { return .nib(literal) }
            return Self.isTypeNameOfSelf(name) ? .nib(nil) : nil
        }
        return nil
    }

    /// The cases of a `String` enum as static constants whose values are their raw values
    /// (unquoted when implied by the case's name), for `StringConstants`.
    func stringCaseConstants(_ node: EnumDeclSyntax) -> [PropertyDecl] {
        guard Self.hasStringRawValues(node) else { return [] }
        var constants: [PropertyDecl] = []
        Self.forEachMember(in: node.memberBlock.members) { decl in
            guard let caseDecl = decl.as(EnumCaseDeclSyntax.self) else { return }
            for element in caseDecl.elements where element.name.presence == .present {
                let read = stringCase(element)
                let value = Literal(read.rawValue, range: read.rawValueRange ?? read.nameRange, isQuoted: read.rawValueRange != nil)
                constants.append(
                    PropertyDecl(
                        name: read.name, isStatic: true, isConstant: true, constant: .string(value), nameRange: read.nameRange,
                        range: source.range(of: element)
                    ))
            }
        }
        return constants
    }

    /// `String(describing: self)`, `String(describing: Self.self)`, `"\(self)"`, `"\(Self.self)"`.
    static func isTypeNameOfSelf(_ expression: ExprSyntax) -> Bool {
        describedExpression(expression).map(isSelfOrSelfType) ?? false
    }

    /// `X` in `String(describing: X.self)` or `"\(X.self)"`, for a type written by name (not `self`).
    static func describedType(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let described = describedExpression(expression), let member = described.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self), let base = member.base, isTypePath(base), base.trimmedDescription != "Self",
            !isGenericParameter(base.trimmedDescription, around: expression)
        else { return nil }
        return base
    }

    /// `name` is a generic parameter of a function or type around `node` (known only where it is used).
    static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            let clause =
                ancestor.as(FunctionDeclSyntax.self)?.genericParameterClause ?? ancestor.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? ancestor.as(ClassDeclSyntax.self)?.genericParameterClause ?? ancestor.as(StructDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = ancestor.parent
        }
        return false
    }

    /// What `String(describing: x)`, `"\(x)"` (nothing else in the string) or
    /// `NSStringFromClass(x).components(separatedBy: ".").last` (the class's name without its module) describes.
    static func describedExpression(_ expression: ExprSyntax) -> ExprSyntax? {
        if let described = classNameWithoutModule(unwrapped(expression)) { return described }
        // `… .last ?? ""`, before operator folding the sequence `… .last`, `??`, `""`.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first, let operation = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
            operation.operator.text == "??", let described = classNameWithoutModule(unwrapped(first))
        {
            return described
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing"
        {
            return argument.expression
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        // The parser puts empty text segments around a lone interpolation. Read in place: `filter`
        // on a syntax collection builds a new tree up to the file's root, for every literal.
        var interpolation: ExpressionSegmentSyntax?
        for segment in literal.segments {
            switch segment {
            // By length: the text itself would be a new string for every literal.
            case .stringSegment(let text) where text.content.trimmedLength.utf8Length == 0: continue
            case .expressionSegment(let found) where interpolation == nil: interpolation = found
            default: return nil
            }
        }
        guard let interpolation, interpolation.expressions.count == 1, let only = interpolation.expressions.first else { return nil }
        return only.expression
    }

    /// `x` of `NSStringFromClass(x).components(separatedBy: ".").last`.
    private static func classNameWithoutModule(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let last = expression.as(MemberAccessExprSyntax.self), last.declName.baseName.text == "last",
            let components = last.base?.as(FunctionCallExprSyntax.self), components.arguments.count == 1,
            components.arguments.first?.label?.text == "separatedBy",
            components.arguments.first.flatMap({ $0.expression.as(StringLiteralExprSyntax.self) })?.segments.trimmedDescription == ".",
            components.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "components",
            let fromClass = components.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
            fromClass.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSStringFromClass", fromClass.arguments.count == 1
        else { return nil }
        return fromClass.arguments.first?.expression
    }

    /// `self`, `Self.self`, `type(of: self)`.
    private static func isSelfOrSelfType(_ expression: ExprSyntax) -> Bool {
        if isSelf(expression) { return true }
        if isTypeOfSelf(expression) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self) else { return false }
        return member.base?.trimmedDescription == "Self"
    }
}
