@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// Methods, initializers and properties of a type body: the screen's initializer method and
/// dependencies, copied by the generator.
@Suite struct MemberTests {
    /// The members of the fixture's first type. Each property as
    /// `access setter static @IBOutlet let|var name: Type [computed] [IUO] = value`;
    /// the ⏩…⏪ ranges are the properties' value expressions, in order.
    func check(
        _ fixture: String, properties expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let marked = MarkedText(fixture)
        let properties = scan(marked).types.first?.members.properties ?? []
        let described = properties.map { property in
            let words: [String?] = [
                property.access?.description, property.setterAccess.map { "\($0)(set)" }, property.isStatic ? "static" : nil,
                property.isIBOutlet ? "@IBOutlet" : nil, property.isConstant ? "let" : "var",
                property.name + (property.type.map { ": " + $0 } ?? ""),
                property.isStored ? nil : "computed", property.isImplicitlyUnwrapped ? "IUO" : nil,
                property.valueExpression.map { "= " + $0 },
            ]
            return words.compactMap { $0 }.joined(separator: " ")
        }
        #expect(described == expected, sourceLocation: sourceLocation)
        #expect(properties.compactMap(\.valueExpressionRange) == marked.ranges, sourceLocation: sourceLocation)
    }

    /// The plain properties `PlainPropertyReader` reads from the bytes come in source order among
    /// those SwiftParser reads (`scan` also compares every fact with a scan without cuts).
    @Test func plainPropertiesReadFromTheBytesKeepTheirPlace() {
        check(
            """
            class ProfileViewController: UIViewController {
                @IBOutlet private weak var nameLabel: UILabel!
                var title = ⏩"Profile"⏪
                func initialize(user: User) { self.user = user }
                public private(set) var session: Session!
                let user: User
                var onDone: ((Bool) -> Void)?
                var items: [String: [Int]] = ⏩[:]⏪
                lazy var formatter = ⏩NumberFormatter()⏪
                var ratio = ⏩0.25⏪
                struct Nested { var flag = false }
                var afterNested: Int?
            }
            """,
            properties: [
                "private @IBOutlet var nameLabel: UILabel! IUO",
                "var title = \"Profile\"",
                "public private(set) var session: Session! IUO",
                "let user: User",
                "var onDone: ((Bool) -> Void)?",
                "var items: [String: [Int]] = [:]",
                "var formatter = NumberFormatter()",
                "var ratio = 0.25",
                "var afterNested: Int?",
            ]
        )
    }

    @Test func dependenciesOutletsSetterAccessAndComputedProperties() {
        check(
            """
            class ProfileViewController: UIViewController {
                var user: User!
                @IBOutlet weak var nameLabel: UILabel!
                public private(set) var session: Session!
                let title = ⏩"Profile"⏪
                var a, b: Int
                var count = ⏩0⏪ { didSet { reload() } }
                var isEmpty: Bool { ⏩count == 0⏪ }
                static var shared: ProfileViewController?
                let (x, y) = (1, 2)
                #if DEBUG
                var debugMenu: Menu!
                #endif
            }
            """,
            properties: [
                "var user: User! IUO",
                "@IBOutlet var nameLabel: UILabel! IUO",
                "public private(set) var session: Session! IUO",
                "let title = \"Profile\"",
                "var a: Int",
                "var b: Int",
                "var count = 0",
                "var isEmpty: Bool computed = count == 0",
                "static var shared: ProfileViewController?",
                "let x",
                "let y",
                "var debugMenu: Menu! IUO",
            ]
        )
    }

    @Test func storyboardNameOverridesKeepTheirExpression() {
        check(
            """
            struct Bindings {
                static var storyboardName: UIStoryboard.Name { ⏩.profile⏪ }
                static var other: UIStoryboard.Name { return ⏩UIStoryboard.Name.settings⏪ }
                static let constant: UIStoryboard.Name = ⏩.onboarding⏪
                static var explicitGetter: UIStoryboard.Name { get { return ⏩.x⏪ } }
                static var branching: UIStoryboard.Name { if flag { return .a }; return .b }
            }
            """,
            properties: [
                "static var storyboardName: UIStoryboard.Name computed = .profile",
                "static var other: UIStoryboard.Name computed = UIStoryboard.Name.settings",
                "static let constant: UIStoryboard.Name = .onboarding",
                "static var explicitGetter: UIStoryboard.Name computed = .x",
                "static var branching: UIStoryboard.Name computed",
            ]
        )
    }

    @Test func protocolRequirementsAreNotStored() {
        check(
            """
            protocol Themeable {
                var theme: Theme { get set }
                static var storyboardName: UIStoryboard.Name { get }
            }
            """,
            properties: ["var theme: Theme computed", "static var storyboardName: UIStoryboard.Name computed"]
        )
    }

