@_spi(Scenery) import SceneryProjectModel
import SwiftSyntax

/// Storyboard-names enums (`UIStoryboard.Name`, Andyy Hope's `UIStoryboard.Storyboard`, any enum
/// nested in `UIStoryboard` or `NSStoryboard`): each declaration is reported where it stands (the
/// enum with its cases, an extension with its `fileName`), as `StoryboardNameEnum` describes; the
/// index joins them.
extension FactCollector {
    static let storyboardClasses: Set<String> = ["UIStoryboard", "NSStoryboard"]
    /// The property names a storyboard-names enum maps its raw value with.
    static let fileNameProperties: Set<String> = ["fileName", "filename"]

    func storyboardNameEnum(_ node: EnumDeclSyntax, nestingPath: [String]) -> StoryboardNameEnum? {
        // Nested in `UIStoryboard`/`NSStoryboard`, or at file scope named for storyboards
        // (`enum StoryboardNames: String`, `enum AppStoryboard: String`).
        let isNested = nestingPath.count == 1 && nestingPath.first.map(Self.storyboardClasses.contains) == true
        guard isNested || nestingPath.isEmpty && Self.namesStoryboards(node.name.text) else { return nil }
        var cases: [StoryboardNameCase] = []
        Self.forEachMember(in: node.memberBlock.members) { decl in
            guard let caseDecl = decl.as(EnumCaseDeclSyntax.self) else { return }
            // Not `filter`: on a syntax collection it builds a new tree up to the file's root.
            for element in caseDecl.elements where element.name.presence == .present { cases.append(stringCase(element)) }
        }
        let mapping = fileNameMapping(in: node.memberBlock)
        guard Self.hasStringRawValues(node) || mapping != nil else { return nil }
        return StoryboardNameEnum(
            qualifiedName: (nestingPath + [node.name.text]).joined(separator: "."), cases: cases, fileNameMapping: mapping?.mapping ?? .rawValue,
            fileNameProperty: mapping?.property, access: Self.access(of: node), nameRange: source.range(of: node.name), range: source.range(of: node)
        )
    }

    /// `enum Name` in `public extension UIStoryboard` is public, `public enum Name` in an internal
    /// extension internal: a member's level, by default its extension's, never more than its extension's.
    private static func access(of node: EnumDeclSyntax) -> AccessLevel {
        let own = ModifierSummary(node.modifiers).access
        var ancestor = node.parent
        while let current = ancestor, !current.is(SourceFileSyntax.self) {
            if let enclosing = current.as(ExtensionDeclSyntax.self) {
                guard let extensionAccess = ModifierSummary(enclosing.modifiers).access else { break }
                return min(own ?? extensionAccess, extensionAccess)
            }
            ancestor = current.parent
        }
        return own ?? .internal
    }

    /// `Storyboard`, `AppStoryboards`, `StoryboardNames`, `StoryboardFile`: an enum of storyboards, by
    /// its name; not `ViewControllerStoryboardIdentifier` or `StoryboardSegue`, enums of other names.
    static func namesStoryboards(_ enumName: String) -> Bool {
        ["", "s", "Name", "Names", "File", "Files"].contains { enumName.hasSuffix("Storyboard" + $0) }
    }

    func storyboardNameExtension(_ node: ExtensionDeclSyntax) -> StoryboardNameEnum? {
        let components = Self.typeNameComponents(node.extendedType)
        guard components.count == 2, Self.storyboardClasses.contains(components[0]) else { return nil }
        let mapping = fileNameMapping(in: node.memberBlock)
        // AppKit's `NSStoryboard.Name` is `String`, so its names are static constants of an extension.
        let constants = components == ["NSStoryboard", "Name"] ? storyboardNameConstants(in: node.memberBlock) : []
        guard mapping != nil || !constants.isEmpty else { return nil }
        return StoryboardNameEnum(
            qualifiedName: components.joined(separator: "."), cases: constants, fileNameMapping: mapping?.mapping ?? .rawValue,
            fileNameProperty: mapping?.property, nameRange: source.range(of: node.extendedType), range: source.range(of: node)
        )
    }

