@_spi(Scenery) @testable import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

@Suite struct InterfaceBuilderScannerTests {
    // MARK: Storyboard facts

    /// Four scenes: a navigation controller (initial) with a relationship segue, a view controller with
    /// nested views, constraints and a show segue with an identifier, a table view controller, and a
    /// storyboard reference; a segue on a gesture recognizer beside a controller; custom classes on
    /// controllers, a placeholder, a view, a gesture recognizer and a cell.
    static let realisticStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="⏩nav-01-xyz⏪">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="nav-sc-001">
                    <objects>
                        ⏩<navigationController1️⃣ id="nav-01-xyz" sceneMemberID="viewController">⏪
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-01-abc">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                ⏩<segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController" id="rel-01-seg"/>⏪
                            </connections>
                        </navigationController>
                        ⏩<placeholder placeholderIdentifier="IBFirstResponder" id="fr1-01-nav" userLabel="First Responder" customClass="⏩UIResponder⏪" sceneMemberID="firstResponder"/>⏪
                    </objects>
                    <point key="canvasLocation" x="-700" y="4"/>
                </scene>
                <!--Profile View Controller-->
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        ⏩<viewController2️⃣ storyboardIdentifier="⏩ProfileViewController⏪" id="BYZ-38-t0r" customClass="⏩ProfileViewController⏪" customModule="⏩Showcase⏪" customModuleProvider="⏩target⏪" sceneMemberID="viewController">⏪
                            ⏩<view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC" customClass="⏩ProfileView⏪" customModule="⏩Showcase⏪">⏪
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-det">
                                        <rect key="frame" x="150" y="400" width="93" height="35"/>
                                        <state key="normal" title="Details"/>
                                        <connections>
                                            ⏩<segue destination="abc-12-xyz" kind="show" identifier="⏩showDetail⏪" id="seg-01-det"/>⏪
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="btn-01-det" firstAttribute="centerX" secondItem="8bC-Xf-vdC" secondAttribute="centerX" id="c01-ab-xyz"/>
                                    <constraint firstItem="btn-01-det" firstAttribute="centerY" secondItem="8bC-Xf-vdC" secondAttribute="centerY" id="c02-ab-xyz"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Profile" id="nav-it-001"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                        ⏩<tapGestureRecognizer id="tap-01-ges" customClass="⏩DoubleTapGestureRecognizer⏪">⏪
                            <connections>
                                ⏩<segue destination="ref-01-oth" kind="presentation" id="seg-02-tap"/>⏪
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                    <point key="canvasLocation" x="132" y="4"/>
                </scene>
                <!--Detail View Controller-->
                <scene sceneID="det-sc-001">
                    <objects>
                        ⏩<tableViewController3️⃣ id="abc-12-xyz" customClass="⏩DetailViewController⏪" sceneMemberID="viewController">⏪
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" id="tbl-01-xyz">
                                <prototypes>
                                    ⏩<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" id="cel-01-xyz" customClass="⏩DetailCell⏪" customModule="⏩Showcase⏪" customModuleProvider="⏩target⏪">⏪
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-03-det" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Other-->
                <scene sceneID="ref-sc-001">
                    <objects>
                        ⏩<viewControllerPlaceholder4️⃣ storyboardName="⏩Other⏪" referencedIdentifier="⏩Settings⏪" id="ref-01-oth" sceneMemberID="viewController"/>⏪
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-04-ref" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test func realisticStoryboard() {
        check(
            Self.realisticStoryboard,
            """
            initial=nav-01-xyz
            scene navigationController nav-01-xyz insert=1️⃣
            scene viewController BYZ-38-t0r customClass=ProfileViewController customModule=Showcase customModuleProvider=target storyboardIdentifier=ProfileViewController insert=2️⃣
            scene tableViewController abc-12-xyz customClass=DetailViewController insert=3️⃣
            scene viewControllerPlaceholder ref-01-oth storyboardName=Other referencedIdentifier=Settings insert=4️⃣
            segue rel-01-seg kind=relationship destination=BYZ-38-t0r source=nav-01-xyz
            segue seg-01-det kind=show identifier=showDetail destination=abc-12-xyz source=BYZ-38-t0r
            segue seg-02-tap kind=presentation destination=ref-01-oth source=BYZ-38-t0r
            class placeholder customClass=UIResponder
            class viewController customClass=ProfileViewController customModule=Showcase customModuleProvider=target
            class view customClass=ProfileView customModule=Showcase
            class tapGestureRecognizer customClass=DoubleTapGestureRecognizer
            class tableViewController customClass=DetailViewController
            class tableViewCell customClass=DetailCell customModule=Showcase customModuleProvider=target
            """
        )
    }

    /// A macOS app's Main.storyboard as Xcode writes it: the application scene (menu, app delegate and
    /// font manager objects; the application is no controller), a window controller whose content is a
    /// split view controller, its two items, a sheet segue from a button to a storyboard reference.
    @Test func realisticAppKitStoryboard() {
        check(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="⏩B8D-0N-5wS⏪">
                <dependencies>
                    <deployment identifier="macosx"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>
                    <!--Application-->
                    <scene sceneID="JPo-4y-FX3">
                        <objects>
                            <application id="hnw-xV-0zn" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                                    <items>
                                        <menuItem title="App" id="1Xt-HY-uBw">
                                            <modifierMask key="keyEquivalentModifierMask"/>
                                            <menu key="submenu" title="App" systemMenu="apple" id="uQy-DD-JDr">
                                                <items>
                                                    <menuItem title="Quit App" keyEquivalent="q" id="4sb-4s-VLi">
                                                        <connections>
                                                            <action selector="terminate:" target="Ady-hI-5gd" id="Te7-pn-YzF"/>
                                                        </connections>
                                                    </menuItem>
                                                </items>
                                            </menu>
                                        </menuItem>
                                    </items>
                                </menu>
                                <connections>
                                    <outlet property="delegate" destination="Voe-Tx-rLC" id="PrD-fu-P6m"/>
                                </connections>
                            </application>
                            ⏩<customObject id="Voe-Tx-rLC" customClass="⏩AppDelegate⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪"/>⏪
                            ⏩<customObject id="YLy-65-1bz" customClass="⏩NSFontManager⏪"/>⏪
                            ⏩<customObject id="Ady-hI-5gd" userLabel="First Responder" customClass="⏩NSResponder⏪" sceneMemberID="firstResponder"/>⏪
                        </objects>
                        <point key="canvasLocation" x="75" y="0.0"/>
                    </scene>
                    <!--Window Controller-->
                    <scene sceneID="R2V-B0-nI4">
                        <objects>
                            ⏩<windowController1️⃣ id="B8D-0N-5wS" customClass="⏩MainWindowController⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪" sceneMemberID="viewController">⏪
                                <window key="window" title="App" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="IQv-IB-iLA">
                                    <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
                                    <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                                    <rect key="screenRect" x="0.0" y="0.0" width="1680" height="1027"/>
                                    <connections>
                                        <outlet property="delegate" destination="B8D-0N-5wS" id="98r-iN-zZc"/>
                                    </connections>
                                </window>
                                <connections>
                                    ⏩<segue destination="XfG-lQ-9wD" kind="relationship" relationship="window.shadowedContentViewController" id="cq2-FE-JQM"/>⏪
                                </connections>
                            </windowController>
                            ⏩<customObject id="Oky-zY-oP4" userLabel="First Responder" customClass="⏩NSResponder⏪" sceneMemberID="firstResponder"/>⏪
                        </objects>
                        <point key="canvasLocation" x="75" y="250"/>
                    </scene>
                    <!--Split View Controller-->
                    <scene sceneID="hIz-AP-VOD">
                        <objects>
                            ⏩<splitViewController2️⃣ id="XfG-lQ-9wD" sceneMemberID="viewController">⏪
                                <splitViewItems>
                                    <splitViewItem canCollapse="YES" holdingPriority="260" behavior="sidebar" id="Nfi-WS-kGq"/>
                                    <splitViewItem id="jCV-8M-x4V"/>
                                </splitViewItems>
                                <splitView key="splitView" dividerStyle="thin" vertical="YES" id="nb1-VS-8tr">
                                    <rect key="frame" x="0.0" y="0.0" width="450" height="300"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </splitView>
                                <connections>
                                    ⏩<segue destination="sid-eb-ar1" kind="relationship" relationship="splitItems" id="rel-sp-001"/>⏪
                                    ⏩<segue destination="det-ai-l01" kind="relationship" relationship="splitItems" id="rel-sp-002"/>⏪
                                </connections>
                            </splitViewController>
                            ⏩<customObject id="rPt-NT-nkU" userLabel="First Responder" customClass="⏩NSResponder⏪" sceneMemberID="firstResponder"/>⏪
                        </objects>
                        <point key="canvasLocation" x="75" y="655"/>
                    </scene>
                    <!--Sidebar View Controller-->
                    <scene sceneID="sid-sc-001">
                        <objects>
                            ⏩<viewController3️⃣ storyboardIdentifier="⏩SidebarViewController⏪" id="sid-eb-ar1" customClass="⏩SidebarViewController⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪" sceneMemberID="viewController">⏪
                                <view key="view" id="sid-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn-pr-ef1">
                                            <rect key="frame" x="13" y="13" width="174" height="32"/>
                                            <buttonCell key="cell" type="push" title="Preferences…" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cel-pr-ef1">
                                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                                <font key="font" metaFont="system"/>
                                            </buttonCell>
                                            <connections>
                                                ⏩<segue destination="pre-fs-ref" kind="sheet" identifier="⏩showPreferences⏪" id="seg-sh-001"/>⏪
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                            ⏩<customObject id="sid-fr-001" userLabel="First Responder" customClass="⏩NSResponder⏪" sceneMemberID="firstResponder"/>⏪
                        </objects>
                    </scene>
                    <!--Detail View Controller-->
                    <scene sceneID="det-sc-001">
                        <objects>
                            ⏩<viewController4️⃣ id="det-ai-l01" customClass="⏩DetailViewController⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪" sceneMemberID="viewController">⏪
                                ⏩<view key="view" id="det-vw-001" customClass="⏩DetailView⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪">⏪
                                    <rect key="frame" x="0.0" y="0.0" width="250" height="300"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </view>
                            </viewController>
                            ⏩<customObject id="det-fr-001" userLabel="First Responder" customClass="⏩NSResponder⏪" sceneMemberID="firstResponder"/>⏪
                        </objects>
                    </scene>
                    <!--Preferences-->
                    <scene sceneID="pre-sc-001">
                        <objects>
                            ⏩<controllerPlaceholder5️⃣ storyboardName="⏩Preferences⏪" referencedIdentifier="⏩GeneralPreferences⏪" id="pre-fs-ref" sceneMemberID="viewController"/>⏪
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            initial=B8D-0N-5wS
            scene windowController B8D-0N-5wS customClass=MainWindowController customModule=App customModuleProvider=target insert=1️⃣
            scene splitViewController XfG-lQ-9wD insert=2️⃣
            scene viewController sid-eb-ar1 customClass=SidebarViewController customModule=App customModuleProvider=target storyboardIdentifier=SidebarViewController insert=3️⃣
            scene viewController det-ai-l01 customClass=DetailViewController customModule=App customModuleProvider=target insert=4️⃣
            scene controllerPlaceholder pre-fs-ref storyboardName=Preferences referencedIdentifier=GeneralPreferences insert=5️⃣
            segue cq2-FE-JQM kind=relationship destination=XfG-lQ-9wD source=B8D-0N-5wS
            segue rel-sp-001 kind=relationship destination=sid-eb-ar1 source=XfG-lQ-9wD
            segue rel-sp-002 kind=relationship destination=det-ai-l01 source=XfG-lQ-9wD
            segue seg-sh-001 kind=sheet identifier=showPreferences destination=pre-fs-ref source=sid-eb-ar1
            class customObject customClass=AppDelegate customModule=App customModuleProvider=target
            class customObject customClass=NSFontManager
            class customObject customClass=NSResponder
            class windowController customClass=MainWindowController customModule=App customModuleProvider=target
            class customObject customClass=NSResponder
            class customObject customClass=NSResponder
            class viewController customClass=SidebarViewController customModule=App customModuleProvider=target
            class customObject customClass=NSResponder
            class viewController customClass=DetailViewController customModule=App customModuleProvider=target
            class view customClass=DetailView customModule=App customModuleProvider=target
            class customObject customClass=NSResponder
            """
        )
    }

    @Test func storyboardReferences() {
        // Without a storyboard name the reference is to this storyboard; without an identifier, to
        // the initial scene of the one it names; a bundle identifier names the bundle that holds it.
        for (platform, element) in [("CocoaTouch", "viewControllerPlaceholder"), ("Cocoa", "controllerPlaceholder")] {
            check(
                """
                <document type="com.apple.InterfaceBuilder3.\(platform).Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                ⏩<\(element)1️⃣ storyboardName="⏩Onboarding⏪" bundleIdentifier="com.example.OnboardingKit" id="ref-1" sceneMemberID="viewController"/>⏪
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                ⏩<\(element)2️⃣ referencedIdentifier="⏩LegalViewController⏪" id="ref-2" sceneMemberID="viewController"/>⏪
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """,
                """
                scene \(element) ref-1 storyboardName=Onboarding bundleIdentifier=com.example.OnboardingKit insert=1️⃣
                scene \(element) ref-2 referencedIdentifier=LegalViewController insert=2️⃣
                """
            )
        }
        // Only storyboard references refer: the same attributes on a controller mean nothing.
        let facts = InterfaceBuilderScanner.scan(
            path: "/project/Main.storyboard",
            bytes: Array(
                """
                <document><scenes><scene sceneID="s"><objects>
                <viewController storyboardName="Other" referencedIdentifier="X" id="vc" sceneMemberID="viewController"/>
                </objects></scene></scenes></document>
                """.utf8)
        )
        #expect(facts.scenes.map(\.isStoryboardReference) == [false])
    }

    @Test func singleQuotedAndEntityEncodedAttributes() {
        check(
            """
            <document initialViewController='⏩a&amp;1⏪'>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            ⏩<viewController1️⃣ id='a&amp;1' customClass="⏩A&amp;B⏪" customModule='⏩&lt;M&gt; &quot;x&quot;⏪' storyboardIdentifier='⏩it&apos;s &#x1F600;&#233;⏪' sceneMemberID="viewController">⏪
                                <connections>
                                    ⏩<segue destination='b' kind='show' identifier='⏩say "hi"⏪' id='sg'/>⏪
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            initial=a&1 (raw a&amp;1)
            scene viewController a&1 customClass=A&B (raw A&amp;B) customModule=<M> "x" (raw &lt;M&gt; &quot;x&quot;) storyboardIdentifier=it's 😀é (raw it&apos;s &#x1F600;&#233;) insert=1️⃣
            segue sg kind=show identifier=say "hi" destination=b source=a&1
            class viewController customClass=A&B (raw A&amp;B) customModule=<M> "x" (raw &lt;M&gt; &quot;x&quot;)
            """
        )
    }

    @Test func unusualButValidStartTags() {
        // Whitespace around `=`, attributes on several lines, `>` and the other quote inside values.
        check(
            """
            <document>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            ⏩<viewController1️⃣
                                id = "vc1"
                                customClass =  '⏩Odd>Name"⏪'
                                sceneMemberID="viewController"
                            />⏪
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            scene viewController vc1 customClass=Odd>Name" insert=1️⃣
            class viewController customClass=Odd>Name"
            """
        )
    }

    @Test func crlfLineEndingsAndNonASCIIText() {
        check(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="⏩vc-2⏪">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            ⏩<viewController1️⃣ id="vc-1" customClass="⏩Grüße⏪" sceneMemberID="viewController">⏪
                                <label text="Ünïcödé 😀 𝄞 🇫🇷 — 日本語" id="lbl"/>
                                <string key="text">😀😀 astral text 🐢</string>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            ⏩<viewController2️⃣ id="vc-2" storyboardIdentifier="⏩Ставка😀⏪" sceneMemberID="viewController">⏪
                                <connections>
                                    ⏩<segue destination="vc-1" kind="show" identifier="⏩назад⏪" id="sg"/>⏪
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            crlf: true,
            """
            initial=vc-2
            scene viewController vc-1 customClass=Grüße insert=1️⃣
            scene viewController vc-2 storyboardIdentifier=Ставка😀 insert=2️⃣
            segue sg kind=show identifier=назад destination=vc-1 source=vc-2
            class viewController customClass=Grüße
            """
        )
    }

    @Test func commentsCDATAAndProcessingInstructionsAreIgnored() {
        check(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- <viewController id="fake-1" customClass="Fake" sceneMemberID="viewController"> -->
            <document>
                <scenes>
                    <scene sceneID="s1">
                        <!-- <scene sceneID="fake"><objects><viewController id="fake-2" sceneMemberID="viewController"/> -->
                        <objects>
                            <?xcode-note <viewController id="fake-3" sceneMemberID="viewController"> ?>
                            ⏩<viewController1️⃣ id="vc-1" customClass="⏩Real⏪" sceneMemberID="viewController">⏪
                                <string key="text"><![CDATA[<viewController id="fake-4" sceneMemberID="viewController"> <segue id="fake-5"/>]]></string>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            scene viewController vc-1 customClass=Real insert=1️⃣
            class viewController customClass=Real
            """
        )
    }

    @Test func elementsThatAreNotSceneControllers() {
        // Only direct children of a scene's <objects> with sceneMemberID="viewController" are scenes;
        // segues outside any scene, or in a scene without a controller, lead nowhere.
        check(
            """
            <document>
                <objects>
                    <viewController id="not-in-a-scene" sceneMemberID="viewController"/>
                </objects>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="no-member-id"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                            <view id="v">
                                <viewController id="nested" sceneMemberID="viewController"/>
                                <segue destination="x" kind="show" id="orphan"/>
                            </view>
                        </objects>
                    </scene>
                </scenes>
                <segue destination="x" kind="show" id="outside"/>
            </document>
            """,
            ""
        )
    }

    // MARK: Xib facts

    /// A UIKit xib as Xcode writes it: File's Owner (a view controller) and First Responder
    /// placeholders, a custom view with a custom subview, a cell and a gesture recognizer.
    static let realisticUIKitXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                ⏩<placeholder1️⃣ placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="⏩ProfileViewController⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪">⏪
                    <connections>
                        <outlet property="headerView" destination="iN0-l3-epB" id="hdr-01-out"/>
                        <outlet property="view" destination="iN0-l3-epB" id="vw0-01-out"/>
                    </connections>
                </placeholder>
                ⏩<placeholder2️⃣ placeholderIdentifier="IBFirstResponder" id="-2" customClass="⏩UIResponder⏪"/>⏪
                ⏩<view3️⃣ contentMode="scaleToFill" id="iN0-l3-epB" customClass="⏩ProfileHeaderView⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪">⏪
                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        ⏩<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="av1-im-g01" customClass="⏩AvatarImageView⏪" customModule="⏩App⏪">⏪
                            <rect key="frame" x="16" y="16" width="64" height="64"/>
                        </imageView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <point key="canvasLocation" x="132" y="-11"/>
                </view>
                ⏩<tableViewCell4️⃣ contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="StatCell" id="KGk-i7-Jjw" customClass="⏩StatCell⏪">⏪
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                    <point key="canvasLocation" x="132" y="300"/>
                </tableViewCell>
                ⏩<tapGestureRecognizer5️⃣ id="tap-01-xib">⏪
                    <connections>
                        <action selector="avatarTapped:" destination="-1" id="act-01-tap"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test func realisticUIKitXib() {
        check(
            Self.realisticUIKitXib,
            path: "/project/ProfileHeaderView.xib",
            """
            kind xib
            object placeholder -1 customClass=ProfileViewController customModule=App customModuleProvider=target placeholder=IBFilesOwner insert=1️⃣
            object placeholder -2 customClass=UIResponder placeholder=IBFirstResponder insert=2️⃣
            object view iN0-l3-epB customClass=ProfileHeaderView customModule=App customModuleProvider=target insert=3️⃣
            object tableViewCell KGk-i7-Jjw customClass=StatCell insert=4️⃣
            object tapGestureRecognizer tap-01-xib insert=5️⃣
            class placeholder customClass=ProfileViewController customModule=App customModuleProvider=target
            class placeholder customClass=UIResponder
            class view customClass=ProfileHeaderView customModule=App customModuleProvider=target
            class imageView customClass=AvatarImageView customModule=App
            class tableViewCell customClass=StatCell
            """
        )
        let facts = InterfaceBuilderScanner.scan(path: "/project/ProfileHeaderView.xib", bytes: Array(MarkedText(Self.realisticUIKitXib).text.utf8))
        #expect(facts.filesOwner?.customClass?.value == "ProfileViewController")
        #expect(facts.firstTopLevelObject?.customClass?.value == "ProfileHeaderView")
    }

    /// An AppKit xib as Xcode writes it: its placeholders are `<customObject>`s with fixed negative
    /// ids (File's Owner -2, First Responder -1, Application -3) and no placeholder identifier.
    static let realisticAppKitXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
            <dependencies>
                <deployment identifier="macosx"/>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                ⏩<customObject1️⃣ id="-2" userLabel="File's Owner" customClass="⏩InspectorViewController⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪">⏪
                    <connections>
                        <outlet property="view" destination="Hz6-mo-xeY" id="0bl-1N-x8E"/>
                    </connections>
                </customObject>
                ⏩<customObject2️⃣ id="-1" userLabel="First Responder" customClass="⏩FirstResponder⏪"/>⏪
                ⏩<customObject3️⃣ id="-3" userLabel="Application" customClass="⏩NSObject⏪"/>⏪
                ⏩<customView4️⃣ id="Hz6-mo-xeY" customClass="⏩InspectorView⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪">⏪
                    <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="txt-01-ttl">
                            <rect key="frame" x="18" y="236" width="444" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Inspector" id="txc-01-ttl">
                                <font key="font" metaFont="system"/>
                                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <point key="canvasLocation" x="139" y="154"/>
                </customView>
                ⏩<customObject5️⃣ id="kRm-Ok-vZ1" customClass="⏩InspectorModel⏪" customModule="⏩App⏪" customModuleProvider="⏩target⏪"/>⏪
                ⏩<userDefaultsController6️⃣ representsSharedInstance="YES" id="Udc-01-xyz"/>⏪
            </objects>
        </document>
        """

    @Test func realisticAppKitXib() {
        check(
            Self.realisticAppKitXib,
            path: "/project/InspectorView.xib",
            """
            kind xib
            object customObject -2 customClass=InspectorViewController customModule=App customModuleProvider=target placeholder=IBFilesOwner insert=1️⃣
            object customObject -1 customClass=FirstResponder placeholder=IBFirstResponder insert=2️⃣
            object customObject -3 customClass=NSObject placeholder=IBApplication insert=3️⃣
            object customView Hz6-mo-xeY customClass=InspectorView customModule=App customModuleProvider=target insert=4️⃣
            object customObject kRm-Ok-vZ1 customClass=InspectorModel customModule=App customModuleProvider=target insert=5️⃣
            object userDefaultsController Udc-01-xyz insert=6️⃣
            class customObject customClass=InspectorViewController customModule=App customModuleProvider=target
            class customObject customClass=FirstResponder
            class customObject customClass=NSObject
            class customView customClass=InspectorView customModule=App customModuleProvider=target
            class customObject customClass=InspectorModel customModule=App customModuleProvider=target
            """
        )
        let facts = InterfaceBuilderScanner.scan(path: "/project/InspectorView.xib", bytes: Array(MarkedText(Self.realisticAppKitXib).text.utf8))
        #expect(facts.filesOwner?.customClass?.value == "InspectorViewController")
        #expect(facts.firstTopLevelObject?.customClass?.value == "InspectorView")
    }

    @Test func xibWithAViewControllerAndNoFilesOwnerClass() {
        check(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    ⏩<placeholder1️⃣ placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>⏪
                    ⏩<placeholder2️⃣ placeholderIdentifier="IBFirstResponder" id="-2" customClass="⏩UIResponder⏪"/>⏪
                    ⏩<viewController3️⃣ id="vc-1" customClass="⏩LegacyViewController⏪">⏪
                        <view key="view" contentMode="scaleToFill" id="vw-1"/>
                    </viewController>
                </objects>
            </document>
            """,
            path: "/project/Legacy.xib",
            """
            kind xib
            object placeholder -1 placeholder=IBFilesOwner insert=1️⃣
            object placeholder -2 customClass=UIResponder placeholder=IBFirstResponder insert=2️⃣
            object viewController vc-1 customClass=LegacyViewController insert=3️⃣
            class placeholder customClass=UIResponder
            class viewController customClass=LegacyViewController
            """
        )
    }

    @Test func onlyTheDocumentsObjectsAreTopLevel() {
        // Objects nested in a top-level view, in an <objects> that is not the document's, or under a
        // root that is not <document> are not top-level; their custom classes are still referenced.
        check(
            """
            <document>
                <resources>
                    <objects>
                        <view id="in-resources"/>
                    </objects>
                </resources>
                <objects>
                    ⏩<view1️⃣ id="top">⏪
                        <objects>
                            ⏩<view id="nested" customClass="⏩NestedView⏪"/>⏪
                        </objects>
                    </view>
                </objects>
            </document>
            """,
            path: "/project/Odd.xib",
            """
            kind xib
            object view top insert=1️⃣
            class view customClass=NestedView
            """
        )
        check(
            """
            <archive>
                <objects>
                    <view id="not-in-a-document"/>
                </objects>
            </archive>
            """,
            path: "/project/Archive.xib",
            """
            kind xib
            """
        )
        // Only customObjects get AppKit's placeholder roles from their ids.
        check(
            """
            <document>
                <objects>
                    ⏩<view1️⃣ id="-2"/>⏪
                </objects>
            </document>
            """,
            path: "/project/Odd.xib",
            """
            kind xib
            object view -2 insert=1️⃣
            """
        )
    }

    @Test func malformedXibKeepsWhatWasRead() {
        check(
            """
            <document>
                <objects>
                    ⏩<placeholder1️⃣ placeholderIdentifier="IBFilesOwner" id="-1" customClass="⏩Owner⏪"/>⏪
                    ⏩<view2️⃣ id="a">⏪
            ⏩⏪        </label>
                </objects>
            </document>
            """,
            path: "/project/Broken.XIB",
            """
            kind xib
            object placeholder -1 customClass=Owner placeholder=IBFilesOwner insert=1️⃣
            object view a insert=2️⃣
            class placeholder customClass=Owner
            problem malformedXML: malformed XML at line 5, column 17: an end tag does not match <view>
            """
        )
        check(
            """
            <document>
                <objects>
                    ⏩<customObject1️⃣ id="-2" customClass="⏩Owner⏪"/>⏪
                    ⏩<customView2️⃣ id="a" customClass="⏩Cut⏪">⏪
            ⏩⏪            <rect key="frame" x="0.0" y=
            """,
            path: "/project/Cut.xib",
            """
            kind xib
            object customObject -2 customClass=Owner placeholder=IBFilesOwner insert=1️⃣
            object customView a customClass=Cut insert=2️⃣
            class customObject customClass=Owner
            class customView customClass=Cut
            problem malformedXML: malformed XML at line 5, column 41: the file ends before <customView> is closed
            """
        )
    }

    // MARK: Problems

    /// A lone `\r` ends a line as `\n` and `\r\n` do (`SourceText`), also where libxml2 counts only
    /// `\n`: a problem names the line an editor shows, and is placed at its start.
    @Test func problemsAreOnTheirLinesWhateverEndsThem() {
        let lines = ["<document>", "    <objects>", "        <view id=\"a\">", "        </label>", "    </objects>", "</document>", ""]
        for end in ["\n", "\r\n", "\r"] {
            let bytes = Array(lines.joined(separator: end).utf8)
            let facts = InterfaceBuilderScanner.scan(path: "/project/Broken.xib", bytes: bytes)
            #expect(
                facts.problems.map(\.message) == ["malformed XML at line 4, column 17: an end tag does not match <view>"], "\(end.debugDescription)")
            #expect(facts.problems.map(\.range) == [.empty(at: LineIndex(bytes).start(ofLine: 3))], "\(end.debugDescription)")
            let doctype = Array(["<?xml version=\"1.0\"?>", "<!-- a -->", "<!DOCTYPE document>", "<document/>"].joined(separator: end).utf8)
            #expect(
                InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: doctype).problems.first?.message.hasPrefix(
                    "DOCTYPE declaration at line 3:") == true)
        }
    }

    @Test func doctypeIsRefused() {
        check(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            ⏩<!DOCTYPE⏪ document>
            <document initialViewController="a"/>
            """,
            """
            problem doctype: DOCTYPE declaration at line 2: Interface Builder files never have one, and it could define entities that read other files or expand without bound; the file was not parsed
            """
        )
        check(
            """
            <document>
                <!-- lower case, and inside a comment: refused all the same -->
                <!-- ⏩<!doctype⏪ x> -->
            </document>
            """,
            """
            problem doctype: DOCTYPE declaration at line 3: Interface Builder files never have one, and it could define entities that read other files or expand without bound; the file was not parsed
            """
        )
    }

    @Test func externalEntityPayloadIsRefusedAndLeaksNothing() {
        let facts = InterfaceBuilderScanner.scan(
            path: "/project/Evil.storyboard",
            bytes: Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
                <document initialViewController="&e;"><scenes><scene sceneID="s"><objects>
                <viewController id="&e;" customClass="&e;" sceneMemberID="viewController"/>
                </objects></scene></scenes></document>
                """.utf8)
        )
        #expect(facts.problems.map(\.kind) == [.doctype])
        #expect(facts.initialViewControllerID == nil && facts.scenes.isEmpty && facts.segues.isEmpty)
        #expect(!String(reflecting: facts).contains("root:"))
    }

    @Test func billionLaughsIsRefused() {
        check(
            """
            <?xml version="1.0"?>
            ⏩<!DOCTYPE⏪ lolz [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
              <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
              <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
              <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
              <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
              <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
              <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
            ]>
            <document initialViewController="&lol9;"/>
            """,
            """
            problem doctype: DOCTYPE declaration at line 2: Interface Builder files never have one, and it could define entities that read other files or expand without bound; the file was not parsed
            """
        )
    }

    @Test func mergeConflictMarkersAreRefused() {
        check(
            """
            <document>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
            ⏩<<<<<<<⏪ HEAD
                            <viewController id="vc-1" customClass="Mine" sceneMemberID="viewController"/>
            =======
                            <viewController id="vc-1" customClass="Theirs" sceneMemberID="viewController"/>
            >>>>>>> feature/theirs
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            problem mergeConflictMarkers: merge conflict marker at line 5; resolve the conflict first
            """
        )
        // The separator alone is a marker too; `=======` with more on the line is not.
        check(
            """
            <document>
                <!--
            ======= not a marker
            ⏩=======⏪
                -->
            </document>
            """,
            crlf: true,
            """
            problem mergeConflictMarkers: merge conflict marker at line 4; resolve the conflict first
            """
        )
    }

    @Test func malformedXMLReportsItsLineAndKeepsWhatWasRead() {
        check(
            """
            <document initialViewController="⏩vc-1⏪">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            ⏩<viewController1️⃣ id="vc-1" customClass="⏩First⏪" sceneMemberID="viewController">⏪
                                <connections>
                                    ⏩<segue destination="vc-2" kind="show" identifier="⏩next⏪" id="sg"/>⏪
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            ⏩<viewController2️⃣ id="vc-2" customClass="⏩Second⏪" sceneMemberID="viewController">⏪
                                <view id="v">
                                <label id="l" text="unclosed">
            ⏩⏪                    </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            initial=vc-1
            scene viewController vc-1 customClass=First insert=1️⃣
            scene viewController vc-2 customClass=Second insert=2️⃣
            segue sg kind=show identifier=next destination=vc-2 source=vc-1
            class viewController customClass=First
            class viewController customClass=Second
            problem malformedXML: malformed XML at line 17, column 28: an end tag does not match <label>
            """
        )
        check(
            """
            <document>
            ⏩⏪    <scene sceneID=s1>
                </scene>
            </document>
            """,
            """
            problem malformedXML: malformed XML at line 2, column 20: an attribute value must be in quotes
            """
        )
        check(
            """
            <document>
            ⏩⏪    <scene sceneID="a & b"/>
            </document>
            """,
            """
            problem malformedXML: malformed XML at line 2, column 24: a name is expected after '<' or '&'
            """
        )
    }

    @Test func truncatedFile() {
        check(
            """
            <document>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            ⏩<viewController1️⃣ id="vc-1" customClass="⏩First⏪" sceneMemberID="viewController">⏪
                                <connections>
                                    ⏩<segue destination="vc-2" kind="show" id="sg"/>⏪
                                </connections>
            ⏩⏪                    <view key="view" id="v" cont
            """,
            """
            scene viewController vc-1 customClass=First insert=1️⃣
            segue sg kind=show destination=vc-2 source=vc-1
            class viewController customClass=First
            problem malformedXML: malformed XML at line 9, column 49: the file ends before <viewController> is closed
            """
        )
    }

    @Test func truncatedAnywhere() {
        // Wherever the file is cut: one malformedXML problem, and the facts are a prefix of the whole file's.
        // Every 7th byte keeps the debug-build run short while hitting every kind of construct.
        let files = [
            ("/project/Main.storyboard", Self.realisticStoryboard), ("/project/ProfileHeaderView.xib", Self.realisticUIKitXib),
            ("/project/InspectorView.xib", Self.realisticAppKitXib),
        ]
        for (path, marked) in files {
            let bytes = Array(MarkedText(marked).text.utf8)
            let whole = InterfaceBuilderScanner.scan(path: path, bytes: bytes)
            for length in stride(from: 0, to: bytes.count, by: 7) {
                let facts = InterfaceBuilderScanner.scan(path: path, bytes: Array(bytes.prefix(length)))
                #expect(facts.problems.map(\.kind) == [.malformedXML], "\(path) cut at \(length)")
                #expect(whole.scenes.starts(with: facts.scenes), "\(path) cut at \(length)")
                #expect(whole.segues.starts(with: facts.segues), "\(path) cut at \(length)")
                #expect(whole.topLevelObjects.starts(with: facts.topLevelObjects), "\(path) cut at \(length)")
                #expect(whole.classReferences.starts(with: facts.classReferences), "\(path) cut at \(length)")
                #expect(
                    facts.initialViewControllerID == nil || facts.initialViewControllerID == whole.initialViewControllerID,
                    "\(path) cut at \(length)")
            }
            #expect(whole.problems.isEmpty, "\(path)")
        }
    }

    @Test func truncatedInsideAStartTag() {
        check(
            """
            <document>
                <scenes>
            ⏩⏪        <scene sceneID="s1"
            """,
            """
            problem malformedXML: malformed XML at line 3, column 28: the file ends before <scenes> is closed
            """
        )
        // After the bare name libxml2 reports the element as started; the tokenizer knows better.
        check(
            """
            <document>
                <scenes>
            ⏩⏪        <scene
            """,
            """
            problem malformedXML: malformed XML at line 3: the file ends inside the start tag of <scene>
            """
        )
    }

    @Test func binaryGarbageIsRefused() {
        check(
            "\u{7F}ELF\u{2}\u{1}\u{1}⏩\u{0}⏪\u{0}\u{0}\u{3}\u{3E}",
            """
            problem binary: the file holds binary data (a NUL byte at line 1), not Interface Builder XML
            """
        )
        // Invalid UTF-8 without a NUL byte reaches the parser, which refuses it.
        check(
            "⏩⏪<document customClass=\"Ã(\"/>",
            latin1: true,
            """
            problem malformedXML: malformed XML at line 1, column 24: invalid character (the file must be UTF-8 text)
            """
        )
    }

    @Test func fileWithoutARootElement() {
        for empty in ["", "   \n\n  ", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "<!-- nothing -->"] {
            let facts = InterfaceBuilderScanner.scan(path: "/project/Empty.storyboard", bytes: Array(empty.utf8))
            #expect(facts.problems.map(\.kind) == [.malformedXML], "\(empty.debugDescription)")
            #expect(facts.problems.first?.message.hasSuffix("the file has no root element") == true, "\(empty.debugDescription)")
        }
    }

    @Test func contentAfterTheRootElement() {
        check(
            """
            <document initialViewController="⏩a⏪"/>
            ⏩⏪<document/>
            """,
            """
            initial=a
            problem malformedXML: malformed XML at line 2, column 1: content after the end of the root element
            """
        )
    }

    @Test func tooLargeFileIsNotParsed() {
        let text = "<document initialViewController=\"⏩a⏪\"/>"
        let limit = MarkedText(text).text.utf8.count
        check(text, maximumFileSize: limit, "initial=a")
        check(
            "⏩⏪<document initialViewController=\"a\"/> ",
            maximumFileSize: limit,
            """
            problem tooLarge: the file is 38 bytes, larger than the 37 bytes Scenery reads; it was not parsed
            """
        )
        #expect(InterfaceBuilderScanner.maximumFileSize == 16 * 1024 * 1024)
    }

    @Test func nestingDeeperThanTheLimit() {
        let depth = 600
        check(
            String(repeating: "<view>\n", count: 512) + "⏩⏪" + String(repeating: "<view>\n", count: depth - 512)
                + String(repeating: "</view>\n", count: depth),
            """
            problem malformedXML: malformed XML at line 513: elements are nested more than 512 deep
            """
        )
    }

    @Test func parserWarningsAreNotProblems() {
        check(
            """
            <document xmlns="relative/namespace" xml:space="sometimes" initialViewController="⏩a⏪"/>
            """,
            "initial=a"
        )
    }

    @Test func startTagThatTheTokenizerCannotMatch() {
        // libxml2 transcodes Latin-1 element names; the raw bytes then spell another name, and the
        // scanner says so instead of guessing ranges.
        check(
            """
            <?xml version="1.0" encoding="ISO-8859-1"?>
            <document>
            ⏩⏪<café/>
            </document>
            """,
            latin1: true,
            """
            problem malformedXML: malformed XML at line 3: the start tag of <café> could not be read exactly
            """
        )
    }

    // MARK: Edits

    @Test func replacingAnAttributeValueChangesOnlyItsBytes() throws {
        let source = SourceText(
            """
            <?xml version="1.0" encoding="UTF-8"?>\r
            <document initialViewController="vc-1">\r
                <!-- 😀 -->\r
                <scenes><scene sceneID="s1"><objects>\r
                    <viewController id="vc-1" customClass="Pro&amp;file" storyboardIdentifier='Profile' sceneMemberID="viewController"/>\r
                </objects></scene></scenes>\r
            </document>\r

            """)
        let facts = InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: source.bytes)
        let range = try #require(facts.scenes.first?.customClass?.valueRange)

        let rescanned = rescan(source, path: "/project/Main.storyboard", replacing: range, with: "Settings&amp;More")

        #expect(rescanned.scenes.first?.customClass?.value == "Settings&More")
        #expect(rescanned.scenes.first?.storyboardIdentifier?.value == "Profile")
    }

    @Test func editingTheNewFactsChangesOnlyTheirBytes() throws {
        // A storyboard reference's storyboard name.
        let storyboard = MarkedText(Self.realisticStoryboard).source
        let reference = try #require(InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: storyboard.bytes).scenes.last)
        let renamed = try rescan(
            storyboard, path: "/project/Main.storyboard", replacing: #require(reference.referencedStoryboardName?.valueRange), with: "Account")
        #expect(renamed.scenes.last?.referencedStoryboardName?.value == "Account")
        #expect(renamed.scenes.last?.referencedIdentifier?.value == "Settings")

        // File's Owner's custom class, in a UIKit and an AppKit xib.
        for (path, marked) in [("/project/ProfileHeaderView.xib", Self.realisticUIKitXib), ("/project/InspectorView.xib", Self.realisticAppKitXib)] {
            let xib = MarkedText(marked).source
            let owner = try #require(InterfaceBuilderScanner.scan(path: path, bytes: xib.bytes).filesOwner)
            let rewritten = try rescan(xib, path: path, replacing: #require(owner.customClass?.valueRange), with: "Settings&amp;More")
            #expect(rewritten.filesOwner?.customClass?.value == "Settings&More")
            #expect(rewritten.classReferences.first?.customClass.value == "Settings&More")
            #expect(rewritten.filesOwner?.customModule?.value == "App")
        }

        // A module inserted into a class reference's start tag.
        let xib = MarkedText(Self.realisticUIKitXib).source
        let cell = try #require(InterfaceBuilderScanner.scan(path: "/project/Cell.xib", bytes: xib.bytes).classReferences.last)
        let inserted = rescan(xib, path: "/project/Cell.xib", replacing: .empty(at: cell.attributeInsertionOffset), with: #" customModule="App""#)
        #expect(inserted.classReferences.last?.customClass.value == "StatCell")
        #expect(inserted.classReferences.last?.customModule?.value == "App")
        #expect(inserted.topLevelObjects.last?.elementName == "tapGestureRecognizer")

        // An initial view controller inserted into the document's start tag.
        let noInitial = SourceText(
            #"<document type="x"><scenes><scene sceneID="s"><objects><viewController id="vc-1" sceneMemberID="viewController"/></objects></scene></scenes></document>"#
        )
        let document = try #require(
            InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: noInitial.bytes).documentAttributeInsertionOffset)
        let initial = rescan(noInitial, path: "/project/Main.storyboard", replacing: .empty(at: document), with: #" initialViewController="vc-1""#)
        #expect(initial.initialScene?.objectID == "vc-1")
    }

    /// The facts of `source` with `range` replaced: the edit changes those bytes and no others, and the result still reads.
    private func rescan(_ source: SourceText, path: String, replacing range: ByteRange, with replacement: String) -> InterfaceFileFacts {
        let edited = source.applying([TextEdit(range: range, newText: replacement)]).bytes
        #expect(edited == source.bytes[..<range.lowerBound] + Array(replacement.utf8) + source.bytes[range.upperBound...])
        let facts = InterfaceBuilderScanner.scan(path: path, bytes: edited)
        #expect(facts.problems.isEmpty)
        return facts
    }
}

// MARK: - Helper

/// Scans the marked text and compares the facts with `expected`, a line per fact; the ranges the
/// facts report must be exactly those marked with ⏩…⏪ (a range reported by two facts, such as the
/// custom class of a scene and of its class reference, is marked once).
///
/// An attribute reads `name=value`, followed by `(raw …)` when the text of its range differs from the
/// decoded value; `insert=` names the position marker at the attribute insertion offset (a class
/// reference's must be just after its element name, and is not shown). `crlf` turns every line ending
/// into `\r\n`; `latin1` encodes the text as ISO-8859-1 (markers must then come before the first
/// non-ASCII character, as their offsets are counted in UTF-8). Every fixture is also read by
/// `XMLParser` alone, which must give the same facts.
private func check(
    _ marked: String,
    path: String = "/project/Main.storyboard",
    crlf: Bool = false,
    latin1: Bool = false,
    maximumFileSize: Int = InterfaceBuilderScanner.maximumFileSize,
    _ expected: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let marked = MarkedText(crlf ? marked.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") : marked)
    let bytes = latin1 ? marked.text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) } : Array(marked.text.utf8)
    let source = SourceText(bytes: bytes)
    let facts = InterfaceBuilderScanner.scan(path: path, bytes: bytes, maximumFileSize: maximumFileSize)
    // Whichever reader took the file, `XMLParser` alone must read the same.
    let parsed = InterfaceBuilderScanner.scan(path: path, bytes: bytes, maximumFileSize: maximumFileSize, reading: .parserOnly)
    #expect(facts == parsed, "PlainXMLReader and XMLParser disagree", sourceLocation: sourceLocation)

    func attribute(_ name: String, _ attribute: AttributeValue?) -> String? {
        guard let attribute else { return nil }
        let raw = source[attribute.valueRange]
        return "\(name)=\(attribute.value)" + (raw == attribute.value ? "" : " (raw \(raw))")
    }
    func marker(at offset: Int) -> String {
        marked.positions.first { $0.value == offset }?.key ?? "@\(offset)"
    }
    func isStartTag(_ range: ByteRange, of element: String) -> Bool {
        source[range].hasPrefix("<\(element)") && source[range].hasSuffix(">")
    }
    func describe(_ fact: String, _ object: Scene) -> String {
        let attributes = [
            attribute("customClass", object.customClass), attribute("customModule", object.customModule),
            attribute("customModuleProvider", object.customModuleProvider), attribute("storyboardIdentifier", object.storyboardIdentifier),
            attribute("storyboardName", object.referencedStoryboardName), attribute("referencedIdentifier", object.referencedIdentifier),
            object.referencedBundleIdentifier.map { "bundleIdentifier=\($0)" }, object.placeholderIdentifier.map { "placeholder=\($0)" },
        ]
        #expect(isStartTag(object.startTagRange, of: object.elementName), sourceLocation: sourceLocation)
        return
            ([fact, object.elementName, object.objectID] + attributes.compactMap { $0 } + ["insert=\(marker(at: object.attributeInsertionOffset))"])
            .joined(separator: " ")
    }

    var lines: [String] = []
    if facts.kind == .xib { lines.append("kind xib") }
    if let initial = attribute("initial", facts.initialViewControllerID) { lines.append(initial) }
    lines += facts.scenes.map { describe("scene", $0) }
    lines += facts.topLevelObjects.map { describe("object", $0) }
    for segue in facts.segues {
        let parts = [
            "segue", segue.objectID, "kind=\(segue.kind)", attribute("identifier", segue.identifier), "destination=\(segue.destinationID)",
            "source=\(segue.sourceID)",
        ]
        lines.append(parts.compactMap { $0 }.joined(separator: " "))
        #expect(isStartTag(segue.startTagRange, of: "segue"), sourceLocation: sourceLocation)
    }
    for reference in facts.classReferences {
        let attributes = [
            attribute("customClass", reference.customClass), attribute("customModule", reference.customModule),
            attribute("customModuleProvider", reference.customModuleProvider),
        ]
        lines.append((["class", reference.elementName] + attributes.compactMap { $0 }).joined(separator: " "))
        #expect(isStartTag(reference.startTagRange, of: reference.elementName), sourceLocation: sourceLocation)
        #expect(
            reference.attributeInsertionOffset == reference.startTagRange.lowerBound + 1 + reference.elementName.utf8.count,
            sourceLocation: sourceLocation)
    }
    for problem in facts.problems {
        lines.append("problem \(problem.kind.rawValue): \(problem.message)")
    }
    #expect(lines.joined(separator: "\n") == expected, sourceLocation: sourceLocation)

    let objects = facts.scenes + facts.topLevelObjects
    let objectAttributes = objects.flatMap {
        [$0.customClass, $0.customModule, $0.customModuleProvider, $0.storyboardIdentifier, $0.referencedStoryboardName, $0.referencedIdentifier]
    }
    let referenceAttributes = facts.classReferences.flatMap { [$0.customClass, $0.customModule, $0.customModuleProvider] }
    let attributeRanges = ([facts.initialViewControllerID] + objectAttributes + referenceAttributes + facts.segues.map(\.identifier)).compactMap {
        $0?.valueRange
    }
    let tagRanges = objects.map(\.startTagRange) + facts.classReferences.map(\.startTagRange) + facts.segues.map(\.startTagRange)
    let reported = Set(attributeRanges + tagRanges + facts.problems.map(\.range))
    #expect(reported.sorted() == marked.ranges, sourceLocation: sourceLocation)
}
