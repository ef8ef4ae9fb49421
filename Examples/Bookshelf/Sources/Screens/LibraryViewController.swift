import UIKit

/// The root screen: Main's navigation controller shows it through its root relationship.
final class LibraryViewController: UITableViewController {
    private var shelves: [Shelf] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        shelves = BookStore.shared.shelves()
    }

    func open(_ book: Book) {
        navigationController?.push.bookViewController(book: book)
    }

    func editShelves() {
        // Legacy code from before the factories.
        let editor = UIStoryboard(name: "Library", bundle: nil).instantiateViewController(withIdentifier: "ShelfEditor") as! ShelfEditorViewController
        navigationController?.pushViewController(editor, animated: true)
    }
}

extension LibraryViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .main }
}
