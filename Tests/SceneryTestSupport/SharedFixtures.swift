/// Fixtures that tests of several faces share.
package enum SharedFixtures {
    /// A Storyboard ID a helper makes of a type's name, which the code does not write as a
    /// literal, is reported at the scene; setting the ID the helper asks for would break the
    /// literal call beside it, so that fix is refused.
    package static let storyboardFixThatBreaksAnotherCall = """
        -- Coordinator.swift --
        extension UIStoryboard {
            func instantiate<T: UIViewController>(_ type: T.Type) -> T {
                instantiateViewController(withIdentifier: String(describing: T.self)) as! T
            }
        }
        final class AboutViewController: UIViewController {}
        func show() {
            let settings = UIStoryboard(name: "Settings", bundle: nil)
            _ = settings.instantiateViewController(withIdentifier: "About") as! AboutViewController
            _ = settings.instantiate(AboutViewController.self)
        }
        -- Settings.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="AboutViewController" storyboardIdentifier="About" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """
}
