import UIKit

/// A note as Markdown, built in code, with a button that hands the note back to be shared. It
/// has its own initializer: `NoteExportViewController(note:onShare:)`.
final class NoteExportViewController: UIViewController {
    private let note: Note
    private let onShare: (Note) -> Void

    private let markdownView = UITextView()
    private let shareButton = UIButton()

    init(note: Note, onShare: @escaping (Note) -> Void) {
        self.note = note
        self.onShare = onShare
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Export"
        view.backgroundColor = .systemBackground
        markdownView.text = note.markdown
        shareButton.setTitle("Share…", for: .normal)
        shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)
        view.addSubview(markdownView)
        view.addSubview(shareButton)
    }

    private func share() {
        onShare(note)
    }
}

/// The exported note, ready to select and copy. Its view is in ShareSheet.xib (a name of its
/// own, not the class's), whose File's Owner it is:
/// `ShareSheetViewController(nibName: "ShareSheet", bundle: nil)`.
final class ShareSheetViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var markdownView: UITextView!

    var note: Note?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = note?.title ?? "Nothing to share"
        markdownView.text = note?.markdown ?? ""
    }

    @IBAction private func close(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
