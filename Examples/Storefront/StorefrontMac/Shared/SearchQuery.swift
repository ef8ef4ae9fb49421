// What a search field's text asks for. Its patterns hold what a lighter lexer than Swift's would
// misread: slashes, quotes and comment openers inside regex and raw string literals.
enum SearchQuery {
    static let separators = #/[\/,;]+/#
    static let quoted = #/"([^"]*)"/#
    static let leadingSlashes = /^\/*/
    static let example = #"the "Shop" /* not a comment */ path C:\Products"#

    static func terms(in text: String) -> [String] {
        text.replacing(leadingSlashes, with: "").split(separator: separators).map(String.init)
    }
}
