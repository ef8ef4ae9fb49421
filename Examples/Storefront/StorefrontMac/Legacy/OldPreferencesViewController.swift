import AppKit

// Dropped from the StorefrontMac target (a membership exception); kept for reference.
final class OldPreferencesViewController: NSViewController {
    static func make() -> NSViewController {
        NSStoryboard(name: "OldPreferences", bundle: nil).instantiateInitialController() as! NSViewController
    }
}
