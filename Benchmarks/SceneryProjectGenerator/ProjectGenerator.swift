/// A deterministic generator of large projects shaped like a real iOS app, for Scenery's
/// benchmarks: the same parameters give the same bytes, on any machine.
///
/// Every storyboard holds `scenesPerStoryboard` screens; the screens beyond that are code-only.
/// Screens are ≈200-line view controllers (outlets, dependencies, lifecycle and helper methods
/// with bodies, extensions) under a three-level base-class hierarchy; scenes have nested views,
/// constraints, outlets and segues; one screen in `xibEvery` has a cell xib. The `shape` says how
/// screens are created and given their dependencies. A handful of inconsistencies are planted, as
/// in any real app (`plantedProblems`).
public struct ProjectGenerator: Sendable {
    /// How the app's screens are written.
    public enum Shape: String, CaseIterable, Sendable {
        /// Scenery's reference conventions: every screen has an `initialize(...)` method, adopts
        /// `StoryboardInstantiatable` with a `UIStoryboard.Name` case, and opens others with the
        /// generated `UIViewController.create.x(...)`, `push.x` and `present.x`; `.scenery.yml`.
        case conventions
        /// Plain UIKit, as apps are written without Scenery: storyboards and scenes named by
        /// strings, dependencies set by hand or in `prepare(for:sender:)`, designated
        /// initializers, screens that own a xib (see `ProjectGenerator+Plain.swift`).
        case plain
        /// Screens adopt the app's own protocols (`Storyboarded`, `Instantiable`) and take their
        /// dependencies in `configure(with:)` or properties; classes spread over several files,
        /// some with long layout code; scenes with several segues, storyboard references (see
        /// `ProjectGenerator+Homegrown.swift`).
        case homegrown
    }

    public var screens: Int
    public var storyboards: Int
    public var seed: UInt64
    public var shape: Shape
    public var xibEvery = 10
    /// Every this many storyboards, one Storyboard ID is misspelled (a `scene-not-found`): in the
    /// storyboard (conventions), or in the one call that names it (plain); homegrown plants three
    /// problems there (`HomegrownProblem`).
    public var problemEvery = 50

    public init(screens: Int, storyboards: Int, seed: UInt64 = 1, shape: Shape = .conventions) {
        self.screens = max(1, screens)
        self.storyboards = max(1, min(storyboards, screens))
        self.seed = seed
        self.shape = shape
    }

    public struct File: Hashable, Sendable {
        public var path: String
        public var contents: String
    }

    /// Where a planted problem is reported: its rule, the file and the text there.
    public struct PlantedProblem: Hashable, Sendable {
        /// The screen whose Storyboard ID is misspelled or looked for in the wrong storyboard; the
        /// screen that performs a misspelled segue.
        public var screen: Int
        public var rule: String
        public var path: String
        /// A misspelled name, or the call that names the wrong storyboard.
        public var text: String
    }

    public var scenesPerStoryboard: Int { max(1, screens * 9 / 10 / storyboards) }

    /// The screens of the planted problems (`PlantedProblem.screen`).
    public var plantedProblems: [Int] {
        switch shape {
        case .conventions:
            return stride(from: 0, to: storyboards, by: problemEvery).map { $0 * scenesPerStoryboard + scenesPerStoryboard / 2 }
                .filter { $0 < screens }
        case .plain:
            return plainPlantedProblems
        case .homegrown:
            return homegrownPlantedProblems.map(\.screen)
        }
    }

    /// Where each planted problem is reported.
    public var plantedProblemSites: [PlantedProblem] {
        switch shape {
        case .conventions:
            return plantedProblems.map { screen in
                let file = storyboardFile(storyboard(of: screen) ?? 0)
                return PlantedProblem(
                    screen: screen, rule: "scene-not-found", path: "Resources/\(file).storyboard", text: storyboardIdentifier(screen) ?? ""
                )
            }
        case .plain:
            return plantedProblems.map { screen in
                PlantedProblem(
                    screen: screen, rule: "scene-not-found", path: swiftPath(plantedCaller(of: screen)),
                    text: misspelling(storyboardIdentifier(screen) ?? "")
                )
            }
        case .homegrown:
            return homegrownPlantedProblems.map(plantedProblem)
        }
    }

