@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// `extension UIStoryboard { enum Name }` and how its `fileName` maps raw values to files.
@Suite struct StoryboardNameTests {
    /// The file's storyboard-name entries as `mapping [case=rawValue, ...]`; ⏩…⏪ mark, in order,
    /// each case's name and (when written) its raw value's contents.
    func check(_ fixture: String, enums expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let marked = MarkedText(fixture)
        let enums = scan(marked).storyboardNameEnums
        let described = enums.map { declaration in
            let mapping =
                switch declaration.fileNameMapping {
                case .rawValue: "rawValue"
                case .capitalized: "capitalized"
                case .uppercasedFirstLetter: "uppercasedFirstLetter"
                case .unevaluable(let expression): "unevaluable(\(expression))"
                }
            let cases = declaration.cases.map { "\($0.name)=\($0.rawValue)" }.joined(separator: ", ")
            return (declaration.declaresFileName ? "fileName: " : "") + mapping + " [\(cases)]"
        }
        #expect(described == expected, sourceLocation: sourceLocation)
        let caseRanges = enums.flatMap(\.cases).flatMap { [$0.nameRange] + ($0.rawValueRange.map { [$0] } ?? []) }
        #expect(caseRanges == marked.ranges, sourceLocation: sourceLocation)
    }

    @Test func casesWithExplicitAndImplicitRawValues() {
        check(
            """
            extension UIStoryboard {
                enum Name: String {
                    case ⏩main⏪
                    case ⏩profile⏪ = "⏩ProfileFlow⏪", ⏩settings⏪
                    case ⏩empty⏪ = "⏩⏪"
                }
            }
            enum Name: String { case notAStoryboard }
            extension UINib { enum Name: String { case neither } }
            """,
            enums: ["rawValue [main=main, profile=ProfileFlow, settings=settings, empty=]"]
        )
    }

    @Test func fileNameMappingsThatCanBeEvaluated() {
        check(
            """
            extension UIStoryboard {
                enum Name: String {
                    case ⏩onboardingFlow⏪
                    var fileName: String { rawValue.capitalized }
                }
            }
            extension UIStoryboard.Name {
                var fileName: String { return self.rawValue }
            }
            extension UIStoryboard.Name {
                var fileName: String { rawValue.uppercasedFirstLetter() }
            }
            extension UIStoryboard.Name {
                var fileName: String { rawValue.firstUppercased }
            }
            extension UIStoryboard.Name {
                var fileName: String { get { rawValue.capitalizingFirstLetter() } }
            }
            """,
            enums: [
                "fileName: capitalized [onboardingFlow=onboardingFlow]",
                "fileName: rawValue []",
                "fileName: uppercasedFirstLetter []",
                "fileName: uppercasedFirstLetter []",
                "fileName: uppercasedFirstLetter []",
            ]
        )
    }

    @Test func otherFileNameMappingsAreReportedNotGuessed() {
        check(
            """
            extension UIStoryboard.Name {
                var fileName: String { "Storyboards/" + rawValue }
            }
            extension UIStoryboard.Name {
                var fileName: String {
                    switch self { case .main: "Main" }
                }
            }
            extension UIStoryboard.Name {
                var title: String { rawValue }
            }
            """,
            enums: [
                "fileName: unevaluable(\"Storyboards/\" + rawValue) []",
                "fileName: unevaluable(switch self { case .main: \"Main\" }) []",
            ]
        )
    }

    /// AppKit's `NSStoryboard.Name` is `String`: an extension's static constants are its names.
    @Test func appKitNamesAreStaticConstants() {
        check(
            """
            extension NSStoryboard.Name {
                static let ⏩main⏪: NSStoryboard.Name = "⏩Main⏪"
                static let ⏩preferences⏪ = NSStoryboard.Name("⏩Preferences⏪")
                static var ⏩help⏪: NSStoryboard.Name { "⏩Help⏪" }
                static let computed = NSStoryboard.Name(prefix + "Flow")
                let notAName = "x"
            }
            extension UIStoryboard.Name {
                static let notAppKit = "Other"
            }
            """,
            enums: ["rawValue [main=Main, preferences=Preferences, help=Help]"]
        )
    }

    @Test func aFileNameExtensionPointsAtTheExtendedType() {
        let marked = MarkedText(
            """
            ⏩extension ⏩UIStoryboard.Name⏪ {
                var fileName: String { rawValue }
            }⏪
            """
        )
        let declaration = scan(marked).storyboardNameEnums.first
        #expect(declaration?.range == marked.ranges.first)
        #expect(declaration?.nameRange == marked.ranges.last)
    }

    /// The enum's own level within its extension's: what generated code that names it may expose.
    @Test func theAccessOfAnEnumWithinItsExtension() {
        let facts = scan(
            MarkedText(
                """
                extension UIStoryboard { enum Name: String { case main } }
                public extension UIStoryboard { enum Storyboard: String { case main } }
                extension UIStoryboard { public enum Scene: String { case main } }
                internal extension UIStoryboard { public enum Flow: String { case main } }
                public enum AppStoryboard: String { case main }
                extension UIStoryboard.Name { var fileName: String { rawValue } }
                """))
        #expect(
            facts.storyboardNameEnums.map { "\($0.qualifiedName) \($0.access.map(String.init(describing:)) ?? "-")" } == [
                "UIStoryboard.Name internal", "UIStoryboard.Storyboard public", "UIStoryboard.Scene public", "UIStoryboard.Flow internal",
                "AppStoryboard public", "UIStoryboard.Name -",
            ])
    }
}
