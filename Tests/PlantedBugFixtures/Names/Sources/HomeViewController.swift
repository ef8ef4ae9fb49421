import UIKit

final class HomeViewController: UIViewController {
    func openSettings() {
        let storyboard = UIStoryboard(name: Storyboards.main, bundle: nil)
        let settings = storyboard.instantiateViewController(withIdentifier: SceneName.settings.rawValue) as! SettingsViewController
        show(settings, sender: self)
    }

    func openProfile() {
        perform(.showProfile)
    }

    func openHelp() {
        let help = UIStoryboard(name: Storyboards.Account.name, bundle: nil).instantiateViewController(withIdentifier: .help) as! HelpViewController
        present(help, animated: true)
    }

    func onboard() {
        show(OnboardingViewController.instantiate(), sender: self)
        present(SignInViewController.fromAccountStoryboard(), animated: true)
    }

    func decorate() {
        let badge = UINib(nibName: .init(CellNib.badge.rawValue), bundle: nil).instantiate(withOwner: nil, options: nil).first as! BadgeView
        view.addSubview(badge)
        view.addSubview(BannerView.loadFromNib())
    }
}

final class SettingsViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class BadgeView: UIView {}
final class BannerView: UIView, NibLoadable {}
final class TagCell: UITableViewCell, NibProviding {}

final class TagsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TagCell.nib, forCellReuseIdentifier: "tag")
    }
}
