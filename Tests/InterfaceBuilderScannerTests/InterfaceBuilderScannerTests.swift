import InterfaceBuilderScanner
import ProjectModel
import TestSupport
import Testing

@Suite struct InterfaceBuilderScannerTests {
    // MARK: Storyboard facts

    /// Four scenes: a navigation controller (initial) with a relationship segue, a view controller with
    /// nested views, constraints and a show segue with an identifier, a table view controller, and a
    /// storyboard reference; a segue on a gesture recognizer beside a controller.
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
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-01-nav" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="-700" y="4"/>
                </scene>
                <!--Profile View Controller-->
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        ⏩<viewController2️⃣ storyboardIdentifier="⏩ProfileViewController⏪" id="BYZ-38-t0r" customClass="⏩ProfileViewController⏪" customModule="⏩Showcase⏪" customModuleProvider="⏩target⏪" sceneMemberID="viewController">⏪
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
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
                        <tapGestureRecognizer id="tap-01-ges">
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
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" id="cel-01-xyz">
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
                        ⏩<viewControllerPlaceholder4️⃣ storyboardName="Other" referencedIdentifier="Settings" id="ref-01-oth" sceneMemberID="viewController"/>⏪
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
            scene viewControllerPlaceholder ref-01-oth insert=4️⃣
            segue rel-01-seg kind=relationship destination=BYZ-38-t0r source=nav-01-xyz
            segue seg-01-det kind=show identifier=showDetail destination=abc-12-xyz source=BYZ-38-t0r
            segue seg-02-tap kind=presentation destination=ref-01-oth source=BYZ-38-t0r
            """
        )
    }

    @Test func appKitWindowController() {
        check(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" initialViewController="⏩B8D-0N-5wS⏪">
                <scenes>
                    <scene sceneID="JPo-4y-FX3">
                        <objects>
                            ⏩<windowController1️⃣ id="B8D-0N-5wS" customClass="⏩MainWindowController⏪" sceneMemberID="viewController">⏪
                                <window key="window" id="IQv-IB-iLA"/>
                                <connections>
                                    ⏩<segue destination="XfG-lQ-9wD" kind="relationship" relationship="window.shadowedContentViewController" id="cq2-FE-JQM"/>⏪
                                </connections>
                            </windowController>
                            <customObject id="Oky-zY-oP4" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            """
            initial=B8D-0N-5wS
            scene windowController B8D-0N-5wS customClass=MainWindowController insert=1️⃣
            segue cq2-FE-JQM kind=relationship destination=XfG-lQ-9wD source=B8D-0N-5wS
            """
        )
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

    @Test func xibIsValidatedButNotModelledYet() {
        check(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="BadgeView" customModule="Showcase">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                    </view>
                </objects>
            </document>
            """,
            path: "/project/BadgeView.xib",
            """
            kind xib
            """
        )
        check(
            """
            <document>
                <objects>
            ⏩⏪        <view id="a"></label>
                </objects>
            </document>
            """,
            path: "/project/Broken.XIB",
            """
            kind xib
            problem malformedXML: malformed XML at line 3, column 30: an end tag does not match <view>
            """
        )
    }

    // MARK: Problems

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
            problem malformedXML: malformed XML at line 9, column 49: the file ends before <viewController> is closed
            """
        )
    }

    @Test func truncatedAnywhere() {
        // Wherever the file is cut: one malformedXML problem, and the facts are a prefix of the whole file's.
        // Every 7th byte keeps the debug-build run short while hitting every kind of construct.
        let bytes = Array(MarkedText(Self.realisticStoryboard).text.utf8)
        let whole = InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: bytes)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            let facts = InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: Array(bytes.prefix(length)))
            #expect(facts.problems.map(\.kind) == [.malformedXML], "cut at \(length)")
            #expect(whole.scenes.starts(with: facts.scenes), "cut at \(length)")
            #expect(whole.segues.starts(with: facts.segues), "cut at \(length)")
            #expect(facts.initialViewControllerID == nil || facts.initialViewControllerID == whole.initialViewControllerID, "cut at \(length)")
        }
        #expect(whole.problems.isEmpty)
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
        let replacement = "Settings&amp;More"

        let edited = source.applying([TextEdit(range: range, newText: replacement)]).bytes

        #expect(edited == source.bytes[..<range.lowerBound] + Array(replacement.utf8) + source.bytes[range.upperBound...])
        let rescanned = InterfaceBuilderScanner.scan(path: "/project/Main.storyboard", bytes: edited)
        #expect(rescanned.problems.isEmpty)
        #expect(rescanned.scenes.first?.customClass?.value == "Settings&More")
        #expect(rescanned.scenes.first?.storyboardIdentifier?.value == "Profile")
    }
}

// MARK: - Helper

/// Scans the marked text and compares the facts with `expected`, a line per fact; the ranges the
/// facts report must be exactly those marked with ⏩…⏪.
///
/// An attribute reads `name=value`, followed by `(raw …)` when the text of its range differs from the
/// decoded value; `insert=` names the position marker at the attribute insertion offset. `crlf` turns
/// every line ending into `\r\n`; `latin1` encodes the text as ISO-8859-1 (markers must then come
/// before the first non-ASCII character, as their offsets are counted in UTF-8).
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

    var lines: [String] = []
    if facts.kind == .xib { lines.append("kind xib") }
    if let initial = attribute("initial", facts.initialViewControllerID) { lines.append(initial) }
    for scene in facts.scenes {
        let attributes = [
            attribute("customClass", scene.customClass), attribute("customModule", scene.customModule),
            attribute("customModuleProvider", scene.customModuleProvider), attribute("storyboardIdentifier", scene.storyboardIdentifier),
        ]
        lines.append(
            (["scene", scene.elementName, scene.objectID] + attributes.compactMap { $0 } + ["insert=\(marker(at: scene.attributeInsertionOffset))"])
                .joined(separator: " "))
        #expect(isStartTag(scene.startTagRange, of: scene.elementName), sourceLocation: sourceLocation)
    }
    for segue in facts.segues {
        let parts = [
            "segue", segue.objectID, "kind=\(segue.kind)", attribute("identifier", segue.identifier), "destination=\(segue.destinationID)",
            "source=\(segue.sourceID)",
        ]
        lines.append(parts.compactMap { $0 }.joined(separator: " "))
        #expect(isStartTag(segue.startTagRange, of: "segue"), sourceLocation: sourceLocation)
    }
    for problem in facts.problems {
        lines.append("problem \(problem.kind.rawValue): \(problem.message)")
    }
    #expect(lines.joined(separator: "\n") == expected, sourceLocation: sourceLocation)

    let attributeRanges =
        facts.scenes.flatMap { [$0.customClass, $0.customModule, $0.customModuleProvider, $0.storyboardIdentifier] } + facts.segues.map(\.identifier)
    let reported =
        ([facts.initialViewControllerID] + attributeRanges).compactMap { $0?.valueRange }
        + facts.scenes.map(\.startTagRange) + facts.segues.map(\.startTagRange) + facts.problems.map(\.range)
    #expect(reported.sorted() == marked.ranges, sourceLocation: sourceLocation)
}
