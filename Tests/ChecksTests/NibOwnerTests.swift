@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// The File's Owner of a xib that several classes load.
@Suite struct NibOwnerTests {
    /// Retyping the owner for one of the classes that load the xib would break the others, so the
    /// one problem names both places, and no fix is offered.
    @Test func aXibSeveralClassesLoadKeepsItsOwner() {
        let fixture = Fixture(
            """
            -- Forms.swift --
            final class LoginViewController: UIViewController {
                init() { super.init(nibName: "Form", bundle: nil) }
            }
            final class SignUpViewController: UIViewController {
                init() { super.init(nibName: "Form", bundle: nil) }
            }
            final class FormViewController: UIViewController {}
            -- Form.xib --
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="↓FormViewController"/>
            <view id="v"/>
            </objects></document>
            """
        )
        let diagnostics = RuleHarness(fixture: fixture).run(NibClassMismatch.self)
        #expect(diagnostics.map(\.location.range.lowerBound) == fixture["Form.xib"].marked.arrows)
        #expect(diagnostics.first?.related.map(\.message) == ["LoginViewController is expected here", "SignUpViewController is expected here"])
        #expect(diagnostics.allSatisfy { $0.fixes.isEmpty })
    }
}
