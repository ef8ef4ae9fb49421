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
}

extension Analysis {
    /// The conventions in use, under this analysis's configuration (their protocol names and
    /// initializer method).
    public func conventionSurvey() -> ConventionSurvey {
        let screens = snapshot.screens
        let input = generatorInput
        let styles = GeneratorOptions.Style.allCases.compactMap { style -> ConventionSurvey.StyleUse? in
            let count = screens.filter { $0.follows(style.convention) }.count
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
            declaresStoryboardNames: input.declaresStoryboardNamesEnum,
            otherConventionScreens: screens.filter { served.isDisjoint(with: $0.conventions) }.count
        )
    }
}
