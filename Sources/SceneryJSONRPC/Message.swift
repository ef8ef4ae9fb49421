import Foundation

/// A JSON-RPC error, with the codes JSON-RPC and LSP define.
@_spi(Scenery) public struct ResponseError: Error, Codable, Hashable, Sendable {
    @_spi(Scenery) public var code: Int
    @_spi(Scenery) public var message: String
    @_spi(Scenery) public var data: JSONValue?

    @_spi(Scenery) public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    @_spi(Scenery) public static let parseError = -32700
    @_spi(Scenery) public static let invalidRequest = -32600
    @_spi(Scenery) public static let methodNotFound = -32601
    @_spi(Scenery) public static let invalidParams = -32602
    @_spi(Scenery) public static let internalError = -32603
    @_spi(Scenery) public static let serverNotInitialized = -32002
    @_spi(Scenery) public static let unknownErrorCode = -32001
    @_spi(Scenery) public static let requestFailed = -32803
    @_spi(Scenery) public static let serverCancelled = -32802
    @_spi(Scenery) public static let contentModified = -32801
    @_spi(Scenery) public static let requestCancelled = -32800
}

/// One JSON-RPC 2.0 message.
@_spi(Scenery) public enum Message: Hashable, Sendable {
    /// `body` with every `\uD800`–`\uDFFF` escape that is not half of a pair made `\uFFFD`; nil
    /// when there is none (the body is invalid for another reason).
    static func replacingLoneSurrogates(in body: Data) -> Data? {
        let bytes = [UInt8](body)
        func escape(at index: Int) -> UInt16? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                let value = UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
            else { return nil }
            return value
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var replaced = false
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            guard let unit = escape(at: index) else {
                // Any other escape, `\\` included, is copied whole so that its second byte starts nothing.
                result += bytes[index..<min(index + 2, bytes.count)]
                index += 2
                continue
            }
            if (0xD800...0xDBFF).contains(unit), let next = escape(at: index + 6), (0xDC00...0xDFFF).contains(next) {
                result += bytes[index..<(index + 12)]
                index += 12
            } else if (0xD800...0xDFFF).contains(unit) {
                result += Array("\\uFFFD".utf8)
                replaced = true
                index += 6
            } else {
                result += bytes[index..<(index + 6)]
                index += 6
            }
        }
        return replaced ? Data(result) : nil
    }

    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID, result: JSONValue)
    /// `id` is nil when the request's id could not be read (then `null` goes on the wire).
    case errorResponse(id: RequestID?, error: ResponseError)

    /// Classify a message body: unparsable JSON is a parse error, JSON that is not a JSON-RPC
    /// message is an invalid request (with the id when one can be read).
    @_spi(Scenery) public static func decode(_ body: Data) -> Result<Message, ResponseErrorWithID> {
        // JSON allows a lone surrogate escape (`"\ud800"`, a half-typed emoji); Foundation refuses
        // the whole message for it. Read again with each one as U+FFFD, as editors would show it.
        guard
            let json = (try? JSONDecoder().decode(JSONValue.self, from: body))
                ?? Self.replacingLoneSurrogates(in: body).flatMap({ try? JSONDecoder().decode(JSONValue.self, from: $0) })
        else {
            return .failure(
                ResponseErrorWithID(id: nil, error: ResponseError(code: ResponseError.parseError, message: "the message is not valid JSON")))
        }
        guard case .object(let object) = json else {
            return .failure(
                ResponseErrorWithID(id: nil, error: ResponseError(code: ResponseError.invalidRequest, message: "a message must be a JSON object")))
        }
        let id: RequestID?
        switch object["id"] {
        case nil, .null?: id = nil
        case .int(let number)?: id = .number(number)
        case .string(let string)?: id = .string(string)
        default:
            return .failure(
                ResponseErrorWithID(id: nil, error: ResponseError(code: ResponseError.invalidRequest, message: "an id must be a number or a string")))
        }
        func invalid(_ message: String) -> Result<Message, ResponseErrorWithID> {
            .failure(ResponseErrorWithID(id: id, error: ResponseError(code: ResponseError.invalidRequest, message: message)))
        }
        guard object["jsonrpc"] == .string("2.0") else { return invalid("\"jsonrpc\" must be \"2.0\"") }
        if let method = object["method"] {
            guard case .string(let name) = method else { return invalid("\"method\" must be a string") }
            // `null` reads as no params: some clients (Emacs' eglot) send `shutdown` and `exit` that way.
            let params = object["params"] == .null ? nil : object["params"]
            if let params, !params.isStructured { return invalid("\"params\" must be an object or an array") }
            if let id { return .success(.request(id: id, method: name, params: params)) }
            return object["id"] == nil ? .success(.notification(method: name, params: params)) : invalid("a request id must not be null")
        }
        // An error response's id is null when the other side could not read the message's (JSON-RPC 2.0: 5).
        if let error = object["error"] {
            guard let decoded = try? error.decode(ResponseError.self) else { return invalid("malformed error object") }
            return .success(.errorResponse(id: id, error: decoded))
        }
        if let id, let result = object["result"] { return .success(.response(id: id, result: result)) }
        return invalid("a message needs a method, a result or an error")
    }

    /// The message body: `"jsonrpc": "2.0"` always, and a response carries exactly one of
    /// `result` (`null` for void) and `error`.
    @_spi(Scenery) public func encoded() -> Data {
        switch self {
        case .request(let id, let method, let params): Self.request(id: id, method: method, encoding: params)
        case .notification(let method, let params): Self.notification(method: method, encoding: params)
        case .response(let id, let result): Self.response(id: id, encoding: result)
        case .errorResponse(let id, let error): Envelope<JSONValue>.errorResponse(id: id, error: error).text
        }
    }

    /// A response's body with `result` encoded straight to text; a result that cannot be encoded
    /// is answered with an internal error instead.
    @_spi(Scenery) public static func response(id: RequestID, encoding result: some Encodable) -> Data {
        Envelope.response(id: id, result: result).text
    }

    /// A request's body with `params` encoded straight to text (`null` params if they cannot be
    /// encoded, which for Scenery's own message types does not happen).
    @_spi(Scenery) public static func request(id: RequestID, method: String, encoding params: (some Encodable)?) -> Data {
        Envelope.request(id: id, method: method, params: params).text
    }

    /// A notification's body, as `request(id:method:encoding:)`'s.
    @_spi(Scenery) public static func notification(method: String, encoding params: (some Encodable)?) -> Data {
        Envelope.notification(method: method, params: params).text
    }
}

