import Foundation
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
import SceneryCLI
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

// MARK: rename

extension Tools {
    struct RenameArguments: Decodable {
        var kind: Choice<RenameTarget.NamedKind>
        var name: String
        var newName: String
        var storyboard: String?
        var from: String?
        var apply: Bool?
    }

    struct Renaming: Encodable {
        struct Move: Encodable {
            var from: String
            var to: String
        }

        var edits: [FileEditAnswer]
        var moves: [Move]
        var applied: Bool
    }

    static let rename = Tool.make(
        name: "rename", title: "Rename a Storyboard ID, segue, storyboard or xib",
        description: "Rename everywhere it is written (scenes, segues, string literals in code, storyboard references, file "
            + "names with the Xcode project and Info.plist) with the editor's rename, refused with the reason when some code "
            + "names it otherwise than by a literal or the new name is taken. Returns the edits and file moves; writes them "
            + "only with `apply: true`.",
        input: Schema.object(
            [
                "kind": Schema.string(oneOf: Choice<RenameTarget.NamedKind>.words),
                "name": Schema.string("The current name (a storyboard or xib without its extension)."),
                "newName": Schema.string(),
                "storyboard": Schema.string("For a Storyboard ID: rename it in this storyboard only (name without extension)."),
                "from": Schema.string("For a segue: the class whose scenes it leaves, when segues of that identifier leave several."),
                "apply": Schema.boolean("Write the edits and move the files (default false: only return them)."),
            ],
            required: ["kind", "name", "newName"]
        ),
        output: Schema.object(
            [
                "edits": Schema.array(of: Schema.fileEdit),
                "moves": Schema.array(of: Schema.object(["from": Schema.string(), "to": Schema.string()], required: ["from", "to"])),
                "applied": Schema.boolean(),
            ],
            required: ["edits", "moves", "applied"]
        ),
        effect: .editsProjectFiles
    ) { (host, arguments: RenameArguments) in
        let root = host.configuration.root
        let (renaming, answer, originals) = try host.answer { analysis, texts in
            let target = try analysis.renameTarget(
                named: arguments.name, kind: arguments.kind.value, storyboard: arguments.storyboard, sourceClass: arguments.from
            )
            .mapError { ToolFailure($0.description) }.get()
            let renaming = try analysis.rename(target, to: arguments.newName, place: texts.place, files: .disk)
                .flatMap { host.fixChecker().checked($0, of: target) }
                .mapError { ToolFailure($0.description) }.get()
            let answer = Renaming(
                edits: renaming.edits.map { texts.answer($0, linesRead: renaming.linesRead) },
                moves: renaming.moves.map { Renaming.Move(from: texts.relativePath($0.from), to: texts.relativePath($0.to)) }, applied: false
            )
            let files = IndexedFileReader(index: analysis.index, linesRead: renaming.linesRead)
            let originals = Set(renaming.edits.map(\.path)).reduce(into: [String: SourceText]()) { $0[$1] = files.text(of: $1) }
            return (renaming, answer, originals)
        }
        guard arguments.apply == true else { return ToolOutput(text: text(of: answer), structured: answer) }
        try apply(renaming, originals: originals, root: root, to: &host)
        var applied = answer
        applied.applied = true
        return ToolOutput(text: text(of: applied), structured: applied)
    }

    /// Writes the edits (each file only while it holds the text they were made on), then moves
    /// the files, each inside the project and onto no existing file; the host reads them again.
    private static func apply(_ renaming: RenameEdit, originals: [String: SourceText], root: String, to host: inout ProjectHost) throws {
        let edits = Dictionary(grouping: renaming.edits, by: \.path).mapValues { $0.map(\.edit) }
        if let unread = edits.keys.sorted().first(where: { originals[$0] == nil }) {
            throw ToolFailure("\(host.configuration.relativePath(unread)) changed since Scenery read it; nothing was written: ask again")
        }
        func isInside(_ path: String) -> Bool { URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(root + "/") }
        if let outside = renaming.moves.first(where: { !isInside($0.from) || !isInside($0.to) }) {
            throw ToolFailure("The rename would move \(outside.from) to \(outside.to), outside the project; nothing was written")
        }
        if let taken = renaming.moves.first(where: { FileManager.default.fileExists(atPath: $0.to) }) {
            throw ToolFailure("\(host.configuration.relativePath(taken.to)) exists already; nothing was written")
        }
        let (written, failures) = applyEdits(edits, to: originals, root: root)
        var changed = written
        defer { host.reindex(changed) }
        guard failures.isEmpty else {
            throw ToolFailure(
                "Written: \(written.map(host.configuration.relativePath).joined(separator: ", ")); not written: \(failures.map { "\($0)" }.joined(separator: "; "))"
            )
        }
        for move in renaming.moves {
            do {
                try FileManager.default.moveItem(atPath: move.from, toPath: move.to)
                changed += [move.from, move.to]
            } catch {
                throw ToolFailure("The edits were written, but \(move.from) could not be moved to \(move.to): \(error.localizedDescription)")
            }
        }
    }

