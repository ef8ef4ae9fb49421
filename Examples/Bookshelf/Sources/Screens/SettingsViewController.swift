import UIKit

/// Plain UIKit, as the settings were written years ago.
final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0:
            performSegue(withIdentifier: "showAcknowledgements", sender: nil)
        case 1:
            let about = AboutViewController()
            about.initialize(version: "2.4")
            navigationController?.pushViewController(about, animated: true)
        case 2:
            let licenses = storyboard?.instantiateViewController(withIdentifier: "Licenses")
            navigationController?.pushViewController(licenses ?? UIViewController(), animated: true)
        default:
            let profile = ProfileViewController.instantiate()
            navigationController?.pushViewController(profile, animated: true)
        }
    }
}

/// A code-only screen.
final class AboutViewController: UIViewController {
    private var version = ""

    func initialize(version: String) {
        self.version = version
    }
}
