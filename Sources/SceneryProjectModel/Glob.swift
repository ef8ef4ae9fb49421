@_spi(Scenery) import ScenerySourceText

/// Globs over project-relative paths: `*` and `?` stay within a path component, `**` spans
/// folders; a glob without a slash matches a file or folder name anywhere.
@_spi(Scenery) public enum Glob {
    @_spi(Scenery) public static func matches(_ glob: String, _ path: String) -> Bool {
        let pattern = glob.hasPrefix("/") ? String(glob.dropFirst()) : glob
        if !pattern.contains("/") {
            return path.split(separator: "/").contains { match(Array(pattern), 0, Array($0), 0) }
        }
        let components = Array(path)
        return match(Array(pattern), 0, components, 0) || match(Array(pattern + "/**"), 0, components, 0)
    }

    /// Why `glob` can match no project-relative path, for the configuration's issues; nil when it can.
    @_spi(Scenery) public static func problem(_ glob: String) -> String? {
        if glob.isEmpty || glob == "/" { return "is empty: it matches no path" }
        if glob.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." }) {
            return "has a '.' or '..' component: it is matched against paths from the project root, which have none"
        }
        return nil
    }

    private static func match(_ pattern: [Character], _ p: Int, _ text: [Character], _ t: Int) -> Bool {
        if p == pattern.count { return t == text.count }
        if pattern[p] == "*" {
            let doubleStar = p + 1 < pattern.count && pattern[p + 1] == "*"
            let next = doubleStar ? (p + 2 < pattern.count && pattern[p + 2] == "/" ? p + 3 : p + 2) : p + 1
            var index = t
            while true {
                if match(pattern, next, text, index) { return true }
                guard index < text.count, doubleStar || text[index] != "/" else { return false }
                index += 1
            }
        }
        guard t < text.count, pattern[p] == "?" ? text[t] != "/" : pattern[p] == text[t] else { return false }
        return match(pattern, p + 1, text, t + 1)
    }
}
