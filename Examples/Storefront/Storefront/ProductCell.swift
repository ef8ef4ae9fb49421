import UIKit

final class ProductCell: UITableViewCell {
    @IBOutlet var nameLabel: UILabel!
}
