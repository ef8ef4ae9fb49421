import UIKit

/// The base of the tabs' first screens: they are handed the store by the tab bar controller, and
/// show a message instead of an empty list.
class BaseViewController: UIViewController {
    var store: NoteStore!

    private let emptyStateLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emptyStateLabel.isHidden = true
        view.addSubview(emptyStateLabel)
    }

    /// Shows `message` over the content, or hides it when nil.
    func showEmptyState(_ message: String?) {
        emptyStateLabel.text = message
        emptyStateLabel.isHidden = message == nil
    }
}
