struct User {
    var name: String
}

enum Theme {
    case light, dark
}

struct Session {
    var user: User
    var theme: Theme
}

struct Receipt {
    var total: Double
}
