import AppUtils
import UIKit

final class CartViewController: UITableViewController {
    var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit picks ProductCell~iphone.xib or ProductCell~ipad.xib for the device.
        tableView.register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "ProductCell")
    }

    @IBAction func showSettings(_ sender: Any) {
        let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        navigationController?.pushViewController(settings, animated: true)
    }

    @IBAction func showPreferences(_ sender: Any) {
        // A mistake: Preferences is a scene of the Mac app's Main.storyboard, not of this one.
        let preferences = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Preferences")
        present(preferences, animated: true)
    }
}
