@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

/// The app's navigation: its screens, and who creates, pushes or presents whom.
public struct SceneryNavigationGraph: Hashable, Sendable {
    /// One transition.
    public struct Edge: Hashable, Sendable {
        /// How the transition is made.
        public enum Kind: String, Hashable, Sendable {
            /// A generated factory's call, or a screen made in code by its type's name, as the code
            /// pushes, presents or only creates it.
            case create, push, present
            /// String-based instantiation (`instantiateViewController(withIdentifier:)` and the like).
            case instantiate
            /// A storyboard segue.
            case segue
        }

        /// The screen the transition starts from; nil when the call is not inside a screen.
        public let from: String?
        /// Who makes the transition, for people: the type whose code holds the call, or the segue's
        /// source scene's class (a navigation controller without one is named by its root screen,
        /// `Navigation (Profile)`); nil for top-level code.
        public let origin: String?
        /// The screen it leads to, or the SwiftUI view (`hostedViews`).
        public let to: String
        /// How it is made.
        public let kind: Kind
        /// The call or the segue.
        public let location: SceneryFinding.Location
    }

    /// The screens' type names, in the project's order.
    public let screens: [String]
    /// The SwiftUI views that hosting controllers are made to show (`UIHostingController(rootView:
    /// SettingsView())`), by the name the code writes, in the order first opened.
    public let hostedViews: [String]
    /// Every transition, in the order of the files that make them.
    public let edges: [Edge]

    init(_ graph: NavigationGraph, texts: IndexedTexts) {
        screens = graph.screens.map(\.qualifiedName)
        hostedViews = graph.hostedViews
        edges = graph.edges.map { edge in
            let at = texts.lineAndColumn(edge.location.range.lowerBound, in: edge.location.path)
            let kind: Edge.Kind =
                switch edge.kind {
                case .create: .create
                case .push: .push
                case .present: .present
                case .instantiate: .instantiate
                case .segue: .segue
                }
            return Edge(
                from: edge.from, origin: edge.origin, to: edge.to, kind: kind,
                location: SceneryFinding.Location(file: edge.location.path, line: at.line, column: at.column)
            )
        }
    }
}

/// What the generated file provides, one style per convention.
public enum SceneryFactoryStyle: String, Hashable, Sendable, CaseIterable {
    /// `UIViewController.create.x(...)`, `navigationController.push.x(...)`, `viewController.present.x(...)`.
    case namespaced
    /// `X.makeFromStoryboard(...)` and `x.setDependencies(...)`.
    case makeFromStoryboard
    /// The `Storyboardable` protocol and its `instantiate()`.
    case storyboardable
    /// The `IBConstructible` protocol and its `fromNib`.
    case ibConstructible
    /// The `StoryboardIdentifiable` protocol and `UIStoryboard.instantiateViewController() as T`.
    case storyboardIdentifiable

    var style: GeneratorOptions.Style {
        switch self {
        case .namespaced: .namespaced
        case .makeFromStoryboard: .makeFromStoryboard
        case .storyboardable: .storyboardable
        case .ibConstructible: .ibConstructible
        case .storyboardIdentifiable: .storyboardIdentifiable
        }
    }
}
