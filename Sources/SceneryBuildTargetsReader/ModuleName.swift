import Foundation

/// How a build names the Swift module of a product or a package target.
enum ModuleName {
    /// `name` as a C99 extended identifier: what Xcode's `$(…:c99extidentifier)` gives for
    /// `PRODUCT_NAME`, and the module name of a Swift package target.
    ///
    /// The name is first NFC-normalized; then every Unicode scalar that is neither a letter, a number
    /// nor `_` becomes `_`, and a leading decimal digit is replaced (not prefixed) by `_`:
    /// `my-app` → `my_app`, `App.Widget` → `App_Widget`, `3D Viewer` → `_D_Viewer`, `Café Ω` → `Café_Ω`.
    /// Letters and numbers of any script are kept, an approximation of the C99 Annex D ranges.
    static func c99Identifier(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            if result.isEmpty, scalar.properties.numericType == .decimal {
                result.append("_")
            } else if scalar == "_" || isLetterOrNumber(scalar) {
                result.append(scalar)
            } else {
                result.append("_")
            }
        }
        return String(result)
    }

    private static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}

/// Absolute paths handled as text: joined and standardized without asking the file system.
enum PathText {
    /// `path` made absolute against `directory` (unless it already is) and standardized.
    static func resolve(_ path: String, in directory: String) -> String {
        standardized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// An absolute path without empty, `.` and `..` components nor a trailing `/` (`..` above the
    /// root stays at the root). Symbolic links are not resolved.
    static func standardized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The folder holding the file at `path` (`/` for a file at the root).
    static func directory(of path: String) -> String {
        let standard = standardized(path)
        guard let slash = standard.lastIndex(of: "/"), slash != standard.startIndex else { return "/" }
        return String(standard[..<slash])
    }
}
