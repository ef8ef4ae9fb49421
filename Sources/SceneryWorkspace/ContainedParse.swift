@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Foundation

/// Parses a Swift file that nests too deeply to risk in this process (`DeepFileScanning`) in a
/// child process, the `scenery` executable's hidden `parse-swift-file` command: the file's bytes
/// go to its stdin, its facts come back on its stdout in their archive form (`FactsArchive`). The
/// child limits its own address space (`RLIMIT_AS`, `limitMemory`), the parent its wall time
/// (`timeout`); when the child crashes, runs out of either or answers with anything but facts of
/// that file, the file is recorded as unparsed with the reason (`invalid-swift-file`), and the
/// process that asked goes on.
@_spi(Scenery) public enum ContainedParse {
    /// The hidden command of the `scenery` executable that parses one file.
    @_spi(Scenery) public static let command = "parse-swift-file"
    /// How long a child may parse: a deep file that is no attack takes a release build milliseconds
    /// (a debug one tens of times more).
    @_spi(Scenery) public static let timeout: Double = 10

    /// The child's address-space limit for a file of `byteCount` bytes: SwiftParser's tree of dense
    /// code takes about 300 bytes per byte, over the runtime's own reservations.
    @_spi(Scenery) public static func memoryLimit(forBytes byteCount: Int) -> Int { (1 << 30) + 400 * byteCount }

    private static let registered = Registration()

    /// Makes `executable` (the running `scenery`, which has `command`) the parser of deep files in
    /// this process. Done once, by the executable, before any project loads.
    @_spi(Scenery) public static func register(executable: String) { registered.set(executable) }

    /// How this process scans deep files: in a child when an executable is registered, else not at
    /// all (a library or a test binary, which has no `parse-swift-file` to run).
    @_spi(Scenery) public static var deepFiles: DeepFileScanning {
        guard let executable = registered.get() else { return .refused }
        return through(executable: executable)
    }

    /// Deep files parsed by `executable`'s `command`.
    @_spi(Scenery) public static func through(executable: String) -> DeepFileScanning {
        DeepFileScanning { path, bytes, options, depth, offset in
            let outcome = run(executable: executable, path: path, bytes: bytes, options: options)
            switch outcome {
            case .success(let facts): return facts
            case .failure(let failure):
                return DeepFileScanning.unparsed(path: path, bytes: bytes, depth: depth, offset: offset, outcome: failure.description)
            }
        }
    }

    /// Why a child gave no facts.
    @_spi(Scenery) public enum Failure: Error, Equatable, CustomStringConvertible {
        case timedOut(Double)
        case signaled(Int32)
        case exited(Int32)
        case unreadableAnswer
        case notStarted(String)

        @_spi(Scenery) public var description: String {
            switch self {
            case .timedOut(let seconds): "its parse took longer than \(Int(seconds)) s"
            case .signaled(let signal): "its parse crashed or ran out of memory (signal \(signal))"
            case .exited(let status): "its parse failed (exit status \(status))"
            case .unreadableAnswer: "its parse gave no facts"
            case .notStarted(let reason): "its parse could not start: \(reason)"
            }
        }
    }

    /// The child's arguments after the executable.
    static func arguments(path: String, options: SwiftScanOptions, byteCount: Int) -> [String] {
        [
            command, "--path=\(path)", "--initializer-method-name=\(options.initializerMethodName)",
            "--memory-limit=\(memoryLimit(forBytes: byteCount))",
        ]
            + options.helperNames.map { "--helper-name=\($0)" } + options.screenTypeNames.sorted().map { "--screen-type-name=\($0)" }
    }

