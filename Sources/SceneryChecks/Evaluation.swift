@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Foundation

/// How one expectation fares against the project's Interface Builder files. Computed once per
/// check run; each rule reports the outcomes it owns.
@_spi(Scenery) public struct Evaluation: Hashable, Sendable {
    @_spi(Scenery) public enum Outcome: Hashable, Sendable {
        case satisfied
        /// Nothing can be said: a file could not be read, or the candidates are unknown.
        case unknown
        /// The one candidate file is not in the project.
        case fileMissing(name: String)
        /// No candidate has the scene; `files` are the candidates, never empty.
        case sceneMissing(files: [InterfaceFileFacts])
        /// A scene's ID differs from the expected one only by case or surrounding whitespace.
        case nearMiss(file: InterfaceFileFacts, scene: Scene)
        /// The scene or object is there with another class (or none, `scene` nil: an empty xib).
        case classMismatch(file: InterfaceFileFacts, scene: Scene?)
        case initialSceneMissing(file: InterfaceFileFacts)
        /// No segue with the identifier leaves the source class's scene in any candidate.
        case segueMissing(files: [InterfaceFileFacts])
    }

    @_spi(Scenery) public var expectation: InterfaceExpectation
    @_spi(Scenery) public var outcome: Outcome
}

extension SnapshotReader {
    func evaluate(_ expectation: InterfaceExpectation) -> Evaluation {
        Evaluation(expectation: expectation, outcome: outcome(of: expectation))
    }

    private func outcome(of expectation: InterfaceExpectation) -> Evaluation.Outcome {
        let files = expectation.files.compactMap { interfaceFile(expectation.fileKind, named: $0, from: expectation.location.path) }
        guard let first = files.first else {
            return expectation.files.count == 1 ? .fileMissing(name: expectation.files[0]) : .unknown
        }
        // A file that cannot be read is reported as such; what it holds is unknown.
        guard files.allSatisfy({ $0.problems.isEmpty }) else { return .unknown }
        let expected = expectation.expectedClass
        switch expectation.kind {
        case .storyboard:
            return .satisfied
        case .scene(let identifier):
            return sceneOutcome(in: files, expected: expected) {
                $0 == identifier
            } nearMiss: {
                Self.differsOnlyByCaseOrSpaces($0, identifier)
            }
        case .sceneMember(let member, let naming):
            return sceneOutcome(in: files, expected: expected) {
                naming.sceneName($0) == member
            } nearMiss: { _ in
                false
            }
        case .initialScene:
            if files.contains(where: { file in file.initialScene.map { classMatches(expected, $0) } ?? false }) { return .satisfied }
            guard let initial = first.initialScene else { return .initialSceneMissing(file: first) }
            return .classMismatch(file: first, scene: initial)
        case .segue(let identifier):
            // Segues of that identifier first: few, and only their sources' scenes are looked at.
            let satisfied = files.contains { file in
                file.segues.contains { segue in
                    segue.identifier?.value == identifier
                        && file.scenes.contains { $0.objectID == segue.sourceID && $0.customClass?.value == expectation.sourceClass }
                }
            }
            return satisfied ? .satisfied : .segueMissing(files: files)
        case .nibFirstObject:
            guard expected != nil else { return .satisfied }
            let object = first.firstTopLevelObject
            return object.map { classMatches(expected, $0) } == true ? .satisfied : .classMismatch(file: first, scene: object)
        case .nibOwner(let mayBeUnset):
            guard let expected else { return .satisfied }
            guard let owner = first.filesOwner else { return mayBeUnset ? .satisfied : .classMismatch(file: first, scene: nil) }
            if mayBeUnset, owner.customClass == nil { return .satisfied }
            return ownerAccepts(owner, instanceOf: expected) ? .satisfied : .classMismatch(file: first, scene: owner)
        }
    }

    private func sceneOutcome(
        in files: [InterfaceFileFacts], expected: String?, matches: (String) -> Bool, nearMiss: (String) -> Bool
    ) -> Evaluation.Outcome {
        for file in files {
            if let scene = file.scenes.first(where: { $0.storyboardIdentifier.map { matches($0.value) } ?? false }) {
                return classMatches(expected, scene) ? .satisfied : .classMismatch(file: file, scene: scene)
            }
        }
        for file in files {
            if let scene = file.scenes.first(where: { $0.storyboardIdentifier.map { nearMiss($0.value) } ?? false }) {
                return .nearMiss(file: file, scene: scene)
            }
        }
        return files.isEmpty ? .unknown : .sceneMissing(files: files)
    }

    /// "Profile " or "profileViewController" for "ProfileViewController".
    static func differsOnlyByCaseOrSpaces(_ candidate: String, _ identifier: String) -> Bool {
        guard candidate != identifier else { return false }
        // Trimmed only when it has spaces to trim: every scene of a storyboard is asked on each save.
        let hasEnds = candidate.first?.isWhitespace == true || candidate.last?.isWhitespace == true
        return (hasEnds ? candidate.trimmingCharacters(in: .whitespacesAndNewlines) : candidate).lowercased() == identifier.lowercased()
    }

    /// Whether an object whose class is given by `scene` (its custom class, or its element) is an
    /// instance of `expected`. Project classes are compared through their superclass chains; an
    /// SDK class only against an object without a custom class (by its element) or a project
    /// class; a protocol or external class cannot be judged, and passes.
    func classMatches(_ expected: String?, _ scene: Scene) -> Bool {
        guard let expected = expected.map(Identifiers.simpleName) else { return true }
        if let actual = scene.customClass?.value {
            if isClass(actual, kindOf: expected) { return true }
            if declarations(ofType: expected) != nil { return false }
            // An SDK class expected of a project class: its chain says; of anything else, unknown.
            guard Self.isPlatformClass(expected), let chain = superclassChain(of: actual) else { return true }
            return chain.contains(expected) || Self.isGenericController(expected)
        }
        if declarations(ofType: expected) != nil { return false }
        guard Self.isPlatformClass(expected) else { return true }
        let elementClass = String(expected.prefix(2)) + scene.elementName.prefix(1).uppercased() + scene.elementName.dropFirst()
        return elementClass == expected || Self.isGenericController(expected) || scene.elementName.hasSuffix("Placeholder")
    }

    /// A xib's File's Owner takes an instance of `instance` when the instance is a kind of the
    /// owner's class: a subclass may load its superclass's xib, but a class cannot load one whose
    /// owner is its subclass (it lacks the subclass's outlets). What cannot be judged passes: a
    /// class whose ancestry is not known to reach UIKit or AppKit, or a generic one, which
    /// Interface Builder cannot name (its subclasses' xibs name them instead).
    func ownerAccepts(_ owner: Scene, instanceOf instance: String) -> Bool {
        guard let ownerClass = owner.customClass?.value else { return classMatches(instance, owner) }
        let instance = Identifiers.simpleName(instance)
        guard ownerClass != instance, let chain = superclassChain(of: instance) else { return true }
        if chain.contains(ownerClass) { return true }
        return viewController(simpleName: instance)?.declaration.genericParameters.isEmpty == false
    }

    static func isPlatformClass(_ name: String) -> Bool { name.hasPrefix("UI") || name.hasPrefix("NS") }

    /// Every scene controller is one of these.
    private static func isGenericController(_ name: String) -> Bool { name == "UIViewController" || name == "NSViewController" }
}
