import UIKit

final class MenuViewController: UIViewController {
    private var session: Session!

    func initialize(session: Session) {
        self.session = session
    }

    @IBAction private func showAccount(_ sender: Any) {
        let storyboard = UIStoryboard(name: "Account", bundle: nil)
        let vc = storyboard.instantiateViewController(withIdentifier: "AccountViewController") as! AccountViewController
        vc.user = session.user
        vc.theme = session.theme
        navigationController?.pushViewController(vc, animated: true)
    }
}

extension MenuViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .main }
}
