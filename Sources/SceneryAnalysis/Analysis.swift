@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import Foundation

/// The editor-neutral façade over one project: the index, the configuration, and every feature
/// (diagnostics, completion, code actions, generation) as plain values. No IO and no LSP here:
/// hosts hand it bytes and turn its answers into their own terms.
@_spi(Scenery) public struct Analysis: Sendable {
    @_spi(Scenery) public let configuration: ProjectConfiguration
    @_spi(Scenery) public private(set) var index: ProjectIndex
    @_spi(Scenery) public private(set) var snapshot: ProjectSnapshot

    /// An analysis of `index` (an empty one unless given one scanned under this configuration's
    /// options), joined once; `joined` is what an earlier join of the same facts kept (the facts cache).
    @_spi(Scenery) public init(configuration: ProjectConfiguration, index: ProjectIndex? = nil, joined: JoinedFacts? = nil) {
        self.configuration = configuration
        guard let index, index.scanOptions.configured == configuration.scanOptions.configured else {
            self.index = ProjectIndex(scanOptions: configuration.scanOptions, deepFiles: index?.deepFiles ?? .inProcess)
            self.snapshot = self.index.snapshot(options: configuration.joinOptions)
            return
        }
        self.index = index
        self.snapshot = index.snapshot(options: configuration.joinOptions, joined: joined)
    }

    /// Hand the index new bytes for `path`; the joins are recomputed only when facts changed.
    /// `read` gives the bytes of the project's other files (the host's: the disk, an editor's
    /// buffers) for when this change, or one made earlier without `read`, made a helper appear or
    /// disappear, so that the files that call it are scanned again (`ProjectIndex.settleHelpers(read:)`);
    /// without it, they are not (an editor's keystrokes, until the save).
    /// Returns what the change did to the join.
    @discardableResult
    @_spi(Scenery) public mutating func update(path: String, bytes: [UInt8], read: (@Sendable (String) -> [UInt8]?)? = nil) -> JoinChange {
        let changed: Set<String> = index.update(path: path, bytes: bytes) ? [path] : []
        return rejoin(changed.union(settleHelpers(read: read)))
    }

    /// Update many files and join what changed (a project load); `read` as for `update(path:bytes:read:)`.
    @discardableResult
    @_spi(Scenery) public mutating func update(files: [(path: String, bytes: [UInt8])], read: (@Sendable (String) -> [UInt8]?)? = nil) -> JoinChange {
        let changed = index.update(files: files)
        return rejoin(changed.union(settleHelpers(read: read)))
    }

    /// The paths whose facts changed as the helpers' callers were scanned again.
    private mutating func settleHelpers(read: (@Sendable (String) -> [UInt8]?)?) -> Set<String> {
        guard let read else { return [] }
        // A file that cannot be read now keeps its facts: the host reports it when it reads it itself.
        return index.settleHelpers { path in read(path).map { .success($0) } ?? .failure(UnreadableFile()) }.changed
    }

    private struct UnreadableFile: Error {}

    @discardableResult
    @_spi(Scenery) public mutating func remove(path: String) -> JoinChange {
        rejoin(index.remove(path: path) ? [path] : [])
    }

    /// Makes now what the first change would otherwise make (`ProjectSnapshot.prepareForChanges`).
    @_spi(Scenery) public mutating func prepareForChanges() { snapshot.prepareForChanges() }

