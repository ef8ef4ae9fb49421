import Foundation
@_spi(Scenery) import SceneryJSONRPC
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
        #expect(
            frames(["Content-Length: 99999999999\r\n\r\n{\"jsonrpc\":\"2.0\"}Content-Length: 2\r\n\r\n{}"]) == [
                "error: Content-Length 99999999999 is larger than 1024 bytes", "{}",
            ])
        #expect(frames(["Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}"]) == ["error: a header block without Content-Length", "{}"])
    }

    /// A header that never ends (8 MB with no blank line, in 1 MB chunks) is reported once it
    /// passes the limit, and the message after it is read; every byte is searched once.
    @Test func aHeaderBlockThatNeverEndsIsReportedAndTheNextMessageIsRead() {
        let chunk = String(repeating: "X-Padding: 0123456789abcdef\r\n", count: 1024 * 1024 / 29)
        let stream = ["Content-Length: 2\r\n"] + Array(repeating: chunk, count: 8) + ["\r\nContent-Length: 3\r\n\r\n[1]"]
        #expect(frames(stream) == ["error: a header block longer than \(MessageFramer.maximumHeaderLength) bytes", "[1]"])
        // Right at the limit, the terminator split over two reads.
        let long = "Content-Length: 2\r\nX-Padding: " + String(repeating: "a", count: MessageFramer.maximumHeaderLength - 40) + "\r"
        #expect(frames([long, "\n\r\n{}"]) == ["{}"])
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
        #expect(
            decode(#"{"jsonrpc":"2.0","id":"a","method":"m","params":[1]}"#)
                == .success(.request(id: .string("a"), method: "m", params: .array([.int(1)]))))
        #expect(decode(#"{"jsonrpc":"2.0","method":"exit"}"#) == .success(.notification(method: "exit", params: nil)))
        // As Emacs' eglot sends them.
        #expect(
            decode(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#)
                == .success(.request(id: .number(2), method: "shutdown", params: nil)))
        #expect(decode(#"{"jsonrpc":"2.0","method":"exit","params":null}"#) == .success(.notification(method: "exit", params: nil)))
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

    /// A lone surrogate escape (a half-typed emoji) costs its character, not the message; pairs,
    /// other escapes and an escaped backslash before `u` are read as written.
    @Test func aLoneSurrogateIsReadAsTheReplacementCharacter() {
        #expect(
            decode(#"{"jsonrpc":"2.0","method":"m","params":["a\ud800b","\udc00","\ud83d\ude00","\\ud800","\n"]}"#)
                == .success(
                    .notification(
                        method: "m", params: .array([.string("a\u{FFFD}b"), .string("\u{FFFD}"), .string("😀"), .string("\\ud800"), .string("\n")]))))
        #expect(decode(#"{"jsonrpc":"2.0","method":"m","params":["\ud800"#).failureCode == -32700)
    }

    @Test func responsesCarryExactlyOneOfResultAndError() throws {
        let void = String(decoding: Message.response(id: .number(1), result: .null).encoded(), as: UTF8.self)
        #expect(void == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
        let error = String(decoding: Message.errorResponse(id: nil, error: ResponseError(code: -32700, message: "bad")).encoded(), as: UTF8.self)
        #expect(error == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
        // Read back as what it is (a client's answer to a message it could not read), not as an invalid request.
        #expect(decode(error) == .success(.errorResponse(id: nil, error: ResponseError(code: -32700, message: "bad"))))
        let hover: String? = nil
        #expect(String(decoding: Message.response(id: .string("h"), encoding: hover), as: UTF8.self) == #"{"jsonrpc":"2.0","id":"h","result":null}"#)
        let notification = String(decoding: Message.notification(method: "n", encoding: ["a": 1]), as: UTF8.self)
        #expect(notification == #"{"jsonrpc":"2.0","method":"n","params":{"a":1}}"#)
    }

    @Test func aResultThatCannotBeEncodedIsAnsweredWithAnInternalError() throws {
        let body = Message.response(id: .number(4), encoding: StaleContainer())
        guard case .success(.errorResponse(let id, let error)) = Message.decode(body) else {
            Issue.record("not an error response: \(String(decoding: body, as: UTF8.self))")
            return
        }
        #expect(id == .number(4))
        #expect(error.code == ResponseError.internalError)
    }
}

/// Params are decoded from the message's tree, never from text again: what the tree gives must be
/// what `JSONDecoder` gives for the text, values and errors alike (the kind of error and its path,
/// which `-32602` messages name; a number that does not fit is named where it is, which
/// `JSONDecoder` leaves out).
@Suite struct TreeDecodingTests {
    enum Kind: String, Codable { case one, two }

    struct Params: Codable, Equatable {
        var name: String
        var count: Int?
        var ratio: Double
        var small: UInt8?
        var kind: Kind?
        var flags: [Bool]
        var nested: [String: [Int?]]
        var position: Position?
        var raw: JSONValue?
    }

    struct Position: Codable, Equatable {
        var line: Int
        var character: Int
    }

