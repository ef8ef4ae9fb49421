import UIKit

/// Edits a note. Its scene in Notes.storyboard has no Storyboard ID: the detail screen shows it
/// with the "showEditor" segue and sets `note` and `onSave` in prepare(for:sender:).
final class NoteEditorViewController: UIViewController {
    @IBOutlet private weak var titleField: UITextField!
    @IBOutlet private weak var bodyTextView: UITextView!
    @IBOutlet private weak var tagsButton: UIButton!

    var note: Note!
    var onSave: ((Note) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = note.title
        bodyTextView.text = note.body
        updateTagsButton()
    }

    private func updateTagsButton() {
        tagsButton.setTitle(note.tags.isEmpty ? "Add Tags" : note.tags.joined(separator: ", "), for: .normal)
    }

    @IBAction private func editTags(_ sender: UIButton) {
        let tagPicker = TagPickerViewController(nibName: "TagPickerViewController", bundle: nil)
        tagPicker.tags = note.tags
        tagPicker.onDone = { [weak self] tags in
            guard let self else { return }
            note.tags = tags
            updateTagsButton()
        }
        present(tagPicker, animated: true)
    }

    @IBAction private func save(_ sender: Any) {
        note.title = titleField.text ?? note.title
        note.body = bodyTextView.text
        onSave?(note)
        navigationController?.popViewController(animated: true)
    }
}
