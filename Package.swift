// swift-tools-version: 6.1
// One section per target, each followed by its tests; one dependency per line.
import PackageDescription

let package = Package(
    name: "Scenery",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scenery", targets: ["scenery"]),
        .plugin(name: "SceneryGenerateCommand", targets: ["SceneryGenerateCommand"]),
        // For Benchmarks/: the language server as a library, and the project generator.
        .library(name: "SceneryLanguageServer", targets: ["SceneryLanguageServer"]),
        .library(name: "SceneryProjectGenerator", targets: ["SceneryProjectGenerator"]),
        .plugin(name: "SceneryBuildTool", targets: ["SceneryBuildTool"]),
        // The generator core as a library: one module, `SceneryKit`, whose API is documented and checked.
        .library(name: "SceneryKit", targets: ["SceneryKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Text, byte ranges, line tables, UTF-8/UTF-16 positions, edits, content hashes.
        .target(name: "ScenerySourceText"),
        .testTarget(name: "SourceTextTests", dependencies: ["ScenerySourceText", "SceneryTestSupport"]),

        // Plain Sendable facts and joined screens; no parsing, no IO.
        .target(name: "SceneryProjectModel", dependencies: ["ScenerySourceText"]),

        // Swift source bytes -> SwiftFileFacts (swift-syntax).
        .target(
            name: "ScenerySwiftScanner",
            dependencies: [
                "SceneryProjectModel",
                "ScenerySourceText",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "SwiftScannerTests", dependencies: ["ScenerySwiftScanner", "SceneryProjectModel", "ScenerySourceText", "SceneryTestSupport"]),

        // Storyboard/xib bytes -> InterfaceFileFacts (PlainXMLReader, else Foundation's XMLParser).
        .target(name: "SceneryInterfaceBuilderScanner", dependencies: ["SceneryProjectModel", "ScenerySourceText"]),
        .testTarget(
            name: "InterfaceBuilderScannerTests",
            dependencies: ["SceneryInterfaceBuilderScanner", "SceneryProjectModel", "ScenerySourceText", "SceneryTestSupport"]
        ),

        // Xcode projects (.pbxproj, .xcconfig), XcodeGen specs and package manifests -> BuildTargets; no IO.
        .target(
            name: "SceneryBuildTargetsReader",
            dependencies: [
                "SceneryProjectModel",
                "ScenerySourceText",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "XcodeProjectReaderTests", dependencies: ["SceneryBuildTargetsReader", "SceneryProjectModel"]),
        .testTarget(name: "ManifestReaderTests", dependencies: ["SceneryBuildTargetsReader", "SceneryProjectModel"]),

        // Per-file facts keyed by content hash, and the cross-file joins.
        .target(
            name: "SceneryProjectIndex",
            dependencies: ["ScenerySwiftScanner", "SceneryInterfaceBuilderScanner", "SceneryProjectModel", "ScenerySourceText"]
        ),
        .testTarget(name: "ProjectIndexTests", dependencies: ["SceneryProjectIndex", "SceneryProjectModel", "SceneryTestSupport"]),

        // Screens -> Swift source text. Depends on the model only.
        .target(name: "SceneryFactoryGenerator", dependencies: ["SceneryProjectModel", "ScenerySourceText"]),
        .testTarget(
            name: "FactoryGeneratorTests",
            dependencies: [
                "SceneryFactoryGenerator",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Goldens"]
        ),

        // One type per diagnostic rule.
        .target(name: "SceneryChecks", dependencies: ["SceneryProjectIndex", "SceneryFactoryGenerator", "SceneryProjectModel", "ScenerySourceText"]),
        .testTarget(
            name: "ChecksTests",
            dependencies: [
                "SceneryChecks",
                "SceneryBuildTargetsReader",
                "SceneryFactoryGenerator",
                "SceneryProjectIndex",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryTestSupport",
            ]
        ),

        // Editor-neutral features: completion, diagnostics, code actions, generation plan.
        .target(
            name: "SceneryAnalysis",
            dependencies: ["SceneryChecks", "SceneryFactoryGenerator", "SceneryProjectIndex", "SceneryProjectModel", "ScenerySourceText"]
        ),
        .testTarget(
            name: "AnalysisTests",
            dependencies: [
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectIndex",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryTestSupport",
            ]
        ),

        // The only IO: project discovery, reading files, configuration, atomic writes.
        .target(
            name: "SceneryWorkspace",
            dependencies: [
                "SceneryAnalysis",
                "SceneryBuildTargetsReader",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectIndex",
                "SceneryProjectModel",
                "ScenerySourceText",
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // One project as a face serves it: configuration, index and analysis, buffers, stamps,
        // the texts positions come from, and the diagnostics last published.
        .target(
            name: "SceneryHost",
            dependencies: [
                "SceneryWorkspace",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectIndex",
                "SceneryProjectModel",
                "ScenerySourceText",
            ]
        ),
        .testTarget(
            name: "HostTests",
            dependencies: [
                "SceneryHost", "SceneryAnalysis", "SceneryChecks", "SceneryProjectIndex", "SceneryProjectModel", "ScenerySourceText",
                "SceneryTestSupport",
            ]
        ),
        .testTarget(
            name: "WorkspaceTests",
            dependencies: [
                "SceneryWorkspace",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryHost",
                "SceneryProjectIndex",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryTestSupport",
            ]
        ),

        // JSON-RPC 2.0 framing and envelopes (base protocol of LSP).
        .target(name: "SceneryJSONRPC"),
        .testTarget(name: "JSONRPCTests", dependencies: ["SceneryJSONRPC"]),

        // Hand-written LSP 3.17 messages, one Codable type each.
        .target(name: "SceneryLSPTypes", dependencies: ["SceneryJSONRPC"]),
        .testTarget(name: "LSPTypesTests", dependencies: ["SceneryLSPTypes", "SceneryJSONRPC", "SceneryTestSupport"]),

        // The handler table and the conversions between LSP and the host.
        .target(
            name: "SceneryLanguageServer",
            dependencies: [
                "SceneryHost",
                "SceneryLSPTypes",
                "SceneryJSONRPC",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryWorkspace",
            ]
        ),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: [
                "SceneryLanguageServer", "SceneryAnalysis", "SceneryHost", "SceneryProjectIndex", "ScenerySourceText", "SceneryTestSupport",
            ]
        ),

        // The library's front door: load a project, its screens, findings, generated code and navigation graph.
        .target(
            name: "SceneryKit",
            dependencies: [
                "SceneryHost",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryWorkspace",
            ]
        ),
        .testTarget(
            name: "SceneryKitTests",
            dependencies: [
                "SceneryKit",
                "SceneryTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Goldens"]
        ),

        // `scenery mcp`: the Model Context Protocol over stdio, the tools for coding agents.
        .target(
            name: "SceneryMCP",
            dependencies: [
                "SceneryCLI",
                "SceneryKit",
                "SceneryHost",
                "SceneryJSONRPC",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryWorkspace",
            ]
        ),
        .testTarget(
            name: "MCPTests",
            dependencies: [
                "SceneryMCP",
                "SceneryTestSupport",
            ]
        ),

        // `scenery generate|check|screens`: knows nothing of LSP.
        .target(
            name: "SceneryCLI",
            dependencies: [
                "SceneryKit",
                "SceneryHost",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryWorkspace",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "SceneryCLITests",
            dependencies: [
                "SceneryCLI",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryWorkspace",
                "SceneryTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Goldens"]
        ),

        // The executable: the CLI commands plus `scenery lsp` and `scenery mcp`.
        .executableTarget(
            name: "scenery",
            dependencies: [
                "SceneryLanguageServer",
                "SceneryMCP",
                "SceneryProjectModel",
                "SceneryCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `swift package scenery-generate`, and regeneration on every build.
        .plugin(
            name: "SceneryGenerateCommand",
            capability: .command(
                intent: .custom(verb: "scenery-generate", description: "Write the Scenery factories for every screen"),
                permissions: [.writeToPackageDirectory(reason: "Scenery writes the generated factories into the package")]
            ),
            dependencies: ["scenery"]
        ),
        .plugin(name: "SceneryBuildTool", capability: .buildTool(), dependencies: ["scenery"]),

        // Deterministic app-shaped projects of any size, for the benchmarks (Benchmarks/).
        .target(name: "SceneryProjectGenerator", path: "Benchmarks/SceneryProjectGenerator"),
        .executableTarget(name: "scenery-generate-project", dependencies: ["SceneryProjectGenerator"], path: "Benchmarks/scenery-generate-project"),
        .testTarget(
            name: "ProjectGeneratorTests",
            dependencies: [
                "SceneryProjectGenerator",
                "SceneryAnalysis",
                "SceneryChecks",
                "SceneryFactoryGenerator",
                "SceneryHost",
                "SceneryProjectIndex",
                "SceneryProjectModel",
                "ScenerySourceText",
                "SceneryWorkspace",
                "SceneryTestSupport",
            ]
        ),

        // The package's tidiness, read as text: imports against Package.swift and ARCHITECTURE.md,
        // the rules against their documentation, links between the documents.
        .testTarget(name: "TidyTests", dependencies: ["SceneryChecks", "SceneryTestSupport"]),

        // Marker fixtures, multi-file fixtures, goldens.
        .target(name: "SceneryTestSupport", dependencies: ["ScenerySourceText"], path: "Tests/SceneryTestSupport"),
    ]
)
