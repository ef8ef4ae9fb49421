@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import ScenerySwiftScanner

/// What one piece of code (or one storyboard reference) expects to find in an Interface Builder
/// file, resolved from the convention it follows: the rules check each against the files.
@_spi(Scenery) public struct InterfaceExpectation: Hashable, Sendable {
    @_spi(Scenery) public enum Kind: Hashable, Sendable {
        /// The file exists.
        case storyboard
        /// A scene with this Storyboard ID (of `expectedClass`, when set).
        case scene(identifier: String)
        /// The scene SwiftGen or R.swift names so (`profileViewController`).
        case sceneMember(String, naming: GeneratedNaming)
        /// An initial scene (of `expectedClass`, when set).
        case initialScene
        /// A segue with this identifier leaving the scene of `sourceClass`.
        case segue(identifier: String)
        /// The xib's first top-level object (of `expectedClass`, when set).
        case nibFirstObject
        /// The xib's File's Owner (of `expectedClass`). `mayBeUnset`: a File's Owner with no class
        /// (or none at all) is right too, as when a view loads a xib with `owner: self` and
        /// connects nothing to it; a view controller's nib needs its owner's `view` outlet.
        case nibOwner(mayBeUnset: Bool)
    }

    @_spi(Scenery) public var kind: Kind
    /// The candidate files by name (no extension): usually one; every storyboard holding the
    /// enclosing class's scene for `self.storyboard`; every storyboard when the code does not say.
    /// The expectation holds when any candidate satisfies it.
    @_spi(Scenery) public var files: [String]
    @_spi(Scenery) public var fileKind: InterfaceFileFacts.Kind
    /// Where the code names the file, when a missing file is to be reported there (not for enum
    /// cases, which are reported where they are declared).
    @_spi(Scenery) public var fileNameLocation: SourceLocation?
    /// `fileNameLocation` is the name itself, as written (a literal, an attribute value): a fix may rewrite it.
    @_spi(Scenery) public var fileNameIsLiteral: Bool
    /// Where the expectation is written: the identifier literal, the binding, the class name, the call.
    @_spi(Scenery) public var location: SourceLocation
    /// `location` is a string literal in code holding the expected identifier (a fix may rewrite it).
    @_spi(Scenery) public var isLiteral: Bool
    /// The class the scene or object must have (simple name), when the code says.
    @_spi(Scenery) public var expectedClass: String?
    @_spi(Scenery) public var expectedClassLocation: SourceLocation?
    /// The class whose scene a segue must leave.
    @_spi(Scenery) public var sourceClass: String?
    /// The type whose code holds the use (qualified), for code expectations: who opens the scene.
    @_spi(Scenery) public var enclosingType: String?
    /// For messages: "ProfileViewController (Storyboardable)", "instantiateViewController(withIdentifier:)".
    @_spi(Scenery) public var origin: String
    /// The convention the expectation comes from, if a type-level one.
    @_spi(Scenery) public var convention: Convention?
    /// Where, in `location`'s file, a helper's call names what it expects: the helper's name, and
    /// the argument that gives the Storyboard ID, segue or nib. `location` is the literal the call
    /// gives the name in, else the whole call: where problems are reported.
    @_spi(Scenery) public var nameRanges: [ByteRange]
    /// Where, in `location`'s file, a helper's call names the storyboard: the argument that gives it.
    @_spi(Scenery) public var fileNameRange: ByteRange?
    /// For a helper's call: where the helper makes the lookup the call is checked as (its call of
    /// the platform, followed through the helpers it calls).
    @_spi(Scenery) public var helperLookup: SourceLocation?

    @_spi(Scenery) public init(
        kind: Kind, files: [String], fileKind: InterfaceFileFacts.Kind = .storyboard, fileNameLocation: SourceLocation? = nil,
        fileNameIsLiteral: Bool = false, location: SourceLocation, isLiteral: Bool = false, expectedClass: String? = nil,
        expectedClassLocation: SourceLocation? = nil,
        sourceClass: String? = nil, enclosingType: String? = nil, origin: String, convention: Convention? = nil, nameRanges: [ByteRange] = [],
        fileNameRange: ByteRange? = nil, helperLookup: SourceLocation? = nil
    ) {
        self.kind = kind
        self.files = files
        self.fileKind = fileKind
        self.fileNameLocation = fileNameLocation
        self.fileNameIsLiteral = fileNameIsLiteral
        self.location = location
        self.isLiteral = isLiteral
        self.expectedClass = expectedClass
        self.expectedClassLocation = expectedClassLocation
        self.sourceClass = sourceClass
        self.enclosingType = enclosingType
        self.origin = origin
        self.convention = convention
        self.nameRanges = nameRanges
        self.fileNameRange = fileNameRange
        self.helperLookup = helperLookup
    }
}

/// How SwiftGen and R.swift turn storyboard names and Storyboard IDs into Swift names.
@_spi(Scenery) public enum GeneratedNaming: Hashable, Sendable {
    case swiftGen, rSwift

    /// `StoryboardScene.Profile` (SwiftGen), `R.storyboard.profile` (R.swift).
    @_spi(Scenery) public func storyboardName(_ fileName: String) -> String {
        switch self {
        case .swiftGen: Identifiers.swiftIdentifier(fileName)
        case .rSwift: Identifiers.lowerCamelCase(Identifiers.swiftIdentifier(fileName))
        }
    }

