@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SwiftSyntax

/// The single pass over a file's tree. Declarations are read where they stand (their members
/// straight from their member block); bodies are still walked, for call sites.
final class FactCollector: SyntaxVisitor {
    let source: SourceBytes
    let options: SwiftScanOptions
    private(set) var types: [TypeDecl] = []
    private(set) var extensions: [ExtensionDecl] = []
    private(set) var storyboardNameEnums: [StoryboardNameEnum] = []
    private(set) var callSites: [CallSite] = []
    private(set) var typeCalls: [TypeCall] = []
    private(set) var stringInstantiations: [StringInstantiation] = []
    private(set) var interfaceUses: [InterfaceUse] = []
    private(set) var instantiationHelpers: [InstantiationHelper] = []
    private(set) var helperCalls: [HelperCall] = []
    private(set) var segueComparisons: [SegueComparison] = []

    /// The recorded types and extensions around the current node, innermost last, for
    /// `CallSite.enclosingType`, with where each is in `types` or `extensions`.
    private var enclosingDeclarations: [(id: SyntaxIdentifier, qualifiedName: String, slot: DeclarationSlot)] = []

    enum DeclarationSlot {
        case type(Int)
        case `extension`(Int)
    }
    /// The functions (and computed properties) around the current node, innermost last, for
    /// `InterfaceUse.enclosingFunction`.
    private var enclosingFunctions: [(id: SyntaxIdentifier, name: String)] = []
    /// The functions around the current node, innermost last, with the calls of their bodies a
    /// helper wraps, for `instantiationHelper`.
    private var enclosingFunctionCalls: [(id: SyntaxIdentifier, calls: WrappedCalls)] = []

    /// Where the file names a `BodyElision` trigger, ascending; nil walks every declaration.
    private let triggerOffsets: [Int]?
    /// Properties `BodyElision` read and cut, by the file offset of their body's `{`.
    let cutProperties: [Int: [PropertyDecl]]

    init(source: SourceBytes, options: SwiftScanOptions, triggerOffsets: [Int]? = nil, cutProperties: [Int: [PropertyDecl]] = [:]) {
        self.source = source
        self.options = options
        self.triggerOffsets = triggerOffsets
        self.cutProperties = cutProperties
        super.init(viewMode: .sourceAccurate)
    }

