import UIKit

/// A code-only screen that shows a web page.
final class WebPageViewController: UIViewController {
    private var url: URL!
    private let titleLabel = UILabel()

    func initialize(url: URL, title: String) {
        self.url = url
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = url.absoluteString
        view.addSubview(titleLabel)
    }
}
