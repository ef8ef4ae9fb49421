/// The `objects` of a project.pbxproj by ID, and where the elements of its group tree are on disk.
/// Objects of the wrong shape read as absent.
struct XcodeProjectObjects {
    typealias Object = [String: Any]

    private let objects: [String: Object]
    /// Nothing in the file points from an element to its group: built once from the groups' `children`.
    private let parents: [String: String]
    /// The folder `SOURCE_ROOT` and the main group stand for: the one holding the `.xcodeproj`,
    /// moved by the project's `projectDirPath`.
    let projectDirectory: String
    /// The resolved path of each element asked for, and of the groups above it; nil when it is
    /// outside the checkout.
    private var paths: [String: String?] = [:]

    /// - objects: as parsed; `projectID` names the `PBXProject` in them, if any.
    init(objects: [AnyHashable: Any], projectPath: String, projectID: String) {
        var typed: [String: Object] = [:]
        typed.reserveCapacity(objects.count)
        for (id, fields) in objects {
            guard let id = id.base as? String, let fields = fields as? [AnyHashable: Any] else { continue }
            // Key by key: half the cost of casting to `[String: Any]`, and then lookups cost a fifth
            // of those with `AnyHashable` keys.
            var object = Object(minimumCapacity: fields.count)
            for (key, field) in fields {
                if let key = key.base as? String { object[key] = field }
            }
            typed[id] = object
        }
        self.objects = typed
        self.projectDirectory = PathText.resolve(Self.string(typed[projectID], "projectDirPath") ?? "", in: PathText.directory(of: projectPath))
        var parents: [String: String] = [:]
        // Sorted, so that an element listed by two groups gets the same one on every read.
        for id in self.objects.keys.sorted() {
            for child in Self.strings(self.objects[id], "children") where parents[child] == nil { parents[child] = id }
        }
        self.parents = parents
    }

    subscript(id: String) -> Object? { objects[id] }

    /// The objects of one class, in no particular order.
    func objects(isa: String) -> [(id: String, object: Object)] {
        objects.compactMap { Self.string($0.value, "isa") == isa ? ($0.key, $0.value) : nil }
    }

    /// The object `id` names when it is of class `isa`.
    func object(_ id: String, isa: String) -> Object? {
        objects[id].flatMap { Self.string($0, "isa") == isa ? $0 : nil }
    }

    static func string(_ object: Object?, _ key: String) -> String? { object?[key] as? String }

    /// A list of strings (IDs, paths); entries of another type are skipped.
    static func strings(_ object: Object?, _ key: String) -> [String] {
        (object?[key] as? [Any])?.compactMap { $0 as? String } ?? []
    }

    /// The absolute path of a file reference or group: its `path` against its `sourceTree`
    /// (`<group>`: the enclosing group's folder; a group without `path` adds nothing). Nil for
    /// other source trees (built products, the SDK…), which are outside the checkout.
    mutating func path(of id: String) -> String? {
        // Up to the first element whose folder is known or anchored, then down, remembering each.
        var pending: [(id: String, path: String?)] = []
        var seen: Set<String> = []
        var current = id
        var base: String?
        walk: while true {
            if let known = paths[current] {
                base = known
                break walk
            }
            guard seen.insert(current).inserted, let object = objects[current] else {
                // A cycle, or a missing group.
                base = nil
                break walk
            }
            pending.append((current, Self.string(object, "path")))
            switch Self.string(object, "sourceTree") ?? "<group>" {
            case "<group>":
                if let parent = parents[current] {
                    current = parent
                    continue walk
                }
                base = projectDirectory
            case "SOURCE_ROOT": base = projectDirectory
            case "<absolute>": base = "/"
            default: base = nil
            }
            break walk
        }
        for element in pending.reversed() {
            base = base.map { directory in element.path.map { PathText.resolve($0, in: directory) } ?? directory }
            paths[element.id] = base
        }
        return base
    }
}