    /// `StoryboardScene.Profile.profileViewController`, `R.storyboard.profile.profileViewController()`.
    @_spi(Scenery) public func sceneName(_ identifier: String) -> String {
        Identifiers.lowerCamelCase(Identifiers.swiftIdentifier(identifier))
    }
}

/// Resolves conventions, code uses, storyboard references and SwiftGen's declarations into
/// expectations, one unit at a time (a screen's conventions, a file's code, a storyboard's
/// references), through the class table and the name tables, which note what each unit reads.
struct ExpectationBuilder {
    let classes: ClassTable
    let names: NameTables
    /// The configured protocol names, for messages.
    let protocols: [Convention: String]

    /// Every expectation of a whole project, by where it comes from.
    static func expectations(
        screens: [Screen], userFiles: [SwiftFileFacts], interfaceFiles: ChunkedArray<InterfaceFileFacts>, classes: ClassTable, names: NameTables,
        protocols: [Convention: String]
    ) -> ExpectationStore {
        let builder = ExpectationBuilder(classes: classes, names: names, protocols: protocols)
        var store = ExpectationStore()
        for index in screens.indices {
            store.append(builder.conventionExpectations(screens[index]), from: .conventions(screens[index].qualifiedName))
        }
        let swiftGenIsDeclared = names.swiftGenIsDeclared
        for index in userFiles.indices {
            store.append(builder.useExpectations(in: userFiles[index], swiftGenIsDeclared: swiftGenIsDeclared), from: .uses(userFiles[index].path))
        }
        for index in userFiles.indices { store.append(builder.helperExpectations(in: userFiles[index]), from: .helpers(userFiles[index].path)) }
        for index in interfaceFiles.indices {
            store.append(Self.referenceExpectations(interfaceFiles[index]), from: .references(interfaceFiles[index].path))
        }
        for index in userFiles.indices { store.append(Self.swiftGenDeclarations(in: userFiles[index]), from: .swiftGen(userFiles[index].path)) }
        return store
    }

    /// What a file's uses expect, one per use where Scenery can tell.
    func useExpectations(in file: SwiftFileFacts, swiftGenIsDeclared: Bool) -> [InterfaceExpectation] {
        // Appended in place, one by one: every copy of an expectation retains each of its fields.
        var found: [InterfaceExpectation] = []
        for use in file.interfaceUses {
            if let expectation = useExpectation(use, in: file, swiftGenIsDeclared: swiftGenIsDeclared) { found.append(expectation) }
        }
        found += implicitNibExpectations(in: file)
        return found
    }

    /// `LoginViewController()`: a view controller made without a nib name loads the xib named
    /// after its class (UIKit tries the name without `Controller` first), whose File's Owner must
    /// take it. With no such xib, a controller that declares outlets and has no storyboard scene
    /// keeps them unset: the xib was deleted or renamed. One expectation per class and file.
    func implicitNibExpectations(in file: SwiftFileFacts) -> [InterfaceExpectation] {
        guard !file.isGenerated else { return [] }
        var found: [InterfaceExpectation] = []
        // One per call, so that each is reported where it is made.
        for call in file.typeCalls where call.member == nil || call.member == "init" {
            guard !call.argumentLabels.contains(where: { $0 == "nibName" || $0 == "windowNibName" }),
                let loader = classes.implicitNibLoader(written: call.typeName)
            else { continue }
            let name = loader.name
            let suffix = "Controller"
            let candidates =
                !loader.isAppKit && name.hasSuffix(suffix) && name.count > suffix.count ? [String(name.dropLast(suffix.count)), name] : [name]
            let existing = candidates.filter { names.hasFile(named: InterfaceFileKey(kind: .xib, name: $0)) }
            let location = SourceLocation(path: file.path, range: call.nameRange)
            let written = "\(call.typeName)(\(call.argumentLabels.map { "\($0 ?? "_"):" }.joined()))"
            if let loaded = existing.first {
                found.append(
                    InterfaceExpectation(
                        kind: .nibOwner(mayBeUnset: false), files: [loaded], fileKind: .xib, location: location, expectedClass: name,
                        expectedClassLocation: location, enclosingType: call.enclosingType,
                        origin: "\(written), which loads \(loaded).xib by its class's name,"
                    ))
                continue
            }
            let placement = names.placement(ofClass: name)
            guard loader.hasOutlets, placement.scenes.isEmpty else { continue }
            let owned = placement.nibs.filter(\.isFilesOwner).map { "\($0.name).xib" }
            let renamed = owned.isEmpty ? "" : "; \(owned.joined(separator: ", ")) has it as File's Owner but is not loaded by that name"
            found.append(
                InterfaceExpectation(
                    kind: .nibOwner(mayBeUnset: false), files: [name], fileKind: .xib, fileNameLocation: location, location: location,
                    expectedClass: name, expectedClassLocation: location, enclosingType: call.enclosingType,
                    origin: "\(written) loads \(candidates.map { "\($0).xib" }.joined(separator: " or ")) by its class's name, "
                        + "without which its outlets stay unset\(renamed)"
                ))
        }
        return found
    }

    // MARK: Conventions

