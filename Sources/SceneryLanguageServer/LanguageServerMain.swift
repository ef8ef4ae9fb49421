import Foundation
@_spi(Scenery) import SceneryJSONRPC

#if canImport(Glibc)
    import Glibc
#endif

/// `scenery lsp`: JSON-RPC over stdio. stdout is the wire, so before anything else the real
/// stdout is kept for the wire and file descriptor 1 is pointed at stderr (`StandardOutputWire`).
public enum LanguageServerMain {
    /// How long the server waits for the client to answer a request that holds the other
    /// messages (a progress token) before it goes on without the answer.
    static let clientAnswerTimeout: TimeInterval = 5

    /// Serves the client on stdin and stdout until it says `exit` or goes away; returns the exit status.
    public static func run() -> Int32 {
        guard let wire = StandardOutputWire.take() else {
            FileHandle.standardError.write(Data("scenery lsp: cannot set up stdout\n".utf8))
            return 1
        }
        let server = LanguageServer(
            send: { body in wire.write(frame(body)) },
            log: { line in FileHandle.standardError.write(Data(("scenery: " + line + "\n").utf8)) }
        )
        var framer = MessageFramer()
        var watchingParent = false
        // The request whose answer the server awaits, and since when: other messages do not extend the wait.
        var awaiting: (request: RequestID, since: Date)?
        while server.exitCode == nil {
            if let request = server.awaitedRequest {
                if awaiting?.request != request { awaiting = (request, Date()) }
                let remaining = clientAnswerTimeout - Date().timeIntervalSince(awaiting?.since ?? Date())
                if remaining <= 0 || !inputArrives(withinMilliseconds: Int32(remaining * 1000)) {
                    server.stopAwaitingClient()
                    continue
                }
            }
            let chunk = FileHandle.standardInput.availableData
            if chunk.isEmpty {
                if framer.bufferedByteCount > 0 {
                    server.log("input ended in the middle of a message (\(framer.bufferedByteCount) bytes unread)")
                }
                // The editor went away without `exit`: exit as the spec says for a missing shutdown.
                return 1
            }
            framer.append(chunk)
            // Everything read so far is one batch, so a `$/cancelRequest` can catch its request.
            var batch: [Data] = []
            while let next = framer.next() {
                switch next {
                case .message(let body): batch.append(body)
                case .error(let error): server.log("framing: \(error)")
                }
            }
            server.handle(batch: batch)
            if !watchingParent, let parent = server.parentProcessID {
                watchingParent = true
                watchParent(parent)
            }
        }
        return server.exitCode ?? 1
    }

    /// Whether standard input has something to read (or has ended) within the time.
    private static func inputArrives(withinMilliseconds milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) != 0
    }

    /// Exit when the editor's process is gone (LSP: the server must not outlive its client).
    private static func watchParent(_ processID: Int) {
        let pid = pid_t(truncatingIfNeeded: processID)
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 3)
                if kill(pid, 0) != 0, errno == ESRCH {
                    FileHandle.standardError.write(Data("scenery: the editor (process \(processID)) is gone; exiting\n".utf8))
                    exit(1)
                }
            }
        }
    }
}
