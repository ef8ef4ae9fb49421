import Foundation
import SceneryTestSupport

/// Package.swift read as text: it is regular (one section per target, dependencies as string
/// literals or `.product(name:…)`), and the tests must not run it.
struct PackageText {
    struct Target {
        var name: String
        /// The package's own targets it depends on.
        var targetDependencies: Set<String>
        /// The products of other packages it depends on (their module names).
        var productDependencies: Set<String>
        /// Its folder, relative to the package root.
        var path: String
    }

    var targets: [Target]

    init(text: String) {
        var targets: [Target] = []
        // Each target starts at `.target(`, `.executableTarget(` or `.testTarget(`; plugins are no modules.
        let starts = text.ranges(of: /\.(target|executableTarget|testTarget)\(/)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : text.endIndex
            let section = text[start.lowerBound..<end]
            guard let name = section.firstMatch(of: /name: "([^"]+)"/)?.output.1 else { continue }
            let kind = section.firstMatch(of: /\.(target|executableTarget|testTarget)\(/)?.output.1
            var dependencies: Set<String> = []
            var products: Set<String> = []
            if let list = section.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.output.1 {
                for product in list.matches(of: /\.product\(name: "([^"]+)"/) { products.insert(String(product.output.1)) }
                let withoutProducts = list.replacing(/\.product\([^)]*\)/, with: "")
                for dependency in withoutProducts.matches(of: /"([^"]+)"/) { dependencies.insert(String(dependency.output.1)) }
            }
            let folder = kind == "testTarget" ? "Tests" : "Sources"
            let path = section.firstMatch(of: /path: "([^"]+)"/).map { String($0.output.1) } ?? "\(folder)/\(name)"
            targets.append(Target(name: String(name), targetDependencies: dependencies, productDependencies: products, path: path))
        }
        self.targets = targets
    }

    static func load() throws -> PackageText {
        PackageText(text: try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8))
    }

    /// Every module the package's targets can import from the package and its dependencies.
    var knownModules: Set<String> {
        Set(targets.map(\.name)).union(targets.flatMap(\.productDependencies))
    }
}

/// The Swift files under a folder of the package, with their paths relative to the package root.
func swiftFiles(under folder: String) -> [(path: String, text: String)] {
    let root = packageRoot + "/" + folder
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        // The build folders of the nested packages (`Fuzz/.build`, `Benchmarks/.build-NAME`) hold their dependencies' code.
        if relative.split(separator: "/").last?.hasPrefix(".build") == true {
            enumerator.skipDescendants()
        } else if relative.hasSuffix(".swift") {
            paths.append(relative)
        }
    }
    return paths.sorted().compactMap { relative in
        guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else { return nil }
        return (folder + "/" + relative, text)
    }
}

/// The modules a Swift file imports (`import X`, `@_spi(Scenery) import X`, `@testable import X`,
/// `import struct X.Y`), outside multi-line string literals, where rules' examples hold Swift code.
func imports(of text: String) -> [String] {
    var modules: [String] = []
    var inMultilineString = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let delimiters = line.ranges(of: "\"\"\"").count
        if !inMultilineString,
            let match = line.wholeMatch(
                of: /\s*(?:@[\w]+(?:\([\w]+\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+).*/)
        {
            modules.append(String(match.output.1))
        }
        if delimiters % 2 == 1 { inMultilineString.toggle() }
    }
    return modules
}
