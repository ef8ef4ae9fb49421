// A minimal stand-in for the part of AppKit that Scenery's generated code uses, compiled as module
// `AppKit` so it can be type-checked on Linux. Only signatures matter: nothing here runs. As in
// today's macOS SDK, the responder, view, view-controller, window-controller and storyboard
// classes are `@MainActor`, and `NSStoryboard.Name`, `NSStoryboard.SceneIdentifier` and
// `NSNib.Name` are aliases of `String`.
@_exported import Foundation

@MainActor
open class NSResponder: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

@MainActor
open class NSView: NSResponder {
    public init(frame frameRect: NSRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var subviews: [NSView] = []
    open var isHidden = false
    open func addSubview(_ view: NSView) { subviews.append(view) }
}

open class NSControl: NSView {}
open class NSSlider: NSControl { open var doubleValue = 0.0 }

@MainActor
open class NSWindow: NSResponder {
    open var contentViewController: NSViewController?
    open func makeKeyAndOrderFront(_ sender: Any?) {}
}

@MainActor
open class NSViewController: NSResponder {
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view = NSView(frame: .zero)
    open var title: String?
    open var storyboard: NSStoryboard? { nil }
    open var presentingViewController: NSViewController? { nil }

    open func viewDidLoad() {}
    open func presentAsSheet(_ viewController: NSViewController) {}
    open func presentAsModalWindow(_ viewController: NSViewController) {}
    open func dismiss(_ viewController: NSViewController) {}
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
}

@MainActor
open class NSWindowController: NSResponder {
    public init(window: NSWindow?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var window: NSWindow?
    open var contentViewController: NSViewController?
    open var storyboard: NSStoryboard? { nil }
    open func showWindow(_ sender: Any?) {}
}

@MainActor
open class NSStoryboard: NSObject {
    public typealias Name = String
    public typealias SceneIdentifier = String

    open class var main: NSStoryboard? { nil }
    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialController() -> Any? { nil }
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any { NSViewController() }
    open func instantiateInitialController<Controller>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? { nil }
    open func instantiateController<Controller>(identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil) -> Controller {
        preconditionFailure("AppKit stand-in: type-checked, never run")
    }
}

@MainActor
open class NSStoryboardSegue: NSObject {
    public typealias Identifier = String
    open var identifier: NSStoryboardSegue.Identifier? { nil }
    open var sourceController: Any { NSViewController() }
    open var destinationController: Any { NSViewController() }
}

open class NSNib: NSObject {
    public typealias Name = String

    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {}
    // AppKit takes an `AutoreleasingUnsafeMutablePointer`, which exists only with the Objective-C
    // runtime; callers pass `&array` to either.
    open func instantiate(withOwner owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool { false }
}
