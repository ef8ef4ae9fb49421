@_spi(Scenery) import SceneryAnalysis
import SceneryTestSupport

extension Analysis {
    /// An analysis of every file of `fixture`, under `configuration` (the defaults at the fixture's root).
    init(_ fixture: Fixture, configuration: ProjectConfiguration? = nil) {
        self.init(configuration: configuration ?? ProjectConfiguration(root: fixture.root))
        let files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        update(files: fixture.files.map { ($0.path, $0.bytes) }, read: { files[$0] })
    }
}
