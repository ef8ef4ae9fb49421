// The homegrown shape: an app whose screens adopt its own protocols rather than an initializer
// method. A screen whose Storyboard ID is its class name is `Storyboarded`, made by
// `instantiate(from: .feature0003)` (a case of the app's `AppStoryboard`); another is
// `Instantiable`, naming its storyboard and Storyboard ID in static properties, made by
// `instantiate()`, or through the app's `ScreenFactory.make(storyboard:identifier:)`, a generic static
// method bound to the type it returns. Dependencies go to `configure(with:)` or to properties, in code and in
// `prepare(for:sender:)`, which switches over the identifiers of the scene's several segues, some
// of them through storyboard references into the next storyboard. A class is spread over files:
// its conformance, its table view extension and, for some, long layout code that names nothing
// Scenery looks for. Each storyboard's coordinator shows its first screen.
extension ProjectGenerator {
    /// The problems planted in every `problemEvery`-th storyboard.
    enum HomegrownProblem {
        /// `performSegue(withIdentifier:)` misspells a segue of its scene (`segue-not-found`).
        case misspelledSegue
        /// A `Storyboarded` screen instantiated from a storyboard it is not in (`scene-not-found`).
        case wrongStoryboard
        /// A storyboard reference misspells the Storyboard ID it refers to (`scene-not-found`).
        case misspelledReference
        /// A call of `ScreenFactory.make(storyboard:identifier:)` misspells the Storyboard ID (`scene-not-found`).
        case misspelledFactoryIdentifier
    }

    /// A planted problem, in the storyboard that has it or in code about its scenes.
    typealias HomegrownPlant = (problem: HomegrownProblem, storyboard: Int, screen: Int)

    /// Per problem storyboard: its first scene with segues misspells one; a `Storyboarded` scene
    /// but the initial one, the first from its middle on if any, is instantiated from the next
    /// storyboard by the screen before it (`plantedCaller`); its reference by Storyboard ID
    /// misspells it. The last two need a second storyboard.
    var homegrownPlantedProblems: [HomegrownPlant] {
        stride(from: 0, to: storyboards, by: problemEvery).flatMap { storyboard -> [HomegrownPlant] in
            let scenes = scenes(in: storyboard)
            let middle = storyboard * scenesPerStoryboard + scenesPerStoryboard / 2
            let storyboarded = scenes.dropFirst().filter(adoptsStoryboarded)
            let plants: [HomegrownPlant?] = [
                scenes.first { !homegrownSegues(from: $0).isEmpty }.map { (.misspelledSegue, storyboard, $0) },
                storyboards > 1 ? (storyboarded.first { $0 >= middle } ?? storyboarded.last).map { (.wrongStoryboard, storyboard, $0) } : nil,
                referencedScenes(from: storyboard)?.byIdentifier.map { (.misspelledReference, storyboard, $0) },
                scenes.last { !adoptsStoryboarded($0) }.map { (.misspelledFactoryIdentifier, storyboard, $0) },
            ]
            return plants.compactMap { $0 }
        }
    }

    func plantedProblem(_ plant: HomegrownPlant) -> PlantedProblem {
        let screen = plant.screen
        switch plant.problem {
        case .misspelledSegue:
            let identifier = misspelling(homegrownSegues(from: screen).first?.identifier ?? "")
            return PlantedProblem(screen: screen, rule: "segue-not-found", path: swiftPath(screen), text: identifier)
        case .wrongStoryboard:
            return PlantedProblem(
                screen: screen, rule: "scene-not-found", path: swiftPath(plantedCaller(of: screen)),
                text: instantiation(of: screen, fromWrongStoryboard: true)
            )
        case .misspelledFactoryIdentifier:
            return PlantedProblem(
                screen: screen, rule: "scene-not-found", path: swiftPath(factoryCaller(of: screen)),
                text: misspelling(storyboardIdentifier(screen) ?? "")
            )
        case .misspelledReference:
            return PlantedProblem(
                screen: screen, rule: "scene-not-found", path: "Resources/\(storyboardFile(plant.storyboard)).storyboard",
                text: misspelling(storyboardIdentifier(screen) ?? "")
            )
        }
    }

    /// The screen whose more action presents `screen` (through `ScreenFactory` when it is `Instantiable`).
    private func factoryCaller(of screen: Int) -> Int { (screen + screens - 7 % screens) % screens }

