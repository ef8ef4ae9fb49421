import UIKit

/// Edits a note's tags, comma-separated. Its view is in TagPickerViewController.xib, whose File's
/// Owner it is: the editor creates it with `TagPickerViewController(nibName:bundle:)`.
final class TagPickerViewController: UIViewController {
    @IBOutlet private weak var tagsField: UITextField!

    var tags: [String] = []
    var onDone: (([String]) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tagsField.text = tags.joined(separator: ", ")
    }

    @IBAction private func done(_ sender: UIButton) {
        let entered = (tagsField.text ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        onDone?(entered)
        dismiss(animated: true)
    }

    @IBAction private func cancel(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
