import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// Planted bugs, made systematically: in each example project, every name that code and an
/// Interface Builder file share (a Storyboard ID, a segue, an initial scene, the class of a scene,
/// a xib's first object or File's Owner, a storyboard's or xib's file name) is changed on the
/// Interface Builder side, one at a time, and the change must be reported (an error or a warning)
/// where the code names it or where the change is. The unchanged projects' findings are their
/// READMEs' (their own tests).
@Suite struct PlantedBugTests {
    /// One change to one project: an attribute value with `X` appended, or a file renamed so.
    struct Mutation: Sendable, CustomTestStringConvertible {
        var project: String
        var what: String
        var path: String
        /// The attribute value to change; nil: rename the file.
        var range: ByteRange?
        /// Where a report of it may stand: the code that names it, and the changed place.
        var reportedAt: [SceneryProjectModel.SourceLocation]

        var testDescription: String { "\(project): \(what)" }
    }

    /// The example projects, a fixture that names everything through helpers of its own, and two
    /// whose names go through name types, constants and overridden properties (UIKit, AppKit).
    static let projects = ["PlainUIKit", "Storefront", "Showcase", "Bookshelf"].map { "Examples/" + $0 } + [shop, names, preferences]
    static let shop = "Tests/PlantedBugFixtures/Shop"
    static let names = "Tests/PlantedBugFixtures/Names"
    static let preferences = "Tests/PlantedBugFixtures/Preferences"

    static func load(_ project: String) throws -> ProjectHost { try ProjectHost.load(path: packageRoot + "/" + project, cache: nil) }

    /// Every shared name of every project, from the expectations the unchanged project satisfies.
    static let mutations: [Mutation] = projects.flatMap { project -> [Mutation] in
        guard let analysis = try? load(project).analysis else { return [] }
        let snapshot = analysis.snapshot
        let context = CheckContext(snapshot: snapshot, index: analysis.index, generatedFile: nil, factoryName: { _ in nil })
        var found: [Mutation] = []
        var seen: Set<String> = []
        func add(_ what: String, _ path: String, _ range: ByteRange?, _ expectation: InterfaceExpectation) {
            guard seen.insert("\(path) \(range.map { "\($0.lowerBound)" } ?? "rename")").inserted else { return }
            let changed = SceneryProjectModel.SourceLocation(path: path, range: range ?? .empty(at: 0))
            let code = [expectation.location, expectation.fileNameLocation, expectation.expectedClassLocation].compactMap { $0 }
            found.append(Mutation(project: project, what: what, path: path, range: range, reportedAt: code + [changed]))
        }
        for evaluation in context.evaluations where evaluation.outcome == .satisfied {
            let expectation = evaluation.expectation
            let files = expectation.files.compactMap { snapshot.interfaceFile(expectation.fileKind, named: $0, from: expectation.location.path) }
            // A device variant (`Cell~ipad.xib`) is not the file the name loads on every device. A
            // name the code gives (a literal, a constant, a helper's call) is where a rename is reported.
            if expectation.fileNameLocation != nil, let file = files.first, file.deviceIndependentName == file.name {
                add("\(file.name).\(file.kind.rawValue) renamed", file.path, nil, expectation)
            }
            for file in files {
                switch expectation.kind {
                case .scene(let identifier):
                    // A name two scenes share (a planted duplicate) stays satisfied when one changes.
                    let scenes = file.scenes.filter { $0.storyboardIdentifier?.value == identifier }
                    for scene in scenes where scenes.count == 1 {
                        if let id = scene.storyboardIdentifier {
                            add("Storyboard ID '\(identifier)' in \(file.name)", file.path, id.valueRange, expectation)
                        }
                        if expectation.expectedClass != nil, let custom = scene.customClass {
                            add("class of scene '\(identifier)' in \(file.name)", file.path, custom.valueRange, expectation)
                        }
                    }
                case .segue(let identifier):
                    for segue in file.segues where segue.identifier?.value == identifier {
                        if let id = segue.identifier { add("segue '\(identifier)' in \(file.name)", file.path, id.valueRange, expectation) }
                    }
                case .initialScene:
                    if let initial = file.initialViewControllerID { add("initial scene of \(file.name)", file.path, initial.valueRange, expectation) }
                case .nibFirstObject:
                    if expectation.expectedClass != nil, let custom = file.firstTopLevelObject?.customClass {
                        add("first object of \(file.name).xib", file.path, custom.valueRange, expectation)
                    }
                case .nibOwner:
                    if let custom = file.filesOwner?.customClass {
                        add("File's Owner of \(file.name).xib", file.path, custom.valueRange, expectation)
                    }
                case .storyboard, .sceneMember:
                    break
                }
            }
        }
        return found
    }

