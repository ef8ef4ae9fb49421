@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// What the generation settings detect from every screen (the platform, the styles in use),
/// counted, so that a change adjusts the counts by the screens it changed instead of reading
/// every screen again.
struct ScreenTally: Sendable {
    private var screens = 0
    private var appKitScreens = 0
    private var styleCounts: [GeneratorOptions.Style: Int] = [:]

    private static let styleOfConvention = Dictionary(uniqueKeysWithValues: GeneratorOptions.Style.allCases.map { ($0.convention, $0) })

    init(_ screens: ChunkedArray<Screen>) {
        // In place, by position: copies of thousands of screens would cost more than the counting.
        for index in screens.indices { count(screens[index], by: 1) }
    }

    /// The counts after `change`.
    func applying(_ change: JoinChange) -> ScreenTally {
        var tally = self
        for (before, after) in change.screens {
            if let before { tally.count(before, by: -1) }
            if let after { tally.count(after, by: 1) }
        }
        return tally
    }

    private mutating func count(_ screen: Screen, by step: Int) {
        screens += step
        if screen.isAppKit { appKitScreens += step }
        // The namespaced style gives every view controller a factory, whatever its conventions.
        if screen.kind == .viewController { styleCounts[.namespaced, default: 0] += step }
        for convention in screen.conventions where convention != .namespaced {
            if let style = Self.styleOfConvention[convention] { styleCounts[style, default: 0] += step }
        }
    }

    var platform: GeneratorOptions.Platform { .detected(appKitScreens: appKitScreens, of: screens) }

    /// Each style with the screens it serves, in the generator's order of styles.
    var styleUses: [ConventionSurvey.StyleUse] {
        GeneratorOptions.Style.allCases.compactMap { style in
            styleCounts[style].flatMap { $0 > 0 ? ConventionSurvey.StyleUse(style: style, screens: $0) : nil }
        }
    }
}