    /// Joins what changed in place, and forgets what was derived from the join before, but for
    /// what the change cannot alter (or alters by counts).
    private mutating func rejoin(_ paths: Set<String>) -> JoinChange {
        guard !paths.isEmpty else { return JoinChange() }
        let readBefore = Self.wholeProjectReads(of: paths, in: snapshot)
        let importsBefore = paths.map { snapshot.swiftFile(at: $0)?.imports }
        let writtenBefore = isGeneratedFileWritten
        // Forgotten first: what they hold shares the snapshot's arrays, which the join then changes without copying them.
        projectInputMemo = Memo()
        namingOptionsMemo = Memo()
        generatorOptionsMemo = Memo()
        screenMemberCandidatesMemo = Memo()
        var change = snapshot.update(from: index, paths: paths)
        let reads = readBefore.union(Self.wholeProjectReads(of: paths, in: snapshot))
        if reads.contains(.literalNames) { interfaceNamesMemo = Memo() }
        let platformBefore = screenTallyMemo.computed?.platform
        screenTallyMemo = screenTallyMemo.computed.map { Memo($0.applying(change)) } ?? Memo()
        // They are those visible in the generated file's module, which may be the main target's: the screens decide which.
        if reads.contains(.supportDeclarations) || (!change.screens.isEmpty && !snapshot.buildTargets.isEmpty) {
            supportDeclarationsMemo = Memo()
        }
        // What generation makes comes from the screens, the storyboards' names, the declarations
        // around them and the settings detected from these (the labels of the calls among them).
        // What decides the factories' names and which screens get one: all of it but the labels of
        // the calls (read only to detect the parameter labels) and the platform the screens show.
        let settings =
            !reads.subtracting([.literalNames, .labelledCalls]).isEmpty || change.storyboardNameEnums
            || change.interfaceFilesCameOrWent.contains(.storyboard)
        // What a file imports, the generated file imports (its screens' parameters' types may come
        // from there): no name or setting of a factory, so a new file is not a change of settings.
        let imports = paths.map { snapshot.swiftFile(at: $0)?.imports } != importsBefore
        let screensOnly = !settings && !imports && !reads.contains(.labelledCalls)
        change.generatedCode = !screensOnly || !change.screens.isEmpty
        if settings || screenTallyMemo.computed?.platform != platformBefore { change.derivedKeys.insert(.generationSettings) }
        if isGeneratedFileWritten != writtenBefore { change.derivedKeys.insert(.generatedFileWritten) }
        // Only Swift files make calls: a storyboard's change keeps them.
        if paths.contains(where: { ProjectIndex.FileKind(path: $0) == .swift }) { labelledCallsMemo = Memo() }
        if change.generatedCode {
            keepingLabels.forget(after: change)
            withoutLabels.forget(after: change)
            // Screens changed by storyboards and xibs in what generation does not read (a Storyboard
            // ID that no factory names): what it wrote is what it would write, and nothing that
            // reads it is checked again. (Swift decides the labels of the factories' parameters.)
            let interfaceFilesOnly = !paths.contains { ProjectIndex.FileKind(path: $0) == .swift }
            if screensOnly, interfaceFilesOnly, generatedFileMemo.computed != nil, change.screens.allSatisfy(writesAlike) {
                change.generatedCode = false
            } else {
                generatorOptionsMemo = Memo()
                parameterLabelsMemo = Memo()
                generatedFileMemo = Memo()
                generatedTestsMemo = Memo()
            }
        }
        // Bytes that changed without changing facts still move what a face shows of the file.
        change.paths.formUnion(paths)
        return change
    }

    /// A screen as it was and as it is writes the same generated code and tests: each alone,
    /// under the settings in force. What generation writes of the whole project is each screen's
    /// code and what every screen shares, which a change of screens only leaves as it was.
    private func writesAlike(_ screen: (before: Screen?, after: Screen?)) -> Bool {
        guard let before = screen.before, let after = screen.after else { return false }
        var input = generatorInput
        // Only the storyboards the screen names: a names enum (generated or declared) and its
        // tests are written for every storyboard, the same before and after (they hold both of the screen's).
        let named = Set([before, after].flatMap { [$0.storyboardFile].compactMap { $0 } + $0.placement.scenes.map(\.storyboard) })
        input.storyboardNames = input.storyboardNames.filter(named.contains)
        for index in input.declaredStoryboardNames.indices {
            input.declaredStoryboardNames[index].cases.removeAll { $0.fileName.map { !named.contains($0) } ?? false }
        }
        func alone(_ screen: Screen) -> [String] {
            var alone = input
            alone.screens = [screen]
            alone = withImports(alone)
            return [FactoryGenerator.generate(alone).contents, FactoryGenerator.generateTests(alone).contents]
        }
        return alone(before) == alone(after)
    }

