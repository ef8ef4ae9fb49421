import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// stdout kept for a protocol's messages over stdio (`scenery lsp`, `scenery mcp`).
@_spi(Scenery) public enum StandardOutputWire {
    /// The real stdout, for the wire, with file descriptor 1 pointed at stderr: a stray `print`
    /// anywhere can then never corrupt the protocol stream. Nil when the descriptors cannot be set up.
    @_spi(Scenery) public static func take() -> FileHandle? {
        // Close-on-exec: a child (a contained parse) must not hold the client's pipe open.
        let wireDescriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0)
        guard wireDescriptor >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return nil }
        return FileHandle(fileDescriptor: wireDescriptor, closeOnDealloc: true)
    }
}
