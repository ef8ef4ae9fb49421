import UIKit

extension UIStoryboard {
    enum Name: String {
        case main = "Main"
        case account = "Account"
    }
}
