import Foundation
import Testing
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// Editor integrations must offer exactly the settings the server understands.
@Suite struct ClientSettingsTests {
    @Test func vscodeSettingsMatchTheConfigurationKeys() throws {
        let data = try #require(FileManager.default.contents(atPath: packageRoot + "/Clients/vscode/package.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let properties = try #require((contributes["configuration"] as? [String: Any])?["properties"] as? [String: Any])
        let settings = Set(properties.keys.filter { $0 != "scenery.path" }.map { String($0.dropFirst("scenery.".count)) })
        #expect(settings == Set(ConfigurationLoader.keys.keys))
        let events = try #require(manifest["activationEvents"] as? [String])
        #expect(events.contains("onLanguage:swift"))
        #expect(events.contains("workspaceContains:**/.scenery.yml"))
        let commands = try #require(contributes["commands"] as? [[String: Any]]).compactMap { $0["command"] as? String }
        #expect(commands == ["scenery.generate", "scenery.showScreens"])
    }

    /// The configuration table of Documentation/Configuration.md names every key, and no other.
    @Test func theDocumentationListsEveryKey() throws {
        let readme = try String(contentsOfFile: packageRoot + "/Documentation/Configuration.md", encoding: .utf8)
        let section = try #require(
            readme.components(separatedBy: "## Configuration: `.scenery.yml`").dropFirst().first?.components(separatedBy: "\n## ").first)
        let firstCells = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { $0.split(separator: "|").first }
        let documented = firstCells.flatMap { cell in cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        #expect(documented.sorted() == ConfigurationLoader.keys.keys.sorted())
    }

    @Test func theExtensionForwardsEverySetting() throws {
        let source = try String(contentsOfFile: packageRoot + "/Clients/vscode/src/extension.ts", encoding: .utf8)
        for key in ConfigurationLoader.keys.keys {
            #expect(source.contains("\"\(key)\""), "extension.ts does not forward \(key)")
        }
    }
}