    func conventionExpectations(_ screen: Screen) -> [InterfaceExpectation] {
        let declaration = screen.declaration
        func expectation(
            _ kind: InterfaceExpectation.Kind, _ file: NameValue, _ identifier: NameValue?, _ convention: Convention,
            fileKind: InterfaceFileFacts.Kind = .storyboard
        ) -> InterfaceExpectation {
            InterfaceExpectation(
                kind: kind, files: [file.value], fileKind: fileKind, fileNameLocation: file.location, fileNameIsLiteral: file.isLiteral,
                location: identifier?.location ?? declaration,
                isLiteral: identifier?.isLiteral ?? false, expectedClass: screen.name, expectedClassLocation: declaration,
                origin: "\(screen.qualifiedName) (\(protocols[convention] ?? convention.rawValue))", convention: convention
            )
        }
        let typeName = NameValue(value: screen.name, location: declaration, isLiteral: false)
        var found: [InterfaceExpectation] = []
        // `override var nibName: String? { "N" }` of a view controller, `override var windowNibName`
        // of a window controller: the class loads that xib as its File's Owner.
        let nibProperty =
            switch screen.kind {
            case .viewController: "nibName"
            case .windowController: "windowNibName"
            case .view: ""
            }
        if !nibProperty.isEmpty, let file = name(of: nibProperty, in: screen, default: nil, isStatic: false) {
            found.append(
                InterfaceExpectation(
                    kind: .nibOwner(mayBeUnset: false), files: [file.value], fileKind: .xib, fileNameLocation: file.location,
                    fileNameIsLiteral: file.isLiteral, location: file.location, isLiteral: file.isLiteral, expectedClass: screen.name,
                    expectedClassLocation: declaration, origin: "\(nibProperty) of \(screen.qualifiedName)"
                ))
        }
        for convention in screen.conventions {
            switch convention {
            case .namespaced:
                guard let binding = screen.storyboard, let fileName = binding.fileName else { continue }
                found.append(
                    InterfaceExpectation(
                        kind: .scene(identifier: screen.name), files: [fileName], location: binding.location,
                        expectedClass: screen.name, expectedClassLocation: declaration,
                        origin: "\(screen.qualifiedName) (\(protocols[convention] ?? convention.rawValue))", convention: convention
                    ))
            case .storyboardable, .storyboardInitializable:
                // `StoryboardInitializable` screens that implement `instantiateFromStoryboard()`
                // by hand are checked through that code; the NSScreencast variant names its storyboard.
                let defaultName = convention == .storyboardable ? NameValue(value: "Main", location: declaration, isLiteral: false) : nil
                guard let file = name(of: "storyboardName", in: screen, default: defaultName),
                    let identifier = name(of: "storyboardIdentifier", in: screen, default: typeName)
                else { continue }
                found.append(expectation(.scene(identifier: identifier.value), file, identifier, convention))
            case .ibConstructible:
                guard let file = name(of: "nibName", in: screen, default: typeName) else { continue }
                found.append(
                    screen.kind == .view
                        ? expectation(.nibFirstObject, file, nil, convention, fileKind: .xib) : expectation(.initialScene, file, nil, convention)
                )
            case .reusableStoryboardBased, .reusableStoryboardSceneBased:
                let storyboard = classes.property("sceneStoryboard", of: screen.qualifiedName)
                var file: NameValue? = convention == .reusableStoryboardBased ? typeName : nil
                if let storyboard {
                    guard case .storyboard(let reference)? = storyboard.value.constant else { continue }
                    let resolved = resolve(reference, in: storyboard.path, enclosingType: nil)
                    guard resolved.files.count == 1 else { continue }
                    file = NameValue(value: resolved.files[0], location: resolved.fileNameLocation ?? declaration, isLiteral: resolved.isLiteral)
                }
                guard let file else { continue }
                if convention == .reusableStoryboardBased {
                    found.append(expectation(.initialScene, file, nil, convention))
                } else if let identifier = name(of: "sceneIdentifier", in: screen, default: typeName) {
                    found.append(expectation(.scene(identifier: identifier.value), file, identifier, convention))
                }
            case .reusableNibLoadable, .reusableNibOwnerLoadable:
                var file: NameValue? = typeName
                if let nib = classes.property("nib", of: screen.qualifiedName) {
                    switch nib.value.constant {
                    case .nib(let literal?)?:
                        file = NameValue(
                            value: literal.value, location: SourceLocation(path: nib.path, range: literal.range), isLiteral: literal.isQuoted)
                    case .nib(nil)?: file = typeName
                    default: file = nil
                    }
                }
                guard let file else { continue }
                found.append(
                    expectation(
                        convention == .reusableNibLoadable ? .nibFirstObject : .nibOwner(mayBeUnset: false), file, nil, convention, fileKind: .xib))
            case .storyboardIdentifiable:
                // Checked where the code instantiates by type.
                continue
            }
        }
        return found
    }

    /// A name and where it is written.
    struct NameValue {
        var value: String
        var location: SourceLocation
        var isLiteral: Bool
    }

    /// A static (or instance) `String` property's value (`storyboardName`, `nibName`…) of the screen
    /// or its project ancestors; `fallback` when none declares it; nil when its value cannot be read.
    private func name(of property: String, in screen: Screen, default fallback: NameValue?, isStatic: Bool = true) -> NameValue? {
        guard let declared = classes.property(property, of: screen.qualifiedName, isStatic: isStatic) else { return fallback }
        switch declared.value.constant {
        case .string(let literal)?:
            return NameValue(value: literal.value, location: SourceLocation(path: declared.path, range: literal.range), isLiteral: literal.isQuoted)
        case .typeName?: return NameValue(value: screen.name, location: screen.declaration, isLiteral: false)
        default: return nil
        }
    }

