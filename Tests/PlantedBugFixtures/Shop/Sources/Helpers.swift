import UIKit

extension UIStoryboard {
    static let shop = UIStoryboard(name: "Shop", bundle: nil)

    func viewController(withID identifier: ViewControllerStoryboardIdentifier) -> UIViewController {
        instantiateViewController(withIdentifier: identifier.rawValue)
    }
}

extension UIViewController {
    func performSegue(_ identifier: SegueIdentifier) {
        performSegue(withIdentifier: identifier.rawValue, sender: self)
    }
}

extension UIView {
    class func fromNib<T: UIView>() -> T {
        Bundle.main.loadNibNamed(String(describing: T.self), owner: nil, options: nil)?.first as! T
    }
}
