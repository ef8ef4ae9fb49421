import UIKit

/// Settings for a user; the theme defaults to the system's.
final class SettingsViewController: UITableViewController {
    @IBOutlet private weak var darkModeSwitch: UISwitch!

    private var user: User!
    private var theme: Theme = .system
    var coordinator: AppCoordinator?

    func initialize(_ user: User, theme: Theme = .system) {
        self.user = user
        self.theme = theme
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        darkModeSwitch.isOn = theme == .dark
    }

    @IBAction private func showAbout(_ sender: UIButton) {
        coordinator?.showAbout()
    }
}

extension SettingsViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .settings }
}
