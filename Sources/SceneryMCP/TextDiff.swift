/// A unified diff of two texts by lines, as `diff -u` writes it (three lines of context), for a
/// preview of what generation would change. The lines both share at the start and at the end are
/// set aside first, so that the usual change (a few factories) costs little however long the file.
enum TextDiff {
    static let context = 3
    /// The most cells of the table of common subsequences a diff fills (8 bytes each).
    static let maximumTable = 4_000_000

    /// Empty when the texts are equal.
    static func unified(from old: String, to new: String, oldName: String, newName: String) -> String {
        let before = lines(old)
        let after = lines(new)
        guard before != after else { return "" }
        let operations = diff(before, after)
        var hunks: [String] = []
        // Hunks: runs of changes with their context, merged where the context meets.
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .same else {
                index += 1
                continue
            }
            var start = index
            var end = index
            while start > 0, index - start < context, operations[start - 1].kind == .same { start -= 1 }
            while end < operations.count {
                if operations[end].kind != .same {
                    end += 1
                    continue
                }
                var run = end
                while run < operations.count, operations[run].kind == .same { run += 1 }
                if run == operations.count || run - end > 2 * context {
                    end = min(end + context, run)
                    break
                }
                end = run
            }
            let hunk = operations[start..<end]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1
            let newStart = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            var text = "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for operation in hunk {
                let line = operation.kind == .added ? after[operation.newLine] : before[operation.oldLine]
                text += (operation.kind == .added ? "+" : operation.kind == .removed ? "-" : " ") + line + "\n"
            }
            hunks.append(text)
            index = end
        }
        return "--- \(oldName)\n+++ \(newName)\n" + hunks.joined()
    }

    struct Operation {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// The line's index in the old text (for an added line, where it goes there).
        var oldLine: Int
        /// The line's index in the new text (for a removed line, where it was there).
        var newLine: Int
    }

    private static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The edit script from a longest common subsequence of the lines between the shared ends.
    static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        // lengths[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...]; past
        // `maximumTable` cells (a file rewritten throughout), none is looked for: all of it changed.
        let width = newMiddle.count + 1
        let searches = (oldMiddle.count + 1) * width <= maximumTable
        var lengths = [Int](repeating: 0, count: searches ? (oldMiddle.count + 1) * width : 0)
        for i in stride(from: searches ? oldMiddle.count - 1 : -1, through: 0, by: -1) {
            for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    oldMiddle[i] == newMiddle[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var operations = (0..<prefix).map { Operation(kind: .same, oldLine: $0, newLine: $0) }
        var (i, j) = (0, 0)
        while i < oldMiddle.count || j < newMiddle.count {
            if !searches {
                if i < oldMiddle.count {
                    operations.append(Operation(kind: .removed, oldLine: prefix + i, newLine: prefix))
                    i += 1
                } else {
                    operations.append(Operation(kind: .added, oldLine: prefix + i, newLine: prefix + j))
                    j += 1
                }
            } else if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                operations.append(Operation(kind: .same, oldLine: prefix + i, newLine: prefix + j))
                (i, j) = (i + 1, j + 1)
            } else if i < oldMiddle.count, j == newMiddle.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                // Removals before additions, as `diff -u` writes a changed line.
                operations.append(Operation(kind: .removed, oldLine: prefix + i, newLine: prefix + j))
                i += 1
            } else {
                operations.append(Operation(kind: .added, oldLine: prefix + i, newLine: prefix + j))
                j += 1
            }
        }
        operations += (0..<suffix).map { Operation(kind: .same, oldLine: old.count - suffix + $0, newLine: new.count - suffix + $0) }
        return operations
    }
}
