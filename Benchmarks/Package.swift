// swift-tools-version: 6.1
// Scenery's benchmarks (ordo-one/benchmark), release build, on a generated 5,000-screen project.
// Run with `Scripts/benchmark` from the repository root.
import Foundation
import PackageDescription

// A path dependency is named after its folder, so the repository's folder name is Scenery's package name here.
let scenery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "SceneryBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // `scenery lsp` and nothing else: the binary the stdio benchmark talks to.
        .executableTarget(
            name: "scenery-lsp",
            dependencies: [.product(name: "SceneryLanguageServer", package: scenery)],
            path: "scenery-lsp"
        ),
        // The code actions benchmark as a plain loop, for an instruction-level profiler.
        .executableTarget(
            name: "scenery-profile-code-actions",
            dependencies: [
                .product(name: "SceneryKit", package: scenery),
                .product(name: "SceneryLanguageServer", package: scenery),
                .product(name: "SceneryProjectGenerator", package: scenery),
            ],
            path: "scenery-profile-code-actions"
        ),
        .executableTarget(
            name: "SceneryBenchmarks",
            dependencies: [
                // Built with the benchmarks, for the stdio and command-line benchmarks to start.
                "scenery-lsp",
                .product(name: "scenery", package: scenery),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SceneryKit", package: scenery),
                .product(name: "SceneryLanguageServer", package: scenery),
                .product(name: "SceneryProjectGenerator", package: scenery),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Benchmarks/SceneryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    // Harness code that shares a few non-Sendable values with the benchmark closures.
    swiftLanguageModes: [.v5]
)
