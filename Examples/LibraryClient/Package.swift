// swift-tools-version: 6.1
// A tool built on Scenery's library: it depends on the package two folders up and imports SceneryKit only.
// In a package of your own, depend on Scenery by URL instead:
//     .package(url: "https://github.com/OWNER/scenery", from: "VERSION")
import Foundation
import PackageDescription

// A path dependency is named after its folder: the repository's folder name is Scenery's package name here.
let scenery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "LibraryClient",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(name: "LibraryClient", dependencies: [.product(name: "SceneryKit", package: scenery)]),
    ]
)
