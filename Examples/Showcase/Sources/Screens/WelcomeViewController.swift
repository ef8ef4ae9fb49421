import UIKit

/// Shown once, on first launch.
final class WelcomeViewController: BaseViewController {
    @IBOutlet private weak var continueButton: UIButton!

    private var onFinish: (() -> Void)!

    func initialize(onFinish: @escaping () -> Void) {
        self.onFinish = onFinish
    }

    @IBAction private func continueTapped(_ sender: UIButton) {
        onFinish()
    }
}

extension WelcomeViewController: StoryboardInstantiatable {
    static var storyboardName: UIStoryboard.Name { .onboarding }
}
