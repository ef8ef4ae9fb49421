import UIKit

/// One note (Notes.storyboard, Storyboard ID "noteDetail"). Whoever instantiates it sets `note`
/// and `store`, then pushes it. Edit follows the "showEditor" segue; Info and Export open the
/// note's facts and its Markdown.
final class NoteDetailViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var tagsLabel: UILabel!
    @IBOutlet private weak var bodyLabel: UILabel!

    var note: Note!
    var store: NoteStore!

    override func viewDidLoad() {
        super.viewDidLoad()
        render()
    }

    private func render() {
        title = note.folder
        titleLabel.text = note.title
        tagsLabel.text = note.tags.map { "#\($0)" }.joined(separator: " ")
        bodyLabel.text = note.body
    }

    @IBAction private func edit(_ sender: Any) {
        performSegue(withIdentifier: "showEditor", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard segue.identifier == "showEditor", let editor = segue.destination as? NoteEditorViewController else { return }
        editor.note = note
        editor.onSave = { [weak self] edited in
            guard let self else { return }
            store.save(edited)
            note = edited
            render()
        }
    }

    @IBAction private func showInfo(_ sender: Any) {
        let note: Note = self.note
        let storyboard = UIStoryboard(name: "Notes", bundle: nil)
        let info = storyboard.instantiateViewController(identifier: "NoteInfoViewController") { coder in
            NoteInfoViewController(coder: coder, note: note)
        }
        navigationController?.pushViewController(info, animated: true)
    }

    @IBAction private func export(_ sender: Any) {
        let exporter = NoteExportViewController(note: note) { [weak self] exported in
            let shareSheet = ShareSheetViewController(nibName: "ShareSheet", bundle: nil)
            shareSheet.note = exported
            self?.present(shareSheet, animated: true)
        }
        navigationController?.pushViewController(exporter, animated: true)
    }
}
