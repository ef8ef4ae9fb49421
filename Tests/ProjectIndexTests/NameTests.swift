@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Testing

/// The name helpers the join calls for every class, conformance and file.
@Suite struct NameTests {
    @Test func aWrittenNameNamesATypeBareOrQualified() {
        #expect(Identifiers.names("StoryboardInstantiatable", "StoryboardInstantiatable"))
        #expect(Identifiers.names("App.StoryboardInstantiatable", "StoryboardInstantiatable"))
        #expect(!Identifiers.names("MyStoryboardInstantiatable", "StoryboardInstantiatable"))
        #expect(!Identifiers.names("Instantiatable", "StoryboardInstantiatable"))
        #expect(!Identifiers.names("", "Storyboardable"))
    }

    @Test func simpleNames() {
        #expect(Identifiers.simpleName("App.Outer.Inner") == "Inner")
        #expect(Identifiers.simpleName("ProfileViewController") == "ProfileViewController")
    }

    @Test func interfaceFileNamesDropTheFoldersAndTheExtension() {
        func name(_ path: String) -> String { InterfaceFileFacts(path: path, kind: .storyboard).name }
        #expect(name("/p/App/Base.lproj/Main.storyboard") == "Main")
        #expect(name("Profile.v2.storyboard") == "Profile.v2")
        #expect(name("/p/NoExtension") == "NoExtension")
    }
}
