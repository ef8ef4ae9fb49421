@_spi(Scenery) import SceneryProjectIndex

/// A nib name (`UINib(nibName:)`, `loadNibNamed`, `init(nibName:bundle:)`), an IBConstructible
/// view or a Reusable `NibLoadable` view without its xib.
@_spi(Scenery) public enum NibNotFound: Rule {
    @_spi(Scenery) public static let id = "nib-not-found"
    @_spi(Scenery) public static let defaultSeverity = Severity.error
    @_spi(Scenery) public static let summary = "A nib name names no xib in the project."
    @_spi(Scenery) public static let offersFixes = true

    @_spi(Scenery) public static func check(_ context: CheckContext) -> [Diagnostic] {
        lazy var existing = context.snapshot.nibsByName.keys.sorted()
        return context.evaluations.compactMap { evaluation -> Diagnostic? in
            let expectation = evaluation.expectation
            guard expectation.fileKind == .xib, case .fileMissing(let name) = evaluation.outcome else { return nil }
            let location = expectation.fileNameLocation ?? expectation.location
            return diagnostic(
                "'\(name).xib' is not in the project (\(expectation.origin))", at: location,
                fixes: expectation.fileNameIsLiteral ? Spelling.replacementFix(for: name, at: location, candidates: existing, noun: "nib") : []
            )
        }
    }

    @_spi(Scenery) public static let triggeringExamples = [
        RuleExample("""
        -- Views.swift --
        final class ↓HeaderView: UIView, IBConstructible {}
        final class ↓FooterView: UIView, NibLoadable {}
        let nib = UINib(nibName: "↓ProfileCel", bundle: nil)
        final class LoginViewController: UIViewController {
            init() { super.init(nibName: "↓Login", bundle: nil) }
        }
        final class HelpViewController: UIViewController {
            override var nibName: String? { "↓Hlep" }
        }
        -- ProfileCell.xib --
        <document><objects/></document>
        """),
    ]

    @_spi(Scenery) public static let nonTriggeringExamples = [
        RuleExample("""
        -- Views.swift --
        final class HeaderView: UIView, IBConstructible {
            static var nibName: String { "Header" }
        }
        let nib = UINib(nibName: "ProfileCell", bundle: nil)
        let dynamic = UINib(nibName: name, bundle: nil)
        final class CodeOnlyView: UIView {}
        -- ProfileCell.xib --
        <document><objects/></document>
        -- Header.xib --
        <document><objects><view id="v" customClass="HeaderView"/></objects></document>
        """),
    ]
}