    /// Runs the child on `bytes` and reads its answer, killing it after `seconds`.
    @_spi(Scenery) public static func run(
        executable: String, path: String, bytes: [UInt8], options: SwiftScanOptions, seconds: Double = timeout
    ) -> Result<SwiftFileFacts, Failure> {
        // One socket pair is the child's stdin and stdout: the parent shuts its writing half when
        // the bytes are sent, and sends without SIGPIPE when the child died first.
        var sockets: [Int32] = [-1, -1]
        #if canImport(Darwin)
            let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &sockets) == 0
            if made {
                var on: Int32 = 1
                for socket in sockets { _ = fcntl(socket, F_SETFD, FD_CLOEXEC) }
                _ = setsockopt(sockets[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            }
        #else
            let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0
        #endif
        guard made else { return .failure(.notStarted(String(cString: strerror(errno)))) }
        let (parent, child) = (sockets[0], sockets[1])
        defer { close(parent) }
        let spawned = spawn(executable: executable, arguments: arguments(path: path, options: options, byteCount: bytes.count), socket: child)
        close(child)
        guard case .success(let pid) = spawned else {
            if case .failure(let failure) = spawned { return .failure(failure) }
            return .failure(.notStarted("no process"))
        }
        let deadline = Date().addingTimeInterval(seconds)
        let answer = exchange(bytes, over: parent, until: deadline)
        if answer == nil { kill(pid, SIGKILL) }
        let status = wait(for: pid)
        guard let answer else { return .failure(.timedOut(seconds)) }
        if let status = status, status.signal != 0 { return .failure(.signaled(status.signal)) }
        if let status = status, status.exit != 0 { return .failure(.exited(status.exit)) }
        guard let facts = try? ArchiveReader.value(SwiftFileFacts.self, from: answer[...]), facts.path == path else {
            return .failure(.unreadableAnswer)
        }
        return .success(facts)
    }

    private static func spawn(executable: String, arguments: [String], socket: Int32) -> Result<pid_t, Failure> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, socket, 0)
        posix_spawn_file_actions_adddup2(&actions, socket, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A crash is an outcome here, not a report: without the backtracer it ends at once.
        let environment =
            ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }.map { "\($0.key)=\($0.value)" }
            + ["SWIFT_BACKTRACE=enable=no"]
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard error == 0 else { return .failure(.notStarted("\(executable): \(String(cString: strerror(error)))")) }
        return .success(pid)
    }

    /// Sends `bytes` and reads to the end of the answer; nil when `deadline` passes first.
    private static func exchange(_ bytes: [UInt8], over socket: Int32, until deadline: Date) -> [UInt8]? {
        var sent = 0
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let flags = fcntl(socket, F_GETFL)
        _ = fcntl(socket, F_SETFL, flags | O_NONBLOCK)
        if bytes.isEmpty { shutdown(socket, Int32(SHUT_WR)) }
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var events = Int16(POLLIN)
            if sent < bytes.count { events |= Int16(POLLOUT) }
            var poll = pollfd(fd: socket, events: events, revents: 0)
            let ready = Foundation.poll(&poll, 1, Int32(min(remaining * 1000 + 1, 60_000)))
            if ready < 0, errno != EINTR { return answer }
            guard ready > 0 else { continue }
            if sent < bytes.count, poll.revents & Int16(POLLOUT) != 0 {
                let written = bytes.withUnsafeBytes { unsent in
                    unsent.baseAddress.map { send(socket, $0 + sent, bytes.count - sent, noSignal) } ?? 0
                }
                if written > 0 {
                    sent += written
                    if sent == bytes.count { shutdown(socket, Int32(SHUT_WR)) }
                } else if written < 0, errno != EAGAIN, errno != EINTR {
                    // The child stopped reading (it died): what it said is all there is.
                    sent = bytes.count
                }
            }
            if poll.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let read = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if read > 0 {
                    answer += buffer[..<read]
                } else if read == 0 || (errno != EAGAIN && errno != EINTR) {
                    return answer
                }
            }
        }
    }

    #if canImport(Darwin)
        private static let noSignal: Int32 = 0
    #else
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #endif

    private static func wait(for pid: pid_t) -> (exit: Int32, signal: Int32)? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // The macros of <sys/wait.h>, which Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? ((status >> 8) & 0xff, 0) : (0, signal)
    }

    /// The child's side: the archive of the file's facts, parsed here whatever its depth.
    @_spi(Scenery) public static func answer(path: String, bytes: [UInt8], options: SwiftScanOptions) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.write(DeepFileScanning.scanInProcess(path: path, bytes: bytes, options: options))
        return writer.bytes
    }

    /// The child's side: limits its address space to `bytes`, so that a parse that would take
    /// the machine's memory fails in the child instead.
    @_spi(Scenery) public static func limitMemory(to bytes: Int) {
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        #if canImport(Darwin)
            _ = setrlimit(RLIMIT_AS, &limit)
        #else
            _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #endif
    }

    /// The lock-guarded executable registered for this process.
    private final class Registration: @unchecked Sendable {
        private let lock = NSLock()
        private var executable: String?

        func set(_ value: String) { lock.withLock { executable = value } }

        func get() -> String? { lock.withLock { executable } }
    }
}
