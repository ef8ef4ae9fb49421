@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SwiftSyntax

/// Finds the references' string-based instantiation pattern in a block of statements. Only the
/// exact shape is recorded: anything else between the statements, or another use of the view
/// controller variable after a transition, and the block is left alone. A storyboard variable
/// that later statements read stays out of the pattern, so that replacing it keeps it.
extension FactCollector {
    static func stringInstantiations(
        in block: CodeBlockItemListSyntax, source: SourceBytes, initializerMethodName: String
    ) -> [StringInstantiation] {
        let statements = Array(block)
        var found: [StringInstantiation] = []
        var index = 0
        while index < statements.count {
            guard let match = instantiation(at: index, in: statements, source: source, initializerMethodName: initializerMethodName) else {
                index += 1
                continue
            }
            found.append(match.fact)
            index = match.next
        }
        return found
    }

    private static func instantiation(
        at start: Int, in statements: [CodeBlockItemSyntax], source: SourceBytes, initializerMethodName: String
    ) -> (fact: StringInstantiation, next: Int)? {
        var index = start
        // `let storyboard = UIStoryboard(name: "X", bundle: nil)`, or the storyboard inline.
        var storyboardVariable: (name: String, storyboardName: String)?
        if let (_, name, value) = binding(statements[index]), let storyboardName = storyboardLiteral(value) {
            storyboardVariable = (name, storyboardName)
            index += 1
        }
        guard index < statements.count, let (specifier, variable, value) = binding(statements[index]),
            let (call, castType) = forcedCast(value, source: source),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "instantiateViewController",
            let identifier = onlyArgument(call, label: "withIdentifier").flatMap(stringLiteral),
            let base = access.base
        else { return nil }
        let storyboardName: String
        if let storyboardVariable, base.as(DeclReferenceExprSyntax.self)?.baseName.text == storyboardVariable.name {
            storyboardName = storyboardVariable.storyboardName
        } else if storyboardVariable == nil, let inline = storyboardLiteral(base) {
            storyboardName = inline
        } else {
            return nil
        }
        index += 1
        var arguments: [StringInstantiation.Argument]?
        if index < statements.count, let call = expressionCall(statements[index]), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == initializerMethodName, isReference(member.base, to: variable), call.trailingClosure == nil
        {
            arguments = call.arguments.map { StringInstantiation.Argument(label: $0.label?.text, expression: source.text(of: $0.expression)) }
            index += 1
        }
        var assignments: [PropertyAssignment] = []
        while index < statements.count, let assignment = propertyAssignment(statements[index], on: variable, source: source) {
            assignments.append(assignment)
            index += 1
        }
        var transition: StringInstantiation.Transition?
        if index < statements.count, let call = expressionCall(statements[index]),
            let found = Self.transition(call, variable: variable, source: source)
        {
            transition = found
            index += 1
            // Removing `let vc` must not break a later use of it.
            if statements[index...].contains(where: { source.mentions(variable, in: $0) }) { return nil }
        }
        // `let storyboard` goes with the pattern only when nothing else reads it.
        let instantiationStatement = storyboardVariable == nil ? start : start + 1
        let keepsStoryboard =
            storyboardVariable.map { variable in
                statements[(instantiationStatement + 1)...].contains { source.mentions(variable.name, in: $0) }
            } ?? false
        let first = statements[keepsStoryboard ? instantiationStatement : start]
        let fact = StringInstantiation(
            storyboardName: storyboardName, identifier: identifier, castType: castType, variable: variable, bindingSpecifier: specifier,
            initializerArguments: arguments, propertyAssignments: assignments, transition: transition,
            range: ByteRange(source.range(of: first).lowerBound, source.range(of: statements[index - 1]).upperBound),
            indentation: Self.lastLine(of: first.leadingTrivia.description)
        )
        return (fact, index)
    }

    /// What follows the last line break (the whole text when there is none).
    private static func lastLine(of text: String) -> String {
        text.lastIndex(of: "\n").map { String(text[text.index(after: $0)...]) } ?? text
    }

    /// `let name = value` (or `var`) with one binding and an identifier pattern → (`let`/`var`, name, value).
    private static func binding(_ statement: CodeBlockItemSyntax) -> (String, String, ExprSyntax)? {
        guard let declaration = statement.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
            let binding = declaration.bindings.first, binding.typeAnnotation == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
        else { return nil }
        return (declaration.bindingSpecifier.text, name, value)
    }

    /// `vc.property = value` (unfolded, as the parser leaves it), where `value` does not read `vc`:
    /// it is evaluated before the view controller exists once the statement moves into a factory call.
    private static func propertyAssignment(_ statement: CodeBlockItemSyntax, on variable: String, source: SourceBytes) -> PropertyAssignment? {
        guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let target = elements[0].as(MemberAccessExprSyntax.self), isReference(target.base, to: variable),
            elements[1].is(AssignmentExprSyntax.self),
            !source.mentions(variable, in: elements[2])
        else { return nil }
        return PropertyAssignment(property: target.declName.baseName.text, value: source.text(of: elements[2]))
    }

    private static func expressionCall(_ statement: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)
    }

    /// `UIStoryboard(name: "X", bundle: …)` → "X".
    private static func storyboardLiteral(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
            call.arguments.count == 2, let name = call.arguments.first, name.label?.text == "name", call.arguments.last?.label?.text == "bundle"
        else { return nil }
        return stringLiteral(name.expression)
    }

    /// A string literal without interpolation.
    private static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    private static func onlyArgument(_ call: FunctionCallExprSyntax, label: String) -> ExprSyntax? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == label else { return nil }
        return argument.expression
    }

    /// `<call> as! Type` (unfolded, as the parser leaves it) → the call and the type's text.
    private static func forcedCast(_ expression: ExprSyntax, source: SourceBytes) -> (FunctionCallExprSyntax, String)? {
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .exclamationMark,
            let call = cast.expression.as(FunctionCallExprSyntax.self)
        {
            return (call, source.text(of: cast.type))
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let call = elements[0].as(FunctionCallExprSyntax.self), let cast = elements[1].as(UnresolvedAsExprSyntax.self),
            cast.questionOrExclamationMark?.tokenKind == .exclamationMark, let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return (call, source.text(of: type.type))
    }

    private static func isReference(_ expression: ExprSyntax?, to variable: String) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable
    }

    /// `nav.pushViewController(vc, animated: x)`, `p.present(vc, animated: x[, completion: nil])`, `present(vc, …)`.
    private static func transition(_ call: FunctionCallExprSyntax, variable: String, source: SourceBytes) -> StringInstantiation.Transition? {
        let arguments = Array(call.arguments)
        guard arguments.count >= 2, arguments[0].label == nil, isReference(arguments[0].expression, to: variable),
            arguments[1].label?.text == "animated", call.trailingClosure == nil
        else { return nil }
        if arguments.count == 3, !(arguments[2].label?.text == "completion" && arguments[2].expression.is(NilLiteralExprSyntax.self)) {
            return nil
        }
        let animated = source.text(of: arguments[1].expression)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "pushViewController" where arguments.count == 2: return .push(navigation: source.text(of: base), animated: animated)
            case "present": return .present(presenter: source.text(of: base), animated: animated)
            default: return nil
            }
        }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "present" {
            return .present(presenter: nil, animated: animated)
        }
        return nil
    }
}
