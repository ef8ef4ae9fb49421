import UIKit

/// Starts the app. Main.storyboard is the main interface (`UIMainStoryboardFile` in Info.plist),
/// so by the time the app has finished launching, UIKit has made the window and its root view
/// controller, Main's initial scene: the app hands that tab bar controller the store.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    private let store = NoteStore()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard let root = window?.rootViewController as? RootTabBarController else {
            assertionFailure("Main.storyboard's initial view controller should be a RootTabBarController")
            return false
        }
        root.store = store
        return true
    }
}
