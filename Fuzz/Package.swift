// swift-tools-version: 6.1
// libFuzzer targets over Scenery's scanners and message reading, compiled from the main package's sources (the folders
// under Sources/ are links to them), so that internals such as `PlainXMLReader` can be reached.
// Scripts/fuzz builds them with libFuzzer and AddressSanitizer and runs them.
import PackageDescription

let package = Package(
    name: "SceneryFuzz",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "ScenerySourceText"),
        .target(name: "SceneryJSONRPC"),
        .target(name: "SceneryProjectModel", dependencies: ["ScenerySourceText"]),
        .target(
            name: "ScenerySwiftScanner",
            dependencies: [
                "SceneryProjectModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The InterfaceBuilderScanner sources plus the fuzz entry point; libFuzzer provides `main`.
        .executableTarget(name: "PlainXMLFuzzer", dependencies: ["SceneryProjectModel"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "BodyElisionFuzzer", dependencies: ["ScenerySwiftScanner"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "MessageFuzzer", dependencies: ["SceneryJSONRPC"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
