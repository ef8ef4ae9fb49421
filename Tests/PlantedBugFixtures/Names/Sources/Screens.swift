import UIKit

/// Screens that name their own Storyboard ID: a class property each subclass overrides.
class BaseViewController: UIViewController {
    class var storyboardIdentifier: String { "Base" }

    class func instantiate() -> Self {
        UIStoryboard(name: Storyboards.main, bundle: nil).instantiateViewController(withIdentifier: storyboardIdentifier) as! Self
    }
}

final class OnboardingViewController: BaseViewController {
    override class var storyboardIdentifier: String { "Onboarding" }
}

/// Screens named after their class by the protocol's default, in the account storyboard.
protocol AccountScene: AnyObject {
    static var storyboardIdentifier: String { get }
}

extension AccountScene {
    static var storyboardIdentifier: String { String(describing: self) }
}

extension AccountScene where Self: UIViewController {
    static func fromAccountStoryboard() -> Self {
        UIStoryboard(name: Storyboards.Account.name, bundle: nil).instantiateViewController(withIdentifier: Self.storyboardIdentifier) as! Self
    }
}

final class SignInViewController: UIViewController, AccountScene {}
