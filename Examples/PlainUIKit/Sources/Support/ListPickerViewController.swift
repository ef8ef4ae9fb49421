import UIKit

/// Picks one of a few items from a plain table built in code, then goes back. Generic over the
/// item, so no storyboard or xib can name it; settings picks the sort order with it.
final class ListPickerViewController<Item>: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let items: [Item]
    private let selectedIndex: Int?
    private let titleOfItem: (Item) -> String
    private let onPick: (Item) -> Void
    private let tableView = UITableView()

    init(title: String, items: [Item], selectedIndex: Int?, titleOfItem: @escaping (Item) -> String, onPick: @escaping (Item) -> Void) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.titleOfItem = titleOfItem
        self.onPick = onPick
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = titleOfItem(items[indexPath.row])
        cell.accessoryType = indexPath.row == selectedIndex ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onPick(items[indexPath.row])
        navigationController?.popViewController(animated: true)
    }
}
