import AppKit

final class PreferencesWindowController: NSWindowController {}

final class GeneralPreferencesViewController: NSViewController {
    @IBOutlet private weak var fontSizeSlider: NSSlider!
}
