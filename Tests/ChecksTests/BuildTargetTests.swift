@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Checks under an Xcode project's targets: names resolve among the IB files of the targets that
/// build the naming file, device variants of a nib count, and a file no target builds has only its
/// `not-in-target` hint.
@Suite struct BuildTargetTests {
    /// An iOS app building `App/` and a macOS app building `Mac/`, both synchronized folders.
    static let twoApps = """
        -- Shop.xcodeproj/project.pbxproj --
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P;
          objects = {
            P = {isa = PBXProject; mainGroup = G; targets = (TI, TM, ); buildConfigurationList = L; };
            G = {isa = PBXGroup; children = (SI, SM, ); sourceTree = "<group>"; };
            SI = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            SM = {isa = PBXFileSystemSynchronizedRootGroup; path = Mac; sourceTree = "<group>"; };
            TI = {isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application";
                  buildConfigurationList = LI; buildPhases = (); fileSystemSynchronizedGroups = (SI, ); };
            TM = {isa = PBXNativeTarget; name = ShopMac; productType = "com.apple.product-type.application";
                  buildConfigurationList = LM; buildPhases = (); fileSystemSynchronizedGroups = (SM, ); };
            L = {isa = XCConfigurationList; buildConfigurations = (R, ); defaultConfigurationName = Release; };
            R = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; };
            LI = {isa = XCConfigurationList; buildConfigurations = (RI, ); defaultConfigurationName = Release; };
            RI = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; }; };
            LM = {isa = XCConfigurationList; buildConfigurations = (RM, ); defaultConfigurationName = Release; };
            RM = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = macosx; }; };
          }; }
        -- App/Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController storyboardIdentifier="Cart" id="c" customClass="CartViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Mac/Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController storyboardIdentifier="Preferences" id="p" customClass="PreferencesViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- App/Cell~iphone.xib --
        <document><objects><tableViewCell id="c" customClass="Cell"/></objects></document>
        -- App/Cell~ipad.xib --
        <document><objects><tableViewCell id="c" customClass="Cell"/></objects></document>
        -- App/Screens.swift --
        final class CartViewController: UIViewController {}
        final class Cell: UITableViewCell {}
        -- Mac/Screens.swift --
        final class PreferencesViewController: NSViewController {}

        """

    /// Every diagnostic as "file rule", in order, each starting at a `↓`.
    func check(_ literal: String, expect expected: [String]) {
        let fixture = Fixture(literal)
        let diagnostics = Checks.run(RuleHarness(fixture: fixture).context())
        #expect(diagnostics.map { "\(fixture.name(of: $0.location.path)) \($0.rule)" } == expected)
        let arrows = fixture.files.flatMap { file in file.marked.arrows.map { "\(file.name)@\($0)" } }.sorted()
        #expect(diagnostics.map { "\(fixture.name(of: $0.location.path))@\($0.location.range.lowerBound)" }.sorted() == arrows)
    }

    @Test func eachCallIsCheckedAgainstTheStoryboardOfItsOwnTarget() {
        check(
            Self.twoApps + """
                -- App/CartViewController+Show.swift --
                extension CartViewController {
                    func show() {
                        let cart = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Cart")
                        let preferences = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "↓Preferences")
                    }
                }
                -- Mac/PreferencesViewController+Show.swift --
                extension PreferencesViewController {
                    func show() {
                        let preferences = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "Preferences")
                        let cart = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "↓Cart")
                    }
                }
                """, expect: ["App/CartViewController+Show.swift scene-not-found", "Mac/PreferencesViewController+Show.swift scene-not-found"])
    }

    /// With no project to say which target builds what (a folder, a package), a storyboard's
    /// `targetRuntime` says which framework loads it: UIKit's code (a file that imports UIKit)
    /// is checked against the iOS storyboard, AppKit's against the Mac one, whichever path sorts first.
    @Test func withNoTargetsTheStoryboardsRuntimeSaysWhichCodeLoadsIt() {
        check(
            """
            -- App/Main.storyboard --
            <document targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s"><objects>
            <viewController storyboardIdentifier="Cart" id="c" customClass="CartViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- Mac/Main.storyboard --
            <document targetRuntime="MacOSX.Cocoa"><scenes><scene sceneID="s"><objects>
            <viewController storyboardIdentifier="Preferences" id="p" customClass="PreferencesViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            -- App/Cart.swift --
            import UIKit
            final class CartViewController: UIViewController {
                func show() {
                    let cart = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Cart")
                    let preferences = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "↓Preferences")
                }
            }
            -- Mac/Preferences.swift --
            import Cocoa
            final class PreferencesViewController: NSViewController {
                func show() {
                    let preferences = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "Preferences")
                    let cart = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "↓Cart")
                }
            }
            """, expect: ["App/Cart.swift scene-not-found", "Mac/Preferences.swift scene-not-found"])
    }

