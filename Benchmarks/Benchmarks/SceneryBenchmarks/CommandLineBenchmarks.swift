import Benchmark
import Foundation
import SceneryProjectGenerator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The `scenery` executable run as a CI job or a build phase runs it: a process of its own, from its
// start to its exit, its output written to a file. Each sample runs a command cold (the benchmark's
// cache folder emptied, so the run indexes everything and fills it) and then warm (the cache holds
// the project and no file changed), and reports both times and warm ÷ cold, measured back to back.

/// The command-line benchmarks of one app: `check` with the text, Xcode and JSON reporters, and
/// `generate --check` against factories generated beforehand (`--output` in the benchmark's own
/// folder: the generated app stays as every other benchmark reads it).
func registerCommandLineBenchmarks(on shape: ProjectGenerator.Shape) {
    let cold = BenchmarkMetric.custom("cold run (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let warm = BenchmarkMetric.custom("warm run (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let ratio = BenchmarkMetric.custom("warm ÷ cold (×1000)", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(metrics: [cold, warm, ratio], warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 10)
    let commands: [(title: String, arguments: [String])] = [
        ("check --reporter text", ["check", "--reporter", "text"]),
        ("check --reporter xcode", ["check", "--reporter", "xcode"]),
        ("check --reporter json", ["check", "--reporter", "json"]),
        ("generate --check", ["generate", "--check", "--output", CommandLineRun.folder(shape) + "/Scenery.generated.swift"]),
    ]
    for (title, arguments) in commands {
        Benchmark(
            "Command line: \(title), cold and warm (\(shape.rawValue))",
            configuration: configuration,
            closure: { benchmark in
                let run = CommandLineRun(shape: shape, arguments: arguments)
                run.emptyCache()
                let coldTime = try run.measure()
                let warmTime = try run.measure()
                benchmark.measurement(cold, Int(coldTime / 1_000_000))
                benchmark.measurement(warm, Int(warmTime / 1_000_000))
                benchmark.measurement(ratio, Int(warmTime * 1_000 / max(1, coldTime)))
            },
            setup: { try CommandLineRun.writeFactories(shape) }
        )
    }
}

/// One command of the `scenery` executable built next to this benchmark, on one app.
struct CommandLineRun {
    var shape: ProjectGenerator.Shape
    var arguments: [String]

    /// The benchmark's own folder for an app: its cache, the command's output, the generated factories.
    static func folder(_ shape: ProjectGenerator.Shape) -> String {
        FileManager.default.temporaryDirectory.path + "/scenery-benchmark-command-line-\(shape.rawValue)"
    }

    var cache: String { Self.folder(shape) + "/cache" }

    /// Built next to this benchmark (it depends on the product).
    static var executable: String {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()).deletingLastPathComponent()
        return folder.appendingPathComponent("scenery").path
    }

    /// The factories `generate --check --output` compares with, as the project makes them now.
    static func writeFactories(_ shape: ProjectGenerator.Shape) throws {
        let run = CommandLineRun(shape: shape, arguments: ["generate", "--quiet", "--output", folder(shape) + "/Scenery.generated.swift"])
        run.emptyCache()
        _ = try run.measure()
    }

    /// A cold start: no facts cache.
    func emptyCache() {
        try? FileManager.default.removeItem(atPath: cache)
        try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    }

    /// Runs the command on the app, its stdout and stderr written to files in the benchmark's
    /// folder; returns how long it took, from before the process is started to after it is reaped
    /// (nanoseconds). Started with `posix_spawn` and reaped with `waitpid`: Foundation's `Process`
    /// notices an exit through its run loop, later than it happens.
    func measure() throws -> UInt64 {
        let root = BenchmarkProject.of(shape).root
        let argv = [Self.executable] + [arguments[0], root] + arguments.dropFirst()
        var environment = ProcessInfo.processInfo.environment
        environment["SCENERY_CACHE_DIR"] = cache
        let envp = environment.map { "\($0.key)=\($0.value)" }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, Self.folder(shape) + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, Self.folder(shape) + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let start = DispatchTime.now().uptimeNanoseconds
        var pid = pid_t()
        let spawned = withCStrings(argv) { argv in
            withCStrings(envp) { envp in posix_spawn(&pid, Self.executable, &actions, nil, argv, envp) }
        }
        guard spawned == 0 else { throw CommandLineError.notStarted(Self.executable, String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw CommandLineError.notReaped(String(cString: strerror(errno))) }
        }
        let end = DispatchTime.now().uptimeNanoseconds
        // 0 clean, 1 findings (every app has planted problems); anything else is a failed run.
        let exitCode = (status >> 8) & 0xFF
        guard status & 0x7F == 0, exitCode <= 1 else {
            let stderr = (try? String(contentsOfFile: Self.folder(shape) + "/stderr", encoding: .utf8)) ?? ""
            throw CommandLineError.failed(argv.joined(separator: " "), status: status, stderr: String(stderr.prefix(2_000)))
        }
        return end - start
    }

    enum CommandLineError: Error {
        case notStarted(String, String)
        case notReaped(String)
        case failed(String, status: Int32, stderr: String)
    }
}

/// `strings` as a null-terminated array of C strings, for `body`'s call.
private func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