    /// Every file of the project, relative paths, sorted.
    public func files() -> [File] {
        var files = [
            File(path: "Sources/Support/BaseViewController.swift", contents: baseClasses()),
            File(path: "Sources/Models/Models.swift", contents: models()),
        ]
        switch shape {
        case .conventions:
            files.append(File(path: ".scenery.yml", contents: "output: \(Self.generatedFile)\n"))
            files.append(File(path: "Sources/Support/UIStoryboard+Name.swift", contents: storyboardNames()))
        case .plain:
            break
        case .homegrown:
            files += homegrownSupportFiles()
        }
        for screen in 0..<screens {
            if shape == .homegrown {
                files += homegrownScreenFiles(screen)
            } else {
                files.append(File(path: swiftPath(screen), contents: swiftScreen(screen)))
            }
            if screen % xibEvery == 0 {
                files.append(File(path: "Resources/Cells/\(className(screen))Cell.xib", contents: xib(screen)))
            }
            if ownsXib(screen) {
                files.append(File(path: "Sources/Features/\(feature(of: screen))/\(className(screen)).xib", contents: ownedXib(screen)))
            }
        }
        for storyboard in 0..<storyboards {
            files.append(File(path: "Resources/\(storyboardFile(storyboard)).storyboard", contents: self.storyboard(storyboard)))
        }
        return files.sorted { $0.path < $1.path }
    }

    // MARK: Names

    func className(_ screen: Int) -> String { "Screen\(pad(screen))ViewController" }
    func factoryName(_ screen: Int) -> String { "screen\(pad(screen))ViewController" }
    func storyboardCase(_ storyboard: Int) -> String { "feature\(pad(storyboard))" }
    func storyboardFile(_ storyboard: Int) -> String { "Feature\(pad(storyboard))" }
    func feature(of screen: Int) -> String { "Feature\(pad(screen / 100))" }
    func swiftPath(_ screen: Int) -> String { "Sources/Features/\(feature(of: screen))/\(className(screen)).swift" }
    /// The storyboard of a screen; nil for code-only screens and screens that own a xib.
    func storyboard(of screen: Int) -> Int? {
        let storyboard = screen / scenesPerStoryboard
        return storyboard < storyboards && !ownsXib(screen) ? storyboard : nil
    }

    /// The screens with a scene in a storyboard, in order; the first is its initial scene.
    func scenes(in storyboard: Int) -> [Int] {
        let first = storyboard * scenesPerStoryboard
        return (first..<min(screens, first + scenesPerStoryboard)).filter { self.storyboard(of: $0) != nil }
    }

    /// The Storyboard ID of a screen's scene; nil: the scene has none.
    func storyboardIdentifier(_ screen: Int) -> String? {
        switch shape {
        case .conventions: return plantedProblems.contains(screen) ? className(screen) + "Old" : className(screen)
        case .plain: return plainStoryboardIdentifier(screen)
        case .homegrown: return homegrownStoryboardIdentifier(screen)
        }
    }

    /// The segue that leaves a screen's scene (conventions, plain): to a later scene of its storyboard.
    func segue(from screen: Int) -> (destination: Int, identifier: String)? {
        guard let storyboard = storyboard(of: screen) else { return nil }
        switch shape {
        case .conventions:
            // A segue cannot pass parameters (`segue-skips-injection`): it shows the next scene that needs none.
            let last = (storyboard + 1) * scenesPerStoryboard - 1
            let destination = screen < last ? (screen + 1...last).first { $0 < screens && parameters($0).isEmpty } : nil
            return destination.map { ($0, "show\(className($0))") }
        case .plain:
            // `prepare(for:sender:)` passes the dependencies: the next scene, whatever it needs.
            return scenes(in: storyboard).first { $0 > screen }.map { ($0, "showDetail\(pad($0))") }
        case .homegrown:
            return nil
        }
    }

    /// A segue as its storyboard has it.
    struct StoryboardSegue {
        var identifier: String
        /// `show` or `presentation`.
        var kind: String
        /// The screen it shows.
        var destination: Int
        /// It leads to a storyboard reference to the destination's scene, in another storyboard.
        var throughReference = false
    }

    /// The segues that leave a screen's scene.
    func storyboardSegues(from screen: Int) -> [StoryboardSegue] {
        if shape == .homegrown { return homegrownSegues(from: screen) }
        return segue(from: screen).map { [StoryboardSegue(identifier: $0.identifier, kind: "show", destination: $0.destination)] } ?? []
    }

