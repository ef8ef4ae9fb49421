import Foundation
import JSONRPC

#if canImport(Glibc)
import Glibc
#endif

/// `scenery lsp`: JSON-RPC over stdio. stdout is the wire, so before anything else the real
/// stdout is kept for the wire and file descriptor 1 is pointed at stderr: a stray `print`
/// anywhere can then never corrupt the protocol stream.
public enum LanguageServerMain {
    public static func run() -> Int32 {
        let wireDescriptor = dup(STDOUT_FILENO)
        guard wireDescriptor >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            FileHandle.standardError.write(Data("scenery lsp: cannot set up stdout\n".utf8))
            return 1
        }
        let wire = FileHandle(fileDescriptor: wireDescriptor, closeOnDealloc: true)
        let server = LanguageServer(
            send: { body in wire.write(frame(body)) },
            log: { line in FileHandle.standardError.write(Data(("scenery: " + line + "\n").utf8)) }
        )
        var framer = MessageFramer()
        var watchingParent = false
        while server.exitCode == nil {
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
