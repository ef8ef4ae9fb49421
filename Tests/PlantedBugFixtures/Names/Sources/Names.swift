import UIKit

/// The Storyboard IDs, as a name type of the app's own.
struct SceneName: RawRepresentable, Hashable {
    let rawValue: String

    static let settings = SceneName(rawValue: "Settings")
}

/// The segue identifiers, written as literals of their type.
struct SegueName: ExpressibleByStringLiteral {
    let rawValue: String

    init(stringLiteral value: String) { rawValue = value }

    static let showProfile: SegueName = "showProfile"
}

enum Storyboards {
    static let main = "Main"

    struct Account {
        static var name: String { "Account" }
    }
}

enum CellNib: String {
    case badge = "BadgeCell"
}

extension String {
    static let help = "Help"
}