    private func isPlanted(_ problem: HomegrownProblem, at screen: Int) -> Bool {
        homegrownPlantedProblems.contains { $0.problem == problem && $0.screen == screen }
    }

    /// Three in five scenes are `Storyboarded`; the others are `Instantiable`.
    private func adoptsStoryboarded(_ screen: Int) -> Bool {
        storyboard(of: screen) != nil && pick(screen &* 17, 5) < 3
    }

    /// A dependency-taking screen has `configure(with:)` two times in three, else settable properties.
    private func configuresWithMethod(_ screen: Int) -> Bool {
        !parameters(screen).isEmpty && pick(screen &* 19, 3) != 0
    }

    /// One screen in three builds part of its view in code, in a file of its own.
    private func buildsLayoutInCode(_ screen: Int) -> Bool { pick(screen &* 23, 3) == 0 }

    /// Every scene has a Storyboard ID: a `Storyboarded` one its class name.
    func homegrownStoryboardIdentifier(_ screen: Int) -> String? {
        guard storyboard(of: screen) != nil else { return nil }
        return adoptsStoryboarded(screen) ? className(screen) : spelledIdentifier(screen)
    }

    // MARK: Storyboards

    /// The scenes of the next storyboard that `storyboard` has references to: its initial scene,
    /// and one in its middle by Storyboard ID (when it has a second scene); nil with one storyboard.
    private func referencedScenes(from storyboard: Int) -> (storyboard: Int, initial: Int, byIdentifier: Int?)? {
        let next = (storyboard + 1) % storyboards
        let scenes = scenes(in: next)
        guard shape == .homegrown, next != storyboard, let initial = scenes.first else { return nil }
        return (next, initial, scenes.count > 1 ? scenes[scenes.count / 2] : nil)
    }

    func storyboardReferences(in storyboard: Int) -> [StoryboardReference] {
        guard let referenced = referencedScenes(from: storyboard) else { return [] }
        let byIdentifier = referenced.byIdentifier.map { screen in
            let identifier = storyboardIdentifier(screen) ?? ""
            let written = isPlanted(.misspelledReference, at: screen) ? misspelling(identifier) : identifier
            return StoryboardReference(storyboard: referenced.storyboard, screen: screen, identifier: written)
        }
        return [StoryboardReference(storyboard: referenced.storyboard, screen: referenced.initial, identifier: nil)]
            + (byIdentifier.map { [$0] } ?? [])
    }

    /// Shows of the next three scenes and a presentation of the fifth after; the middle scene
    /// shows the next storyboard's scene by reference, the last scene its initial one.
    func homegrownSegues(from screen: Int) -> [StoryboardSegue] {
        guard let storyboard = storyboard(of: screen) else { return [] }
        let scenes = scenes(in: storyboard)
        guard let position = scenes.firstIndex(of: screen) else { return [] }
        var segues = [(1, "show"), (2, "show"), (3, "show"), (5, "presentation")].compactMap { offset, kind -> StoryboardSegue? in
            guard position + offset < scenes.count else { return nil }
            let destination = scenes[position + offset]
            return StoryboardSegue(
                identifier: (kind == "show" ? "show" : "present") + "Screen\(pad(destination))", kind: kind, destination: destination)
        }
        if let referenced = referencedScenes(from: storyboard) {
            if position == scenes.count / 2, let destination = referenced.byIdentifier {
                segues.append(
                    StoryboardSegue(identifier: "showScreen\(pad(destination))", kind: "show", destination: destination, throughReference: true))
            }
            if position == scenes.count - 1 {
                segues.append(
                    StoryboardSegue(
                        identifier: "open\(storyboardFile(referenced.storyboard))", kind: "show", destination: referenced.initial,
                        throughReference: true
                    ))
            }
        }
        return segues
    }

    // MARK: Swift

