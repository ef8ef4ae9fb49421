import Reusable
import UIKit

/// Reusable's `NibLoadable`: the first top-level view of RatingView.xib.
final class RatingView: UIView, NibLoadable {
    @IBOutlet private var stars: [UIImageView]!
}
