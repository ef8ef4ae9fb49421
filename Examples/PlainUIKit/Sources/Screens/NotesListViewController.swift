import UIKit

/// The notes of one folder (Notes.storyboard, Storyboard ID "NotesListViewController"). The
/// folders screen instantiates it and sets `folder` and `store` before pushing it.
final class NotesListViewController: UITableViewController {
    var folder: String!
    var store: NoteStore!

    private var notes: [Note] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = folder
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notes = store.notes(in: folder)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.configure(with: notes[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        showDetail(of: notes[indexPath.row])
    }

    @IBAction private func addNote(_ sender: Any) {
        let note = Note(title: "New Note", folder: folder)
        store.save(note)
        showDetail(of: note)
    }

    private func showDetail(of note: Note) {
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "noteDetail") as? NoteDetailViewController else { return }
        detail.note = note
        detail.store = store
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A note in a list: its title and first line. The prototype cell "NoteCell" of the notes list
/// (Notes.storyboard) and of the Recent tab (Main.storyboard).
final class NoteCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var snippetLabel: UILabel!

    func configure(with note: Note) {
        titleLabel.text = note.title
        snippetLabel.text = note.snippet
    }
}
