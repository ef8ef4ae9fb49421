import Foundation

/// `Content-Length: N\r\n\r\n` followed by the body.
@_spi(Scenery) public func frame(_ body: Data) -> Data {
    Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}

/// What the framer found next in the byte stream.
@_spi(Scenery) public enum FramedMessage: Hashable, Sendable {
    case message(Data)
    /// A header block that could not be used; the framer skipped it and goes on.
    case error(String)
}

/// Splits a byte stream into message bodies, incrementally: bytes may arrive one at a time or
/// several messages at once. Header names are case-insensitive; unknown headers (and
/// `Content-Type`) are ignored; with several `Content-Length` headers the last wins. A header
/// block without a usable length is reported, and reading resumes at the next `Content-Length`
/// header (the unusable block's body, if any, cannot be told apart from garbage and is dropped).
/// Every byte is searched once, however the stream is split: bytes that arrive a few at a time
/// cost no more than bytes that arrive at once. A header block longer than `maximumHeaderLength`
/// is reported as soon as it is, not buffered until it ends.
@_spi(Scenery) public struct MessageFramer: Sendable {
    @_spi(Scenery) public let maximumContentLength: Int
    /// Far more than any client's headers (two short lines).
    @_spi(Scenery) public static let maximumHeaderLength = 64 * 1024
    private var buffer: [UInt8] = []
    private var start = 0
    private var resynchronizing = false
    /// How many bytes after `start` the search for the header block's end has already read.
    private var searchedHeaderBytes = 0

    @_spi(Scenery) public init(maximumContentLength: Int = 64 * 1024 * 1024) {
        self.maximumContentLength = maximumContentLength
    }

    /// Bytes received but not yet returned as a message (non-zero at EOF means a truncated message).
    @_spi(Scenery) public var bufferedByteCount: Int { buffer.count - start }

    @_spi(Scenery) public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    @_spi(Scenery) public mutating func next() -> FramedMessage? {
        if resynchronizing {
            guard let header = Self.find(Array("content-length".utf8), in: buffer, from: start, caseInsensitive: true) else {
                start = max(start, buffer.count - 15)
                return nil
            }
            start = header
            resynchronizing = false
            searchedHeaderBytes = 0
        }
        // The last three bytes searched may begin the terminator.
        guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start + max(0, searchedHeaderBytes - 3)) else {
            searchedHeaderBytes = buffer.count - start
            guard searchedHeaderBytes > Self.maximumHeaderLength else { return nil }
            // Read on from the next `Content-Length` after this one's start.
            start += 1
            resynchronizing = true
            searchedHeaderBytes = 0
            return .error("a header block longer than \(Self.maximumHeaderLength) bytes")
        }
        searchedHeaderBytes = 0
        let headerText = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var contentLength: Int?
        var problem: String?
        for line in headerText.components(separatedBy: "\r\n") where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else {
                problem = "malformed header line \"\(line.prefix(80))\""
                continue
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                if let length = Int(value), length >= 0 {
                    contentLength = length
                } else {
                    contentLength = nil
                    problem = "invalid Content-Length \"\(value.prefix(40))\""
                }
            }
        }
        let bodyStart = headerEnd + 4
        guard let length = contentLength, length <= maximumContentLength else {
            start = bodyStart
            resynchronizing = true
            return .error(
                contentLength.map { "Content-Length \($0) is larger than \(maximumContentLength) bytes" }
                    ?? problem ?? "a header block without Content-Length"
            )
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int, caseInsensitive: Bool = false) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        func fold(_ byte: UInt8) -> UInt8 { caseInsensitive && byte >= 65 && byte <= 90 ? byte + 32 : byte }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle, by: { fold($0) == $1 }) { return index }
            index += 1
        }
        return nil
    }
}