    private var isGeneratedFileWritten: Bool { index.swiftFiles[configuration.outputPath]?.facts.isGenerated == true }

    /// What of the whole project a file holds that is derived once and kept across changes that
    /// hold none: what the generation settings read of its Swift, and the names literals complete.
    private enum WholeProjectRead: Hashable {
        case supportDeclarations, labelledCalls, storyboardNames, literalNames
    }

    private static func wholeProjectReads(of paths: Set<String>, in snapshot: ProjectSnapshot) -> Set<WholeProjectRead> {
        var reads: Set<WholeProjectRead> = []
        for path in paths {
            guard let file = snapshot.swiftFile(at: path) else {
                // Storyboards and xibs are what the literal names are made of.
                if snapshot.interfaceFile(at: path) != nil { reads.insert(.literalNames) }
                continue
            }
            if SupportDeclarations.mayDeclare(in: file) { reads.insert(.supportDeclarations) }
            if !file.isGenerated, file.callSites.contains(where: passesLabels) { reads.insert(.labelledCalls) }
            // Whether a names enum counts depends on whether its file is generated, which the enum itself does not say.
            if !file.storyboardNameEnums.isEmpty { reads.insert(.storyboardNames) }
            if InterfaceNames.read(file) { reads.insert(.literalNames) }
        }
        return reads
    }

    /// What is derived from one snapshot is computed at most once: copies of an analysis share
    /// these memos until one of them changes. `rejoin` starts afresh, but for what generation
    /// makes and the counts and declarations it reads, which it keeps (or adjusts) when the
    /// change leaves them be.
    /// The factories with the initializer methods' labels (those the labels in use are detected
    /// from), and without.
    private var keepingLabels = NamespacedFactories()
    private var withoutLabels = NamespacedFactories()
    private var projectInputMemo = Memo<GeneratorInput>()
    private var namingOptionsMemo = Memo<GeneratorOptions>()
    private var generatorOptionsMemo = Memo<GeneratorOptions>()
    private var generatedFileMemo = Memo<GeneratedFile>()
    private var generatedTestsMemo = Memo<GeneratedFile>()
    private var interfaceNamesMemo = Memo<InterfaceNames>()
    private var screenMemberCandidatesMemo = Memo<ScreenMemberCandidates>()
    private var screenTallyMemo = Memo<ScreenTally>()
    private var supportDeclarationsMemo = Memo<SupportDeclarations>()
    private var parameterLabelsMemo = Memo<GeneratorOptions.ParameterLabels>()
    /// What `parameterLabelsInUse` counts (`labelledCalls`).
    var labelledCallsMemo = Memo<[LabelledCall]>()
    /// Keyed by the content of the files that declare them: nothing to forget.
    private let callableFactories = CallableFactoryNames()

    var screenTally: ScreenTally { screenTallyMemo.value { ScreenTally(snapshot.screens) } }

    /// One factory per screen that can have one, as the generator names them.
    @_spi(Scenery) public var factories: [Factory] { namespaced.factories }

    /// The factories, and the screens that get none with why.
    var namespaced: (factories: [Factory], skipped: [SkippedScreen]) {
        let input = generatorInput
        return (input.options.parameterLabels == .keep ? keepingLabels : withoutLabels).made(for: input)
    }

    /// The names string literals can hold (storyboards, scenes, segues, nibs), for completion.
    var interfaceNames: InterfaceNames {
        interfaceNamesMemo.value { InterfaceNames(snapshot, relativePath: configuration.relativePath) }
    }

