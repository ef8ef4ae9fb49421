import Foundation
@_spi(Scenery) import SceneryJSONRPC
@_spi(Scenery) import SceneryLSPTypes
import Testing

/// The types that write their own JSON text write what their `Encodable` conformance encodes.
@Suite struct JSONTextWritingTests {
    static let range = Range(start: Position(line: 3, character: 8), end: Position(line: 3, character: 12))
    static let edit = TextEdit(range: range, newText: "profileViewController(user: ${1:user})")
    /// Every member set, so a member the hand-written text leaves out shows (see the next test).
    static let item = CompletionItem(
        label: "profileViewController(user:)", kind: .method, detail: "Profile.storyboard · (user: User) \"quoted\"",
        documentation: .string("Creates ProfileViewController.\nParameters: user: User."), sortText: "00001",
        filterText: "profileViewController", insertTextFormat: .snippet, textEdit: edit
    )
    static let markupItem = CompletionItem(label: "x", documentation: .markup(MarkupContent(kind: .markdown, value: "**x**")))

    @Test(arguments: [
        CompletionList(isIncomplete: true, items: [item, markupItem, CompletionItem(label: "bare")]),
        CompletionList(isIncomplete: false, items: []),
    ])
    func theTextIsWhatEncodableEncodes(list: CompletionList) throws {
        let values: [any JSONObjectWritable] = [list, Self.item, Self.markupItem, Self.edit, Self.range, Self.range.start]
        for value in values {
            let written = try JSONDecoder().decode(JSONValue.self, from: Data(JSONTextEncoder.encode(value)))
            let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
            #expect(written == encoded, "\(type(of: value))")
        }
    }

    @Test func theSampleItemSetsEveryMember() {
        let unset = Mirror(reflecting: Self.item).children.filter { child in
            let value = Mirror(reflecting: child.value)
            return value.displayStyle == .optional && value.children.isEmpty
        }
        #expect(unset.isEmpty, "\(unset.map { $0.label ?? "?" }) not set: the test would not notice them missing from the text")
    }
}
