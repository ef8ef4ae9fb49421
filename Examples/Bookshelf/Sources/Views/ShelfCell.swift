import UIKit

final class ShelfCell: UITableViewCell {
    static let nib = UINib(nibName: "ShelfCel", bundle: nil)
    @IBOutlet private weak var nameLabel: UILabel!
}