/// A message as written: `jsonrpc` first, then the id, the method and the payload.
private enum Envelope<Payload: Encodable>: Encodable {
    case request(id: RequestID, method: String, params: Payload?)
    case notification(method: String, params: Payload?)
    case response(id: RequestID, result: Payload)
    case errorResponse(id: RequestID?, error: ResponseError)

    private enum Key: String, CodingKey { case jsonrpc, id, method, params, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("2.0", forKey: .jsonrpc)
        switch self {
        case .request(let id, let method, let params):
            try container.encode(id, forKey: .id)
            try container.encode(method, forKey: .method)
            try container.encodeIfPresent(params, forKey: .params)
        case .notification(let method, let params):
            try container.encode(method, forKey: .method)
            try container.encodeIfPresent(params, forKey: .params)
        case .response(let id, let result):
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        case .errorResponse(let id, let error):
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }
    }

    /// The text; when the payload cannot be encoded, a request or notification with `null`
    /// params, a response an internal error instead, an error without its `data`. (A `JSONValue`
    /// payload always encodes, so the fallbacks end here.)
    var text: Data {
        do {
            return Data(try JSONTextEncoder.encode(self))
        } catch {
            switch self {
            case .request(let id, let method, _): return Envelope<JSONValue>.request(id: id, method: method, params: .null).text
            case .notification(let method, _): return Envelope<JSONValue>.notification(method: method, params: .null).text
            case .response(let id, _):
                let failure = ResponseError(code: ResponseError.internalError, message: "the result cannot be encoded: \(error)")
                return Envelope<JSONValue>.errorResponse(id: id, error: failure).text
            case .errorResponse(let id, let original):
                let failure = ResponseError(code: original.code, message: original.message)
                return Envelope<JSONValue>.errorResponse(id: id, error: failure).text
            }
        }
    }
}

/// A decoding failure together with the id of the request it belongs to, if known.
@_spi(Scenery) public struct ResponseErrorWithID: Error, Hashable, Sendable {
    @_spi(Scenery) public var id: RequestID?
    @_spi(Scenery) public var error: ResponseError
}

extension JSONValue {
    var isStructured: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