    func homegrownSupportFiles() -> [File] {
        let cases = (0..<storyboards).map { "    case \(storyboardCase($0)) = \"\(storyboardFile($0))\"" }.joined(separator: "\n")
        let appStoryboard = "/// The app's storyboards, by file name.\nenum AppStoryboard: String {\n\(cases)\n}\n"
        let storyboarded = """
            import UIKit

            /// A screen made from the scene whose Storyboard ID is its class name, in the storyboard its caller names.
            @MainActor
            protocol Storyboarded {
                static func instantiate(from storyboard: AppStoryboard) -> Self
            }

            extension Storyboarded where Self: UIViewController {
                static func instantiate(from storyboard: AppStoryboard) -> Self {
                    UIStoryboard(name: storyboard.rawValue, bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as! Self
                }
            }

            """
        let instantiable = """
            import UIKit

            /// A screen that names its storyboard and its scene's Storyboard ID itself.
            @MainActor
            protocol Instantiable {
                static var storyboardName: String { get }
                static var sceneIdentifier: String { get }
            }

            extension Instantiable where Self: UIViewController {
                static func instantiate() -> Self {
                    let storyboard = UIStoryboard(name: storyboardName, bundle: nil)
                    return storyboard.instantiateViewController(withIdentifier: sceneIdentifier) as! Self
                }
            }

            """
        let factory = """
            import UIKit

            /// Makes a screen of a storyboard its caller names, by Storyboard ID, as the type its caller expects.
            @MainActor
            enum ScreenFactory {
                static func make<T: UIViewController>(storyboard: String, identifier: String) -> T {
                    load(identifier, from: storyboard) as! T
                }

                private static func load(_ identifier: String, from storyboard: String) -> UIViewController {
                    UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
            }

            """
        return [
            File(path: "Sources/Support/ScreenFactory.swift", contents: factory),
            File(path: "Sources/Support/AppStoryboard.swift", contents: appStoryboard),
            File(path: "Sources/Support/Storyboarded.swift", contents: storyboarded),
            File(path: "Sources/Support/Instantiable.swift", contents: instantiable),
        ] + (0..<storyboards).map(coordinator)
    }

    /// Shows the first screen of a storyboard; its segues lead to the others.
    private func coordinator(_ storyboard: Int) -> File {
        let name = "\(storyboardFile(storyboard))Coordinator"
        let start =
            scenes(in: storyboard).first.map { opening($0, show: "navigationController.pushViewController(controller, animated: false)") } ?? ""
        return File(
            path: "Sources/Coordinators/\(name).swift",
            contents: """
                import UIKit

                /// Runs the \(storyboardFile(storyboard)) flow: shows its first screen, whose segues lead to the others.
                @MainActor
                final class \(name) {
                    private let navigationController: UINavigationController

                    init(navigationController: UINavigationController) {
                        self.navigationController = navigationController
                    }

                    func start() {
                \(start)
                    }
                }

                """
        )
    }

    /// The class, its table view extension, its conformance (a scene's screen) and its layout
    /// code (some), each in a file of its own.
    func homegrownScreenFiles(_ screen: Int) -> [File] {
        let name = className(screen)
        let stem = "Sources/Features/\(feature(of: screen))/\(name)"
        let parts = homegrownParts(screen)
        var files = [
            File(path: swiftPath(screen), contents: screenClass(screen, parts)),
            File(path: stem + "+TableView.swift", contents: "import UIKit\n\n" + tableViewExtension(screen, selection: parts.selection)),
        ]
        if let storyboard = storyboard(of: screen) {
            let conformance =
                adoptsStoryboarded(screen)
                ? (protocol: "Storyboarded", body: "extension \(name): Storyboarded {}\n")
                : (
                    protocol: "Instantiable",
                    body: """
                    extension \(name): Instantiable {
                        static var storyboardName: String { "\(storyboardFile(storyboard))" }
                        static var sceneIdentifier: String { "\(storyboardIdentifier(screen) ?? "")" }
                    }

                    """
                )
            files.append(File(path: stem + "+\(conformance.protocol).swift", contents: "import UIKit\n\n" + conformance.body))
        }
        if buildsLayoutInCode(screen) {
            files.append(File(path: stem + "+Layout.swift", contents: layoutExtension(screen)))
        }
        return files
    }