    // MARK: Helpers

    /// Each call of a project helper (one of that name and those labels, a defaulted argument left
    /// out or not), checked as the call the helper makes with the names the call gives it: reported
    /// at the literal the call gives the name in (a fix may rewrite it), else at the call.
    func helperExpectations(in file: SwiftFileFacts) -> [InterfaceExpectation] {
        file.helperCalls.compactMap { call in
            let receiverType = receiverType(of: call)
            let callable = names.locatedHelpers(named: call.name).compactMap { located in
                isCallable(located.helper, receiverType: receiverType)
                    ? located.helper.argumentPositions(forCallLabels: call.labels).map { (located: located, positions: $0) } : nil
            }
            // A method of the receiver's class (`static let nib` of a cell) is the one called, over one
            // of a protocol or file scope that any type may be given.
            let ofClasses = callable.filter { $0.located.helper.ownerType.flatMap(classes.qualifiedName) != nil }
            let matching = ofClasses.count == 1 ? ofClasses : callable
            // One that names everything itself (a class's own `static let nib = UINib(nibName: "Cell", …)`) is checked where it does.
            guard matching.count == 1, let (located, positions) = matching.first, let (helper, lookup) = resolved(located),
                helper.takesNamesFromItsCaller
            else { return nil }
            var call = call
            call.receiverType = receiverType
            /// The call's argument for the helper's parameter at `position`; nil when left out.
            func argumentIndex(_ position: Int) -> Int? {
                position < positions.count ? positions[position].flatMap { $0 < call.arguments.count ? $0 : nil } : nil
            }
            func constant(_ path: String) -> String? {
                // `SegueIdentifier.showDetail` is first the caller's own (an enum nested in it).
                let paths = (call.enclosingType.map { [$0 + "." + path] } ?? []) + [path]
                return paths.lazy.compactMap { names.constantValue(of: Literal("", range: call.range, isQuoted: false, constantPath: $0))?.value }
                    .first
            }
            /// The constant or case an argument names, by path; `.checkout` is a case of the parameter's type.
            func constantPath(at position: Int) -> String? {
                guard let index = argumentIndex(position), case .constant(let path) = call.arguments[index] else { return nil }
                guard path.hasPrefix(".") else { return path }
                guard position < helper.parameterTypes.count else { return nil }
                return String(helper.parameterTypes[position].prefix { $0 != "?" && $0 != "!" }) + path
            }
            func value(_ name: InstantiationHelper.Name) -> String? {
                switch name {
                case .literal(let value): return value
                case .constant(let path): return constant(path)
                case .argument(let position):
                    guard let index = argumentIndex(position) else {
                        // Left out: the helper's default.
                        return position < helper.defaults.count ? helper.defaults[position].flatMap(value) : nil
                    }
                    if case .string(let value) = call.arguments[index] { return value }
                    return constantPath(at: position).flatMap(constant)
                case .receiverTypeName: return call.receiverType.map(Identifiers.simpleName)
                case .receiverProperty(let property, let fallback):
                    let declared = receiverProperty(property, of: call.receiverType)
                    return declared.isDeclared ? declared.value : fallback.flatMap(value)
                case .expectedType: return call.expectedType?.value
                case .storyboardArgument: return nil
                case .typeArgument(let position):
                    // Left out (`type: T.Type = T.self`): `T` is what the call's result is bound to.
                    guard let index = argumentIndex(position) else { return call.expectedType?.value }
                    guard case .type(let type) = call.arguments[index] else { return nil }
                    return type
                }
            }
            /// The argument a name comes from, as written.
            func argumentRange(_ name: InstantiationHelper.Name?) -> ByteRange? {
                switch name {
                case .argument(let position)?, .typeArgument(let position)?:
                    argumentIndex(position).flatMap { $0 < call.argumentRanges.count ? call.argumentRanges[$0] : nil }
                default: nil
                }
            }
            /// The inside of the string literal a name comes from.
            func literalLocation(_ name: InstantiationHelper.Name?) -> SourceLocation? {
                guard case .argument(let position)? = name, let index = argumentIndex(position), index < call.literalRanges.count,
                    let range = call.literalRanges[index]
                else { return nil }
                return SourceLocation(path: file.path, range: range)
            }
            let location = SourceLocation(path: file.path, range: call.range)
            let origin = "\(call.name)(\(call.labels.map { ($0 ?? "_") + ":" }.joined()))"
            let nameRanges = [call.nameRange] + (argumentRange(helper.segue ?? helper.nib ?? helper.identifier).map { [$0] } ?? [])
            let expectedClassLocation = call.expectedType.map { SourceLocation(path: file.path, range: $0.range) } ?? location
            if let segue = helper.segue {
                // Performed on the view controller it is called on: a segue leaving its scene.
                guard let identifier = value(segue), let source = call.receiverType.map(Identifiers.simpleName) else { return nil }
                let files = names.storyboards(holdingSceneOf: source)
                guard !files.isEmpty else { return nil }
                return InterfaceExpectation(
                    kind: .segue(identifier: identifier), files: files, location: location, sourceClass: source, enclosingType: call.enclosingType,
                    origin: origin, nameRanges: nameRanges, helperLookup: lookup
                )
            }
            if let nib = helper.nib {
                guard let fileName = value(nib) else { return nil }
                // The instance it makes is the File's Owner (of the class it makes), or the xib's first object (of the class expected).
                let expectedClass =
                    helper.nibIsOwned
                    ? helper.returnedClass.flatMap(value) : call.expectedType?.value ?? helper.returnedClass.flatMap(value)
                return InterfaceExpectation(
                    kind: helper.nibIsOwned ? .nibOwner(mayBeUnset: false) : .nibFirstObject, files: [fileName], fileKind: .xib,
                    fileNameLocation: location, location: location, expectedClass: expectedClass, expectedClassLocation: expectedClassLocation,
                    enclosingType: call.enclosingType, origin: origin, nameRanges: nameRanges, helperLookup: lookup
                )
            }
            var identifier: String?
            if let name = helper.identifier {
                guard let known = value(name) else { return nil }
                identifier = known
            }
            let files: [String]
            let storyboardLiteral = literalLocation(helper.storyboard)
            var fileNameLocation = helper.storyboard != nil ? storyboardLiteral ?? location : nil
            if case .argument(let position)? = helper.storyboard, let path = constantPath(at: position), let fileName = storyboardFile(ofCase: path) {
                // A case of a storyboard-names enum: one that maps to no file is reported where it is declared.
                files = [fileName]
                fileNameLocation = nil
            } else if case .storyboardArgument(let position)? = helper.storyboard {
                // The storyboard the call passes, where it says which (where it is made, a missing one is
                // reported); else any, as when the helper names none.
                fileNameLocation = nil
                if let index = argumentIndex(position), case .storyboard(let reference) = call.arguments[index],
                    case .storyboard(let known)? = InterfaceUse.Target.storyboard(reference).mapNames(names.constantValue(of:))
                {
                    files = resolve(known, in: file.path, enclosingType: call.enclosingType).files
                } else {
                    guard identifier != nil else { return nil }
                    files = names.storyboardNames
                }
            } else if let name = helper.storyboard {
                guard let known = value(name) else { return nil }
                files = [known]
            } else if helper.storyboardIsReceiver, let reference = call.receiverStoryboard {
                // `UIStoryboard.shop.viewController(withID:)`: a storyboard constant, by its value.
                guard case .storyboard(let known)? = InterfaceUse.Target.storyboard(reference).mapNames(names.constantValue(of:)) else { return nil }
                files = resolve(known, in: file.path, enclosingType: call.enclosingType).files
            } else {
                // A scene ID must be in some storyboard; an initial scene means nothing without its storyboard.
                guard identifier != nil else { return nil }
                files = names.storyboardNames
            }
            guard !files.isEmpty else { return nil }
            let expectedClass = call.expectedType?.value ?? helper.returnedClass.flatMap(value)
            let identifierLiteral = identifier == nil ? nil : literalLocation(helper.identifier)
            // An ID named after a type the call passes (`instantiateController(ofType: X.self)`): reported at that type.
            var identifierType: SourceLocation?
            if case .typeArgument? = helper.identifier, let range = argumentRange(helper.identifier) {
                identifierType = SourceLocation(path: file.path, range: range)
            }
            return InterfaceExpectation(
                kind: identifier.map { .scene(identifier: $0) } ?? .initialScene, files: files,
                fileNameLocation: fileNameLocation, fileNameIsLiteral: fileNameLocation != nil && storyboardLiteral != nil,
                location: identifierLiteral ?? identifierType ?? location, isLiteral: identifierLiteral != nil, expectedClass: expectedClass,
                expectedClassLocation: expectedClassLocation, enclosingType: call.enclosingType, origin: origin, nameRanges: nameRanges,
                fileNameRange: argumentRange(helper.storyboard), helperLookup: lookup
            )
        }
    }

