// The plain shape: an app as it is written without Scenery. Code creates a screen from its
// storyboard by strings (the storyboard's file name, the scene's real Storyboard ID, a cast), from
// the xib it owns, or with an initializer, then sets its dependencies by hand; a segue's
// destination gets them in `prepare(for:sender:)`.
extension ProjectGenerator {
    /// How code creates a screen.
    enum Creation {
        /// `instantiateViewController(withIdentifier:)` on its storyboard.
        case identifier(storyboard: Int, String)
        /// `instantiateInitialViewController()`: the first scene of its storyboard.
        case initial(storyboard: Int)
        /// `init(nibName:bundle:)`, with the xib it owns.
        case nib
        /// Its own `init(item:)`.
        case designatedInitializer(item: Parameter)
        case initializer
    }

    /// Plain: the screens that load their view from a xib they own rather than from a scene.
    func ownsXib(_ screen: Int) -> Bool { shape == .plain && screen % xibEvery == 0 }

    /// Plain: the item a code-only screen takes in its own `init(item:)`; nil: it has no initializer.
    func initializerItem(_ screen: Int) -> Parameter? {
        guard shape == .plain, storyboard(of: screen) == nil, !ownsXib(screen) else { return nil }
        return parameters(screen).first { $0.label == "item" }
    }

    /// How code creates a screen; nil for a scene with no Storyboard ID, which only a segue shows.
    func creation(of screen: Int) -> Creation? {
        if ownsXib(screen) { return .nib }
        guard let storyboard = storyboard(of: screen) else {
            return initializerItem(screen).map { .designatedInitializer(item: $0) } ?? .initializer
        }
        if scenes(in: storyboard).first == screen { return .initial(storyboard: storyboard) }
        return storyboardIdentifier(screen).map { .identifier(storyboard: storyboard, $0) }
    }

    /// About half the scenes' Storyboard IDs are their class name, the others are spelt otherwise.
    /// A few scenes have none: the segue from the scene before shows them.
    func plainStoryboardIdentifier(_ screen: Int) -> String? {
        guard let storyboard = storyboard(of: screen) else { return nil }
        if scenes(in: storyboard).first != screen, !plantedProblems.contains(screen), pick(screen &* 11, 5) == 0 { return nil }
        return spelledIdentifier(screen)
    }

    /// A Storyboard ID as apps spell them: half the time the class name.
    func spelledIdentifier(_ screen: Int) -> String {
        switch pick(screen &* 5, 4) {
        case 0, 1: return className(screen)
        case 2: return "screen-\(pad(screen))"
        default: return "Screen\(pad(screen))"
        }
    }

    /// Per `problemEvery` storyboards, the first scene from its middle on, but not the initial one.
    var plainPlantedProblems: [Int] {
        stride(from: 0, to: storyboards, by: problemEvery).compactMap { storyboard in
            let middle = storyboard * scenesPerStoryboard + scenesPerStoryboard / 2
            return scenes(in: storyboard).dropFirst().first { $0 >= middle }
        }
    }

    /// The screen whose continue action misspells a planted problem's Storyboard ID: the one before it.
    func plantedCaller(of screen: Int) -> Int { (screen + screens - 1) % screens }

    /// A typo (the third and fourth letters swapped: "Screen" → "Sceren"), not a difference of case.
    func misspelling(_ identifier: String) -> String {
        var characters = Array(identifier)
        if characters.count > 3 { characters.swapAt(2, 3) }
        return String(characters)
    }

    // MARK: Swift