    /// Every screen type's static members, for completion.
    var screenMemberCandidates: ScreenMemberCandidates {
        screenMemberCandidatesMemo.value { ScreenMemberCandidates(FactoryGenerator.screenMembers(for: generatorInput), snapshot: snapshot) }
    }

    // MARK: Generation

    @_spi(Scenery) public var generatorInput: GeneratorInput { GeneratorInput(copying: projectInput, options: generatorOptions) }

    /// What the generator needs from the project (its declarations and files), under the
    /// configured options.
    var projectInput: GeneratorInput {
        projectInputMemo.value {
            let declarations = supportDeclarationsMemo.value { snapshot.supportDeclarations(outputPath: configuration.outputPath) }
            return snapshot.generatorInput(options: configuration.generator, outputPath: configuration.outputPath, declarations: declarations)
        }
    }

    /// The generation settings in force: the configured ones, and what the project shows for those
    /// the configuration leaves unset (as `scenery init` would write them).
    @_spi(Scenery) public var generatorOptions: GeneratorOptions {
        generatorOptionsMemo.value {
            var options = namingOptions
            options.styles = configuration.generator.styles
            let styles = configuration.detectedKeys.contains("styles") ? styleUses() : []
            if !styles.isEmpty { options.styles = styles.map(\.style) }
            if configuration.detectedKeys.contains("parameterLabels") {
                options.parameterLabels = .keep
                let input = GeneratorInput(copying: projectInput, options: options)
                options.parameterLabels = parameterLabelsMemo.value { parameterLabelsInUse { keepingLabels.made(for: input).factories } }
            }
            return options
        }
    }

    /// What decides which view controllers get a factory and its name, without the detections
    /// that read the whole project (the styles in use, the labels of every call): a view controller
    /// asked about is one, so the detected styles hold the namespaced one.
    var namingOptions: GeneratorOptions {
        namingOptionsMemo.value {
            var options = configuration.generator
            // Detected once here, not by every request that asks.
            options.platform = options.platform ?? screenTally.platform
            if configuration.detectedKeys.contains("styles") { options.styles = [.namespaced] }
            return options
        }
    }

    /// A screen's factory, made for it alone: a focused check asks for a few. With `naming`, under
    /// the options that decide its name, without detecting the parameter labels. What it reads is
    /// noted into `reads`: the screen, those named alike, and the settings of generation.
    func factory(of screen: Screen, naming: Bool = false, noting reads: Reads<SnapshotKey>? = nil) -> Factory? {
        reads?.note(.type(screen.name))
        reads?.note(naming ? .generationSettings : .generation)
        let input = GeneratorInput(copying: projectInput, options: naming ? namingOptions : generatorOptions)
        let name = FactoryGenerator.functionName(for: screen)
        let alike = SnapshotReader(snapshot, noting: reads).screensNamedAlike(screen).filter { FactoryGenerator.functionName(for: $0) == name }
        return FactoryGenerator.factory(of: screen, for: input, alike: alike)
    }

    /// The generated file as it should be now.
    @_spi(Scenery) public func generatedFile() -> GeneratedFile {
        generatedFileMemo.value { FactoryGenerator.generate(withImports(generatorInput), namespaced: namespaced) }
    }

    /// The generated file in `styles` instead of those the options choose.
    @_spi(Scenery) public func generatedFile(styles: [GeneratorOptions.Style]) -> GeneratedFile {
        var input = generatorInput
        input.options.styles = styles
        return FactoryGenerator.generate(withImports(input))
    }

    /// `input` with what its screens' files import: read only to write a file, not at every change.
    private func withImports(_ input: GeneratorInput) -> GeneratorInput {
        var input = input
        input.importsByPath = snapshot.importsByPath(of: input.screens)
        return input
    }