    func pad(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A number in 0..<bound that depends only on the seed and `key`.
    func pick(_ key: Int, _ bound: Int) -> Int {
        var z = seed &+ UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(max(1, bound)))
    }

    // MARK: Shared Swift

    func storyboardNames() -> String {
        let cases = (0..<storyboards).map { "        case \(storyboardCase($0))" }.joined(separator: "\n")
        return """
            import UIKit

            extension UIStoryboard {
                /// Every storyboard of the app; a case's file name is its raw value, first letter upper-cased.
                enum Name: String {
            \(cases)

                    var fileName: String { rawValue.uppercasedFirstLetter() }
                }
            }

            extension String {
                func uppercasedFirstLetter() -> String {
                    prefix(1).uppercased() + dropFirst()
                }
            }

            """
    }

    func baseClasses() -> String {
        """
        import UIKit

        /// Every screen applies the theme and tracks its appearance.
        class BaseViewController: UIViewController {
            var theme: Theme = .standard
            private(set) var appearances = 0

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                appearances += 1
                view.backgroundColor = theme.background
            }
        }

        /// Screens that show a list of items.
        class ListViewController: BaseViewController {
            var rows: [String] = []

            func reload(with rows: [String]) {
                self.rows = rows
            }
        }

        /// Screens that show the details of one item.
        class DetailViewController: ListViewController {
            var isEditingDetails = false
        }

        """
    }

    func models() -> String {
        var text = "import UIKit\n\nstruct Theme {\n    var background: UIColor\n    static let standard = Theme(background: .white)\n}\n"
        for model in 0..<50 {
            text += """

                struct Model\(model): Hashable {
                    var id: Int
                    var title: String
                    var isFavourite = false
                }

                final class Service\(model) {
                    func load(_ id: Int, completion: @escaping (Model\(model)) -> Void) {
                        completion(Model\(model)(id: id, title: "Item \\(id)"))
                    }
                }

                """
        }
        return text
    }

    // MARK: Screens

    typealias Parameter = (label: String, type: String, argument: String)

    /// A screen's dependencies: the parameters of its initializer method (conventions) or of
    /// `configure(with:)` (homegrown), its settable properties (plain, homegrown), with a value
    /// that callers pass.
    func parameters(_ screen: Int) -> [Parameter] {
        let model = screen % 50
        switch pick(screen, 4) {
        case 0: return []
        case 1: return [("item", "Model\(model)", "Model\(model)(id: \(screen), title: \"\")")]
        case 2:
            return [
                ("item", "Model\(model)", "Model\(model)(id: \(screen), title: \"\")"),
                ("service", "Service\(model)", "Service\(model)()"),
            ]
        default:
            return [
                ("service", "Service\(model)", "Service\(model)()"),
                ("onDone", "@escaping (Bool) -> Void", "{ _ in }"),
            ]
        }
    }

    func superclass(_ screen: Int) -> String {
        ["UIViewController", "BaseViewController", "ListViewController", "DetailViewController"][pick(screen &* 7, 4)]
    }

    /// What a screen's class says in one shape and not in the others; `screenClass` writes the rest.
    struct ScreenParts {
        /// Of the outlets and the state, which the table view extension reads: `private ` unless
        /// the extension is in a file of its own.
        var memberAccess = "private "
        /// Stored properties for the dependencies, one a line.
        var dependencies: String
        /// Members between the stored properties and `viewDidLoad`, each followed by a blank line.
        var setup = ""
        /// Lines of `viewDidLoad` before the table view is set up.
        var loading = ""
        var continueBody: String
        var moreBody: String
        /// Members after the actions, each preceded by a blank line.
        var navigation = ""
        /// What selecting a row does after deselecting it.
        var selection: String
        /// After the table view extension.
        var trailer = ""
    }

    /// A screen's class and its table view extension, in one file.
    func swiftScreen(_ screen: Int) -> String {
        let parts = shape == .conventions ? conventionsParts(screen) : plainParts(screen)
        return screenClass(screen, parts) + "\n" + tableViewExtension(screen, selection: parts.selection) + parts.trailer
    }

