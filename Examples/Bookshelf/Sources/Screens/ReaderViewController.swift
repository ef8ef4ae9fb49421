import UIKit

/// "Future-Proof Dependency Injection": implicitly unwrapped dependencies, set by the generated
/// `makeFromStoryboard(...)`.
final class ReaderViewController: UIViewController, StoryboardInitializable {
    var book: Book!
    var analytics: Analytics!
    @IBOutlet private weak var textView: UITextView!

    static func instantiateFromStoryboard() -> ReaderViewController {
        let storyboard = UIStoryboard(name: "Reader", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: "readerViewController") as! ReaderViewController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book.title
        analytics.track("reader")
    }
}
