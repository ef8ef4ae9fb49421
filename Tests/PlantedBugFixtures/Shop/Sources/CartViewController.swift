import UIKit

final class CartViewController: UIViewController {
    static func make() -> CartViewController {
        UIStoryboard.shop.viewController(withID: .cart) as! CartViewController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let header: CartHeaderView = UIView.fromNib()
        view.addSubview(header)
    }

    @IBAction func checkOutTapped(_ sender: Any) {
        let checkout = UIStoryboard.shop.viewController(withID: .checkout) as! CheckoutViewController
        navigationController?.pushViewController(checkout, animated: true)
    }
}
