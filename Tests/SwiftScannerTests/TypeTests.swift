@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// Types and extensions: what the index needs to build the class table.
@Suite struct TypeTests {
    /// Each type as `access kind Qualified.Name<Generics>: Inherited, ...`; the ⏩…⏪ ranges are the names.
    func check(_ fixture: String, types expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let facts = scan(marked)
        let described = facts.types.map { type in
            let generics = type.genericParameters.isEmpty ? "" : "<" + type.genericParameters.joined(separator: ", ") + ">"
            let inherited = type.inheritedTypes.isEmpty ? "" : ": " + type.inheritedTypes.joined(separator: ", ")
            return "\(type.access) \(type.kind) \(type.qualifiedName)\(generics)\(inherited)"
        }
        #expect(described == expected, sourceLocation: sourceLocation)
        #expect(facts.types.map(\.nameRange) == marked.ranges, sourceLocation: sourceLocation)
        #expect(!facts.hasSyntaxErrors, sourceLocation: sourceLocation)
    }

    @Test func nestedTypesCarryTheirEnclosingNames() {
        check(
            """
            public final class ⏩Outer⏪<Element, Key>: BaseViewController, Themeable {
                struct ⏩Inner⏪ {
                    private enum ⏩Deepest⏪: String { case a }
                }
                func local() {
                    class NotAddressable {}
                }
            }
            protocol ⏩Screen⏪: AnyObject {}
            actor ⏩Store⏪ {}
            """,
            types: [
                "public class Outer<Element, Key>: BaseViewController, Themeable",
                "internal struct Outer.Inner",
                "private enum Outer.Inner.Deepest: String",
                "internal protocol Screen: AnyObject",
                "internal actor Store",
            ]
        )
    }

    @Test func typesInExtensionsAreNestedInTheExtendedType() {
        check(
            """
            extension Outer.Inner {
                final class ⏩Cell⏪: UITableViewCell {}
            }
            extension UIStoryboard {
                enum ⏩Name⏪: String { case main }
            }
            #if DEBUG
            class ⏩DebugScreen⏪: UIViewController, UIStoryboard.Name.Provider {}
            #endif
            """,
            types: [
                "internal class Outer.Inner.Cell: UITableViewCell",
                "internal enum UIStoryboard.Name: String",
                "internal class DebugScreen: UIViewController, UIStoryboard.Name.Provider",
            ]
        )
    }

    @Test func typeRangeRunsFromItsFirstAttributeToItsClosingBrace() {
        let marked = MarkedText(
            """
            /// Documentation is trivia, not part of the declaration.
            ⏩@MainActor
            open class Screen: UIViewController {
            }⏪ // trailing comment
            """
        )
        #expect(scan(marked).types.map(\.range) == marked.ranges)
    }

    @Test func extensionsKeepTheirTypeConformancesAccessAndMembers() {
        let marked = MarkedText(
            """
            ⏩extension ProfileViewController: StoryboardInstantiatable, Themeable {
                static var storyboardName: UIStoryboard.Name { .profile }
                func initialize(user: User) {}
            }⏪
            ⏩public extension Outer.Inner where Element: Equatable {
                init(value: Int) {}
            }⏪
            """
        )
        let extensions = scan(marked).extensions
        #expect(extensions.map(\.extendedType) == ["ProfileViewController", "Outer.Inner"])
        #expect(extensions.map(\.conformances) == [["StoryboardInstantiatable", "Themeable"], []])
        #expect(extensions.map(\.access) == [nil, .public])
        #expect(extensions.map(\.range) == marked.ranges)
        #expect(extensions.map { $0.members.properties.map(\.name) } == [["storyboardName"], []])
        #expect(extensions.map { $0.members.methods.map(\.name) } == [["initialize"], []])
        #expect(extensions.map { $0.members.initializers.map { $0.parameters.map(\.name) } } == [[], [["value"]]])
    }

    /// A type's member types (which code outside it must qualify), and the modules the file imports
    /// unconditionally (those under `#if` may not be there).
    @Test func memberTypesAndImports() {
        let facts = scan(
            MarkedText(
                """
                import UIKit
                import struct Models.User
                @testable import Core
                #if canImport(Sparkle)
                import Sparkle
                #endif
                final class PickerViewController: UIViewController {
                    typealias DataSource = [String: Int]
                    enum Mode { case light }
                    struct Row {}
                    var mode = Mode.light
                    func pick() { struct Local {} }
                }
                extension PickerViewController {
                    class Cell: UITableViewCell {}
                }
                """))
        #expect(facts.imports == ["UIKit", "Models", "Core"])
        #expect(facts.types.first?.members.typeNames == ["DataSource", "Mode", "Row"])
        #expect(facts.extensions.first?.members.typeNames == ["Cell"])
    }
}
