// swift-tools-version: 6.1
// libFuzzer targets over Scenery's scanners, compiled from the main package's sources (the folders
// under Sources/ are links to them), so that internals such as `PlainXMLReader` can be reached.
// Scripts/fuzz builds them with `--sanitize=fuzzer --sanitize=address` and runs them.
import PackageDescription

let package = Package(
    name: "SceneryFuzz",
    targets: [
        .target(name: "SourceText"),
        .target(name: "ProjectModel", dependencies: ["SourceText"]),
        // The InterfaceBuilderScanner sources plus the fuzz entry point; libFuzzer provides `main`.
        .executableTarget(name: "PlainXMLFuzzer", dependencies: ["ProjectModel"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
