/// The classes of the code a project builds without Scenery indexing it (CocoaPods' `Pods/`,
/// Carthage's `Carthage/`), by their superclasses: enough to follow a screen's chain through a
/// dependency's base class (`final class SettingsViewController: FormViewController`) to UIKit's.
@_spi(Scenery) public struct VendoredClasses: Hashable, Sendable {
    /// A class's simple name → its superclass's, as declared (`open class FormViewController:
    /// UIViewController`, `@interface XLFormViewController : UIViewController`); the first
    /// declaration of a name read counts.
    @_spi(Scenery) public var superclasses: [String: String]

    @_spi(Scenery) public init(superclasses: [String: String] = [:]) {
        self.superclasses = superclasses
    }

    /// How many superclasses `chain(from:)` follows: a loop or a very deep hierarchy ends there.
    static let maximumDepth = 16

    /// `name` and its vendored superclasses up to the first class `isPlatform` takes (included);
    /// nil when `name` is not vendored or the chain reaches no such class.
    @_spi(Scenery) public func chain(from name: String, isPlatform: (String) -> Bool) -> [String]? {
        var chain = [name]
        var current = name
        for _ in 0..<Self.maximumDepth {
            guard let superclass = superclasses[current] else { return nil }
            chain.append(superclass)
            if isPlatform(superclass) { return chain }
            current = superclass
        }
        return nil
    }
}
