// swift-tools-version: 6.1
// libFuzzer targets over Scenery's scanners, message handling and configuration loading, compiled from the main
// package's sources (the folders under Sources/ are links to them), so that internals such as `PlainXMLReader` can be
// reached. Scripts/fuzz builds them with libFuzzer and AddressSanitizer and runs them.
import PackageDescription

let package = Package(
    name: "SceneryFuzz",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The main package's modules, with its dependencies (Package.swift there says why each is needed).
        .target(name: "ScenerySourceText"),
        .target(name: "SceneryJSONRPC"),
        .target(name: "SceneryProjectModel", dependencies: ["ScenerySourceText"]),
        .target(
            name: "ScenerySwiftScanner",
            dependencies: [
                "SceneryProjectModel",
                "ScenerySourceText",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(name: "SceneryInterfaceBuilderScanner", dependencies: ["SceneryProjectModel", "ScenerySourceText"]),
        .target(name: "SceneryBuildTargetsReader", dependencies: ["SceneryProjectModel", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "SceneryProjectIndex",
            dependencies: ["ScenerySwiftScanner", "SceneryInterfaceBuilderScanner", "SceneryProjectModel", "ScenerySourceText"]
        ),
        .target(name: "SceneryFactoryGenerator", dependencies: ["SceneryProjectModel"]),
        .target(name: "SceneryChecks", dependencies: ["SceneryProjectIndex", "SceneryFactoryGenerator", "SceneryProjectModel", "ScenerySourceText"]),
        .target(
            name: "SceneryAnalysis",
            dependencies: ["SceneryChecks", "SceneryFactoryGenerator", "SceneryProjectIndex", "SceneryProjectModel", "ScenerySourceText"]
        ),
        .target(
            name: "SceneryWorkspace",
            dependencies: [
                "SceneryAnalysis", "SceneryBuildTargetsReader", "SceneryChecks", "SceneryFactoryGenerator", "SceneryProjectIndex",
                "SceneryProjectModel", "ScenerySourceText", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "SceneryHost",
            dependencies: [
                "SceneryWorkspace", "SceneryAnalysis", "SceneryChecks", "SceneryFactoryGenerator", "SceneryProjectIndex", "SceneryProjectModel",
                "ScenerySourceText",
            ]
        ),
        .target(name: "SceneryLSPTypes", dependencies: ["SceneryJSONRPC"]),
        .target(
            name: "SceneryLanguageServer",
            dependencies: [
                "SceneryHost", "SceneryLSPTypes", "SceneryJSONRPC", "SceneryAnalysis", "SceneryChecks", "SceneryFactoryGenerator",
                "SceneryProjectModel", "ScenerySourceText", "SceneryWorkspace",
            ]
        ),
        // The InterfaceBuilderScanner sources plus the fuzz entry point; libFuzzer provides `main`.
        .executableTarget(
            name: "PlainXMLFuzzer", dependencies: ["SceneryProjectModel", "ScenerySourceText"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "BodyElisionFuzzer", dependencies: ["ScenerySwiftScanner", "SceneryProjectModel"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "MessageFuzzer", dependencies: ["SceneryLanguageServer", "SceneryJSONRPC"], swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "NestingFuzzer", dependencies: ["SceneryLanguageServer", "SceneryJSONRPC", "SceneryWorkspace"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "ConfigurationFuzzer",
            dependencies: ["SceneryWorkspace", "SceneryAnalysis", "ScenerySourceText", .product(name: "Yams", package: "Yams")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