    /// False for a declaration that names no trigger: its body, initial value and default
    /// arguments hold no call site or use, so walking it would find nothing.
    private func mayHoldBodyFacts(_ node: some SyntaxProtocol) -> Bool {
        guard let triggerOffsets else { return true }
        let range = source.extent(of: node)
        let first = triggerOffsets.partitionPoint { $0 >= range.lowerBound }
        return first < triggerOffsets.count && triggerOffsets[first] < range.upperBound
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .class, genericParameterClause: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .struct, genericParameterClause: node.genericParameterClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let nestingPath = enterType(node, kind: .enum, genericParameterClause: node.genericParameterClause) else { return .visitChildren }
        if let declaration = storyboardNameEnum(node, nestingPath: nestingPath) {
            storyboardNameEnums.append(declaration)
        } else {
            // `enum SceneID: String { case checkout }`: its cases name things like static constants.
            types[types.count - 1].members.properties += stringCaseConstants(node)
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .protocol, genericParameterClause: nil)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .actor, genericParameterClause: node.genericParameterClause)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { leave(node) }
    override func visitPost(_ node: StructDeclSyntax) { leave(node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave(node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave(node) }

    /// Records a type declared at file scope or in a type or extension body; local types (in
    /// function bodies, closures, accessors) are not addressable and are skipped.
    /// Returns the nesting path of a recorded type.
    @discardableResult
    private func enterType(
        _ node: some DeclGroupSyntax & NamedDeclSyntax, kind: TypeKind, genericParameterClause: GenericParameterClauseSyntax?
    ) -> [String]? {
        guard node.name.presence == .present, let nestingPath = Self.declarationContext(of: node) else { return nil }
        let modifiers = ModifierSummary(node.modifiers)
        let declaration = TypeDecl(
            kind: kind,
            name: node.name.text,
            nestingPath: nestingPath,
            genericParameters: genericParameterClause?.parameters.map(\.name.text) ?? [],
            access: modifiers.access ?? .internal,
            inheritedTypes: inheritedTypes(node.inheritanceClause),
            members: members(of: node.memberBlock, ofNamespaceClass: kind == .class && CallKind.isNamespaceClass(node.name.text)),
            nameRange: source.range(of: node.name),
            range: source.range(of: node)
        )
        types.append(declaration)
        enclosingDeclarations.append((node.id, declaration.qualifiedName, .type(types.count - 1)))
        return nestingPath
    }

    private func leave(_ node: some SyntaxProtocol) {
        if enclosingDeclarations.last?.id == node.id { enclosingDeclarations.removeLast() }
    }

    // MARK: Extensions

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.declarationContext(of: node) != nil else { return .visitChildren }
        let extendedType = source.text(of: node.extendedType)
        extensions.append(
            ExtensionDecl(
                extendedType: extendedType,
                conformances: inheritedTypes(node.inheritanceClause),
                members: members(of: node.memberBlock, ofNamespaceClass: CallKind.isNamespaceClass(extendedType)),
                access: ModifierSummary(node.modifiers).access,
                range: source.range(of: node)
            )
        )
        if let declaration = storyboardNameExtension(node) {
            storyboardNameEnums.append(declaration)
        }
        enclosingDeclarations.append((node.id, extendedType, .extension(extensions.count - 1)))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leave(node) }

    // MARK: Calls

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        // The pattern starts at `instantiateViewController`: most blocks are not worth reading for it.
        if names(Self.instantiateViewController, in: node) {
            stringInstantiations += Self.stringInstantiations(in: node, source: source, initializerMethodName: options.initializerMethodName)
        }
        return .visitChildren
    }

    private static let instantiateViewController = Array("instantiateViewController".utf8)

    /// The node's text holds `word`, a trigger (`BodyElision.Triggers`), as one of the trigger
    /// words the file names; true when the triggers are not known.
    private func names(_ word: [UInt8], in node: some SyntaxProtocol) -> Bool {
        guard let triggerOffsets else { return true }
        let range = source.extent(of: node)
        var position = triggerOffsets.partitionPoint { $0 >= range.lowerBound }
        while position < triggerOffsets.count, triggerOffsets[position] < range.upperBound {
            let offset = triggerOffsets[position]
            if offset + word.count <= source.bytes.count, source.bytes[offset..<(offset + word.count)].elementsEqual(word) { return true }
            position += 1
        }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let enclosingType = enclosingDeclarations.last?.qualifiedName
        if let site = callSite(node, enclosingType: enclosingType) {
            callSites.append(site)
        } else if let call = typeCall(node, enclosingType: enclosingType) {
            typeCalls.append(call)
        }
        let use = interfaceUse(node, enclosingType: enclosingType, enclosingFunction: enclosingFunctions.last?.name)
        if let use {
            interfaceUses.append(use)
        } else if let call = helperCall(node, enclosingType: enclosingType) {
            helperCalls.append(call)
            if let last = enclosingFunctionCalls.indices.last, enclosingFunctionCalls[last].calls.helperCall == nil {
                enclosingFunctionCalls[last].calls.helperCall = (node, call)
            }
        }
        if let slot = enclosingDeclarations.last?.slot, choosesOwnNib(node) {
            switch slot {
            case .type(let index): types[index].members.choosesNib = true
            case .extension(let index): extensions[index].members.choosesNib = true
            }
        }
        if !enclosingFunctionCalls.isEmpty, !(use.map(Self.namesOnlyLiterals) ?? false) {
            noteWrappedCall(node, in: &enclosingFunctionCalls[enclosingFunctionCalls.count - 1].calls)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // The whole body, whichever of its statements name a trigger.
        segueComparisons += comparedSegueIdentifiers(in: node, enclosingType: enclosingDeclarations.last?.qualifiedName)
        guard mayHoldBodyFacts(node) else { return .skipChildren }
        enclosingFunctions.append((node.id, node.name.text))
        enclosingFunctionCalls.append((node.id, WrappedCalls()))
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard mayHoldBodyFacts(node) else { return .skipChildren }
        enclosingFunctions.append((node.id, "init"))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        mayHoldBodyFacts(node) ? .visitChildren : .skipChildren
    }

    /// A statement or expression that names no trigger holds no call site or use, however deep;
    /// a kept body's other statements are most of it. (Declarations answer for themselves.)
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if case .decl = node.item { return .visitChildren }
        return mayHoldBodyFacts(node) ? .visitChildren : .skipChildren
    }

