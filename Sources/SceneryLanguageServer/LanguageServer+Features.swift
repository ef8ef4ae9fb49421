@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// The features: each request converted to byte offsets, answered by `Analysis`, and its answer
/// converted back, against the texts the analysis was computed from (`ProjectHost.answer`). A
/// document's request is answered by the project that serves it (`projectServing`); a
/// workspace-wide one by every project, their answers joined in the folders' order.
extension LanguageServer {
    /// `make`'s answer about the document at `path` from the project that serves it, once that is
    /// indexed; nil when no folder is open.
    private func answer<Answer>(about path: String, _ make: (Analysis, IndexedTexts) throws -> Answer?) rethrows -> Answer? {
        guard let project = projectServing(path) else { return nil }
        ensureIndexed([project])
        return try project.host.answer(make)
    }

    /// `make`'s answers from every project, indexed, joined.
    private func answers<Element>(_ make: (Analysis, IndexedTexts) throws -> [Element]) rethrows -> [Element] {
        ensureAllIndexed()
        return try projects.flatMap { try $0.host.answer(make) }
    }

    /// `make`'s answer about the document, given where it is (`At`: its path, lines, open text and
    /// the offset of `position`); nil when the document is neither open nor indexed.
    private func answer<Answer>(
        at position: Position, in document: TextDocumentIdentifier, _ make: (Analysis, IndexedTexts, At) throws -> Answer?
    ) throws -> Answer? {
        let path = try Client.path(document.uri)
        let client = client
        return try answer(about: path) { analysis, texts in
            guard let lines = texts.lineIndex(of: path) else { return nil }
            return try make(analysis, texts, At(path: path, lines: lines, text: texts.text(of: path), offset: client.offset(position, in: lines)))
        }
    }

    /// Where a request about a position is: the document's path and lines, its text when it is open
    /// (the editor's, which features that read what is typed need), and the offset.
    private struct At {
        var path: String
        var lines: LineIndex
        var text: SourceText?
        var offset: Int
    }

    // MARK: Completion

    func completion(_ params: CompletionRequest) throws -> CompletionList {
        let client = client
        let list = try answer(at: params.position, in: params.textDocument) { analysis, _, at -> CompletionList? in
            guard let text = at.text else { return nil }
            let completions = analysis.completions(in: text, at: at.offset, path: at.path)
            // The candidates usually share one range: converted once.
            var ranges: [ByteRange: SceneryLSPTypes.Range] = [:]
            let items = completions.candidates.enumerated().map { index, candidate in
                let range = ranges[candidate.replacing] ?? client.range(candidate.replacing, in: at.lines)
                ranges[candidate.replacing] = range
                let number = String(index)
                return CompletionItem(
                    label: candidate.label,
                    kind: Self.itemKind(candidate.kind),
                    detail: candidate.detail,
                    // Plain strings need no `documentationFormat` capability.
                    documentation: .string(candidate.documentation),
                    sortText: String(repeating: "0", count: max(0, 5 - number.count)) + number,
                    filterText: candidate.filterText,
                    insertTextFormat: client.snippetSupport ? .snippet : .plainText,
                    textEdit: SceneryLSPTypes.TextEdit(range: range, newText: client.snippetSupport ? candidate.snippet : candidate.plainText)
                )
            }
            return CompletionList(isIncomplete: completions.isIncomplete, items: items)
        }
        guard let list else {
            throw ResponseError(
                code: ResponseError.invalidParams, message: "\(params.textDocument.uri) is not open: completion reads the text as typed")
        }
        return list
    }

    private static func itemKind(_ kind: CompletionCandidate.Kind) -> CompletionItemKind {
        switch kind {
        case .method: .method
        case .property: .property
        case .storyboard, .nib: .file
        case .sceneIdentifier, .segueIdentifier: .constant
        case .customClass: .class
        case .sceneObject: .reference
        }
    }

    // MARK: Code actions

