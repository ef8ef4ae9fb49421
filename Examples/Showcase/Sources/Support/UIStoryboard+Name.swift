import UIKit

extension UIStoryboard {
    /// Every storyboard of the app. A case's file name is its raw value with the first letter
    /// upper-cased: `.profile` is `Profile.storyboard`.
    enum Name: String {
        case main
        case profile
        case settings
        case onboarding

        var fileName: String { rawValue.uppercasedFirstLetter() }
    }
}

extension String {
    func uppercasedFirstLetter() -> String {
        prefix(1).uppercased() + dropFirst()
    }
}
