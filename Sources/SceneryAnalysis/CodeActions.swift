@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// A code action in editor terms: edits to apply, or a command the host runs.
@_spi(Scenery) public struct CodeActionCandidate: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: String, Hashable, Sendable {
        case quickFix
        /// "Generate factory for X" / "Generate all factories" (`source.generateFactories`).
        case generateFactories
        /// "Generate initialize(...) from dependencies", "Add … conformance" (`refactor.rewrite`).
        case refactor
    }

    @_spi(Scenery) public enum Command: Hashable, Sendable {
        /// Write the generated file (as `scenery generate` does).
        case generateFactories
    }

    @_spi(Scenery) public var title: String
    @_spi(Scenery) public var kind: Kind
    @_spi(Scenery) public var edits: [Fix.FileEdit]
    @_spi(Scenery) public var command: Command?
    /// The diagnostics this action resolves.
    @_spi(Scenery) public var diagnostics: [Diagnostic]
    @_spi(Scenery) public var isPreferred: Bool
    /// Why a fix is not offered (it would break something else, `FixVerdict`): shown, never applied.
    @_spi(Scenery) public var refusal: String? = nil
}

extension Analysis {
    /// The actions available for `range` of the file at `path`; a diagnostic's fixes as `verdicts`
    /// judge them (`Analysis.verdicts(on:among:text:)`, whose bytes the host has).
    @_spi(Scenery) public func codeActions(
        in path: String, range: ByteRange, diagnostics: [Diagnostic], text: SourceText?, verdicts: (Diagnostic) -> [FixVerdict]
    ) -> [CodeActionCandidate] {
        let local = diagnostics.filter { $0.location.path == path && $0.location.range.overlaps(range) }
        var actions = local.flatMap { diagnostic in
            let verdicts = verdicts(diagnostic)
            let offered = verdicts.compactMap(\.offered)
            return verdicts.map { verdict in
                switch verdict {
                case .offered(let fix):
                    CodeActionCandidate(
                        title: fix.title, kind: .quickFix, edits: fix.edits, command: nil, diagnostics: [diagnostic], isPreferred: offered.count == 1)
                case .refused(let title, let reason):
                    CodeActionCandidate(
                        title: title, kind: .quickFix, edits: [], command: nil, diagnostics: [diagnostic], isPreferred: false,
                        refusal: "Not offered: \(reason)")
                }
            }
        }
        let generated = generatedFile()
        let stale = diagnostics.filter { $0.rule == StaleGeneratedCode.id }
        // "Generate factory for X" on the class name of a screen whose factory is not in the file yet or is out of date.
        for factory in generated.factories where factory.screen.declaration.path == path && factory.screen.declaration.range.overlaps(range) {
            if !stale.isEmpty || index.swiftFiles[configuration.outputPath] == nil {
                actions.append(
                    CodeActionCandidate(
                        title: "Generate factory for \(factory.screen.qualifiedName)", kind: .generateFactories, edits: [],
                        command: .generateFactories, diagnostics: [], isPreferred: false
                    )
                )
            }
        }
        // Calls of factories no file holds yet: writing the file is the fix, a command where there is none to edit.
        let unwritten = local.filter { $0.rule == GeneratedCodeMissing.id && $0.fixes.isEmpty }
        if !unwritten.isEmpty {
            actions.append(
                CodeActionCandidate(
                    title: "Generate factories", kind: .quickFix, edits: [], command: .generateFactories, diagnostics: unwritten, isPreferred: true))
        }
        actions += refactorings(in: path, range: range, text: text)
        if path.hasSuffix(".swift") {
            actions.append(
                CodeActionCandidate(
                    title: "Generate all factories", kind: .generateFactories, edits: [], command: .generateFactories,
                    diagnostics: stale, isPreferred: false
                )
            )
        }
        return actions
    }
}
