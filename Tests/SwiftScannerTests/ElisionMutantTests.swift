@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import Testing

/// `BodyElision` cuts by reading lines and brackets, not the grammar: every valid variant of a
/// screen made by editing one of its lines (a line deleted, joined with the next, or another line
/// written before it) must scan to the same facts cut as whole. The variants that do not parse
/// are skipped; the elided scan only promises equal facts for valid Swift.
@Suite struct ElisionMutantTests {
    static let screen = """
        import UIKit

        final class ProfileViewController: UIViewController {
            @IBOutlet private weak var nameLabel: UILabel!
            @IBOutlet
            weak var avatar: UIImageView!
            private(set) var user: User!
            let service: Service
            var onDone: ((Bool) -> Void)?
            private var items: [Item] = []
            lazy var formatter = DateFormatter()
            var title2 = "Profile"

            func initialize(user: User, service: Service) {
                self.user = user
                self.service = service
            }

            var isEmpty: Bool {
                func count() -> Int { items.count }
                return count() == 0
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = user.name
            }

            @IBAction private func editTapped(_ sender: UIButton) {
                navigationController?.push.editProfile(user: user, animated: true)
            }

            func showHelp() {
                let help = HelpViewController(topic: .profile)
                present(UINavigationController(rootViewController: help), animated: true)
            }

            #if DEBUG
            var debugMenu: Menu?
            #endif
        }

        extension ProfileViewController {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
        """

    /// What is written before a line: members, and pieces that could continue the line above.
    static let insertions = [
        "@IBOutlet weak var inserted: UILabel!", "var inserted: Int = 5", "let inserted = Foo()", "static let inserted: String = \"x\"",
        "= 5", ".member", "@objc", "private", "func inserted() { print(1) }", "init() { self.user = nil }", "var inserted: Int {", "}",
        "var fileName: String", "let inserted = DetailViewController()", "Detail.make()",
    ]

    static var lineNumbers: [Int] { Array(screen.split(separator: "\n", omittingEmptySubsequences: false).indices) }

    @Test(arguments: lineNumbers)
    func editedLine(_ number: Int) {
        let lines = Self.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var variants = [Array(lines[..<number] + lines[(number + 1)...])]
        if number + 1 < lines.count {
            variants.append(Array(lines[..<number] + [lines[number] + " " + lines[number + 1]] + lines[(number + 2)...]))
        }
        variants += Self.insertions.map { Array(lines[..<number] + ["    " + $0] + lines[number...]) }
        for variant in variants {
            let bytes = Array(variant.joined(separator: "\n").utf8)
            var whole = SwiftScanner.scan(path: "/project/Profile.swift", bytes: bytes, elidingBodies: false)
            guard !whole.hasSyntaxErrors else { continue }
            let elided = SwiftScanner.scan(path: "/project/Profile.swift", bytes: bytes)
            whole.hasSyntaxErrors = elided.hasSyntaxErrors
            whole.firstSyntaxError = elided.firstSyntaxError
            #expect(elided == whole, "the cut changed the facts of:\n\(variant.joined(separator: "\n"))")
        }
    }

    /// The variants are mostly valid: the test compares something.
    @Test func mostVariantsParse() {
        let lines = Self.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let valid = Self.lineNumbers.filter { number in
            let variant = lines[..<number] + ["    var inserted: Int = 5"] + lines[number...]
            return !SwiftScanner.scan(path: "/project/Profile.swift", bytes: Array(variant.joined(separator: "\n").utf8), elidingBodies: false)
                .hasSyntaxErrors
        }
        #expect(valid.count > Self.lineNumbers.count / 2)
    }
}
