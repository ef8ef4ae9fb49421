import UIKit

final class ShelfEditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Shelves"
    }
}
