@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// Renaming a segue ID, a storyboard or xib, and the classes Interface Builder files name, from
/// each place the cursor (1️⃣…) may be: ⏩…⏪ mark every place the rename must change, and nothing
/// else may change. The helpers are `RenameTests`'.
@Suite struct SegueRenameTests {
    static let project = """
        -- Profile.swift --
        final class ProfileViewController: UIViewController {
            func next() { performSegue(withIdentifier: "⏩show1️⃣Detail⏪", sender: nil) }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch segue.identifier {
                case "⏩show2️⃣Detail⏪": break
                case "showHelp": break
                default: break
                }
            }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != "⏩showDetail⏪" }
        }
        final class HomeViewController: UIViewController {
            func next() { performSegue(withIdentifier: "showDetail", sender: nil) }
        }
        -- Main.storyboard --
        <document><scenes><scene sceneID="s1"><objects>
        <viewController id="p" customClass="ProfileViewController" sceneMemberID="viewController"><connections>
        <segue destination="d" kind="show" identifier="⏩show3️⃣Detail⏪" id="g1"/>
        <segue destination="d" kind="show" identifier="showHelp" id="g2"/>
        </connections></viewController>
        </objects></scene><scene sceneID="s2"><objects>
        <viewController id="h" customClass="HomeViewController" sceneMemberID="viewController"><connections>
        <segue destination="d" kind="show" identifier="showDetail" id="g3"/>
        </connections></viewController>
        </objects></scene><scene sceneID="s3"><objects>
        <viewController id="d" sceneMemberID="viewController"><connections>
        <segue destination="p" kind="show" identifier="show4️⃣Back" id="g4"/>
        </connections></viewController>
        </objects></scene></scenes></document>
        -- Other.storyboard --
        <document><scenes><scene sceneID="t1"><objects>
        <viewController id="q" customClass="ProfileViewController" sceneMemberID="viewController"><connections>
        <segue destination="q" kind="show" identifier="⏩showDetail⏪" id="g5"/>
        </connections></viewController>
        </objects></scene></scenes></document>
        """

    let helpers = RenameTests()

