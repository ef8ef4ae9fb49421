import UIKit

/// Moved here from the app, while Main.storyboard still inherits the app's module for it: UIKit
/// would not find the class at run time.
public final class SettingsViewController: UIViewController {}
