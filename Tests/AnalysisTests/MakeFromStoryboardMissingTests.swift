@_spi(Scenery) @testable import SceneryAnalysis
@_spi(Scenery) import SceneryChecks
@_spi(Scenery) import SceneryFactoryGenerator
import SceneryTestSupport
import Testing

/// `generated-code-missing` on `X.makeFromStoryboard(…)`, which only the `makeFromStoryboard` style
/// generates: a call is a finding until the generated file declares it for the screen or one of
/// its ancestors (or the project's own code does).
@Suite struct MakeFromStoryboardMissingTests {
    static let screens = """
        -- Profile.swift --
        class BaseViewController: UIViewController, StoryboardInitializable {
            var analytics: Analytics!
        }
        final class ProfileViewController: BaseViewController {
            var user: User!
        }
        final class MirrorViewController: BaseViewController {}
        -- Coordinator.swift --
        func show(navigationController: UINavigationController) {
            navigationController.pushViewController(ProfileViewController.makeFromStoryboard(analytics: analytics, user: user), animated: true)
            navigationController.pushViewController(MirrorViewController.makeFromStoryboard(analytics: analytics), animated: true)
        }
        """

    enum Generated { case none, written, stale }

    func messages(_ fixture: String, styles: [GeneratorOptions.Style], generated: Generated) -> [String] {
        let fixture = Fixture(fixture)
        var configuration = ProjectConfiguration(root: fixture.root)
        configuration.generator.styles = styles
        var files = Dictionary(fixture.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
        var analysis = Analysis(configuration: configuration)
        analysis.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
        if generated != .none {
            var written = configuration
            // Written before any screen had the method: the file of a project with the namespaced style only.
            if generated == .stale { written.generator.styles = [.namespaced] }
            var writer = Analysis(configuration: written)
            writer.update(files: files.map { ($0.key, $0.value) }, read: { [files] in files[$0] })
            files[configuration.outputPath] = Array(writer.generatedFile().contents.utf8)
            analysis.update(files: [(configuration.outputPath, files[configuration.outputPath] ?? [])], read: { [files] in files[$0] })
        }
        return analysis.diagnostics().filter { $0.rule == GeneratedCodeMissing.id }.map(\.message)
    }

    @Test func aCallIsMissingUntilTheGeneratedFileDeclaresIt() {
        #expect(
            messages(Self.screens, styles: [.namespaced, .makeFromStoryboard], generated: .none) == [
                "ProfileViewController.makeFromStoryboard(...) is a generated factory, but Scenery.generated.swift is not written yet: run `scenery generate`",
                // Its own would redeclare its base's: it calls the base's, which is missing too.
                "MirrorViewController.makeFromStoryboard(...) is a generated factory, but Scenery.generated.swift is not written yet: run `scenery generate`",
            ])
        #expect(
            messages(Self.screens, styles: [.namespaced, .makeFromStoryboard], generated: .stale) == [
                "ProfileViewController.makeFromStoryboard(...) is not in Scenery.generated.swift yet: the file is out of date; run `scenery generate` or apply the fix",
                "MirrorViewController.makeFromStoryboard(...) is not in Scenery.generated.swift yet: the file is out of date; run `scenery generate` or apply the fix",
            ])
        #expect(messages(Self.screens, styles: [.namespaced, .makeFromStoryboard], generated: .written) == [])
    }

    /// Without the style, nothing generates the method: a call is the app's own business.
    @Test func withoutTheStyleACallIsNoFinding() {
        #expect(messages(Self.screens, styles: [.namespaced], generated: .none) == [])
    }

    /// The method the references write by hand, in an extension of its own file.
    @Test func aMethodTheProjectDeclaresIsNoFinding() {
        let declared =
            Self.screens + """

                -- ProfileFactory.swift --
                extension ProfileViewController {
                    static func makeFromStoryboard(analytics: Analytics, user: User) -> ProfileViewController { ProfileViewController() }
                }
                extension BaseViewController {
                    static func makeFromStoryboard(analytics: Analytics) -> BaseViewController { BaseViewController() }
                }
                """
        #expect(messages(declared, styles: [.namespaced, .makeFromStoryboard], generated: .none) == [])
    }
}
