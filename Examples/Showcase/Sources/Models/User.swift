import Foundation

struct User: Equatable {
    var id: Int
    var name: String
    var email: String
    var avatarURL: URL?

    static let guest = User(id: 0, name: "Guest", email: "", avatarURL: nil)
}
