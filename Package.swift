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
        .library(name: "SceneryLanguageServer", targets: ["LanguageServer"]),
        .library(name: "SceneryProjectGenerator", targets: ["ProjectGenerator"]),
        .plugin(name: "SceneryBuildTool", targets: ["SceneryBuildTool"]),
        // The generator core, for tools that want Scenery's model, checks and generated code.
        .library(
            name: "SceneryKit",
            targets: [
                "SourceText",
                "ProjectModel",
                "SwiftScanner",
                "InterfaceBuilderScanner",
                "ProjectIndex",
                "BuildTargetsReader",
                "FactoryGenerator",
                "Checks",
                "Analysis",
                "Workspace",
            ]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Text, byte ranges, line tables, UTF-8/UTF-16 positions, edits, content hashes.
        .target(name: "SourceText"),
        .testTarget(name: "SourceTextTests", dependencies: ["SourceText", "TestSupport"]),

        // Plain Sendable facts and joined screens; no parsing, no IO.
        .target(name: "ProjectModel", dependencies: ["SourceText"]),

        // Swift source bytes -> SwiftFileFacts (swift-syntax).
        .target(
            name: "SwiftScanner",
            dependencies: [
                "ProjectModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "SwiftScannerTests", dependencies: ["SwiftScanner", "TestSupport"]),

        // Storyboard/xib bytes -> InterfaceFileFacts (PlainXMLReader, else Foundation's XMLParser).
        .target(name: "InterfaceBuilderScanner", dependencies: ["ProjectModel"]),
        .testTarget(name: "InterfaceBuilderScannerTests", dependencies: ["InterfaceBuilderScanner", "TestSupport"]),

        // Xcode projects (.pbxproj, .xcconfig), XcodeGen specs and package manifests -> BuildTargets; no IO.
        .target(
            name: "BuildTargetsReader",
            dependencies: [
                "ProjectModel",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "XcodeProjectReaderTests", dependencies: ["BuildTargetsReader", "TestSupport"]),
        .testTarget(name: "ManifestReaderTests", dependencies: ["BuildTargetsReader", "TestSupport"]),

        // Per-file facts keyed by content hash, and the cross-file joins.
        .target(name: "ProjectIndex", dependencies: ["SwiftScanner", "InterfaceBuilderScanner"]),
        .testTarget(name: "ProjectIndexTests", dependencies: ["ProjectIndex", "TestSupport"]),

        // Screens -> Swift source text. Depends on the model only.
        .target(name: "FactoryGenerator", dependencies: ["ProjectModel"]),
        .testTarget(
            name: "FactoryGeneratorTests",
            dependencies: [
                "FactoryGenerator",
                "ProjectIndex",
                "TestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Goldens"]
        ),

        // One type per diagnostic rule.
        .target(name: "Checks", dependencies: ["ProjectIndex", "FactoryGenerator"]),
        .testTarget(name: "ChecksTests", dependencies: ["Checks", "FactoryGenerator", "BuildTargetsReader", "TestSupport"]),

        // Editor-neutral features: completion, diagnostics, code actions, generation plan.
        .target(name: "Analysis", dependencies: ["Checks", "FactoryGenerator", "ProjectIndex"]),
        .testTarget(name: "AnalysisTests", dependencies: ["Analysis", "TestSupport"]),

        // The only IO: project discovery, reading files, configuration, atomic writes.
        .target(
            name: "Workspace",
            dependencies: [
                "Analysis",
                "BuildTargetsReader",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "WorkspaceTests", dependencies: ["Workspace", "TestSupport"]),

        // JSON-RPC 2.0 framing and envelopes (base protocol of LSP).
        .target(name: "JSONRPC"),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC"]),

        // Hand-written LSP 3.17 messages, one Codable type each.
        .target(name: "LSPTypes", dependencies: ["JSONRPC"]),
        .testTarget(name: "LSPTypesTests", dependencies: ["LSPTypes", "TestSupport"]),

        // The handler table and the conversions between LSP and Analysis.
        .target(name: "LanguageServer", dependencies: ["Analysis", "Workspace", "LSPTypes", "JSONRPC"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "TestSupport"]),

        // `scenery generate|check|screens`: knows nothing of LSP.
        .target(
            name: "SceneryCLI",
            dependencies: [
                "Workspace",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SceneryCLITests", dependencies: ["SceneryCLI", "TestSupport"], exclude: ["Goldens"]),

        // The executable: the CLI commands plus `scenery lsp`.
        .executableTarget(
            name: "scenery",
            dependencies: [
                "LanguageServer",
                "ProjectModel",
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
        .target(name: "ProjectGenerator", path: "Benchmarks/ProjectGenerator"),
        .executableTarget(name: "generate-project", dependencies: ["ProjectGenerator"], path: "Benchmarks/generate-project"),
        .testTarget(name: "ProjectGeneratorTests", dependencies: ["ProjectGenerator", "Workspace", "TestSupport"]),

        // Marker fixtures, multi-file fixtures, goldens.
        .target(name: "TestSupport", dependencies: ["SourceText"], path: "Tests/TestSupport"),
    ]
)