    /// The value of the static property `property` of the type a helper is called on, as it or its
    /// nearest project ancestor declares it (`class var storyboardIdentifier: String { "x" }`,
    /// `String(describing: self)`); its value is nil when it cannot be read.
    private func receiverProperty(_ property: String, of receiver: String?) -> (isDeclared: Bool, value: String?) {
        guard let receiver, let qualified = classes.qualifiedName(receiver), let declared = classes.property(property, of: qualified) else {
            return (false, nil)
        }
        switch declared.value.constant {
        case .string(let literal)?: return (true, literal.constantPath == nil ? literal.value : nil)
        case .typeName?: return (true, Identifiers.simpleName(receiver))
        default: return (true, nil)
        }
    }

    /// The helper `located` as its calls are checked: with the helper it forwards to followed (the
    /// only one of that name its call can be), a few levels deep, and where the lookup is made.
    private func resolved(_ located: (path: String, helper: InstantiationHelper), depth: Int = 0) -> (InstantiationHelper, SourceLocation?)? {
        let lookup = located.helper.lookupRange.map { SourceLocation(path: located.path, range: $0) }
        guard let forwarded = located.helper.forwarded else { return (located.helper, lookup) }
        // Deeper than helpers are written, or a cycle: nothing to check.
        guard depth < 8 else { return nil }
        let receiverType = forwarded.receiverType ?? located.helper.ownerType
        let inner = names.locatedHelpers(named: forwarded.name).filter {
            $0.helper.argumentPositions(forCallLabels: forwarded.labels) != nil && isCallable($0.helper, receiverType: receiverType)
        }
        guard inner.count == 1, let next = inner.first, let (innerHelper, innerLookup) = resolved(next, depth: depth + 1),
            let helper = located.helper.resolved(through: innerHelper)
        else { return nil }
        return (helper, innerLookup ?? lookup)
    }

