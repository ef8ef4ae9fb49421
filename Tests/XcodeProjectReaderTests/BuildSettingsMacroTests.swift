@_spi(Scenery) import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryProjectModel
import Testing

/// Xcode's macro language, seen through the module name: `SWIFT_MODULE_NAME` is used as written,
/// `PRODUCT_NAME` through `c99extidentifier`.
@Suite struct BuildSettingsMacroTests {
    static let projectSettings = """
        FLAVOR_Release = Pro; EMPTY = ""; SELF = "a$(SELF)"; LIST = ("$(TARGET_NAME)", second, );
        """

    @Test(arguments: [
        ("$(TARGET_NAME)", "My App"),
        ("${TARGET_NAME}", "My App"),
        ("$TARGET_NAME.x", "My App.x"),
        ("$(PROJECT_NAME)_$(CONFIGURATION)", "Shop_Release"),
        ("$(SRCROOT)|$(PROJECT_DIR)", "/p/Shop|/p/Shop"),
        ("$(FLAVOR_$(CONFIGURATION))", "Pro"),
        ("${FLAVOR_${CONFIGURATION}}", "Pro"),
        ("$(TARGET_NAME:c99extidentifier)", "My_App"),
        ("$(TARGET_NAME:identifier)", "My_App"),
        ("$(TARGET_NAME:rfc1034identifier)", "My-App"),
        ("$(TARGET_NAME:lower)", "my app"),
        ("$(TARGET_NAME:upper)", "MY APP"),
        ("$(TARGET_NAME:lower:c99extidentifier)", "my_app"),
        ("$(EMPTY:default=Fallback)", "Fallback"),
        ("$(UNSET:default=$(TARGET_NAME:upper))", "MY APP"),
        ("$(TARGET_NAME:default=Other)", "My App"),
        ("$(LIST)", "My App second"),
        ("[$(UNSET)]", "[]"),
        ("$$(TARGET_NAME)", "$(TARGET_NAME)"),
        ("$(SELF)", "a"),
        ("$(TARGET_NAME", "$(TARGET_NAME"),
        ("cost: 5$", "cost: 5$"),
    ])
    func referencesExpand(expression: String, expected: String) throws {
        let reading = try Fixture.readSettings(projectSettings: Self.projectSettings, settings: "SWIFT_MODULE_NAME = \(Fixture.quoted(expression));")
        #expect(reading.targets.map(\.module) == [expected])
    }

    @Test(arguments: [
        ("12 3", "_2_3"),
        ("ÜTF-8", "ÜTF_8"),
        ("my-app", "my_app"),
        ("App.Widget", "App_Widget"),
        ("3D Viewer", "_D_Viewer"),
        ("Café Ω", "Café_Ω"),
        ("Cafe\u{301}", "Café"),
        ("Smile😀", "Smile_"),
        ("日本語", "日本語"),
    ])
    func productNamesBecomeC99ExtendedIdentifiers(productName: String, module: String) throws {
        let reading = try Fixture.readSettings(settings: "PRODUCT_NAME = \(Fixture.quoted(productName));")
        #expect(reading.targets.map(\.module) == [module])
    }

    @Test(arguments: ["", "PRODUCT_NAME = \"\";", "PRODUCT_NAME = \"$(UNSET)\";"])
    func withoutAProductNameTheTargetsNameIsTheModules(settings: String) throws {
        let reading = try Fixture.readSettings(target: "Tool-Kit 2", settings: settings)
        #expect(reading.targets.map(\.module) == ["Tool_Kit_2"])
    }

    @Test func aSwiftModuleNameWinsOverTheProductModuleName() throws {
        let reading = try Fixture.readSettings(
            settings: "PRODUCT_NAME = Product; PRODUCT_MODULE_NAME = ProductModule; SWIFT_MODULE_NAME = SwiftModule;")
        #expect(reading.targets.map(\.module) == ["SwiftModule"])
    }

    @Test func targetSettingsInheritFromTheProjects() throws {
        let reading = try Fixture.readSettings(
            projectSettings: "PRODUCT_NAME = Base; OTHER = \"$(inherited) x\";",
            settings: "PRODUCT_NAME = \"$(inherited)Line\"; SWIFT_MODULE_NAME = \"$(PRODUCT_NAME)|$(OTHER)\";"
        )
        #expect(reading.targets.map(\.module) == ["BaseLine| x"])
    }
}
