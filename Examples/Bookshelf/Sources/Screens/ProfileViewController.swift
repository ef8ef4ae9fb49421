import Reusable
import UIKit

/// Reusable's `StoryboardSceneBased`.
final class ProfileViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Profile", bundle: nil)

    @IBOutlet private weak var nameLabel: UILabel!
}
