@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import Testing
import SceneryTestSupport

/// Segue identifiers compared in `prepare(for:sender:)` and `shouldPerformSegue(withIdentifier:sender:)`:
/// ⏩…⏪ marks each name recorded, and nothing else may be. `scan` also checks that elided and
/// full scans agree.
@Suite struct SegueComparisonTests {
    func check(_ fixture: String, expect expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let comparisons = scan(marked).segueComparisons
        #expect(
            comparisons.map { "\($0.enclosingType) #\($0.identifier.constantPath ?? $0.identifier.value)" } == expected,
            sourceLocation: sourceLocation)
        #expect(comparisons.map(\.identifier.range) == marked.ranges, sourceLocation: sourceLocation)
    }

    @Test func comparisonsAndSwitchCasesInPrepareForSegue() {
        check(
            """
            final class ProfileViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "⏩showDetail⏪", let detail = segue.destination as? DetailViewController {
                        detail.user = user
                    }
                    guard "⏩showHelp⏪" != segue.identifier! else { return }
                    switch segue.identifier {
                    case "⏩editProfile⏪"?: break
                    case "⏩a⏪", "⏩b⏪": break
                    case ⏩Segues.showSettings⏪: break
                    default: break
                    }
                    if let id = segue.identifier, id == "⏩alias⏪" {}
                    let other = "x"
                    if other == "notTheSegue" {}
                    func local() { if segue.identifier == "nested" {} }
                }
            }
            """,
            expect: [
                "ProfileViewController #showDetail", "ProfileViewController #showHelp", "ProfileViewController #editProfile",
                "ProfileViewController #a", "ProfileViewController #b", "ProfileViewController #Segues.showSettings", "ProfileViewController #alias",
            ]
        )
    }

    @Test func theIdentifierShouldPerformSegueIsGivenAndAnExtension() {
        check(
            """
            extension HomeViewController {
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    switch identifier ?? "" {
                    case "⏩showProfile⏪": return user != nil
                    default: return true
                    }
                }
            }
            final class Named: UIViewController {
                // Its parameter is not named `identifier`: a body that need not name a trigger.
                override func shouldPerformSegue(withIdentifier id: String, sender: Any?) -> Bool { id != "unread" }
            }
            final class Other {
                func prepare(for segue: UIStoryboardSegue) { if segue.identifier == "noSender" {} }
                func prepare(to segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == "otherLabel" {} }
            }
            func prepare(for segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == "fileScope" {} }
            """,
            expect: ["HomeViewController #showProfile"]
        )
    }
}