    /// Dependencies in `configure(with:)` or properties; actions that create the next screen and
    /// another one through their protocols; selecting a row performs one of the scene's segues,
    /// whose destinations `prepare(for:sender:)` configures.
    private func homegrownParts(_ screen: Int) -> ScreenParts {
        let byMethod = configuresWithMethod(screen)
        let next = (screen + 1) % screens
        var loading = buildsLayoutInCode(screen) ? "        buildLayout()\n" : ""
        if screen % xibEvery == 0 {
            loading += "        tableView.register(UINib(nibName: \"\(className(screen))Cell\", bundle: nil), forCellReuseIdentifier: \"Cell\")\n"
        }
        return ScreenParts(
            memberAccess: "",
            dependencies: parameters(screen).map { storedProperty($0, modifiers: byMethod ? "private " : "", mark: "?") }.joined(separator: "\n"),
            setup: byMethod ? dependencyMethod("configure", of: screen, firstLabel: "with") : "",
            loading: loading,
            // The screen before a planted one is its `plantedCaller`.
            continueBody: opening(
                next, fromWrongStoryboard: isPlanted(.wrongStoryboard, at: next),
                show: "navigationController?.pushViewController(controller, animated: true)"
            ),
            moreBody: opening((screen + 7) % screens, throughFactory: true, show: "present(controller, animated: true)"),
            navigation: openItem(screen) + (preparation(screen) ?? ""),
            selection: "        openItem(at: indexPath.row)"
        )
    }

    /// Creates a screen, gives it its dependencies and `show`s it, in lines of an action's body;
    /// `throughFactory`: an `Instantiable` screen through `ScreenFactory`, as the type it is bound to.
    private func opening(_ screen: Int, fromWrongStoryboard: Bool = false, throughFactory: Bool = false, show: String) -> String {
        var binding = "let controller = \(instantiation(of: screen, fromWrongStoryboard: fromWrongStoryboard))"
        if throughFactory, let storyboard = storyboard(of: screen), !adoptsStoryboarded(screen), var identifier = storyboardIdentifier(screen) {
            if isPlanted(.misspelledFactoryIdentifier, at: screen) { identifier = misspelling(identifier) }
            binding =
                "let controller: \(className(screen)) = ScreenFactory.make(storyboard: \"\(storyboardFile(storyboard))\", identifier: \"\(identifier)\")"
        }
        return ([binding] + configuration(of: screen, on: "controller") + [show]).map { "        " + $0 }.joined(separator: "\n")
    }

    /// `X.instantiate(from: .feature0003)`, `X.instantiate()` or `X()`.
    private func instantiation(of screen: Int, fromWrongStoryboard: Bool) -> String {
        let type = className(screen)
        guard let storyboard = storyboard(of: screen) else { return "\(type)()" }
        let named = fromWrongStoryboard ? (storyboard + 1) % storyboards : storyboard
        return adoptsStoryboarded(screen) ? "\(type).instantiate(from: .\(storyboardCase(named)))" : "\(type).instantiate()"
    }

    /// `receiver.configure(with: …)`, or the properties set one by one.
    private func configuration(of screen: Int, on receiver: String) -> [String] {
        configuresWithMethod(screen)
            ? ["\(receiver).configure(\(arguments(screen, firstLabel: "with")))"] : dependencyAssignments(of: screen, on: receiver)
    }

    /// Performs one of the scene's segues, by the row; a code-only screen continues.
    private func openItem(_ screen: Int) -> String {
        let identifiers = homegrownSegues(from: screen).map(\.identifier).enumerated().map { index, identifier in
            index == 0 && isPlanted(.misspelledSegue, at: screen) ? misspelling(identifier) : identifier
        }
        let perform = { (identifier: String) in "performSegue(withIdentifier: \"\(identifier)\", sender: self)" }
        let body: String
        switch identifiers.count {
        case 0:
            body = "        continueTapped(actionButton)"
        case 1:
            body = "        " + perform(identifiers[0])
        default:
            let cases = identifiers.dropLast().enumerated().map { "        case \($0): \(perform($1))" }
            body =
                (["        switch index % \(identifiers.count) {"] + cases + [
                    "        default: \(perform(identifiers[identifiers.count - 1]))", "        }",
                ])
                .joined(separator: "\n")
        }
        return """

                func openItem(at index: Int) {
                    selectedIndex = index
            \(body)
                }

            """
    }

    /// `prepare(for:sender:)` configuring each destination that takes dependencies; nil when none does.
    private func preparation(_ screen: Int) -> String? {
        let cases = homegrownSegues(from: screen).filter { !parameters($0.destination).isEmpty }.map { segue in
            let lines =
                ["guard let destination = segue.destination as? \(className(segue.destination)) else { return }"]
                + configuration(of: segue.destination, on: "destination")
            return "        case \"\(segue.identifier)\":\n" + lines.map { "            " + $0 + "\n" }.joined()
        }
        guard !cases.isEmpty else { return nil }
        return """

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    switch segue.identifier {
            \(cases.joined())        default:
                        break
                    }
                }

            """
    }