    /// The file of a screen's class, up to its closing brace.
    func screenClass(_ screen: Int, _ parts: ScreenParts) -> String {
        let access = parts.memberAccess
        let model = screen % 50
        let outlets = (0..<labelCount(screen)).map { "    @IBOutlet \(access)weak var label\($0): UILabel!" }.joined(separator: "\n")
        let helpers = (0..<10).map { helper($0, screen: screen, model: model) }.joined(separator: "\n")
        return """
            import UIKit

            /// Screen \(screen) of \(feature(of: screen)): shows a list of items and opens their details.
            final class \(className(screen)): \(superclass(screen)) {
            \(outlets)
                @IBOutlet \(access)weak var tableView: UITableView!
                @IBOutlet \(access)weak var actionButton: UIButton!

            \(parts.dependencies)
                \(access)var items: [Model\(model)] = []
                \(access)var selectedIndex: Int?
                \(access)let formatter = NumberFormatter()

            \(parts.setup)\(viewInCode(screen))    override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Screen \(screen)"
                    formatter.numberStyle = .decimal
            \(parts.loading)        tableView.dataSource = self
                    tableView.delegate = self
                    actionButton.setTitle("Continue", for: .normal)
                    tableView.reloadData()
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if let selectedIndex, selectedIndex < items.count {
                        tableView.selectRow(at: IndexPath(row: selectedIndex, section: 0), animated: animated, scrollPosition: .none)
                    }
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    selectedIndex = nil
                }

            \(helpers)
                @IBAction private func continueTapped(_ sender: UIButton) {
            \(parts.continueBody)
                }

                @IBAction private func moreTapped(_ sender: UIButton) {
            \(parts.moreBody)
                }
            \(parts.navigation)}

            """
    }

    /// The screen's table view data source and delegate; `selection` is what selecting a row does
    /// after deselecting it.
    func tableViewExtension(_ screen: Int, selection: String) -> String {
        """
        extension \(className(screen)): UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                let item = items[indexPath.row]
                cell.textLabel?.text = item.title
                cell.detailTextLabel?.text = formatter.string(from: NSNumber(value: item.id))
                cell.accessoryType = item.isFavourite ? .checkmark : .disclosureIndicator
                return cell
            }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selectedIndex = indexPath.row
                tableView.deselectRow(at: indexPath, animated: true)
        \(selection)
            }
        }

        """
    }

    /// An initializer method, `StoryboardInstantiatable`, and the generated factories.
    private func conventionsParts(_ screen: Int) -> ScreenParts {
        let next = (screen + 1) % screens
        let presented = (screen + 7) % screens
        let conformance =
            storyboard(of: screen).map { storyboard in
                """

                extension \(className(screen)): StoryboardInstantiatable {
                    static var storyboardName: UIStoryboard.Name { .\(storyboardCase(storyboard)) }
                }

                """
            } ?? ""
        return ScreenParts(
            dependencies: parameters(screen).map { storedProperty($0, modifiers: "private ") }.joined(separator: "\n"),
            setup: dependencyMethod("initialize", of: screen),
            continueBody: """
                        let controller = UIViewController.create.\(factoryName(next))(\(arguments(next)))
                        navigationController?.pushViewController(controller, animated: true)
                """,
            moreBody: "        present.\(factoryName(presented))(\(arguments(presented, trailing: "animated: true")))",
            selection: "        navigationController?.push.\(factoryName(next))(\(arguments(next, trailing: "animated: true")))",
            trailer: conformance
        )
    }

    /// A parameter kept as an implicitly unwrapped property, or an optional one (`mark` "?"), a
    /// function type in parentheses.
    func storedProperty(_ parameter: Parameter, modifiers: String, mark: String = "!") -> String {
        let type = parameter.type.replacingOccurrences(of: "@escaping ", with: "")
        return "    \(modifiers)var \(parameter.label): \(type.contains("->") ? "(\(type))" : type)\(mark)"
    }

    /// `func name(…) { self.x = x … }`: a method that takes a screen's dependencies, the first
    /// parameter with `firstLabel` as its argument label when given; then a blank line.
    func dependencyMethod(_ name: String, of screen: Int, firstLabel: String? = nil) -> String {
        let parameters = parameters(screen)
        let signature = parameters.enumerated().map { index, parameter in
            let label = index == 0 ? firstLabel.map { $0 + " " } ?? "" : ""
            return "\(label)\(parameter.label): \(parameter.type)"
        }
        let assignments = parameters.map { "        self.\($0.label) = \($0.label)" }.joined(separator: "\n")
        return "    func \(name)(\(signature.joined(separator: ", "))) {\n\(assignments)\n    }\n\n"
    }

