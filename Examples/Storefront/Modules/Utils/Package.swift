// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Utils",
    platforms: [.iOS(.v16)],
    products: [.library(name: "AppUtils", targets: ["AppUtils"])],
    targets: [.target(name: "AppUtils")]
)
