@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// What a project already does, read from its snapshot: the conventions its screens follow, the
/// initializer method they declare, the protocols they adopt, their platform and modules.
/// `scenery init` writes a configuration from it.
@_spi(Scenery) public struct ConventionSurvey: Hashable, Sendable {
    /// A generation style and the screens whose convention it serves.
    @_spi(Scenery) public struct StyleUse: Hashable, Sendable {
        @_spi(Scenery) public var style: GeneratorOptions.Style
        @_spi(Scenery) public var screens: Int
    }

    /// A convention's protocol: how many screens adopt it, and whether the project declares it
    /// (otherwise the generated file does).
    @_spi(Scenery) public struct ProtocolUse: Hashable, Sendable {
        @_spi(Scenery) public var convention: Convention
        @_spi(Scenery) public var name: String
        @_spi(Scenery) public var adopters: Int
        @_spi(Scenery) public var declaredInProject: Bool
    }

    /// A build target the project describes, with the screens it builds.
    @_spi(Scenery) public struct TargetUse: Hashable, Sendable {
        @_spi(Scenery) public var target: BuildTarget
        @_spi(Scenery) public var screens: Int
    }

    @_spi(Scenery) public var screens: Int
    @_spi(Scenery) public var storyboards: Int
    @_spi(Scenery) public var xibs: Int
    /// The styles some screen calls for, in `Style.allCases` order.
    @_spi(Scenery) public var styles: [StyleUse]
    /// The screens that declare the configured initializer method (`initialize`).
    @_spi(Scenery) public var initializerMethod: String
    @_spi(Scenery) public var initializerUsers: Int
    /// The protocols of the styles in use.
    @_spi(Scenery) public var protocols: [ProtocolUse]
    @_spi(Scenery) public var platform: GeneratorOptions.Platform
    /// The modules the project layout puts the screens in, sorted.
    @_spi(Scenery) public var modules: [String]
    /// The Xcode projects' and XcodeGen specs' targets (package targets only when they build a
    /// screen), in the projects' order.
    @_spi(Scenery) public var targets: [TargetUse]
    /// The target that builds the most screens.
    @_spi(Scenery) public var mainTarget: TargetUse?
    /// The project declares its own `UIStoryboard.Name`.
    @_spi(Scenery) public var declaresStoryboardNames: Bool
    /// Screens that follow only conventions Scenery generates nothing for (Reusable's).
    @_spi(Scenery) public var otherConventionScreens: Int
    /// How the project's calls of the factories pass their arguments: without labels, as the first
    /// reference generates them, or with the initializer method's labels (also when no call says).
    @_spi(Scenery) public var parameterLabels: GeneratorOptions.ParameterLabels
}

extension Analysis {
    /// The conventions in use, under this analysis's configuration (their protocol names and
    /// initializer method).
    @_spi(Scenery) public func conventionSurvey() -> ConventionSurvey {
        let screens = snapshot.screens
        let input = projectInput
        let styles = styleUses()
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
        var keeping = input.options
        keeping.parameterLabels = .keep
        let interfaceFiles = snapshot.interfaceFiles.map(\.path)
        let targets = targetUses()
        // Screens say which framework they use; without any, the targets' platforms do.
        let appKitOnly = Set(targets.flatMap(\.target.platforms)) == [.macOS]
        return ConventionSurvey(
            screens: screens.count,
            storyboards: interfaceFiles.filter { $0.hasSuffix(".storyboard") }.count,
            xibs: interfaceFiles.filter { $0.hasSuffix(".xib") }.count,
            styles: styles,
            initializerMethod: configuration.generator.initializerMethodName,
            initializerUsers: screens.filter { $0.initializer != nil }.count,
            protocols: protocols,
            platform: screens.isEmpty && appKitOnly ? .appkit : .detected(from: screens),
            modules: Set(screens.compactMap(\.module)).sorted(),
            targets: targets,
            mainTarget: snapshot.mainTarget.map { ConventionSurvey.TargetUse(target: $0.target, screens: $0.screens) },
            declaresStoryboardNames: !input.declaredStoryboardNames.isEmpty,
            otherConventionScreens: screens.filter { !$0.conventions.isEmpty && served.isDisjoint(with: $0.conventions) }.count,
            parameterLabels: parameterLabelsInUse { FactoryGenerator.factories(for: GeneratorInput(copying: input, options: keeping)).factories }
        )
    }

    func targetUses() -> [ConventionSurvey.TargetUse] {
        let targets = snapshot.buildTargets
        let counts = snapshot.screenCountsByTarget()
        return targets.targets.indices.compactMap { position in
            let target = targets.targets[position]
            guard target.productType != BuildTarget.packageProductType || counts[position] > 0 else { return nil }
            return ConventionSurvey.TargetUse(target: target, screens: counts[position])
        }
    }

    /// The styles some screen calls for, with how many screens each serves.
    func styleUses() -> [ConventionSurvey.StyleUse] { screenTally.styleUses }

    /// `unlabeled` when more of the project's `create`/`push`/`present` calls pass a factory's
    /// arguments without their labels than with them; `factories` makes them with the labels.
    func parameterLabelsInUse(_ factories: () -> [Factory]) -> GeneratorOptions.ParameterLabels {
        let calls = labelledCalls
        // No call passes arguments (an app that uses no factory yet): nothing to tell, and no factories to make.
        guard !calls.isEmpty else { return .keep }
        // Sorted by function name: each called one is found by a binary search.
        let made = factories()
        var labels: [String: [String?]] = [:]
        for name in Set(calls.map(\.name)) {
            let position = made.partitionPoint { $0.functionName >= name }
            // Only factories with a labelled parameter tell the two apart.
            guard position < made.count, made[position].functionName == name, made[position].parameters.contains(where: { $0.label != nil }) else {
                continue
            }
            labels[name] = made[position].parameters.map(\.label)
        }
        var unlabeled = 0
        var labelled = 0
        for call in calls {
            guard let expected = labels[call.name] else { continue }
            let passed = call.labels.prefix(expected.count)
            if passed.allSatisfy({ $0 == nil }) { unlabeled += 1 } else if Array(passed) == Array(expected.prefix(passed.count)) { labelled += 1 }
        }
        return unlabeled > labelled ? .unlabeled : .keep
    }

    /// The calls of the user's files that pass arguments (`passesLabels`), in file order.
    var labelledCalls: [LabelledCall] {
        labelledCallsMemo.value {
            // By index, here and in `parameterLabelsInUse`: thousands of calls and factories are read where they are, not copied.
            let files = snapshot.swiftFiles
            var calls: [LabelledCall] = []
            for file in files.indices where !files[file].isGenerated {
                let sites = files[file].callSites
                for site in sites.indices where Self.passesLabels(sites[site]) {
                    calls.append(LabelledCall(name: sites[site].name, labels: sites[site].argumentLabels))
                }
            }
            return calls
        }
    }

    /// A call that tells whether the project passes a factory's arguments with their labels.
    static func passesLabels(_ call: CallSite) -> Bool { call.kind != .initializerMethod && !call.argumentLabels.isEmpty }
}

/// A call's function name and the labels of the arguments it passes.
struct LabelledCall: Sendable {
    var name: String
    var labels: [String?]
}
