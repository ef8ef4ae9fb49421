/// The project's indexed files as the disk spells them. An Xcode project may name a file or a group
/// in another case than its folder on disk (`PDFGeneration` for `PdfGeneration`): macOS volumes
/// ignore case, so Xcode builds it, and the path is taken as the file or folder it names there.
final class IndexedPaths {
    let sorted: [String]
    private let files: Set<String>

    /// `sorted`: the indexed files, absolute.
    init(_ sorted: [String]) {
        self.sorted = sorted
        files = Set(sorted)
    }

    /// Each lower-cased file path, and folder path, that the indexed files spell in one way only,
    /// with that spelling: made at the first path that is not spelt as on disk.
    private lazy var spellings: [String: String] = {
        var spellings: [String: String?] = [:]
        func add(_ path: Substring) {
            let key = path.lowercased()
            if let known = spellings[key] {
                if known != String(path) { spellings[key] = .some(nil) }
            } else {
                spellings[key] = String(path)
            }
        }
        for file in sorted {
            add(file[...])
            var end = file.endIndex
            while let slash = file[..<end].lastIndex(of: "/"), slash > file.startIndex {
                add(file[..<slash])
                end = slash
            }
        }
        return spellings.compactMapValues { $0 }
    }()

    /// The indexed file `path` names, as the disk spells it; `path` itself when none or several.
    func file(_ path: String) -> String {
        files.contains(path) ? path : spellings[path.lowercased()] ?? path
    }

    /// The folder `path` names, as the disk spells it, when it holds indexed files; `path` itself otherwise.
    func folder(_ path: String) -> String {
        let prefix = path + "/"
        let start = Self.lowerBound(of: prefix, in: sorted)
        if start < sorted.count, sorted[start].hasPrefix(prefix) { return path }
        return spellings[path.lowercased()] ?? path
    }

    /// Where `value` is, or would be, in `sorted`: a binary search.
    static func lowerBound(of value: String, in sorted: [String]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
