@_spi(Scenery) import SceneryProjectModel

/// A static member that a screen's type has under one of its conventions: what `ScreenType.`
/// completion lists (`ProfileViewController.makeFromStoryboard(user:)`, `.instantiate()`, `.fromNib`).
@_spi(Scenery) public struct ScreenMember: Hashable, Sendable {
    @_spi(Scenery) public var screen: Screen
    /// The convention the member comes with.
    @_spi(Scenery) public var convention: Convention
    @_spi(Scenery) public var name: String
    /// A method's parameters; nil for a property (`fromNib`).
    @_spi(Scenery) public var parameters: [Parameter]?
}

extension FactoryGenerator {
    /// The static members of every screen, in the order of `Convention.allCases`. A
    /// `makeFromStoryboard(...)` is the generated one: only with the style selected, for the
    /// screens the style serves, with the parameters it generates. The protocols' members come with
    /// the conformance, whether the protocol is generated, the project's own or a library's
    /// (Reusable), so a screen has them whenever it follows the convention.
    @_spi(Scenery) public static func screenMembers(for input: GeneratorInput) -> [ScreenMember] {
        let context = Context(input)
        let generated = context.selects(.makeFromStoryboard) ? MakeFromStoryboard.entries(context).entries : []
        let makeFromStoryboard = Dictionary(
            generated.map { ($0.screen.qualifiedName, $0.parameters) }, uniquingKeysWith: { first, _ in first }
        )
        return context.screens.flatMap { screen in
            screen.conventions.compactMap { convention -> ScreenMember? in
                let member = { (name: String, parameters: [Parameter]?) in
                    ScreenMember(screen: screen, convention: convention, name: name, parameters: parameters)
                }
                switch convention {
                case .storyboardInitializable: return makeFromStoryboard[screen.qualifiedName].map { member("makeFromStoryboard", $0) }
                case .storyboardable, .reusableStoryboardBased, .reusableStoryboardSceneBased: return member("instantiate", [])
                case .ibConstructible: return member("fromNib", nil)
                case .reusableNibLoadable: return member("loadFromNib", [])
                // The namespaced factories hang off `UIViewController.create`; StoryboardIdentifiable
                // instantiates through the storyboard; NibOwnerLoadable's `loadNibContent()` is an
                // instance method.
                case .namespaced, .storyboardIdentifiable, .reusableNibOwnerLoadable: return nil
                }
            }
        }
    }
}
