import AppKit

final class PreferencesWindowController: NSWindowController {
    override var windowNibName: NSNib.Name? { NSNib.Name("PreferencesWindow") }

    func showPanes() {
        let storyboard = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
        let accounts = storyboard.instantiateController(withIdentifier: .accounts) as! AccountsViewController
        let general = storyboard.instantiateController(withIdentifier: PreferencePane.general.rawValue) as! GeneralViewController
        contentViewController = accounts
        window?.contentViewController = general
    }
}

final class GeneralViewController: NSViewController {
    func advanced() {
        performSegue(withIdentifier: .showAdvanced, sender: self)
    }
}

final class AccountsViewController: NSViewController {
    func rows() -> NSNib? {
        NSNib(nibNamed: NSNib.Name("AccountRow"), bundle: nil)
    }
}

final class AdvancedViewController: NSViewController {}

final class AboutViewController: NSViewController {
    override var nibName: NSNib.Name? { .init("About") }
}

final class AccountRowView: NSTableCellView {}
