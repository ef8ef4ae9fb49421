import AppKit

@MainActor
final class AppDelegate: NSObject {
    private var preferences: PreferencesWindowController?

    func showPreferences() {
        let storyboard = NSStoryboard(name: "Preferences", bundle: nil)
        let controller = storyboard.instantiateController(withIdentifier: "Preferences") as! PreferencesWindowController
        controller.showWindow(self)
        preferences = controller
    }
}
