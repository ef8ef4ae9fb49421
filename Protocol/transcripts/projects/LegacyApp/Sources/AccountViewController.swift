import UIKit

final class AccountViewController: UIViewController {
    var user: User!
    var theme: Theme!

    func initialize(user: User, theme: Theme) {
        self.user = user
        self.theme = theme
    }
}

extension AccountViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .account }
}
