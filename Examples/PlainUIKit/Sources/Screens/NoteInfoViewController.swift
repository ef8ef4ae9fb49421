import UIKit

/// Facts about a note (Notes.storyboard, Storyboard ID "NoteInfoViewController"). The note is a
/// constant: the storyboard creates the screen through `init?(coder:note:)`, which the detail
/// screen calls in the creator closure of `instantiateViewController(identifier:creator:)`.
final class NoteInfoViewController: UIViewController {
    @IBOutlet private weak var folderLabel: UILabel!
    @IBOutlet private weak var modifiedLabel: UILabel!
    @IBOutlet private weak var wordCountLabel: UILabel!

    let note: Note

    init?(coder: NSCoder, note: Note) {
        self.note = note
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Create NoteInfoViewController with init(coder:note:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = note.title
        folderLabel.text = note.folder
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        modifiedLabel.text = formatter.string(from: note.modified)
        wordCountLabel.text = note.wordCount == 1 ? "1 word" : "\(note.wordCount) words"
    }
}