    private static func text(of renaming: Renaming) -> String {
        let verb = renaming.applied ? "Applied" : "Would apply (pass apply: true to write)"
        var lines = [
            "\(verb): \(renaming.edits.count) edit(s) in \(Set(renaming.edits.map(\.file)).count) file(s), \(renaming.moves.count) file move(s)"
        ]
        lines += renaming.edits.map { "\($0.file):\($0.startLine):\($0.startColumn): \($0.newText)" }
        lines += renaming.moves.map { "move \($0.from) -> \($0.to)" }
        return lines.joined(separator: "\n")
    }
}

// MARK: completion_for

extension Tools {
    struct CompletionArguments: Decodable {
        var file: String
        var line: Int
        var filter: String?
    }

    struct Completions: Encodable {
        struct Call: Encodable {
            var screen: String
            var kind: String
            /// The whole call, receiver and arguments (each its parameter's name or default value).
            var code: String
            /// Where the screen comes from and the parameters: `Profile.storyboard · (user: User)`.
            var detail: String
        }

        /// The kinds of call code at the line can make.
        var kinds: [String]
        var calls: [Call]
        /// More screens match than were listed: narrow `filter`.
        var isIncomplete: Bool
    }

    static let completionFor = Tool.make(
        name: "completion_for", title: "Factory calls for a line",
        description: "The factory calls that can be written at a line of a Swift file: `create` anywhere, and inside a view "
            + "controller also `push` (through its navigation controller) and `present`, each with its arguments. `filter` keeps "
            + "the screens whose name contains it (any case).",
        input: Schema.object(
            [
                "file": Schema.string("A Swift file of the project (relative to the root, or absolute)."),
                "line": Schema.integer("One-based.", minimum: 1),
                "filter": Schema.string("Part of a screen's name."),
            ],
            required: ["file", "line"]
        ),
        output: Schema.object(
            [
                "kinds": Schema.array(of: Schema.string(oneOf: ["create", "push", "present"])),
                "calls": Schema.array(
                    of: Schema.object(
                        [
                            "screen": Schema.string(), "kind": Schema.string(oneOf: ["create", "push", "present"]), "code": Schema.string(),
                            "detail": Schema.string(),
                        ],
                        required: ["screen", "kind", "code", "detail"]
                    )
                ),
                "isIncomplete": Schema.boolean(),
            ],
            required: ["kinds", "calls", "isIncomplete"]
        )
    ) { (host, arguments: CompletionArguments) in
        let path = try host.projectFile(arguments.file)
        guard path.hasSuffix(".swift") else { throw ToolFailure("\(arguments.file) is not a Swift file: factory calls are written in Swift") }
        let completions = try host.answer { analysis, texts in
            guard let lines = texts.lineIndex(of: path) else { throw ToolFailure("\(arguments.file) cannot be read") }
            guard (1...lines.lineCount).contains(arguments.line) else {
                throw ToolFailure("\(arguments.file) has \(lines.lineCount) line(s); line \(arguments.line) is not one of them")
            }
            let kinds = analysis.factoryCallKinds(at: lines.lineRange(arguments.line - 1).lowerBound, in: path)
            var incomplete = false
            let calls = kinds.flatMap { kind in
                let (calls, isIncomplete) = analysis.factoryCalls(kind, typed: arguments.filter ?? "")
                // Fewer than the limit matched what was typed: all of them are listed.
                incomplete = incomplete || (isIncomplete && calls.count >= Analysis.completionLimit)
                return calls.filter { call in arguments.filter.map { call.screen.localizedCaseInsensitiveContains($0) } ?? true }
                    .map { Completions.Call(screen: $0.screen, kind: kind.rawValue, code: $0.code, detail: $0.candidate.detail) }
            }
            return Completions(kinds: kinds.map(\.rawValue), calls: calls, isIncomplete: incomplete)
        }
        let text = completions.calls.isEmpty ? "No factory call fits here." : completions.calls.map(\.code).joined(separator: "\n")
        return ToolOutput(text: text + (completions.isIncomplete ? "\n(more screens match: narrow the filter)" : ""), structured: completions)
    }
}