    /// The type a call is made on: as the call says, or the declared type of the property it is
    /// made on (`viewFactory` of the enclosing class, `WindowManager.shared`).
    private func receiverType(of call: HelperCall) -> String? {
        if let type = call.receiverType { return type }
        guard let path = call.receiverProperty else { return nil }
        var components = path.split(separator: ".").map(String.init)
        guard let property = components.popLast() else { return nil }
        let declared: Located<PropertyDecl>?
        if components.isEmpty {
            guard let enclosing = call.enclosingType.flatMap(classes.qualifiedName) else { return nil }
            declared = classes.property(property, of: enclosing, isStatic: false) ?? classes.property(property, of: enclosing, isStatic: true)
        } else {
            guard let owner = classes.qualifiedName(components.joined(separator: ".")) else { return nil }
            declared = classes.property(property, of: owner, isStatic: true)
        }
        return declared.flatMap { Self.instanceType(of: $0.value) }
    }

    /// The type of what a property holds: its annotation, else the type its value is made of (`= WindowManager()`).
    private static func instanceType(of property: PropertyDecl) -> String? {
        if let type = property.type { return Identifiers.simpleName(String(type.prefix { $0 != "?" && $0 != "!" })) }
        guard let value = property.valueExpression, value.hasSuffix(")"), let open = value.firstIndex(of: "(") else { return nil }
        let made = value[..<open]
        guard made.first?.isUppercase == true, made.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return Identifiers.simpleName(String(made))
    }

    /// A helper declared in a project class (or an extension of one) is a method of it and its
    /// subclasses: a call on another type is of another method of that name (`show(_ message:)`
    /// of a toast). One declared elsewhere (an extension of `UIViewController` or `UIStoryboard`,
    /// a protocol, file scope, a struct or an enum) may be any call's.
    private func isCallable(_ helper: InstantiationHelper, receiverType: String?) -> Bool {
        guard let owner = helper.ownerType, classes.qualifiedName(owner) != nil else { return true }
        return receiverType.map { classes.isKind($0, of: owner) } ?? false
    }

    /// The storyboard file a storyboard-names enum's case maps to, by its path (`AppStoryboard.login`,
    /// `UIStoryboard.Name.main`); nil when the path names no such case, or its mapping is unknown.
    private func storyboardFile(ofCase path: String) -> String? {
        let components = path.split(separator: ".")
        guard let caseName = components.last else { return nil }
        let type = components.dropLast().joined(separator: ".")
        return names.enumsRead.first { $0.qualifiedName == type || $0.qualifiedName.hasSuffix("." + type) }?.case(named: String(caseName))?.fileName
    }

    // MARK: Uses in code

