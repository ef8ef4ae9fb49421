import UIKit

/// hal.codes' `IBConstructible`: the initial scene of OnboardingViewController.storyboard.
final class OnboardingViewController: UIViewController, IBConstructible {
    @IBAction private func start(_ sender: Any) {
        dismiss(animated: true)
    }
}