    @Test func fromTheCallTheComparisonOrTheStoryboardEverySegueOfTheClassAndEveryLiteralNamingIt() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        for (name, marker) in [("Profile.swift", "1️⃣"), ("Profile.swift", "2️⃣"), ("Main.storyboard", "3️⃣")] {
            let file = fixture[name]
            let target = try #require(analysis.renameTarget(at: marker, in: file), "\(marker)")
            #expect(target.kind == .segueIdentifier(leaving: .scenesOf("ProfileViewController")) && target.name == "showDetail")
            #expect(
                helpers.render(try analysis.rename(target, to: "showProfile", place: helpers.place(fixture)).get(), fixture)
                    == helpers.expected(fixture, "showProfile"))
        }
    }

    /// By name (a tool's rename), as from the storyboard; segues of one identifier that leave
    /// several classes' scenes need the class.
    @Test func byNameTheSameSegueAsFromTheStoryboard() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let fromStoryboard = try #require(analysis.renameTarget(at: "3️⃣", in: fixture["Main.storyboard"]))
        let byName = try analysis.renameTarget(named: "showDetail", kind: .segueIdentifier, sourceClass: "ProfileViewController").get()
        #expect(byName.kind == fromStoryboard.kind && byName.name == fromStoryboard.name)
        let ambiguous = analysis.renameTarget(named: "showDetail", kind: .segueIdentifier)
        #expect(
            ambiguous.failure?.description
                == "Segues with the identifier 'showDetail' leave scenes of several classes (HomeViewController, ProfileViewController): name the class they leave"
        )
        #expect(
            try analysis.renameTarget(named: "showBack", kind: .segueIdentifier).get().kind
                == .segueIdentifier(leaving: .scene(path: fixture["Main.storyboard"].path, objectID: "d")))
        #expect(
            analysis.renameTarget(named: "showNothing", kind: .segueIdentifier).failure?.description
                == "No segue with the identifier 'showNothing' exists")
        #expect(try analysis.renameTarget(named: "Other", kind: .storyboard).get().kind == .interfaceFile(.storyboard))
        #expect(analysis.renameTarget(named: "Other", kind: .xib).failure?.description == "The project has no Other.xib")
    }

    @Test func aSegueLeavingASceneWithoutClassIsRenamedAlone() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let storyboard = fixture["Main.storyboard"]
        let target = try #require(analysis.renameTarget(at: "4️⃣", in: storyboard))
        let renaming = try analysis.rename(target, to: "back", place: helpers.place(fixture)).get()
        #expect(renaming.edits.map(\.edit.newText) == ["back"] && renaming.edits[0].path == storyboard.path && renaming.moves.isEmpty)
        #expect(storyboard.marked.source[renaming.edits[0].edit.range] == "showBack")
    }

    @Test func aRenameThatWouldBreakTheProjectIsRefused() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let profile = fixture["Profile.swift"]
        let target = try #require(analysis.renameTarget(at: "1️⃣", in: profile))
        #expect(
            helpers.refusal(in: analysis, target, "showHelp")
                == "A segue with the identifier 'showHelp' already leaves a scene of ProfileViewController in Main.storyboard")
        #expect(helpers.refusal(in: analysis, target, "a<b")?.hasPrefix("'a<b' cannot be a segue ID here") == true)
        #expect(helpers.refusal(in: analysis, target, "showDetail") == nil)

        let throughConstant = Fixture(
            Self.project
                + "\n-- Segues.swift --\nenum Segues { static let detail = \"showDetail\" }\nextension ProfileViewController {\n    func again() { performSegue(withIdentifier: Segues.detail, sender: nil) }\n}\n"
        )
        #expect(
            helpers.refusal(in: Analysis(throughConstant), target, "showProfile", place: helpers.place(throughConstant))
                == "Segues.swift:3 (performSegue(withIdentifier:sender:)) names the segue 'showDetail' otherwise than by a string literal; change it there first"
        )

        let comparedWithConstant = Fixture(
            Self.project.replacingOccurrences(of: "case \"showHelp\":", with: "case Segues.detail:")
                + "\n-- Segues.swift --\nenum Segues { static let detail = \"showDetail\" }\n"
        )
        #expect(
            helpers.refusal(in: Analysis(comparedWithConstant), target, "showProfile", place: helpers.place(comparedWithConstant))
                == "Profile.swift:6 (a comparison with the segue's identifier) names the segue 'showDetail' otherwise than by a string literal; change it there first"
        )

        let nowhere = Fixture(Self.project.replacingOccurrences(of: "⏩show1️⃣Detail⏪", with: "nothing1️⃣"))
        let unknown = try #require(Analysis(nowhere).renameTarget(at: "1️⃣", in: nowhere["Profile.swift"]))
        #expect(
            helpers.refusal(in: Analysis(nowhere), unknown, "x") == "No segue with the identifier 'nothing' leaves a scene of ProfileViewController")
    }
}