    private func useExpectation(_ use: InterfaceUse, in file: SwiftFileFacts, swiftGenIsDeclared: Bool) -> InterfaceExpectation? {
        // A use that names a constant is checked with its value; one whose value is unknown is not.
        guard let target = use.target.mapNames(names.constantValue(of:)) else { return nil }
        let at = { (range: ByteRange) in SourceLocation(path: file.path, range: range) }
        let expectedClass = use.expectedType.map(\.value)
        let expectedClassLocation = use.expectedType.map { at($0.range) }
        func expectation(
            _ kind: InterfaceExpectation.Kind, _ reference: StoryboardReference?, location: SourceLocation, isLiteral: Bool = false, origin: String
        ) -> InterfaceExpectation? {
            // A scene ID must be in some storyboard even when the code does not say which, or names
            // `self.storyboard` of a class no storyboard holds (made in code, or no view controller but
            // a type with a `storyboard` of its own); an initial scene means nothing without its storyboard.
            var resolved = reference.map { resolve($0, in: file.path, enclosingType: use.enclosingType) }
            let saysWhich = if case .enclosingScene? = reference { resolved?.files.isEmpty == false } else { resolved != nil }
            if !saysWhich, kind != .initialScene { resolved = ResolvedStoryboard(files: names.storyboardNames) }
            guard let resolved, !resolved.files.isEmpty else { return nil }
            return InterfaceExpectation(
                kind: kind, files: resolved.files, fileNameLocation: resolved.fileNameLocation, fileNameIsLiteral: resolved.isLiteral,
                location: location, isLiteral: isLiteral,
                expectedClass: expectedClass, expectedClassLocation: expectedClassLocation, enclosingType: use.enclosingType, origin: origin,
                nameRanges: use.nameRange.map { [$0] } ?? []
            )
        }
        switch target {
        case .storyboard(let reference):
            return expectation(
                .storyboard, reference, location: at(use.range), origin: use.isAppKit ? "NSStoryboard(name:bundle:)" : "UIStoryboard(name:bundle:)")
        case .scene(let reference, let identifier):
            return expectation(
                .scene(identifier: identifier.value), reference, location: at(identifier.range), isLiteral: identifier.isQuoted,
                origin: use.isAppKit ? "instantiateController(withIdentifier:)" : "instantiateViewController(withIdentifier:)"
            )
        case .sceneMember(let reference, let member, let range):
            let naming: GeneratedNaming
            switch reference {
            case .swiftGen:
                // Declared scenes are checked at their declaration, once.
                if swiftGenIsDeclared { return nil }
                naming = .swiftGen
            case .rSwift: naming = .rSwift
            default: return nil
            }
            return expectation(
                .sceneMember(member, naming: naming), reference, location: at(range), origin: naming == .swiftGen ? "StoryboardScene" : "R.storyboard"
            )
        case .sceneOfExpectedType(let reference):
            guard let expected = use.expectedType, let location = expectedClassLocation else { return nil }
            let identifier = identifier(ofInstantiatedType: expected.value)
            return expectation(
                .scene(identifier: identifier), reference, location: location, origin: "instantiateViewController() as \(expected.value)")
        case .initialScene(let reference):
            return expectation(
                .initialScene, reference, location: expectedClassLocation ?? at(use.range),
                origin: use.isAppKit ? "instantiateInitialController()" : "instantiateInitialViewController()"
            )
        case .segue(let identifier):
            guard let enclosing = use.enclosingType.map(Identifiers.simpleName) else { return nil }
            let files = names.storyboards(holdingSceneOf: enclosing)
            guard !files.isEmpty else { return nil }
            return InterfaceExpectation(
                kind: .segue(identifier: identifier.value), files: files, location: at(identifier.range), isLiteral: identifier.isQuoted,
                sourceClass: enclosing,
                enclosingType: use.enclosingType,
                origin: "performSegue(withIdentifier:sender:)"
            )
        case .nib(let name), .ownedNib(let name), .loadedNib(let name, _):
            // An owner of a class the project does not declare (`self` in an extension of
            // `UIView`, `NSObject()`) may be an instance of anything: only the xib is checked.
            var expectedClass = expectedClass
            if case .loadedNib(_, ownerIsKnown: true) = target, classes.qualifiedName(expectedClass ?? "") == nil { expectedClass = nil }
            let (kind, origin): (InterfaceExpectation.Kind, String) =
                switch target {
                // Of the initializers that load an owned nib, only `init(windowNibName:)` is AppKit's alone.
                case .ownedNib: (.nibOwner(mayBeUnset: false), use.isAppKit ? "init(windowNibName:)" : "init(nibName:bundle:)")
                case .loadedNib(_, let ownerIsKnown): (ownerIsKnown ? .nibOwner(mayBeUnset: true) : .nibFirstObject, "loadNibNamed(_:owner:)")
                default: (.nibFirstObject, use.isAppKit ? "NSNib(nibNamed:bundle:)" : "UINib(nibName:bundle:)")
                }
            return InterfaceExpectation(
                kind: kind, files: [name.value], fileKind: .xib, fileNameLocation: at(name.range),
                fileNameIsLiteral: name.isQuoted, location: at(name.range),
                isLiteral: name.isQuoted, expectedClass: expectedClass, expectedClassLocation: expectedClassLocation,
                enclosingType: use.enclosingType,
                origin: origin
            )
        }
    }

    /// The Storyboard ID `instantiateViewController() as T` looks for: `T.storyboardIdentifier`.
    private func identifier(ofInstantiatedType type: String) -> String {
        guard let qualified = classes.qualifiedName(type), let declared = classes.property("storyboardIdentifier", of: qualified),
            case .string(let literal)? = declared.value.constant
        else { return type }
        return literal.value
    }

    struct ResolvedStoryboard {
        var files: [String]
        var fileNameLocation: SourceLocation?
        /// `fileNameLocation` is the name as written (a literal).
        var isLiteral = false
    }

    /// The storyboard files a reference can mean; empty when Scenery cannot tell.
    private func resolve(_ reference: StoryboardReference, in path: String, enclosingType: String?) -> ResolvedStoryboard {
        let at = { (range: ByteRange) in SourceLocation(path: path, range: range) }
        switch reference {
        case .literal(let literal):
            return ResolvedStoryboard(files: [literal.value], fileNameLocation: at(literal.range), isLiteral: literal.isQuoted)
        case .enumCase(let name, _):
            // A case that maps to no file is reported where it is declared.
            let fileName = names.enumsRead.lazy.compactMap { $0.case(named: name)?.fileName }.first
            return ResolvedStoryboard(files: fileName.map { [$0] } ?? [], fileNameLocation: nil)
        case .enclosingScene:
            guard let enclosing = enclosingType.map(Identifiers.simpleName) else { return ResolvedStoryboard(files: []) }
            return ResolvedStoryboard(files: names.storyboards(holdingSceneOf: enclosing))
        case .swiftGen(let name, let range), .rSwift(let name, let range):
            let matches = names.storyboards(named: name, by: { if case .swiftGen = reference { .swiftGen } else { .rSwift } }())
            return ResolvedStoryboard(files: matches.isEmpty ? [name] : matches, fileNameLocation: at(range))
        }
    }

    // MARK: Storyboard references

    static func referenceExpectations(_ file: InterfaceFileFacts) -> [InterfaceExpectation] {
        guard file.kind == .storyboard, file.problems.isEmpty else { return [] }
        let at = { (range: ByteRange) in SourceLocation(path: file.path, range: range) }
        // A reference into another bundle names a storyboard the project may not hold (a framework's).
        return file.scenes.filter { $0.isStoryboardReference && $0.referencedBundleIdentifier == nil }.map { reference in
            let storyboard = reference.referencedStoryboardName
            let target = storyboard?.value ?? file.name
            let location = (reference.referencedIdentifier ?? storyboard).map { at($0.valueRange) } ?? at(reference.startTagRange)
            return InterfaceExpectation(
                kind: reference.referencedIdentifier.map { .scene(identifier: $0.value) } ?? .initialScene, files: [target],
                fileNameLocation: storyboard.map { at($0.valueRange) }, fileNameIsLiteral: true, location: location,
                isLiteral: reference.referencedIdentifier != nil,
                origin: "storyboard reference"
            )
        }
    }