    /// Only the methods Scenery reads are recorded (the initializer method and `instantiate`):
    /// facts stay small however many helpers a view controller has.
    @Test func initializerMethodParametersAreCopiedAsWritten() throws {
        let marked = MarkedText(
            """
            class SettingsViewController: UIViewController {
                @MainActor @discardableResult
                public func ⏩initialize⏪(user: User, _ id: Int = 42, for target: String, onClose: @escaping () -> Void,
                                       onTap: @MainActor @escaping (Int) -> Void, tags: String..., counter: inout Int) async throws -> Self { self }
                static func ⏩instantiate⏪<T: Screen>(_: T.Type) rethrows {}
                override func viewDidLoad() { super.viewDidLoad() }
                private func render(_ user: User) {}
            }
            """
        )
        let methods = try #require(scan(marked).types.first?.members.methods)
        #expect(methods.map(\.nameRange) == marked.ranges)
        let initialize = try #require(methods.first)
        #expect(
            initialize.parameters == [
                Parameter(label: "user", name: "user", type: "User"),
                Parameter(label: nil, name: "id", type: "Int", defaultValue: "42"),
                Parameter(label: "for", name: "target", type: "String"),
                Parameter(label: "onClose", name: "onClose", type: "@escaping () -> Void"),
                Parameter(label: "onTap", name: "onTap", type: "@MainActor @escaping (Int) -> Void"),
                Parameter(label: "tags", name: "tags", type: "String", isVariadic: true),
                Parameter(label: "counter", name: "counter", type: "Int", isInout: true),
            ])
        #expect(initialize.attributes == ["@MainActor", "@discardableResult"])
        #expect(initialize.access == .public)
        #expect(initialize.isAsync && initialize.isThrowing && !initialize.isStatic)
        let instantiate = try #require(methods.last)
        #expect(instantiate.isStatic && instantiate.isThrowing && !instantiate.isAsync)
        #expect(instantiate.genericParameters == ["T"])
        #expect(instantiate.parameters == [Parameter(label: nil, name: "_", type: "T.Type")])
    }

    @Test func initializersRecordFailabilityConvenienceAndAccess() throws {
        let marked = MarkedText(
            """
            class Screen: UIViewController {
                ⏩required init?(coder: NSCoder) { super.init(coder: coder) }⏪
                ⏩public convenience init() { self.init(nibName: nil, bundle: nil) }⏪
            }
            """
        )
        let initializers = try #require(scan(marked).types.first?.members.initializers)
        #expect(initializers.map(\.range) == marked.ranges)
        #expect(initializers.map(\.isFailable) == [true, false])
        #expect(initializers.map(\.isConvenience) == [false, true])
        #expect(initializers.map(\.access) == [nil, .public])
        #expect(initializers.map { $0.parameters.map(\.label) } == [["coder"], []])
    }
}

/// What the initializer method assigns: the dependencies it injects (`uninjected-dependency`)
/// and from which parameters (the string-instantiation rewrite).
@Suite struct InitializerAssignmentTests {
    @Test func assignmentsToSelfAndBareNamesOutsideClosuresAndNestedFunctions() {
        let facts = scan(
            MarkedText(
                """
                final class ProfileViewController: UIViewController {
                    var user: User!
                    var theme: Theme!
                    var onClose: (() -> Void)!
                    func initialize(user: User, theme: Theme?, onClose: @escaping () -> Void) {
                        self.user = user
                        theme = theme ?? .light
                        let local = 1
                        DispatchQueue.main.async { self.title = "later" }
                        func resetLater() { self.theme = nil }
                        struct Later { var theme: Theme?; init() { self.theme = nil } }
                        if local > 0 { self.onClose = onClose }
                        self.view.backgroundColor = .white
                    }
                    func reload() { self.user = nil }
                }
                """))
        let method = facts.types.first?.members.methods.first { $0.name == "initialize" }
        #expect(method?.assignments.map { "\($0.property) = \($0.value)" } == ["user = user", "theme = theme ?? .light", "onClose = onClose"])
    }

    @Test func theInitializerMethodsBodyIsNeverElided() {
        // Its body names no trigger; elision must keep it all the same (`scan` compares both ways).
        let facts = scan(
            MarkedText(
                """
                final class A: UIViewController {
                    var x: Int!
                    func initialize(x: Int) { self.x = x }
                }
                """))
        #expect(facts.types.first?.members.methods.first?.assignments == [PropertyAssignment(property: "x", value: "x")])
    }
}