    static let texts = [
        #"{"name":"a","count":3,"ratio":1,"flags":[true,false],"nested":{"x":[1,null]},"position":{"line":0,"character":2},"raw":{"any":[1,"b",null]}}"#,
        #"{"name":"a","count":null,"ratio":2.5,"small":255,"kind":"two","flags":[],"nested":{},"raw":null}"#,
        #"{"count":3,"ratio":1,"flags":[],"nested":{}}"#,
        #"{"name":7,"ratio":1,"flags":[],"nested":{}}"#,
        #"{"name":null,"ratio":1,"flags":[],"nested":{}}"#,
        #"{"name":"a","ratio":"1","flags":[],"nested":{}}"#,
        #"{"name":"a","ratio":1,"small":256,"flags":[],"nested":{}}"#,
        #"{"name":"a","ratio":1,"count":1.5,"flags":[],"nested":{}}"#,
        #"{"name":"a","ratio":1,"kind":"three","flags":[],"nested":{}}"#,
        #"{"name":"a","ratio":1,"flags":[true,1],"nested":{}}"#,
        #"{"name":"a","ratio":1,"flags":[],"nested":{"x":[1,"b"]}}"#,
        #"{"name":"a","ratio":1,"flags":[],"nested":{},"position":"not a position"}"#,
        #"{"name":"a","ratio":1,"flags":[],"nested":{},"position":{"line":0}}"#,
        #"[1,2]"#,
    ]

    /// A decoding error as the `-32602` message reads it: its kind, the type it names and where.
    static func describe(_ error: Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error as? DecodingError {
        case .typeMismatch(let type, let context)?: return "type mismatch \(type) at \(path(context))"
        case .valueNotFound(let type, let context)?: return "value not found \(type) at \(path(context))"
        case .keyNotFound(let key, let context)?: return "key not found \(key.stringValue) at \(path(context))"
        case .dataCorrupted?: return "data corrupted"
        default: return "\(error)"
        }
    }

    enum Outcome: Equatable {
        case value(Params)
        case error(String)

        init(_ decode: () throws -> Params) {
            do {
                self = .value(try decode())
            } catch {
                self = .error(TreeDecodingTests.describe(error))
            }
        }
    }

    @Test(arguments: texts) func theTreeDecodesAsTheTextDoes(_ text: String) throws {
        let tree = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(Outcome { try tree.decode(Params.self) } == Outcome { try JSONDecoder().decode(Params.self, from: Data(text.utf8)) })
    }
}

extension Result where Failure == ResponseErrorWithID {
    var failureCode: Int? {
        if case .failure(let failure) = self { return failure.error.code }
        return nil
    }
}

/// Writes into a nested container after its parent has moved on, which the streaming text
/// encoder cannot represent: it must throw, not trap or write broken JSON.
struct StaleContainer: Encodable {
    enum Key: CodingKey { case a, b }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var nested = container.nestedUnkeyedContainer(forKey: .a)
        try container.encode(1, forKey: .b)
        try nested.encode(2)
    }
}

struct Recursive: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self)
    }
}

/// Responses are encoded straight into text: it must read back as `JSONEncoder`'s text does.
@Suite struct JSONTextEncodingTests {
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

    @Test func theTextReadsBackAsTheEncodersText() throws {
        let value = [
            Item(
                label: "profileViewController(user:)", kind: .method, detail: "Profile.storyboard · \"quoted\" é 🎬", tags: [1, -2],
                score: 3, ratio: 0.5, nested: ["a": [true, nil, false]], uri: URL(fileURLWithPath: "/tmp/a b.swift"),
                raw: .object(["x": .array([.null, .int(1)])])
            ),
            Item(
                label: "", kind: .property, detail: nil, tags: [], score: -1.25, ratio: 1e20, nested: [:], uri: URL(string: "file:///x")!, raw: .null),
        ]
        let expected = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(JSONTextEncoder.encode(value))) == expected)
        #expect(JSONValue(encoding: value) == expected)
    }

    /// Keys in the order the value encodes them; nested, reused and super containers closed where
    /// they end; a value that encodes nothing is an empty object.
    @Test func containersAreClosedWhereTheyEnd() throws {
        struct Shapes: Encodable {
            enum Key: CodingKey { case z, a, m }

            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var list = container.nestedUnkeyedContainer(forKey: .z)
                try list.encode(1)
                var inner = list.nestedContainer(keyedBy: Key.self)
                try inner.encode("x", forKey: .a)
                try list.encodeNil()
                var again = encoder.container(keyedBy: Key.self)
                try again.encode(Nothing(), forKey: .a)
                try Nothing().encode(to: container.superEncoder(forKey: .m))
                try container.encode(1.5, forKey: .m)
            }
        }
        struct Nothing: Encodable {
            func encode(to encoder: Encoder) throws {}
        }
        #expect(String(decoding: try JSONTextEncoder.encode(Shapes()), as: UTF8.self) == #"{"z":[1,{"a":"x"},null],"a":{},"m":{},"m":1.5}"#)
        #expect(String(decoding: try JSONTextEncoder.encode([[Int]]([[], [2.0 == 2 ? 3 : 0]])), as: UTF8.self) == "[[],[3]]")
        #expect(throws: EncodingError.self) { try JSONTextEncoder.encode(StaleContainer()) }
        // A primitive the writer does not know, which encodes itself as itself: an error, not a stack overflow.
        #expect(throws: EncodingError.self) { try JSONTextEncoder.encode(Recursive()) }
        #expect(String(decoding: try JSONTextEncoder.encode([Float(0.5), 2]), as: UTF8.self) == "[0.5,2]")
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
