import UIKit

/// `IBConstructible` for a view: the first top-level view of BookCoverView.xib.
final class BookCoverView: UIView, IBConstructible {
    @IBOutlet private weak var imageView: UIImageView!
}
