struct User {
    var name: String
}

enum Theme {
    case light, dark
}

struct Receipt {
    var total: Double
}