    /// Labels (and their outlets) in a screen's stack view.
    private func labelCount(_ screen: Int) -> Int { 1 + pick(screen &* 3, 3) }

    /// A screen with no scene and no xib of its own makes its view and outlets in `loadView()`,
    /// as such screens do: `X()` would otherwise load the xib named after the class, which it has not.
    private func viewInCode(_ screen: Int) -> String {
        guard storyboard(of: screen) == nil, !ownsXib(screen) else { return "" }
        let labels = (0..<labelCount(screen)).map { "label\($0)" }
        return """
                override func loadView() {
                    let table = UITableView(), button = UIButton()
                    let labels = [\(labels.map { _ in "UILabel()" }.joined(separator: ", "))]
                    for subview in [button as UIView] + labels { table.addSubview(subview) }
                    (tableView, actionButton) = (table, button)
            \(labels.enumerated().map { "        \($0.element) = labels[\($0.offset)]" }.joined(separator: "\n"))
                    view = table
                }


            """
    }

    /// `item: Model3(…), service: Service3()`: the arguments a screen's dependencies take, the
    /// first labelled `firstLabel` when given, then `trailing`.
    func arguments(_ screen: Int, firstLabel: String? = nil, trailing: String? = nil) -> String {
        let arguments = parameters(screen).enumerated().map { index, parameter in
            "\(index == 0 ? firstLabel ?? parameter.label : parameter.label): \(parameter.argument)"
        }
        return (arguments + (trailing.map { [$0] } ?? [])).joined(separator: ", ")
    }

    private func helper(_ index: Int, screen: Int, model: Int) -> String {
        switch (index + screen) % 3 {
        case 0:
            return """
                    private func reloadItems\(index)() {
                        var loaded: [Model\(model)] = []
                        for id in 0..<\(10 + index) where id % \(2 + index % 3) == 0 {
                            loaded.append(Model\(model)(id: id, title: "Item \\(id) of screen \(screen)"))
                        }
                        items = loaded.sorted { $0.id < $1.id }
                        label0.text = "\\(items.count) items"
                        tableView.reloadData()
                    }

                """
        case 1:
            return """
                    private func summary\(index)(of item: Model\(model)) -> String {
                        let number = formatter.string(from: NSNumber(value: item.id)) ?? "?"
                        switch item.id % 4 {
                        case 0: return "First: \\(item.title) #\\(number)"
                        case 1: return "Second: \\(item.title) #\\(number)"
                        case 2: return item.isFavourite ? "Favourite \\(number)" : "Plain \\(number)"
                        default: return item.title.uppercased()
                        }
                    }

                """
        default:
            return """
                    private func toggleFavourite\(index)(at index: Int) {
                        guard items.indices.contains(index) else { return }
                        items[index].isFavourite.toggle()
                        let changed = items.filter { $0.isFavourite }.map(\\.title)
                        label0.text = changed.isEmpty ? "None" : changed.joined(separator: ", ")
                        UIView.animate(withDuration: 0.25) { [weak self] in
                            self?.view.layoutIfNeeded()
                        }
                    }

                """
        }
    }

    // MARK: Interface Builder

    func storyboard(_ storyboard: Int) -> String {
        let scenes = scenes(in: storyboard)
        let initial = scenes.first.map { " initialViewController=\"\(id($0, 0))\"" } ?? ""
        return """
            \(documentStart("Storyboard.XIB", attributes: initial, capabilities: true))
                <scenes>
            \(scenes.map(scene).joined())\(storyboardReferences(in: storyboard).map(referenceScene).joined())    </scenes>
            \(Self.systemColors)
            </document>

            """
    }

    /// An Interface Builder document up to its dependencies: `kind` is the end of its type.
    private func documentStart(_ kind: String, attributes: String = "", capabilities: Bool) -> String {
        let capabilities =
            capabilities
            ? """

                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(kind)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(attributes)>
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\(capabilities)
                </dependencies>
            """
    }

    /// The colors the views name, after a document's objects or scenes.
    private static let systemColors = """
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        """

