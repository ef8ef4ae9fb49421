import Foundation
import JSONRPC
import Testing

@Suite struct FramingTests {
    func frames(_ chunks: [String], maximum: Int = 1024) -> [String] {
        var framer = MessageFramer(maximumContentLength: maximum)
        var out: [String] = []
        for chunk in chunks {
            framer.append(Array(chunk.utf8))
            while let next = framer.next() {
                switch next {
                case .message(let body): out.append(String(decoding: body, as: UTF8.self))
                case .error(let error): out.append("error: \(error)")
                }
            }
        }
        return out
    }

    @Test func headersInAnyOrderUnknownOnesAndCase() {
        #expect(frames(["Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Whatever: 1\r\ncontent-length: 2\r\n\r\n{}"]) == ["{}"])
    }

    @Test func theLastContentLengthWins() {
        #expect(frames(["Content-Length: 99\r\nContent-Length: 3\r\n\r\n[1]"]) == ["[1]"])
    }

    @Test func splitAtEveryByteAndTwoInOneChunk() {
        let stream = "Content-Length: 2\r\n\r\n{}Content-Length: 3\r\n\r\n[1]"
        #expect(frames(stream.map { String($0) }) == ["{}", "[1]"])
        #expect(frames([stream]) == ["{}", "[1]"])
    }

    @Test func badLengthsAreReportedAndTheNextMessageIsRead() {
        #expect(frames(["Content-Length: -4\r\n\r\nContent-Length: 2\r\n\r\n{}"]) == ["error: invalid Content-Length \"-4\"", "{}"])
        #expect(frames(["Content-Length: 99999999999\r\n\r\n{\"jsonrpc\":\"2.0\"}Content-Length: 2\r\n\r\n{}"]) == [
            "error: Content-Length 99999999999 is larger than 1024 bytes", "{}",
        ])
        #expect(frames(["Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}"]) == ["error: a header block without Content-Length", "{}"])
    }

    @Test func aTruncatedBodyStaysBuffered() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
        #expect(framer.next() == nil)
        #expect(framer.bufferedByteCount > 0)
    }

    @Test func frameWritesTheByteLength() {
        #expect(String(decoding: frame(Data("é".utf8)), as: UTF8.self) == "Content-Length: 2\r\n\r\né")
    }
}

@Suite struct MessageTests {
    func decode(_ json: String) -> Result<Message, ResponseErrorWithID> { Message.decode(Data(json.utf8)) }

    @Test func classifiesMessages() {
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#) == .success(.request(id: .number(1), method: "shutdown", params: nil)))
        #expect(decode(#"{"jsonrpc":"2.0","id":"a","method":"m","params":[1]}"#) == .success(.request(id: .string("a"), method: "m", params: .array([.int(1)]))))
        #expect(decode(#"{"jsonrpc":"2.0","method":"exit"}"#) == .success(.notification(method: "exit", params: nil)))
        #expect(decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .success(.response(id: .number(3), result: .null)))
    }

    @Test func parseErrorsAndInvalidRequests() {
        #expect(decode("{not json").failureCode == -32700)
        #expect(decode("[1,2]").failureCode == -32600)
        #expect(decode(#"{"jsonrpc":"1.0","id":1,"method":"m"}"#).failureCode == -32600)
        #expect(decode(#"{"jsonrpc":"2.0","id":{"x":1},"method":"m"}"#).failureCode == -32600)
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"method":7}"#).failureCode == -32600)
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#).failureCode == -32600)
        if case .failure(let failure) = decode(#"{"jsonrpc":"2.0","id":9,"method":7}"#) { #expect(failure.id == .number(9)) }
    }

    @Test func responsesCarryExactlyOneOfResultAndError() throws {
        let void = String(decoding: Message.response(id: .number(1), result: .null).encoded(), as: UTF8.self)
        #expect(void == #"{"id":1,"jsonrpc":"2.0","result":null}"#)
        let error = String(decoding: Message.errorResponse(id: nil, error: ResponseError(code: -32700, message: "bad")).encoded(), as: UTF8.self)
        #expect(error == #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
    }
}

extension Result where Failure == ResponseErrorWithID {
    var failureCode: Int? {
        if case .failure(let failure) = self { return failure.error.code }
        return nil
    }
}

/// Responses are encoded straight into `JSONValue`: the tree must be the one that encoding to
/// JSON text and reading it back gives.
@Suite struct JSONValueEncodingTests {
    enum Kind: String, Codable { case method, property }

    struct Item: Codable {
        var label: String
        var kind: Kind
        var detail: String?
        var sortText: String? = nil
        var tags: [Int]
        var score: Double
        var ratio: Double
        var nested: [String: [Bool?]]
        var uri: URL
        var raw: JSONValue
        var empty: [String: Int] = [:]
        var unsigned: UInt8 = 7
    }

    @Test func theTreeIsTheOneTheTextGives() throws {
        let value = [
            Item(
                label: "profileViewController(user:)", kind: .method, detail: "Profile.storyboard · \"quoted\" é 🎬", tags: [1, -2],
                score: 3, ratio: 0.5, nested: ["a": [true, nil, false]], uri: URL(fileURLWithPath: "/tmp/a b.swift"),
                raw: .object(["x": .array([.null, .int(1)])])
            ),
            Item(label: "", kind: .property, detail: nil, tags: [], score: -1.25, ratio: 1e20, nested: [:], uri: URL(string: "file:///x")!, raw: .null),
        ]
        let text = try JSONEncoder().encode(value)
        #expect(JSONValue(encoding: value) == (try JSONDecoder().decode(JSONValue.self, from: text)))
    }

    /// The hand-written writer gives `JSONEncoder`'s bytes (sorted keys, slashes unescaped), escapes
    /// included, and its text reads back as the same value.
    @Test func theTextIsTheEncodersText() throws {
        let controls = String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self)
        let value = JSONValue.object([
            "zeta": .array([.null, .bool(true), .bool(false), .int(-42), .int(Int.max), .double(0.5), .double(1e20), .double(-1.25)]),
            "alpha": .string("a \"quoted\" back\\slash / slash é 🎬 \u{7F}" + controls),
            "Beta": .object(["b": .string(""), "a10": .int(1), "a2": .object([:]), "": .array([])]),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(value.jsonString == String(decoding: try encoder.encode(value), as: UTF8.self))
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(value.jsonString.utf8)) == value)
    }
}
