@_spi(Scenery) import SceneryChecks
import SceneryTestSupport
import Testing

/// `unknown-custom-class` suggests only a class of the element's kind, and nothing for a class
/// with no module (likely Objective-C or another module's, which no Swift class replaces).
@Suite struct UnknownCustomClassTests {
    func fixes(_ literal: String) -> [String] {
        let fixture = Fixture(literal)
        return RuleHarness(fixture: fixture).run(UnknownCustomClass.self).map { diagnostic in
            "\(diagnostic.message.prefix { $0 != ";" }) → \(diagnostic.fixes.map(\.title).joined(separator: ", "))"
        }
    }

    @Test func suggestionsAreClassesOfTheElementsKind() {
        #expect(
            fixes(
                """
                -- Sources/App/Profile.swift --
                final class ProfileViewController: UIViewController {}
                final class ProfileView: UIView {}
                final class AnimationView: UIView {}
                struct ProfileViewModel {}
                enum ProfileViewMode {}
                -- Main.storyboard --
                <document><scenes><scene sceneID="s"><objects>
                <viewController id="a" customClass="ProfileViewControler" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="v" customClass="ProfileVeiw" customModule="App" customModuleProvider="target"/>
                <view id="l" customClass="LOTAnimationView"/>
                </viewController>
                <viewController id="b" customClass="ProfileViewModl" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                </objects></scene></scenes></document>
                """) == [
                    "No type 'ProfileViewControler' in module 'App' → Use class 'ProfileViewController'",
                    "No type 'ProfileVeiw' in module 'App' → Use class 'ProfileView'",
                    "No type 'LOTAnimationView' in the project's Swift code → ",
                    "No type 'ProfileViewModl' in module 'App' → ",
                ])
    }

    /// A File's Owner is not created by the nib (UIKit's placeholder, AppKit's object -2).
    @Test func aFilesOwnerIsNotSaidToBeCreated() {
        let messages = RuleHarness(
            fixture: Fixture(
                """
                -- Owners.xib --
                <document><objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginController" customModule="App" customModuleProvider="target"/>
                <view id="v" customClass="LoginView" customModule="App" customModuleProvider="target"/>
                </objects></document>
                -- Preferences.xib --
                <document><objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController" customModule="App"/>
                </objects></document>
                -- Sources/App/Other.swift --
                final class Other: UIView {}
                """)
        ).run(UnknownCustomClass.self).map(\.message)
        #expect(
            messages == [
                "No type 'LoginController' in module 'App'; the File's Owner is whatever loads the nib, and its outlets are checked against a class that does not exist",
                "No type 'LoginView' in module 'App'; the view would be created as its superclass at run time",
                "No type 'PreferencesController' in module 'App'; the File's Owner is whatever loads the nib, and its outlets are checked against a class that does not exist",
            ])
    }
}
