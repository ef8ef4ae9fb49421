// swift-tools-version: 6.1
// libFuzzer targets over Scenery's scanners, compiled from the main package's sources (the folders
// under Sources/ are links to them), so that internals such as `PlainXMLReader` can be reached.
// Scripts/fuzz builds them with libFuzzer and AddressSanitizer and runs them.
import PackageDescription

let package = Package(
    name: "SceneryFuzz",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "SourceText"),
        .target(name: "ProjectModel", dependencies: ["SourceText"]),
        .target(
            name: "SwiftScanner",
            dependencies: [
                "ProjectModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The InterfaceBuilderScanner sources plus the fuzz entry point; libFuzzer provides `main`.
        .executableTarget(name: "PlainXMLFuzzer", dependencies: ["ProjectModel"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "BodyElisionFuzzer", dependencies: ["SwiftScanner"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
