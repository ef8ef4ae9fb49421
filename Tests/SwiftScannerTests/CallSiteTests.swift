@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import SceneryTestSupport
import Testing

/// One-line `create`/`push`/`present` calls and calls of the initializer method.
@Suite struct CallSiteTests {
    /// Each call as `kind name(labels:) in EnclosingType`; ⏩…⏪ mark each call's whole range and,
    /// nested inside, its name (compared in offset order).
    func check(
        _ fixture: String, options: SwiftScanOptions = SwiftScanOptions(), calls expected: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let marked = MarkedText(fixture)
        let sites = scan(marked, options: options).callSites
        let described = sites.map { site in
            let labels = site.argumentLabels.map { ($0 ?? "_") + ":" }.joined()
            return "\(site.kind) \(site.name)(\(labels))" + (site.enclosingType.map { " in " + $0 } ?? "")
        }
        #expect(described == expected, sourceLocation: sourceLocation)
        #expect(sites.flatMap { [$0.range, $0.nameRange] }.sorted() == marked.ranges, sourceLocation: sourceLocation)
    }

    @Test func factoryCallsWithAnyBase() {
        check(
            """
            final class HomeViewController: UIViewController {
                func open() {
                    let vc = ⏩UIViewController.create.⏩profile⏪(user: user, 3)⏪
                    ⏩navigationController?.push.⏩settings⏪(animated: true)⏪
                    ⏩present.⏩about⏪(animated: true)⏪
                    ⏩self.navigationController!
                        .push
                        .⏩details⏪(
                            item: item,
                            animated: false
                        )⏪
                }
            }
            """,
            calls: [
                "create profile(user:_:) in HomeViewController",
                "push settings(animated:) in HomeViewController",
                "present about(animated:) in HomeViewController",
                "push details(item:animated:) in HomeViewController",
            ]
        )
    }

    @Test func callsInArgumentsClosuresAndExtensions() {
        check(
            """
            extension Outer.Inner {
                var action: () -> Void {
                    { show(⏩present.⏩alert⏪()⏪) }
                }
            }
            let root = ⏩UIViewController.create.⏩root⏪()⏪
            """,
            calls: [
                "present alert() in Outer.Inner",
                "create root()",
            ]
        )
    }

    @Test func initializerMethodCallsButNotSuperOrTheDeclaration() {
        check(
            """
            class Base: UIViewController {
                func initialize(user: User) {}
            }
            class Child: Base {
                override func initialize(user: User) {
                    super.initialize(user: user)
                    ⏩⏩initialize⏪(user: user)⏪
                }
                func make() {
                    let vc = Child()
                    ⏩vc.⏩initialize⏪(user: user)⏪
                    ⏩self.⏩initialize⏪(user: user)⏪
                    vc.initializeLater(user: user)
                }
            }
            """,
            calls: [
                "initializerMethod initialize(user:) in Child",
                "initializerMethod initialize(user:) in Child",
                "initializerMethod initialize(user:) in Child",
            ]
        )
    }

    @Test func theInitializerMethodNameIsConfigurable() {
        check(
            """
            func wire(vc: Screen) {
                vc.initialize(user: user)
                ⏩vc.⏩inject⏪(user: user)⏪
            }
            """,
            options: SwiftScanOptions(initializerMethodName: "inject"),
            calls: ["initializerMethod inject(user:)"]
        )
    }
}
