import UIKit

/// The Notebook tab's first screen (Main.storyboard, Storyboard ID "FoldersViewController"): the
/// folders. A folder opens its notes from Notes.storyboard; the gear presents Settings.
final class FoldersViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet private weak var tableView: UITableView!

    private var folders: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        folders = store.folders
        showEmptyState(folders.isEmpty ? "No notes yet" : nil)
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        folders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FolderCell", for: indexPath)
        let folder = folders[indexPath.row]
        cell.textLabel?.text = folder
        cell.detailTextLabel?.text = "\(store.notes(in: folder).count)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let notesList = UIStoryboard(name: "Notes", bundle: nil).instantiateViewController(withIdentifier: "NotesListViewController") as! NotesListViewController
        notesList.folder = folders[indexPath.row]
        notesList.store = store
        navigationController?.pushViewController(notesList, animated: true)
    }

    @IBAction private func showSettings(_ sender: Any) {
        guard let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController() as? SettingsViewController else {
            return
        }
        settings.store = store
        present(UINavigationController(rootViewController: settings), animated: true)
    }
}
