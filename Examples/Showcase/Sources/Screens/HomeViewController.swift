import UIKit

/// The first screen: needs nothing to be created.
final class HomeViewController: BaseViewController {
    @IBOutlet private weak var greetingLabel: UILabel!
    @IBOutlet private weak var profileButton: UIButton!

    var coordinator: AppCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        greetingLabel.text = "Welcome back"
    }

    @IBAction private func showProfile(_ sender: UIButton) {
        coordinator?.showProfile(of: .guest)
    }

    @IBAction private func showSettings(_ sender: UIButton) {
        coordinator?.showSettings(for: .guest)
    }
}

extension HomeViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .main }
}
