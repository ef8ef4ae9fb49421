@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
import Testing

/// Diagnostics kept up to date change by change (`ProjectDiagnostics.update(after:in:)`: only the
/// files a change may alter are checked again, each on its own) equal the project's diagnostics
/// checked as a whole, after any sequence of edits, creations and deletions (`ProjectEdits`); so
/// do the factories made from those made before, the generated file and the names literals
/// complete, kept across changes that do not reach them.
@Suite struct IncrementalDiagnosticsTests {
    /// Configured, and with no configuration: the settings then detected from the whole project
    /// (platform, styles, parameter labels) are kept up to date too.
    @Test(arguments: [false, true]) func diagnosticsKeptUpToDateEqualTheWholeProjectsChecked(detecting: Bool) {
        var configuration = ProjectConfiguration(root: "/p", outputPath: "/p/Generated.swift")
        if detecting { configuration.detectedKeys = ProjectConfiguration.detectableKeys }
        var seen: Set<String> = []
        for seed in 1...10 as ClosedRange<UInt64> { seen.formUnion(check(seed: seed, configuration: configuration)) }
        // The edits meet every rule but those that need build targets: a test that never met a
        // problem would prove nothing.
        let rules = Set(Checks.allRules.map { $0.id }).subtracting([NotInTarget.id, StaleCustomModule.id])
        #expect(seen == rules, "\(seen.sorted())")
    }

    /// The declarations generated code leaves out are those visible in its module: without a
    /// module of its own, the main target's, which the screens decide. A change of screens that
    /// moves the main target reads them again, though no changed file declares any.
    @Test func theSupportDeclarationsThatCountFollowTheMainTarget() {
        var configuration = ProjectConfiguration(root: "/p", outputPath: "/p/Generated.swift")
        let application = "com.apple.product-type.application"
        configuration.buildTargets = BuildTargets([
            BuildTarget(name: "A", module: "A", productType: application, definedIn: "/p/App.xcodeproj", folders: ["/p/A"]),
            BuildTarget(name: "B", module: "B", productType: application, definedIn: "/p/App.xcodeproj", folders: ["/p/B"]),
        ])
        var analysis = Analysis(configuration: configuration)
        analysis.update(files: [
            ("/p/A/Support.swift", Array("protocol StoryboardInstantiatable {}".utf8)),
            ("/p/A/One.swift", Array("final class OneViewController: UIViewController {}".utf8)),
            (
                "/p/B/Two.swift",
                Array("final class TwoViewController: UIViewController {}\nfinal class ThreeViewController: UIViewController {}".utf8)
            ),
        ])
        // B builds more screens: A's protocol is not visible there, and is generated.
        #expect(analysis.generatedFile().contents.contains("protocol StoryboardInstantiatable"))
        analysis.update(
            path: "/p/A/More.swift",
            bytes: Array("final class FourViewController: UIViewController {}\nfinal class FiveViewController: UIViewController {}".utf8))
        let fresh = Analysis(configuration: configuration, index: analysis.index).generatedFile().contents
        #expect(!fresh.contains("protocol StoryboardInstantiatable"))
        #expect(analysis.generatedFile().contents == fresh)
    }

