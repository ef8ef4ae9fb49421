import UIKit

final class CheckoutViewController: UIViewController {
    @IBAction func payTapped(_ sender: Any) {
        performSegue(.showReceipt)
    }
}

final class ReceiptViewController: UIViewController {}

final class CartHeaderView: UIView {
    @IBOutlet var totalLabel: UILabel!
}
