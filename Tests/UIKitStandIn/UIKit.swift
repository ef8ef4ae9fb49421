// A minimal stand-in for the part of UIKit that Scenery's examples and generated code use,
// compiled as module `UIKit` so they can be type-checked on Linux. Only signatures matter:
// nothing here runs. As in today's iOS SDK, the responder, view, view-controller, storyboard
// and segue classes are `@MainActor`.
@_exported import Foundation

public struct CGRect: Sendable {
    public static let zero = CGRect()
    public init() {}
}

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    public override init() { super.init() }
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open var subviews: [UIView] = []
    open func addSubview(_ view: UIView) { subviews.append(view) }
    open func layoutSubviews() {}
    open func layoutIfNeeded() {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor?
    open var numberOfLines = 1
}
@MainActor open class UIImageView: UIView { open var image: UIImage? }
@MainActor open class UITextField: UIControl { open var text: String?; open var placeholder: String? }
@MainActor open class UITextView: UIView { open var text: String! = "" }
@MainActor open class UISwitch: UIControl { open var isOn = false }
@MainActor open class UITableView: UIView {
    public enum ScrollPosition: Sendable { case none, top, middle, bottom }
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor open class UITableViewCell: UIView {
    public enum AccessoryType: Sendable { case none, disclosureIndicator, checkmark }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var accessoryType = AccessoryType.none
}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { self[1] }
}
@MainActor open class UIStackView: UIView {
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open func addArrangedSubview(_ view: UIView) {}
}
@MainActor open class UIControl: UIView {
    open var isEnabled = true
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}
@MainActor open class UIButton: UIControl { open func setTitle(_ title: String?, for state: UIControl.State) {} }

extension UIControl {
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor open class UIMenuElement: NSObject {}

@MainActor open class UIAction: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) { self.init() }
    open var title = ""
}

public final class UIColor: NSObject, Sendable {
    public static let systemBackground = UIColor()
    public static let label = UIColor()
    public static let systemBlue = UIColor()
    public static let systemRed = UIColor()
    public static let white = UIColor()
    public static let black = UIColor()
}

public final class UIImage: NSObject, Sendable {
    public init?(named name: String) {}
    public init?(systemName name: String) {}
}

public final class UINib: NSObject, Sendable {
    public struct OptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] { [] }
}

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView! = UIView()
    open var title: String?
    open var navigationController: UINavigationController? { nil }
    open var storyboard: UIStoryboard? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var hidesBottomBarWhenPushed = false

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

@MainActor
open class UINavigationController: UIViewController {
    // Every initializer UIKit's header marks designated: `UINavigationController()` is then UIViewController's.
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    open var tableView: UITableView! = UITableView()
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
@MainActor open class UITabBarController: UIViewController { open var viewControllers: [UIViewController]? }

@MainActor
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        nil
    }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        preconditionFailure("UIKit stand-in: type-checked, never run")
    }
}

@MainActor
open class UIStoryboardSegue: NSObject {
    open var identifier: String? { nil }
    open var source: UIViewController { UIViewController() }
    open var destination: UIViewController { UIViewController() }
}

@MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
}

extension UIApplication {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// In UIKit, every requirement is optional.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    { true }

    /// What `@main` on the app delegate calls (`UIApplicationMain`).
    public static func main() {}
}

@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

// Auto Layout, as views built in code use it.
@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Sendable { case horizontal, vertical }
    open var isActive = false
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

extension UIView {
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}
