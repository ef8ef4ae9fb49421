import UIKit

@MainActor
final class AppCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let onboarding = OnboardingViewController.fromNib
        navigationController.present(onboarding, animated: false)
    }

    func search() {
        navigationController.pushViewController(SearchViewController.instantiate(), animated: true)
    }

    func show(_ book: Book) {
        let storyboard = UIStoryboard(name: "Library", bundle: nil)
        let viewController = storyboard.instantiateViewController(withIdentifier: "BookViewController") as! BookViewController
        viewController.initialize(book: book)
        navigationController.pushViewController(viewController, animated: true)
    }

    func settings() {
        let settings = StoryboardScene.Main.settings.instantiate()
        navigationController.pushViewController(settings, animated: true)
    }

    func editShelves() {
        navigationController.pushViewController(R.storyboard.library.shelfEditor(), animated: true)
    }
}
