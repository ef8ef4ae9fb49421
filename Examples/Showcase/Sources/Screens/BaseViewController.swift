import UIKit

/// Every screen of the app applies the current theme when it appears.
class BaseViewController: UIViewController {
    var theme: Theme = .system

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyTheme()
    }

    func applyTheme() {
        view.backgroundColor = theme.backgroundColor
    }
}