    /// A helper's calls are checked through helpers in other files, and a finding at one offers to
    /// change the scene's ID only when no other file's code names it: an edit of the helper's
    /// file, of a helper it calls, or of another call of the scene changes the diagnostics (and
    /// their fixes) of the callers' files, as checking the whole project again finds them.
    @Test func editsOfHelpersAndOfOtherCallsReachTheCallersDiagnostics() {
        let factory = """
            enum Factory {
                static func make(storyboard: String, id: String) -> UIViewController {
                    UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: id)
                }
            }
            """
        let screens =
            "enum Screens {\n    static func settings(id: String = \"Setings\") -> UIViewController { Factory.make(storyboard: \"Main\", id: id) }\n}"
        let caller = """
            final class SettingsViewController: UIViewController {}
            func run() {
                _ = Factory.make(storyboard: "Main", id: "Setting") as! SettingsViewController
                _ = Screens.settings()
            }
            """
        let other = "func other() { _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Settings\") }"
        let storyboard = ProjectEdits.storyboard(initial: nil, scenes: [("a", "SettingsViewController", "Settings")], segue: nil)
        let steps: [[(String, String?)]] = [
            // Another call names the scene: the caller's finding loses the storyboard's fix, and gets it back.
            [("/p/Other.swift", other)], [("/p/Other.swift", nil)],
            // The lookup moves; the helper the forwarding one calls goes and comes back; its default changes.
            [("/p/Factory.swift", "\n\n" + factory)], [("/p/Factory.swift", nil)], [("/p/Factory.swift", factory)],
            [("/p/Screens.swift", screens.replacingOccurrences(of: "Setings", with: "Settings"))],
            [("/p/Screens.swift", screens.replacingOccurrences(of: "Main", with: "Other"))],
        ]
        let configuration = ProjectConfiguration(root: "/p", outputPath: "/p/Generated.swift")
        var files: [String: [UInt8]] = [
            "/p/Factory.swift": Array(factory.utf8), "/p/Screens.swift": Array(screens.utf8), "/p/Caller.swift": Array(caller.utf8),
            "/p/Main.storyboard": Array(storyboard.utf8),
        ]
        var analysis = Analysis(configuration: configuration)
        analysis.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
        var diagnostics = ProjectDiagnostics(analysis)
        var callerDiagnostics: Set<[Diagnostic]> = [diagnostics.all.filter { $0.location.path == "/p/Caller.swift" }]
        for (step, edits) in steps.enumerated() {
            for (path, text) in edits {
                files[path] = text.map { Array($0.utf8) }
                let change =
                    text.map { analysis.update(path: path, bytes: Array($0.utf8), read: { [files] in files[$0] }) } ?? analysis.remove(path: path)
                diagnostics.update(after: change, in: analysis)
            }
            // Scanned and joined from scratch.
            var fresh = Analysis(configuration: configuration)
            fresh.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
            #expect(diagnostics.all == fresh.diagnostics(), "step \(step)")
            // The same facts too, but after a removal, which hands the index no bytes to scan the
            // callers again with (their calls of a helper gone are left, and match none).
            if edits.allSatisfy({ $0.1 != nil }) {
                let stale = files.keys.filter { analysis.index.swiftFiles[$0]?.facts != fresh.index.swiftFiles[$0]?.facts }
                #expect(stale.isEmpty, "step \(step): the facts of \(stale.sorted()) differ from a scan from scratch")
            }
            callerDiagnostics.insert(diagnostics.all.filter { $0.location.path == "/p/Caller.swift" })
        }
        // Each edit elsewhere changed what the caller's file reports (or its fixes).
        #expect(callerDiagnostics.count >= 5)
    }

    /// A name read from a constant in another file (a name type's constant, a static member of
    /// AppKit's name type named by `.member`, an enum case's raw value, a nested struct's `static let`):
    /// each edit of the constants' file changes the diagnostics of the file that uses them, as
    /// checking the whole project again finds them.
    @Test func editsOfAConstantsFileReachTheDiagnosticsOfItsUsers() {
        let constants = """
            struct SceneName: RawRepresentable {
                let rawValue: String
                static let accounts = SceneName(rawValue: "accounts")
            }
            extension NSStoryboard.SceneIdentifier {
                static let settings = NSStoryboard.SceneIdentifier("settings")
            }
            enum Segue: String { case showAccounts }
            enum Constants {
                struct Storyboards { static let main = NSStoryboard.Name("Main") }
            }
            """
        let caller = """
            final class PreferencesViewController: NSViewController {
                func open() {
                    let storyboard = NSStoryboard(name: Constants.Storyboards.main, bundle: nil)
                    _ = storyboard.instantiateController(withIdentifier: SceneName.accounts.rawValue)
                    _ = storyboard.instantiateController(withIdentifier: .settings)
                    performSegue(withIdentifier: Segue.showAccounts.rawValue, sender: self)
                }
            }
            """
        let storyboard = ProjectEdits.storyboard(
            initial: nil, scenes: [("p", "PreferencesViewController", "settings"), ("a", "AccountsViewController", "accounts")],
            segue: "showAccounts")
        let steps: [String?] = [
            constants.replacingOccurrences(of: "\"accounts\"", with: "\"acounts\""),
            constants.replacingOccurrences(of: "(\"settings\")", with: "(\"setings\")"),
            constants.replacingOccurrences(of: "case showAccounts", with: "case showAccounts = \"showAcounts\""),
            constants.replacingOccurrences(of: "Name(\"Main\")", with: "Name(\"Mian\")"),
            nil, "\n" + constants, constants,
        ]
        var project = KeptDiagnostics(["/p/Constants.swift": constants, "/p/Preferences.swift": caller, "/p/Main.storyboard": storyboard])
        #expect(project.findings(in: "/p/Preferences.swift").isEmpty)
        var seen: Set<[Diagnostic]> = [project.findings(in: "/p/Preferences.swift")]
        for text in steps {
            project.change("/p/Constants.swift", to: text)
            seen.insert(project.findings(in: "/p/Preferences.swift"))
        }
        // Each wrong value was reported at its use, and the last step is right again.
        #expect(seen.count >= 5, "\(seen.map { $0.map(\.message) })")
        #expect(project.findings(in: "/p/Preferences.swift").isEmpty)
    }

