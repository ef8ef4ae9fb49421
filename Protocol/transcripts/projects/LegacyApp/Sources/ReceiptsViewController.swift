import UIKit

final class ReceiptsViewController: UITableViewController {
    @IBOutlet private weak var totalLabel: UILabel!
    var user: User!
    var onSelect: ((Receipt) -> Void)!
}
