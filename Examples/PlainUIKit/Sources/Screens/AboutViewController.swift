import UIKit

/// About Notebook, built in code with no initializer of its own: `AboutViewController()`.
final class AboutViewController: UIViewController {
    private let versionLabel = UILabel()
    private let licensesButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemBackground
        let info = Bundle.main.infoDictionary
        let version = info?["CFBundleShortVersionString"] as? String ?? "1.0"
        let build = info?["CFBundleVersion"] as? String ?? "1"
        versionLabel.text = "Notebook \(version) (\(build))"
        licensesButton.setTitle("Licenses", for: .normal)
        licensesButton.addAction(UIAction { [weak self] _ in self?.showLicenses() }, for: .touchUpInside)
        view.addSubview(versionLabel)
        view.addSubview(licensesButton)
    }

    private func showLicenses() {
        navigationController?.pushViewController(LicensesViewController(), animated: true)
    }
}

/// The licenses of what the app is built with. Only About shows it, so it is private to this file.
private final class LicensesViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Licenses"
        view.backgroundColor = .systemBackground
        textView.text = "Notebook is built with UIKit and Foundation only; it includes no third-party code."
        view.addSubview(textView)
    }
}
