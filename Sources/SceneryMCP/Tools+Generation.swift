@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import ScenerySourceText
@_spi(Scenery) import SceneryWorkspace

// MARK: preview_generate

extension Tools {
    enum PreviewFormat: String, CaseIterable {
        case diff, text
    }

    struct PreviewArguments: Decodable {
        var format: Choice<PreviewFormat>?
    }

    struct Preview: Encodable {
        struct File: Encodable {
            var file: String
            /// `missing`, `stale` or `upToDate`, as `scenery generate --check` judges it.
            var status: String
            /// The whole generated text (format `text`).
            var text: String?
            /// From what is on disk to what would be written (format `diff`; empty when up to date).
            var diff: String?
        }

        struct Skipped: Encodable {
            var screen: String
            var reason: String
        }

        var files: [File]
        var factoryCount: Int
        var skipped: [Skipped]
    }

    static let skippedScreens = Schema.array(
        of: Schema.object(["screen": Schema.string(), "reason": Schema.string()], required: ["screen", "reason"]),
        "Screens without a factory, and why."
    )

    static let previewGenerate = Tool.make(
        name: "preview_generate", title: "Preview generated code",
        description: "What `scenery generate` would write (the factories, and the resource tests when configured), as a unified diff "
            + "from the files on disk (the default) or as the whole text. Writes nothing.",
        input: Schema.object(["format": Schema.string("diff (the default) or text.", oneOf: Choice<PreviewFormat>.words)]),
        output: Schema.object(
            [
                "files": Schema.array(
                    of: Schema.object(
                        [
                            "file": Schema.string(), "status": Schema.string(oneOf: ["missing", "stale", "upToDate"]),
                            "text": Schema.string(), "diff": Schema.string(),
                        ],
                        required: ["file", "status"]
                    )
                ),
                "factoryCount": Schema.integer(minimum: 0),
                "skipped": skippedScreens,
            ],
            required: ["files", "factoryCount", "skipped"]
        )
    ) { (host, arguments: PreviewArguments) in
        let outputs = host.analysis.generatedOutputs()
        let summary = GeneratedSummary(outputs)
        let relativePath = host.configuration.relativePath
        let files = outputs.map { output in
            let current = (try? Workspace.read(output.path).get()).map { String(decoding: $0, as: UTF8.self) }
            let status = current == nil ? "missing" : current == output.file.contents ? "upToDate" : "stale"
            let name = relativePath(output.path)
            let showsText = arguments.format?.value == .text
            return Preview.File(
                file: name, status: status, text: showsText ? output.file.contents : nil,
                diff: showsText
                    ? nil
                    : TextDiff.unified(
                        from: current ?? "", to: output.file.contents, oldName: current == nil ? "/dev/null" : "a/" + name, newName: "b/" + name)
            )
        }
        let text = files.map { file in
            let body = file.text ?? file.diff ?? ""
            return "\(file.file): \(file.status)" + (body.isEmpty ? "" : "\n" + body)
        }
        return ToolOutput(
            text: text.joined(separator: "\n"),
            structured: Preview(
                files: files, factoryCount: summary.factoryCount, skipped: summary.skipped.map { .init(screen: $0.screen, reason: $0.reason) })
        )
    }
}

// MARK: generate

extension Tools {
    struct GenerateArguments: Decodable {}

    struct Written: Encodable {
        struct File: Encodable {
            var file: String
            /// `written` or `unchanged`.
            var outcome: String
        }

        var files: [File]
        var factoryCount: Int
        var skipped: [Preview.Skipped]
    }

    static let generate = Tool.make(
        name: "generate", title: "Generate factories",
        description: "Write the generated factories (and the resource tests when configured) where `.scenery.yml` says, as "
            + "`scenery generate` does: only inside the project, never over a file Scenery did not generate, only when the bytes change.",
        input: Schema.object([:]),
        output: Schema.object(
            [
                "files": Schema.array(
                    of: Schema.object(
                        ["file": Schema.string(), "outcome": Schema.string(oneOf: ["written", "unchanged"])], required: ["file", "outcome"])
                ),
                "factoryCount": Schema.integer(minimum: 0),
                "skipped": skippedScreens,
            ],
            required: ["files", "factoryCount", "skipped"]
        ),
        effect: .writesGeneratedFiles
    ) { (host, _: GenerateArguments) in
        let summary = GeneratedSummary(host.analysis.generatedOutputs())
        let relativePath = host.configuration.relativePath
        let files = try host.writeGeneratedOutputs().map {
            Written.File(file: relativePath($0.path), outcome: $0.outcome == .written ? "written" : "unchanged")
        }
        return ToolOutput(
            text: files.map { "\($0.file): \($0.outcome)" }.joined(separator: "\n") + "\n\(summary.factoryCount) screen(s) with a factory",
            structured: Written(
                files: files, factoryCount: summary.factoryCount, skipped: summary.skipped.map { .init(screen: $0.screen, reason: $0.reason) })
        )
    }
}
