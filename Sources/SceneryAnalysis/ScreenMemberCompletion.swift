@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// The completion candidates of every screen type's static members (`makeFromStoryboard(...)`,
/// `instantiate()`, `fromNib`, `loadFromNib()`), derived once per snapshot
/// (`Analysis.screenMemberCandidates`); their `replacing` range is set per request.
struct ScreenMemberCandidates: Sendable {
    /// By the screen's qualified name.
    private var byType: [String: [CompletionCandidate]] = [:]
    /// Qualified names by simple name, for a nested screen named from inside its outer type.
    private var qualifiedNames: [String: [String]] = [:]

    init(_ members: [ScreenMember], snapshot: ProjectSnapshot) {
        var expectations: [Key: InterfaceExpectation] = [:]
        for expectation in snapshot.expectations {
            guard let convention = expectation.convention, let declaration = expectation.expectedClassLocation else { continue }
            expectations[Key(declaration: declaration, convention: convention)] = expectation
        }
        for member in members {
            let screen = member.screen
            let expectation = expectations[Key(declaration: screen.declaration, convention: member.convention)]
            let candidate = Self.candidate(
                member, origin: Self.origin(of: expectation, for: screen), protocolName: snapshot.options.protocols[member.convention])
            if byType[screen.qualifiedName] == nil { qualifiedNames[screen.name, default: []].append(screen.qualifiedName) }
            byType[screen.qualifiedName, default: []].append(candidate)
        }
    }

    private struct Key: Hashable {
        var declaration: SourceLocation
        var convention: Convention
    }

    /// The members of the screen a type name names: as written (`Settings.DetailViewController`),
    /// after a module name (`App.ProfileViewController`), or by its simple name when only one
    /// screen has it.
    func candidates(ofType path: [String]) -> [CompletionCandidate]? {
        for start in path.indices {
            if let candidates = byType[path[start...].joined(separator: ".")] { return candidates }
        }
        guard let name = path.last, let only = qualifiedNames[name], only.count == 1 else { return nil }
        return byType[only[0]]
    }

    /// Where the member finds its scene or view: `Profile.storyboard, Storyboard ID Profile`,
    /// `Profile.storyboard, initial scene`, `ProfileView.xib`.
    private static func origin(of expectation: InterfaceExpectation?, for screen: Screen) -> String {
        let unresolved = screen.kind == .view ? "xib not resolved" : "storyboard not resolved"
        guard let expectation, let file = expectation.files.first else { return unresolved }
        switch expectation.kind {
        case .scene(let identifier): return "\(file).storyboard, Storyboard ID \(identifier)"
        case .initialScene: return "\(file).storyboard, initial scene"
        case .nibFirstObject, .nibOwner: return "\(file).xib"
        case .storyboard, .sceneMember, .segue: return unresolved
        }
    }

    private static func candidate(_ member: ScreenMember, origin: String, protocolName: String?) -> CompletionCandidate {
        let call = CallText(name: member.name, parameters: member.parameters)
        let screen = member.screen.qualifiedName
        let convention = protocolName ?? member.convention.rawValue
        var documentation =
            member.screen.kind == .view
            ? "Loads \(screen) from \(origin) (\(convention))."
            : "Instantiates \(screen) from \(origin) (\(convention))."
        if let parameters = member.parameters, !parameters.isEmpty {
            documentation += " Then sets its dependencies.\n" + FactoryCompletion.parametersSentence(parameters)
        }
        return CompletionCandidate(
            kind: member.parameters == nil ? .property : .method, label: call.label,
            detail: member.parameters == nil ? origin : "\(origin) · \(call.signature)", documentation: documentation,
            snippet: call.snippet, plainText: call.plainText, replacing: .empty(at: 0), filterText: member.name
        )
    }
}

extension Analysis {
    /// `ProfileViewController.`: the static members the screen's conventions and the selected
    /// styles give it (a handful per screen: never over the limit), only after a type name in code.
    func screenMemberCompletions(in text: SourceText, at offset: Int) -> CompletionCandidates {
        guard let access = MemberAccess(bytes: text.bytes, offset: offset), let typeName = Self.typeName(at: access.dot, in: text)?.names,
            let members = screenMemberCandidates.candidates(ofType: typeName), CursorPlace(offset: offset, in: text) == .code
        else { return .none }
        let candidates = members.map { member in
            var candidate = member
            candidate.replacing = access.typedRange
            return candidate
        }
        return CompletionCandidates(candidates: candidates, isIncomplete: false)
    }
}
