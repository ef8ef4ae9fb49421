import UIKit

/// The older screens' storyboards ("Swift: UIStoryboard Protocol"): file names are the raw values
/// capitalized.
extension UIStoryboard {
    enum Storyboard: String {
        case main
        case readingList

        var filename: String {
            return rawValue.capitalized
        }
    }

    class func storyboard(_ storyboard: Storyboard, bundle: Bundle? = nil) -> UIStoryboard {
        return UIStoryboard(name: storyboard.filename, bundle: bundle)
    }
}

extension UIViewController: StoryboardIdentifiable {}
