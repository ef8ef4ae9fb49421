import UIKit

/// The app's own factory: a shared instance whose method passes the Storyboard ID on to a static
/// helper of another type, which makes the lookup.
final class ScreenFactory {
    static let shared = ScreenFactory()

    func make(id: String) -> UIViewController {
        Screens.scene(in: "Shop", identifier: id)
    }
}

enum Screens {
    static func scene(in storyboard: String, identifier: String) -> UIViewController {
        let name = identifier
        return UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: name)
    }
}
