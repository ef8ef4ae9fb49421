import AppKit

final class PreferencesViewController: NSViewController {
    /// Main.storyboard here is the Mac app's: the iOS app's file of the same name has no Preferences scene.
    static func make() -> PreferencesViewController {
        NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "Preferences") as! PreferencesViewController
    }

    func price(_ cents: Int) -> String { PriceFormatter.format(cents) }
}