    /// An Interface Builder object ID, unique per screen and element.
    private func id(_ screen: Int, _ element: Int) -> String {
        let letters = Array("ABCDEFGHJKLMNPQRSTUVWXYZ")
        let a = letters[screen % 24], b = letters[(screen / 24) % 24], c = letters[(screen / 576) % 24]
        return "\(a)\(b)\(c)-\(pad(element))-\(pad(screen % 10_000))"
    }

    /// A storyboard reference: a scene that stands for a screen's scene in another storyboard, by
    /// its Storyboard ID, or as that storyboard's initial scene when `identifier` is nil.
    struct StoryboardReference {
        var storyboard: Int
        var screen: Int
        var identifier: String?
    }

    /// The element of the ID of a storyboard reference to a screen's scene (a screen is referred to once at most).
    private static let referenceElement = 95

    private func referenceScene(_ reference: StoryboardReference) -> String {
        let file = storyboardFile(reference.storyboard)
        let identifier = reference.identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
        return """
                    <!--\(file) reference-->
                    <scene sceneID="\(id(reference.screen, 96))">
                        <objects>
                            <viewControllerPlaceholder storyboardName="\(file)"\(identifier) id="\(id(reference.screen, Self.referenceElement))" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id(reference.screen, 94))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(reference.screen % 10 * 400)" y="900"/>
                    </scene>

            """
    }

    private func scene(_ screen: Int) -> String {
        let identifier = storyboardIdentifier(screen).map { "storyboardIdentifier=\"\($0)\" " } ?? ""
        let segues = storyboardSegues(from: screen).enumerated().map { index, segue in
            let destination = id(segue.destination, segue.throughReference ? Self.referenceElement : 0)
            return
                "                        <segue destination=\"\(destination)\" kind=\"\(segue.kind)\" identifier=\"\(segue.identifier)\" id=\"\(id(screen, 99 + index))\"/>\n"
        }.joined()
        return """
                    <!--Screen \(screen)-->
                    <scene sceneID="\(id(screen, 98))">
                        <objects>
                            <viewController \(identifier)id="\(id(screen, 0))" customClass="\(className(screen))" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            \(view(screen, inXib: false))
                                <connections>
            \(outlets(screen, indent: 24))\(segues)                    </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id(screen, 97))" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(screen % 10 * 400)" y="0.0"/>
                    </scene>

            """
    }

    /// The outlet connections of a screen's controller, one a line.
    private func outlets(_ screen: Int, indent: Int) -> String {
        let labels = (0..<labelCount(screen)).map {
            "<outlet property=\"label\($0)\" destination=\"\(id(screen, 10 + $0))\" id=\"\(id(screen, 40 + $0))\"/>"
        }
        let views = [
            "<outlet property=\"tableView\" destination=\"\(id(screen, 4))\" id=\"\(id(screen, 50))\"/>",
            "<outlet property=\"actionButton\" destination=\"\(id(screen, 8))\" id=\"\(id(screen, 51))\"/>",
        ]
        return (labels + views).map { String(repeating: " ", count: indent) + $0 + "\n" }.joined()
    }

    /// A screen's view, indented for a scene: its controller's (`key="view"`, prototype cells, the
    /// button's action sent to the scene's controller) or, in a xib, File's Owner's (no prototypes,
    /// which only storyboards have).
    private func view(_ screen: Int, inXib: Bool) -> String {
        let labels = (0..<labelCount(screen)).map { label($0, screen: screen) }.joined()
        let constraints = (0..<labelCount(screen)).map { index in
            """
                                        <constraint firstItem="\(id(screen, 10 + index))" firstAttribute="leading" secondItem="\(id(screen, 3))" secondAttribute="leading" constant="20" id="\(id(screen, 60 + index))"/>
                                        <constraint firstItem="\(id(screen, 10 + index))" firstAttribute="top" secondItem="\(id(screen, 3))" secondAttribute="top" constant="\(24 * index + 16)" id="\(id(screen, 80 + index))"/>

            """
        }.joined()
        let prototypes =
            inXib
            ? ""
            : """
                                            <prototypes>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" textLabel="\(id(screen, 6))" style="IBUITableViewCellStyleDefault" id="\(id(screen, 5))">
                                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id(screen, 5))" id="\(id(screen, 7))">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id(screen, 6))">
                                                                <rect key="frame" x="20" y="0.0" width="353" height="44"/>
                                                                <autoresizingMask key="autoresizingMask"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                <nil key="textColor"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </prototypes>

            """
        return """
                                <view \(inXib ? "" : "key=\"view\" ")contentMode="scaleToFill" id="\(id(screen, 1))">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(screen, 2))">
                                            <rect key="frame" x="20" y="103" width="353" height="200"/>
                                            <subviews>
            \(labels)                                </subviews>
                                        </stackView>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \(inXib ? "" : "dataMode=\"prototypes\" ")style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(screen, 4))">
                                            <rect key="frame" x="0.0" y="320" width="393" height="420"/>
            \(prototypes)                            </tableView>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(screen, 8))">
                                            <rect key="frame" x="20" y="760" width="353" height="44"/>
                                            <state key="normal" title="Continue"/>
                                            <connections>
                                                <action selector="continueTapped:" destination="\(inXib ? "-1" : id(screen, 0))" eventType="touchUpInside" id="\(id(screen, 9))"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(id(screen, 3))"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>
            """
    }

