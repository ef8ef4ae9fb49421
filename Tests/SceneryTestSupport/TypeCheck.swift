import Foundation

/// Type-checks Swift sources with `swiftc` against the UIKit, AppKit and Reusable stand-ins in
/// `Tests/UIKitStandIn`, `Tests/AppKitStandIn` and `Tests/ReusableStandIn`.
///
/// Linux has no Objective-C runtime, so `@IBOutlet`, `@IBAction`, `@IBDesignable`,
/// `@IBInspectable` and `@objc` do not type-check here: they are removed first.
package enum TypeCheck {
    package struct Result: Sendable {
        package var succeeded: Bool
        package var output: String
    }

    /// The stand-in modules (`UIKit`, `AppKit`, `Reusable`), built once per test process into one folder.
    private static let standIns: Swift.Result<String, TypeCheckError> = {
        let folder: String
        switch makeFolder("scenery-standins") {
        case .success(let path): folder = path
        case .failure(let error): return .failure(error)
        }
        // Reusable (a library the examples use) is built on the UIKit stand-in, so after it.
        for module in ["UIKit", "AppKit", "Reusable"] {
            let run = swiftc(
                [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6", "-I", folder,
                    "-emit-module-path", "\(folder)/\(module).swiftmodule", "\(packageRoot)/Tests/\(module)StandIn/\(module).swift",
                ], in: folder)
            guard run.succeeded else { return .failure(TypeCheckError(message: "the \(module) stand-in does not build:\n\(run.output)")) }
        }
        return .success(folder)
    }()

    struct TypeCheckError: Error {
        var message: String
    }

    /// Type-check `sources` (file name → text) in the given language mode (5 or 6), with more
    /// `swiftc` arguments if needed (`-package-name` for `package` declarations).
    package static func run(sources: [String: String], swiftVersion: Int, arguments: [String] = []) -> Result {
        compile(sources, arguments: ["-typecheck", "-swift-version", "\(swiftVersion)"] + arguments)
    }

    /// Type-check XCTest sources against an app: `appSources` are compiled as module `appModule`
    /// with testing enabled (so the tests may `@testable import` it), the tests against that
    /// module, the stand-ins and the toolchain's XCTest.
    package static func runTests(appSources: [String: String], testSources: [String: String], swiftVersion: Int, appModule: String = "App") -> Result
    {
        let folder: String
        switch makeFolder("scenery-app") {
        case .success(let path): folder = path
        case .failure(let error): return Result(succeeded: false, output: error.message)
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = compile(
            appSources,
            arguments: [
                "-emit-module", "-enable-testing", "-parse-as-library", "-module-name", appModule, "-swift-version", "\(swiftVersion)",
                "-emit-module-path", "\(folder)/\(appModule).swiftmodule",
            ])
        guard app.succeeded else { return Result(succeeded: false, output: "the app module does not build:\n\(app.output)") }
        return compile(testSources, arguments: ["-typecheck", "-swift-version", "\(swiftVersion)", "-I", folder])
    }

    /// Writes `sources` to a fresh folder and runs `swiftc` on them with the stand-ins importable.
    private static func compile(_ sources: [String: String], arguments: [String]) -> Result {
        let module: String
        switch standIns {
        case .success(let folder): module = folder
        case .failure(let error): return Result(succeeded: false, output: error.message)
        }
        let folder: String
        switch makeFolder("scenery-typecheck") {
        case .success(let path): folder = path
        case .failure(let error): return Result(succeeded: false, output: error.message)
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        do {
            for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
                let path = folder + "/" + name.replacingOccurrences(of: "/", with: "_")
                try Data(stripInterfaceBuilderAttributes(text).utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
        } catch {
            return Result(succeeded: false, output: "cannot write sources: \(error)")
        }
        return swiftc(arguments + ["-I", module] + paths, in: folder)
    }

    private static func makeFolder(_ prefix: String) -> Swift.Result<String, TypeCheckError> {
        let folder = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return .success(folder)
        } catch {
            return .failure(TypeCheckError(message: "cannot create \(folder)"))
        }
    }

    /// `@IBOutlet weak var label: UILabel!` → `weak var label: UILabel!`.
    package static func stripInterfaceBuilderAttributes(_ text: String) -> String {
        var result = text
        for attribute in ["@IBOutlet", "@IBAction", "@IBDesignable", "@IBInspectable", "@objc"] {
            result = result.replacingOccurrences(of: attribute + " ", with: "").replacingOccurrences(of: attribute + "\n", with: "\n")
        }
        return result
    }

    private static func swiftc(_ arguments: [String], in folder: String) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Result(succeeded: false, output: "cannot run swiftc: \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(succeeded: process.terminationStatus == 0, output: String(decoding: output, as: UTF8.self))
    }
}
