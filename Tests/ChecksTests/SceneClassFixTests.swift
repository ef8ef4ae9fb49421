@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// What `scene-class-mismatch` offers to fix.
@Suite struct SceneClassFixTests {
    /// A scene that code instantiates as several classes keeps its class: the code that disagrees
    /// may name the wrong scene (as an unused class of a real app did, by a copied enum case),
    /// and retyping the scene would break the code that is right. A scene only one class is
    /// expected of gets that class.
    @Test func aSceneInstantiatedAsSeveralClassesIsNotRetyped() {
        let fixture = Fixture(
            """
            -- Checkout.swift --
            final class ConfirmViewController: UIViewController {}
            final class PasswordViewController: UIViewController {}
            final class ReceiptViewController: UIViewController {}
            func show(_ storyboard: UIStoryboard) {
                _ = storyboard.instantiateViewController(withIdentifier: "Confirm") as! ConfirmViewController
                _ = storyboard.instantiateViewController(withIdentifier: "Confirm") as! PasswordViewController
                _ = storyboard.instantiateViewController(withIdentifier: "Receipt") as! ReceiptViewController
            }
            -- Main.storyboard --
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="↓ConfirmViewController" storyboardIdentifier="Confirm" sceneMemberID="viewController"/>
            <viewController id="b" customClass="↓PasswordViewController" storyboardIdentifier="Receipt" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        )
        let diagnostics = RuleHarness(fixture: fixture).run(SceneClassMismatch.self)
        #expect(diagnostics.map(\.location.range.lowerBound) == fixture["Main.storyboard"].marked.arrows)
        #expect(diagnostics.map { $0.fixes.map(\.title) } == [[], ["Set custom class to ReceiptViewController"]])
    }
}
