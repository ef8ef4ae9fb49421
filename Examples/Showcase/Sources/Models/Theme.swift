import UIKit

enum Theme: String, CaseIterable {
    case system
    case light
    case dark

    var backgroundColor: UIColor {
        switch self {
        case .system: .systemBackground
        case .light: .white
        case .dark: .black
        }
    }
}