    /// Dependencies as settable properties (or the item of `init(item:)`); actions that create the
    /// next screen and another one and set their dependencies; selecting a row performs the scene's
    /// segue by its identifier.
    func plainParts(_ screen: Int) -> ScreenParts {
        let item = initializerItem(screen)
        let dependencies = parameters(screen).map { parameter in
            item != nil && parameter.label == "item" ? "    private let item: \(parameter.type)" : storedProperty(parameter, modifiers: "")
        }
        let next = creatable(from: screen + 1)
        let presented = creatable(from: screen + 7)
        let segue = segue(from: screen)
        return ScreenParts(
            dependencies: dependencies.joined(separator: "\n"),
            setup: item.map(designatedInitializer) ?? "",
            // A table view in a xib has no prototype cells.
            loading: ownsXib(screen) ? "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")\n" : "",
            continueBody: opening(
                next, variant: screen &* 2, misspelled: plantedProblems.contains(next.screen) && plantedCaller(of: next.screen) == screen,
                show: "navigationController?.pushViewController(controller, animated: true)"
            ),
            moreBody: opening(presented, variant: screen &* 2 + 1, misspelled: false, show: "present(controller, animated: true)"),
            navigation: segue.flatMap { preparation(for: $0.destination) } ?? "",
            selection: "        "
                + (segue.map { "performSegue(withIdentifier: \"\($0.identifier)\", sender: self)" } ?? "continueTapped(actionButton)")
        )
    }

    /// The first screen from `start` on, around the app, that code can create, and how. There is
    /// one: screen 0 owns a xib or is the initial scene of the first storyboard.
    private func creatable(from start: Int) -> (screen: Int, creation: Creation) {
        var screen = start % screens
        while true {
            if let creation = creation(of: screen) { return (screen, creation) }
            screen = (screen + 1) % screens
        }
    }

    /// An action's body: create the screen, set its dependencies by hand, then `show` it.
    private func opening(_ target: (screen: Int, creation: Creation), variant: Int, misspelled: Bool, show: String) -> String {
        let type = className(target.screen)
        var lines: [String]
        var given: String?
        switch target.creation {
        case .identifier(let number, let identifier):
            let storyboard = "UIStoryboard(name: \"\(storyboardFile(number))\", bundle: nil)"
            let instantiation = "instantiateViewController(withIdentifier: \"\(misspelled ? misspelling(identifier) : identifier)\")"
            switch pick(variant &* 13, 3) {
            case 0: lines = ["let storyboard = \(storyboard)", "let controller = storyboard.\(instantiation) as! \(type)"]
            case 1: lines = ["let storyboard = \(storyboard)", "guard let controller = storyboard.\(instantiation) as? \(type) else { return }"]
            default: lines = ["let controller = \(storyboard).\(instantiation) as! \(type)"]
            }
        case .initial(let storyboard):
            lines = [
                "guard let controller = UIStoryboard(name: \"\(storyboardFile(storyboard))\", bundle: nil).instantiateInitialViewController() as? \(type) else {",
                "    return",
                "}",
            ]
        case .nib:
            lines = ["let controller = \(type)(nibName: \"\(type)\", bundle: nil)"]
        case .designatedInitializer(let item):
            lines = ["let controller = \(type)(item: \(item.argument))"]
            given = item.label
        case .initializer:
            lines = ["let controller = \(type)()"]
        }
        lines += dependencyAssignments(of: target.screen, on: "controller", except: given) + [show]
        return lines.map { "        " + $0 }.joined(separator: "\n")
    }

    /// `receiver.item = Model3(…)`: a screen's dependencies, set from outside.
    func dependencyAssignments(of screen: Int, on receiver: String, except given: String? = nil) -> [String] {
        parameters(screen).filter { $0.label != given }.map { "\(receiver).\($0.label) = \($0.argument)" }
    }

    /// `prepare(for:sender:)` handing the segue's destination its dependencies; nil when it needs none.
    private func preparation(for destination: Int) -> String? {
        let assignments = dependencyAssignments(of: destination, on: "destination")
        guard !assignments.isEmpty else { return nil }
        return """

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    if let destination = segue.destination as? \(className(destination)) {
            \(assignments.map { "            " + $0 }.joined(separator: "\n"))
                    }
                }

            """
    }

    /// `init(item:)` and the `init(coder:)` a class with its own designated initializer must have.
    private func designatedInitializer(_ item: Parameter) -> String {
        """
            init(item: \(item.type)) {
                self.item = item
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

        """ + "\n"
    }
}