    /// A property of a type (not a local `let`): its getter or initial value is where a use stands.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let variable = node.parent?.parent?.as(VariableDeclSyntax.self), Self.declarationContext(of: variable) != nil
        {
            enclosingFunctions.append((node.id, name))
            if let helper = nibPropertyHelper(node, of: variable, enclosingType: enclosingDeclarations.last?.qualifiedName) {
                instantiationHelpers.append(helper)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let read = nibPropertyRead(node, enclosingType: enclosingDeclarations.last?.qualifiedName) { helperCalls.append(read) }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        leaveFunction(node)
        guard enclosingFunctionCalls.last?.id == node.id, let (_, calls) = enclosingFunctionCalls.popLast() else { return }
        if let helper = instantiationHelper(node, calls: calls, enclosingType: enclosingDeclarations.last?.qualifiedName) {
            instantiationHelpers.append(helper)
        }
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction(node) }
    override func visitPost(_ node: PatternBindingSyntax) { leaveFunction(node) }

    private func leaveFunction(_ node: some SyntaxProtocol) {
        if enclosingFunctions.last?.id == node.id { enclosingFunctions.removeLast() }
    }

    // MARK: Shared pieces

    private func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { source.text(of: $0.type) } ?? []
    }

    /// The names of the types (or extended type) a declaration is nested in, outermost first;
    /// nil when it is not at file scope or in a type or extension body (a local declaration).
    /// `#if` blocks are transparent.
    static func declarationContext(of node: some SyntaxProtocol) -> [String]? {
        var path: [String] = []
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .sourceFile:
                return path
            case .memberBlockItem, .memberBlockItemList, .memberBlock, .codeBlockItem, .codeBlockItemList,
                .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
                break
            case .extensionDecl:
                guard let ext = ancestor.as(ExtensionDeclSyntax.self) else { return nil }
                path.insert(contentsOf: typeNameComponents(ext.extendedType), at: 0)
            case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl:
                guard let name = ancestor.asProtocol(NamedDeclSyntax.self)?.name, name.presence == .present else { return nil }
                path.insert(name.text, at: 0)
            default:
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// `Outer.Inner<T>` -> `["Outer", "Inner"]`; a type of any other shape is one component, as written.
    static func typeNameComponents(_ type: TypeSyntax) -> [String] {
        if let member = type.as(MemberTypeSyntax.self) {
            return typeNameComponents(member.baseType) + [member.name.text]
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return [identifier.name.text]
        }
        return [type.trimmedDescription]
    }
}

/// What a declaration's modifiers say, read once.
struct ModifierSummary {
    var access: AccessLevel?
    /// `private(set)` and friends.
    var setterAccess: AccessLevel?
    /// `static` or `class`.
    var isStatic = false
    var isConvenience = false

    init(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers {
            let name = modifier.name.text
            if let level = AccessLevel(keyword: name) {
                if modifier.detail?.detail.text == "set" {
                    setterAccess = level
                } else {
                    access = level
                }
            } else if name == "static" || name == "class" {
                isStatic = true
            } else if name == "convenience" {
                isConvenience = true
            }
        }
    }
}

/// A walk of one body's own statements. A nested function's or type's code runs when it is called
/// or used, if ever, and `BodyElision` cuts the bodies of functions, initializers and
/// deinitializers, so nothing they hold is a fact of the body.
class BodyVisitor: SyntaxVisitor {
    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
