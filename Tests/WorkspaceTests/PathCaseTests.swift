import Foundation
import Testing
import SceneryTestSupport
@_spi(Scenery) @testable import SceneryWorkspace

/// One file, one path on a volume that ignores case. This machine's volumes heed case, so a volume
/// that ignores it is made of the calls `PathCase` makes.
@Suite struct PathCaseTests {
    /// A volume of folders and files by their names as listed, answering to any case when `ignoresCase`.
    final class Volume: @unchecked Sendable {
        let ignoresCase: Bool
        /// Listed paths, each with its inode; folders have entries.
        var inodes: [String: UInt64] = ["/": 1]
        var entries: [String: [String]] = ["/": []]
        var modified: [String: Int] = [:]
        private(set) var listed: [String] = []
        private(set) var statted = 0

        init(ignoresCase: Bool, files: [String]) {
            self.ignoresCase = ignoresCase
            for file in files { add(file) }
        }

        func add(_ path: String) {
            var folder = "/"
            for name in path.split(separator: "/").map(String.init) {
                let child = folder == "/" ? "/" + name : folder + "/" + name
                if inodes[child] == nil {
                    inodes[child] = UInt64(inodes.count + 1)
                    entries[folder, default: []].append(name)
                    modified[folder, default: 0] += 1
                }
                folder = child
            }
        }

        /// The listed path a name answers to.
        private func find(_ path: String) -> String? {
            if inodes[path] != nil { return path }
            guard ignoresCase else { return nil }
            return inodes.keys.first { $0.lowercased() == path.lowercased() }
        }

        var fileSystem: PathCase.FileSystem {
            PathCase.FileSystem(
                status: { path in
                    self.statted += 1
                    return self.find(path).map { PathCase.Status(device: 7, inode: self.inodes[$0] ?? 0, modified: self.modified[$0] ?? 0) }
                },
                entries: { path in
                    self.listed.append(path)
                    return self.find(path).flatMap { self.entries[$0] }
                }
            )
        }
    }

    @Test func onAVolumeThatIgnoresCaseAPathTakesTheCaseItsFoldersList() {
        let volume = Volume(
            ignoresCase: true,
            files: ["/Users/me/App/Sources/HomeViewController.swift", "/Users/me/App/Main.storyboard", "/Users/me/App/Straße.swift"])
        let paths = PathCase(volume.fileSystem)
        #expect(paths.onDisk("/users/ME/app/sources/homeviewcontroller.SWIFT") == "/Users/me/App/Sources/HomeViewController.swift")
        #expect(paths.onDisk("/Users/me/App/Main.storyboard") == "/Users/me/App/Main.storyboard")
        // What does not exist keeps the case it was given, after the folders that do.
        #expect(paths.onDisk("/users/me/app/New.storyboard") == "/Users/me/App/New.storyboard")
        // A letter whose other case is two (`ß`, `SS`) is left as it is when the volume is probed.
        #expect(PathCase(volume.fileSystem).onDisk("/users/me/app/straße.swift") == "/Users/me/App/Straße.swift")
    }

    @Test func aListingIsKeptUntilItsFolderChanges() {
        let volume = Volume(ignoresCase: true, files: ["/App/Sources/Home.swift"])
        let paths = PathCase(volume.fileSystem)
        _ = paths.onDisk("/app/sources/home.swift")
        let listings = volume.listed.count
        _ = paths.onDisk("/app/sources/home.swift")
        #expect(volume.listed.count == listings)
        volume.add("/App/Sources/Profile.swift")
        #expect(paths.onDisk("/app/sources/profile.swift") == "/App/Sources/Profile.swift")
        #expect(volume.listed.count == listings + 1)
    }

    @Test func onAVolumeThatHeedsCaseNothingIsListedAndTheVolumeIsAskedOnce() {
        let volume = Volume(ignoresCase: false, files: ["/App/Sources/Home.swift"])
        let paths = PathCase(volume.fileSystem)
        #expect(paths.onDisk("/App/Sources/Home.swift") == "/App/Sources/Home.swift")
        #expect(paths.onDisk("/app/sources/home.swift") == "/app/sources/home.swift")
        let statted = volume.statted
        // The caller's own `stat` gives the device: a volume already asked costs nothing more.
        #expect(paths.onDisk("/App/Sources/Home.swift", device: 7) == "/App/Sources/Home.swift")
        #expect(volume.statted == statted)
        #expect(volume.listed.isEmpty)
    }

    @Test func theRealPathOfAFileHereIsItsOwn() throws {
        let root = try Fixture.written("-- Sources/Home.swift --\nlet x = 1\n", prefix: "path-case")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/Sources/Home.swift"
        #expect(Workspace.realPath(of: URL(fileURLWithPath: file)) == file)
        #expect(Workspace.realPath(of: URL(fileURLWithPath: root + "/Sources/../Sources/Home.swift").standardizedFileURL) == file)
    }
}
