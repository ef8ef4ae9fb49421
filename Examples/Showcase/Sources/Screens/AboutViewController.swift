import UIKit

/// Built in code: no storyboard, created with `init()`.
final class AboutViewController: UIViewController {
    private let versionLabel = UILabel()
    private var version = ""
    private var build = 0

    func initialize(version: String, buildNumber build: Int) {
        self.version = version
        self.build = build
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        versionLabel.text = "Version \(version) (\(build))"
        view.addSubview(versionLabel)
    }
}
