import UIKit

/// The Storyboard IDs and segue identifiers of Shop.storyboard, by name.
enum ViewControllerStoryboardIdentifier: String {
    case cart = "Cart"
    case checkout = "Checkout"
}

enum SegueIdentifier: String {
    case showReceipt = "Show Receipt"
}
