// A stand-in for the part of the Reusable library (its storyboard and nib protocols) that
// Examples/Bookshelf uses, compiled as module `Reusable` so the example type-checks on Linux.
// Only signatures matter: nothing here runs.
import UIKit

@MainActor
public protocol SceneBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
}

@MainActor
public protocol StoryboardSceneBased: SceneBased {
    static var sceneIdentifier: String { get }
}

extension StoryboardSceneBased {
    public static var sceneIdentifier: String { String(describing: self) }
}

extension StoryboardSceneBased where Self: UIViewController {
    public static func instantiate() -> Self {
        preconditionFailure("Reusable stand-in: type-checked, never run")
    }
}

@MainActor
public protocol NibLoadable: AnyObject {
    static var nib: UINib { get }
}

extension NibLoadable {
    public static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
}

extension NibLoadable where Self: UIView {
    public static func loadFromNib() -> Self {
        preconditionFailure("Reusable stand-in: type-checked, never run")
    }
}
