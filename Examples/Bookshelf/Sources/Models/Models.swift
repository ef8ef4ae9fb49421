import Foundation

struct Book: Hashable {
    var id: Int
    var title: String
    var author: String
}

struct Shelf {
    var name: String
    var books: [Book]
}

final class Analytics {
    func track(_ event: String) {}
}

@MainActor
final class BookStore {
    static let shared = BookStore()
    func shelves() -> [Shelf] { [] }
}
