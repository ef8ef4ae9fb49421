import UIKit

/// The extension's principal class: MainInterface.storyboard's initial scene.
final class WidgetViewController: UIViewController {
    func price(_ cents: Int) -> String { PriceFormatter.format(cents) }
}
