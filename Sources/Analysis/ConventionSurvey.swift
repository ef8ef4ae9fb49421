/// What a project already does, read from its snapshot: the conventions its screens follow, the
/// initializer method they declare, the protocols they adopt, their platform and modules.
/// `scenery init` writes a configuration from it.
public struct ConventionSurvey: Hashable, Sendable {
    /// A generation style and the screens whose convention it serves.
    public struct StyleUse: Hashable, Sendable {
        public var style: GeneratorOptions.Style
        public var screens: Int
    }

    /// A convention's protocol: how many screens adopt it, and whether the project declares it
    /// (otherwise the generated file does).
    public struct ProtocolUse: Hashable, Sendable {
        public var convention: Convention
        public var name: String
        public var adopters: Int
        public var declaredInProject: Bool
    }

    public var screens: Int
    public var storyboards: Int
    public var xibs: Int
    /// The styles some screen calls for, in `Style.allCases` order.
    public var styles: [StyleUse]
    /// The screens that declare the configured initializer method (`initialize`).
    public var initializerMethod: String
    public var initializerUsers: Int
    /// The protocols of the styles in use.
    public var protocols: [ProtocolUse]
    public var platform: GeneratorOptions.Platform
    /// The modules the project layout puts the screens in, sorted.
    public var modules: [String]
    /// The project declares its own `UIStoryboard.Name`.
    public var declaresStoryboardNames: Bool
    /// Screens that follow only conventions Scenery generates nothing for (Reusable's).
    public var otherConventionScreens: Int
    /// How the project's calls of the factories pass their arguments: without labels, as the first
    /// reference generates them, or with the initializer method's labels (also when no call says).
    public var parameterLabels: GeneratorOptions.ParameterLabels

    /// `base` with what the project shows for the settings in `detectedKeys`: the styles in use
    /// and the parameter labels.
    public func generatorOptions(_ base: GeneratorOptions, detectedKeys: Set<String>) -> GeneratorOptions {
        var options = base
        if detectedKeys.contains("styles"), !styles.isEmpty { options.styles = styles.map(\.style) }
        if detectedKeys.contains("parameterLabels") { options.parameterLabels = parameterLabels }
        return options
    }
}

extension Analysis {
    /// The conventions in use, under this analysis's configuration (their protocol names and
    /// initializer method).
    public func conventionSurvey() -> ConventionSurvey {
        let screens = snapshot.screens
        let input = snapshot.generatorInput(options: configuration.generator, outputPath: configuration.outputPath)
        let styles = GeneratorOptions.Style.allCases.compactMap { style -> ConventionSurvey.StyleUse? in
            // The namespaced style gives every view controller a factory.
            let count = style == .namespaced ? screens.filter { $0.kind == .viewController }.count : screens.filter { $0.follows(style.convention) }.count
            return count == 0 ? nil : ConventionSurvey.StyleUse(style: style, screens: count)
        }
        let names = configuration.generator.protocolNames
        let protocols = styles.compactMap { use -> ConventionSurvey.ProtocolUse? in
            guard let name = names[use.style.convention] else { return nil }
            return ConventionSurvey.ProtocolUse(
                convention: use.style.convention, name: name,
                adopters: screens.filter { $0.conformances.contains { Identifiers.names($0, name) } }.count,
                declaredInProject: input.declaredProtocols.contains(name)
            )
        }
        let served = Set(styles.map(\.style.convention))
        let interfaceFiles = snapshot.interfaceFiles.map(\.path)
        return ConventionSurvey(
            screens: screens.count,
            storyboards: interfaceFiles.filter { $0.hasSuffix(".storyboard") }.count,
            xibs: interfaceFiles.filter { $0.hasSuffix(".xib") }.count,
            styles: styles,
            initializerMethod: configuration.generator.initializerMethodName,
            initializerUsers: screens.filter { $0.initializer != nil }.count,
            protocols: protocols,
            platform: .detected(from: screens),
            modules: Set(screens.compactMap(\.module)).sorted(),
            declaresStoryboardNames: !input.declaredStoryboardNames.isEmpty,
            otherConventionScreens: screens.filter { !$0.conventions.isEmpty && served.isDisjoint(with: $0.conventions) }.count,
            parameterLabels: parameterLabelsInUse(input)
        )
    }

    /// `unlabeled` when more of the project's `create`/`push`/`present` calls pass a factory's
    /// arguments without their labels than with them.
    private func parameterLabelsInUse(_ input: GeneratorInput) -> GeneratorOptions.ParameterLabels {
        var keeping = input.options
        keeping.parameterLabels = .keep
        // Only factories with a labelled parameter tell the two apart.
        let labels = Dictionary(
            FactoryGenerator.factories(for: GeneratorInput(copying: input, options: keeping)).factories
                .filter { $0.parameters.contains { $0.label != nil } }.map { ($0.functionName, $0.parameters.map(\.label)) },
            uniquingKeysWith: { first, _ in first }
        )
        var unlabeled = 0
        var labelled = 0
        for file in snapshot.swiftFiles where !file.isGenerated {
            for call in file.callSites where call.kind != .initializerMethod {
                guard let expected = labels[call.name], !call.argumentLabels.isEmpty else { continue }
                let passed = call.argumentLabels.prefix(expected.count)
                if passed.allSatisfy({ $0 == nil }) { unlabeled += 1 } else if Array(passed) == Array(expected.prefix(passed.count)) { labelled += 1 }
            }
        }
        return unlabeled > labelled ? .unlabeled : .keep
    }
}
