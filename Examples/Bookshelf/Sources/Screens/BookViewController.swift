import UIKit

final class BookViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var authorLabel: UILabel!

    var book: Book!
    var analytics: Analytics!

    func initialize(book: Book) {
        self.book = book
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = book.title
        authorLabel.text = book.author
        analytics.track("book")
    }

    @IBAction private func read(_ sender: Any) {
        present(ReaderViewController.makeFromStoryboard(book: book, analytics: analytics), animated: true)
    }
}

extension BookViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .library }
}
