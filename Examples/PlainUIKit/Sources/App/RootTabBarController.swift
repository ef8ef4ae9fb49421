import UIKit

/// Main.storyboard's initial view controller: the Notebook and Recent tabs, each a
/// `NotebookNavigationController` whose root is the tab's first screen. It hands the store to
/// those screens when its view loads.
final class RootTabBarController: UITabBarController {
    var store: NoteStore!

    override func viewDidLoad() {
        super.viewDidLoad()
        for screen in tabRoots {
            screen.store = store
        }
    }

    /// The first screen of each tab.
    private var tabRoots: [BaseViewController] {
        (viewControllers ?? []).compactMap { tab in
            let root = (tab as? UINavigationController)?.viewControllers.first ?? tab
            return root as? BaseViewController
        }
    }
}

/// The navigation controller of both tabs: Main.storyboard's two navigation controllers have it
/// as their custom class, and reach their root screens by relationship segues. A tab's root
/// screen shows the tab bar; every screen pushed on top of it hides the tab bar, to leave the
/// note the whole screen.
final class NotebookNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.hidesBottomBarWhenPushed = hasTabRoot
        super.pushViewController(viewController, animated: animated)
    }

    /// The tab's root screen is in place: anything pushed now goes on top of it.
    private var hasTabRoot: Bool {
        !viewControllers.isEmpty
    }
}