    /// `PreferencesViewController`'s scene is in the second `Main.storyboard` by path: its own
    /// storyboard and segues are that file's, not every storyboard's nor none.
    @Test func aSceneInTheSecondStoryboardOfItsNameIsHeldByThatName() {
        check(
            Self.twoApps + """
                -- Mac/PreferencesViewController+Show.swift --
                extension PreferencesViewController {
                    func show() {
                        let preferences = storyboard?.instantiateController(withIdentifier: "Preferences")
                        let cart = storyboard?.instantiateController(withIdentifier: "↓Cart")
                        performSegue(withIdentifier: "↓showAbout", sender: nil)
                    }
                }
                """, expect: ["Mac/PreferencesViewController+Show.swift scene-not-found", "Mac/PreferencesViewController+Show.swift segue-not-found"])
    }

    @Test func aNibNameLoadsItsDeviceVariants() {
        check(
            Self.twoApps + """
                -- App/Cells.swift --
                let cell = UINib(nibName: "Cell", bundle: nil)
                let missing = UINib(nibName: "↓Cel", bundle: nil)
                """, expect: ["App/Cells.swift nib-not-found"])
    }

    @Test func aFileNoTargetBuildsHasOnlyItsHint() {
        check(
            Self.twoApps + """
                -- Old/LegacyViewController.swift --
                ↓final class LegacyViewController: UIViewController {
                    func show() { let gone = UIStoryboard(name: "Gone", bundle: nil).instantiateInitialViewController() }
                }
                -- Old/Legacy.storyboard --
                ↓<document><scenes><scene sceneID="s"><objects>
                <viewController id="l" customClass="NoSuchViewController" sceneMemberID="viewController"/>
                </objects></scene></scenes></document>
                """, expect: ["Old/Legacy.storyboard not-in-target", "Old/LegacyViewController.swift not-in-target"])
    }
}

extension BuildTargetTests {
    /// A widget that builds `Widget/` and, through a membership exception, the app's `App/Shared/Cell.swift`.
    static let appAndWidget = """
        -- Shop.xcodeproj/project.pbxproj --
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P;
          objects = {
            P = {isa = PBXProject; mainGroup = G; targets = (TA, TW, ); buildConfigurationList = L; };
            G = {isa = PBXGroup; children = (SA, SW, ); sourceTree = "<group>"; };
            SA = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; exceptions = (E, ); };
            E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = TW; membershipExceptions = (Shared/Cell.swift, ); };
            SW = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
            TA = {isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application";
                  buildConfigurationList = L; buildPhases = (); fileSystemSynchronizedGroups = (SA, ); };
            TW = {isa = PBXNativeTarget; name = ShopWidget; productType = "com.apple.product-type.app-extension";
                  buildConfigurationList = L; buildPhases = (); fileSystemSynchronizedGroups = (SW, ); };
            L = {isa = XCConfigurationList; buildConfigurations = (R, ); defaultConfigurationName = Release; };
            R = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; };
          }; }
        -- App/Shared/Cell.swift --
        final class Cell: UITableViewCell {}
        -- App/Banner.swift --
        final class Banner: UIView {}
        """

    /// "Inherit Module From Target" in the widget's storyboard: a class the widget compiles too (a
    /// shared file) is in its module; one only the app compiles is not.
    @Test func aClassOfAFileSeveralTargetsBuildIsInEachOfTheirModules() {
        check(
            Self.appAndWidget + """

                -- Widget/MainInterface.storyboard --
                <document><scenes><scene sceneID="s"><objects>
                <viewController id="w" sceneMemberID="viewController">
                <view key="view" id="v">
                <tableViewCell id="c" customClass="Cell" customModule="Shop" customModuleProvider="target"/>
                <view id="b" customClass="Banner" customModule="ShopWidget" customModuleProvider="↓target"/>
                </view>
                </viewController>
                </objects></scene></scenes></document>
                """, expect: ["Widget/MainInterface.storyboard stale-custom-module"])
    }
}