    /// The mutations cover every kind of shared name across the projects.
    @Test func everyKindOfSharedNameIsChanged() {
        let kinds = Set(
            Self.mutations.map { mutation in
                mutation.what.components(separatedBy: " ").prefix(2).joined(separator: " ")
            })
        for kind in ["Storyboard ID", "segue '", "initial scene", "class of", "first object", "File's Owner"] {
            #expect(kinds.contains { $0.hasPrefix(kind) }, "no mutation of a \(kind)")
        }
        #expect(Self.mutations.contains { $0.range == nil && $0.path.hasSuffix(".storyboard") })
        #expect(Self.mutations.contains { $0.range == nil && $0.path.hasSuffix(".xib") })
        #expect(Self.mutations.count >= 40, "\(Self.mutations.count) mutations")
    }

    /// The helpers' fixture reports nothing as it is, and its shared names (Storyboard IDs and a
    /// segue given to helpers as enum cases, the class of a xib's view named after the type a
    /// helper's caller expects, the storyboard the helpers are called on, a Storyboard ID given as
    /// a literal to a method of a shared instance that passes it on) are among the mutations.
    @Test func theHelpersFixtureIsRightAndItsNamesAreChanged() throws {
        #expect(try Self.load(Self.shop).analysis.diagnostics().map(\.message) == [])
        let changed = Self.mutations.filter { $0.project == Self.shop }.map(\.what)
        #expect(
            Set(changed).isSuperset(of: [
                "Storyboard ID 'Cart' in Shop", "Storyboard ID 'Checkout' in Shop", "class of scene 'Checkout' in Shop",
                "segue 'Show Receipt' in Shop",
                "first object of CartHeaderView.xib", "Shop.storyboard renamed", "Storyboard ID 'Receipt' in Shop",
                "class of scene 'Receipt' in Shop",
            ]), "\(changed)")
    }

    /// The name fixtures report nothing as they are, and every name they give UIKit or AppKit
    /// through a name type, a constant, an enum case or an overridden property is among the mutations.
    @Test func theNameFixturesAreRightAndTheirNamesAreChanged() throws {
        for project in [Self.names, Self.preferences] {
            #expect(try Self.load(project).analysis.diagnostics().map(\.message) == [], "\(project)")
        }
        let names = Set(Self.mutations.filter { $0.project == Self.names }.map(\.what))
        #expect(
            names.isSuperset(of: [
                "Storyboard ID 'Settings' in Main", "class of scene 'Settings' in Main", "segue 'showProfile' in Main", "Main.storyboard renamed",
                "Account.storyboard renamed", "Storyboard ID 'Help' in Account", "class of scene 'Help' in Account",
                "first object of BadgeCell.xib", "first object of BannerView.xib", "BadgeCell.xib renamed", "BannerView.xib renamed",
                "Storyboard ID 'Onboarding' in Main", "class of scene 'Onboarding' in Main", "Storyboard ID 'SignInViewController' in Account",
                "class of scene 'SignInViewController' in Account", "TagCell.xib renamed",
            ]), "\(names.sorted())")
        let preferences = Set(Self.mutations.filter { $0.project == Self.preferences }.map(\.what))
        #expect(
            preferences.isSuperset(of: [
                "Preferences.storyboard renamed", "Storyboard ID 'accounts' in Preferences", "class of scene 'accounts' in Preferences",
                "Storyboard ID 'general' in Preferences", "segue 'showAdvanced' in Preferences", "PreferencesWindow.xib renamed",
                "File's Owner of PreferencesWindow.xib", "About.xib renamed", "File's Owner of About.xib", "AccountRow.xib renamed",
            ]), "\(preferences.sorted())")
    }

    /// The project with the mutation made, the diagnostics before it, and the changed file's path and bytes.
    static func mutated(_ mutation: Mutation) throws -> (analysis: Analysis, baseline: Set<String>, changed: (path: String, bytes: [UInt8])) {
        var analysis = try Self.load(mutation.project).analysis
        let baseline = Set(analysis.diagnostics().map(Self.key))
        let bytes = try #require(try? Workspace.read(mutation.path).get())
        if let range = mutation.range {
            let changed = Array(bytes[..<range.upperBound]) + Array("X".utf8) + Array(bytes[range.upperBound...])
            analysis.update(path: mutation.path, bytes: changed)
            return (analysis, baseline, (mutation.path, changed))
        }
        let dot = try #require(mutation.path.lastIndex(of: "."))
        let renamed = String(mutation.path[..<dot]) + "X" + String(mutation.path[dot...])
        analysis.remove(path: mutation.path)
        analysis.update(path: renamed, bytes: bytes)
        return (analysis, baseline, (renamed, bytes))
    }

    @Test(arguments: mutations) func aChangedNameIsReportedWhereItIsNamedOrChanged(_ mutation: Mutation) throws {
        let (analysis, baseline, _) = try Self.mutated(mutation)
        let new = analysis.diagnostics().filter { !baseline.contains(Self.key($0)) && $0.severity >= .warning }
        let places = Set(mutation.reportedAt.map { "\($0.path):\($0.range.lowerBound)" })
        #expect(new.contains { places.contains("\($0.location.path):\($0.location.range.lowerBound)") }, "\(new.map { "\($0.rule): \($0.message)" })")
    }

    /// Every fix offered for what a changed name makes wrong (each checked against the project
    /// first, `Analysis.verdicts`), applied: its finding goes and nothing else appears, by a run
    /// over the whole project rather than the files the check looked at again.
    @Test(arguments: mutations) func everyFixOfferedForAChangedNameResolvesItAndAddsNone(_ mutation: Mutation) throws {
        let (analysis, _, changed) = try Self.mutated(mutation)
        let diagnostics = analysis.diagnostics()
        let before = Set(diagnostics.filter { $0.severity != .hint }.map(Self.finding))
        let whole = ProjectDiagnostics(diagnostics)
        let text = { (path: String) in
            path == changed.path ? SourceText(bytes: changed.bytes) : (try? Workspace.read(path).get()).map { SourceText(bytes: $0) }
        }
        for diagnostic in diagnostics where !diagnostic.fixes.isEmpty {
            for case .offered(let fix) in analysis.verdicts(on: diagnostic, among: whole, text: text) {
                var fixed = analysis
                for path in Set(fix.edits.map(\.path)) {
                    let original = try #require(text(path))
                    fixed.update(path: path, bytes: original.applying(fix.edits.filter { $0.path == path }.map(\.edit)).bytes)
                }
                let after = Set(fixed.diagnostics().filter { $0.severity != .hint }.map(Self.finding))
                #expect(diagnostic.severity == .hint || !after.contains(Self.finding(diagnostic)), "\(fix.title) leaves its finding")
                #expect(after.subtracting(before).isEmpty, "\(fix.title) adds \(after.subtracting(before).sorted())")
            }
        }
    }

    /// A finding as a fix moves it: without its position.
    static func finding(_ diagnostic: Diagnostic) -> String { "\(diagnostic.rule) \(diagnostic.location.path) \(diagnostic.message)" }

    static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.rule) \(diagnostic.location.path):\(diagnostic.location.range.lowerBound) \(diagnostic.message)"
    }
}
