@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SwiftSyntax

extension FactCollector {
    /// `Name(…)`, `Outer.Name(…)` or `Name.member(…)` of a name that may be a screen's, with what
    /// the code does with its result; not the storyboard's own `init(coder:…)`. Recorded only where the bytes show the call as the lexer
    /// reads it (`BodyElision.isTypeCall`), so that an elided scan records the same calls.
    func typeCall(_ call: FunctionCallExprSyntax, enclosingType: String?) -> TypeCall? {
        let name: TokenSyntax
        let path: [String]
        let member: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName
            path = [name.text]
            member = nil
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
            let base = access.base
        {
            let called = access.declName.baseName
            if let first = called.text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                // `Outer.Name(…)`: a nested type.
                guard let outer = Self.typePath(base) else { return nil }
                name = called
                path = outer.path + [called.text]
                member = nil
            } else {
                guard let type = Self.typePath(base) else { return nil }
                name = type.last
                path = type.path
                member = called.text
            }
        } else {
            return nil
        }
        // `X(coder: coder, …)` in `instantiateViewController(identifier:creator:)`'s closure: the storyboard makes it.
        guard !call.arguments.contains(where: { $0.label?.text == "coder" }) else { return nil }
        let nameRange = source.range(of: name)
        guard name.presence == .present, BodyElision.isTypeCall(source.bytes, nameStart: nameRange.lowerBound, nameEnd: nameRange.upperBound)
        else { return nil }
        // A view a hosting controller shows is one whatever its name; other calls may make a screen
        // only when they name one of the project's classes.
        let isHostedView = member == nil && Self.isHostingRoot(Syntax(call))
        guard isHostedView || options.screenTypeNames.contains(name.text) else { return nil }
        return TypeCall(
            typeName: path.joined(separator: "."), member: member, argumentLabels: call.arguments.map { $0.label?.text },
            use: use(of: Syntax(call), bindingsFollowed: 2), nameRange: nameRange,
            range: source.range(of: call), enclosingType: enclosingType, isHostedView: isHostedView
        )
    }

    /// `expression` is what a hosting controller is made to show: `UIHostingController(rootView: expression)`.
    private static func isHostingRoot(_ expression: Syntax) -> Bool {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let called = calledName(call)
        else { return false }
        return isHostingRoot(argument, of: called)
    }

    /// The argument gives the view a hosting controller (`called`) shows: its `rootView:`.
    private static func isHostingRoot(_ argument: LabeledExprSyntax, of called: String) -> Bool {
        BodyElision.namesHostingController(called.utf8) && argument.label?.text == "rootView"
    }

    /// `A`, `A.B`: names that all start with an uppercase letter, with the last one's token.
    private static func typePath(_ expression: ExprSyntax) -> (path: [String], last: TokenSyntax)? {
        let isTypeName = { (token: TokenSyntax) in token.text.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, isTypeName(reference.baseName) {
            return ([reference.baseName.text], reference.baseName)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, isTypeName(access.declName.baseName),
            let outer = typePath(base)
        {
            return (outer.path + [access.declName.baseName.text], access.declName.baseName)
        }
        return nil
    }

    /// What the code does with the value of `expression`: the call it is the first argument of
    /// (through parentheses, `?`, `!`, `try`, `await`, an array literal, a navigation controller's
    /// `rootViewController:`), or, for the value of a local `let`/`var`, the first use of the
    /// variable later in its block that pushes or presents it (following at most
    /// `bindingsFollowed` such variables: `let nav = UINavigationController(rootViewController: vc)`).
    private func use(of expression: Syntax, bindingsFollowed: Int) -> TypeCall.Use {
        var node = expression
        while let parent = node.parent {
            switch parent.kind {
            case .optionalChainingExpr, .forceUnwrapExpr, .tryExpr, .awaitExpr, .arrayElement, .arrayElementList, .arrayExpr:
                node = parent
            case .labeledExpr:
                guard let argument = parent.as(LabeledExprSyntax.self), let list = parent.parent?.as(LabeledExprListSyntax.self) else {
                    return .create
                }
                if let tuple = list.parent?.as(TupleExprSyntax.self), list.count == 1 {
                    node = Syntax(tuple)
                    continue
                }
                guard let call = list.parent?.as(FunctionCallExprSyntax.self), let called = Self.calledName(call) else { return .create }
                let isFirst = list.first?.id == argument.id
                if isFirst, ["pushViewController", "setViewControllers", "show"].contains(called) { return .push }
                if isFirst, called == "present" { return .present }
                // `UINavigationController(rootViewController: vc)` goes where the navigation controller goes,
                // `UIHostingController(rootView: v)` where the hosting controller goes.
                guard
                    called.hasSuffix("NavigationController") && argument.label?.text == "rootViewController"
                        || Self.isHostingRoot(argument, of: called)
                else { return .create }
                node = Syntax(call)
            case .initializerClause:
                guard bindingsFollowed > 0, let bound = parent.as(InitializerClauseSyntax.self).flatMap(LaterReads.init) else { return .create }
                for reference in bound.reads {
                    let use = use(of: reference, bindingsFollowed: bindingsFollowed - 1)
                    if use != .create { return use }
                }
                return .create
            default:
                return .create
            }
        }
        return .create
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        // `UIHostingController<SettingsView>(rootView:)`: the generic type's name.
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let access = called.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        return called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

/// The variable a `let` or `var` statement of a block binds an initializer's value to, and where
/// the block's later statements read it: walked a statement at a time as the reads are asked
/// for, so that a caller that finds what it looks for walks no further.
struct LaterReads {
    let binding: PatternBindingSyntax
    private let variable: String
    private let statements: Slice<CodeBlockItemListSyntax>

    init?(_ initializer: InitializerClauseSyntax) {
        guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
            let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let statement = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self),
            let block = statement.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        self.binding = binding
        self.variable = variable
        statements = block.drop { $0.id != statement.id }.dropFirst()
    }

    var reads: some Sequence<Syntax> {
        statements.lazy.flatMap { [variable] statement in
            let references = VariableReferences(name: variable)
            references.walk(statement)
            return references.found
        }
    }
}

/// Where a block's statement reads a variable by name, outside nested functions and types (whose
/// code runs when they are called, and whose bodies an elided scan may have cut).
private final class VariableReferences: BodyVisitor {
    let name: String
    private(set) var found: [Syntax] = []

    init(name: String) {
        self.name = name
        super.init()
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name, node.argumentNames == nil { found.append(Syntax(node)) }
        return .skipChildren
    }
}