    /// The factories for a file compiled into `module` (or into the module of the target of that
    /// name: Xcode's plugins know a target by name), whatever the output path says: only that
    /// module's screens get one (a build tool generates per target).
    /// nil when the project names its build targets and none builds `module` or is named so.
    @_spi(Scenery) public func generatedFile(forModule module: String) -> GeneratedFile? {
        let targets = snapshot.buildTargets.targets
        let module =
            targets.contains { $0.module == module } ? module : targets.first { $0.name == module }?.module ?? (targets.isEmpty ? module : nil)
        guard let module else { return nil }
        let input = snapshot.generatorInput(options: configuration.generator, outputPath: configuration.outputPath, module: module)
        var options = generatorOptions
        // One module is one platform's: a macOS target's file imports AppKit in a project whose screens are mostly UIKit.
        if configuration.generator.platform == nil {
            let platforms = Set(targets.filter { $0.module == module }.flatMap(\.platforms))
            options.platform =
                platforms == [.macOS] ? .appkit : platforms.isEmpty || platforms.contains(.macOS) ? .detected(from: input.screens) : .uikit
        }
        return FactoryGenerator.generate(withImports(GeneratorInput(copying: input, options: options)))
    }

    /// The resource consistency tests as they should be now (written only when `testsOutput` is configured).
    @_spi(Scenery) public func generatedTestsFile() -> GeneratedFile {
        generatedTestsMemo.value { FactoryGenerator.generateTests(generatorInput, namespaced: namespaced) }
    }

    /// One file Scenery writes: where, and what it holds now.
    @_spi(Scenery) public struct GeneratedOutput: Sendable {
        @_spi(Scenery) public var path: String
        @_spi(Scenery) public var file: GeneratedFile

        @_spi(Scenery) public init(path: String, file: GeneratedFile) {
            self.path = path
            self.file = file
        }
    }

    /// Every file generation writes: the factories, then the tests when configured.
    @_spi(Scenery) public func generatedOutputs() -> [GeneratedOutput] {
        [GeneratedOutput(path: configuration.outputPath, file: generatedFile())]
            + (configuration.testsOutputPath.map { [GeneratedOutput(path: $0, file: generatedTestsFile())] } ?? [])
    }

    // MARK: Diagnostics

    /// Every diagnostic of the project (or only those in `focus`), sorted by file and position.
    @_spi(Scenery) public func diagnostics(in focus: String? = nil, rules: [any Rule.Type] = Checks.allRules) -> [Diagnostic] {
        diagnostics(in: focus, rules: rules, noting: nil)
    }

    /// `path`'s diagnostics, from a run focused on it, with every key the run read.
    @_spi(Scenery) public func checkedFile(_ path: String, rules: [any Rule.Type] = Checks.allRules) -> CheckedFile {
        let reads = Reads<SnapshotKey>()
        let diagnostics = diagnostics(in: path, rules: rules, noting: reads)
        return CheckedFile(diagnostics: diagnostics, reads: reads.keys)
    }

    private func diagnostics(in focus: String?, rules: [any Rule.Type], noting reads: Reads<SnapshotKey>?) -> [Diagnostic] {
        // Generating a file costs as much as the checks of a large app: only when there is a
        // generated file to compare it with, and it is in focus.
        func existing(_ path: String?, _ contents: () -> String) -> (path: String, contents: String)? {
            guard let path, focus == nil || focus == path else { return nil }
            reads?.note(.file(path))
            guard index.swiftFiles[path]?.facts.isGenerated == true else { return nil }
            reads?.note(.generation)
            return (path, contents())
        }
        var context = CheckContext(
            snapshot: snapshot, index: index, generatedFile: existing(configuration.outputPath) { generatedFile().contents },
            factoryName: { [self] in factory(of: $0, naming: true, noting: reads)?.functionName },
            makesFromStoryboard: { [self] screen in
                reads?.note(.type(screen.name))
                reads?.note(.generationSettings)
                return FactoryGenerator.makesFromStoryboard(screen, for: GeneratorInput(copying: projectInput, options: namingOptions))
            },
            generatedFilePath: configuration.outputPath, focus: focus, reads: reads, callableFactories: callableFactories
        )
        var diagnostics = Checks.run(context, rules: rules, severities: configuration.severities).map { attachingRewrite($0, noting: reads) }
        // A check context holds one generated file: the tests file gets the staleness rule on its own.
        if rules.contains(where: { $0 == StaleGeneratedCode.self }),
            let tests = existing(configuration.testsOutputPath, { generatedTestsFile().contents })
        {
            context.generatedFile = tests
            let stale = Checks.run(context, rules: [StaleGeneratedCode.self], severities: configuration.severities)
            // Checks.run's order: by file and position.
            diagnostics = (diagnostics + stale).sorted(by: Diagnostic.inReportOrder)
        }
        // Dropped by where it is located, with its related places: mirrors are made of what remains.
        guard !configuration.ruleExclusions.isEmpty else { return diagnostics }
        return diagnostics.filter { !configuration.excludes(rule: $0.rule, path: $0.location.path) }
    }

