import Foundation

extension FileNameMapping {
    /// The storyboard file name (without extension) a raw value maps to; nil when unevaluable.
    @_spi(Scenery) public func fileName(for rawValue: String) -> String? {
        switch self {
        case .rawValue: rawValue
        // Foundation's own `capitalized`, as the app runs it: "onboardingFlow" -> "Onboardingflow".
        case .capitalized: rawValue.capitalized
        case .uppercasedFirstLetter: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        case .unevaluable: nil
        }
    }
}
