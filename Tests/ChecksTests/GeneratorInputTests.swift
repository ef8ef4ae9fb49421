@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Testing

/// What the snapshot tells the generator about the project's own declarations and files.
@Suite struct GeneratorInputTests {
    static let storyboard = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701"><scenes/></document>
        """.utf8)

    @Test func theSnapshotFillsWhatTheStylesNeed() {
        var index = ProjectIndex()
        index.update(
            path: "/project/Support.swift",
            bytes: Array(
                """
                import UIKit
                protocol Storyboardable {}
                enum Outer { protocol Nested {} }
                extension UIViewController: StoryboardIdentifiable {}
                extension UINavigationController: Themeable {}
                extension UIStoryboard { enum Name: String { case main = "Main", profile = "Profile" } }
                """.utf8))
        index.update(path: "/project/Generated.swift", bytes: Array("\(GeneratedFileHeader.firstLine)\nprotocol StoryboardInitializable {}\n".utf8))
        index.update(path: "/project/Profile.storyboard", bytes: Self.storyboard)
        index.update(path: "/project/Main.storyboard", bytes: Self.storyboard)
        let input = index.snapshot().generatorInput(options: GeneratorOptions())
        #expect(input.declaredProtocols == ["Storyboardable"])
        #expect(input.viewControllerConformances == ["StoryboardIdentifiable"])
        #expect(input.storyboardNames == ["Main", "Profile"])
        #expect(
            input.declaredStoryboardNames == [
                DeclaredStoryboardNames(
                    cases: [
                        DeclaredStoryboardNames.Case(name: "main", fileName: "Main"),
                        DeclaredStoryboardNames.Case(name: "profile", fileName: "Profile"),
                    ],
                    access: .internal
                )
            ])
    }

    @Test func aProjectWithoutNamesDeclaresNone() {
        var index = ProjectIndex()
        index.update(path: "/project/A.swift", bytes: Array("import UIKit\n".utf8))
        let input = index.snapshot().generatorInput(options: GeneratorOptions())
        #expect(input.declaredStoryboardNames.isEmpty)
        #expect(input.storyboardNames.isEmpty)
    }
}
