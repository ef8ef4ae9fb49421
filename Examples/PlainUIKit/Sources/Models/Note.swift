import Foundation

/// A note: a title, a body and tags, filed in one folder.
struct Note: Equatable, Identifiable {
    let id: UUID
    var title: String
    var body: String
    var tags: [String]
    var folder: String
    var modified: Date

    init(title: String, body: String = "", tags: [String] = [], folder: String, modified: Date = Date()) {
        self.id = UUID()
        self.title = title
        self.body = body
        self.tags = tags
        self.folder = folder
        self.modified = modified
    }

    /// The body's first line, for lists.
    var snippet: String {
        body.split(separator: "\n").first.map(String.init) ?? ""
    }

    var wordCount: Int {
        body.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).count
    }

    /// The note as Markdown, for exporting and sharing.
    var markdown: String {
        let tagLine = tags.isEmpty ? "" : "\n\n" + tags.map { "#\($0)" }.joined(separator: " ")
        return "# \(title)\n\n\(body)\(tagLine)"
    }
}

extension Note {
    /// What a fresh install shows.
    static let samples = [
        Note(title: "Welcome to Notebook", body: "Tap a note to read it, Edit to change it.", tags: ["help"], folder: "Inbox"),
        Note(title: "Groceries", body: "Milk\nEggs\nCoffee", tags: ["home"], folder: "Personal"),
        Note(title: "Release checklist", body: "Bump the version\nWrite the release notes", tags: ["work"], folder: "Work"),
    ]
}