    /// A static helper of a base class reads `storyboardIdentifier` of the class it is called on: an
    /// edit of a subclass's override in another file, the override taken out, an edit of the base
    /// class's default and the base class gone and back change the diagnostics of the file that
    /// calls the helper, as checking the whole project again finds them.
    @Test func editsOfAnOverriddenNameReachTheDiagnosticsOfTheHelpersCallers() {
        let base = """
            class BaseViewController: UIViewController {
                class var storyboardIdentifier: String { "Base" }
                class func instantiate() -> Self {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: storyboardIdentifier) as! Self
                }
            }
            """
        let settings =
            "final class SettingsViewController: BaseViewController {\n    override class var storyboardIdentifier: String { \"Settings\" }\n}"
        let caller = "func open() { _ = SettingsViewController.instantiate() }"
        let storyboard = """
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="Settings" sceneMemberID="viewController"/>
            <viewController id="b" storyboardIdentifier="Base" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let steps: [(String, String?)] = [
            ("/p/Settings.swift", settings.replacingOccurrences(of: "\"Settings\"", with: "\"Setings\"")),
            ("/p/Settings.swift", "final class SettingsViewController: BaseViewController {}"),
            ("/p/Base.swift", base.replacingOccurrences(of: "\"Base\"", with: "\"Bsae\"")), ("/p/Base.swift", nil), ("/p/Base.swift", base),
            ("/p/Settings.swift", settings),
        ]
        var project = KeptDiagnostics([
            "/p/Base.swift": base, "/p/Settings.swift": settings, "/p/Caller.swift": caller, "/p/Main.storyboard": storyboard,
        ])
        var seen: Set<[Diagnostic]> = [project.findings(in: "/p/Caller.swift")]
        for (path, text) in steps {
            project.change(path, to: text)
            seen.insert(project.findings(in: "/p/Caller.swift"))
        }
        // Right, the override misspelt, the base's default used, that default misspelt.
        #expect(seen.count >= 3, "\(seen.map { $0.map(\.message) })")
        #expect(project.findings(in: "/p/Caller.swift").isEmpty)
    }

    /// `static var nib` of a protocol's extension in one file, read as `X.nib` in another, and a
    /// class's own in a third: edits of the properties' files (the class's own gone and back, the
    /// protocol's made a literal, gone and back) change the diagnostics of the file that reads
    /// them, as checking the whole project again finds them.
    @Test func editsOfANibPropertyReachTheDiagnosticsOfItsReaders() {
        let provider = """
            protocol NibProviding: AnyObject {}
            extension NibProviding {
                static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
            }
            """
        let cells = "final class ProfileCell: UITableViewCell, NibProviding {}\nfinal class BadgeCell: UITableViewCell, NibProviding {}"
        let ownNib = cells + "\nextension BadgeCell {\n    static var nib: UINib { UINib(nibName: \"ProfileCell\", bundle: nil) }\n}"
        let reader =
            "func register(in tableView: UITableView) {\n    tableView.register(ProfileCell.nib, forCellReuseIdentifier: \"p\")\n"
            + "    tableView.register(BadgeCell.nib, forCellReuseIdentifier: \"b\")\n}"
        // BadgeCell's own property, gone, then back; the protocol's made a literal, gone, back.
        let steps: [(String, String?)] = [
            ("/p/Cells.swift", cells), ("/p/Provider.swift", provider.replacingOccurrences(of: "String(describing: self)", with: "\"ProfileCell\"")),
            ("/p/Provider.swift", provider), ("/p/Provider.swift", nil), ("/p/Provider.swift", provider), ("/p/Cells.swift", ownNib),
        ]
        var project = KeptDiagnostics([
            "/p/Provider.swift": provider, "/p/Cells.swift": ownNib, "/p/Reader.swift": reader,
            "/p/ProfileCell.xib": #"<document><objects><tableViewCell id="p"/></objects></document>"#,
        ])
        var seen: Set<[Diagnostic]> = [project.findings(in: "/p/Reader.swift")]
        for (path, text) in steps {
            project.change(path, to: text)
            seen.insert(project.findings(in: "/p/Reader.swift"))
        }
        // Right; BadgeCell.xib is missing once the protocol's property names BadgeCell's xib.
        #expect(seen.count >= 2, "\(seen.map { $0.map(\.message) })")
        #expect(project.findings(in: "/p/Reader.swift").isEmpty)
    }

    /// `ProfileViewController()` loads the xib named after the class: deleting it, renaming it,
    /// adding it under the other name UIKit tries, and the class making its view in code each
    /// change what the call's file reports, with no invalidation of its own.
    @Test func xibsNamedAfterAClassReachTheDiagnosticsOfItsCreation() {
        let screen = "final class ProfileViewController: UIViewController {\n    @IBOutlet var nameLabel: UILabel!\n}"
        let xib = """
            <document><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/>
            <view id="v"/>
            </objects></document>
            """
        var project = KeptDiagnostics([
            "/p/Profile.swift": screen, "/p/Menu.swift": "func profile() -> UIViewController { ProfileViewController() }", "/p/ProfileView.xib": xib,
        ])
        var reported: [Bool] = [!project.findings(in: "/p/Menu.swift").isEmpty]
        let steps: [(String, String?)] = [
            ("/p/ProfileView.xib", nil), ("/p/Profile.xib", xib), ("/p/ProfileViewController.xib", xib), ("/p/ProfileViewController.xib", nil),
            ("/p/Profile.swift", screen.replacingOccurrences(of: "}", with: "    override func loadView() { view = UIView() }\n}")),
            ("/p/Profile.swift", screen),
        ]
        for (path, text) in steps {
            project.change(path, to: text)
            reported.append(!project.findings(in: "/p/Menu.swift").isEmpty)
        }
        #expect(reported == [false, true, true, false, true, false, true])
    }

    /// A Storyboard ID written as a string literal in another file counts as named: its
    /// `suspicious-storyboard-id` goes while the literal is there and comes back when it goes.
    @Test func aLiteralWrittenElsewhereNamesAStoryboardID() {
        let storyboard = """
            <document><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="ProfileViewController" storyboardIdentifier="profileViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let screens = "final class ProfileViewController: UIViewController {}"
        let table = "enum Screens { static let identifiers = [\"profileViewController\"] }"
        var project = KeptDiagnostics(["/p/Profile.storyboard": storyboard, "/p/Profile.swift": screens], rules: [SuspiciousStoryboardID.self])
        #expect(project.findings(in: "/p/Profile.storyboard").map(\.rule) == ["suspicious-storyboard-id"])
        project.change("/p/Screens.swift", to: table)
        #expect(project.findings(in: "/p/Profile.storyboard").isEmpty)
        project.change("/p/Screens.swift", to: table.replacingOccurrences(of: "profileViewController", with: "ProfileViewController"))
        #expect(project.findings(in: "/p/Profile.storyboard").map(\.rule) == ["suspicious-storyboard-id"])
        project.change("/p/Screens.swift", to: table)
        project.change("/p/Screens.swift", to: nil)
        #expect(project.findings(in: "/p/Profile.storyboard").map(\.rule) == ["suspicious-storyboard-id"])
    }