    /// `static let main: NSStoryboard.Name = "Main"`, `static let main = NSStoryboard.Name("Main")`:
    /// each constant is a case whose raw value is the storyboard's file name.
    private func storyboardNameConstants(in block: MemberBlockSyntax) -> [StoryboardNameCase] {
        var constants: [StoryboardNameCase] = []
        Self.forEachMember(in: block.members) { decl in
            guard let variable = decl.as(VariableDeclSyntax.self), ModifierSummary(variable.modifiers).isStatic else { return }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                    let literal = valueExpression(of: binding).flatMap(storyboardNameLiteral)
                else { continue }
                constants.append(
                    StoryboardNameCase(name: name.text, rawValue: literal.value, nameRange: source.range(of: name), rawValueRange: literal.range))
            }
        }
        return constants
    }

    /// `"Main"`, `NSStoryboard.Name("Main")`, `Name("Main")`.
    private func storyboardNameLiteral(_ expression: ExprSyntax) -> Literal? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return stringLiteral(expression) }
        guard ["NSStoryboard.Name", "Name"].contains(call.calledExpression.trimmedDescription), call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil
        else { return nil }
        return stringLiteral(only.expression)
    }

    /// The raw value types that are `String`: the platform's name types are aliases of it.
    static let stringRawValueTypes: Set<String> = [
        "String", "Swift.String", "NSStoryboard.Name", "NSStoryboard.SceneIdentifier", "NSStoryboardSegue.Identifier", "NSNib.Name",
    ]

    static func hasStringRawValues(_ node: EnumDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { stringRawValueTypes.contains($0.type.trimmedDescription) } ?? false
    }

    /// A case of a `String` enum with its raw value (the case's name when none is written).
    func stringCase(_ element: EnumCaseElementSyntax) -> StoryboardNameCase {
        let name = element.name.text
        guard let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), let first = literal.segments.first,
            let last = literal.segments.last, literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        else {
            return StoryboardNameCase(name: name, rawValue: name, nameRange: source.range(of: element.name))
        }
        // The contents between the quotes (an empty literal has no segment to take a range from).
        let contents = source.range(from: first, through: last)
        return StoryboardNameCase(name: name, rawValue: source.text(in: contents), nameRange: source.range(of: element.name), rawValueRange: contents)
    }

    /// The file-name property declared in `block` and how it maps a raw value; nil when there is none.
    private func fileNameMapping(in block: MemberBlockSyntax) -> (property: String, mapping: FileNameMapping)? {
        var found: (property: String, mapping: FileNameMapping)?
        Self.forEachMember(in: block.members) { decl in
            guard found == nil, let variable = decl.as(VariableDeclSyntax.self), !ModifierSummary(variable.modifiers).isStatic,
                let binding = variable.bindings.first(where: {
                    Self.fileNameProperties.contains($0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "")
                }),
                let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return }
            if let expression = valueExpression(of: binding) {
                found = (property, Self.evaluateFileName(expression) ?? .unevaluable(expression: source.text(of: expression)))
            } else {
                let body = Self.getterStatements(of: binding).map(source.text(of:)) ?? source.text(of: binding)
                found = (property, .unevaluable(expression: body))
            }
        }
        return found
    }

    /// `rawValue`, `rawValue.capitalized`, `rawValue.uppercasedFirstLetter()` and its spellings.
    static func evaluateFileName(_ expression: ExprSyntax) -> FileNameMapping? {
        if isRawValue(expression) { return .rawValue }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, isRawValue(base),
            isUppercaseFirstName(member.declName.baseName.text)
        {
            return .uppercasedFirstLetter
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, isRawValue(base) {
            let name = member.declName.baseName.text
            if name == "capitalized" { return .capitalized }
            if isUppercaseFirstName(name) { return .uppercasedFirstLetter }
        }
        return nil
    }

    /// `rawValue` or `self.rawValue`.
    private static func isRawValue(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "rawValue"
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return base.baseName.tokenKind == .keyword(.self)
    }

    /// `uppercasedFirstLetter`, `capitalizingFirstLetter`, `firstUppercased`, `uppercaseFirst`...
    private static func isUppercaseFirstName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return lowercased.contains("first") && (lowercased.contains("upper") || lowercased.contains("capitaliz"))
    }
}
