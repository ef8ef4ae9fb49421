import SourceText
import Testing
@testable import Workspace

/// The cache's binary coder round-trips every shape synthesized `Codable` produces, and turns
/// any damaged input into an error, never a trap.
@Suite struct BinaryCoderTests {
    enum Mapping: Codable, Hashable {
        case rawValue
        case prefix(String, count: Int)
        case nested(Inner?)
    }

    struct Inner: Codable, Hashable {
        var name: String
        var note: String?
    }

    enum Kind: String, Codable { case create, push }

    struct Outer: Codable, Hashable {
        var kind: Kind
        var count: Int
        var negative: Int
        var flag: Bool
        var ratio: Double
        var optional: Inner?
        var missing: Inner?
        var list: [Inner]
        var optionals: [String?]
        var mappings: [Mapping]
        var nestedLists: [[Int]]
        var text: String
        /// Read by a fast path, which must read what the synthesized conformance writes.
        var range: ByteRange
        var ranges: [ByteRange?]
    }

    static let value = Outer(
        kind: .push, count: 300, negative: -70_000, flag: true, ratio: 0.25,
        optional: Inner(name: "a", note: nil), missing: nil,
        list: [Inner(name: "b", note: "c"), Inner(name: "", note: "")],
        optionals: ["x", nil, ""],
        mappings: [.rawValue, .prefix("first", count: 2), .nested(nil), .nested(Inner(name: "d", note: "e"))],
        nestedLists: [[], [1, -1, Int.max, Int.min]],
        text: "Größe 🎬 \"quoted\"\n",
        range: ByteRange(3, 70_000), ranges: [nil, ByteRange(0, 0), ByteRange(-1, Int.max)]
    )

    @Test func roundTripsEveryShape() throws {
        let bytes = try BinaryCoder.encode(Self.value)
        #expect(try BinaryCoder.decode(Outer.self, from: bytes) == Self.value)
        #expect(try BinaryCoder.encode(Self.value) == bytes)
    }

    @Test func everyTruncationIsAnError() throws {
        let bytes = try BinaryCoder.encode(Self.value)
        for length in 0..<bytes.count {
            #expect(throws: (any Error).self) { try BinaryCoder.decode(Outer.self, from: Array(bytes[..<length])) }
        }
    }

    @Test func primitivesTheFactsDoNotUseAreRefused() {
        #expect(throws: BinaryCoder.Failure.self) { try BinaryCoder.encode([UInt8(1)]) }
    }

    @Test func anotherShapeIsAnError() throws {
        struct Renamed: Codable { var kind: Kind; var total: Int }
        let bytes = try BinaryCoder.encode(Self.value)
        #expect(throws: (any Error).self) { try BinaryCoder.decode(Renamed.self, from: bytes) }
        #expect(throws: (any Error).self) { try BinaryCoder.decode(Outer.self, from: bytes + [0]) }
    }
}
