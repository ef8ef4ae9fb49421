// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
// (committed: the build phase regenerates it only when a storyboard changes)

import UIKit

internal enum StoryboardScene {
  internal enum Main: StoryboardType {
    internal static let storyboardName = "Main"

    internal static let initialScene = InitialSceneType<UIKit.UINavigationController>(storyboard: Self.self)

    internal static let credits = SceneType<UIKit.UIViewController>(storyboard: Self.self, identifier: "Credits")

    internal static let settings = SceneType<Bookshelf.SettingsViewController>(storyboard: Self.self, identifier: "Settings")
  }
}

internal protocol StoryboardType {
  static var storyboardName: String { get }
}

internal extension StoryboardType {
  @MainActor
  static var storyboard: UIStoryboard {
    UIStoryboard(name: storyboardName, bundle: Bundle.main)
  }
}

internal struct SceneType<T: UIViewController> {
  internal let storyboard: StoryboardType.Type
  internal let identifier: String

  @MainActor
  internal func instantiate() -> T {
    guard let controller = storyboard.storyboard.instantiateViewController(withIdentifier: identifier) as? T else {
      preconditionFailure("Scene '\(identifier)' is not a \(T.self)")
    }
    return controller
  }
}

internal struct InitialSceneType<T: UIViewController> {
  internal let storyboard: StoryboardType.Type

  @MainActor
  internal func instantiate() -> T {
    guard let controller = storyboard.storyboard.instantiateInitialViewController() as? T else {
      preconditionFailure("The initial scene is not a \(T.self)")
    }
    return controller
  }
}