    func codeActions(_ params: CodeActionRequest) throws -> [CodeActionOrCommand] {
        let path = try Client.path(params.textDocument.uri)
        let (client, host) = (client, projectServing(path)?.host)
        let only = params.context.only ?? []
        return answer(about: path) { analysis, texts in
            guard let lines = texts.lineIndex(of: path) else { return [] }
            let range = client.byteRange(params.range, in: lines)
            // Those of the file and of the generated files are all the actions read (`Analysis.codeActions`).
            let outputs = [analysis.configuration.outputPath] + (analysis.configuration.testsOutputPath.map { [$0] } ?? [])
            let diagnostics = host?.published.current(in: analysis, editing: path, among: Set([path] + outputs)) ?? []
            // Made once it is needed: a range without fixes costs no whole-project state.
            lazy var fixes = host?.fixChecker()
            let candidates = analysis.codeActions(in: path, range: range, diagnostics: diagnostics, text: texts.text(of: path)) {
                fixes?.verdicts(on: $0) ?? []
            }
            return candidates.compactMap { candidate -> CodeActionOrCommand? in
                let kind: CodeActionKind =
                    switch candidate.kind {
                    case .quickFix: .quickFix
                    case .generateFactories: .generateFactories
                    case .refactor: .refactorRewrite
                    }
                guard only.isEmpty || only.contains(where: { kind.rawValue == $0.rawValue || kind.rawValue.hasPrefix($0.rawValue + ".") }) else {
                    return nil
                }
                let command = candidate.command.map { _ in Command(title: candidate.title, command: Client.generateCommand, arguments: nil) }
                // Without literal support a client takes commands only, and fixes are edits.
                guard client.codeActionLiterals else { return command.map(CodeActionOrCommand.command) }
                if candidate.refusal != nil && !client.disabledSupport { return nil }
                let edit = candidate.edits.isEmpty ? nil : client.workspaceEdit(candidate.edits, in: texts)
                if !candidate.edits.isEmpty && edit == nil { return nil }
                return .codeAction(
                    CodeAction(
                        title: candidate.title, kind: kind,
                        diagnostics: candidate.diagnostics.compactMap { diagnostic in
                            texts.lineIndex(of: diagnostic.location.path).map { client.diagnostic(diagnostic, in: $0, texts: texts) }
                        },
                        isPreferred: candidate.isPreferred && client.isPreferredSupport ? true : nil, edit: edit, command: command,
                        disabled: candidate.refusal.map(CodeAction.Disabled.init)
                    )
                )
            }
        } ?? []
    }

    // MARK: Navigation

    func hover(_ params: HoverRequest) throws -> Hover? {
        let client = client
        return try answer(at: params.position, in: params.textDocument) { analysis, texts, at in
            guard let markdown = analysis.hover(at: at.offset, in: at.path, text: at.text, place: texts.place) else { return nil }
            let range = analysis.screen(at: at.offset, in: at.path).flatMap { screen -> ByteRange? in
                screen.declaration.path == at.path && screen.declaration.range.touches(at.offset) ? screen.declaration.range : nil
            }
            return Hover(contents: MarkupContent(kind: .markdown, value: markdown), range: range.map { client.range($0, in: at.lines) })
        }
    }

    func definition(_ params: DefinitionRequest) throws -> [Location] {
        let client = client
        return try answer(at: params.position, in: params.textDocument) { analysis, texts, at in
            analysis.definition(at: at.offset, in: at.path, text: at.text).compactMap { client.location($0, in: texts) }
        } ?? []
    }

    func references(_ params: ReferencesRequest) throws -> [Location] {
        let client = client
        return try answer(at: params.position, in: params.textDocument) { analysis, texts, at in
            analysis.references(at: at.offset, in: at.path, text: at.text, includeDeclaration: params.context.includeDeclaration).compactMap {
                client.location($0, in: texts)
            }
        } ?? []
    }

    /// What Scenery offers to rename under the cursor (`RenameTarget.isOffered`); null elsewhere.
    func prepareRename(_ params: PrepareRenameRequest) throws -> PrepareRenameResult? {
        let client = client
        return try answer(at: params.position, in: params.textDocument) { analysis, _, at in
            analysis.renameTarget(at: at.offset, in: at.path, text: at.text).flatMap { target in
                target.isOffered ? PrepareRenameResult(range: client.range(target.range, in: at.lines), placeholder: target.name) : nil
            }
        }
    }

    /// The rename everywhere it is written, files moved included, or an error saying why that
    /// would break the project; null where Scenery renames nothing, as another server may.
    func rename(_ params: RenameRequest) throws -> WorkspaceEdit? {
        let (client, host) = (client, try projectServing(Client.path(params.textDocument.uri))?.host)
        let outcome: Result<WorkspaceEdit, ResponseError>? = try answer(at: params.position, in: params.textDocument) { analysis, texts, at in
            guard let target = analysis.renameTarget(at: at.offset, in: at.path, text: at.text) else { return nil }
            // Checked against the whole project as a fix is: the generated file comes along when it names what is renamed.
            let renamed = analysis.rename(target, to: params.newName, place: texts.place, files: .disk).flatMap { renaming in
                host.map { $0.fixChecker().checked(renaming, of: target) } ?? .success(renaming)
            }
            switch renamed {
            case .success(let renaming):
                do {
                    guard let edit = try client.workspaceEdit(renaming, in: texts) else {
                        let unknown = renaming.edits.map(\.path).first { texts.lineIndex(of: $0) == nil && renaming.linesRead[$0] == nil } ?? ""
                        return .failure(
                            ResponseError(code: ResponseError.requestFailed, message: "\(texts.relativePath(unknown)) is neither indexed nor read"))
                    }
                    return .success(edit)
                } catch {
                    return .failure(error as? ResponseError ?? ResponseError(code: ResponseError.internalError, message: "\(error)"))
                }
            case .failure(let refusal):
                return .failure(ResponseError(code: ResponseError.requestFailed, message: refusal.description))
            }
        }
        return try outcome?.get()
    }