    private func label(_ index: Int, screen: Int) -> String {
        """
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label \(index)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(screen, 10 + index))">
                                                    <rect key="frame" x="0.0" y="\(index * 28)" width="353" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>

        """
    }

    /// A cell of a screen's table, in a xib of its own.
    func xib(_ screen: Int) -> String {
        """
        \(documentStart("XIB", capabilities: false))
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(className(screen))Cell" id="\(id(screen, 90))">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id(screen, 90))" id="\(id(screen, 91))">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>

        """
    }

    /// The xib a screen owns (plain): its view, connected to File's Owner, which is the screen.
    func ownedXib(_ screen: Int) -> String {
        // The view as a scene has it, moved to where a xib's top-level objects stand.
        let topLevelView = view(screen, inXib: true).split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(12) }.joined(
            separator: "\n")
        return """
            \(documentStart("XIB", capabilities: true))
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(className(screen))" customModule="App" customModuleProvider="target">
                        <connections>
                            <outlet property="view" destination="\(id(screen, 1))" id="\(id(screen, 52))"/>
            \(outlets(screen, indent: 16))            </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(topLevelView)
                </objects>
            \(Self.systemColors)
            </document>

            """
    }
}

#if canImport(Foundation)
    import Foundation

    extension ProjectGenerator {
        public struct WriteSummary: Sendable {
            public var files = 0
            public var swiftBytes = 0
            public var interfaceBuilderBytes = 0
        }

        /// Where the conventions app's `.scenery.yml` puts the generated factories.
        public static let generatedFile = "Sources/Generated/Scenery.generated.swift"

        /// The benchmarks' app at `root`: written unless a complete earlier write is there (its
        /// stamp, `.generated`), then, for the conventions app, the generated factories its calls
        /// need, as `generatedSource(root)` makes them (`scenery generate`: a project that calls
        /// the factories has them). Returns the app's files, relative to `root`, sorted.
        public func writeOnce(to root: String, generatedSource: (String) throws -> String) throws -> [String] {
            let stamp = root + "/.generated"
            if !FileManager.default.fileExists(atPath: stamp) {
                try? FileManager.default.removeItem(atPath: root)
                try write(to: root)
                if shape == .conventions {
                    let url = URL(fileURLWithPath: root + "/" + Self.generatedFile)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(generatedSource(root).utf8).write(to: url)
                }
                try Data().write(to: URL(fileURLWithPath: stamp))
            }
            return (files().map(\.path) + (shape == .conventions ? [Self.generatedFile] : [])).sorted()
        }

        /// Writes the project under `folder` (created if needed; existing files are replaced).
        /// Through `fwrite`: `Data.write` syncs each file to disk on Linux, which made writing the
        /// 17,686 files of a 5,000-screen homegrown project take 40 to 60 s on a busy machine, not 4 s.
        @discardableResult
        public func write(to folder: String) throws -> WriteSummary {
            var summary = WriteSummary()
            for file in files() {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let bytes = Array(file.contents.utf8)
                guard let stream = fopen(url.path, "wb") else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                let written = fwrite(bytes, 1, bytes.count, stream)
                guard fclose(stream) == 0, written == bytes.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                summary.files += 1
                if file.path.hasSuffix(".swift") { summary.swiftBytes += bytes.count } else { summary.interfaceBuilderBytes += bytes.count }
            }
            return summary
        }
    }
#endif
