import Foundation
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryWorkspace

/// `scenery mcp`: the Model Context Protocol over stdio, one JSON-RPC message per line each way.
/// stdout is the wire: before anything else it is kept for the messages and file descriptor 1 is
/// pointed at stderr (`StandardOutputWire`), where the logs go too.
package enum MCPServerMain {
    /// A line longer than this is refused (answered with a parse error) and skipped to its end.
    static let maximumLineLength = 64 * 1024 * 1024

    /// Serves the project at `projectPath` (configured by `configurationFile`, nil: its own
    /// `.scenery.yml`) on stdin and stdout until the client closes stdin (the stdio transport's
    /// shutdown); returns the exit status.
    package static func run(projectPath: String, configurationFile: String?, usesCache: Bool) -> Int32 {
        guard let wire = StandardOutputWire.take() else {
            FileHandle.standardError.write(Data("scenery mcp: cannot set up stdout\n".utf8))
            return 1
        }
        let server = MCPServer(
            projectPath: projectPath, configurationFile: configurationFile, cache: usesCache ? FactsCache.standard() : nil,
            log: { line in FileHandle.standardError.write(Data(("scenery: " + line + "\n").utf8)) }
        )
        var reader = LineReader(maximumLength: maximumLineLength)
        while true {
            let chunk = FileHandle.standardInput.availableData
            if chunk.isEmpty { return 0 }
            reader.append(chunk)
            while let line = reader.next() {
                let answer: Data?
                switch line {
                case .message(let body): answer = server.handle(body)
                case .tooLong:
                    let error = ResponseError(code: ResponseError.parseError, message: "a message longer than \(maximumLineLength) bytes was skipped")
                    answer = Message.errorResponse(id: nil, error: error).encoded()
                }
                // A message is written whole, with its newline, in one write.
                if let answer { wire.write(answer + Data([UInt8(ascii: "\n")])) }
            }
        }
    }
}

/// Splits the input into lines (`\n`, a `\r` before it dropped), skipping empty ones; a line
/// longer than the maximum is reported once and its bytes dropped up to its end.
struct LineReader {
    enum Line: Equatable {
        case message(Data)
        case tooLong
    }

    let maximumLength: Int
    private var buffer: [UInt8] = []
    /// Where the unread bytes start in `buffer`.
    private var start = 0
    /// Where the search for the next newline goes on: the bytes before it hold none.
    private var searched = 0
    /// Inside a line too long, which ends at the next newline.
    private var skipping = false

    init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            searched -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    mutating func next() -> Line? {
        while true {
            guard let newline = buffer[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) else {
                // A line that comes in many reads is searched once.
                searched = buffer.count
                guard !skipping, buffer.count - start > maximumLength else { return skipDropping() }
                skipping = true
                return .tooLong
            }
            var line = buffer[start..<newline]
            start = newline + 1
            if skipping {
                skipping = false
                continue
            }
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }) else { continue }
            return .message(Data(line))
        }
    }

    /// No whole line is buffered: while skipping, the bytes read so far are dropped.
    private mutating func skipDropping() -> Line? {
        if skipping { start = buffer.count }
        return nil
    }
}
