// Built by the Mac app (its folder) and by the widget (a membership exception adds it).
enum PriceFormatter {
    static func format(_ cents: Int) -> String { "\(cents / 100).\(cents % 100)" }
}
