@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel

/// One file's diagnostics, from a run focused on it, and every key that run read (`SnapshotKey`).
@_spi(Scenery) public struct CheckedFile: Sendable, Equatable {
    @_spi(Scenery) public var diagnostics: [Diagnostic]
    @_spi(Scenery) public var reads: [SnapshotKey]
}

/// The project's diagnostics file by file, kept up to date change by change. Each file's
/// diagnostics are a unit that records what it read (`Dependencies`): after a change, the files
/// checked again are the changed ones and the readers of the keys the change altered
/// (`JoinChange.changedKeys(in:)`), each by a run focused on it, which gives what a run over the
/// whole project gives for that file. Made from an analysis, every file is checked so, on both
/// cores; made from a whole run's diagnostics, nothing is recorded, and the first change (or
/// `recordReads`) checks every file once, recording what each reads.
@_spi(Scenery) public struct ProjectDiagnostics: Sendable {
    /// Each file's diagnostics (those located there), in report order; files without any are absent.
    @_spi(Scenery) public private(set) var byPath: [String: [Diagnostic]] = [:]
    /// What each file's diagnostics read when last checked; nil until the first change records them.
    private var dependencies: Dependencies<String, SnapshotKey>?
    /// The rules checked (every rule but in tests).
    private let rules: [any Rule.Type]

    /// The diagnostics of the whole project of `rules`, each file's from a run focused on it, with what it read.
    @_spi(Scenery) public init(_ analysis: Analysis, rules: [any Rule.Type] = Checks.allRules) {
        self.rules = rules
        recordReads(in: analysis)
    }

    /// `diagnostics`, those of a run over the whole project of `rules`, in report order.
    @_spi(Scenery) public init(_ diagnostics: [Diagnostic], rules: [any Rule.Type] = Checks.allRules) {
        self.rules = rules
        for diagnostic in diagnostics { byPath[diagnostic.location.path, default: []].append(diagnostic) }
    }

    /// Every diagnostic, in report order.
    @_spi(Scenery) public var all: [Diagnostic] { byPath.keys.sorted().flatMap { byPath[$0] ?? [] } }

    /// Checks every file on its own, recording what each reads, unless that is recorded already.
    @_spi(Scenery) public mutating func recordReads(in analysis: Analysis) {
        guard dependencies == nil else { return }
        apply(refreshed(after: JoinChange(), in: analysis))
    }

    /// What one refresh checked.
    @_spi(Scenery) public struct Refresh: Sendable {
        /// Every file checked again, with what it read (nil: the file is gone from the project).
        fileprivate var checked: [String: CheckedFile?] = [:]
        /// Every file of the project was checked (the dependencies are recorded anew).
        fileprivate var everyFile = false
        /// The diagnostics, now, of the files whose diagnostics changed (an empty list: it has none now).
        @_spi(Scenery) public fileprivate(set) var changed: [String: [Diagnostic]] = [:]
    }

    /// Checks again the files `change` reaches (but those `known` already, from a run focused
    /// on them); returns those whose diagnostics changed.
    @discardableResult
    @_spi(Scenery) public mutating func update(after change: JoinChange, in analysis: Analysis, known: [String: CheckedFile] = [:]) -> Set<String> {
        let refresh = refreshed(after: change, in: analysis, known: known)
        apply(refresh)
        return Set(refresh.changed.keys)
    }

    /// What checking again the files `change` reaches finds, each checked on its own unless `known`.
    @_spi(Scenery) public func refreshed(after change: JoinChange, in analysis: Analysis, known: [String: CheckedFile] = [:]) -> Refresh {
        guard !change.isEmpty || !known.isEmpty || dependencies == nil else { return Refresh() }
        var refresh = Refresh()
        var paths = change.paths.union(known.keys)
        if let dependencies {
            paths.formUnion(dependencies.readers(of: change.changedKeys(in: analysis.snapshot)))
        } else {
            refresh.everyFile = true
            paths.formUnion(analysis.index.paths)
            paths.formUnion(byPath.keys)
        }
        let sorted = paths.sorted()
        let (index, rules) = (analysis.index, rules)
        // Each run is pure and on its own: the first change's pass over every file takes both cores.
        let checked = (0..<sorted.count).concurrentCompactMap { position -> (String, CheckedFile?) in
            let path = sorted[position]
            guard index.contentHash(of: path) != nil else { return (path, nil) }
            return (path, known[path] ?? analysis.checkedFile(path, rules: rules))
        }
        for (path, file) in checked {
            refresh.checked[path] = file
            let diagnostics = file?.diagnostics ?? []
            if diagnostics != byPath[path] ?? [] { refresh.changed[path] = diagnostics }
        }
        return refresh
    }

    /// Takes each checked file's diagnostics and reads.
    @_spi(Scenery) public mutating func apply(_ refresh: Refresh) {
        if refresh.everyFile { dependencies = Dependencies() }
        for (path, file) in refresh.checked {
            if let file { dependencies?.record(path, file.reads) } else { dependencies?.forget(path) }
        }
        for (path, diagnostics) in refresh.changed { byPath[path] = diagnostics.isEmpty ? nil : diagnostics }
    }
}
