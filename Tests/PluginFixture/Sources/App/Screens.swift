import UIKit

extension UIStoryboard {
    enum Name: String {
        case main
        var fileName: String { rawValue.capitalized }
    }
}

final class ProfileViewController: UIViewController {
    var userName: String!

    func initialize(userName: String) {
        self.userName = userName
    }
}

extension ProfileViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .main }
}

final class AboutViewController: UIViewController {
    func initialize(version: String = "1.0") {}
}

/// Calls the generated API: the target builds only if the build tool plugin generated it.
@MainActor
func showProfile(from navigationController: UINavigationController) {
    navigationController.push.profileViewController(userName: "Ada")
    navigationController.present.aboutViewController(animated: false)
}
