import UIKit

/// Settings.storyboard's initial view controller, a static table: the sort order, the privacy
/// policy, the terms of service and About. The folders screen presents it in a navigation
/// controller after setting `store`.
final class SettingsViewController: UITableViewController {
    @IBOutlet private weak var sortOrderLabel: UILabel!

    var store: NoteStore!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sortOrderLabel.text = store.sortOrder.title
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch indexPath.row {
        case 0:
            chooseSortOrder()
        case 1:
            let privacyPolicy = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "privacyPolicy") as! DocumentViewController
            navigationController?.pushViewController(privacyPolicy, animated: true)
        case 2:
            let terms = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "termsOfService") as! DocumentViewController
            navigationController?.pushViewController(terms, animated: true)
        default:
            navigationController?.pushViewController(AboutViewController(), animated: true)
        }
    }

    private func chooseSortOrder() {
        let orders = NoteStore.SortOrder.allCases
        let picker = ListPickerViewController(
            title: "Sort By", items: orders, selectedIndex: orders.firstIndex(of: store.sortOrder), titleOfItem: \.title
        ) { [weak self] order in
            self?.store.sortOrder = order
        }
        navigationController?.pushViewController(picker, animated: true)
    }

    @IBAction private func done(_ sender: Any) {
        dismiss(animated: true)
    }
}

/// A text document of the app bundle. Settings.storyboard has two scenes of this class, Storyboard
/// IDs "privacyPolicy" and "termsOfService": each names its document in the `documentName`
/// runtime attribute and its title in its navigation item.
final class DocumentViewController: UIViewController {
    @IBOutlet private weak var textView: UITextView!

    /// The name of a .txt resource; the scene sets it.
    @IBInspectable var documentName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = loadDocument() ?? "This document is not available."
    }

    private func loadDocument() -> String? {
        guard let documentName, let url = Bundle.main.url(forResource: documentName, withExtension: "txt") else {
            return nil
        }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
