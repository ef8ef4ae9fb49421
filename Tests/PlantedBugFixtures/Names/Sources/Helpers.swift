import UIKit

extension UIViewController {
    func perform(_ segue: SegueName) {
        performSegue(withIdentifier: segue.rawValue, sender: self)
    }
}

protocol NibLoadable: AnyObject {}

extension NibLoadable where Self: UIView {
    static func loadFromNib() -> Self {
        Bundle.main.loadNibNamed(NSStringFromClass(self).components(separatedBy: ".").last!, owner: nil, options: nil)?.first as! Self
    }
}

/// Cells whose xib is named after them, read as `TagCell.nib`.
protocol NibProviding: AnyObject {}

extension NibProviding {
    static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
}
