import UIKit

/// Instantiated by its type ("Swift: UIStoryboard Protocol"): Storyboard ID = type name.
final class StoreViewController: UIViewController {
    func showFeatured() {
        let reading: ReadingListViewController = UIStoryboard.storyboard(.readingList).instantiateViewController()
        navigationController?.pushViewController(reading, animated: true)
    }
}

final class ReadingListViewController: UITableViewController {}

/// Plain UIKit: a scene in Main.storyboard, which has lost its Storyboard ID.
final class GiftCardViewController: UIViewController {}
