@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryProjectIndex
@_spi(Scenery) import SceneryProjectModel
import Testing

/// Whether the project passes factories' arguments with their labels is detected from the calls
/// of its Swift files: a storyboard's change keeps the calls as counted, a Swift file's change
/// counts them again.
@Suite struct LabelledCallsTests {
    static func storyboard(identifier: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="s"><objects><viewController storyboardIdentifier="\(identifier)" id="o" customClass="OrderViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """.utf8)
    }

    static func caller(_ arguments: String) -> [UInt8] {
        Array("final class Menu: UIViewController {\n    func show() { navigationController?.push.orderViewController(\(arguments)) }\n}".utf8)
    }

    @Test func aStoryboardChangeKeepsTheCallsCountedAndASwiftChangeCountsThemAgain() {
        var configuration = ProjectConfiguration(root: "/p", outputPath: "/p/Generated.swift")
        configuration.detectedKeys = ProjectConfiguration.detectableKeys
        var analysis = Analysis(configuration: configuration)
        analysis.update(files: [
            ("/p/Order.swift", Array("final class OrderViewController: UIViewController {\n    func initialize(order: Int) {}\n}".utf8)),
            ("/p/Main.storyboard", Self.storyboard(identifier: "OrderViewController")),
            ("/p/Menu.swift", Self.caller("1")),
        ])
        #expect(analysis.generatorOptions.parameterLabels == .unlabeled)
        #expect(analysis.labelledCallsMemo.computed?.map(\.name) == ["orderViewController"])

        analysis.update(path: "/p/Main.storyboard", bytes: Self.storyboard(identifier: "Order"))
        #expect(analysis.labelledCallsMemo.computed?.map(\.name) == ["orderViewController"])
        #expect(analysis.generatorOptions.parameterLabels == .unlabeled)

        analysis.update(path: "/p/Menu.swift", bytes: Self.caller("order: 1"))
        #expect(analysis.labelledCallsMemo.computed == nil)
        #expect(analysis.generatorOptions.parameterLabels == .keep)
        #expect(analysis.labelledCallsMemo.computed?.map(\.labels) == [["order"]])
    }
}
