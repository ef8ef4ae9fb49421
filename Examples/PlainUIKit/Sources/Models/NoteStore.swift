import Foundation

/// The notes, kept in memory. The app delegate creates the one store and every screen is handed
/// it: the tab bar controller passes it on to the tabs, each screen to the next.
@MainActor
final class NoteStore {
    enum SortOrder: String, CaseIterable {
        case modified
        case title

        var title: String {
            switch self {
            case .modified: "Date Modified"
            case .title: "Title"
            }
        }
    }

    private(set) var notes: [Note]
    var sortOrder = SortOrder.modified

    init(notes: [Note] = Note.samples) {
        self.notes = notes
    }

    var folders: [String] {
        Set(notes.map(\.folder)).sorted()
    }

    func notes(in folder: String) -> [Note] {
        sorted(notes.filter { $0.folder == folder })
    }

    /// The last edited notes, newest first.
    func recentNotes(limit: Int = 10) -> [Note] {
        Array(notes.sorted { $0.modified > $1.modified }.prefix(limit))
    }

    /// Adds the note, or replaces the one with its id.
    func save(_ note: Note) {
        var saved = note
        saved.modified = Date()
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = saved
        } else {
            notes.append(saved)
        }
    }

    private func sorted(_ notes: [Note]) -> [Note] {
        switch sortOrder {
        case .modified: notes.sorted { $0.modified > $1.modified }
        case .title: notes.sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        }
    }
}
