@_spi(Scenery) import SceneryBuildTargetsReader

/// A project read from hand-written texts: its `project.pbxproj` and the other files by path.
enum Fixture {
    /// A `project.pbxproj` as Xcode writes it around `objects` (the lines inside `objects = { … }`).
    static func pbxproj(_ objects: String, rootObject: String = "PROJECT") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {
        \(objects)
        \t};
        \trootObject = \(rootObject);
        }

        """
    }

    /// Reads `/p/<name>/<name>.xcodeproj`: `objects` wrapped by `pbxproj(_:)`, `files` (absolute)
    /// as the indexed files, `configurations` (absolute path → text) as the only other files.
    static func read(
        _ objects: String, name: String = "Shop", files: [String] = [], configurations: [String: String] = [:]
    ) throws -> XcodeProjectReading {
        try XcodeProjectReader.read(
            projectPath: "/p/\(name)/\(name).xcodeproj", pbxproj: Array(pbxproj(objects).utf8), indexedFiles: files.sorted(),
            readFile: { configurations[$0].map { Array($0.utf8) } }
        )
    }

    /// A project whose one native target, `target`, has `settings` in its only configuration
    /// (Release) and `projectSettings` at the project level (each a list of `KEY = value;` lines).
    static func readSettings(target: String = "My App", projectSettings: String = "", settings: String) throws -> XcodeProjectReading {
        try read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; targets = (T_APP, ); };
            G_MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT, ); defaultConfigurationName = Release; };
            C_PROJECT = {isa = XCBuildConfiguration; buildSettings = {\(projectSettings)}; name = Release; };
            T_APP = {isa = PBXNativeTarget; buildConfigurationList = CL_APP; buildPhases = (); name = "\(target)"; productType = "com.apple.product-type.application"; };
            CL_APP = {isa = XCConfigurationList; buildConfigurations = (C_APP, ); defaultConfigurationName = Release; };
            C_APP = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };
            """
        )
    }

    /// `text` as a quoted OpenStep string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
