import UIKit

/// Shows a user. Inherits the theme handling of `BaseViewController`.
final class ProfileViewController: BaseViewController {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var emailLabel: UILabel!
    @IBOutlet private weak var avatarView: UIImageView!

    private(set) var user: User!
    var coordinator: AppCoordinator?

    func initialize(user: User) {
        self.user = user
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = user.name
        render()
    }

    private func render() {
        nameLabel.text = user.name
        emailLabel.text = user.email.isEmpty ? "No e-mail" : user.email
        avatarView.image = UIImage(systemName: "person.crop.circle")
    }

    @IBAction private func edit(_ sender: UIButton) {
        coordinator?.editProfile(of: user) { [weak self] edited in
            self?.user = edited
            self?.render()
        }
    }
}

extension ProfileViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .profile }
}
