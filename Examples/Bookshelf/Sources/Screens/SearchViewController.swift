import UIKit

/// Cocoacasts' `Storyboardable`: Main.storyboard, Storyboard ID = type name.
final class SearchViewController: UIViewController, Storyboardable {
    @IBOutlet private weak var searchField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.placeholder = "Title or author"
    }
}
