// swift-tools-version: 6.1
// Scenery's benchmarks: a deterministic generator of large app-shaped projects, and the
// ordo-one/benchmark suite that measures Scenery on one. Run from this folder:
//   swift package -c release benchmark
import PackageDescription

let package = Package(
    name: "SceneryBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // N screens and M storyboards shaped like a real app, the same bytes for the same seed.
        .target(name: "ProjectGenerator"),
        .executableTarget(name: "generate-project", dependencies: ["ProjectGenerator"]),
        .executableTarget(
            name: "SceneryBenchmarks",
            dependencies: [
                "ProjectGenerator",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SceneryKit", package: "main"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Benchmarks/SceneryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
