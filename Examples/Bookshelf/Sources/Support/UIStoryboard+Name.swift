import UIKit

/// The storyboards of the namespaced factories ("Create, Push, and Present in 1 LOC").
extension UIStoryboard {
    enum Name: String {
        case main = "Main"
        case library = "Library"
    }
}