    /// Long bodies of ordinary UIKit code: a form of 8 to 15 rows built in code, with closures
    /// for their actions, and the formatting around the list.
    private func layoutExtension(_ screen: Int) -> String {
        let model = screen % 50
        let rows = (0..<8 + pick(screen &* 29, 8)).map { layoutRow($0, screen: screen) }.joined(separator: "\n")
        return """
            import UIKit

            // The settings under the list, built in code: a row each, with its own action.
            extension \(className(screen)) {
                func buildLayout() {
                    let content = UIStackView()
                    content.axis = .vertical
                    content.spacing = 12
                    content.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(content)
                    var constraints: [NSLayoutConstraint] = []

            \(rows)
                    NSLayoutConstraint.activate(constraints + [
                        content.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
                        content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    ])
                }

                /// The line above the list: how many items, how many favourites, the first titles.
                func summaryText() -> String {
                    let favourites = items.filter { $0.isFavourite }
                    let titles = items.prefix(3).map { item -> String in
                        let number = formatter.string(from: NSNumber(value: item.id)) ?? "?"
                        return "\\(item.title) #\\(number)"
                    }
                    let total = items.reduce(0) { $0 + $1.id }
                    return "\\(items.count) items, \\(favourites.count) favourites, \\(total) in all: " + titles.joined(separator: ", ")
                }

                /// The colour of a row's badge, by how its item stands.
                func badgeColor(for item: Model\(model)) -> UIColor {
                    switch (item.id % 4, item.isFavourite) {
                    case (0, true): return .systemRed
                    case (0, false): return .systemBlue
                    case (1, _): return .label
                    case (2, true): return .black
                    default: return .white
                    }
                }
            }

            """
    }

    /// One row of the form: a title, a control of one of three kinds and its action, constraints.
    private func layoutRow(_ row: Int, screen: Int) -> String {
        let control: String
        switch (row + screen) % 3 {
        case 0:
            control = """
                        let control\(row) = UISwitch()
                        control\(row).isOn = \(row % 2 == 0)
                        control\(row).addAction(UIAction { [weak self] _ in
                            self?.selectedIndex = \(row)
                            self?.tableView.reloadData()
                        }, for: .valueChanged)
                """
        case 1:
            control = """
                        let control\(row) = UIButton()
                        control\(row).setTitle("Edit \(row)", for: .normal)
                        control\(row).addAction(UIAction(title: "Edit \(row)") { [weak self] _ in
                            guard let self else { return }
                            self.items = self.items.map { item in
                                var edited = item
                                edited.isFavourite = item.id % \(row + 2) == 0
                                return edited
                            }
                            UIView.animate(withDuration: 0.25) {
                                self.view.layoutIfNeeded()
                            }
                        }, for: .primaryActionTriggered)
                """
        default:
            control = """
                        let control\(row) = UITextField()
                        control\(row).placeholder = "Value \(row) of screen \(screen)"
                        control\(row).text = formatter.string(from: NSNumber(value: \(row * 25)))
                        control\(row).addAction(UIAction { [weak self] _ in
                            let value = Int(control\(row).text ?? "") ?? 0
                            self?.title = value > \(row * 10) ? "Over \(row * 10)" : "Screen \(screen)"
                        }, for: .editingChanged)
                """
        }
        return """
                    let title\(row) = UILabel()
                    title\(row).text = "Setting \(row)"
                    title\(row).numberOfLines = 0
                    title\(row).textColor = \(row % 2 == 0 ? ".label" : ".systemBlue")
            \(control)
                    let row\(row) = UIStackView()
                    row\(row).axis = .horizontal
                    row\(row).spacing = 8
                    for subview in [title\(row), control\(row)] as [UIView] {
                        row\(row).addArrangedSubview(subview)
                    }
                    content.addArrangedSubview(row\(row))
                    constraints += [
                        title\(row).widthAnchor.constraint(equalToConstant: \(100 + row * 4)),
                        row\(row).heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
                    ]

            """
    }
}