    /// A `string-instantiation` hint on the references' exact pattern gets the one-line rewrite as
    /// its fix: the refactoring knows how, the rule (pure, in `Checks`) only that a factory exists.
    /// Only where the generated file is written, since the call needs it. The hint carries the
    /// fix's title, which the factory's name decides; its edits, which read the parameter labels
    /// detected over the whole project and the generated file, are made when it is offered
    /// (`madeWhenOffered(_:resolving:)`), so what generation makes is no read of every file with a hint.
    private func attachingRewrite(_ diagnostic: Diagnostic, noting reads: Reads<SnapshotKey>?) -> Diagnostic {
        guard diagnostic.rule == StringInstantiationRule.id else { return diagnostic }
        reads?.note(.generatedFileWritten)
        guard isGeneratedFileWritten, let instantiation = stringInstantiation(at: diagnostic.location),
            let rewrite = replace(instantiation, in: diagnostic.location.path, naming: true, noting: reads)
        else { return diagnostic }
        var diagnostic = diagnostic
        diagnostic.fixes = [Fix(title: rewrite.title, edits: [], isMadeWhenOffered: true)]
        return diagnostic
    }

    private func stringInstantiation(at location: SourceLocation) -> StringInstantiation? {
        snapshot.swiftFile(at: location.path)?.stringInstantiations.first { $0.range.contains(location.range.lowerBound) }
    }

    /// `fix` with its edits, made now if it defers them: for a `string-instantiation` hint, the
    /// rewrite of the instantiation it is on and, when the generated file is out of date (it may
    /// lack the factory), that file written as generation would; for `generated-code-missing`,
    /// that file alone. Nil when the fix no longer applies.
    func madeWhenOffered(_ fix: Fix, resolving diagnostic: Diagnostic?) -> Fix? {
        guard fix.isMadeWhenOffered else { return fix }
        guard let diagnostic, let written = index.swiftFiles[configuration.outputPath], written.facts.isGenerated else { return nil }
        let contents = generatedFile().contents
        let isStale = written.contentHash != SourceText.contentHash(of: Array(contents.utf8))
        let regeneration = Fix.FileEdit(path: configuration.outputPath, edit: TextEdit(range: ByteRange(0, written.byteCount), newText: contents))
        switch diagnostic.rule {
        case StringInstantiationRule.id:
            guard let instantiation = stringInstantiation(at: diagnostic.location),
                let rewrite = replace(instantiation, in: diagnostic.location.path)
            else { return nil }
            guard isStale else { return Fix(title: rewrite.title, edits: rewrite.edits) }
            return Fix(
                title: rewrite.title + " and update \(configuration.relativePath(configuration.outputPath))", edits: rewrite.edits + [regeneration])
        case GeneratedCodeMissing.id:
            return isStale ? Fix(title: fix.title, edits: [regeneration]) : nil
        default:
            return nil
        }
    }
}
