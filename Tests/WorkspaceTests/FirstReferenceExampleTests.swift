import Foundation
import Testing
@_spi(Scenery) import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
@_spi(Scenery) import SceneryHost
@_spi(Scenery) import SceneryProjectModel
import SceneryTestSupport
@_spi(Scenery) import SceneryWorkspace

/// A project shaped as the first reference's example app ("Create, Push, and Present Any View
/// Controller in 1 LOC"), without its generated files and with no `.scenery.yml`: two code-only
/// screens (one with `initialize(...)`), three storyboard screens that adopt its
/// `StoryboardInstantiatable` (one with `initialize(...)`), its own protocol, `instantiate` helper
/// and `UIStoryboard.Name` whose file names are the raw values upper-cased first, and calls that
/// pass the factories' arguments without labels. Zero configuration must give the five factories
/// the reference's templates generate, with the same signatures, and report no problem.
@Suite struct FirstReferenceExampleTests {
    static let project = """
        -- Source/Constants/UIStoryboard+Name.swift --
        import UIKit
        extension UIStoryboard {
            enum Name: String {
                case main
                case storyboardA
                case storyboardB
                var fileName: String { rawValue.uppercasedFirstLetter() }
            }
        }
        extension String {
            func uppercasedFirstLetter() -> String { prefix(1).uppercased() + dropFirst() }
        }
        -- Source/Instantiation/StoryboardInstantiatable.swift --
        import UIKit
        protocol StoryboardInstantiatable: UIViewController {
            static var storyboardName: UIStoryboard.Name { get }
        }
        extension UIViewController {
            static func instantiate<ViewController: StoryboardInstantiatable>(_ type: ViewController.Type) -> ViewController {
                let storyboard = UIStoryboard(name: ViewController.storyboardName.fileName, bundle: nil)
                return storyboard.instantiateViewController(withIdentifier: String(describing: type)) as! ViewController
            }
        }
        -- Source/Model/LeafAmount.swift --
        enum LeafAmount: String, CaseIterable { case few, many }
        -- Source/Screens/MainViewController.swift --
        import UIKit
        class MainViewController: UIViewController {
            var sliderValue: Float = 1
            var flowerName = "Rose"
            func showSeasons() {
                present.springViewController(sliderValue, flowerName)
                navigationController?.push.springViewController(sliderValue, flowerName)
                present.summerViewController()
                navigationController?.push.autumnViewController(true, LeafAmount.allCases[0])
                present.winterViewController()
            }
        }
        extension MainViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { return .main }
        }
        -- Source/Screens/SpringViewController.swift --
        import UIKit
        class SpringViewController: UIViewController {
            fileprivate var windSpeed: Float!
            fileprivate var flowerName: String!
        }
        extension SpringViewController {
            func initialize(windSpeed: Float, flowerName: String) {
                self.windSpeed = windSpeed
                self.flowerName = flowerName
            }
        }
        -- Source/Screens/SummerViewController.swift --
        import UIKit
        class SummerViewController: UIViewController {}
        -- Source/Screens/AutumnViewController.swift --
        import UIKit
        class AutumnViewController: UIViewController {
            fileprivate var everydayRain: Bool!
            fileprivate var leafAmount: LeafAmount!
        }
        extension AutumnViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { return .storyboardA }
        }
        extension AutumnViewController {
            func initialize(everydayRain: Bool, leafAmount: LeafAmount) {
                self.everydayRain = everydayRain
                self.leafAmount = leafAmount
            }
        }
        -- Source/Screens/WinterViewController.swift --
        import UIKit
        class WinterViewController: UIViewController {}
        extension WinterViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { return .storyboardB }
        }
        -- Source/Storyboards/Main.storyboard --
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav"><scenes>
        <scene sceneID="s1"><objects><navigationController id="nav" sceneMemberID="viewController">
        <connections><segue destination="main" kind="relationship" relationship="rootViewController" id="r"/></connections>
        </navigationController></objects></scene>
        <scene sceneID="s2"><objects><viewController storyboardIdentifier="MainViewController" id="main" customClass="MainViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        -- Source/Storyboards/StoryboardA.storyboard --
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
        <scene sceneID="s"><objects><viewController storyboardIdentifier="AutumnViewController" id="a" customClass="AutumnViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        -- Source/Storyboards/StoryboardB.storyboard --
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
        <scene sceneID="s"><objects><viewController storyboardIdentifier="WinterViewController" id="w" customClass="WinterViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        -- Source/Storyboards/LaunchScreen.storyboard --
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="l"><scenes>
        <scene sceneID="s"><objects><viewController id="l" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """

    /// The signatures of the reference's Sourcery output: unlabeled parameters, as its calls pass
    /// them; `push`/`present` add `animated: Bool = true`.
    @Test func zeroConfigurationGivesTheReferencesFiveFactories() throws {
        let root = try Fixture.written(Self.project, prefix: "scenery-first-reference")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try ProjectHost.load(path: root, cache: nil)
        let analysis = project.analysis
        #expect(analysis.generatorOptions.parameterLabels == .unlabeled)
        let generated = analysis.generatedFile()
        #expect(
            generated.factories.map {
                "\($0.functionName)(\($0.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type)" }.joined(separator: ", ")))"
            } == [
                "autumnViewController(_ everydayRain: Bool, _ leafAmount: LeafAmount)",
                "mainViewController()",
                "springViewController(_ windSpeed: Float, _ flowerName: String)",
                "summerViewController()",
                "winterViewController()",
            ])
        #expect(generated.skipped.isEmpty)
        // As the article has it, before its generated file is written: each call of a factory says so, and nothing else is found.
        let findings = analysis.diagnostics().filter { $0.severity != .hint }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.rule == GeneratedCodeMissing.id }, "\(findings.map(\.message))")
        // The project's own protocol, helper and names are used, not generated again.
        #expect(!generated.contents.contains("protocol StoryboardInstantiatable"))
        #expect(!generated.contents.contains("static func instantiate<"))
        #expect(!generated.contents.contains("enum Name"))
        for swiftVersion in [5, 6] {
            var sources = Fixture(Self.project).files.filter { $0.name.hasSuffix(".swift") }.reduce(into: [String: String]()) {
                $0[$1.name] = $1.text
            }
            sources["Generated.swift"] = generated.contents
            let result = TypeCheck.run(sources: sources, swiftVersion: swiftVersion)
            #expect(result.succeeded, "Swift \(swiftVersion): \(result.output)")
        }
    }
}
