import UIKit

/// Edits a user and hands the result back through a closure.
final class EditProfileViewController: BaseViewController {
    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var emailField: UITextField!

    private var user: User!
    private var onSave: ((User) -> Void)!

    func initialize(user: User, onSave: @escaping (User) -> Void) {
        self.user = user
        self.onSave = onSave
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Profile"
        nameField.text = user.name
        emailField.text = user.email
    }

    @IBAction private func save(_ sender: UIButton) {
        var edited = user ?? .guest
        edited.name = nameField.text ?? edited.name
        edited.email = emailField.text ?? edited.email
        onSave(edited)
        navigationController?.popViewController(animated: true)
    }
}

extension EditProfileViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .profile }
}