    // MARK: SwiftGen's generated scenes

    /// `enum StoryboardScene { enum Profile: StoryboardType { static let storyboardName = "Profile";
    /// static let x = SceneType<T>(…, identifier: "X") } }`:
    /// a stale SwiftGen file is reported where it declares the scene that no longer exists.
    static func swiftGenDeclarations(in file: SwiftFileFacts) -> [InterfaceExpectation] {
        file.types.filter { $0.nestingPath == ["StoryboardScene"] }.flatMap { type -> [InterfaceExpectation] in
            let properties = type.members.properties.filter(\.isStatic)
            guard case .string(let storyboard)? = properties.first(where: { $0.name == "storyboardName" })?.constant else { return [] }
            let at = { (range: ByteRange) in SourceLocation(path: file.path, range: range) }
            return properties.compactMap { property in
                let kind: InterfaceExpectation.Kind
                let expected: String
                let location: SourceLocation
                switch property.constant {
                case .swiftGenScene(let type, let identifier)?:
                    (kind, expected, location) = (.scene(identifier: identifier.value), type, at(identifier.range))
                case .swiftGenInitialScene(let type)?:
                    (kind, expected, location) = (.initialScene, type, at(property.nameRange))
                default:
                    return nil
                }
                return InterfaceExpectation(
                    kind: kind, files: [storyboard.value], fileNameLocation: at(storyboard.range), location: location, expectedClass: expected,
                    expectedClassLocation: location, origin: "SwiftGen's StoryboardScene.\(type.name).\(property.name)"
                )
            }
        }
    }
}

/// The project's static constants that name something by a literal (`static let showDetail =
/// "showDetail"`, `static let settings = UIStoryboard(name: "Settings", bundle: nil)`, in a type
/// or an extension) and the cases of `String` enums (`enum SceneID: String { case checkout }`), by
/// their qualified path (`Segues.showDetail`, `UIStoryboard.settings`, `SceneID.checkout`).
struct StringConstants: Sendable {
    /// Each constant's values by the file declaring it, in file order: the last is the constant's.
    private var entries: [String: [(file: String, value: String)]] = [:]
    /// The constants' paths by their last two components, each counted once per declaration,
    /// for a path written inside an enclosing type (`Segues.showDetail` for `Constants.Segues.showDetail`).
    private var pathsByTail: [String: [String: Int]] = [:]

    /// The constants a file declares, by path, in the order they are written (types, then extensions).
    static func contributions(of file: SwiftFileFacts) -> [(path: String, value: String)] {
        var found: [(path: String, value: String)] = []
        // By index: a whole project's load reads every type and property, and copies none.
        func add(_ properties: [PropertyDecl], of owner: String, unquoted: Bool) {
            for index in properties.indices where properties[index].isStatic {
                let literal: Literal
                switch properties[index].constant {
                case .string(let value)?, .storyboard(.literal(let value))?: literal = value
                default: continue
                }
                guard literal.isQuoted || unquoted else { continue }
                found.append((owner + "." + properties[index].name, literal.value))
            }
        }
        // A `String` enum's case without a raw value is its own name, not quoted.
        let (types, extensions) = (file.types, file.extensions)
        for index in types.indices { add(types[index].members.properties, of: types[index].qualifiedName, unquoted: types[index].kind == .enum) }
        for index in extensions.indices { add(extensions[index].members.properties, of: extensions[index].extendedType, unquoted: false) }
        return found
    }

    mutating func add(_ path: String, value: String, from file: String) {
        // In place: a copy taken out of the table would be copied again to change it.
        let position = entries[path]?.partitionPoint { $0.file > file } ?? 0
        entries[path, default: []].insert((file, value), at: position)
        pathsByTail[Self.tail(path), default: [:]][path, default: 0] += 1
    }

    /// Drops every value `file` gives the constant.
    mutating func remove(_ path: String, from file: String) {
        guard let values = entries[path] else { return }
        let kept = values.filter { $0.file != file }
        entries[path] = kept.isEmpty ? nil : kept
        let tail = Self.tail(path)
        let count = (pathsByTail[tail]?[path] ?? 0) - (values.count - kept.count)
        pathsByTail[tail]?[path] = count > 0 ? count : nil
        if pathsByTail[tail]?.isEmpty == true { pathsByTail[tail] = nil }
    }

    static func tail(_ path: String) -> String { path.split(separator: ".").suffix(2).joined(separator: ".") }

    /// `literal` as it is, or with the value of the constant it names; nil when that value is unknown.
    @_spi(Scenery) public func value(of literal: Literal) -> Literal? {
        guard let path = literal.constantPath else { return literal }
        let value: String?
        if let values = entries[path] {
            value = values.last?.value
        } else {
            let candidates = (pathsByTail[Self.tail(path)] ?? [:]).filter { $0.key.hasSuffix("." + path) }
            value = candidates.count == 1 && candidates.first?.value == 1 ? candidates.first.flatMap { entries[$0.key]?.last?.value } : nil
        }
        return value.map { Literal($0, range: literal.range, isQuoted: false, constantPath: path) }
    }
}
