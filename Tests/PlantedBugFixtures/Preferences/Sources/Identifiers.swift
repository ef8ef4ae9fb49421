import AppKit

extension NSStoryboard.SceneIdentifier {
    static let accounts = NSStoryboard.SceneIdentifier("accounts")
}

extension NSStoryboardSegue.Identifier {
    static let showAdvanced: NSStoryboardSegue.Identifier = "showAdvanced"
}

enum PreferencePane: NSStoryboard.SceneIdentifier {
    case general
}