@Suite struct InterfaceFileRenameTests {
    static let project = """
        -- Names.swift --
        extension UIStoryboard {
            enum Name: String {
                case profile⏩⏪
                case settings = "sett6️⃣ings"
                var fileName: String { rawValue.uppercasedFirstLetter() }
            }
        }
        -- Coordinator.swift --
        final class Coordinator {
            func open() {
                let a = UIStoryboard(name: "⏩Pro1️⃣file⏪", bundle: nil).instantiateViewController(withIdentifier: "ProfileViewController")
                let b = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()
            }
        }
        -- Profile.swift --
        final class ProfileViewController: UIViewController {}
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        -- Base.lproj/Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- fr.lproj/Profile.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Settings.storyboard --
        <document initialViewController="r1"><scenes><scene sceneID="r"><objects>
        <viewControllerPlaceholder storyboardName="⏩Pro2️⃣file⏪" id="r1" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    let helpers = RenameTests()

    /// The fixture's disk: each language's strings of Profile.storyboard beside its copies.
    static var files: ProjectFileAccess { ProjectFileAccess(entries: folderEntries, read: { _ in nil }) }

    static func folderEntries(_ folder: String) -> [String]? {
        switch folder {
        case "/project": ["Base.lproj", "de.lproj", "fr.lproj", "Names.swift", "Coordinator.swift", "Profile.swift", "Settings.storyboard"]
        case "/project/Base.lproj": ["Profile.storyboard"]
        case "/project/fr.lproj": ["Profile.storyboard", "Profile.strings"]
        case "/project/de.lproj": ["Profile.strings", "Other.strings"]
        default: nil
        }
    }

    @Test func fromALiteralOrAStoryboardReferenceTheFileItsCopiesAndStringsEveryLiteralAndTheCase() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let names = fixture["Names.swift"].marked.ranges[0]
        let coordinator = fixture["Coordinator.swift"].marked.ranges[0]
        let reference = fixture["Settings.storyboard"].marked.ranges[0]
        for (name, marker) in [("Coordinator.swift", "1️⃣"), ("Settings.storyboard", "2️⃣")] {
            let file = fixture[name]
            let target = try #require(analysis.renameTarget(at: marker, in: file))
            #expect(target.kind == .interfaceFile(.storyboard) && target.name == "Profile")
            let renaming = try analysis.rename(target, to: "Account", place: helpers.place(fixture), files: Self.files).get()
            #expect(
                helpers.render(renaming, fixture) == [
                    "Coordinator.swift@\(coordinator)→Account", "Names.swift@\(names)→ = \"account\"", "Settings.storyboard@\(reference)→Account",
                    "Base.lproj/Profile.storyboard→Base.lproj/Account.storyboard", "fr.lproj/Profile.storyboard→fr.lproj/Account.storyboard",
                    "de.lproj/Profile.strings→de.lproj/Account.strings", "fr.lproj/Profile.strings→fr.lproj/Account.strings",
                ])
        }
    }

    @Test func theXcodeProjectAndTheInfoPlistItNamesFollow() throws {
        let pbxproj = """
            \t\tA1 /* Profile.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = A2 /* Profile.storyboard */; };
            \t\tA2 /* Profile.storyboard */ = {isa = PBXVariantGroup; children = (A3 /* Base */, A5 /* de */, ); name = Profile.storyboard; sourceTree = "<group>"; };
            \t\tA3 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Profile.storyboard; sourceTree = "<group>"; };
            \t\tA5 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Profile.strings; sourceTree = "<group>"; };
            \t\tA6 /* MyProfile.storyboard */ = {isa = PBXFileReference; path = MyProfile.storyboard; };
            \t\t\t\tINFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
            \t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Profile;
            \t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;

            """
        let plist = """
            <plist version="1.0"><dict>
            \t<key>UIApplicationSceneManifest</key>
            \t<dict><key>UISceneStoryboardFile</key>
            \t\t<string>Profile</string></dict>
            \t<key>CFBundleName</key><string>Profile</string>
            </dict></plist>

            """
        let disk = ["/project/App.xcodeproj/project.pbxproj": pbxproj, "/project/App/Info.plist": plist]
        let files = ProjectFileAccess(
            entries: { $0 == "/project" ? (Self.folderEntries($0) ?? []) + ["App.xcodeproj"] : Self.folderEntries($0) },
            read: { disk[$0].map { Array($0.utf8) } }
        )
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let coordinator = fixture["Coordinator.swift"]
        let target = try #require(analysis.renameTarget(at: "1️⃣", in: coordinator))
        let renaming = try analysis.rename(target, to: "Account", place: helpers.place(fixture), files: files).get()
        func edited(_ path: String) -> String? {
            guard let text = disk[path] else { return nil }
            var bytes = Array(text.utf8)
            for edit in renaming.edits.filter({ $0.path == path }).sorted(by: { $0.edit.range.lowerBound > $1.edit.range.lowerBound }) {
                bytes.replaceSubrange(edit.edit.range.lowerBound..<edit.edit.range.upperBound, with: Array(edit.edit.newText.utf8))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(
            edited("/project/App.xcodeproj/project.pbxproj")
                == pbxproj
                .replacingOccurrences(of: " Profile.storyboard", with: " Account.storyboard").replacingOccurrences(of: "/Profile.", with: "/Account.")
                .replacingOccurrences(of: "UIMainStoryboardFile = Profile;", with: "UIMainStoryboardFile = Account;"))
        #expect(
            edited("/project/App/Info.plist")
                == plist.replacingOccurrences(of: "<string>Profile</string></dict>", with: "<string>Account</string></dict>"))
    }

    @Test func fromACasesRawValueTheValueAsTypedNamesTheFile() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let names = fixture["Names.swift"]
        let target = try #require(analysis.renameTarget(at: "6️⃣", in: names))
        #expect(target.name == "settings")
        let renaming = try analysis.rename(target, to: "preferences", place: helpers.place(fixture), files: Self.files).get()
        let literal = try #require(fixture["Coordinator.swift"].text.range(of: "\"Settings\""))
        let literalStart =
            fixture["Coordinator.swift"].text.utf8.distance(from: fixture["Coordinator.swift"].text.startIndex, to: literal.lowerBound) + 1
        #expect(
            helpers.render(renaming, fixture) == [
                "Coordinator.swift@\(literalStart)..<\(literalStart + 8)→Preferences", "Names.swift@\(target.range)→preferences",
                "Settings.storyboard→Preferences.storyboard",
            ])
    }

    @Test func aXibMovesWithItsDeviceVariants() throws {
        let fixture = Fixture(
            """
            -- Cell.swift --
            final class ProfileCell: UITableViewCell {}
            let nib = UINib(nibName: "⏩Profile1️⃣Cell⏪", bundle: nil)
            -- ProfileCell.xib --
            <document><objects><tableViewCell id="c" customClass="ProfileCell"/></objects></document>
            -- ProfileCell~ipad.xib --
            <document><objects><tableViewCell id="c" customClass="ProfileCell"/></objects></document>
            """)
        let analysis = Analysis(fixture)
        let cell = fixture["Cell.swift"]
        let target = try #require(analysis.renameTarget(at: "1️⃣", in: cell))
        #expect(target.kind == .interfaceFile(.xib))
        #expect(
            helpers.render(try analysis.rename(target, to: "AvatarCell", place: helpers.place(fixture)).get(), fixture) == [
                "Cell.swift@\(cell.marked.ranges[0])→AvatarCell", "ProfileCell.xib→AvatarCell.xib", "ProfileCell~ipad.xib→AvatarCell~ipad.xib",
            ])
    }

    @Test func aRenameThatWouldBreakTheProjectIsRefused() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let coordinator = fixture["Coordinator.swift"]
        let target = try #require(analysis.renameTarget(at: "1️⃣", in: coordinator))
        #expect(helpers.refusal(in: analysis, target, "Settings") == "Settings.storyboard is named 'Settings' already")
        #expect(
            helpers.refusal(
                in: analysis, target, "Account",
                files: ProjectFileAccess(entries: { $0 == "/project/Base.lproj" ? ["Account.storyboard"] : nil }, read: { _ in nil }))
                == "Base.lproj/Account.storyboard exists already")
        // On a volume that ignores case, the file of another case is the same file: so are localized copies and strings.
        #expect(
            helpers.refusal(
                in: analysis, target, "Account",
                files: ProjectFileAccess(entries: { $0 == "/project/fr.lproj" ? ["account.storyboard"] : nil }, read: { _ in nil }))
                == "fr.lproj/Account.storyboard would be account.storyboard, which exists already on a volume that ignores case (macOS's default)")
        #expect(
            helpers.refusal(
                in: analysis, target, "Account",
                files: ProjectFileAccess(
                    entries: { ["/project": ["de.lproj"], "/project/de.lproj": ["Profile.strings", "ACCOUNT.strings"]][$0] }, read: { _ in nil }
                )) == "de.lproj/Account.strings would be ACCOUNT.strings, which exists already on a volume that ignores case (macOS's default)")
        // 255 bytes a name at most: the storyboard's own name, and the longer names of its copies and variants.
        let long = String(repeating: "é", count: 123)
        #expect(
            helpers.refusal(in: analysis, target, long)
                == "Base.lproj/\(long).storyboard would be a name of 257 bytes, over the 255 a file system takes")
        #expect(helpers.refusal(in: analysis, target, "A" + String(repeating: "a", count: 243)) == nil)
        #expect(helpers.refusal(in: analysis, target, "a/b")?.hasPrefix("'a/b' cannot be a storyboard or xib name here") == true)
        #expect(helpers.refusal(in: analysis, target, "Profile") == nil)
        #expect(
            helpers.refusal(in: analysis, target, "profile")
                == "'profile' differs from 'Profile' only by case, which a volume that ignores case (macOS's default) and editors take for the same file"
        )

        let elsewhere = Fixture(Self.project + "\n-- Other/Profile.storyboard --\n<document><scenes></scenes></document>\n")
        #expect(
            helpers.refusal(in: Analysis(elsewhere), target, "Account")
                == "Several files are named Profile.storyboard (Base.lproj/Profile.storyboard, Other/Profile.storyboard, fr.lproj/Profile.storyboard): Scenery cannot tell which one code means"
        )

        let throughConstant = Fixture(
            Self.project
                + "\n-- Boards.swift --\nenum Boards { static let profile = \"Profile\" }\nlet c = UIStoryboard(name: Boards.profile, bundle: nil)\n")
        #expect(
            helpers.refusal(in: Analysis(throughConstant), target, "Account", place: helpers.place(throughConstant))
                == "Boards.swift:2 (UIStoryboard(name:bundle:)) names Profile.storyboard otherwise than by a string literal; change it there first")

        let capitalized = Fixture(Self.project.replacingOccurrences(of: "rawValue.uppercasedFirstLetter()", with: "rawValue.capitalized"))
        #expect(
            helpers.refusal(in: Analysis(capitalized), target, "MyAccount", place: helpers.place(capitalized))
                == "Names.swift:3: no raw value of UIStoryboard.Name.profile maps to 'MyAccount' (its fileName changes the case)")

        let generated = Fixture(
            """
            -- Scenery.generated.swift --
            // Generated by Scenery — do not edit.
            extension UIStoryboard {
                enum Name: String {
                    case profile = "Profile"
                }
            }
            -- Coordinator.swift --
            let a = UIStoryboard(name: "Pro1️⃣file", bundle: nil)
            -- Profile.storyboard --
            <document><scenes></scenes></document>
            """)
        let generatedAnalysis = Analysis(generated)
        let fromLiteral = try #require(generatedAnalysis.renameTarget(at: "1️⃣", in: generated["Coordinator.swift"]))
        #expect(
            helpers.refusal(in: generatedAnalysis, fromLiteral, "Account", place: helpers.place(generated))
                == "Scenery.generated.swift:4: UIStoryboard.Name.profile is generated after Profile.storyboard, and renaming it would break the code that uses it"
        )
    }
}

@Suite struct CustomClassRenameTests {
    static let project = """
        -- Profile.swift --
        final class Profile1️⃣ViewController: UIViewController {}
        let type = Profile2️⃣ViewController.self
        final class Lone3️⃣ViewController: UIViewController {}
        -- Main.storyboard --
        <document><scenes><scene sceneID="s"><objects>
        <viewController id="a" customClass="⏩ProfileViewController⏪" customModule="App" storyboardIdentifier="ProfileViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        -- Cell.xib --
        <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="⏩ProfileViewController⏪"/></objects></document>
        """

    let helpers = RenameTests()

    @Test func fromTheClassInSwiftEveryCustomClassThatNamesItAndNothingInSwift() throws {
        let fixture = Fixture(Self.project)
        let analysis = Analysis(fixture)
        let profile = fixture["Profile.swift"]
        for marker in ["1️⃣", "2️⃣"] {
            let target = try #require(analysis.renameTarget(at: marker, in: profile))
            #expect(target.kind == .customClass && target.name == "ProfileViewController")
            #expect(
                helpers.render(try analysis.rename(target, to: "AccountViewController", place: helpers.place(fixture)).get(), fixture)
                    == helpers.expected(fixture, "AccountViewController"))
        }
        // A class no storyboard or xib names is the Swift server's alone; so is a custom class in a storyboard.
        #expect(analysis.renameTarget(at: "3️⃣", in: profile) == nil)
        let storyboard = fixture["Main.storyboard"]
        #expect(analysis.renameTarget(at: storyboard.marked.ranges[0].lowerBound + 2, in: storyboard.path) == nil)
        let target = try #require(analysis.renameTarget(at: "1️⃣", in: profile))
        #expect(helpers.refusal(in: analysis, target, "1Account") == "'1Account' cannot be a class name here: use a Swift identifier")
    }
}

extension Result {
    /// The error, when there is one.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
