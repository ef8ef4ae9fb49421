import UIKit

/// The Recent tab's first screen: the last edited notes. Its scene in Main.storyboard has no
/// Storyboard ID; the navigation controller's root relationship segue is the only way to it.
final class RecentNotesViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet private weak var tableView: UITableView!

    private var notes: [Note] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notes = store.recentNotes()
        showEmptyState(notes.isEmpty ? "No recent notes" : nil)
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.configure(with: notes[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = UIStoryboard(name: "Notes", bundle: nil).instantiateViewController(withIdentifier: "noteDetail") as! NoteDetailViewController
        detail.note = notes[indexPath.row]
        detail.store = store
        navigationController?.pushViewController(detail, animated: true)
    }
}
