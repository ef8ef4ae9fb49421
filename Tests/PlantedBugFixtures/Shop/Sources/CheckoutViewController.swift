import UIKit

final class CheckoutViewController: UIViewController {
    @IBAction func payTapped(_ sender: Any) {
        performSegue(.showReceipt)
    }

    @IBAction func receiptTapped(_ sender: Any) {
        let receipt = ScreenFactory.shared.make(id: "Receipt") as! ReceiptViewController
        present(receipt, animated: true)
    }
}

final class ReceiptViewController: UIViewController {}

final class CartHeaderView: UIView {
    @IBOutlet var totalLabel: UILabel!
}
