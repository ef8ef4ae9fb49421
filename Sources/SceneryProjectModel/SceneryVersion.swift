@_spi(Scenery) public enum SceneryVersion {
    /// The tool version: printed by `--version`, sent as `serverInfo`, and part of cache keys.
    @_spi(Scenery) public static let current = "0.1.0"
}
