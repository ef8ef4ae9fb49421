@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

/// What a generated factory's call opens, shown after the call: the call names a screen, not the
/// storyboard and Storyboard ID (or xib, or code) it comes from, which is what breaks when the
/// storyboard changes.
@_spi(Scenery) public struct ScreenCallHint: Hashable, Sendable {
    /// The call, from its base to its closing parenthesis; the hint goes after it.
    @_spi(Scenery) public var call: ByteRange
    /// `Profile.storyboard 'ProfileViewController'`, `Settings.storyboard (initial scene)`,
    /// `ShareSheet.xib`, `code-only`: as `scenery screens` shows where a screen comes from.
    @_spi(Scenery) public var label: String
}

extension Analysis {
    /// A hint after each `create.`/`push.`/`present.` call in `path` that names a screen's factory
    /// and ends within `range` (anywhere when nil), in the file's order.
    @_spi(Scenery) public func screenCallHints(in path: String, within range: ByteRange? = nil) -> [ScreenCallHint] {
        guard let file = snapshot.swiftFile(at: path), !file.isGenerated else { return [] }
        let calls = file.callSites.filter { $0.kind != .initializerMethod && range?.touches($0.range.upperBound) ?? true }
        guard !calls.isEmpty else { return [] }
        let screens = factoryScreens
        return calls.compactMap { call in screens[call.name].map { ScreenCallHint(call: call.range, label: $0.originWithIdentifier) } }
    }
}

extension Screen {
    /// `origin` with the Storyboard ID the screen is instantiated by, when from a storyboard.
    var originWithIdentifier: String {
        guard storyboardFile != nil, let identifier = sceneIdentifier else { return origin }
        return origin + " '\(identifier)'"
    }
}
