@_spi(Scenery) import SceneryProjectModel
import SwiftSyntax

/// The segue identifiers a view controller compares where it decides per segue: in
/// `prepare(for segue:sender:)`, `segue.identifier` (or a local bound to it); in
/// `shouldPerformSegue(withIdentifier identifier:sender:)`, its parameter when named `identifier`
/// (as Xcode writes it); each compared with `==`, `!=` or `~=`, or matched by a `case` of a `switch`
/// over it. Either way the body names `identifier`, one of `BodyElision`'s triggers, so elision
/// keeps the bodies that compare and the facts do not depend on it (a body that names no trigger,
/// the benchmarks' `prepare(for:sender:)` that only hands dependencies over, is still cut).
extension FactCollector {
    /// The names of the methods whose bodies are read for comparisons.
    private static let segueDecidingMethods = ["prepare", "shouldPerformSegue"]

    /// The comparisons in `function`'s body when it is a segue-deciding method of a type.
    func comparedSegueIdentifiers(in function: FunctionDeclSyntax, enclosingType: String?) -> [SegueComparison] {
        guard Self.segueDecidingMethods.contains(function.name.text), let body = function.body, let enclosingType,
            Self.declarationContext(of: function)?.isEmpty == false, let identifier = Self.comparedIdentifier(of: function)
        else { return [] }
        let reader = SegueComparisonReader(collector: self, identifier: identifier)
        reader.walk(body)
        return reader.found.map { SegueComparison(identifier: $0, enclosingType: enclosingType) }
    }

    /// What names the segue's identifier in the method: `segue.identifier` (a parameter's member)
    /// or `identifier` (the parameter itself).
    private static func comparedIdentifier(of function: FunctionDeclSyntax) -> SegueComparisonReader.Identifier? {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == 2, parameters[1].firstName.text == "sender" else { return nil }
        let first = parameters[0]
        let name = (first.secondName ?? first.firstName).text
        switch (function.name.text, first.firstName.text) {
        case ("prepare", "for"): return .member(of: name)
        case ("shouldPerformSegue", "withIdentifier") where name == "identifier": return .parameter(name)
        default: return nil
        }
    }
}

/// Walks one method's body for comparisons of the segue's identifier (not nested functions' and
/// types': `BodyElision` may cut their bodies, and the facts must not depend on it).
private final class SegueComparisonReader: BodyVisitor {
    enum Identifier {
        /// `segue.identifier` for the parameter `segue`.
        case member(of: String)
        /// The parameter itself.
        case parameter(String)
    }

    let collector: FactCollector
    let identifier: Identifier
    /// Locals bound to the identifier (`if let id = segue.identifier`).
    private var aliases: Set<String> = []
    private(set) var found: [Literal] = []

    init(collector: FactCollector, identifier: Identifier) {
        self.collector = collector
        self.identifier = identifier
        super.init()
    }

    /// `segue.identifier`, `segue.identifier!`, `(identifier)`, `segue.identifier ?? ""`, or an alias.
    private func namesIdentifier(_ expression: ExprSyntax) -> Bool {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return false }
            return namesIdentifier(elements[0])
        }
        let expression = FactCollector.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .parameter(let parameter) = identifier, name == parameter { return true }
            return aliases.contains(name)
        }
        guard case .member(let parameter) = identifier, let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "identifier", member.declName.argumentNames == nil,
            let base = member.base.map(FactCollector.unwrapped)?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return base.baseName.text == parameter
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, namesIdentifier(value), let name = node.pattern.as(IdentifierPatternSyntax.self) {
            aliases.insert(name.identifier.text)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, namesIdentifier(value), let name = node.pattern.as(IdentifierPatternSyntax.self) {
            aliases.insert(name.identifier.text)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() {
            guard let operation = elements[index].as(BinaryOperatorExprSyntax.self), ["==", "!=", "~="].contains(operation.operator.text) else {
                continue
            }
            let (left, right) = (elements[index - 1], elements[index + 1])
            if namesIdentifier(left), let name = collector.nameValue(right) {
                found.append(name)
            } else if namesIdentifier(right), let name = collector.nameValue(left) {
                found.append(name)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard namesIdentifier(node.subject) else { return .visitChildren }
        for element in node.cases {
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                // `case "showDetail":`, and `case "showDetail"?:` over the optional.
                guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { continue }
                if let name = collector.nameValue(FactCollector.unwrapped(pattern.expression)) { found.append(name) }
            }
        }
        return .visitChildren
    }
}