    /// "opened from N places" over each screen's declaration, with `editor: codeLens:`; the lens
    /// shows a count and runs nothing.
    func codeLenses(_ params: CodeLensRequest) throws -> [CodeLens] {
        let (path, client) = (try Client.path(params.textDocument.uri), client)
        return answer(about: path) { analysis, texts in
            guard analysis.configuration.editor.codeLens, let lines = texts.lineIndex(of: path) else { return [] }
            return analysis.openingLenses(in: path).map { lens in
                CodeLens(range: client.range(lens.range, in: lines), command: Command(title: lens.title, command: "", arguments: nil))
            }
        } ?? []
    }

    /// After each factory call in the range, what it opens, with `editor: inlayHints:`.
    func inlayHints(_ params: InlayHintRequest) throws -> [InlayHint] {
        let (path, client) = (try Client.path(params.textDocument.uri), client)
        return answer(about: path) { analysis, texts in
            guard analysis.configuration.editor.inlayHints, let lines = texts.lineIndex(of: path) else { return [] }
            return analysis.screenCallHints(in: path, within: client.byteRange(params.range, in: lines)).map { hint in
                InlayHint(position: client.position(hint.call.upperBound, in: lines), label: hint.label, paddingLeft: true)
            }
        } ?? []
    }

    /// A storyboard reference's storyboard name, linked to that storyboard.
    func documentLinks(_ params: DocumentLinkRequest) throws -> [DocumentLink] {
        let (path, client) = (try Client.path(params.textDocument.uri), client)
        return answer(about: path) { analysis, texts in
            guard let lines = texts.lineIndex(of: path) else { return [] }
            return analysis.documentLinks(in: path).map { link in
                DocumentLink(
                    range: client.range(link.range, in: lines), target: client.uri(of: link.target),
                    tooltip: client.tooltipSupport ? analysis.configuration.relativePath(link.target) : nil
                )
            }
        } ?? []
    }

    func documentSymbols(_ params: DocumentSymbolRequest) throws -> [DocumentSymbol] {
        let (path, client) = (try Client.path(params.textDocument.uri), client)
        return answer(about: path) { analysis, texts in
            guard let lines = texts.lineIndex(of: path) else { return [] }
            func convert(_ symbol: InterfaceSymbol) -> DocumentSymbol {
                let range = client.range(symbol.range, in: lines)
                return DocumentSymbol(
                    name: symbol.name, detail: symbol.detail, kind: symbol.kind == .scene ? .class : .event,
                    range: range, selectionRange: range, children: symbol.children.isEmpty ? nil : symbol.children.map(convert)
                )
            }
            return analysis.interfaceSymbols(in: path).map(convert)
        } ?? []
    }

    func workspaceSymbols(_ params: WorkspaceSymbolRequest) throws -> [SymbolInformation] {
        let client = client
        return answers { analysis, texts in
            analysis.screens(matching: params.query).compactMap { screen in
                client.location(screen.declaration, in: texts).map { location in
                    SymbolInformation(name: screen.qualifiedName, kind: .class, location: location, containerName: screen.origin)
                }
            }
        }
    }

    func screens() throws -> [ScreenInfo] {
        let client = client
        return answers { analysis, texts in
            analysis.screenSummaries().compactMap { summary in
                let screen = summary.screen
                return client.location(screen.declaration, in: texts).map { location in
                    ScreenInfo(
                        name: screen.qualifiedName, location: location, superclasses: screen.superclassChain, origin: summary.origin,
                        storyboard: screen.storyboardFile, storyboardIdentifier: screen.sceneIdentifier, nib: summary.nib,
                        factory: summary.factory?.functionName, skipped: summary.skipped,
                        parameters: summary.parameters.map {
                            ScreenInfo.ParameterInfo(label: $0.label, name: $0.name, type: $0.type, defaultValue: $0.defaultValue)
                        }
                    )
                }
            }
        }
    }

    /// Every project's screens and edges, in the folders' order.
    func navigationGraph() throws -> NavigationGraphResult {
        let client = client
        let graphs = answers { analysis, texts in
            let graph = analysis.navigationGraph()
            return [
                NavigationGraphResult(
                    nodes: graph.screens.compactMap { screen in
                        client.location(screen.declaration, in: texts).map {
                            NavigationGraphResult.Node(id: screen.qualifiedName, storyboard: screen.storyboardFile, location: $0)
                        }
                    },
                    edges: graph.edges.compactMap { edge in
                        client.location(edge.location, in: texts).map {
                            NavigationGraphResult.Edge(from: edge.from, to: edge.to, kind: edge.kind.rawValue, location: $0)
                        }
                    }
                )
            ]
        }
        return NavigationGraphResult(nodes: graphs.flatMap(\.nodes), edges: graphs.flatMap(\.edges))
    }
}
