package enum SceneryVersion {
    /// The tool version: printed by `--version`, sent as `serverInfo`, and part of cache keys.
    package static let current = "0.1.0"
}
