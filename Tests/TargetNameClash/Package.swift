// swift-tools-version: 6.1
// A user's package whose own targets are named as Scenery's modules once were (Checks, Workspace,
// Analysis): SwiftPM's target names are global across a package graph, so it builds only because
// every module of Scenery is named Scenery…. Built by Tests/EndToEnd/test_library.py.
import Foundation
import PackageDescription

// A path dependency is named after its folder: the repository's folder name is Scenery's package name here.
let scenery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TargetNameClash",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "Workspace"),
        .target(name: "Analysis", dependencies: ["Workspace"]),
        .target(name: "Checks", dependencies: ["Analysis", .product(name: "SceneryKit", package: scenery)]),
    ]
)
