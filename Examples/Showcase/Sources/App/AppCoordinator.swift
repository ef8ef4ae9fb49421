import UIKit

/// All navigation of the app, one line per transition.
@MainActor
final class AppCoordinator {
    private let navigationController: UINavigationController
    private var hasSeenWelcome = false

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = UIViewController.create.homeViewController()
        home.coordinator = self
        navigationController.viewControllers = [home]
        if !hasSeenWelcome {
            home.present.welcomeViewController(onFinish: { [weak self] in self?.hasSeenWelcome = true })
        }
    }

    func showProfile(of user: User) {
        let profile = UIViewController.create.profileViewController(user: user)
        profile.coordinator = self
        navigationController.pushViewController(profile, animated: true)
    }

    func editProfile(of user: User, onSave: @escaping (User) -> Void) {
        navigationController.push.editProfileViewController(user: user, onSave: onSave)
    }

    func showSettings(for user: User) {
        navigationController.push.settingsViewController(user, theme: .dark)
    }

    func showAbout() {
        navigationController.topViewControllerOrSelf.present.aboutViewController(version: "1.0", buildNumber: 42, animated: true)
    }

    func showHelp() {
        navigationController.push.webPageViewController(url: URL(fileURLWithPath: "/help"), title: "Help")
    }
}

private extension UINavigationController {
    var topViewControllerOrSelf: UIViewController { viewControllers.last ?? self }
}
