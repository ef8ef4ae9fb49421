import Foundation

/// Type-checks Swift sources with `swiftc` against the UIKit stand-in in `Tests/UIKitStandIn`.
///
/// Linux has no Objective-C runtime, so `@IBOutlet`, `@IBAction`, `@IBDesignable`,
/// `@IBInspectable` and `@objc` do not type-check here: they are removed first.
public enum TypeCheck {
    public struct Result: Sendable {
        public var succeeded: Bool
        public var output: String
    }

    /// The stand-in module, built once per test process.
    private static let standIn: Swift.Result<String, TypeCheckError> = {
        let folder = NSTemporaryDirectory() + "scenery-uikit-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(TypeCheckError(message: "cannot create \(folder)"))
        }
        let run = swiftc([
            "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", folder + "/UIKit.swiftmodule", packageRoot + "/Tests/UIKitStandIn/UIKit.swift",
        ], in: folder)
        return run.succeeded ? .success(folder) : .failure(TypeCheckError(message: "the UIKit stand-in does not build:\n\(run.output)"))
    }()

    struct TypeCheckError: Error {
        var message: String
    }

    /// Type-check `sources` (file name → text) in the given language mode (5 or 6).
    public static func run(sources: [String: String], swiftVersion: Int) -> Result {
        let module: String
        switch standIn {
        case .success(let folder): module = folder
        case .failure(let error): return Result(succeeded: false, output: error.message)
        }
        let folder = NSTemporaryDirectory() + "scenery-typecheck-\(UUID().uuidString)"
        var paths: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
                let path = folder + "/" + name.replacingOccurrences(of: "/", with: "_")
                try Data(stripInterfaceBuilderAttributes(text).utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
        } catch {
            return Result(succeeded: false, output: "cannot write sources: \(error)")
        }
        return swiftc(["-typecheck", "-swift-version", "\(swiftVersion)", "-I", module] + paths, in: folder)
    }

    /// `@IBOutlet weak var label: UILabel!` → `weak var label: UILabel!`.
    public static func stripInterfaceBuilderAttributes(_ text: String) -> String {
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
