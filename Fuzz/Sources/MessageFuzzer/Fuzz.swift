import Foundation
@_spi(Scenery) import SceneryJSONRPC

/// Differential, over what a client may send: the framer finds the same messages and errors
/// however the stream is split (the first byte picks the chunk size), and every message it finds
/// that decodes is decoded the same again from its own encoding (ids, methods, params, results
/// and errors survive the server's JSON writer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let chunkSize = Int(data[0] % 16) + 1
    let stream = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = framed(stream, chunkSize: stream.count + 1)
    let chunked = framed(stream, chunkSize: chunkSize)
    guard whole == chunked else {
        fatalError("Split into chunks of \(chunkSize), the stream frames differently:\n\(whole)\n\(chunked)")
    }
    for case .message(let body) in whole {
        guard case .success(let message) = Message.decode(body) else { continue }
        let again = Message.decode(message.encoded())
        guard case .success(message) = again else {
            fatalError("A decoded message does not survive its encoding:\n\(message)\n\(again)")
        }
    }
    return 0
}

private func framed(_ stream: [UInt8], chunkSize: Int) -> [FramedMessage] {
    var framer = MessageFramer(maximumContentLength: 1 << 20)
    var found: [FramedMessage] = []
    var offset = 0
    repeat {
        framer.append(stream[offset..<min(offset + chunkSize, stream.count)])
        offset += chunkSize
        while let next = framer.next() { found.append(next) }
    } while offset < stream.count
    return found
}