    /// The rules the diagnostics of this sequence of edits came from.
    func check(seed: UInt64, configuration: ProjectConfiguration) -> Set<String> {
        var edits = ProjectEdits(seed: seed)
        var files = Dictionary(edits.start().map { ($0.path, Array($0.text.utf8)) }, uniquingKeysWith: { _, last in last })
        // The generated file is checked against what generation makes of the whole project.
        var analysis = Analysis(configuration: configuration)
        analysis.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
        var diagnostics = ProjectDiagnostics(analysis)
        var seen = Set(diagnostics.all.map(\.rule))
        for step in 0..<50 {
            for (path, text) in edits.next() {
                files[path] = text.map { Array($0.utf8) }
                let change =
                    text.map { analysis.update(path: path, bytes: Array($0.utf8), read: { [files] in files[$0] }) } ?? analysis.remove(path: path)
                diagnostics.update(after: change, in: analysis)
            }
            // Joined afresh from the same facts: nothing derived from earlier joins is kept.
            let fresh = Analysis(configuration: configuration, index: analysis.index)
            let whole = fresh.diagnostics()
            seen.formUnion(whole.map(\.rule))
            // The factories are made from those made before, after one change or several.
            if step % 3 == 2 {
                #expect(analysis.generatorOptions == fresh.generatorOptions, "seed \(seed), step \(step)")
                #expect(analysis.factories == fresh.factories, "seed \(seed), step \(step)")
                #expect(analysis.generatedFile().contents == fresh.generatedFile().contents, "seed \(seed), step \(step)")
                #expect(analysis.interfaceNames == fresh.interfaceNames, "seed \(seed), step \(step)")
            }
            let kept = diagnostics.all
            guard kept != whole else { continue }
            let first = (0..<min(kept.count, whole.count)).first { kept[$0] != whole[$0] } ?? min(kept.count, whole.count)
            Issue.record(
                "seed \(seed), detecting \(!configuration.detectedKeys.isEmpty), step \(step): kept \(first < kept.count ? "\(kept[first])" : "nothing"), whole \(first < whole.count ? "\(whole[first])" : "nothing")"
            )
            break
        }
        return seen
    }
}
