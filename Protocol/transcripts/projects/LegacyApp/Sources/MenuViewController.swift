import UIKit

final class MenuViewController: UIViewController {
    var user: User!
    var theme: Theme!

    func initialize(user: User, theme: Theme) {
        self.user = user
        self.theme = theme
    }

    @IBAction private func showAccount(_ sender: Any) {
        let storyboard = UIStoryboard(name: "Account", bundle: nil)
        let vc = storyboard.instantiateViewController(withIdentifier: "AccountViewController") as! AccountViewController
        vc.user = user
        vc.theme = theme
        navigationController?.pushViewController(vc, animated: true)
    }
}

extension MenuViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .main }
}
